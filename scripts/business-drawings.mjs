#!/usr/bin/env node
/**
 * The drawings on businesses' cards: each category's drawing (public/images/businesses/
 * {category}.svg, drawn by hand) and its variants, {category}-2.svg to -{VARIANTS}.svg, in
 * other colours and facing the other way, so that the businesses of a category in one area
 * each show their own (listingImage in lib/catalogue.ts gives them out by position; the
 * catalogue's `categories[].images` lists them). Run it after changing a drawing:
 *
 *   node scripts/business-drawings.mjs
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DIR = fileURLToPath(new URL('../public/images/businesses/', import.meta.url));

/** Drawings a category has: more than the most businesses of one category in one area. */
export const VARIANTS = 20;

/** Turns of the colour wheel, in degrees, each far from the one before. */
const HUES = [0, 150, 40, 200, 300, 100, 250, 20, 170, 330];

/** Skin and hair: kept as drawn, whatever the palette. */
const KEEP = new Set(['#5b3a29', '#a86b4a', '#7a4a33', '#3d2618', '#643c29', '#321f13', '#1c1917']);

function hexToHsl(hex) {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) / 6
      : max === g
        ? ((b - r) / d + 2) / 6
        : ((r - g) / d + 4) / 6;
  return [h * 360, s, l];
}

function hslToHex([h, s, l]) {
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * A colour turned `degrees` round the wheel, a little softer; greys, white, black and skin stay
 * as they are.
 */
export function turned(hex, degrees) {
  const colour = hex.toLowerCase();
  if (!degrees || KEEP.has(colour)) return colour;
  const [h, s, l] = hexToHsl(colour);
  if (s < 0.25) return colour;
  // Turned, a colour keeps its lightness but not its full strength: no neon greens.
  return hslToHex([(h + degrees) % 360, Math.min(s, 0.62), l]);
}

/** Variant `n` (1 is the drawing as drawn): its colours, and which way it faces. */
export function variantOf(n) {
  const i = n - 1;
  return { hue: HUES[i % HUES.length], mirrored: (i + Math.floor(i / HUES.length)) % 2 === 1 };
}

/** The drawing `svg` as variant `n`. */
export function variant(svg, n) {
  const { hue, mirrored } = variantOf(n);
  const coloured = svg.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (hex) => turned(hex, hue));
  if (!mirrored) return coloured;
  const open = coloured.indexOf('>') + 1;
  const close = coloured.lastIndexOf('</svg>');
  return `${coloured.slice(0, open)}<g transform="matrix(-1 0 0 1 400 0)">${coloured.slice(open, close)}</g></svg>`;
}

/** The file of variant `n` of `category`'s drawing. */
export const drawingFile = (category, n) => (n === 1 ? `${category}.svg` : `${category}-${n}.svg`);

function main() {
  const drawn = readdirSync(DIR).filter((name) => /^[a-z-]+\.svg$/.test(name));
  for (const name of drawn) {
    const category = name.slice(0, -'.svg'.length);
    const svg = readFileSync(join(DIR, name), 'utf8').trim();
    for (let n = 2; n <= VARIANTS; n += 1)
      writeFileSync(join(DIR, drawingFile(category, n)), `${variant(svg, n)}\n`);
  }
  console.log(`Drawings: ${drawn.length} categories, ${VARIANTS} each, in ${DIR}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
