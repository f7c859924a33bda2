// The command line's exit codes, and the errors of its own that carry one. Scripts test
// these codes, so they are part of the interface (docs/cli.md, `workmesh --help`).
import { WorkmeshError } from '@workmesh/client';

export const EXIT = {
  ok: 0,
  /** The API refused (its message, and reason, on stderr), or what was named was not found. */
  refused: 1,
  /** The command line was wrong: commander's errors, bad dates, times or weeks. */
  usage: 2,
  /** No login stored, or the stored one was refused (401). */
  notLoggedIn: 3,
  /** The gateway did not answer (refused connection, DNS, timeout). */
  unreachable: 4,
} as const;

/** An error of the command line itself, with the exit code it ends with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = 'UsageError';
  }
}

export class NotLoggedInError extends CliError {
  constructor(message = 'Not logged in: run `workmesh login` first.') {
    super(message, EXIT.notLoggedIn);
    this.name = 'NotLoggedInError';
  }
}

/**
 * The exit code of an error. A 401 means the stored login no longer works, except while
 * logging in, where it is the API refusing the credentials or the code given.
 */
export function exitCodeOf(error: unknown, { loggingIn = false } = {}): number {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof WorkmeshError) {
    if (error.status === 0) return EXIT.unreachable;
    if (error.status === 401 && !loggingIn) return EXIT.notLoggedIn;
    return EXIT.refused;
  }
  return EXIT.refused;
}

/** What a failure says on stderr, as text. */
export function describeError(error: unknown, exitCode: number): string {
  if (error instanceof WorkmeshError) {
    const reason = error.reason ? ` (${error.reason})` : '';
    if (exitCode === EXIT.notLoggedIn) {
      return `${error.message}${reason}\nThe stored login was refused: run \`workmesh login\` again.`;
    }
    return `${error.message}${reason}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** What a failure says on stderr under --json. */
export function errorJson(error: unknown, exitCode: number): Record<string, unknown> {
  const base: Record<string, unknown> = {
    exit_code: exitCode,
    message: describeError(error, exitCode),
  };
  if (error instanceof WorkmeshError) {
    base.message = error.message;
    base.status = error.status;
    if (error.reason) base.reason = error.reason;
    if (error.fields) base.fields = error.fields;
  }
  return { error: base };
}
