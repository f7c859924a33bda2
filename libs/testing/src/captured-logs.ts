// A service's logger in tests: every line it writes (debug and up) parsed into an array,
// for the tests that check what was logged, and what was not (a secret, a token).
import { Writable } from 'node:stream';
import pino from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export function capturedLogs(service: string): { logger: pino.Logger; logs: LogLine[] } {
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'debug', base: { service } }, sink), logs };
}
