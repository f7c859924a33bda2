// Every event type and its data, declared once, in a module per producer. Producers make
// their events with a contract's make(); consumers subscribe to its type and read its
// data with its schema (or the fields they use: pick()).
export * from './identity';
export * from './teams';
export * from './clients';
export * from './tasks';
export * from './scheduling';
export * from './notifier';
export * from './tracking';
export * from './expense-data';
export * from './invoices';
export * from './webhooks';
export * from './subscriptions';
export * from './changes';
export * from './portability';
