// @workmesh/notifier: the service, for the dev stack and tests to start in-process.
export { createNotifierApp, type NotifierApp } from './app';
export { loadNotifierConfig, notifierEnvSchema, type NotifierConfig } from './config';
export { MAIL_CONSUMER, MAIL_QUEUE } from './mail-consumer';
export type { MailTemplateName } from './models';
export { WEBHOOK_QUEUE } from './webhook-fanout';
export { WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery';
export { WEBHOOKS_SERVICE_NAME } from './grpc';
