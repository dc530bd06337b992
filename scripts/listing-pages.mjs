#!/usr/bin/env node
/**
 * A rebuild after a few listings change renders only their pages (issue 26: at 2,750 listings,
 * rendering all 11,000 listing pages again takes five minutes).
 *
 * `next build` renders every page of a static export on every build, and Next has no
 * incremental export. But the pages of a listing (its page and its booking widget, in each
 * language) are made of the listing's own record and of inputs all of them share: the
 * source, the installed packages, the public settings, the catalogue's areas and categories,
 * and the day of the build. When the shared inputs are those of the last build, only the
 * listings that are new or changed need rendering. `npm run build` runs this three times:
 *
 *   plan   before `next build`. Compares the inputs with those of the pages kept from the
 *          last build (.next/cache/listing-pages/) and writes the plan to .catalogue/render.json
 *          (lib/render-plan.ts): the build id, derived from the shared inputs, and, when
 *          they are unchanged, the listings to render. Otherwise every listing is rendered.
 *   reuse  after english-at-root.mjs. Moves the kept pages of every other listing into out/,
 *          and stops the build if any listing lacks one of its pages.
 *   keep   last. Links every listing's pages from out/ into the cache, with their inputs.
 *
 * Reused pages are those the last build rendered, from the same inputs, so they are byte for
 * byte what a full build would write (npm run test:scale checks that). They keep the moment
 * they were rendered: the waitlist's days in their HTML, which the form counts again in the
 * browser, are counted from it. Without git to list the sources, every build is full.
 *   node scripts/listing-pages.mjs plan|reuse|keep
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { COPY, COPY_DIR } from './catalogue.mjs';

const OUT = 'out';
export const CACHE = '.next/cache/listing-pages';
const MANIFEST = join(CACHE, 'manifest.json');
/** lib/render-plan.ts reads it. */
const PLAN = `${COPY_DIR}/render.json`;
/** The inputs `plan` saw, for `keep` to record: the sources may change while the build runs. */
const INPUTS = `${COPY_DIR}/inputs.json`;
const EMBEDDED = 'content/catalogue/catalogue.json';

/**
 * A listing's pages in out/ once English is at the root: its page and its booking widget
 * (app/[lang]/(marketing)/services/[slug], app/[lang]/(embed)/embed/[listing]), in English and
 * Kiswahili. Their generateStaticParams take `renderedListings` (lib/catalogue.ts).
 */
export function listingPages(id) {
  return ['', 'sw/'].flatMap((lang) => [`${lang}services/${id}.html`, `${lang}embed/${id}.html`]);
}

/** The catalogue this build is made from: the export scripts/catalogue.mjs copied, or the embedded one. */
function readCatalogue() {
  const file = process.env.CATALOGUE ? COPY : EMBEDDED;
  return JSON.parse(readFileSync(file, 'utf8'));
}

const sha256 = () => createHash('sha256');

/** One listing's record, as the catalogue has it. */
export function listingHash(listing) {
  return sha256().update(JSON.stringify(listing)).digest('hex');
}

/** The build's day in Nairobi (UTC+3 all year), from SOURCE_DATE_EPOCH as lib/built-at.ts reads it. */
export function buildDay(epoch = process.env.SOURCE_DATE_EPOCH) {
  const ms = epoch ? Number(epoch) * 1000 : Date.now();
  return new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The files git would commit: tracked ones and new ones it does not ignore. */
function sourceFiles() {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      maxBuffer: 256 * 2 ** 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean)
      .sort();
  } catch {
    return undefined;
  }
}

/**
 * A hash of everything a listing's pages are made of except the listing: undefined when the
 * sources cannot be listed. The catalogue file counts without its listings; `env` is the
 * environment the build runs in.
 */
export function sharedInputs(catalogue, { day = buildDay(), env = process.env } = {}) {
  const files = sourceFiles();
  if (!files) return undefined;
  const hash = sha256();
  const add = (name, value) => hash.update(`${name}\0`).update(value).update('\0');
  for (const file of files) {
    // Skips the catalogue, files deleted but still tracked, and submodules (folders).
    if (file === EMBEDDED || !existsSync(file) || !statSync(file).isFile()) continue;
    add(file, readFileSync(file));
  }
  // What npm installed, whatever the lockfile says.
  if (existsSync('node_modules/.package-lock.json'))
    add('installed', readFileSync('node_modules/.package-lock.json'));
  add('node', process.version);
  // The public settings the pages are built with: the environment, .env files included (plan
  // loads them as next build does).
  for (const name of Object.keys(env).sort())
    if (name.startsWith('NEXT_PUBLIC_')) add(`env ${name}`, env[name]);
  add('catalogue', JSON.stringify({ ...catalogue, listings: undefined }));
  add('day', day);
  return hash.digest('hex');
}

/** A build id from the shared inputs, in digits only (Next avoids ids an ad blocker might match). */
const buildIdOf = (shared) => BigInt(`0x${shared.slice(0, 24)}`).toString(10);

/** A JSON file's value; undefined when it is missing or unreadable (a cache cut short, say). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Decides what `next build` renders; returns the line it prints. */
export function plan() {
  rmSync(PLAN, { force: true });
  const catalogue = readCatalogue();
  // The environment as `next build` will have it, .env files loaded.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const shared = sharedInputs(catalogue);
  const listings = Object.fromEntries(catalogue.listings.map((l) => [l.id, listingHash(l)]));
  const kept = readJson(MANIFEST);
  const why = !shared
    ? 'git cannot list the sources'
    : !kept
      ? 'no pages kept from an earlier build'
      : kept.shared !== shared
        ? 'the source, packages, settings, areas, categories or day differ from the last build'
        : undefined;
  let render;
  if (!why) {
    render = catalogue.listings.map((l) => l.id).filter((id) => kept.listings[id] !== listings[id]);
    // Next refuses a route with no pages at all: one listing is rendered again.
    if (!render.length && catalogue.listings.length) render = [catalogue.listings[0].id];
  }
  mkdirSync(dirname(PLAN), { recursive: true });
  writeFileSync(
    PLAN,
    JSON.stringify({ ...(shared ? { buildId: buildIdOf(shared) } : {}), listings: render }),
  );
  writeFileSync(INPUTS, JSON.stringify({ shared, listings }));
  const total = catalogue.listings.length;
  return render
    ? `Listing pages: rendering ${render.length} of ${total} listings, reusing ${total - render.length} from the last build.`
    : `Listing pages: rendering all ${total} listings (${why}).`;
}

/** Puts the kept pages of the listings this build did not render into out/. */
export function reuse() {
  const { listings: rendered } = readJson(PLAN) ?? {};
  rmSync(PLAN, { force: true });
  const catalogue = readCatalogue();
  let moved = 0;
  if (rendered) {
    // From here the cache no longer holds what its manifest lists: the next build renders all.
    rmSync(MANIFEST, { force: true });
    const skip = new Set(rendered);
    const pages = catalogue.listings
      .filter(({ id }) => !skip.has(id))
      .flatMap(({ id }) => listingPages(id).map((page) => ({ id, page })));
    const lost = pages.filter(({ page }) => !existsSync(join(CACHE, page)));
    if (lost.length)
      throw new Error(
        `Listing pages: ${lost.length} kept pages are gone from ${CACHE}, such as ${lost[0].page}. ` +
          'Build again: the next build renders every listing.',
      );
    for (const { id, page } of pages) {
      const to = join(OUT, page);
      if (existsSync(to))
        throw new Error(`Listing pages: ${to} was rendered, but "${id}" was to be reused.`);
      mkdirSync(dirname(to), { recursive: true });
      renameSync(join(CACHE, page), to);
      moved++;
    }
  }
  const missing = catalogue.listings
    .flatMap(({ id }) => listingPages(id))
    .filter((page) => !existsSync(join(OUT, page)));
  if (missing.length)
    throw new Error(
      `Listing pages: ${missing.length} pages are missing from ${OUT}/, such as ${missing.slice(0, 3).join(', ')}. ` +
        'Has a listing route moved? listingPages() in scripts/listing-pages.mjs names them.',
    );
  return `Listing pages: ${moved} reused from the last build.`;
}

/**
 * Keeps every listing's pages, as out/ has them now, for the next build. They are hard links:
 * a page of out/ edited in place afterwards (by hand, say) is edited in the cache too, and
 * the next build reuses it as it is then.
 */
export function keep() {
  const inputs = readJson(INPUTS);
  rmSync(CACHE, { recursive: true, force: true });
  if (!inputs?.shared) return 'Listing pages: not kept (git cannot list the sources).';
  for (const id of Object.keys(inputs.listings)) {
    for (const page of listingPages(id)) {
      const to = join(CACHE, page);
      mkdirSync(dirname(to), { recursive: true });
      try {
        linkSync(join(OUT, page), to);
      } catch (error) {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        copyFileSync(join(OUT, page), to);
      }
    }
  }
  // Written last: a manifest promises every page it lists.
  writeFileSync(MANIFEST, JSON.stringify(inputs));
  rmSync(INPUTS, { force: true });
  return `Listing pages: kept ${Object.keys(inputs.listings).length} listings' pages for the next build.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const steps = { plan, reuse, keep };
  const step = steps[process.argv[2]];
  if (!step) {
    console.error('Usage: node scripts/listing-pages.mjs plan|reuse|keep');
    process.exit(2);
  }
  try {
    console.log(step());
  } catch (error) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
