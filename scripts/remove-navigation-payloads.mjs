// Post-export step (npm run build runs it right after `next build`): removes the files Next
// writes for client-side navigation, which this site never does (eslint.config.mjs forbids
// next/link and the router; every link loads its page). For each page the export writes its
// React Server Components payload beside its HTML (pricing.txt beside pricing.html) and one
// more file per route segment for the router's prefetches (pricing/__next._tree.txt, …):
// most of out/, and none of them a visitor's browser asks for. A page reads its data from
// inline scripts in its own HTML, which stay. Should a future link navigate client-side
// anyway, Next finds no payload and loads the page in full, as a link does.
//
// The default export keeps 804 files of 3,689 (45 MB of 86); at 2,750 listings 28,345 of
// 142,230 (1.5 GB of 2.9), which a host has to take (docs/performance.md).
//   node scripts/remove-navigation-payloads.mjs [--dir out]
import { rmdirSync, statSync, unlinkSync } from 'node:fs';
import { navigationPayloads, strayPayloads } from './site-pages.mjs';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
const { files, emptied } = navigationPayloads(dir);
if (files.length === 0) {
  throw new Error(
    `No navigation payloads in ${dir}: \`next build\` has not run, or its export names them ` +
      'differently now (see navigationPayloads() in scripts/site-pages.mjs).',
  );
}
let bytes = 0;
for (const file of files) {
  bytes += statSync(file).size;
  unlinkSync(file);
}
// The walk lists a directory after the directories in it, so each is empty when it comes.
for (const path of emptied) rmdirSync(path);
const stray = strayPayloads(dir);
if (stray.length > 0) {
  throw new Error(
    `Files in ${dir} read like navigation payloads but are not named as Next named them ` +
      `until now: ${stray.slice(0, 5).join(', ')}. Update navigationPayloads() in ` +
      'scripts/site-pages.mjs.',
  );
}
console.log(
  `Navigation payloads: removed ${files.length} files (${(bytes / 1e6).toFixed(1)} MB) and ` +
    `${emptied.length} folders left empty.`,
);
