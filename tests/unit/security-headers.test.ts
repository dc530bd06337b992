import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EMBED_PAGE_HEADERS,
  EMBED_SCRIPT_HEADERS,
  GUARD_HEADERS,
  HOST_LIMITS,
  SITE_HEADERS,
  contentSecurityPolicy,
  headerRules,
  hostLimitProblems,
  pageHashes,
  renderHeadersFile,
  renderNginx,
  withMetaPolicy,
} from '../../scripts/security-headers.mjs';
import {
  cspHash,
  inlineScripts,
  isNoindex,
  pageJavaScript,
  routeOf,
  styleAttributes,
  withoutScripts,
} from '../../scripts/site-pages.mjs';

const page = (script: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="script" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/a.js" async=""></script></head><body><img style="color:transparent" src="/a.svg" alt=""/><script>${script}</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;

describe('reading a page', () => {
  it('maps exported files to the routes they answer', () => {
    expect(
      ['index.html', 'about.html', 'features/payment.html', 'a/index.html'].map(routeOf),
    ).toEqual(['/', '/about', '/features/payment', '/a']);
  });

  it('finds the inline scripts a browser runs, not data blocks or external scripts', () => {
    expect(inlineScripts(page('self.x=1'))).toEqual(['self.x=1']);
    // A parser, not a pattern: "</script>" inside a string in an attribute is not an end tag.
    expect(inlineScripts('<p title="<script>no()</script>"></p><script>yes()</script>')).toEqual([
      'yes()',
    ]);
    // A script's text is raw to its end tag, whatever it looks like, and any case of it.
    expect(inlineScripts('<SCRIPT>a("</div><b>&amp;")</SCRIPT>')).toEqual(['a("</div><b>&amp;")']);
  });

  it('reads a script as the browser hashes it: line ends as \\n', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });

  it('decodes style attributes as the browser hashes them', () => {
    expect(styleAttributes('<span style="font-family:&quot;Inter&quot;"></span>')).toEqual([
      'font-family:"Inter"',
    ]);
    // The value Chromium itself asks for when this style is blocked.
    expect(cspHash('color:transparent')).toBe(
      "'sha256-zlqnbDt84zf1iSefLU/ImC54isoprH/MRiVZGskwexk='",
    );
  });

  it('counts module scripts and inline scripts, not nomodule ones, in the JavaScript size', () => {
    const html =
      '<script src="/x.js" nomodule=""></script><script>self.a=1</script><script src="/y.js"></script>';
    expect(() => pageJavaScript('/nonexistent', html)).toThrow(/y\.js/);
    expect(() => pageJavaScript('/nonexistent', html)).not.toThrow(/x\.js/);
  });

  it('strips every script and script preload, and nothing else', () => {
    const stripped = withoutScripts(page('run()'));
    expect(stripped).not.toMatch(/<script|as="script"/);
    expect(stripped).toContain('<img style="color:transparent" src="/a.svg" alt=""/>');
    expect(stripped).toContain('<meta charSet="utf-8"/>');
  });

  it('tells a noindex page', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="index, follow"/></head>')).toBe(false);
    expect(isNoindex(page(''))).toBe(false);
  });
});

describe("a page's Content-Security-Policy", () => {
  const hashes = pageHashes(page('a()'));

  it('allows this origin and exactly the inline code of the page, never unsafe-inline', () => {
    const policy = contentSecurityPolicy(hashes, {});
    expect(policy).toContain(`script-src 'self' ${cspHash('a()')};`);
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${cspHash('color:transparent')};`);
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    // Browsers ignore frame-ancestors in a <meta>: it travels in the header instead.
    expect(policy).not.toContain('frame-ancestors');
  });

  it('lets forms reach a configured endpoint on another origin, and only that origin', () => {
    const policy = contentSecurityPolicy(hashes, {
      formEndpoint: 'https://forms.example.com/miadi/submit',
    });
    expect(policy).toContain("connect-src 'self' https://forms.example.com;");
    expect(policy).toContain("form-action 'self' https://forms.example.com;");
    expect(contentSecurityPolicy(hashes, { formEndpoint: '/api/forms' })).toContain(
      "connect-src 'self';",
    );
  });

  it('goes in a <meta> right after the charset, before any preload or script, once', () => {
    const html = page('a()');
    const result = withMetaPolicy(html, "default-src 'self'");
    expect(result).toBe(
      html.replace(
        '<meta charSet="utf-8"/>',
        `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
      ),
    );
    expect(withMetaPolicy(result, "default-src 'none'")).toBe(
      withMetaPolicy(html, "default-src 'none'"),
    );
  });
});

/** Names in out/ and out/sw/ as an export has them. */
const exported = {
  top: [
    '404.html',
    '_headers',
    '_next',
    '_not-found.html',
    'about.html',
    'embed',
    'embed.js',
    'icon.svg',
    'images',
    'index.html',
    'og',
    'robots.txt',
    'services',
    'services.html',
    'sitemap.xml',
    'sw',
    'sw.html',
  ],
  sw: ['about.html', 'embed', 'services', 'services.html'],
};
const rules = headerRules(exported);
const file = renderHeadersFile(rules);

/**
 * Cloudflare Pages: every matching rule's headers, `*` matching any characters and a
 * `:placeholder` one path segment (its rules engine, workers-sdk's rulesEngine.ts).
 */
function cloudflare(path: string, from = rules): [string, string][] {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&'))
        .join('.*')
        .replace(/:[A-Za-z]\w*/g, '[^/]+')}$`,
    ).test(path);
  return from.filter((rule) => matches(rule.path)).flatMap((rule) => rule.headers);
}

const guarded = [
  '/',
  '/index.html',
  '/about',
  '/about.html',
  '/services/glow-nail-bar',
  '/services/in/westlands',
  '/_next/static/chunks/app.js',
  '/images/logo.svg',
  '/og/about.png',
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/404.html',
  '/sw',
  '/sw.html',
  '/sw/about',
  '/sw/services/glow-nail-bar',
];
const widgetPages = [
  '/embed/glow-nail-bar',
  '/sw/embed/glow-nail-bar',
  '/embed/glow-nail-bar.html',
];

describe('_headers', () => {
  it('refuses framing and other sites everywhere but the booking widget (D27)', () => {
    for (const path of guarded) {
      const headers = cloudflare(path);
      expect([path, headers]).toEqual([path, expect.arrayContaining(GUARD_HEADERS)]);
      expect([path, headers]).toEqual([path, expect.arrayContaining(SITE_HEADERS)]);
    }
    for (const path of widgetPages) {
      expect([path, cloudflare(path)]).toEqual([path, [...SITE_HEADERS, ...EMBED_PAGE_HEADERS]]);
    }
    expect(cloudflare('/embed.js')).toEqual([...SITE_HEADERS, ...EMBED_SCRIPT_HEADERS]);
  });

  it('never gives one header twice to a path, so joining and replacing hosts agree', async () => {
    for (const path of [...guarded, ...widgetPages, '/embed.js']) {
      const names = cloudflare(path).map(([name]) => name.toLowerCase());
      expect([path, names]).toEqual([path, [...new Set(names)]]);
    }
    // Netlify's own parser (the one scripts/serve.mjs uses; an ES module, so run by Node
    // itself) reads the file the same way.
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dir, '_headers'), file);
      const paths = [...guarded, ...widgetPages, '/embed.js'];
      const script = `
        import { parseAllHeaders } from '@netlify/headers-parser';
        const { headers, errors } = await parseAllHeaders({
          headersFiles: [process.argv[1]], configHeaders: [], minimal: false });
        const paths = JSON.parse(process.argv[2]);
        console.log(JSON.stringify({ errors, found: paths.map((path) => headers
          .filter((rule) => rule.forRegExp.test(path))
          .flatMap((rule) => Object.entries(rule.values))) }));`;
      const output = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', script, join(dir, '_headers'), JSON.stringify(paths)],
        { encoding: 'utf8' },
      );
      const { errors, found } = JSON.parse(output) as { errors: unknown[]; found: unknown[] };
      expect(errors).toEqual([]);
      paths.forEach((path, i) => expect([path, found[i]]).toEqual([path, cloudflare(path)]));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('preloads the stylesheets the pages under a rule all link, from the rule for their address', () => {
    const sheet = (name: string) => `/_next/static/chunks/${name}.css`;
    const [font, site, widget] = [sheet('font'), sheet('site'), sheet('widget')];
    const page = (file: string, stylesheets: string[]) => ({
      route: routeOf(file),
      file,
      stylesheets,
    });
    const withPages = headerRules({
      ...exported,
      pages: [
        page('index.html', [font, site]),
        page('about.html', [font, site]),
        page('services.html', [font, site]),
        page('services/glow-nail-bar.html', [font, site]),
        page('services/no-site-sheet.html', [font]),
        page('embed/glow-nail-bar.html', [font, widget]),
        page('sw.html', [font, site]),
        page('sw/about.html', [font, site]),
      ],
    });
    const link = (path: string) =>
      cloudflare(path, withPages)
        .filter(([name]) => name === 'Link')
        .map(([, value]) => value);
    const preload = (...hrefs: string[]) => [
      hrefs.map((href) => `<${href}>; rel=preload; as=style`).join(', '),
    ];
    expect(link('/')).toEqual(preload(font, site));
    expect(link('/about')).toEqual(preload(font, site));
    expect(link('/about.html')).toEqual(preload(font, site));
    expect(link('/sw')).toEqual(preload(font, site));
    expect(link('/sw.html')).toEqual(preload(font, site));
    expect(link('/sw/about')).toEqual(preload(font, site));
    // One rule covers /services and its listings: only what all of them link.
    expect(link('/services/glow-nail-bar')).toEqual(preload(font));
    expect(link('/embed/glow-nail-bar')).toEqual(preload(font, widget));
    // Files that are not pages, and rules with no page, preload nothing.
    for (const path of [
      '/_next/static/chunks/app.js',
      '/images/logo.svg',
      '/embed.js',
      '/og/x.png',
    ])
      expect([path, link(path)]).toEqual([path, []]);
    // The rules stay those without pages, a Link more.
    expect(withPages.map((rule) => rule.path)).toEqual(rules.map((rule) => rule.path));
  });

  it("restricts no script in its CSP header, and fits the hosts' limits", () => {
    expect(file).toMatch(
      /^\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    expect(file).not.toContain('script-src');
    expect(hostLimitProblems(file)).toEqual([]);
  });

  it('will not put the guard on a name that would reach the widget', () => {
    expect(() => headerRules({ top: ['embeds.html'], sw: [] })).toThrow(/embeds/);
    expect(() => headerRules({ top: ['e'], sw: [] })).toThrow(/e/);
    expect(() => headerRules({ top: ['a+b.html'], sw: [] })).toThrow(/a\+b/);
  });

  it("names what breaks Cloudflare Pages' limits", () => {
    const many = Array.from({ length: HOST_LIMITS.rules + 1 }, (_, i) => ({
      path: `/p${i}`,
      headers: [['X-Test', 'x'] as [string, string]],
    }));
    expect(hostLimitProblems(renderHeadersFile(many))).toEqual([
      `_headers has ${HOST_LIMITS.rules + 1} rules; Cloudflare Pages accepts at most ${HOST_LIMITS.rules}.`,
    ]);
    const long = renderHeadersFile([{ path: '/*', headers: [['X-Test', 'x'.repeat(2000)]] }]);
    expect(hostLimitProblems(long)[0]).toMatch(/^_headers line 6 is 2010 characters/);
  });

  it('has an nginx twin with the same headers, on error pages too', () => {
    const nginx = renderNginx();
    expect(nginx).toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx).toContain('location /_next/static/ {');
    const block = (start: string) => nginx.slice(nginx.indexOf(start)).split('}')[0];
    expect(block('location ^~ /embed/ {')).toContain(
      'add_header Content-Security-Policy "frame-ancestors *" always;',
    );
    expect(block('location ^~ /embed/ {')).not.toContain('X-Frame-Options');
    expect(block('location ^~ /sw/embed/ {')).toContain('frame-ancestors *');
    expect(block('location = /embed.js {')).toContain(
      'add_header Cross-Origin-Resource-Policy "cross-origin" always;',
    );
    expect(nginx).not.toContain('map ');
  });
});
