// The real-load mode of npm run bench (scripts/bench.mjs): pages loaded in Chromium under
// applied throttling, as a visitor on a slow phone and network gets them, not Lighthouse's
// simulation. Each load is a fresh browser context with the cache off; a DevTools session
// throttles the network (1.6 Mbps down, 0.75 Mbps up, 150 ms round trip) and the CPU (4×),
// on a 390×844 phone screen. The page itself reports its paints and its "ready" time.
import { chromium } from '@playwright/test';
import { chromiumExecutable, chromiumFlags } from './chromium.mjs';

export const CONDITIONS = {
  downloadMbps: 1.6,
  uploadMbps: 0.75,
  latencyMs: 150,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
};

/** How long a load may take before it counts as never ready. */
const READY_TIMEOUT_MS = 60_000;
/** After ready (or load), time for a late largest paint (a web font's swap, say) to land. */
const SETTLE_MS = 300;

/**
 * Runs in the page before any of its own scripts (Playwright's addInitScript). It records
 * first and largest contentful paint (PerformanceObserver, buffered) and "ready": the first
 * moment the document has loaded (readyState "complete") and no control waits for its
 * island any more, i.e. none carries data-pending-script (components/islands/use-hydrated.ts).
 * A page without such controls is ready when it has loaded, which is after its last script
 * has run. Times are milliseconds from the start of navigation.
 */
function pageProbe() {
  const probe = { fcp: null, lcp: null, ready: null };
  let resolveReady, resolvePainted;
  Object.defineProperty(window, '__realLoad', { value: probe });
  Object.defineProperty(window, '__realLoadReady', {
    value: new Promise((resolve) => (resolveReady = resolve)),
  });
  // A page without script can fire its load event before its first paint (text waits for
  // its web font), so the paints are waited for in their own right.
  Object.defineProperty(window, '__realLoadPainted', {
    value: new Promise((resolve) => (resolvePainted = resolve)),
  });
  const painted = () => probe.fcp !== null && probe.lcp !== null && resolvePainted();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
    painted();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
    painted();
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const pending = () => document.querySelector('[data-pending-script]') !== null;
  const check = () => {
    if (probe.ready !== null || document.readyState !== 'complete' || pending()) return false;
    probe.ready = performance.now();
    resolveReady();
    return true;
  };
  document.addEventListener('readystatechange', () => {
    if (check() || document.readyState !== 'complete') return;
    // Loaded with controls still waiting: watch for their islands to let them go.
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-pending-script'],
    });
  });
}

export async function launchBrowser() {
  const { path, bundled } = chromiumExecutable();
  const browser = await chromium.launch(
    bundled ? {} : { executablePath: path, args: chromiumFlags() },
  );
  return { browser, executable: path };
}

/**
 * A fresh context on the real-load profile: a phone screen, the cache off, and the network and
 * CPU throttled through a DevTools session (returned, for listening to the network).
 */
export async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: CONDITIONS.viewport,
    deviceScaleFactor: CONDITIONS.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: (CONDITIONS.downloadMbps * 1e6) / 8,
    uploadThroughput: (CONDITIONS.uploadMbps * 1e6) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * One load of url in a fresh context. Waits for its load event and its first and largest
 * paints, with waitForReady for it to be ready too (at most READY_TIMEOUT_MS), then
 * SETTLE_MS more. Resolves with its FCP, LCP and ready times (ms, null when never reached)
 * and the bytes of JavaScript transferred (as on the wire: compressed, headers included).
 */
export async function measureLoad(browser, url, { waitForReady }) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    const scriptRequests = new Set();
    let scriptBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scriptRequests.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scriptRequests.has(event.requestId)) scriptBytes += event.encodedDataLength;
    });
    await page.addInitScript(pageProbe);

    const response = await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    if (!response) throw new Error(`No response for ${url}`);
    // Promises the probe settles, rather than polling, which would cost the page CPU.
    let timer;
    let timedOut = false;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve((timedOut = true)), READY_TIMEOUT_MS);
    });
    const settled = page.evaluate(
      (ready) => Promise.all([window.__realLoadPainted, ready && window.__realLoadReady]),
      waitForReady,
    );
    settled.catch(() => {}); // after a timeout, closing the context rejects it
    await Promise.race([settled, timeout]);
    clearTimeout(timer);
    await page.waitForTimeout(SETTLE_MS);
    const probe = await page.evaluate(() => ({ ...window.__realLoad }));
    return {
      status: response.status(),
      fcp: probe.fcp,
      lcp: probe.lcp,
      ready: waitForReady && !timedOut ? probe.ready : null,
      scriptBytes,
    };
  } finally {
    await context.close();
  }
}
