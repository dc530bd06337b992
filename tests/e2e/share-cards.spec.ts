import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plannedCards, shareTags, sharingPages } from '../../scripts/share-cards.mjs';
import { shareImagePath } from '@/lib/site-urls';
import { exportedHtml } from './exported';

// Every exported page (read from out/, so pages added later are covered without being listed)
// names its own share card, and that card is a 1200×630 PNG no other page shares. A booking
// widget page (D27) names its listing's page and card instead: sharingPages leaves it out.
// Reads files: desktop only, in one worker.
const PNG_SIGNATURE = '89504e470d0a1a0a';
test.describe.configure({ mode: 'default' });

test('every page has its own 1200×630 PNG share card', () => {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { file, route } of sharingPages('out')) {
    const tags = shareTags(exportedHtml(file).html);
    const image = tags.get('og:image') ?? '';
    const path = shareImagePath(route);
    if (new URL(image || 'x:').pathname !== path) {
      problems.push(`${route}: og:image is "${image}", expected its own ${path}`);
      continue;
    }
    if (tags.get('twitter:image') !== image) problems.push(`${route}: twitter:image differs`);
    const png = join('out', path);
    if (!existsSync(png)) {
      problems.push(`${route}: ${path} is missing`);
      continue;
    }
    const bytes = readFileSync(png);
    if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) problems.push(`${path}: not a PNG`);
    // The IHDR chunk follows the signature: width and height, 4 bytes each, big-endian.
    const size = `${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)}`;
    if (size !== '1200×630') problems.push(`${path}: ${size}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const twin = seen.get(hash);
    if (twin) problems.push(`${route}: same card as ${twin}`);
    seen.set(hash, route);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(seen.size).toBeGreaterThan(10);
});

test('a card says the page’s title, without the brand suffix the title template adds', () => {
  const cards = plannedCards('out');
  const home = cards.find((card) => card.route === '/');
  expect(home?.text).toEqual({
    brand: 'Miadi',
    title: 'Bookings and business tools for service businesses',
    host: expect.any(String),
  });
  const pricing = cards.find((card) => card.route === '/pricing');
  expect(pricing?.text.title).not.toMatch(/Miadi/);
});

test('the build names a page that has no card of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cards-'));
  try {
    const page = (image: string) =>
      `<!DOCTYPE html><html><head><meta property="og:title" content="A page | Miadi"><meta property="og:site_name" content="Miadi"><meta property="og:url" content="https://miadi.co.ke/"><meta property="og:image" content="${image}"></head><body></body></html>`;
    writeFileSync(join(dir, 'index.html'), page('https://miadi.co.ke/og/index.png'));
    writeFileSync(join(dir, 'about.html'), page('https://miadi.co.ke/images/og.png'));
    expect(() => plannedCards(dir)).toThrow(
      '/about: og:image is "https://miadi.co.ke/images/og.png", not its own /og/….png card',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
