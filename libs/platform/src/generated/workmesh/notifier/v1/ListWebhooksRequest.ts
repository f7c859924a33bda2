// Original file: proto/notifier.proto

export interface ListWebhooksRequest {
  page?: number;
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListWebhooksRequest__Output {
  page?: number;
  per_page?: number;
}
