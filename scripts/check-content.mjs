#!/usr/bin/env node
/**
 * The content check, run by `npm run build` before `next build` (and alone as
 * `npm run check:content`): the type check of content/ (tsc on content/ alone, so a price typed
 * '3,500' in content/plans.ts or a key missing from a Kiswahili twin is named by file and line),
 * the catalogue (parseCatalogue in lib/catalogue-schema.ts, every check it holds), and every
 * article's file name, frontmatter and artwork. It prints every problem at once, one line each,
 * then the articles that wait for a translation (a note), and exits 1 when there was a problem.
 * The rules and their words are in lib/content-check.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import createJiti from 'jiti';

const require = createRequire(import.meta.url);

/** tsc's own output for content/ alone (tsconfig.content.json), or '' when it has no error. */
function typeCheck(root) {
  const tsc = require.resolve('typescript/bin/tsc');
  const run = spawnSync(
    process.execPath,
    [tsc, '-p', join(root, 'tsconfig.content.json'), '--pretty', 'false'],
    { cwd: root, encoding: 'utf8' },
  );
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`;
}

/** Every article file of every language, with its text. */
function articleFiles(root, languages) {
  return languages.flatMap((lang) => {
    const dir = join(root, 'content', 'blog', ...(lang === 'en' ? [] : [lang]));
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => ['.md', '.mdx'].includes(extname(name)))
      .sort()
      .map((name) => ({
        file: relative(root, join(dir, name)),
        lang,
        slug: basename(name, extname(name)),
        source: readFileSync(join(dir, name), 'utf8'),
      }));
  });
}

/**
 * Runs every check on the project in `root` and returns what to print: the problems and the
 * notes, each a line. `catalogue` is the file CATALOGUE names (scripts/catalogue.mjs has
 * copied it to .catalogue/ by then), or the embedded one.
 */
export function checkContent(root = process.cwd(), catalogue = process.env.CATALOGUE) {
  const jiti = createJiti(import.meta.url, { alias: { '@': root }, interopDefault: false });
  const problems = jiti(join(root, 'lib', 'type-errors.ts')).typeErrors(typeCheck(root));
  let rules;
  let languages;
  try {
    rules = jiti(join(root, 'lib', 'content-check.ts'));
    ({ languages } = jiti(join(root, 'lib', 'i18n.ts')));
  } catch (error) {
    // A module that does not even parse: tsc has named it by line above; the rest waits for it.
    const reason = String(error.message).split('\n')[0];
    problems.push(`The catalogue and the articles are checked once content/ loads: ${reason}`);
    return { problems, notes: [] };
  }

  const catalogueFile = catalogue
    ? join(root, '.catalogue', 'catalogue.json')
    : join(root, 'content', 'catalogue', 'catalogue.json');
  const catalogueName = catalogue || 'content/catalogue/catalogue.json';
  if (existsSync(catalogueFile)) {
    problems.push(...rules.catalogueProblems(readFileSync(catalogueFile, 'utf8'), catalogueName));
  } else {
    problems.push(`${catalogueName}: not found (run "node scripts/catalogue.mjs" first)`);
  }

  const articles = articleFiles(root, languages);
  const artworkExists = (src) => existsSync(join(root, 'public', src));
  problems.push(...rules.articleProblems(articles, artworkExists));
  return { problems, notes: rules.untranslatedArticles(articles) };
}

/** The report an editor reads: every problem, then the notes. */
export function report({ problems, notes }) {
  const lines = [];
  if (notes.length) {
    lines.push(
      `Articles waiting for a translation (${notes.length}):`,
      ...notes.map((n) => `  ${n}`),
    );
  }
  if (problems.length) {
    lines.push(
      `The content check found ${problems.length} problem${problems.length > 1 ? 's' : ''}; the site is not built until each is fixed:`,
      ...problems.map((problem) => `  ${problem}`),
    );
  } else lines.push('Content check: no problems.');
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let result;
  try {
    result = checkContent();
  } catch (error) {
    // A file the check cannot even load (a syntax error in a module): its first line says where.
    console.error(`The content check could not run: ${String(error.message).split('\n')[0]}`);
    process.exit(1);
  }
  console.log(report(result));
  if (result.problems.length) process.exit(1);
}
