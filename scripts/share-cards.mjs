// What each exported page's share card is: where its PNG goes (the og:image the page names)
// and what it says (the page's og:title). Read from the HTML with a real parser. Drawn by
// share-images.mjs; checked by tests/e2e/share-cards.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elements, exportedPages } from './site-pages.mjs';

/** What a page says about itself in its <head>: og:* properties, by name. */
export function shareTags(html) {
  const tags = new Map();
  // Share tags live in <head>: reading up to its end (a tenth of a listing's page) made
  // reading 5,800 pages for their cards take 7 s instead of 2 minutes. A page whose tags were
  // elsewhere would have none here, and plannedCards fails the build naming it.
  const headEnd = html.search(/<\/head\s*>/i);
  for (const { tag, attrs } of elements(headEnd >= 0 ? html.slice(0, headEnd) : html)) {
    const key = attrs.property ?? attrs.name;
    if (tag === 'meta' && key && attrs.content !== undefined && !tags.has(key)) {
      tags.set(key, attrs.content);
    }
  }
  return tags;
}

/**
 * The page up to the end of its <head>, decoded on its own. The tags read from a page are
 * pieces of the string they were read from, and keep all of it alive: cut from whole pages,
 * 5,800 cards' titles held 1.7 GB.
 */
function pageHead(path) {
  const bytes = readFileSync(path);
  const end = bytes.indexOf('</head>');
  return bytes.toString('utf8', 0, end >= 0 ? end : bytes.length);
}

/** The card's words: the page title without the brand the title template adds. */
export function cardText(tags) {
  const brand = tags.get('og:site_name') ?? '';
  const title = (tags.get('og:title') ?? '')
    .replace(new RegExp(`\\s+\\|\\s+${escapeRegExp(brand)}$`), '')
    .replace(new RegExp(`^${escapeRegExp(brand)}:\\s+`), '');
  return { brand, title, host: new URL(tags.get('og:url') ?? 'https://invalid').host };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The exported pages that are shared as themselves: not a booking widget page (D27), which
 * stands for its listing's page and names that page's address and card.
 */
export function sharingPages(dir) {
  return exportedPages(dir).filter(({ route }) => !/^(\/sw)?\/embed\//.test(route));
}

/** Every exported page's card: where it goes and what it says. Fails on a page without one. */
export function plannedCards(dir) {
  const cards = new Map();
  const problems = [];
  for (const { file, route } of sharingPages(dir)) {
    const tags = shareTags(pageHead(join(dir, file)));
    const image = tags.get('og:image');
    const path = image ? new URL(image).pathname : '';
    const text = cardText(tags);
    if (!path.startsWith('/og/') || !path.endsWith('.png')) {
      problems.push(`${route}: og:image is "${image ?? ''}", not its own /og/….png card`);
    } else if (cards.has(path)) {
      problems.push(`${route}: og:image ${path} is also ${cards.get(path).route}'s`);
    } else if (!text.title) {
      problems.push(`${route}: no og:title to put on its card`);
    } else {
      cards.set(path, { route, path, text });
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Pages without their own share card (give them metadata from pageMetadata() in lib/metadata.ts):\n  ${problems.join('\n  ')}`,
    );
  }
  return [...cards.values()];
}
