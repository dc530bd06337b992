/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README is where a newcomer starts: every file or folder it names must exist, and the
 * decisions it cites must be the ones docs/decisions.md carries.
 */
const root = process.cwd();
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const decisions = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');

/** What the build or the install writes, which a fresh checkout does not have. */
const generated = /^(out|node_modules|\.next|test-results|playwright-report)\//;

/** The folders a bare name ("site.ts", "islands/") may live in. */
const sourceFolders = ['app', 'components', 'content', 'lib', 'scripts', 'tests', 'docs', 'public'];

function allPaths(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? [`${relative}/`, ...allPaths(relative)] : [relative];
  });
}

const everyPath = sourceFolders.flatMap(allPaths);

/** "lib/dates.ts" from the root; a bare "site.ts" or "islands/" anywhere in the source. */
function exists(name: string): boolean {
  if (existsSync(path.join(root, name))) return true;
  if (name.includes('/') && !name.endsWith('/')) return false;
  return everyPath.some((candidate) => candidate === name || candidate.endsWith(`/${name}`));
}

/** A name that points into the repository: no address (/pricing), glob, {slot} or bare ".md". */
const fileLike = /^[\w[(][\w.\-[\]()]*(\/[\w.\-[\]()]+)*\/?$/;

/** A module of a package ("next/link"), which the README names as an import, not a file. */
const isPackageModule = (name: string) =>
  name.includes('/') && existsSync(path.join(root, 'node_modules', name.split('/')[0]!));
const extension = /\.(ts|tsx|mjs|js|json|md|mdx|svg|css)$/;

function isRepositoryPath(name: string): boolean {
  return (
    fileLike.test(name) &&
    (name.includes('/') || extension.test(name)) &&
    !generated.test(name) &&
    !isPackageModule(name) &&
    !/^\w+\.\w+\.\w+/.test(name) // a host name (miadi.co.ke)
  );
}

/** The names in `code`, in link targets and in the tree under "Where things are". */
function namedPaths(): string[] {
  const inline = [...readme.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^https?:/.test(target));
  return [...new Set([...inline, ...links, ...treePaths()])].filter(isRepositoryPath);
}

/** The tree block: two spaces of indent per level, then one or more names, then a comment. */
function treePaths(): string[] {
  const tree = readme.split('## Where things are')[1]!.split('```')[1]!;
  const parents: string[] = [];
  return tree
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const depth = line.search(/\S/) / 2;
      const names = line
        .trim()
        .split(/\s{2,}/)[0]!
        .split(' ');
      parents.length = depth;
      const paths = names.map((name) => parents.join('') + name);
      if (names.length === 1 && names[0]!.endsWith('/')) parents.push(names[0]!);
      return paths;
    });
}

/** The decision numbers docs/decisions.md defines, in order of number. */
const defined = [...decisions.matchAll(/^- \*\*D(\d+)\./gm)]
  .map((match) => Number(match[1]))
  .sort((a, b) => a - b);

test('every file and folder the README names exists', () => {
  const named = namedPaths();
  // The parser must find the tree and the inline names, or this test proves nothing.
  expect(named).toEqual(
    expect.arrayContaining(['lib/template.ts', 'components/link.tsx', 'app/[lang]/layout.tsx']),
  );
  expect(named.filter((name) => !exists(name))).toEqual([]);
});

test('docs/decisions.md numbers its decisions from D1 without a gap', () => {
  expect(defined).toEqual(defined.map((_, index) => index + 1));
});

test('the decisions the README cites are the ones docs/decisions.md carries', () => {
  const last = defined.at(-1);
  const ranges = [...readme.matchAll(/D(\d+)–D(\d+)/g)].map((match) => [match[1], match[2]]);
  expect(ranges.length).toBeGreaterThan(0);
  for (const range of ranges) expect(range).toEqual(['1', String(last)]);
  const cited = [...readme.matchAll(/\bD(\d+)\b/g)].map((match) => Number(match[1]));
  expect(cited.filter((number) => !defined.includes(number))).toEqual([]);
});
