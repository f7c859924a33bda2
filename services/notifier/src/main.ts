// The notifier process: config → logger → app (mongo, bus, outbox, health server) → shutdown.
import { runServiceProcess } from '@workmesh/platform';
import { createNotifierApp } from './app';
import { loadNotifierConfig } from './config';

runServiceProcess('notifier', () => loadNotifierConfig(), createNotifierApp, 'notifier');
