#!/usr/bin/env node
// mongo-embedded --port 27017 --dbpath DIR [--host 127.0.0.1] [--replSet NAME]
import { parseArgs } from 'node:util';
import { startMongoEmbedded } from './index';

const USAGE =
  'usage: mongo-embedded [--port 27017] [--dbpath DIR] [--host 127.0.0.1] [--replSet mongo-embedded]';

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '27017' },
        dbpath: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        replSet: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(
      `mongo-embedded: --port must be an integer from 0 to 65535, got '${values.port}'\n`,
    );
    process.exit(2);
  }
  const log = (message: string) => process.stderr.write(`mongo-embedded: ${message}\n`);
  let server;
  try {
    server = await startMongoEmbedded({
      port,
      host: values.host,
      dbPath: values.dbpath,
      replicaSetName: values.replSet,
      log,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `mongo-embedded listening: ${server.uri}${values.dbpath ? ` (data in ${values.dbpath})` : ' (in memory)'}\n`,
  );
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`mongo-embedded: shutdown failed: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
