// What the export in out/ contains, read from the files themselves with an HTML tokenizer
// (htmlparser2): its pages and routes, the scripts and style attributes each page carries,
// and the JavaScript a browser loads for it, and the payloads Next leaves beside them for
// client-side navigation. Shared by the post-export steps, the benchmark and tests.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** Pages Next writes for "not found": served for unknown paths, not routes of their own. */
const NOT_FOUND_PAGES = new Set(['404.html', '_not-found.html']);

/** The route a file in out/ answers: index.html → /, about.html → /about, a/b.html → /a/b. */
export function routeOf(file) {
  const path = file.split(sep).join('/');
  const route = path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`.replace(/\/$/, '') || '/';
}

/** Every HTML file of the export, relative to dir, including the not-found pages. */
export function htmlFiles(dir = 'out') {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No exported site in ${dir}: run "npm run build" first.`);
  }
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !file.split(sep).some((part) => part.startsWith('_next')))
    .sort();
}

/** Every exported page (file relative to dir, and its route), sorted by route; no 404 pages. */
export function exportedPages(dir = 'out') {
  return htmlFiles(dir)
    .filter((file) => !NOT_FOUND_PAGES.has(file))
    .map((file) => ({ file, route: routeOf(file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The page served for unknown paths. */
export const notFoundPage = { file: '404.html', route: '/404' };

/**
 * Every element of a page in document order: its tag, attributes (names lower-cased, values
 * decoded), the text it holds directly (a script's, a style's, a title's), and where it sits in
 * the source (start and end offsets), so a caller can cut or insert without re-serialising.
 *
 * A tokenizer, not a tree: the build reads 11,000 pages at the platform's size, and building
 * parse5's tree for each cost 19 ms a page where this costs 4. Nothing here needs the tree's
 * repairs (implied ends, foster parenting): only tags, attributes, raw text and offsets.
 */
export function elements(html) {
  const found = [];
  const open = [];
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const element = { tag, attrs, text: '', start: parser.startIndex, end: undefined };
        found.push(element);
        open.push(element);
      },
      ontext(text) {
        const parent = open.at(-1);
        // Browsers read \r\n and \r as \n before anything else (and hash scripts that way).
        if (parent) parent.text += text.replace(/\r\n?/g, '\n');
      },
      onclosetag() {
        const element = open.pop();
        if (element) element.end = parser.endIndex + 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** An inline script the browser runs (JSON-LD and other data blocks are not run). */
export function isInlineScript({ tag, attrs }) {
  return (
    tag === 'script' &&
    attrs.src === undefined &&
    JS_TYPES.has((attrs.type ?? '').trim().toLowerCase())
  );
}

/** Text of the inline scripts the browser runs. */
export function inlineScripts(html) {
  return elements(html)
    .filter(isInlineScript)
    .map((element) => element.text);
}

/** Values of every style="" attribute, as the browser sees them (entities decoded). */
export function styleAttributes(html) {
  const values = elements(html)
    .map((element) => element.attrs.style)
    .filter((value) => value !== undefined);
  return [...new Set(values)];
}

/** Text of every <style> element. */
export function styleElements(html) {
  return elements(html)
    .filter((element) => element.tag === 'style')
    .map((element) => element.text);
}

/** The stylesheets a page links (`<link rel="stylesheet">`), by their href, in document order. */
export function stylesheets(all) {
  return all
    .filter(({ tag, attrs }) => tag === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attrs.rel ?? ''))
    .map(({ attrs }) => attrs.href)
    .filter((href) => href !== undefined);
}

/** Whether an element makes the browser fetch or run script: <script>, or a script preload. */
export function isScriptElement({ tag, attrs }) {
  if (tag === 'script') return true;
  if (tag !== 'link') return false;
  const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script');
}

/** The page without any script: every <script> and script preload cut out of the source. */
export function withoutScripts(html) {
  const cuts = elements(html).filter(isScriptElement);
  let result = html;
  // From the end, so earlier offsets stay valid.
  for (const { start, end } of cuts.reverse()) result = result.slice(0, start) + result.slice(end);
  return result;
}

/**
 * Whether the page asks search engines not to index it (<meta name="robots" content=noindex>).
 * Takes the page's HTML, or its elements where the caller has them already.
 */
export function isNoindex(page) {
  return (typeof page === 'string' ? elements(page) : page).some(
    ({ tag, attrs }) =>
      tag === 'meta' &&
      (attrs.name ?? '').toLowerCase() === 'robots' &&
      /\bnoindex\b/i.test(attrs.content ?? ''),
  );
}

/** A CSP source expression for this exact text: 'sha256-…'. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** Every external script a modern browser runs for a page, as its markup names them. */
export function scriptSources(html) {
  const found = elements(html).flatMap(({ tag, attrs }) => {
    if (tag !== 'script') return [];
    // A nomodule script is skipped by modern browsers.
    return attrs.src !== undefined && !('nomodule' in attrs) ? [attrs.src] : [];
  });
  return [...new Set(found)];
}

/**
 * Bytes of JavaScript a modern browser loads for a page, gzipped: every script it runs from a
 * file (scriptSources) plus its inline scripts. `sizes` keeps each file's size by its path, for
 * a caller that measures many pages sharing the same chunks.
 */
export function pageJavaScript(dir, html, sizes = new Map()) {
  const sources = scriptSources(html);
  const files = sources.map((src) => {
    const path = new URL(src, 'http://site.invalid/').pathname;
    if (!src.startsWith('/') || src.startsWith('//')) {
      throw new Error(`Script from another origin or a relative path: ${src}`);
    }
    if (!sizes.has(path)) sizes.set(path, gzipSize(readFileSync(join(dir, path))));
    return { src: path, gzip: sizes.get(path) };
  });
  const inline = inlineScripts(html).join('\n');
  const external = files.reduce((sum, file) => sum + file.gzip, 0);
  const inlineGzip = inline ? gzipSize(inline) : 0;
  return { files, external, inline: inlineGzip, total: external + inlineGzip };
}

/**
 * pageJavaScript for every exported page, keyed by route. The pages share most of their chunks,
 * so each file is compressed once: compressing every page's scripts took 40 s for 290 pages.
 */
export function siteJavaScript(dir = 'out') {
  const sizes = new Map();
  return exportedPages(dir).map(({ file, route }) => ({
    route,
    ...pageJavaScript(dir, readFileSync(join(dir, file), 'utf8'), sizes),
  }));
}

export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// Navigation payloads: scripts/remove-navigation-payloads.mjs removes them after the export.

/** A segment's prefetch data: `__next._tree.txt`, `__next.$d$lang.txt`, `__next._full.txt`, … */
const SEGMENT_FILE = /^__next\..+\.txt$/;

/**
 * The opening of a payload as React writes it: rows of `id:` then the row's data, such as
 * `0:{"b":…` or `:HL["/_next/static/…`. No text file the site publishes (robots.txt) opens so.
 */
const PAYLOAD_START = /^[0-9a-f]*:(?:["[{$]|[A-Z]+\[)/;

/**
 * The payload files of an export in `dir`, outside `_next/`: each page's `{name}.txt` beside
 * its `{name}.html`, and every segment file. Also the directories left holding nothing else.
 */
export function navigationPayloads(dir) {
  const files = [];
  const emptied = [];
  /** Walks one directory; true when everything in it is a payload (it can go). */
  const walk = (at) => {
    const entries = readdirSync(at, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    let kept = 0;
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if ((at === dir && entry.name === '_next') || !walk(path)) kept++;
        else emptied.push(path);
      } else if (
        SEGMENT_FILE.test(entry.name) ||
        (entry.name.endsWith('.txt') && names.has(`${entry.name.slice(0, -4)}.html`))
      ) {
        files.push(path);
      } else kept++;
    }
    return kept === 0;
  };
  walk(dir);
  return { files, emptied };
}

/** Text files left in `dir` (outside `_next/`) that open as a payload does. */
export function strayPayloads(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(txt|rsc)$/.test(file))
    .filter((file) => !file.split(sep).some((part) => part.startsWith('_next')))
    .map((file) => join(dir, file))
    .filter((path) => PAYLOAD_START.test(readFileSync(path, 'utf8').slice(0, 200)));
}
