// Post-export step (npm run build runs it after `next build`): gives every exported page its own
// Content-Security-Policy in a <meta http-equiv>, computed from that page's inline scripts and
// style attributes, and writes out/_headers with the site-wide rules, which also preload each
// page's stylesheets. Safe to run twice.
//   node scripts/headers.mjs            write the policies and out/_headers
//   node scripts/headers.mjs --nginx    print the site-wide headers as an nginx snippet
import nextEnv from '@next/env';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  contentSecurityPolicy,
  headerRules,
  hostLimitProblems,
  pageHashes,
  renderHeadersFile,
  renderNginx,
  withMetaPolicy,
} from './security-headers.mjs';
import { elements, htmlFiles, routeOf, stylesheets } from './site-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = option('dir', 'out');

/**
 * Puts its policy in each of `files` (paths under `dir`). Returns each page's route, file and
 * the stylesheets it links, for the rules that preload them.
 */
function writePolicies(files, formEndpoint) {
  return files.map((file) => {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    // One read of its elements a page, not three: at 11,000 pages they are most of this step.
    const all = elements(html);
    const policy = contentSecurityPolicy(pageHashes(html, all), { formEndpoint });
    writeFileSync(path, withMetaPolicy(html, policy, all));
    // Copied through JSON: the parser's strings are slices of the page's text, and holding
    // them would hold every page's HTML (2.8 GB at 11,914 pages).
    return {
      route: routeOf(file),
      file,
      stylesheets: JSON.parse(JSON.stringify(stylesheets(all))),
    };
  });
}

/**
 * Pages are independent and reading them is the whole cost, so a worker thread per core (at
 * most four) takes a share of them: 11,346 pages in 19 s with two.
 */
function writePoliciesInParallel(files, formEndpoint) {
  const workers = Math.min(availableParallelism(), 4, Math.ceil(files.length / 200));
  if (workers <= 1) return writePolicies(files, formEndpoint);
  const shares = Array.from({ length: workers }, (_, i) =>
    files.filter((_, j) => j % workers === i),
  );
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            argv: args,
            workerData: { files: share, formEndpoint },
          });
          let pages;
          worker.once('message', (message) => (pages = message));
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 && pages
              ? resolve(pages)
              : reject(new Error(`headers.mjs worker exited with ${code}`)),
          );
        }),
    ),
  ).then((shares) => shares.flat());
}

if (!isMainThread) {
  parentPort.postMessage(writePolicies(workerData.files, workerData.formEndpoint));
} else if (args.includes('--nginx')) {
  process.stdout.write(renderNginx());
} else {
  // The same .env files `next build` read, so the policy allows the endpoint the forms use.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT || '';

  const files = htmlFiles(dir);
  const pages = await writePoliciesInParallel(files, formEndpoint);

  // Rules by the names in out/ and out/sw/: see headerRules for why.
  const rules = headerRules({ top: readdirSync(dir), sw: readdirSync(join(dir, 'sw')), pages });
  const headers = renderHeadersFile(rules);
  const problems = hostLimitProblems(headers);
  if (problems.length) {
    console.error(`out/_headers would not deploy:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  writeFileSync(join(dir, '_headers'), headers);
  console.log(
    `Security headers: a Content-Security-Policy <meta> in ${files.length} pages; ${join(dir, '_headers')} has ${rules.length} rules.`,
  );
}
