// npm run test:scale (the last part of npm test): the catalogue at scale (issue 26). Generates a
// synthetic catalogue of about 300 listings, builds the site from it once, and runs the checks
// that must hold at any size (playwright.scale.config.ts): /services' first set of cards and its
// weight, a search that finds a listing /services does not show, the area pages' later pages,
// the category pages and their links, the synthetic build's banner and noindex, the JavaScript
// of the catalogue's pages, and the forms' requests as a form endpoint receives them.
// out/ then holds that synthetic export: `npm start` or `npm run build` makes the embedded one again.
//   node scripts/scale-test.mjs [--keep-build]   (--keep-build: test the export already in out/)
import { execFileSync } from 'node:child_process';

const file = '.bench/catalogue-300.json';
// This build posts its forms to a local form service that tests/scale/form-endpoint.spec.ts
// stands up, so requests are seen as the platform receives them (the default build has none).
// SCALE_ENDPOINT_PORT moves it, for two checkouts testing side by side.
const endpointPort = process.env.SCALE_ENDPOINT_PORT || '4190';
const endpoint = { NEXT_PUBLIC_FORM_ENDPOINT: `http://localhost:${endpointPort}/forms` };
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...endpoint, ...env } });

if (!process.argv.includes('--keep-build')) {
  run('node', [
    'scripts/generate-catalogue.mjs',
    ...['--businesses', '90', '--professionals', '210', '--areas', '13', '--seed', '26'],
    // Offers end months after today, so this build always has deals to show.
    ...['--offers-from', new Date().toISOString().slice(0, 10)],
    ...['--out', file],
  ]);
  run('npm', ['run', 'build'], { CATALOGUE: file });
}
run('npx', ['playwright', 'test', '--config', 'playwright.scale.config.ts']);
