import {
  HOST_LIMITS,
  contentSecurityPolicy,
  planHeaders,
  renderHeadersFile,
  renderNginx,
  withMetaPolicy,
} from '../../scripts/security-headers.mjs';
import {
  cspHash,
  inlineScripts,
  pageJavaScript,
  routeOf,
  styleAttributes,
} from '../../scripts/site-pages.mjs';

const page = (route: string, file: string, script: string) => ({
  route,
  file,
  html: `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script></head><body><img style="color:transparent" src="/a.svg" alt=""/><script>${script}</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`,
});

describe('reading a page', () => {
  it('maps exported files to the routes they answer', () => {
    expect(
      ['index.html', 'about.html', 'features/payment.html', 'a/index.html'].map(routeOf),
    ).toEqual(['/', '/about', '/features/payment', '/a']);
  });

  it('finds the inline scripts a browser runs, not data blocks or external scripts', () => {
    expect(inlineScripts(page('/', 'index.html', 'self.x=1').html)).toEqual(['self.x=1']);
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
});

describe('the Content-Security-Policy', () => {
  const hashes = { scripts: ["'sha256-a'"], styleAttributes: ["'sha256-s'"], styleElements: [] };

  it('allows this origin and the hashed inline code, never unsafe-inline', () => {
    const policy = contentSecurityPolicy(hashes, {});
    expect(policy).toContain("script-src 'self' 'sha256-a'");
    expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-s'");
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("connect-src 'self';");
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

  it('leaves frame-ancestors out of a <meta> policy, where browsers ignore it', () => {
    expect(contentSecurityPolicy(hashes, { meta: true })).not.toContain('frame-ancestors');
  });
});

describe('the _headers plan', () => {
  it('gives each route and its .html twin their own policy when the rules fit', () => {
    const plan = planHeaders([page('/', 'index.html', 'a()'), page('/about', 'about.html', 'b()')]);
    expect(plan.mode).toBe('per-route');
    const paths = plan.rules.map((rule: { path: string }) => rule.path);
    expect(paths).toEqual(['/*', '/_next/static/*', '/', '/index.html', '/about', '/about.html']);
    const file = renderHeadersFile(plan);
    expect(file).toContain(
      `/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${cspHash('b()')};`,
    );
    const home = plan.rules.find((rule: { path: string }) => rule.path === '/');
    expect(home?.headers[0]?.[1]).toContain(cspHash('a()'));
    expect(home?.headers[0]?.[1]).not.toContain(cspHash('b()'));
  });

  it('falls back to one site-wide policy with every hash when there are too many routes', () => {
    const pages = Array.from({ length: HOST_LIMITS.rules / 2 }, (_, i) =>
      page(`/p${i}`, `p${i}.html`, i < 3 ? `run(${i})` : 'run(0)'),
    );
    const plan = planHeaders(pages, { notFound: page('/404', '404.html', 'nf()').html });
    expect(plan.mode).toBe('site-wide');
    expect(plan.rules).toHaveLength(2);
    const policy = renderHeadersFile(plan);
    for (const script of ['run(0)', 'run(1)', 'run(2)', 'nf()'])
      expect(policy).toContain(cspHash(script));
  });

  it('keeps per-route rules, with a warning, when one policy would be too long too', () => {
    const pages = Array.from({ length: HOST_LIMITS.rules }, (_, i) =>
      page(`/p${i}`, `p${i}.html`, `run(${i})`),
    );
    const plan = planHeaders(pages);
    expect(plan.mode).toBe('per-route');
    expect(plan.warnings[0]).toMatch(/Cloudflare Pages/);
  });

  it('writes the same policies for nginx, keyed by the served file', () => {
    const plan = planHeaders([page('/about', 'about.html', 'b()')], {
      notFound: page('/404', '404.html', 'nf()').html,
    });
    const nginx = renderNginx(plan);
    expect(nginx).toContain(
      `"/about.html" "default-src 'self'; script-src 'self' ${cspHash('b()')};`,
    );
    expect(nginx).toMatch(/default "default-src 'self'; script-src 'self' 'sha256-[^']+'/);
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });
});

describe('the 404 page policy', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x()</script></head></html>';

  it('goes in a <meta> element right after the charset, before any script', () => {
    const result = withMetaPolicy(html, "default-src 'self'");
    expect(result).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script>x()</script></head></html>`,
    );
    expect(withMetaPolicy(result, "default-src 'none'")).toBe(
      withMetaPolicy(html, "default-src 'none'"),
    );
  });
});
