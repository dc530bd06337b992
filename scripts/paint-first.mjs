// Post-export step: every page paints before any of its scripts runs.
//
// Next writes each page's chunks as <script async> in the head. Where they arrive quickly (a
// fast connection, a warm cache) the browser runs them, and React hydrates the whole page,
// before it paints anything: the visitor waits for script to see HTML that was ready. The
// pages need no script to be read or navigated (menus and disclosures are HTML), so this step
// takes the chunks out of the markup and names them to one small inline script, which adds
// them once the browser reports its first contentful paint. React finds the scripts it renders
// already in the document and does not add them twice. `next dev` is untouched.
//
// The chunks are not preloaded: a preloaded chunk can run within a millisecond of being added,
// before the paint that let it in has reached the screen. What it costs: on a slow connection
// the chunks start downloading once the page is painted, so islands wake that much later;
// their controls say so until then (components/islands/use-hydrated.ts).
//
// Runs before scripts/headers.mjs, which allows the inline script by its hash in each page's
// Content-Security-Policy (the same script, so the same hash, on every page).
//
//   node scripts/paint-first.mjs [--dir out]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOADER_ATTRIBUTE, elements, htmlFiles, isScriptElement } from './site-pages.mjs';

/**
 * Adds the scripts its attribute lists, in order, once the first contentful paint is reported,
 * or at once in a browser that cannot report paints. A tab opened in the background paints,
 * and so wakes, when it is first shown. Written short: every page carries it.
 */
export const LOADER = `(()=>{let d,l=JSON.parse(document.currentScript.dataset.runAfterPaint),r=()=>{if(!d){d=1;for(let u of l){let s=document.createElement("script");s.src=u;s.async=!0;document.head.append(s)}}};self.PerformanceObserver?.supportedEntryTypes?.includes("paint")?new PerformanceObserver(e=>{e.getEntriesByName("first-contentful-paint")[0]&&r()}).observe({type:"paint",buffered:!0}):r()})()`;

const escapeAttribute = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The page with its chunk scripts and script preloads cut out and handed to the loader. A page
 * without chunks, or one already done, comes back unchanged.
 */
export function paintFirst(html) {
  const all = elements(html);
  if (all.some(({ attrs }) => LOADER_ATTRIBUTE in attrs)) return html;
  const cuts = all.filter(isScriptElement).filter(({ attrs }) => !('nomodule' in attrs));
  const chunks = cuts.filter(({ tag, attrs }) => tag === 'script' && attrs.src !== undefined);
  if (!chunks.length) return html;
  const sources = [...new Set(chunks.map(({ attrs }) => attrs.src))];
  let result = html;
  // Inline scripts (the page data) stay where they are: they run in place and fetch nothing.
  const external = cuts.filter(({ tag, attrs }) => tag === 'link' || attrs.src !== undefined);
  // From the end, so earlier offsets stay valid.
  for (const { start, end } of external.reverse())
    result = result.slice(0, start) + result.slice(end);
  const closeBody = result.lastIndexOf('</body>');
  if (closeBody < 0) throw new Error('A page without </body>: nowhere to put the script loader');
  const loader = `<script ${LOADER_ATTRIBUTE}="${escapeAttribute(JSON.stringify(sources))}">${LOADER}</script>`;
  return `${result.slice(0, closeBody)}${loader}${result.slice(closeBody)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
  const files = htmlFiles(dir);
  for (const file of files) {
    const path = join(dir, file);
    writeFileSync(path, paintFirst(readFileSync(path, 'utf8')));
  }
  console.log(`Paint first: ${files.length} pages add their scripts after their first paint.`);
}
