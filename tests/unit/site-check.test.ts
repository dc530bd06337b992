/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSite } from '../../scripts/check-site.mjs';

const SITE = 'https://miadi.example';
const card = (route: string) => `/og/${route === '/' ? 'index' : route.slice(1)}.png`;
const DESCRIPTION = 'Book salons, barbers and spas near you in Nairobi, and pay by M-Pesa.';

type Page = { route: string; title: string; css?: string; description?: string; links?: string[] };

/** An exported page as the build writes it: its head, its heading and its links. */
function html({ route, title, css, description = `${title}: ${DESCRIPTION}`, links = [] }: Page) {
  const url = `${SITE}${route === '/' ? '' : route}`;
  const image = `${SITE}${card(route)}`;
  return `<!DOCTYPE html><html lang="en"><head><title>${title} | Miadi</title>
<link rel="alternate" type="application/rss+xml" href="${SITE}/blog/rss.xml">
<link rel="stylesheet" href="/_next/static/chunks/${css ?? (route.includes('/embed/') ? 'widget' : 'site')}.css">
<meta name="description" content="${description}"><link rel="canonical" href="${url}">
<meta property="og:url" content="${url}"><meta property="og:title" content="${title}">
<meta property="og:description" content="${description}"><meta property="og:image" content="${image}">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${image}">
</head><body><h1>${title}</h1>${links.map((href) => `<a href="${href}">${href}</a>`).join('')}</body></html>`;
}

let dir: string;
const routes: Page[] = [
  { route: '/', title: 'Home', links: ['/pricing', '/embed/glow-nail-bar'] },
  { route: '/pricing', title: 'Pricing', links: ['/'] },
  { route: '/embed/glow-nail-bar', title: 'Book Glow Nail Bar' },
];

/** Writes the export with `change` applied to one page, and checks it. */
function check(change: Partial<Page> & { route: string } = { route: '/' }) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-check-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('_next/static/chunks/site.css', ':root{--miadi-stylesheet:site}');
  write('_next/static/chunks/widget.css', ':root{--miadi-stylesheet:widget}.x{color:red}');
  for (const page of routes) {
    const file = page.route === '/' ? 'index.html' : `${page.route.slice(1)}.html`;
    write(file, html(page.route === change.route ? { ...page, ...change } : page));
    write(card(page.route), 'png');
  }
  write('blog/rss.xml', '<rss></rss>');
  write(
    'sitemap.xml',
    `<urlset>${routes.map(({ route }) => `<url><loc>${SITE}${route === '/' ? '' : route}</loc></url>`).join('')}</urlset>`,
  );
  return checkSite({ dir, siteUrl: SITE, shareImagePath: card }).problems;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the site check after the export', () => {
  it('passes a site whose pages hold together', () => {
    expect(check()).toEqual([]);
  });

  it('names a page that links the widget’s stylesheet instead of the site’s', () => {
    expect(check({ route: '/pricing', css: 'widget' })).toEqual([
      '/pricing: links the widget’s stylesheet /_next/static/chunks/widget.css; a site page links the site’s (app/site.css)',
      '/pricing: links no stylesheet of its layout (app/site.css)',
    ]);
  });

  it('names a widget page that links the site’s stylesheet', () => {
    expect(check({ route: '/embed/glow-nail-bar', css: 'site' })).toEqual([
      '/embed/glow-nail-bar: links the site’s stylesheet /_next/static/chunks/site.css; a widget page links the widget’s (app/widget.css)',
      '/embed/glow-nail-bar: links no stylesheet of its layout (app/widget.css)',
    ]);
  });

  it('names a description longer than a search result shows', () => {
    const description = `Glow Nail Bar in Kilimani: ${'gel manicure, pedicure, '.repeat(6)}rated 4.8.`;
    expect(check({ route: '/pricing', description })).toEqual([
      `/pricing: its meta description is ${description.length} characters; search results show 160: "${description}"`,
    ]);
  });

  it('names a link to a page that is not in out/, and where it is', () => {
    expect(check({ route: '/pricing', links: ['/', '/services/ruaka-nails'] })).toEqual([
      '/pricing: its link /services/ruaka-nails leads to /services/ruaka-nails, which is not in out/',
    ]);
  });

  it('names a title the site writes in lower case', () => {
    expect(check({ route: '/pricing', title: 'saluni 7 za kucha' })).toEqual([
      '/pricing: <h1> starts in lower case: "saluni 7 za kucha"',
      '/pricing: its <title> starts in lower case: "saluni 7 za kucha | Miadi"',
    ]);
  });
});
