// What commands print: text for people (coloured on a terminal only), JSON for scripts
// (`--json`: the result on stdout, a failure as `{ error: … }` on stderr), and the exit code.
import { describeError, errorJson, exitCodeOf } from './errors';

export interface OutputOptions {
  json?: boolean;
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function colourOn(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR;
}

const paint =
  (open: number, close: number) =>
  (text: string, stream: NodeJS.WriteStream = process.stdout): string =>
    colourOn(stream) ? `\u001b[${open}m${text}\u001b[${close}m` : text;

export const bold = paint(1, 22);
export const dim = paint(2, 22);
export const green = paint(32, 39);
export const red = paint(31, 39);

export function printLine(text = ''): void {
  process.stdout.write(`${text}\n`);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A note for people that must not mix into the result on stdout (warnings, hints). */
export function printNote(text: string): void {
  process.stderr.write(`${text}\n`);
}

/** Prints the result as JSON or as text, whichever the command was asked for. */
export function emit(options: OutputOptions, json: unknown, text: () => string[]): void {
  if (options.json) printJson(json);
  else for (const line of text()) printLine(line);
}

/** Reports a failure on stderr and sets the exit code it ends with. */
export function fail(error: unknown, options: OutputOptions & { loggingIn?: boolean }): void {
  const exitCode = exitCodeOf(error, { loggingIn: options.loggingIn });
  if (options.json) {
    process.stderr.write(`${JSON.stringify(errorJson(error, exitCode))}\n`);
  } else {
    process.stderr.write(`${red('workmesh:', process.stderr)} ${describeError(error, exitCode)}\n`);
  }
  process.exitCode = exitCode;
}

/** Left-aligned columns of text rows (the widest cell sets each column's width). */
export function columns(rows: string[][], gap = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, visibleLength(cell));
    });
  }
  return rows.map((row) =>
    row
      .map((cell, index) =>
        index === row.length - 1 ? cell : cell + ' '.repeat(widths[index]! - visibleLength(cell)),
      )
      .join(gap)
      .trimEnd(),
  );
}

/** A cell's width on screen: ANSI colour codes take none. */
function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[\d+m/g, '').length;
}
