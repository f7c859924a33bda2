// Original file: proto/notifier.proto

export interface DeleteWebhookResponse {
  success?: string;
}

export interface DeleteWebhookResponse__Output {
  success: string;
}
