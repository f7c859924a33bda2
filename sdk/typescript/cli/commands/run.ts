// Every command's action goes through runAction: its options and arguments in, any failure
// reported on stderr (as JSON under --json) with the exit code it means.
import type { Command } from 'commander';
import { fail, type OutputOptions } from '../output';

type Action<O> = (options: O, args: string[]) => Promise<void>;

export function runAction<O extends OutputOptions>(
  action: Action<O>,
  { loggingIn = false } = {},
): (...params: unknown[]) => Promise<void> {
  // commander calls an action with (...arguments, options, command).
  return async (...params) => {
    const command = params[params.length - 1] as Command;
    const options = command.opts<O>();
    const args = params.slice(0, -2) as string[];
    try {
      await action(options, args);
    } catch (error) {
      fail(error, { json: options.json, loggingIn });
    }
  };
}
