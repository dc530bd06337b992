// Post-export step (npm run build runs it after `next build`): draws each page's share card,
// a 1200×630 PNG with the page's title, the brand and the site's artwork, at the address the
// page's og:image names (lib/metadata.ts: /og/…png). The title comes from the exported HTML,
// so every page gets its own card without being listed here. Nothing is downloaded: the font
// is Inter from @fontsource/inter (satori reads .woff, not .woff2), the art is public/.
// Cards whose inputs have not changed are copied from a cache, so a rebuild is quick.
// Which pages get which card is decided in share-cards.mjs.
//   node scripts/share-images.mjs [--dir out] [--no-cache]
import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import satori from 'satori';
import { plannedCards } from './share-cards.mjs';

/** Cards a worker draws before it exits, freeing the pixels resvg holds (see main). */
const CARDS_PER_WORKER = 100;

export const WIDTH = 1200;
export const HEIGHT = 630;

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, '..');
const fontFile = (subset, weight) =>
  join(project, `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
const ASSETS = {
  background: join(project, 'public/images/og.svg'),
  fonts: ['latin', 'latin-ext'].flatMap((subset) =>
    [500, 700].map((weight) => ({ file: fontFile(subset, weight), weight })),
  ),
};

// The brand mark of the header, drawn light for the teal background.
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><rect x="8" y="9" width="16" height="15" rx="2.5" fill="none" stroke="#0f766e" stroke-width="2"/><path d="M8 14h16M12 7v4M20 7v4" stroke="#0f766e" stroke-width="2" stroke-linecap="round"/><path d="m12.5 19 2.5 2.5 4.5-4.5" fill="none" stroke="#f59e0b" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const svgData = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Longer titles get smaller type, so every title fits its column in at most four lines. */
const titleSize = (title) =>
  title.length <= 24 ? 80 : title.length <= 44 ? 68 : title.length <= 70 ? 58 : 48;

const h = (type, style, ...children) => ({ type, props: { style, children } });
const image = (src, style) => ({ type: 'img', props: { src, style } });

/** The card's words and brand mark, on a transparent 1200×630 layer over the artwork. */
function card({ brand, title, host }) {
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      position: 'relative',
      fontFamily: 'Inter',
      color: '#fff',
    },
    h(
      'div',
      {
        position: 'absolute',
        left: 80,
        top: 64,
        bottom: 64,
        width: 580,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700 },
        image(svgData(LOGO), { width: 56, height: 56, marginRight: 18 }),
        brand,
      ),
      h(
        'div',
        {
          display: 'block',
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: '-0.02em',
          lineClamp: 4,
        },
        title,
      ),
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 28, fontWeight: 500, color: '#fde68a' },
        h('div', {
          width: 48,
          height: 6,
          borderRadius: 3,
          backgroundColor: '#fde68a',
          marginRight: 18,
        }),
        host,
      ),
    ),
  );
}

/** What is inside an SVG document's root element. */
function svgContent(svg, source) {
  const start = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  const end = svg.lastIndexOf('</svg>');
  if (start <= 0 || end < start) throw new Error(`${source}: not an SVG document`);
  return svg.slice(start, end);
}

/**
 * One card as PNG bytes: the artwork and satori's layer of words drawn as one SVG. (Given to
 * satori as an <img>, the artwork became an image inside the SVG, which resvg paints six times
 * slower: 43 ms a card instead of 7.)
 */
export async function renderCard(text, assets) {
  const words = await satori(card(text), { width: WIDTH, height: HEIGHT, fonts: assets.fonts });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${assets.background}${svgContent(words, 'satori')}</svg>`;
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

export function loadAssets() {
  return {
    // public/images/og.svg: its root holds only its size; its drawing is in a <g> of its own.
    background: svgContent(readFileSync(ASSETS.background, 'utf8'), ASSETS.background),
    // One array for every card: satori keeps the parsed fonts for the array it is given.
    fonts: ASSETS.fonts.map(({ file, weight }) => ({
      name: 'Inter',
      data: readFileSync(file),
      weight,
      style: 'normal',
    })),
  };
}

/** Hash of everything that shapes a card besides its text: this script, the art, the fonts. */
function designHash() {
  const hash = createHash('sha256');
  for (const file of [
    fileURLToPath(import.meta.url),
    ASSETS.background,
    ...ASSETS.fonts.map((f) => f.file),
  ]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

async function renderAll(jobs) {
  const assets = loadAssets();
  for (const job of jobs) {
    const png = await renderCard(job.text, assets);
    mkdirSync(dirname(job.target), { recursive: true });
    writeFileSync(job.target, png);
    if (job.cached) writeFileSync(job.cached, png);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
  const useCache = !args.includes('--no-cache');
  const started = performance.now();
  const cards = plannedCards(dir);
  const cacheDir = join(project, 'node_modules/.cache/share-images');
  mkdirSync(cacheDir, { recursive: true });
  const design = designHash();
  const jobs = [];
  const used = new Set();
  let reused = 0;
  for (const { path, text } of cards) {
    const target = join(dir, path);
    const key = `${createHash('sha256')
      .update(JSON.stringify([design, text]))
      .digest('hex')}.png`;
    used.add(key);
    const cached = join(cacheDir, key);
    if (useCache) {
      try {
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
        reused += 1;
        continue;
      } catch {
        // not drawn before: draw it below
      }
    }
    jobs.push({ target, text, cached: useCache ? cached : undefined });
  }
  // Cards are independent and each takes a moment of CPU: two or more workers share them.
  // resvg keeps each card's pixels (1200×630 RGBA, 3 MB) outside the JavaScript heap, where the
  // garbage collector does not see them pile up: drawing 5,634 cards, the process grew to 18 GB.
  // So a worker draws one batch and exits; a worker's exit gives its memory back (measured: a
  // worker of 150 cards peaks near 0.5 GB, and three in a row do not add up).
  const workers = Math.min(Math.max(availableParallelism(), 1), 4, Math.ceil(jobs.length / 8));
  if (workers > 1) {
    const batches = [];
    for (let i = 0; i < jobs.length; i += CARDS_PER_WORKER) {
      batches.push(jobs.slice(i, i + CARDS_PER_WORKER));
    }
    const drawBatch = (batch) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: batch });
        worker.once('error', reject);
        worker.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`share card worker exited with ${code}`)),
        );
      });
    // `workers` lanes, each drawing batch after batch until none is left.
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let batch = batches.shift(); batch; batch = batches.shift()) await drawBatch(batch);
      }),
    );
  } else {
    await renderAll(jobs);
  }
  // Keep the cache to the cards this site has now.
  for (const name of readdirSync(cacheDir)) {
    if (!used.has(name)) rmSync(join(cacheDir, name));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Share cards: ${cards.length} pages, ${jobs.length} drawn, ${reused} unchanged (${seconds} s).`,
  );
}

const fail = (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
};

// No top-level await: the tests import this module's helpers.
if (!isMainThread) {
  renderAll(workerData).catch(fail);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch(fail);
}
