// Post-export step (npm run build runs it after `next build`): writes out/_headers with the
// security headers and a Content-Security-Policy per page, computed from the exported HTML,
// and gives the 404 page its policy in a <meta> element.
//   node scripts/headers.mjs                 write out/_headers (and print which policy)
//   node scripts/headers.mjs --nginx         print the same headers as an nginx snippet
//   node scripts/headers.mjs --mode site-wide   force one policy (default: auto)
import nextEnv from '@next/env';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  planHeaders,
  renderHeadersFile,
  renderNginx,
  withMetaPolicy,
} from './security-headers.mjs';
import { exportedPages, notFoundPage } from './site-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = option('dir', 'out');
const mode = option('mode', 'auto');

// The same .env files `next build` read, so the policy allows the endpoint the forms use.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT || '';

const read = (file) => readFileSync(join(dir, file), 'utf8');
const pages = exportedPages(dir).map((page) => ({ ...page, html: read(page.file) }));
const notFound = read(notFoundPage.file);
const plan = planHeaders(pages, { formEndpoint, notFound, mode });

if (args.includes('--nginx')) {
  process.stdout.write(renderNginx(plan));
} else {
  writeFileSync(join(dir, '_headers'), renderHeadersFile(plan));
  for (const file of [notFoundPage.file, '_not-found.html']) {
    try {
      writeFileSync(join(dir, file), withMetaPolicy(read(file), plan.notFoundMetaPolicy));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  for (const warning of plan.warnings) console.warn(`Warning: ${warning}`);
  console.log(
    `Security headers: ${join(dir, '_headers')}, Content-Security-Policy ${plan.mode} for ${pages.length} pages (${plan.ruleCount} rules, longest line ${plan.longestLine} characters).`,
  );
}
