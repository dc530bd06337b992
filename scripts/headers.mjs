// Post-export step (npm run build runs it after `next build`): gives every exported page its own
// Content-Security-Policy in a <meta http-equiv>, computed from that page's inline scripts and
// style attributes, and writes out/_headers with the site-wide rules. Safe to run twice.
//   node scripts/headers.mjs            write the policies and out/_headers
//   node scripts/headers.mjs --nginx    print the site-wide headers as an nginx snippet
import nextEnv from '@next/env';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  headerRules,
  hostLimitProblems,
  pageHashes,
  renderHeadersFile,
  renderNginx,
  withMetaPolicy,
} from './security-headers.mjs';
import { elements, htmlFiles } from './site-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const dir = option('dir', 'out');

if (args.includes('--nginx')) {
  process.stdout.write(renderNginx());
} else {
  // The same .env files `next build` read, so the policy allows the endpoint the forms use.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT || '';

  const files = htmlFiles(dir);
  for (const file of files) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    // One parse a page, not three: at 11,000 pages the parses were most of this step.
    const all = elements(html);
    const policy = contentSecurityPolicy(pageHashes(html, all), { formEndpoint });
    writeFileSync(path, withMetaPolicy(html, policy, all));
  }

  // Rules by the names in out/ and out/sw/: see headerRules for why.
  const rules = headerRules({ top: readdirSync(dir), sw: readdirSync(join(dir, 'sw')) });
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
