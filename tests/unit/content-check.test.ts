/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import embedded from '@/content/catalogue/catalogue.json';
import {
  articleProblems,
  catalogueProblems,
  typeErrors,
  untranslatedArticles,
  type ArticleFile,
} from '@/lib/content-check';

const CATALOGUE = 'content/catalogue/catalogue.json';
const AREAS = embedded.areas.map((area) => `"${area.slug}"`).join(', ');

/** The embedded catalogue with Glow Nail Bar in an unknown area and a price typed as text. */
function brokenCatalogue(): string {
  const data = JSON.parse(JSON.stringify(embedded));
  const listing = data.listings.find((entry: { id: string }) => entry.id === 'glow-nail-bar');
  listing.location = 'ruaka';
  listing.services[0].priceKes = '2,500';
  return JSON.stringify(data, null, 2);
}

const frontmatter = (title: string) =>
  [
    '---',
    `title: ${title}`,
    "summary: 'Where to book a manicure in Ruaka, with prices and opening hours.'",
    "author: 'Amina Hassan'",
    "date: '2026-07-01'",
    "tags: ['clients']",
    "artwork: '/images/blog/new-salons-in-ruaka.svg'",
    "artworkAlt: 'A nail bar in Ruaka'",
    '---',
    '',
    'Text.',
  ].join('\n');

const article = (source: string, lang: ArticleFile['lang'] = 'en'): ArticleFile => ({
  file: `content/blog/${lang === 'en' ? '' : `${lang}/`}new-salons-in-ruaka.mdx`,
  lang,
  slug: 'new-salons-in-ruaka',
  source,
});

describe('the content check', () => {
  it('names a price typed as text in content/plans.ts by file, line and column, once', () => {
    // tsc's own output for `monthlyKes: '3,500'` (tsconfig.content.json, --pretty false).
    const output = [
      "content/plans.ts(46,5): error TS2322: Type 'string' is not assignable to type 'number'.",
      'content/plans.ts(95,3): error TS2322: Type \'{ readonly id: "free-trial"; readonly title: "Free Trial"; readonly monthlyKes: 0; } | undefined\' is not assignable to type \'Plan | undefined\'.',
      '  Type \'{ readonly id: "standard"; readonly title: "Standard"; readonly monthlyKes: "3,500"; }\' is not assignable to type \'Plan\'.',
      "    Types of property 'monthlyKes' are incompatible.",
      "      Type 'string' is not assignable to type 'number'.",
    ].join('\n');
    expect(typeErrors(output)).toEqual([
      `content/plans.ts:46:5: Type 'string' is not assignable to type 'number', so write the number without quotes or commas (3500, not "3,500")`,
    ]);
  });

  it('names a key missing from a Kiswahili twin in the twin, not in the dictionary too', () => {
    const message = `Property 'priceNote' is missing in type '{ title: string; }' but required in type 'Translation<{ title: string; priceNote: string; }>'.`;
    const output = [
      `content/dictionary.ts(154,3): error TS2741: ${message}`,
      `content/sw/plans.ts(3,14): error TS2741: ${message}`,
    ].join('\n');
    expect(typeErrors(output)).toEqual([
      `content/sw/plans.ts:3:14: Property 'priceNote' is missing in type '{ title: string; }' but required in type 'Translation<{ title: string; priceNote: string; }>', so add it (a Kiswahili module has every key of its English twin)`,
    ]);
  });

  it('reports an unknown area and a price written "2,500" in one run, saying what would be right', () => {
    expect(catalogueProblems(brokenCatalogue(), CATALOGUE)).toEqual([
      `${CATALOGUE}: "glow-nail-bar": services[0].priceKes must be a number, written without quotes or commas: 2500`,
      `${CATALOGUE}: "glow-nail-bar": location names an area that is not in the file: "ruaka"; use one of ${AREAS}, or add "ruaka" to "areas"`,
    ]);
  });

  it('names the first syntax error of a module, not the ones that follow from it', () => {
    const output = [
      'content/plans.ts(46,22): error TS1136: Property assignment expected.',
      "content/plans.ts(47,14): error TS1005: ',' expected.",
      'content/plans.ts(59,3): error TS1135: Argument expression expected.',
    ].join('\n');
    expect(typeErrors(output)).toEqual(['content/plans.ts:46:22: Property assignment expected']);
  });

  it('says a catalogue is not JSON, with the line and column where Node gives them', () => {
    // Node 20 gives no position for this error; later versions do, and the line is named.
    const [problem, ...more] = catalogueProblems('{\n  "areas": [,]\n}', CATALOGUE);
    expect(problem).toMatch(
      /^content\/catalogue\/catalogue\.json(?::2:13)?: not valid JSON \(Unexpected token ','\)$/,
    );
    expect(more).toEqual([]);
  });

  it('names the file and line of a frontmatter quote that is never closed', () => {
    const source = frontmatter("'Book a nail salon in Ruaka");
    expect(articleProblems([article(source)], () => true)).toEqual([
      `content/blog/new-salons-in-ruaka.mdx:2:8: frontmatter: Missing closing 'quote, and close the quote on the line it opens`,
    ]);
  });

  it('names each bad field on its own line, and artwork missing from public/', () => {
    const long = `'${'A very long title about nail salons '.repeat(2)}'`;
    expect(articleProblems([article(frontmatter(long))], () => true)).toEqual([
      'content/blog/new-salons-in-ruaka.mdx:2: frontmatter: "title" is longer than 70 characters',
    ]);
    expect(articleProblems([article(frontmatter("'New salons in Ruaka'"))], () => false)).toEqual([
      'content/blog/new-salons-in-ruaka.mdx:7: frontmatter: "artwork" /images/blog/new-salons-in-ruaka.svg is not in public/: add public/images/blog/new-salons-in-ruaka.svg',
    ]);
  });

  it('notes an article waiting for its Kiswahili twin, and none written in both', () => {
    const english = article(frontmatter("'New salons in Ruaka'"));
    expect(untranslatedArticles([english])).toEqual([
      'content/blog/new-salons-in-ruaka.mdx: published in English only; its Kiswahili twin content/blog/sw/new-salons-in-ruaka.mdx is not written yet',
    ]);
    expect(untranslatedArticles([english, { ...english, lang: 'sw' }])).toEqual([]);
  });
});

describe('npm run check:content on a change with a mistake in every kind of file', () => {
  const root = process.cwd();
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
    for (const part of ['content', 'lib', 'scripts', 'public/images/blog']) {
      cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
    }
    for (const file of ['tsconfig.json', 'tsconfig.content.json']) {
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    const plans = path.join(copy, 'content/plans.ts');
    writeFileSync(
      plans,
      readFileSync(plans, 'utf8').replace('monthlyKes: 3300,', "monthlyKes: '3,500',"),
    );
    writeFileSync(path.join(copy, CATALOGUE), brokenCatalogue());
    writeFileSync(
      path.join(copy, 'content/blog/new-salons-in-ruaka.mdx'),
      frontmatter("'Book a nail salon in Ruaka"),
    );
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('prints every problem in one run, without a stack trace, and stops', () => {
    const run = spawnSync(process.execPath, ['scripts/check-content.mjs'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, CATALOGUE: '' },
    });
    expect(run.status).toBe(1);
    // Where the copy's broken price stands, whatever else content/plans.ts says around it.
    const standardPriceLine =
      readFileSync(path.join(root, 'content/plans.ts'), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes('monthlyKes: 3300,')) + 1;
    expect(run.stdout.split('\n')).toEqual([
      'Articles waiting for a translation (1):',
      '  content/blog/new-salons-in-ruaka.mdx: published in English only; its Kiswahili twin content/blog/sw/new-salons-in-ruaka.mdx is not written yet',
      'The content check found 4 problems; the site is not built until each is fixed:',
      `  content/plans.ts:${standardPriceLine}:5: Type 'string' is not assignable to type 'number', so write the number without quotes or commas (3500, not "3,500")`,
      `  ${CATALOGUE}: "glow-nail-bar": services[0].priceKes must be a number, written without quotes or commas: 2500`,
      `  ${CATALOGUE}: "glow-nail-bar": location names an area that is not in the file: "ruaka"; use one of ${AREAS}, or add "ruaka" to "areas"`,
      `  content/blog/new-salons-in-ruaka.mdx:2:8: frontmatter: Missing closing 'quote, and close the quote on the line it opens`,
      '',
    ]);
    expect(run.stderr).toBe('');
  }, 60_000);
});
