// Post-export step (npm run build runs it right after `next build`): English keeps the
// addresses it always had. Pages are built under app/[lang], so the export writes English to
// out/en/… ; this moves it to the root of out/ (out/en/pricing.html → out/pricing.html,
// out/en.html → out/index.html), beside out/sw/…, with no redirect and no "/en" in any
// address. The pages' own links never say "/en" (lib/i18n.ts).
//   node scripts/english-at-root.mjs [--dir out]
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
const english = join(dir, 'en');

if (!existsSync(english)) {
  throw new Error(`${english} is missing: run \`next build\` first (or it was moved already).`);
}

/** The home page's files: out/en.html becomes out/index.html. */
const moves = readdirSync(dir)
  .filter((name) => /^en\.[a-z]+$/.test(name))
  .map((name) => [join(dir, name), join(dir, `index${name.slice(2)}`)]);
for (const name of readdirSync(english)) moves.push([join(english, name), join(dir, name)]);

const taken = moves.filter(([, to]) => existsSync(to)).map(([, to]) => to);
if (taken.length > 0) {
  throw new Error(`English pages would overwrite files already in ${dir}: ${taken.join(', ')}`);
}
for (const [from, to] of moves) renameSync(from, to);
rmdirSync(english);
console.log(`English at the root: moved ${moves.length} entries from ${english} to ${dir}.`);
