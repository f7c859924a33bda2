// `npm run asyncapi`: writes docs/asyncapi.json from the event contracts
// (asyncapi-document.ts), formatted as the repository's Prettier formats JSON. The test
// asyncapi-document.test.ts renders it the same way and fails when the committed file
// differs.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAsyncApiDocument, type AsyncApiDocument } from './asyncapi-document';

/** docs/asyncapi.json of the repository (from src/ under ts-jest, or from dist/). */
export function asyncApiFilePath(): string {
  let directory = __dirname;
  while (!existsSync(path.join(directory, 'libs', 'platform', 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('no repository root above ' + __dirname);
    directory = parent;
  }
  return path.join(directory, 'docs', 'asyncapi.json');
}

/** The Prettier command line, as `npx prettier --write` formats the file. */
function formatAs(file: string, text: string): string {
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [prettier, '--stdin-filepath', file], {
    input: text,
    encoding: 'utf8',
  });
}

export function renderAsyncApiJson(
  document: AsyncApiDocument = buildAsyncApiDocument(),
  file: string = asyncApiFilePath(),
): string {
  return formatAs(file, JSON.stringify(document, null, 2));
}

if (require.main === module) {
  const file = asyncApiFilePath();
  writeFileSync(file, renderAsyncApiJson(buildAsyncApiDocument(), file));
  process.stdout.write(`wrote ${file}\n`);
}
