// Post-export step (npm run build runs it after `next build`): the search's index. The build
// writes every listing's search record, in each language, to out/search-records.json
// (app/search-records.json/route.ts, from lib/search-records.ts); this hands them to Pagefind
// (its Node API, pagefind.app/docs/node-api) as custom records, writes the index to
// out/pagefind/, each record's card to out/search/cards/{lang}/{id}.json (lib/search-records.ts
// says why not in the index), and removes the records file, which nothing on the site fetches.
// Pagefind keeps one index per language, and a page's search reads the one its <html lang> names.
//   node scripts/search-index.mjs [--dir out]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
const { index } = check('creating the index', await pagefind.createIndex({}));
rmSync(join(dir, 'search'), { recursive: true, force: true });
for (const { card, ...record } of records) {
  check(`adding ${record.url}`, await index.addCustomRecord(record));
  // The address cardPath (lib/search-filters.ts) gives the browser.
  const file = join(dir, `search/cards/${record.language}/${card.id}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(card));
}
rmSync(join(dir, 'pagefind'), { recursive: true, force: true });
check('writing the index', await index.writeFiles({ outputPath: join(dir, 'pagefind') }));
await pagefind.close();
rmSync(recordsFile);
// Pagefind also writes its ready-made search interfaces; the site has its own
// (components/islands/search-results.tsx), so they would be deployed unused.
const interfaces = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;
for (const name of readdirSync(join(dir, 'pagefind'))) {
  if (interfaces.test(name)) rmSync(join(dir, 'pagefind', name));
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Search index: ${records.length} records in ${join(dir, 'pagefind')} (${seconds} s).`);
