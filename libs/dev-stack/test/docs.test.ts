// The documents a newcomer enters by stay enterable: the README is short and names the two
// commands, no heading is titled by an issue number (docs are organised by topic), and no
// relative link points at a file that is not there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

const README_MAX_BYTES = 15_000;

/** Tracked Markdown files not held to the heading rule: the benchmark's own outputs. */
const HEADINGS_NOT_CHECKED = [/^bench\/results\//];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function trackedMarkdown(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
}

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** Headings (ATX `#`, or setext underlined) that name an issue number: `Issue 4`, `issue #4`, `(#4)`. */
function issueHeadings(text: string): string[] {
  const names = /\bissues?\s*#?\s*\d|(^|[\s(])#\d+\b/i;
  const lines = proseLines(text);
  const headings = lines.flatMap(({ line, number }, index) => {
    const atx = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (atx) return [{ heading: atx[1], number }];
    const next = lines[index + 1];
    const setext =
      line.trim() !== '' && next?.number === number + 1 && /^\s{0,3}(=+|-+)\s*$/.test(next.line);
    return setext && !/^\s{0,3}[-*+]\s/.test(line) ? [{ heading: line.trim(), number }] : [];
  });
  return headings
    .filter(({ heading }) => names.test(heading))
    .map(({ heading, number }) => `${number}: ${heading}`);
}

/** Relative link targets of a Markdown text (inline links, images, reference definitions). */
function relativeLinks(text: string): string[] {
  const targets: string[] = [];
  for (const { line } of proseLines(text)) {
    const prose = line.replace(/(`+)[^`]*?\1/g, ''); // code spans are not links
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(match[1]);
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(prose);
    if (definition) targets.push(definition[1]);
  }
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.replace(/[#?].*$/, '')))
    .filter((target) => target !== '');
}

/** The relative links of `file` whose target does not exist (paths from the repository root). */
function brokenLinks(file: string, text: string, exists: (repoPath: string) => boolean): string[] {
  return relativeLinks(text)
    .map((target) =>
      path.posix.normalize(
        target.startsWith('/')
          ? target.slice(1)
          : path.posix.join(path.posix.dirname(file), target),
      ),
    )
    .filter((target) => !exists(target))
    .map((target) => `${file} → ${target}`);
}

/** What is wrong with the README: its size, and the commands it must name. */
function readmeProblems(text: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > README_MAX_BYTES) problems.push(`${bytes} bytes, more than ${README_MAX_BYTES}`);
  for (const command of ['npm start', 'npm test']) {
    if (!text.includes(command)) problems.push(`does not name \`${command}\``);
  }
  return problems;
}

const existsInTree = (repoPath: string) => existsSync(path.join(root, repoPath));

describe('README.md', () => {
  it(`is at most ${README_MAX_BYTES} bytes and names npm start and npm test`, () => {
    expect(readmeProblems(read('README.md'))).toEqual([]);
  });

  it('links every topic document in docs/', () => {
    const linked = new Set(
      relativeLinks(read('README.md')).map((target) => path.posix.normalize(target)),
    );
    const topics = trackedMarkdown().filter((file) => /^docs\/[^/]+\.md$/.test(file));
    expect(topics.length).toBeGreaterThan(5);
    expect(topics.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('would be refused too long or without its commands', () => {
    expect(readmeProblems('npm start, npm test')).toEqual([]);
    expect(readmeProblems(`npm start npm test ${'x'.repeat(README_MAX_BYTES)}`)).toEqual([
      `${README_MAX_BYTES + 19} bytes, more than ${README_MAX_BYTES}`,
    ]);
    expect(readmeProblems('npm run start; npm run test')).toEqual([
      'does not name `npm start`',
      'does not name `npm test`',
    ]);
  });
});

describe('Markdown headings', () => {
  it('name no issue number, in any tracked Markdown file', () => {
    const files = trackedMarkdown().filter(
      (file) => !HEADINGS_NOT_CHECKED.some((pattern) => pattern.test(file)),
    );
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    const found = files.flatMap((file) =>
      issueHeadings(read(file)).map((heading) => `${file}:${heading}`),
    );
    expect(found).toEqual([]);
  });

  it('are read as headings only outside code, in both heading styles', () => {
    const text = [
      '# workmesh',
      '## Webhooks (issue 8)',
      '### Fixed in Issue #12',
      'Budgets (#19)',
      '=============',
      '- a list item',
      '---',
      'Issue 4 in prose is fine.',
      '```',
      '# issue 5 inside a code block is not a heading',
      '```',
      '#### Week 53 and ISO weeks',
    ].join('\n');
    expect(issueHeadings(text)).toEqual([
      '2: Webhooks (issue 8)',
      '3: Fixed in Issue #12',
      '4: Budgets (#19)',
    ]);
  });
});

describe('relative Markdown links', () => {
  it('in README.md, CHANGELOG.md, docs/*.md and the parts READMEs point at files that exist', () => {
    const files = trackedMarkdown().filter(
      (file) =>
        ['README.md', 'CHANGELOG.md'].includes(file) ||
        /^docs\/[^/]+\.md$/.test(file) ||
        /^(gateway|services\/[^/]+|libs\/[^/]+)\/README\.md$/.test(file),
    );
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    const links = files.flatMap((file) => relativeLinks(read(file)));
    expect(links.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => brokenLinks(file, read(file), existsInTree))).toEqual([]);
  });

  it('are resolved from the file that holds them, and a missing target is reported', () => {
    const text = [
      'See [events](events.md#catalogue), [the README](../README.md), ![a picture](img/x.png),',
      '[a site](https://example.com), [an anchor](#top), `[code](nowhere.md)` and',
      '[gone](gone.md).',
      '',
      '[ref]: ../libs/missing/README.md',
      '```',
      '[in a block](block.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([
      'events.md',
      '../README.md',
      'img/x.png',
      'gone.md',
      '../libs/missing/README.md',
    ]);
    const present = new Set(['docs/events.md', 'README.md', 'docs/img/x.png']);
    expect(brokenLinks('docs/topic.md', text, (file) => present.has(file))).toEqual([
      'docs/topic.md → docs/gone.md',
      'docs/topic.md → libs/missing/README.md',
    ]);
  });
});
