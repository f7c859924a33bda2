// `npm start`: the whole system on this machine, logs prefixed per process;
// Ctrl-C (or SIGTERM) stops the gateway first, then the services, then MongoDB.
import { ConfigError, loadConfig } from '@workmesh/platform';
import { stackConfigSchema } from './config';
import { BrokerUnreachableError, startStack, type RunningStack } from './stack';

const COLORS = [36, 33, 35, 32, 34, 31, 90];
const colorOf = new Map<string, number>();
const useColor = process.stdout.isTTY;

function print(source: string, line: string, stream: 'stdout' | 'stderr'): void {
  if (!colorOf.has(source)) colorOf.set(source, COLORS[colorOf.size % COLORS.length]);
  const label = source.padEnd(9);
  const prefix = useColor ? `\u001b[${colorOf.get(source)}m${label}\u001b[0m|` : `${label}|`;
  (stream === 'stderr' ? process.stderr : process.stdout).write(`${prefix} ${line}\n`);
}

async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  try {
    const config = loadConfig(stackConfigSchema);
    stack = await startStack({ config, sink: print });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BrokerUnreachableError) {
      process.stderr.write(`npm start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  print('stack', `workmesh is running: ${stack.gatewayUrl} (Ctrl-C stops it)`, 'stdout');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    print('stack', 'stopping…', 'stdout');
    stack!.stop().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`npm start: stopping failed: ${error.message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  process.stderr.write(`npm start: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
