// What the export in out/ contains, read from the files themselves: its pages and routes, the
// scripts and style attributes each page carries, and the JavaScript a browser loads for it.
// One implementation shared by the header step, the benchmark and the tests.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Pages Next writes for "not found": served for unknown paths, not routes of their own. */
const NOT_FOUND_PAGES = new Set(['404.html', '_not-found.html']);

/** The route a file in out/ answers: index.html → /, about.html → /about, a/b.html → /a/b. */
export function routeOf(file) {
  const path = file.split(sep).join('/');
  const route = path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`.replace(/\/$/, '') || '/';
}

/** Every exported page (file relative to dir, and its route), sorted by route; no 404 pages. */
export function exportedPages(dir = 'out') {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No exported site in ${dir}: run "npm run build" first.`);
  }
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !NOT_FOUND_PAGES.has(file))
    .filter((file) => !file.split(sep).some((part) => part.startsWith('_next')));
  return files
    .map((file) => ({ file, route: routeOf(file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The page served for unknown paths. */
export const notFoundPage = { file: '404.html', route: '/404' };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attribute(attributes, name) {
  const match = attributes.match(
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i'),
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The <script> elements of a page: src (external) or the inline text, and whether nomodule. */
export function scripts(html) {
  return [...html.matchAll(SCRIPT)].map(([, attributes = '', text = '']) => ({
    src: attribute(attributes, 'src'),
    nomodule: attribute(attributes, 'nomodule') !== undefined,
    executable: JS_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase()),
    text,
  }));
}

/** Text of the inline scripts the browser runs (JSON-LD and other data blocks are not run). */
export function inlineScripts(html) {
  return scripts(html)
    .filter((script) => script.src === undefined && script.executable)
    .map((script) => script.text);
}

/** Values of every style="" attribute, as the browser sees them (entities decoded). */
export function styleAttributes(html) {
  const values = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    (match) => decodeEntities(match[1] ?? match[2] ?? ''),
  );
  return [...new Set(values)];
}

/** Text of every <style> element. */
export function styleElements(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(
    (match) => match[1] ?? '',
  );
}

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A CSP source expression for this exact text: 'sha256-…'. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Bytes of JavaScript a modern browser loads for a page, gzipped: every <script src> it runs
 * (a nomodule script is skipped by modern browsers) plus its inline scripts.
 */
export function pageJavaScript(dir, html) {
  const sources = [
    ...new Set(
      scripts(html)
        .filter((script) => script.src !== undefined && !script.nomodule)
        .map((script) => script.src),
    ),
  ];
  const files = sources.map((src) => {
    const path = new URL(src, 'http://site.invalid/').pathname;
    if (!src.startsWith('/') || src.startsWith('//')) {
      throw new Error(`Script from another origin or a relative path: ${src}`);
    }
    return { src: path, gzip: gzipSize(readFileSync(join(dir, path))) };
  });
  const inline = inlineScripts(html).join('\n');
  const external = files.reduce((sum, file) => sum + file.gzip, 0);
  const inlineGzip = inline ? gzipSize(inline) : 0;
  return { files, external, inline: inlineGzip, total: external + inlineGzip };
}

/** pageJavaScript for every exported page, keyed by route. */
export function siteJavaScript(dir = 'out') {
  return exportedPages(dir).map(({ file, route }) => ({
    route,
    ...pageJavaScript(dir, readFileSync(join(dir, file), 'utf8')),
  }));
}

export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;
