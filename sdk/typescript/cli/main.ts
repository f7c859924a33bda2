#!/usr/bin/env node
// The `workmesh` command line (package.json `bin`). See docs/cli.md.
import { CommanderError } from 'commander';
import { EXIT } from './errors';
import { buildProgram } from './program';

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // commander already printed the message (or the help, or the version).
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
}

// `workmesh log | head`: the reader left; the rest of the output has nowhere to go.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.ok);
  throw error;
});

main(process.argv).catch((error: unknown) => {
  process.stderr.write(`workmesh: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = EXIT.refused;
});
