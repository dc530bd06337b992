// Post-export step (npm run build runs it before headers.mjs): keeps the sitemap within the
// protocol's limits. A sitemap file may hold at most 50,000 URLs and 50 MB; past 45,000 URLs
// or 45 MB (a margin for growth between builds) out/sitemap.xml, as app/sitemap.ts made it,
// is cut into parts, out/sitemaps/1.xml, 2.xml …, and out/sitemap.xml becomes their sitemap
// index. robots.txt names /sitemap.xml either way, so it points to the index when there is one.
// Below the limits nothing changes. Next's generateSitemaps makes several sitemaps but no
// index, and would move the sitemap away from /sitemap.xml at every size; hence this step.
//   node scripts/sitemap-split.mjs [--dir out]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIMITS = { urls: 45_000, bytes: 45 * 1000 * 1000 };
/** Where the parts go, beside the index: /sitemaps/1.xml … */
export const PARTS_DIR = 'sitemaps';

const HEAD = /^(<\?xml[^>]*\?>\s*<urlset\b[^>]*>\s*)/;
const TAIL = /(\s*<\/urlset>\s*)$/;

/**
 * The sitemap `xml` as it should be published: `undefined` when it is within `limits`, or
 * the index and the parts, each part a whole sitemap (the same <urlset> head, so the
 * xhtml:link alternates keep their namespace). `url` is the sitemap's own address (the
 * parts are at sitemaps/N.xml beside it). Throws on markup it does not recognise.
 */
export function splitSitemap(xml, url, limits = LIMITS) {
  const head = xml.match(HEAD)?.[1];
  const tail = xml.match(TAIL)?.[1];
  if (!head || !tail) throw new Error('sitemap.xml is not a <urlset> as app/sitemap.ts writes it');
  const body = xml.slice(head.length, xml.length - tail.length);
  const entries = body.match(/<url>[\s\S]*?<\/url>\s*/g) ?? [];
  if (entries.join('') !== body) throw new Error('sitemap.xml holds something besides <url>s');
  const size = (text) => Buffer.byteLength(text, 'utf8');
  if (entries.length <= limits.urls && size(xml) <= limits.bytes) return undefined;

  const frame = size(head) + size(tail);
  const parts = [];
  let current = [];
  let bytes = frame;
  for (const entry of entries) {
    if (frame + size(entry) > limits.bytes)
      throw new Error('One <url> is larger than a sitemap may be');
    if (current.length === limits.urls || bytes + size(entry) > limits.bytes) {
      parts.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size(entry);
  }
  if (current.length) parts.push(current);
  const partUrl = (i) => new URL(`${PARTS_DIR}/${i + 1}.xml`, url).href;
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((_, i) => `<sitemap>\n<loc>${partUrl(i)}</loc>\n</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, parts: parts.map((part) => head + part.join('') + tail) };
}

function main() {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
  const file = join(dir, 'sitemap.xml');
  const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
  const xml = readFileSync(file, 'utf8');
  if (/<sitemapindex\b/.test(xml)) {
    console.log(`Sitemap: ${file} is already an index.`);
    return;
  }
  rmSync(join(dir, PARTS_DIR), { recursive: true, force: true });
  // robots.txt names the sitemap; without that line there is nothing to split.
  const url = robots.match(/^Sitemap:\s*(\S+)/m)?.[1];
  const split = url ? splitSitemap(xml, url) : undefined;
  if (!split) {
    const count = (xml.match(/<url>/g) ?? []).length;
    console.log(
      url
        ? `Sitemap: ${count} addresses in one file.`
        : 'Sitemap: not named in robots.txt, left as it is.',
    );
    return;
  }
  mkdirSync(join(dir, PARTS_DIR), { recursive: true });
  split.parts.forEach((part, i) => writeFileSync(join(dir, PARTS_DIR, `${i + 1}.xml`), part));
  writeFileSync(file, split.index);
  console.log(`Sitemap: split into ${split.parts.length} files under the index ${file}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
