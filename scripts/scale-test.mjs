// npm run test:scale (the last part of npm test): the catalogue at scale (issue 26). Generates a
// synthetic catalogue of about 300 listings, builds the site from it, and runs the checks that
// must hold at any size (playwright.scale.config.ts): /services' first set of cards and its
// weight, a search that finds a listing /services does not show, the area pages' later pages,
// the synthetic build's banner and noindex, the JavaScript of the catalogue's pages, and the
// forms' requests as a form endpoint receives them.
// Then a rebuild after one listing changes, which renders that listing's pages alone
// (scripts/listing-pages.mjs): the change must show, and a rebuild after it is undone must
// write the same bytes as the first, full build, every file of out/.
// out/ then holds that synthetic export: `npm start` or `npm run build` makes the real one again.
//   node scripts/scale-test.mjs [--keep-build]   (--keep-build: test the export already in out/)
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE, listingPages } from './listing-pages.mjs';

const file = '.bench/catalogue-300.json';
// This build posts its forms to a local form service that tests/scale/form-endpoint.spec.ts
// stands up, so requests are seen as the platform receives them (the default build has none).
// SCALE_ENDPOINT_PORT moves it, for two checkouts testing side by side.
const endpointPort = process.env.SCALE_ENDPOINT_PORT || '4190';
const endpoint = { NEXT_PUBLIC_FORM_ENDPOINT: `http://localhost:${endpointPort}/forms` };
// Every build here renders as of the same moment, so two builds of one catalogue are equal.
const moment = { SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000)) };
const run = (command, args, env = {}) =>
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...endpoint, ...moment, ...env },
  });

/** `npm run build` from `catalogue`, its output shown as it comes; returns what it planned. */
async function build(catalogue) {
  const child = spawn('npm', ['run', 'build'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...endpoint, ...moment, CATALOGUE: catalogue },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text) => {
    output += text;
    process.stdout.write(text);
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`npm run build failed with CATALOGUE=${catalogue}`);
  return output.match(/^Listing pages: rendering .*$/m)?.[0];
}

/** Every file of out/ with a hash of its bytes. */
function exportHashes() {
  return Object.fromEntries(
    readdirSync('out', { recursive: true, encoding: 'utf8' })
      .map((file) => join('out', file))
      .filter((file) => statSync(file).isFile())
      .sort()
      .map((file) => [file, createHash('sha1').update(readFileSync(file)).digest('hex')]),
  );
}

if (!process.argv.includes('--keep-build')) {
  run('node', [
    'scripts/generate-catalogue.mjs',
    ...['--businesses', '90', '--professionals', '210', '--areas', '13', '--seed', '26'],
    // Offers end months after today, so this build always has deals to show.
    ...['--offers-from', new Date().toISOString().slice(0, 10)],
    ...['--out', file],
  ]);
  // A full build, whatever an earlier run kept: the rebuilds below are compared with it.
  rmSync(CACHE, { recursive: true, force: true });
  assert.match(await build(file), /rendering all/);
}
run('npx', ['playwright', 'test', '--config', 'playwright.scale.config.ts']);

if (!process.argv.includes('--keep-build')) {
  const full = exportHashes();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const { id, name } = data.listings.at(-1);
  data.listings.at(-1).name = `${name} Changed`;
  const changed = '.bench/catalogue-300-changed.json';
  writeFileSync(changed, JSON.stringify(data));

  assert.match(await build(changed), /rendering 1 of \d+ listings/);
  for (const page of listingPages(id))
    assert.ok(
      readFileSync(join('out', page), 'utf8').includes(`${name} Changed`),
      `The rebuild after "${id}" was renamed left out/${page} without its new name.`,
    );

  assert.match(await build(file), /rendering 1 of \d+ listings/);
  const again = exportHashes();
  const differ = Object.keys({ ...full, ...again }).filter((f) => full[f] !== again[f]);
  assert.deepEqual(differ, [], 'A rebuild that reused listing pages differs from a full build.');
  console.log(
    `Reused listing pages: the rebuild wrote the full build's ${Object.keys(full).length} files.`,
  );
}
