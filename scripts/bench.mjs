// npm run bench: how fast and light every exported page is, in two modes.
//
// Exports the site when out/ is missing or older than its sources, then:
//
// Lighthouse mode measures every page against two floors:
//   - the bare app: a one-page Next.js app of the same versions, built in .bench/floor;
//   - the stripped twin of each page: a copy of out/ in .bench/stripped with every <script>
//     and script preload cut out, the same page as HTML and CSS alone. The bare app gets its
//     twin too, so the report shows what the framework's own scripts do to LCP.
// All three are served as a CDN would (scripts/serve.mjs: compressed, with _headers), and
// Lighthouse (mobile, default throttling) runs in the Chromium the browser tests use, pass by
// pass over the same routes, taking the median.
//
// Real-load mode (scripts/real-load.mjs) loads one route per template (one per page file
// under app/, and the not-found page) in Chromium under applied throttling: 1.6 Mbps down,
// 0.75 Mbps up, 150 ms round trip, CPU 4× slower, a 390×844 phone screen, a fresh context
// with the cache off for every load. Each route is loaded in three variants, each served by
// scripts/serve.mjs on its own port, alternating load by load:
//   - the page, from out/;
//   - (a) its stripped twin (.bench/stripped), the page with every script removed;
//   - (b) the export with its scripts loaded as Next writes them (.bench/next-way). No
//     post-build step touches scripts today, so (b) is a copy of out/, byte for byte; it is
//     served on its own all the same, so that a step that ever rewrites the scripts is
//     measured against Next's own loading (then (b) must be made from next build's output).
// For each it reports FCP, LCP, "ready" (loaded, and no control left waiting for its island:
// no [data-pending-script], see components/islands/use-hydrated.ts) and the JavaScript
// transferred, as the median and the range (min–max) of the loads, with LCP ÷ (a) and
// ready ÷ (b) against their targets.
//
// Prints a table per mode and writes bench-report.json. Not a test: timings are noisy; the
// JavaScript sizes are exact.
//
// Search mode (scripts/search-load.mjs) types listings' names into /services' search on the
// real-load profile: the time from Enter to the listing's card, and the bytes the first and a
// later search fetch (issue 26's search targets). Run it on an export built from the catalogue
// to measure: `--catalogue FILE` builds one (build mode), `--mode search --no-build` uses it.
//
// INP mode (scripts/inp-load.mjs) makes a booking request with the keyboard on the listing
// page's form and in the widget, CPU 4× slower on a phone screen: the duration of choosing a
// service, a day, a time and a team member, and of sending (target < 100 ms each).
//
// Build mode (scripts/bench-build.mjs) times a build from scratch from a catalogue, with its
// peak memory, pages, and the HTML size of /services, of the largest area page and of the
// largest page of all (D34's build targets).
//
//   node scripts/bench.mjs [--mode all|lighthouse|real] [--runs 3] [--loads 7]
//                          [--only /,/features/*] [--build | --no-build]
//   node scripts/bench.mjs --mode build [--catalogue FILE]
//   node scripts/bench.mjs --mode search [--visits 5] [--no-build]
//   node scripts/bench.mjs --mode inp [--visits 5] [--no-build]
//
//   --mode     which measurements to run (default all: Lighthouse, then real load; build
//              when --catalogue is given)
//   --catalogue  build mode: the catalogue to build from (CATALOGUE=FILE); default embedded
//   --visits   search mode: visitors, each making a first and a later search (default 5)
//   --runs     Lighthouse runs per page (default 3)
//   --loads    real loads per route and variant (default 7; 3 for a quick look)
//   --only     routes to measure, comma-separated; a trailing * takes every route under a
//              prefix. In real-load mode it picks any exported route (/404: the not-found
//              page), not only the template samples
//   --build    export first even if out/ looks fresh; --no-build never exports
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, summary, templateSamples } from './bench-stats.mjs';
import { chromiumExecutable } from './chromium.mjs';
import { CONDITIONS, launchBrowser, measureLoad } from './real-load.mjs';
import { searchMode } from './search-load.mjs';
import { inpMode } from './inp-load.mjs';
import {
  elements,
  exportedPages,
  htmlFiles,
  kilobytes,
  notFoundPage,
  siteJavaScript,
  withoutScripts,
} from './site-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const MODES = ['all', 'lighthouse', 'real', 'build', 'search', 'inp'];
const catalogue = option('catalogue', '');
const mode = option('mode', catalogue ? 'build' : 'all');
if (!MODES.includes(mode)) throw new Error(`--mode ${mode}: expected one of ${MODES.join(', ')}`);
const runs = Number(option('runs', 3));
const loads = Number(option('loads', 7));
const visits = Number(option('visits', 5));
const only = option('only', '');
/** --only /pricing,/features/*: exact routes, or every route under a prefix ending in *. */
const isSelected = (route) =>
  !only ||
  only
    .split(',')
    .some((want) => (want.endsWith('*') ? route.startsWith(want.slice(0, -1)) : route === want));
const FLOOR_DIR = join('.bench', 'floor');
const STRIPPED_DIR = join('.bench', 'stripped');
const FLOOR_STRIPPED_DIR = join('.bench', 'floor-stripped');
const NEXT_WAY_DIR = join('.bench', 'next-way');
const REPORT = 'bench-report.json';

/**
 * The targets, against the floors measured in the same runs: JavaScript (gzip, inline page
 * data included) ≤ 1.15 × the bare app's; LCP ≤ 1.25 × the page's stripped twin; TBT ≤ the
 * bare app's + 50 ms (both are near zero under simulation, where a ratio says nothing; 50 ms
 * is the length beyond which a task counts as blocking); performance score ≥ 95.
 */
const TARGETS = { js: 1.15, lcp: 1.25, tbtMs: 50, performance: 95 };

const require = createRequire(import.meta.url);
const versions = {
  next: require('next/package.json').version,
  react: require('react/package.json').version,
  lighthouse: require('lighthouse/package.json').version,
};

// ---------------------------------------------------------------------------------------------
// The site and the floor

const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.ts',
  'tailwind.config.ts',
  'tailwind.widget.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'scripts/headers.mjs',
  'scripts/security-headers.mjs',
  'scripts/site-pages.mjs',
  'scripts/source-graph.mjs',
];

function newestChange(paths) {
  let newest = 0;
  for (const path of paths.filter((p) => existsSync(p))) {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const entries = readdirSync(path, { recursive: true, encoding: 'utf8' });
      for (const entry of entries) newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

function exportIsStale() {
  const stamp = join('out', '_headers'); // written last, by the post-export step
  if (!existsSync(stamp)) return true;
  return newestChange(SOURCES) > statSync(stamp).mtimeMs;
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

const FLOOR_FILES = {
  'app/layout.tsx': `// The framework floor: the least a Next.js ${versions.next} page can be. Generated by scripts/bench.mjs.
export const metadata = {
  title: 'Framework floor',
  description: 'A bare one-page Next.js app, measured next to the site by npm run bench.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare one-page Next.js app of the same versions as the site.</p>
    </main>
  );
}
`,
  'next.config.mjs': `// Same export settings as the site. Type errors are the site's tests' business, not the floor's.
export default {
  output: 'export',
  images: { unoptimized: true },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
};
`,
};

/** Builds the floor with the repo's own next, so it resolves the same node_modules. */
function buildFloor() {
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    const path = join(FLOOR_DIR, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  run(process.execPath, [require.resolve('next/dist/bin/next'), 'build', FLOOR_DIR]);
}

/** A copy of an export with every script and script preload cut out of every page. */
function buildStripped(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const file of htmlFiles(to)) {
    const path = join(to, file);
    writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
  }
}

/** Starts scripts/serve.mjs on a free port; resolves with its origin and a stop function. */
function serve(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`serve.mjs for ${dir} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const match = String(chunk).match(/http:\/\/localhost:(\d+)/);
      if (match) resolve({ origin: `http://localhost:${match[1]}`, stop: () => child.kill() });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(url, port, categories = CATEGORIES) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // Time savers that score nothing: screenshots, and the back/forward-cache check (which
    // navigates away and back).
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${id}: ${a.id}`),
    );
  const scriptTransfer =
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      ?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? '',
    scriptTransfer,
    failing,
    // Lighthouse's measure of this machine's CPU. Its 4× slowdown is meant for a high-end
    // desktop, 1,500 to 2,000; for a low-end one, 1,000 to 1,500, its throttling docs suggest
    // 2×. The bench keeps Lighthouse's default and prints the range, so a run on a weaker or
    // busier CPU shows as such.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again. */
async function auditWithRetry(url, port, categories, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, categories);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n${error.message}: retrying`);
    }
  }
}

function summarise(samples) {
  const numeric = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'fcp', 'tbt'];
  const summary = Object.fromEntries(
    numeric.map((key) => [key, median(samples.map((s) => s[key]))]),
  );
  // Layout shift must be none in every run, so the worst run counts.
  summary.cls = Math.max(...samples.map((s) => s.cls));
  summary.scriptTransfer = median(samples.map((s) => s.scriptTransfer));
  summary.lcpElement = samples.at(-1)?.lcpElement ?? '';
  summary.failing = [...new Set(samples.flatMap((s) => s.failing))];
  summary.runs = samples.map(({ performance, lcp, cls, tbt }) => ({ performance, lcp, cls, tbt }));
  return summary;
}

// ---------------------------------------------------------------------------------------------
// The report

function misses(row, floor) {
  const missed = [];
  if (row.js > floor.js * TARGETS.js) missed.push('JS');
  if (row.performance < TARGETS.performance) missed.push('perf');
  if (row.lcp > row.twin.lcp * TARGETS.lcp) missed.push('LCP');
  if (row.tbt > floor.tbt + TARGETS.tbtMs) missed.push('TBT');
  if (row.cls >= 0.0005) missed.push('CLS');
  if (row.accessibility < 100) missed.push('a11y');
  if (row.bestPractices < 100) missed.push('BP');
  if (row.seo < 100) missed.push('SEO');
  return missed;
}

const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '–');

/** A Markdown table: the first and last columns left-aligned, the rest right-aligned. */
function markdownTable(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

function lighthouseTable(rows, floor) {
  const head = [
    'route',
    'JS gz KB',
    '÷bare',
    'perf',
    'LCP ms',
    'twin LCP',
    '÷twin',
    'TBT ms',
    'CLS',
    'a11y',
    'BP',
    'SEO',
    'misses',
  ];
  const isFloor = (row) => row === floor;
  const body = [floor, ...rows].map((row) => [
    row.route,
    kilobytes(row.js).toFixed(1),
    isFloor(row) ? '1.00×' : ratio(row.js, floor.js),
    String(row.performance),
    String(Math.round(row.lcp)),
    String(Math.round(row.twin.lcp)),
    ratio(row.lcp, row.twin.lcp),
    String(Math.round(row.tbt)),
    row.cls.toFixed(3),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    isFloor(row) ? '' : misses(row, floor).join(' ') || 'none',
  ]);
  return markdownTable(head, body);
}

// ---------------------------------------------------------------------------------------------

async function lighthouseMode() {
  const started = Date.now();
  console.log('Building the bare app in .bench/floor and the stripped twins in .bench/stripped …');
  buildFloor();
  buildStripped('out', STRIPPED_DIR);
  buildStripped(join(FLOOR_DIR, 'out'), FLOOR_STRIPPED_DIR);

  const siteJs = siteJavaScript('out').filter((page) => isSelected(page.route));
  if (!siteJs.length) throw new Error(`No exported route matches --only ${only}`);
  const [floorJs] = siteJavaScript(join(FLOOR_DIR, 'out'));
  if (!floorJs) throw new Error('The floor exported no page');

  const site = await serve('out');
  const floorServer = await serve(join(FLOOR_DIR, 'out'));
  const strippedServer = await serve(STRIPPED_DIR);
  const floorStrippedServer = await serve(FLOOR_STRIPPED_DIR);
  const { path: chromePath } = chromiumExecutable();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });

  // Each page right after its stripped twin; the twin is scored on performance alone.
  const targets = [
    { key: 'twin floor', url: `${floorStrippedServer.origin}/`, only: ['performance'] },
    { key: 'floor', url: `${floorServer.origin}/` },
    ...siteJs.flatMap((page) => [
      {
        key: `twin ${page.route}`,
        url: `${strippedServer.origin}${page.route}`,
        only: ['performance'],
      },
      { key: page.route, url: `${site.origin}${page.route}` },
    ]),
  ];
  const samples = new Map(targets.map((t) => [t.key, []]));
  try {
    // Pass by pass, the floor first in each: a busy machine slows floors and site alike.
    for (let pass = 1; pass <= runs; pass++) {
      for (const target of targets) {
        process.stdout.write(`\rLighthouse run ${pass}/${runs}: ${target.key.padEnd(50)}`);
        samples.get(target.key).push(await auditWithRetry(target.url, chrome.port, target.only));
      }
    }
    process.stdout.write('\n');
  } finally {
    await chrome.kill();
    for (const server of [site, floorServer, strippedServer, floorStrippedServer]) server.stop();
  }

  const twinOf = (key) => {
    const twin = summarise(samples.get(`twin ${key}`));
    return { performance: twin.performance, lcp: twin.lcp, fcp: twin.fcp, runs: twin.runs };
  };
  const floor = {
    route: 'bare app',
    js: floorJs.total,
    ...summarise(samples.get('floor')),
    twin: twinOf('floor'),
  };
  const rows = siteJs.map((page) => ({
    route: page.route,
    js: page.total,
    jsInline: page.inline,
    jsFiles: page.files,
    ...summarise(samples.get(page.route)),
    twin: twinOf(page.route),
  }));
  for (const row of rows) row.misses = misses(row, floor);

  console.log(`\n${lighthouseTable(rows, floor)}\n`);
  console.log(
    `Targets: JS ≤ ${TARGETS.js} × the bare app's, LCP ≤ ${TARGETS.lcp} × the page's stripped twin (no scripts), TBT ≤ the bare app's + ${TARGETS.tbtMs} ms, performance ≥ ${TARGETS.performance}, CLS 0, accessibility, best practices and SEO 100.`,
  );
  const indexes = [...samples.values()].flat().map((sample) => sample.benchmarkIndex);
  const benchmarkIndex = { min: Math.min(...indexes), max: Math.max(...indexes) };
  console.log(
    `Medians of ${runs} Lighthouse runs (mobile, simulated throttling); CLS is the worst run. ` +
      `This machine's benchmarkIndex: ${Math.round(benchmarkIndex.min)} to ${Math.round(benchmarkIndex.max)}.`,
  );
  const failing = [floor, ...rows].filter((row) => row.failing.length);
  for (const row of failing) console.log(`  ${row.route}: ${row.failing.join(', ')}`);
  const missed = rows.filter((row) => row.misses.length);
  console.log(
    missed.length
      ? `${missed.length} of ${rows.length} routes miss a target.`
      : `All ${rows.length} routes meet every target.`,
  );
  return {
    settings: {
      runs,
      formFactor: 'mobile',
      throttling: 'simulate (Lighthouse default)',
      benchmarkIndex,
    },
    targets: TARGETS,
    floor,
    routes: rows,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

// ---------------------------------------------------------------------------------------------
// Real load

/** The real-load targets: LCP ≤ 1.1 × the stripped page's (a); ready ≤ 1.05 × Next's way (b). */
const REAL_TARGETS = { lcp: 1.1, ready: 1.05 };

/** The variants of each route, in the order of the first load; later loads rotate it. */
const VARIANTS = [
  { key: 'page', dir: 'out', label: 'the page (out/)', waitForReady: true },
  {
    key: 'stripped',
    dir: STRIPPED_DIR,
    label: '(a) every script removed',
    // Its controls wait for ever: only its paints count.
    waitForReady: false,
  },
  {
    key: 'nextWay',
    dir: NEXT_WAY_DIR,
    label: '(b) scripts as Next writes them: a copy of out/, as no post-build step touches scripts',
    waitForReady: true,
  },
];

/** What not-found looks like to a visitor: an address that does not exist. */
const UNKNOWN_ADDRESS = '/bench-no-such-page';

/** Page files under app/, relative to the repo ("app/[lang]/(marketing)/page.tsx"), sorted. */
function appPageFiles() {
  return readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])page\.(tsx|ts|jsx|js|mdx)$/.test(file))
    .map((file) => join('app', file))
    .sort();
}

/**
 * The routes real-load mode measures: with --only, every exported route it selects; otherwise
 * one per template (the first exported route of each page file under app/) and the
 * not-found page. Each with its file in out/ and the address it is loaded from.
 */
function realLoadRoutes() {
  const pages = exportedPages('out');
  const fileOf = new Map(pages.map((page) => [page.route, page.file]));
  const notFound = {
    template: 'not-found',
    route: notFoundPage.route,
    file: notFoundPage.file,
    path: UNKNOWN_ADDRESS,
  };
  if (only) {
    return [
      ...pages.map(({ route, file }) => ({ template: route, route, file, path: route })),
      notFound,
    ].filter((entry) => isSelected(entry.route));
  }
  const samples = templateSamples(
    appPageFiles(),
    pages.map((page) => page.route),
  )
    .map((sample) => ({ ...sample, file: fileOf.get(sample.route), path: sample.route }))
    .sort((a, b) => a.template.localeCompare(b.template));
  return existsSync(join('app', 'not-found.tsx')) ? [...samples, notFound] : samples;
}

/** How many controls of a page wait for their island in its static HTML. */
function waitingControls(file) {
  return elements(readFileSync(join('out', file), 'utf8')).filter(
    (element) => element.attrs['data-pending-script'] !== undefined,
  ).length;
}

function summariseLoads(samples) {
  const values = (key) => samples.map((s) => s[key]).filter((v) => v !== null);
  return {
    fcp: summary(values('fcp')),
    lcp: summary(values('lcp')),
    ready: summary(values('ready')),
    scriptBytes: summary(values('scriptBytes')),
    neverReady: samples.filter((s) => s.ready === null).length,
    statuses: [...new Set(samples.map((s) => s.status))],
    loads: samples,
  };
}

function realMisses(row) {
  const missed = [];
  if (row.ratios.lcp > REAL_TARGETS.lcp || Number.isNaN(row.ratios.lcp)) missed.push('LCP');
  if (row.ratios.ready > REAL_TARGETS.ready || Number.isNaN(row.ratios.ready)) missed.push('ready');
  if (row.page.neverReady) missed.push(`never ready ×${row.page.neverReady}`);
  return missed;
}

function realLoadTable(rows) {
  const ms = (s) => (Number.isNaN(s.median) ? '–' : String(Math.round(s.median)));
  const spread = (s) =>
    Number.isNaN(s.median) ? '–' : `${ms(s)} (${Math.round(s.min)}–${Math.round(s.max)})`;
  const head = [
    'route',
    'waits',
    'JS KB',
    'FCP',
    'FCP (a)',
    'LCP',
    'LCP (a)',
    '÷(a)',
    'ready',
    'ready (b)',
    '÷(b)',
    'misses',
  ];
  const body = rows.map((row) => [
    row.route,
    String(row.waitingControls),
    kilobytes(row.page.scriptBytes.median).toFixed(1),
    ms(row.page.fcp),
    ms(row.stripped.fcp),
    spread(row.page.lcp),
    spread(row.stripped.lcp),
    ratio(row.page.lcp.median, row.stripped.lcp.median),
    spread(row.page.ready),
    spread(row.nextWay.ready),
    ratio(row.page.ready.median, row.nextWay.ready.median),
    row.misses.join(' ') || 'none',
  ]);
  return markdownTable(head, body);
}

/**
 * A load that fails (a navigation that times out on a busy machine, say) is made again, up
 * to twice; the report counts the retries.
 */
async function loadWithRetry(browser, url, variant, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return { load: await measureLoad(browser, url, variant), retries: attempt - 1 };
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`\n${url}: ${String(error.message).split('\n')[0]}: loading it again`);
    }
  }
}

async function realLoadMode() {
  const started = Date.now();
  const routes = realLoadRoutes();
  if (!routes.length) throw new Error(`No exported route matches --only ${only}`);
  console.log('Copying out/ to .bench/stripped (scripts removed) and .bench/next-way …');
  buildStripped('out', STRIPPED_DIR);
  rmSync(NEXT_WAY_DIR, { recursive: true, force: true });
  cpSync('out', NEXT_WAY_DIR, { recursive: true });

  const servers = {};
  const { browser, executable } = await launchBrowser();
  const samples = new Map(routes.map((r) => [r.route, { page: [], stripped: [], nextWay: [] }]));
  const retries = new Map(routes.map((r) => [r.route, { page: 0, stripped: 0, nextWay: 0 }]));
  try {
    for (const variant of VARIANTS) servers[variant.key] = await serve(variant.dir);
    const total = loads * routes.length * VARIANTS.length;
    let done = 0;
    for (let pass = 0; pass < loads; pass++) {
      for (const [index, route] of routes.entries()) {
        // The variants one after another, each first in turn, so none gains from its place.
        const shift = (pass + index) % VARIANTS.length;
        const order = [...VARIANTS.slice(shift), ...VARIANTS.slice(0, shift)];
        for (const variant of order) {
          done += 1;
          process.stdout.write(
            `\rReal load ${done}/${total} (load ${pass + 1}/${loads}): ${`${route.route} ${variant.key}`.padEnd(50)}`,
          );
          const url = `${servers[variant.key].origin}${route.path}`;
          const measured = await loadWithRetry(browser, url, variant);
          samples.get(route.route)[variant.key].push(measured.load);
          retries.get(route.route)[variant.key] += measured.retries;
        }
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) server.stop();
  }

  const rows = routes.map((route) => {
    const measured = samples.get(route.route);
    const row = {
      route: route.route,
      template: route.template,
      address: route.path,
      waitingControls: waitingControls(route.file),
      page: summariseLoads(measured.page),
      stripped: summariseLoads(measured.stripped),
      nextWay: summariseLoads(measured.nextWay),
      retries: retries.get(route.route),
    };
    row.ratios = {
      lcp: row.page.lcp.median / row.stripped.lcp.median,
      ready: row.page.ready.median / row.nextWay.ready.median,
    };
    row.misses = realMisses(row);
    return row;
  });

  console.log(`\n${realLoadTable(rows)}\n`);
  console.log(
    `Real load in Chromium: ${CONDITIONS.downloadMbps} Mbps down, ${CONDITIONS.uploadMbps} Mbps up, ${CONDITIONS.latencyMs} ms RTT, CPU ${CONDITIONS.cpuSlowdown}× slower, ${CONDITIONS.viewport.width}×${CONDITIONS.viewport.height} at ${CONDITIONS.deviceScaleFactor}×, cache off, a fresh context per load; ${loads} loads per variant, alternating. Times in ms from navigation: median (min–max).`,
  );
  console.log(
    'Variants: (a) the page with every script removed; (b) the export with its scripts as Next writes them. (b) is a copy of out/, byte for byte: no post-build step touches scripts today, so the page and (b) should differ by noise alone.',
  );
  console.log(
    `Ready: loaded, and none of the page's "waits" controls (marked data-pending-script in its HTML) still waiting for its island; with none, ready is the load event, after the last script has run. JS KB: JavaScript transferred (compressed, headers included).`,
  );
  console.log(
    `Targets: LCP ≤ ${REAL_TARGETS.lcp} × (a), ready ≤ ${REAL_TARGETS.ready} × (b), on every route (medians).`,
  );
  for (const row of rows) {
    const retried = Object.entries(row.retries).filter(([, count]) => count);
    if (retried.length) {
      console.log(
        `  ${row.route}: loaded again after a failure: ${retried.map(([key, count]) => `${key} ×${count}`).join(', ')}`,
      );
    }
  }
  const missed = rows.filter((row) => row.misses.length);
  console.log(
    missed.length
      ? `${missed.length} of ${rows.length} routes miss a target.`
      : `All ${rows.length} routes meet both targets.`,
  );
  return {
    settings: {
      loads,
      conditions: CONDITIONS,
      variants: Object.fromEntries(VARIANTS.map((v) => [v.key, v.label])),
    },
    targets: REAL_TARGETS,
    chromium: executable,
    routes: rows,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

// ---------------------------------------------------------------------------------------------

/** INP mode (scripts/inp-load.mjs): the booking request's presses, on the listing page and the widget. */
async function inpModeOnExport() {
  const server = await serve('out');
  const { browser } = await launchBrowser();
  try {
    return await inpMode({ browser, origin: server.origin, visits });
  } finally {
    await browser.close();
    server.stop();
  }
}

async function searchModeOnExport() {
  const server = await serve('out');
  const { browser } = await launchBrowser();
  try {
    return await searchMode({ browser, origin: server.origin, dir: 'out', visits });
  } finally {
    await browser.close();
    server.stop();
  }
}

async function main() {
  if (mode === 'build') {
    const { buildMode } = await import('./bench-build.mjs');
    await buildMode({ catalogue: catalogue || undefined });
    return;
  }
  const started = Date.now();
  if (args.includes('--build') || (!args.includes('--no-build') && exportIsStale())) {
    console.log('Exporting the site (npm run build) …');
    run('npm', ['run', 'build']);
  }
  const report = {
    date: new Date().toISOString(),
    versions: { ...versions, node: process.version, chromium: chromiumExecutable().path },
  };
  if (mode === 'search') {
    report.search = await searchModeOnExport();
  } else if (mode === 'inp') {
    report.inp = await inpModeOnExport();
  } else {
    if (mode !== 'real') report.lighthouse = await lighthouseMode();
    if (mode !== 'lighthouse') report.realLoad = await realLoadMode();
  }
  report.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report: ${REPORT} (${report.seconds} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
