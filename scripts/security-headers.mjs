// The security headers of the exported site, computed from its pages: a Content-Security-Policy
// per page that allows exactly the inline scripts and style attributes the page carries, plus
// the headers every response gets. Rendered as `_headers` (Netlify, Cloudflare Pages) and as an
// nginx snippet. Pure functions; scripts/headers.mjs reads out/ and writes the files.
import { cspHash, inlineScripts, styleAttributes, styleElements } from './site-pages.mjs';

/** Cloudflare Pages' documented limits for `_headers` (Netlify's are looser). */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/** Headers for every response, pages and assets alike. */
export const COMMON_HEADERS = [
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
  // frame-ancestors in the CSP says the same; this also covers the 404 page, whose policy
  // comes from a <meta> element, where frame-ancestors is ignored.
  ['X-Frame-Options', 'DENY'],
];

/** Hashed assets never change under the same name. */
export const STATIC_ASSETS = {
  path: '/_next/static/*',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
};

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
  return {
    scripts: unique(inlineScripts(html).map(cspHash)),
    styleAttributes: unique(styleAttributes(html).map(cspHash)),
    styleElements: unique(styleElements(html).map(cspHash)),
  };
}

/** Hashes of several pages together: what one site-wide policy must allow. */
export function unionHashes(hashes) {
  return {
    scripts: unique(hashes.flatMap((h) => h.scripts)),
    styleAttributes: unique(hashes.flatMap((h) => h.styleAttributes)),
    styleElements: unique(hashes.flatMap((h) => h.styleElements)),
  };
}

/**
 * The Content-Security-Policy for pages with these hashes. Scripts: this origin's files and the
 * hashed inline scripts, never 'unsafe-inline'. Styles: this origin's stylesheets, hashed
 * <style> elements and, through 'unsafe-hashes', only the exact style="" values the markup
 * carries (Headless UI writes a few; styles set from script go through the CSSOM, which
 * CSP does not restrict).
 */
export function contentSecurityPolicy(hashes, { formEndpoint, meta = false } = {}) {
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
    // Ignored (with a console error) when the policy comes from a <meta> element.
    ...(meta ? [] : [['frame-ancestors', "'none'"]]),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The URL paths a page answers: /about and /about.html; / and /index.html. */
export function pathsOf({ route, file }) {
  return unique([route, `/${file.split('\\').join('/')}`]);
}

/**
 * Plans the `_headers` rules. Per route when the rules fit the hosts' limits; otherwise one
 * site-wide policy with the union of every page's hashes. When neither fits, per route is kept
 * (it works on Netlify and nginx) with a warning that Cloudflare Pages would reject it.
 * pages: [{ route, file, html }]; notFound: the 404 page's html (its hashes join a site-wide
 * policy; its own policy travels in a <meta> element, as it is served for any unknown path).
 */
export function planHeaders(pages, { formEndpoint, notFound, mode = 'auto' } = {}) {
  const hashed = pages.map((page) => ({ ...page, hashes: pageHashes(page.html) }));
  const common = { path: '/*', headers: COMMON_HEADERS };

  const perRoute = [
    common,
    STATIC_ASSETS,
    ...hashed.flatMap((page) => {
      const policy = contentSecurityPolicy(page.hashes, { formEndpoint });
      return pathsOf(page).map((path) => ({
        path,
        headers: [['Content-Security-Policy', policy]],
      }));
    }),
  ];
  const union = unionHashes([
    ...hashed.map((page) => page.hashes),
    ...(notFound ? [pageHashes(notFound)] : []),
  ]);
  const siteWide = [
    {
      ...common,
      headers: [
        ...COMMON_HEADERS,
        ['Content-Security-Policy', contentSecurityPolicy(union, { formEndpoint })],
      ],
    },
    STATIC_ASSETS,
  ];

  const perRouteFits = fits(perRoute);
  const siteWideFits = fits(siteWide);
  const warnings = [];
  let chosen = mode;
  if (mode === 'auto') {
    if (perRouteFits.ok) chosen = 'per-route';
    else if (siteWideFits.ok) chosen = 'site-wide';
    else {
      chosen = 'per-route';
      warnings.push(
        `Neither per-route rules (${perRouteFits.reason}) nor one site-wide policy (${siteWideFits.reason}) fit Cloudflare Pages' limits (${HOST_LIMITS.rules} rules, ${HOST_LIMITS.lineLength} characters per line): keeping per-route rules, which Netlify and nginx accept.`,
      );
    }
  }
  const rules = chosen === 'site-wide' ? siteWide : perRoute;
  return {
    mode: chosen,
    rules,
    ruleCount: rules.length,
    longestLine: longestLine(rules),
    pages: hashed.map(({ route, file, hashes }) => ({ route, file, hashes })),
    // The 404 page's own policy: as a header (nginx) and as a <meta> element (every host).
    notFoundPolicy: notFound
      ? contentSecurityPolicy(pageHashes(notFound), { formEndpoint })
      : undefined,
    notFoundMetaPolicy: notFound
      ? contentSecurityPolicy(pageHashes(notFound), { formEndpoint, meta: true })
      : undefined,
    warnings,
  };
}

function fits(rules) {
  const line = longestLine(rules);
  if (rules.length > HOST_LIMITS.rules) return { ok: false, reason: `${rules.length} rules` };
  if (line > HOST_LIMITS.lineLength) return { ok: false, reason: `a line of ${line} characters` };
  return { ok: true, reason: '' };
}

function headerLine([name, value]) {
  return `  ${name}: ${value}`;
}

function longestLine(rules) {
  return Math.max(
    ...rules.flatMap((rule) => [
      rule.path.length,
      ...rule.headers.map((h) => headerLine(h).length),
    ]),
  );
}

/** The plan as a `_headers` file. */
export function renderHeadersFile(plan) {
  const intro = [
    '# Generated by scripts/headers.mjs from the exported pages (npm run build): do not edit.',
    `# Content-Security-Policy: ${plan.mode} (${plan.ruleCount} rules, longest line ${plan.longestLine} characters).`,
    '',
  ];
  const blocks = plan.rules.map((rule) => [rule.path, ...rule.headers.map(headerLine)].join('\n'));
  return `${intro.join('\n')}${blocks.join('\n\n')}\n`;
}

/**
 * The same headers for nginx: a map from the served file's URI to its policy (http block) and
 * the add_header lines (server block). `always` adds them to error responses too.
 */
export function renderNginx(plan) {
  const policies = plan.rules.flatMap((rule) =>
    rule.headers
      .filter(([name]) => name === 'Content-Security-Policy')
      .map(([, value]) => ({ path: rule.path, value })),
  );
  const lines = [
    '# Generated by scripts/headers.mjs from out/ (npm run build); regenerate after every build.',
  ];
  const fallback = policies.find((policy) => policy.path === '/*')?.value ?? plan.notFoundPolicy;
  const perPath = policies.filter((policy) => policy.path !== '/*');
  lines.push(
    '',
    '# --- in the http { } block ---',
    'map $uri $site_csp {',
    `    default ${quote(fallback ?? "default-src 'self'")};`,
    ...perPath.map((policy) => `    ${quote(policy.path)} ${quote(policy.value)};`),
    '}',
    '',
    '# --- in the server { } block (try_files $uri $uri.html $uri/ =404; error_page 404 /404.html;) ---',
    'add_header Content-Security-Policy $site_csp always;',
    ...COMMON_HEADERS.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
    'location /_next/static/ {',
    '    # add_header in a location replaces the server-level ones: repeat them here.',
    '    add_header Content-Security-Policy $site_csp always;',
    ...COMMON_HEADERS.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    ...STATIC_ASSETS.headers.map(
      ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
    ),
    '}',
  );
  return `${lines.join('\n')}\n`;
}

function quote(value) {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Puts a policy into a page as <meta http-equiv>, right after <meta charset> (which must stay
 * in the first 1024 bytes) and before any script. Used for the 404 page, which hosts serve for
 * any unknown path, where no per-route header rule can reach it.
 */
export function withMetaPolicy(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = cleaned.match(/<meta charSet="[^"]*"\s*\/?>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return cleaned.slice(0, at) + tag + cleaned.slice(at);
  }
  return cleaned.replace(/<head([^>]*)>/i, (head) => head + tag);
}

function unique(values) {
  return [...new Set(values)];
}
