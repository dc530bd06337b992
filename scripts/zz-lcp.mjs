import { chromium } from '@playwright/test';
const [, , base, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of routes) {
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const el = e.element;
          window.__lcp.push({ t: Math.round(e.startTime), size: e.size, tag: el ? el.tagName + (el.id ? '#' + el.id : '') + '.' + String(el.className).slice(0, 40) : '(removed)', text: el ? (el.textContent || '').trim().slice(0, 50) : '', url: e.url });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      window.__fonts = [];
      document.fonts?.addEventListener?.('loadingdone', () => window.__fonts.push(Math.round(performance.now())));
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => ({ lcp: window.__lcp, fonts: window.__fonts, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime) }));
    console.log(route, 'run', i, 'FCP', r.fcp, 'fonts', JSON.stringify(r.fonts));
    for (const e of r.lcp) console.log('   ', e.t, e.size, e.tag, JSON.stringify(e.text), e.url);
    await context.close();
  }
}
await browser.close();
