// The identity process: config → app → graceful shutdown on SIGTERM/SIGINT.
import { runServiceProcess } from '@workmesh/platform';
import { createIdentityApp } from './app';
import { loadIdentityConfig } from './config';

runServiceProcess('identity', () => loadIdentityConfig(), createIdentityApp, 'identity');
