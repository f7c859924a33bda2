// @workmesh/invoices: the service, for the launcher and for tests.
export { createInvoicesApp, type InvoicesApp, type InvoicesAppOptions } from './app';
export { loadInvoicesConfig, invoicesConfigSchema, type InvoicesConfig } from './config';
export * from './events';
