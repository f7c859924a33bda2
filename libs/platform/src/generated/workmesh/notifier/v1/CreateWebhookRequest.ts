// Original file: proto/notifier.proto

export interface CreateWebhookRequest {
  event?: string;
  target_url?: string;
  _event?: 'event';
  _target_url?: 'target_url';
}

export interface CreateWebhookRequest__Output {
  event?: string;
  target_url?: string;
}
