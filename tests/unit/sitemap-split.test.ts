import { LIMITS, splitSitemap } from '../../scripts/sitemap-split.mjs';

const SITEMAP_URL = 'https://miadi.co.ke/sitemap.xml';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const TAIL = '</urlset>\n';

/** An entry as app/sitemap.ts writes it, with its language alternates. */
const entry = (n: number) =>
  `<url>\n<loc>https://miadi.co.ke/services/listing-${n}</loc>\n<xhtml:link rel="alternate" hreflang="sw" href="https://miadi.co.ke/sw/services/listing-${n}" />\n</url>\n`;
const sitemap = (count: number) =>
  HEAD + Array.from({ length: count }, (_, n) => entry(n)).join('') + TAIL;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap split', () => {
  it('splits at 45,000 addresses or 45 MB, short of the protocol’s 50,000 and 50 MB', () => {
    expect(LIMITS).toEqual({ urls: 45_000, bytes: 45_000_000 });
  });

  it('leaves a sitemap within the limits as it is', () => {
    expect(splitSitemap(sitemap(10), SITEMAP_URL, { urls: 10, bytes: 1e6 })).toBeUndefined();
  });

  it('cuts one past the address limit into parts under an index, every address once', () => {
    const split = splitSitemap(sitemap(25), SITEMAP_URL, { urls: 10, bytes: 1e6 })!;
    expect(split.parts).toHaveLength(3);
    expect(split.parts.map((part) => locs(part).length)).toEqual([10, 10, 5]);
    expect(split.parts.flatMap(locs)).toEqual(locs(sitemap(25)));
    // Each part is a whole sitemap, alternates' namespace included.
    for (const part of split.parts) {
      expect(part.startsWith(HEAD)).toBe(true);
      expect(part.endsWith(TAIL)).toBe(true);
    }
    expect(split.index).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(split.index)).toEqual([
      'https://miadi.co.ke/sitemaps/1.xml',
      'https://miadi.co.ke/sitemaps/2.xml',
      'https://miadi.co.ke/sitemaps/3.xml',
    ]);
  });

  it('cuts by size too, keeping each part within the byte limit', () => {
    const bytes = Buffer.byteLength(HEAD + TAIL) + 4 * Buffer.byteLength(entry(0)) + 40;
    const split = splitSitemap(sitemap(20), SITEMAP_URL, { urls: 1000, bytes })!;
    expect(split.parts.length).toBeGreaterThanOrEqual(5);
    for (const part of split.parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(bytes);
    expect(split.parts.flatMap(locs)).toEqual(locs(sitemap(20)));
  });

  it('refuses markup it does not recognise', () => {
    expect(() => splitSitemap('<html></html>', SITEMAP_URL)).toThrow('not a <urlset>');
    expect(() =>
      splitSitemap(HEAD + '<!-- note -->' + entry(1) + TAIL, SITEMAP_URL, { urls: 0, bytes: 1 }),
    ).toThrow('besides <url>s');
  });
});
