import {
  HOST_LIMITS,
  contentSecurityPolicy,
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

describe('_headers', () => {
  it('holds the site-wide headers and a CSP header that restricts no script', () => {
    const file = renderHeadersFile();
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'\n/m);
    expect(file).toContain('  Cross-Origin-Resource-Policy: same-origin');
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toMatch(
      /^\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    expect(file).not.toContain('script-src');
    expect(hostLimitProblems(file)).toEqual([]);
  });

  it("names what breaks Cloudflare Pages' limits", () => {
    const rules = Array.from({ length: HOST_LIMITS.rules + 1 }, (_, i) => ({
      path: `/p${i}`,
      headers: [['X-Test', 'x'] as [string, string]],
    }));
    expect(hostLimitProblems(renderHeadersFile(rules))).toEqual([
      `_headers has ${HOST_LIMITS.rules + 1} rules; Cloudflare Pages accepts at most ${HOST_LIMITS.rules}.`,
    ]);
    const long = renderHeadersFile([{ path: '/*', headers: [['X-Test', 'x'.repeat(2000)]] }]);
    expect(hostLimitProblems(long)[0]).toMatch(/^_headers line 5 is 2010 characters/);
  });

  it('has an nginx twin with the same headers, on error pages too', () => {
    const nginx = renderNginx();
    expect(nginx).toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx).toContain('location /_next/static/ {');
    expect(nginx).not.toContain('map ');
  });
});
