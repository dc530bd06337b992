#!/usr/bin/env node
/**
 * The site check, the last step of `npm run build`: reads every exported page of out/ once and
 * stops the build, naming page and problem, when
 * - a page links a stylesheet that is not its layout's (site pages app/site.css's, widget
 *   pages, /embed/…, app/widget.css's: each config names what it builds, `--miadi-stylesheet`);
 * - a link, hreflang, canonical, og:image, sitemap entry or feed item names an address of this
 *   site (relative, or absolute on the site's URL) that is not in out/, or an #anchor its page
 *   does not have, or a link is empty or "#";
 * - a title or heading the site writes is empty or starts in lower case (a listing's own words
 *   from the catalogue, such as a business's name, are the owner's to write);
 * - a meta description is over 160 characters or under 50;
 * - an indexable page lacks its canonical URL and share tags, repeats another page's title or
 *   description, is missing from the sitemap or not reached by following links from /;
 * - a Kiswahili page shows English the site writes (scripts/english-leaks.mjs).
 *
 *   node scripts/check-site.mjs [--dir out]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import createJiti from 'jiti';
import { contentModules, englishLeaks, englishWords } from './english-leaks.mjs';
import {
  elements,
  exportedPages,
  htmlFiles,
  isNoindex,
  routeOf,
  stylesheets,
} from './site-pages.mjs';

/** What a search result shows of a description on a phone, and the least that says anything. */
export const DESCRIPTION = { min: 50, max: 160 };

/**
 * The name each Tailwind config writes into the stylesheet it builds, a custom property on
 * :root (stylesheetName in tailwind.config.ts): it says which config built the file, which is
 * what went wrong when the site's stylesheet came out as the widget's.
 */
const MARKER = /--miadi-stylesheet:\s*(site|widget)/g;

const isWidgetRoute = (route) => /^\/(?:sw\/)?embed(?:\/|$)/.test(route);

/** Other sites, email, phone, WhatsApp: outside by design. */
const OUTSIDE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)));
  });

/** The text of an element and everything in it, as a reader reads it. */
function textOf(html, element) {
  const inner = html.slice(element.start, element.end).replace(/<[^>]*>/g, ' ');
  return decode(inner).replace(/\s+/g, ' ').trim();
}

/**
 * The file a static host serves for a path (as scripts/serve.mjs, Netlify or nginx do), or
 * null. Directories answer with their index.html.
 */
function fileFor(dir, pathname) {
  let clean;
  try {
    clean = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = join(dir, clean);
  if (!base.startsWith(dir)) return null;
  const candidates = clean.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Checks the export in `dir`. `siteUrl` is the site's canonical origin (absolute addresses on
 * it are the site's own); `ownWords` are the catalogue's names (listings, team members,
 * services, areas), which may start in lower case as their owners write them. Returns every
 * problem, one line each, and how many pages were read.
 */
export function checkSite({ dir = 'out', siteUrl, ownWords = [], shareImagePath }) {
  dir = resolve(dir);
  // Pages link the same addresses over and over (the header, the footer): each is looked up once.
  const found = new Map();
  const exists = (pathname) => {
    if (!found.has(pathname)) found.set(pathname, fileFor(dir, pathname));
    return found.get(pathname);
  };
  const origin = new URL(siteUrl);
  const problems = [];
  const problem = (route, message) => problems.push(`${route}: ${message}`);

  /** A site address named by `value` on the page at `route`: its URL, or undefined if outside. */
  const siteAddress = (value, route) => {
    if (value.startsWith(origin.origin)) return new URL(value);
    if (OUTSIDE.test(value)) return undefined;
    return new URL(value, new URL(route === '/' ? '/' : route, origin));
  };

  // The stylesheets' kinds, each file read once.
  const kinds = new Map();
  const kindOf = (href) => {
    if (!kinds.has(href)) {
      const file = exists(new URL(href, origin).pathname);
      const css = file ? readFileSync(file, 'utf8') : '';
      kinds.set(href, file ? ([...css.matchAll(MARKER)].at(-1)?.[1] ?? 'other') : 'missing');
    }
    return kinds.get(href);
  };

  const own = ownWords.filter(Boolean);
  const startsOwnWords = (text) => own.some((word) => text.startsWith(word));

  const ids = new Map();
  const anchored = [];
  const links = new Map();
  const indexable = [];
  const seen = { title: new Map(), description: new Map() };
  const files = htmlFiles(dir);

  for (const file of files) {
    const route = routeOf(file);
    const html = readFileSync(join(dir, file), 'utf8');
    const all = elements(html);
    const notFound = file === '404.html' || file === '_not-found.html';

    // 1. Its layout's stylesheet, and no other layout's.
    const expected = isWidgetRoute(route) ? 'widget' : 'site';
    const linked = stylesheets(all).map((href) => [href, kindOf(href)]);
    for (const [href, kind] of linked) {
      if (kind === 'missing') problem(route, `links the stylesheet ${href}, which is not in out/`);
      else if (kind !== 'other' && kind !== expected)
        problem(
          route,
          `links the ${kind === 'widget' ? 'widget’s' : 'site’s'} stylesheet ${href}; a ${expected === 'widget' ? 'widget page links the widget’s (app/widget.css)' : 'site page links the site’s (app/site.css)'}`,
        );
    }
    if (!linked.some(([, kind]) => kind === expected))
      problem(
        route,
        `links no stylesheet of its layout (${expected === 'widget' ? 'app/widget.css' : 'app/site.css'})`,
      );

    // 2. Addresses of this site that it names.
    const pageIds = new Set();
    const targets = [];
    const head = {};
    for (const element of all) {
      const { tag, attrs } = element;
      if (attrs.id !== undefined) pageIds.add(attrs.id);
      if (tag === 'a' && attrs.href !== undefined) {
        const href = attrs.href.trim();
        if (href === '' || href === '#') problem(route, `has a link with href="${attrs.href}"`);
        else targets.push(['link', href]);
      } else if (tag === 'link' && attrs.rel === 'canonical') {
        head.canonical = attrs.href;
        targets.push(['canonical', attrs.href ?? '']);
      } else if (tag === 'link' && attrs.rel === 'alternate' && attrs.hreflang) {
        targets.push([`hreflang="${attrs.hreflang}"`, attrs.href ?? '']);
      } else if (tag === 'link' && attrs.type === 'application/rss+xml') {
        head.feed ??= attrs.href;
        targets.push(['feed link', attrs.href ?? '']);
      } else if (tag === 'meta') {
        const key = attrs.property ?? attrs.name;
        if (key && !(key in head)) head[key] = attrs.content ?? '';
        if (key === 'og:image' || key === 'twitter:image') targets.push([key, attrs.content ?? '']);
      } else if (tag === 'title' && head.title === undefined) {
        head.title = textOf(html, element);
      } else if (/^h[1-6]$/.test(tag)) {
        const text = textOf(html, element);
        if (!text) problem(route, `has an empty <${tag}>`);
        else if (/^\p{Ll}/u.test(text) && !startsOwnWords(text))
          problem(route, `<${tag}> starts in lower case: "${text.slice(0, 60)}"`);
      } else if (tag === 'html') head.lang = attrs.lang;
    }
    ids.set(route, pageIds);
    const outgoing = new Set();
    for (const [what, value] of targets) {
      const url = siteAddress(value, route);
      if (!url) continue;
      if (!exists(url.pathname)) {
        problem(route, `its ${what} ${value} leads to ${url.pathname}, which is not in out/`);
        continue;
      }
      const path = routeOf(url.pathname.replace(/^\//, '').replace(/\/$/, '/index.html'));
      if (url.hash.length > 1) anchored.push([route, what, value, path, url.hash.slice(1)]);
      if (what === 'link') outgoing.add(path);
    }
    links.set(route, outgoing);

    // 3. Titles and descriptions.
    if (notFound) continue;
    const title = head.title ?? '';
    if (!title) problem(route, 'has no <title>');
    else if (/^\p{Ll}/u.test(title) && !startsOwnWords(title))
      problem(route, `its <title> starts in lower case: "${title}"`);
    const description = head.description;
    if (description === undefined) problem(route, 'has no meta description');
    else if (description.length > DESCRIPTION.max)
      problem(
        route,
        `its meta description is ${description.length} characters; search results show ${DESCRIPTION.max}: "${description}"`,
      );
    else if (description.length < DESCRIPTION.min)
      problem(
        route,
        `its meta description is ${description.length} characters; write at least ${DESCRIPTION.min}: "${description}"`,
      );
    if (isNoindex(all)) continue;

    // 4. What an indexable page says about itself (moved from tests/e2e/seo.spec.ts).
    indexable.push(route);
    const url = new URL(route, origin).href.replace(/\/$/, '');
    const same = (value) => (value ?? '').replace(/\/$/, '');
    if (same(head.canonical) !== url)
      problem(route, `its canonical is "${head.canonical ?? ''}", not ${url}`);
    if (same(head['og:url']) !== url)
      problem(route, `its og:url is "${head['og:url'] ?? ''}", not ${url}`);
    if (!head['og:title']) problem(route, 'has no og:title');
    if (head['og:description'] !== description)
      problem(route, 'its og:description is not its description');
    if (shareImagePath) {
      const card = new URL(shareImagePath(route), origin).href;
      if (head['og:image'] !== card)
        problem(route, `its og:image is "${head['og:image'] ?? ''}", not ${card}`);
      if (head['twitter:image'] !== card)
        problem(route, `its twitter:image is "${head['twitter:image'] ?? ''}", not ${card}`);
    }
    const lang = /^\/sw(?:\/|$)/.test(route) ? 'sw' : 'en';
    if (head.lang !== lang)
      problem(route, `its <html lang> is "${head.lang ?? ''}", not "${lang}"`);
    const feed = new URL(`${lang === 'sw' ? '/sw' : ''}/blog/rss.xml`, origin).href;
    if (head.feed !== feed) problem(route, `its feed link is "${head.feed ?? ''}", not ${feed}`);
    if (head['twitter:card'] !== 'summary_large_image')
      problem(route, 'its twitter:card is not summary_large_image');
    for (const key of ['title', 'description']) {
      const value = key === 'title' ? title : description;
      if (!value) continue;
      const other = seen[key].get(value);
      if (other) problem(route, `has the same ${key} as ${other}`);
      else seen[key].set(value, route);
    }
  }

  for (const [route, what, value, path, anchor] of anchored) {
    let id = anchor;
    try {
      id = decodeURIComponent(anchor);
    } catch {}
    if (ids.has(path) && !ids.get(path).has(id))
      problem(route, `its ${what} ${value}: ${path} has no element with id "${id}"`);
  }

  if (![...kinds.values()].some((kind) => kind === 'site'))
    problems.push(
      'out/: no stylesheet carries the marker of app/site.css ("--miadi-stylesheet: site"), so pages cannot be told apart by their stylesheet',
    );

  // 5. The sitemap and the feeds: every address they name, and the sitemap against the pages.
  const listed = new Set();
  for (const file of ['sitemap.xml', ...sitemapParts(dir)]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const xml = readFileSync(path, 'utf8');
    const addresses = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)];
    for (const address of addresses.map((m) => m[1] ?? m[2])) {
      const url = siteAddress(decode(address), '/');
      if (!url) continue;
      if (!exists(url.pathname)) problem(`/${file}`, `names ${address}, which is not in out/`);
      else if (!url.pathname.endsWith('.xml')) listed.add(url.pathname.replace(/\/$/, '') || '/');
    }
  }
  for (const feed of ['blog/rss.xml', 'sw/blog/rss.xml']) {
    const path = join(dir, feed);
    if (!existsSync(path)) continue;
    for (const [, address] of readFileSync(path, 'utf8').matchAll(/<link>([^<]+)<\/link>/g)) {
      const url = siteAddress(decode(address), '/');
      if (url && !exists(url.pathname))
        problem(`/${feed}`, `names ${address}, which is not in out/`);
    }
  }
  if (existsSync(join(dir, 'sitemap.xml'))) {
    const locs = new Set([...listed].filter((path) => !path.startsWith('/sitemaps')));
    for (const route of indexable) {
      if (!locs.has(route)) problem(route, 'is indexable but not in the sitemap');
    }
    const indexed = new Set(indexable);
    for (const route of locs) {
      if (!indexed.has(route))
        problem('/sitemap.xml', `lists ${route}, which is not an indexable page`);
    }
  }

  // 6. Every indexable page can be reached by following links from / (moved from links.spec.ts).
  const reached = new Set();
  const queue = ['/'];
  while (queue.length) {
    const route = queue.pop();
    if (reached.has(route)) continue;
    reached.add(route);
    for (const next of links.get(route) ?? []) if (!reached.has(next)) queue.push(next);
  }
  for (const route of indexable) {
    if (!reached.has(route)) problem(route, 'is not reached by following links from /');
  }

  return { problems, pages: files.length };
}

/**
 * The catalogue's own words, which the site shows as their owners wrote them: every `name` in
 * the file (listings, team members, services, areas, categories).
 */
export function ownWords(file) {
  const names = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'name' && typeof value === 'string') names.add(value);
        else walk(value);
      }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...names];
}

/** The parts of a split sitemap (scripts/sitemap-split.mjs), if any. */
function sitemapParts(dir) {
  const folder = join(dir, 'sitemaps');
  if (!existsSync(folder)) return [];
  return readFileSync(join(dir, 'sitemap.xml'), 'utf8').includes('<sitemapindex')
    ? [
        ...readFileSync(join(dir, 'sitemap.xml'), 'utf8').matchAll(
          /<loc>[^<]*\/(sitemaps\/[^<]+)<\/loc>/g,
        ),
      ].map((m) => m[1])
    : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
  const started = performance.now();
  const jiti = createJiti(import.meta.url, {
    alias: { '@': process.cwd() },
    interopDefault: false,
  });
  const { site } = jiti(join(process.cwd(), 'content', 'site.ts'));
  const { shareImagePath } = jiti(join(process.cwd(), 'lib', 'site-urls.ts'));
  const catalogueFile = process.env.CATALOGUE
    ? '.catalogue/catalogue.json'
    : 'content/catalogue/catalogue.json';
  const { problems, pages } = checkSite({
    dir,
    siteUrl: site.url,
    ownWords: ownWords(catalogueFile),
    shareImagePath,
  });
  // English left on a Kiswahili page (scripts/english-leaks.mjs).
  const words = englishWords({
    ...contentModules(jiti),
    site,
    catalogue: JSON.parse(readFileSync(catalogueFile, 'utf8')),
  });
  problems.push(...englishLeaks({ dir, pages: exportedPages(dir), words }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(
      [
        `The site check read ${pages} pages and found ${problems.length} problem${problems.length > 1 ? 's' : ''}:`,
        ...problems.map((line) => `  ${line}`),
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Site check: ${pages} pages read in ${seconds} s, no problems.`);
}
