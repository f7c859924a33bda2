// Runs mongo-embedded as a separate process (the CLI), as `npm start`, the
// durability test and the benchmark do: the server then has a core of its own
// and can be killed like a real mongod.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface MongoEmbeddedProcess {
  uri: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, waiting for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush anything (acknowledged writes must survive it). */
  kill(): Promise<void>;
}

// From the compiled tree the CLI sits beside this file; from sources (ts-jest) it is in dist/.
export const CLI_PATH = __filename.endsWith('.ts')
  ? path.join(__dirname, '..', 'dist', 'src', 'cli.js')
  : path.join(__dirname, 'cli.js');

export function spawnMongoEmbedded(
  options: { port?: number; dbPath?: string; onLog?: (line: string) => void } = {},
): Promise<MongoEmbeddedProcess> {
  const args = [CLI_PATH, '--port', String(options.port ?? 0)];
  if (options.dbPath) args.push('--dbpath', options.dbPath);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => options.onLog?.(chunk.toString().trimEnd()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening: (mongodb:\/\/[^:]+:(\d+)\/\S*)/.exec(output);
      if (match)
        resolve({
          uri: match[1],
          port: Number(match[2]),
          child,
          stop: signal('SIGTERM'),
          kill: signal('SIGKILL'),
        });
    });
    child.once('exit', (code) =>
      reject(new Error(`mongo-embedded exited with code ${code} before listening: ${output}`)),
    );
  });
}
