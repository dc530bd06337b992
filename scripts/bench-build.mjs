// npm run bench -- --mode build [--catalogue FILE]: what a build costs at a catalogue's size
// (at 2,750 listings: at most 10 minutes and 4 GB from scratch, D34). Called by scripts/bench.mjs; `--catalogue FILE` alone also picks it.
//
// 1. A build from scratch: .next/, out/ and the share-card cache are removed first, then each
//    step of `npm run build` (read from package.json) runs in turn with CATALOGUE=FILE. For
//    each step and for the whole: wall time, and peak memory, the largest sum of the resident
//    memory (RSS) of the step's whole process tree, sampled every 200 ms from /proc (next
//    build runs its pages in worker processes). Shared pages are counted once per process, so
//    the sum errs high.
// 2. The export: its pages, the HTML size of /services and of the largest area page in each
//    language, and the largest HTML page of all (none may pass 300 KB).
//
// Every build renders every page (D34), so there is no rebuild to measure apart.
// FILE is copied to .bench/catalogue.json; FILE itself is not touched.
// Writes bench-build-report.json. Without --catalogue it measures the embedded catalogue.
//   node scripts/bench.mjs --mode build [--catalogue FILE]
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { exportedPages } from './site-pages.mjs';

const REPORT = 'bench-build-report.json';
const COPY = join('.bench', 'catalogue.json');
const SHARE_CARD_CACHE = join('node_modules', '.cache', 'share-images');
const PAGE_SIZE = 4096;

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
export function treeRss(root) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: read the fields after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(name), Number(fields[21]) * PAGE_SIZE);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone between listing and reading
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a shell command, sampling its process tree; resolves with its wall time and peak RSS. */
function measured(command, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('sh', ['-c', command], { stdio: 'inherit', env });
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${command} exited with ${code}`));
      else resolve({ command, seconds, peakBytes: peak });
    });
  });
}

/** The steps of `npm run build`, as package.json has them. */
function buildSteps() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  return scripts.build.split('&&').map((step) => step.trim());
}

async function build(label, env) {
  console.log(`\n${label} …`);
  const steps = [];
  for (const command of buildSteps()) steps.push(await measured(command, env));
  return {
    seconds: steps.reduce((sum, step) => sum + step.seconds, 0),
    peakBytes: Math.max(...steps.map((step) => step.peakBytes)),
    steps,
  };
}

const kb = (bytes) => Math.round(bytes / 1024);
const size = (file) => (existsSync(file) ? statSync(file).size : 0);

/** The export's pages, the HTML of /services and of its largest area page per language, and the largest page. */
function exportFigures() {
  const pages = exportedPages('out');
  const languages = { en: 'out', sw: join('out', 'sw') };
  const html = {};
  for (const [lang, dir] of Object.entries(languages)) {
    const areaDir = join(dir, 'services', 'in');
    const areas = existsSync(areaDir)
      ? readdirSync(areaDir).filter((name) => name.endsWith('.html'))
      : [];
    const largest = areas
      .map((name) => ({ name: name.replace(/\.html$/, ''), bytes: size(join(areaDir, name)) }))
      .sort((a, b) => b.bytes - a.bytes)[0];
    html[lang] = {
      services: size(join(dir, 'services.html')),
      largestArea: largest ? { area: largest.name, bytes: largest.bytes } : undefined,
    };
  }
  const largestPage = pages
    .map((page) => ({ route: page.route, bytes: size(join('out', page.file)) }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a), { route: '', bytes: 0 });
  return { pages: pages.length, html, largestPage };
}

function table(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(['step', 'wall time', 'peak memory']),
    line(['---', '---:', '---:']),
    ...rows.map((row) =>
      line([
        `\`${row.command}\``,
        `${row.seconds.toFixed(1)} s`,
        `${(row.peakBytes / 2 ** 20).toFixed(0)} MB`,
      ]),
    ),
  ].join('\n');
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

export async function buildMode({ catalogue }) {
  const env = { ...process.env };
  if (catalogue) {
    mkdirSync('.bench', { recursive: true });
    copyFileSync(catalogue, COPY);
    env.CATALOGUE = COPY;
  } else delete env.CATALOGUE;
  const listings = JSON.parse(
    readFileSync(catalogue ? COPY : 'content/catalogue/catalogue.json', 'utf8'),
  ).listings.length;

  for (const dir of ['.next', 'out', SHARE_CARD_CACHE])
    rmSync(dir, { recursive: true, force: true });
  const fresh = await build(`Build from scratch (${listings} listings)`, env);
  const figures = exportFigures();

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    catalogue: catalogue ?? 'content/catalogue/catalogue.json (embedded)',
    listings,
    build: fresh,
    ...figures,
  };
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n## Build from scratch: ${listings} listings, ${figures.pages} pages\n`);
  console.log(table(fresh.steps));
  console.log(
    `\nWhole build: ${minutes(fresh.seconds)}, peak memory ${(fresh.peakBytes / 2 ** 20).toFixed(0)} MB.`,
  );
  for (const [lang, html] of Object.entries(figures.html)) {
    const area = html.largestArea
      ? `${html.largestArea.area} ${kb(html.largestArea.bytes)} KB`
      : 'none';
    console.log(`HTML (${lang}): /services ${kb(html.services)} KB; largest area page: ${area}.`);
  }
  console.log(
    `Largest HTML page: ${figures.largestPage.route} ${kb(figures.largestPage.bytes)} KB (of ${figures.pages} pages).`,
  );
  console.log(`\nReport: ${REPORT}`);
  return report;
}
