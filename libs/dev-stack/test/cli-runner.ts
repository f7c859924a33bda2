// Runs the BUILT `workmesh` command (dist/cli/main.js: `npx tsc -b` first) as a process, the
// way a script does, and answers its exit code and output. Not a test file: the system test's
// helper.
import { execFile } from 'node:child_process';
import path from 'node:path';

const MAIN = path.join(__dirname, '..', '..', '..', 'sdk', 'typescript', 'dist', 'cli', 'main.js');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `workmesh <args>` with its own config file and home, in Tokyo's zone (TZ) unless `env`
 * says otherwise, and nothing else of this process's environment. Never rejects.
 */
export function runCli(
  home: string,
  config: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [MAIN, ...args],
      {
        env: {
          PATH: process.env.PATH,
          HOME: home,
          WORKMESH_CONFIG: config,
          TZ: 'Asia/Tokyo',
          ...env,
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
