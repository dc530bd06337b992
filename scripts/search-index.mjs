// Post-export step (npm run build runs it after `next build`): the search's index. The build
// writes every listing's search record, in each language, to out/search-records.json
// (app/search-records.json/route.ts, from lib/search-records.ts); this hands them to Pagefind
// (its Node API, pagefind.app/docs/node-api) as custom records, writes the index to
// out/pagefind/, each record's card to out/search/cards/{lang}/{id}.json (lib/search-records.ts
// says why not in the index), and removes the records file, which nothing on the site fetches.
// Pagefind keeps one index per language, and a page's search reads the one its <html lang> names.
// Each card is also written under the id Pagefind's results carry (out/search/results/{id}.json,
// resultCardPath in lib/search-filters.ts), so a result's card is fetched without first fetching
// Pagefind's fragment to learn the listing's address (docs/search.md, "One fetch a result").
//   node scripts/search-index.mjs [--dir out]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
const recordsFile = join(dir, 'search-records.json');
const started = performance.now();

/** Pagefind answers with `errors` rather than throwing; any stops the build. */
function check(step, response) {
  if (response.errors?.length) {
    throw new Error(`Search index: ${step} failed:\n${response.errors.join('\n')}`);
  }
  return response;
}

if (!existsSync(recordsFile)) {
  throw new Error(`${recordsFile} is missing: run \`next build\` first (this step removes it).`);
}
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const pagefindDir = join(dir, 'pagefind');
const { index } = check('creating the index', await pagefind.createIndex({}));
rmSync(join(dir, 'search'), { recursive: true, force: true });
for (const { card, ...record } of records) {
  check(`adding ${record.url}`, await index.addCustomRecord(record));
  // The address cardPath (lib/search-filters.ts) gives the browser.
  const file = join(dir, `search/cards/${record.language}/${card.id}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(card));
}
rmSync(pagefindDir, { recursive: true, force: true });
check('writing the index', await index.writeFiles({ outputPath: pagefindDir }));
await pagefind.close();
writeResultCards();
rmSync(recordsFile);
// Pagefind also writes its ready-made search interfaces; the site has its own
// (components/islands/search-results.tsx), so they would be deployed unused.
const interfaces = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;
for (const name of readdirSync(pagefindDir)) {
  if (interfaces.test(name)) rmSync(join(pagefindDir, name));
}

/** Pagefind's files start, once decompressed, with this mark (its pagefind.js checks it). */
function unpack(file) {
  const bytes = gunzipSync(readFileSync(file));
  const mark = 'pagefind_dcd';
  if (bytes.subarray(0, mark.length).toString() !== mark) {
    throw new Error(`Search index: ${file} is not in the format this step reads (no "${mark}").`);
  }
  return bytes.subarray(mark.length);
}

/**
 * Writes each record's card under the id a Pagefind result carries. Pagefind documents the id
 * but not how it is made; its pagefind.js (1.6) fetches a result's fragment as
 * fragment/{id}.pf_fragment, and reads the ids a search returns from the language's metadata
 * file. So each fragment is read back for its listing's address, and the build stops, naming
 * what no longer holds, unless every record has exactly one fragment whose file name is an id
 * of its language's metadata. The browser still falls back to the fragment if a card is missing.
 */
function writeResultCards() {
  const fragments = join(pagefindDir, 'fragment');
  const { languages } = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8'));
  const meta = Object.fromEntries(
    Object.entries(languages).map(([lang, { hash }]) => [
      lang,
      unpack(join(pagefindDir, `pagefind.${hash}.pf_meta`)),
    ]),
  );
  const byUrl = new Map(records.map((record) => [record.url, record]));
  const written = new Set();
  const out = join(dir, 'search/results');
  mkdirSync(out, { recursive: true });
  for (const name of readdirSync(fragments)) {
    const id = name.replace(/\.pf_fragment$/, '');
    const { url } = JSON.parse(unpack(join(fragments, name)).toString());
    const record = byUrl.get(url);
    let problem = null;
    if (!record) problem = `its address ${url} is no record's (grouped fragments?)`;
    else if (written.has(url)) problem = `${url} has a second fragment`;
    else if (!meta[record.language]?.includes(id)) {
      problem = `its name is not an id in the ${record.language} metadata`;
    }
    if (problem) {
      throw new Error(
        `Search index: fragment ${name}: ${problem}. A result's id no longer names its ` +
          `fragment, so cards cannot be named by it: see docs/search.md, "One fetch a result".`,
      );
    }
    written.add(url);
    writeFileSync(join(out, `${id}.json`), JSON.stringify(record.card));
  }
  const missing = records.filter((record) => !written.has(record.url));
  if (missing.length) {
    throw new Error(
      `Search index: ${missing.length} records have no fragment named by a result's id ` +
        `(first ${missing[0].url}): see docs/search.md, "One fetch a result".`,
    );
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Search index: ${records.length} records in ${join(dir, 'pagefind')} (${seconds} s).`);
