// Questions on a terminal (email, password without echo, two-factor code). Off a terminal
// nothing is asked: a script must pass the flag, and is told which one (a usage error).
import readline from 'node:readline';
import { UsageError } from './errors';

export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

/** The flag's value, else the answer to a question on the terminal, else a usage error. */
export async function valueOrAsk(
  value: string | undefined,
  question: string,
  flag: string,
  { secret = false } = {},
): Promise<string> {
  if (value !== undefined && value !== '') return value;
  if (!canPrompt()) throw new UsageError(`${flag} is required when not on a terminal`);
  const answer = secret ? await askSecret(question) : await ask(question);
  if (answer.trim() === '') throw new UsageError(`${flag} is required`);
  return secret ? answer : answer.trim();
}

function ask(question: string): Promise<string> {
  // Questions go to stderr: stdout carries the result (JSON under --json).
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

/** Reads a line with the terminal's echo off, so the password never shows. */
function askSecret(question: string): Promise<string> {
  process.stderr.write(question);
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: true,
  });
  // readline echoes through _writeToOutput; muting it hides the typed characters.
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  muted._writeToOutput = () => undefined;
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    }),
  );
}
