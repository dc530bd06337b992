import { availableParallelism } from 'node:os';
import { loadEnvConfig } from '@next/env';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a form endpoint cannot go into a production build, or undefined when it can. Forms carry
 * names, phone numbers and emails: over plain http anyone on the way could read them, and
 * browsers block an http request from an https page anyway. Only a local test server may use it.
 */
export function formEndpointProblem(endpoint: string | undefined): string | undefined {
  if (!endpoint) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint, 'https://site.invalid');
  } catch {
    return `NEXT_PUBLIC_FORM_ENDPOINT is not a URL: "${endpoint}".`;
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return `NEXT_PUBLIC_FORM_ENDPOINT is "${endpoint}": a production build sends form data only over https (http is allowed for localhost alone). Use an https:// address.`;
  }
  return undefined;
}

/** For `next dev`: after files (assets, sitemap.xml) and before the [lang] pages are matched. */
async function englishAtRoot() {
  return [
    { source: '/', destination: '/en' },
    { source: '/:path((?!sw(?:/|$)|en(?:/|$)).+)', destination: '/en/:path' },
  ];
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // The same .env files the build reads (loaded once; later calls return the cached result).
    loadEnvConfig(process.cwd());
    const problem = formEndpointProblem(process.env.NEXT_PUBLIC_FORM_ENDPOINT);
    if (problem) throw new Error(problem);
  }
  return {
    // The whole site is static HTML served from a CDN: `next build` writes it to out/. (Not
    // under `next dev`, whose export checks would refuse the rewrite below.)
    ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: 'export' as const }),
    // Export cannot run the image optimiser; artwork in public/ is already sized SVG.
    images: { unoptimized: true },
    poweredByHeader: false,
    reactStrictMode: true,
    // One 404 page for every unknown address: the root layout is app/[lang]/layout.tsx, so
    // there is no layout outside a language for not-found.tsx to sit in.
    experimental: {
      globalNotFound: true,
      // For client-side navigation Next bundles small prefetch responses together, and to
      // choose which it reads each page's data a second time and gzips every segment of it.
      // The site never navigates client-side (eslint.config.mjs), so no visitor uses that
      // work: without it rendering 1,355 pages (300 listings) took 38 s instead of 51.
      // Documented, as an experimental override: next-config-js/prefetchInlining.
      prefetchInlining: false,
      // Pages are rendered by one worker per core (Next's default leaves one core to its main
      // process, which only waits while pages render). At 11,000 pages on this 2-core machine
      // that is the difference between one worker and two. Only the build's speed depends on
      // it: `npm run bench -- --catalogue FILE` shows the day it stops working.
      cpus: availableParallelism(),
    },
    // English pages are built under /en and moved to the root after the export
    // (scripts/english-at-root.mjs). `next dev` serves them at the root the same way.
    ...(phase === PHASE_DEVELOPMENT_SERVER ? { rewrites: englishAtRoot } : {}),
  };
}
