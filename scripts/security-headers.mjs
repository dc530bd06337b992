// The security headers of the exported site. Each page carries its own Content-Security-Policy
// in a <meta http-equiv> element, allowing exactly its inline scripts and style attributes, so
// `_headers` holds only rules for the whole site and stays the same size however many pages
// there are. Pure functions; scripts/headers.mjs reads out/ and writes the files.
import { cspHash, elements, isInlineScript } from './site-pages.mjs';

/** Cloudflare Pages' documented limits for `_headers` (Netlify's are looser). */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/** Headers for every response, pages and assets alike. */
export const SITE_HEADERS = [
  // What a <meta> policy cannot say: browsers ignore frame-ancestors there. This header
  // restricts nothing else; each page's own policy (in its <meta>) governs scripts and styles.
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  // Two years; the origin is HTTPS-only. Add `preload` only once the domain is submitted.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site uses none of these features; nothing embedded may ask for them either.
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // No other site may embed our pages, scripts or images in its own (Spectre-style leaks).
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  // Older browsers that do not know frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/** Every `_headers` rule: the site-wide headers, then the cache rule for hashed assets. */
export const HEADER_RULES = [
  { path: '/*', headers: SITE_HEADERS },
  // Files named by their content hash never change under the same name.
  { path: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
];

/** The origin forms post to, when it is another site's (a relative endpoint is 'self'). */
export function formOrigin(endpoint) {
  if (!endpoint) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

/** The hashes a page's markup needs: its inline scripts, style attributes and <style>s. */
export function pageHashes(html) {
  const all = elements(html);
  const hashes = (texts) => [...new Set(texts.map(cspHash))];
  return {
    scripts: hashes(all.filter(isInlineScript).map(({ text }) => text)),
    styleAttributes: hashes(all.flatMap(({ attrs }) => attrs.style ?? [])),
    styleElements: hashes(all.filter(({ tag }) => tag === 'style').map(({ text }) => text)),
  };
}

/**
 * The Content-Security-Policy of a page with these hashes, as its <meta> carries it. Scripts:
 * this origin's files and the hashed inline scripts, never 'unsafe-inline'. Styles: this
 * origin's stylesheets, hashed <style> elements and, through 'unsafe-hashes', only the exact
 * style="" values the markup carries (Headless UI writes a few; styles set from script go
 * through the CSSOM, which CSP does not restrict). frame-ancestors comes from the header.
 */
export function contentSecurityPolicy(hashes, { formEndpoint } = {}) {
  const origin = formOrigin(formEndpoint);
  const style = ["'self'", ...hashes.styleElements];
  if (hashes.styleAttributes.length) style.push("'unsafe-hashes'", ...hashes.styleAttributes);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    ['style-src', ...style],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(origin ? [origin] : [])],
    ['form-action', "'self'", ...(origin ? [origin] : [])],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * The page with its policy in a <meta http-equiv> right after <meta charset> (which must stay
 * in the first 1024 bytes), so it is in force before any script, stylesheet or preload. A
 * policy already there (from an earlier run) is replaced, so the step can run twice.
 */
export function withMetaPolicy(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const metas = elements(html).filter(({ tag: name }) => name === 'meta');
  const old = metas.find((m) => m.attrs['http-equiv']?.toLowerCase() === 'content-security-policy');
  const cleaned = old ? html.slice(0, old.start) + html.slice(old.end) : html;
  const anchor =
    elements(cleaned).find(({ tag: name, attrs }) => name === 'meta' && 'charset' in attrs) ??
    elements(cleaned).find(({ tag: name }) => name === 'head');
  if (anchor?.end === undefined)
    throw new Error('A page without <head>: nowhere to put its policy');
  // After <meta charset>, or just inside <head> (the start tag of head ends before its children).
  const at = anchor.tag === 'meta' ? anchor.end : cleaned.indexOf('>', anchor.start) + 1;
  return cleaned.slice(0, at) + tag + cleaned.slice(at);
}

/** The rules as a `_headers` file (Netlify and Cloudflare Pages read the same format). */
export function renderHeadersFile(rules = HEADER_RULES) {
  const intro =
    '# Generated by scripts/headers.mjs (npm run build): do not edit. Site-wide rules only;\n' +
    "# each page's Content-Security-Policy is in its own <meta http-equiv>.\n";
  const blocks = rules.map(({ path, headers }) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${intro}\n${blocks.join('\n\n')}\n`;
}

/** What in a `_headers` file breaks the hosts' limits: one message per problem, or none. */
export function hostLimitProblems(text) {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.startsWith('/')).length;
  const problems = [];
  if (rules > HOST_LIMITS.rules) {
    problems.push(
      `_headers has ${rules} rules; Cloudflare Pages accepts at most ${HOST_LIMITS.rules}.`,
    );
  }
  lines.forEach((line, i) => {
    if (line.length > HOST_LIMITS.lineLength) {
      problems.push(
        `_headers line ${i + 1} is ${line.length} characters; Cloudflare Pages accepts at most ${HOST_LIMITS.lineLength}: ${line.slice(0, 60)}…`,
      );
    }
  });
  return problems;
}

/**
 * The same headers for nginx, fixed whatever the pages: `add_header` for the server block and
 * the cache rule for hashed assets. `always` adds them to error responses (the 404 page) too.
 */
export function renderNginx(rules = HEADER_RULES) {
  const [site, ...others] = rules;
  const add = (indent) => (headers) =>
    headers.map(
      ([name, value]) =>
        `${indent}add_header ${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" always;`,
    );
  const lines = [
    '# Generated by scripts/headers.mjs: the site-wide headers (each page carries its own',
    '# Content-Security-Policy in a <meta>). Goes in the server { } block.',
    'try_files $uri $uri.html $uri/ =404;',
    'error_page 404 /404.html;',
    ...add('')(site.headers),
    ...others.flatMap((rule) => [
      '',
      `location ${rule.path.replace(/\*$/, '')} {`,
      '    # add_header in a location replaces the server-level ones: repeat them here.',
      ...add('    ')(site.headers),
      ...add('    ')(rule.headers),
      '}',
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
