#!/usr/bin/env node
/**
 * Before `next build`: puts the catalogue export named by CATALOGUE (a path, or a URL fetched
 * once, here) at .catalogue/catalogue.json, with what it came from in .catalogue/source.txt;
 * lib/catalogue.ts reads and checks it while the pages are built. Without CATALOGUE the build
 * uses the embedded content/catalogue/catalogue.json and this removes any earlier copy.
 * Nothing is fetched when the site runs.
 *
 *   CATALOGUE=exports/catalogue.json npm run build
 *   CATALOGUE=https://platform.example/export/catalogue.json npm run build
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const COPY_DIR = '.catalogue';
export const COPY = `${COPY_DIR}/catalogue.json`;
export const SOURCE = `${COPY_DIR}/source.txt`;

const EMBEDDED = fileURLToPath(new URL('../content/catalogue/catalogue.json', import.meta.url));

/**
 * The variables a host's build system sets, as each documents them: a build there publishes
 * the site (docs/deploy.md). Cloudflare Pages: developers.cloudflare.com/pages/configuration/
 * build-configuration/#environment-variables; Netlify: docs.netlify.com/build/configure-builds/
 * environment-variables/#read-only-variables; Vercel: vercel.com/docs/environment-variables/
 * system-environment-variables.
 */
export const HOST_BUILDS = [
  { name: 'Cloudflare Pages', variable: 'CF_PAGES', value: '1' },
  { name: 'Netlify', variable: 'NETLIFY', value: 'true' },
  { name: 'Vercel', variable: 'VERCEL', value: '1' },
];

/** The variable that says a site of sample listings is meant (a demo, a preview). */
export const SAMPLE_SITE = 'MIADI_SAMPLE_SITE';

/**
 * Why a build must stop, or undefined: sample listings (`"synthetic": true`, D40) on a host's
 * build system, unless MIADI_SAMPLE_SITE=1 says a sample site is meant. Elsewhere (`npm start`,
 * CI, a developer's machine) the sample builds as it is.
 */
export function sampleSiteProblem(catalogue, env, used) {
  if (catalogue?.synthetic !== true || env[SAMPLE_SITE] === '1') return undefined;
  const host = HOST_BUILDS.find(({ variable, value }) => env[variable] === value);
  if (!host) return undefined;
  return (
    `CATALOGUE: ${used} is sample data ("synthetic": true): its listings, phone numbers and ` +
    `reviews are made up, and this is a ${host.name} build (${host.variable}=${host.value}), ` +
    "which publishes the site. Set CATALOGUE to the platform's export of real listings, or " +
    `${SAMPLE_SITE}=1 if a sample site is meant (docs/deploy.md).`
  );
}

/** Hosts an http:// (not https) URL may name: this machine only. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What CATALOGUE names: `{ url }` for a URL the build may fetch, `{ path }` for a file, or
 * `{ refused }` with the reason. A URL must be https, or http to this machine only.
 */
export function catalogueSource(value) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { path: value };
  let url;
  try {
    url = new URL(value);
  } catch {
    return { refused: `CATALOGUE=${value} is not a valid URL.` };
  }
  if (url.protocol === 'https:') return { url: url.href };
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return { url: url.href };
  if (url.protocol === 'http:')
    return {
      refused: `CATALOGUE=${value}: a catalogue is fetched over https; http is only for localhost or 127.0.0.1.`,
    };
  return {
    refused: `CATALOGUE=${value}: only https:// (or http://localhost) URLs and file paths are read.`,
  };
}

async function fetchTo(url, file) {
  let response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    throw new Error(
      `Could not fetch the catalogue from ${url}: ${error.cause?.message ?? error.message}`,
    );
  }
  if (!response.ok)
    throw new Error(
      `Could not fetch the catalogue from ${url}: HTTP ${response.status} ${response.statusText}`,
    );
  await writeFile(file, await response.text());
}

export async function main(value = process.env.CATALOGUE, env = process.env) {
  const used = await copyCatalogue(value);
  const file = value ? COPY : EMBEDDED;
  let catalogue;
  try {
    catalogue = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // Not JSON: lib/catalogue.ts stops the build and says so, naming the file.
  }
  const problem = sampleSiteProblem(catalogue, env, value ? `CATALOGUE=${value}` : used);
  if (problem) throw new Error(problem);
  return used;
}

async function copyCatalogue(value) {
  await rm(COPY_DIR, { recursive: true, force: true });
  if (!value) return 'content/catalogue/catalogue.json (embedded)';
  const source = catalogueSource(value);
  if (source.refused) throw new Error(source.refused);
  await mkdir(COPY_DIR, { recursive: true });
  if (source.url) await fetchTo(source.url, COPY);
  else
    await copyFile(source.path, COPY).catch((error) => {
      throw new Error(`Could not read the catalogue CATALOGUE names: ${error.message}`);
    });
  await writeFile(SOURCE, `${value}\n`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (used) => console.log(`Catalogue: ${used}`),
    (error) => {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    },
  );
}
