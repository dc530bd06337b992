// The security headers of the exported site. Each page carries its own Content-Security-Policy
// in a <meta http-equiv> element, allowing exactly its inline scripts and style attributes, so
// `_headers` holds only rules for the whole site and stays the same size however many pages
// there are. Pure functions; scripts/headers.mjs reads out/ and writes the files.
import { cspHash, elements, isInlineScript } from './site-pages.mjs';

/** Cloudflare Pages' documented limits for `_headers` (Netlify's are looser). */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/** Headers for every response, pages and assets alike, the widget's included. */
export const SITE_HEADERS = [
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
];

/** What keeps the site to itself: on every path but the booking widget's (D27). */
export const GUARD_HEADERS = [
  // What a <meta> policy cannot say: browsers ignore frame-ancestors there. This header
  // restricts nothing else; each page's own policy (in its <meta>) governs scripts and styles.
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  // No other site may embed our pages, scripts or images in its own (Spectre-style leaks).
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  // Older browsers that do not know frame-ancestors.
  ['X-Frame-Options', 'DENY'],
];

/** The widget's pages, /embed/… in each language: any site may frame them. */
export const EMBED_PAGE_HEADERS = [
  ['Content-Security-Policy', 'frame-ancestors *'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** embed.js, which owners' sites load from here. */
export const EMBED_SCRIPT_HEADERS = [['Cross-Origin-Resource-Policy', 'cross-origin']];

/**
 * The widget's paths: its pages in each language, and its script. A placeholder, not `*`:
 * Netlify's `/embed/*` would match /embed.js too.
 */
export const EMBED_PAGES = ['/embed/:listing', '/sw/embed/:listing'];
export const EMBED_SCRIPT = '/embed.js';

/** Files named by their content hash never change under the same name. */
const CACHE_RULE = {
  path: '/_next/static/*',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
};

/**
 * Whether a `_headers` rule's path matches a request's path, as both hosts read it: `*` matches
 * any characters, `:name` one segment, anything else itself. Returns the test, made once.
 */
export function ruleMatcher(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  const expression = new RegExp(`^${source}$`);
  return (path) => expression.test(path);
}

/**
 * A `Link` header that preloads the stylesheets every page under a rule links: the browser
 * fetches them as the response's headers arrive, rather than once it has read the page's
 * <head>, when they would share a phone's line with the page's scripts; Cloudflare Pages also
 * sends it ahead as an Early Hint. A page is under a rule by its address or its file's
 * (`/pricing`, `/pricing.html`). None when the rule has no page, or its pages share no sheet.
 */
function stylesheetPreload(path, pages) {
  const matches = ruleMatcher(path);
  const under = pages.filter((page) => matches(page.route) || matches(`/${page.file}`));
  const shared = (under[0]?.stylesheets ?? []).filter((href) =>
    under.every((page) => page.stylesheets.includes(href)),
  );
  if (shared.length === 0) return [];
  return [['Link', shared.map((href) => `<${href}>; rel=preload; as=style`).join(', ')]];
}

/**
 * The `_headers` rules for an export whose top folder holds the entries `top` and whose /sw
 * folder holds `sw` (file and folder names), and whose HTML files are `pages` (each with its
 * route, its file under the export and the stylesheets it links). Cloudflare Pages joins the
 * values of every rule that matches a path and Netlify lets a later rule replace an earlier
 * one, and neither can take a `/*` rule's header back for one folder. So no header is ever
 * given by two rules that match the same path: the guard headers sit on one rule per name in
 * the top folder and in /sw (`/pricing*` covers /pricing, /pricing.html and /pricing/…), and
 * no such rule matches the widget's paths. The same rules preload their pages' stylesheets
 * (`stylesheetPreload`). Both hosts document `*` as matching any characters.
 */
export function headerRules({ top, sw, pages = [] }) {
  const stems = (names, except) => {
    const found = [...new Set(names.map((name) => name.split('.')[0]))].sort();
    // Netlify reads a part holding `*` as a regular expression, unescaped: plain names only.
    const odd = found.filter((stem) => !/^[\w-]+$/.test(stem));
    if (odd.length) throw new Error(`Names _headers rules cannot take: ${odd.join(', ')}`);
    return found.filter((stem) => !except.includes(stem));
  };
  const guard = (path) => ({
    path,
    headers: [...GUARD_HEADERS, ...stylesheetPreload(path, pages)],
  });
  const topStems = stems(top, ['_headers', 'embed', 'sw']);
  const swStems = stems(sw, ['embed']);
  // A name that begins "embed…" would make its rule match the widget's paths too.
  const clash = [...topStems, ...swStems].filter(
    (stem) => 'embed'.startsWith(stem) || stem.startsWith('embed'),
  );
  if (clash.length) {
    throw new Error(`These names would put the guard headers on the widget: ${clash.join(', ')}`);
  }
  // The Kiswahili home page's own files (sw.html), by their exact names: `/sw*`
  // would reach /sw/embed/….
  const swFiles = top.filter((name) => name.startsWith('sw.'));
  return [
    { path: '/*', headers: SITE_HEADERS },
    guard('/'),
    ...topStems.map((stem) => guard(`/${stem}*`)),
    guard('/sw'),
    ...swFiles.map((name) => guard(`/${name}`)),
    ...swStems.map((stem) => guard(`/sw/${stem}*`)),
    ...EMBED_PAGES.map((path) => ({
      path,
      headers: [...EMBED_PAGE_HEADERS, ...stylesheetPreload(path, pages)],
    })),
    { path: EMBED_SCRIPT, headers: EMBED_SCRIPT_HEADERS },
    CACHE_RULE,
  ];
}

/** The origin forms post to, when it is another site's (a relative endpoint is 'self'). */
export function formOrigin(endpoint) {
  if (!endpoint) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

/**
 * The hashes a page's markup needs: its inline scripts, style attributes and <style>s; and
 * whether it runs the search (an element marked `data-search-engine`), whose Pagefind compiles
 * WebAssembly.
 */
export function pageHashes(html, all = elements(html)) {
  const hashes = (texts) => [...new Set(texts.map(cspHash))];
  return {
    scripts: hashes(all.filter(isInlineScript).map(({ text }) => text)),
    styleAttributes: hashes(all.flatMap(({ attrs }) => attrs.style ?? [])),
    styleElements: hashes(all.filter(({ tag }) => tag === 'style').map(({ text }) => text)),
    webAssembly: all.some(({ attrs }) => 'data-search-engine' in attrs),
  };
}

/**
 * The Content-Security-Policy of a page with these hashes, as its <meta> carries it. Scripts:
 * this origin's files and the hashed inline scripts, never 'unsafe-inline'. Styles: this
 * origin's stylesheets, hashed <style> elements and, through 'unsafe-hashes', only the exact
 * style="" values the markup carries (Headless UI writes a few; styles set from script go
 * through the CSSOM, which CSP does not restrict). frame-ancestors comes from the header. A
 * page with the search may compile WebAssembly ('wasm-unsafe-eval', which allows no eval).
 */
export function contentSecurityPolicy(hashes, { formEndpoint } = {}) {
  const origin = formOrigin(formEndpoint);
  const style = ["'self'", ...hashes.styleElements];
  if (hashes.styleAttributes.length) style.push("'unsafe-hashes'", ...hashes.styleAttributes);
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(hashes.webAssembly ? ["'wasm-unsafe-eval'"] : []),
      ...hashes.scripts,
    ],
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
export function withMetaPolicy(html, policy, all = elements(html)) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const old = all.find(
    ({ tag: name, attrs }) =>
      name === 'meta' && attrs['http-equiv']?.toLowerCase() === 'content-security-policy',
  );
  const anchor =
    all.find(({ tag: name, attrs }) => name === 'meta' && 'charset' in attrs) ??
    all.find(({ tag: name }) => name === 'head');
  if (anchor?.end === undefined)
    throw new Error('A page without <head>: nowhere to put its policy');
  // After <meta charset>, or just inside <head> (the start tag of head ends before its children).
  let at = anchor.tag === 'meta' ? anchor.end : html.indexOf('>', anchor.start) + 1;
  let page = html;
  // An earlier policy goes: one parse serves both, so the insertion point moves back with the cut.
  if (old) {
    page = html.slice(0, old.start) + html.slice(old.end);
    if (old.start < at) at -= old.end - old.start;
  }
  return page.slice(0, at) + tag + page.slice(at);
}

/** The rules as a `_headers` file (Netlify and Cloudflare Pages read the same format). */
export function renderHeadersFile(rules) {
  const intro =
    '# Generated by scripts/headers.mjs (npm run build): do not edit. Rules by path, not by\n' +
    "# page: each page's Content-Security-Policy is in its own <meta http-equiv>. The guard\n" +
    '# headers sit on one rule per top-level name so that none reaches /embed/* (D27).\n';
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
 * The same headers for nginx, fixed whatever the pages: `add_header` for the server block, and
 * locations for the widget and the hashed assets. `always` adds them to error responses (the
 * 404 page) too.
 */
export function renderNginx() {
  const add = (indent) => (headers) =>
    headers.map(
      ([name, value]) =>
        `${indent}add_header ${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" always;`,
    );
  const location = (match, headers) => [
    '',
    `location ${match} {`,
    '    # add_header in a location replaces the server-level ones: repeat them here.',
    ...add('    ')(headers),
    '}',
  ];
  const lines = [
    '# Generated by scripts/headers.mjs: the site-wide headers (each page carries its own',
    '# Content-Security-Policy in a <meta>). Goes in the server { } block.',
    'try_files $uri $uri.html $uri/ =404;',
    'error_page 404 /404.html;',
    ...add('')([...SITE_HEADERS, ...GUARD_HEADERS]),
    ...location(CACHE_RULE.path.replace(/\*$/, ''), [
      ...SITE_HEADERS,
      ...GUARD_HEADERS,
      ...CACHE_RULE.headers,
    ]),
    // The booking widget (D27): its pages may be framed by any site, its script loaded by one.
    ...EMBED_PAGES.flatMap((path) =>
      location(`^~ ${path.replace(/:listing$/, '')}`, [...SITE_HEADERS, ...EMBED_PAGE_HEADERS]),
    ),
    ...location(`= ${EMBED_SCRIPT}`, [...SITE_HEADERS, ...EMBED_SCRIPT_HEADERS]),
  ];
  return `${lines.join('\n')}\n`;
}
