// The `workmesh` command tree. Usage errors (commander's) end with exit code 2; each
// command's own failures are reported by runAction with the codes of errors.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { registerAuthCommands } from './commands/auth';
import { registerReportCommands } from './commands/reports';
import { registerTrackingCommands } from './commands/tracking';

export const EXIT_CODES_HELP = `
Exit codes:
  0  done
  1  the API refused (its message, and reason, on stderr), or no such project or task
  2  usage error (unknown command or option, missing argument, bad date, time or week)
  3  not logged in, or the stored login was refused (401): run \`workmesh login\`
  4  the gateway did not answer (network unreachable, connection refused, timeout)

Environment:
  WORKMESH_URL     the gateway \`login\` uses without --url (default http://localhost:8080)
  WORKMESH_CONFIG  the config file's path (default: your user config directory)
  WORKMESH_TOKEN   an API token to act with instead of the stored login (with WORKMESH_URL)
  NO_COLOR         no colours even on a terminal`;

function packageVersion(): string {
  try {
    // dist/cli/program.js → the package's package.json.
    const file = path.join(__dirname, '..', '..', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export function buildProgram(): Command {
  const program = new Command('workmesh')
    .description('Track time with workmesh from the command line.')
    .version(packageVersion())
    // Throw instead of exiting, so main() can turn usage errors into exit code 2; set before
    // the commands are added, which inherit it.
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('afterAll', EXIT_CODES_HELP);
  registerAuthCommands(program);
  registerTrackingCommands(program);
  registerReportCommands(program);
  return program;
}
