// The INP mode of npm run bench (scripts/bench.mjs): how fast the booking request answers a
// visitor's presses on a slow phone (issue 50's target: each interaction under 100 ms).
//
// On the listing page's form (/services/glow-nail-bar#book) and the widget (/embed/glow-nail-bar),
// with the CPU 4× slower on a 390×844 screen (scripts/real-load.mjs's profile; the network is
// not throttled, since the page is loaded and ready before the first press), a visitor chooses
// a service, a day, a time and a team member, types a name and a number, and sends. Each choice
// is made with the keyboard on the focused <select> (ArrowDown: a trusted key press, which the
// browser's Event Timing measures; a script setting the value would not be measured). The
// send, with no form endpoint, opens WhatsApp in a new tab: wa.me is answered locally.
//
// Measured: each press's duration from the Event Timing API (PerformanceObserver 'event', the
// longest entry of its interactionId: from the input to the next paint), and INP for the
// visit, its worst press (a visit has fewer than 50). Median and range over the visits.
import { summary } from './bench-stats.mjs';
import { CONDITIONS } from './real-load.mjs';

export const INP_TARGET_MS = 100;

const FORMS = [
  { label: 'listing form', path: '/services/glow-nail-bar', form: '#book form' },
  { label: 'widget', path: '/embed/glow-nail-bar', form: 'form' },
];

/** Runs in the page before its scripts: keeps each interaction's longest event duration. */
function interactionProbe() {
  window.__inp = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__inp.get(entry.interactionId) ?? 0;
      window.__inp.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The interactions recorded so far, in order, as durations in ms. */
const durations = (page) => page.evaluate(() => [...window.__inp.values()]);

async function visit(browser, origin, { path, form: selector }) {
  const context = await browser.newContext({
    viewport: CONDITIONS.viewport,
    deviceScaleFactor: CONDITIONS.deviceScaleFactor,
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
  );
  const page = await context.newPage();
  try {
    await page.addInitScript(interactionProbe);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const form = page.locator(selector).first();
    const send = form.locator('button[type="submit"]');
    await send.and(page.locator(':not([data-pending-script])')).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });

    const steps = [];
    /** One press, then time for its paint to be observed; its duration is the newest entry. */
    async function step(name, act) {
      const before = (await durations(page)).length;
      await act();
      await page.waitForTimeout(400);
      const after = await durations(page);
      steps.push({ name, ms: Math.max(0, ...after.slice(before)) });
    }
    // A visitor presses a field she can see: focusing one below the fold scrolls the page to
    // it, smoothly (the site's scroll-behavior), and the press waits until that has stopped.
    const choose = (label) => async () => {
      await form.getByLabel(label, { exact: false }).first().focus();
      await page.waitForFunction(
        () => {
          const still = window.scrollY === window.__lastScrollY;
          window.__lastScrollY = window.scrollY;
          return still;
        },
        null,
        { polling: 100 },
      );
      await page.keyboard.press('ArrowDown');
    };
    await step('service', choose('Service'));
    await step('day', choose('Day'));
    await step('time', choose('Time'));
    if (await form.getByLabel('Team member').count()) {
      await step('team member', choose('Team member'));
    }
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wanjiru Kamau');
    await form.getByLabel('Mobile number').fill('0712 345 678');
    await step('send', async () => {
      const tab = context.waitForEvent('page');
      await send.click();
      await (await tab).close();
    });
    // The worst of the measured presses (typing the name and number is not one of them).
    return { steps, inp: Math.max(...steps.map((s) => s.ms)) };
  } finally {
    await context.close();
  }
}

export async function inpMode({ browser, origin, visits }) {
  const result = { target: INP_TARGET_MS, cpuSlowdown: CONDITIONS.cpuSlowdown, forms: [] };
  for (const target of FORMS) {
    const samples = [];
    for (let index = 0; index < visits; index++) {
      process.stdout.write(`\rINP: ${target.label}, visit ${index + 1}/${visits}`.padEnd(60));
      samples.push(await visit(browser, origin, target));
    }
    const names = samples[0].steps.map((s) => s.name);
    const steps = Object.fromEntries(
      names.map((name) => [
        name,
        summary(samples.map((s) => s.steps.find((x) => x.name === name)?.ms ?? 0)),
      ]),
    );
    result.forms.push({ ...target, inp: summary(samples.map((s) => s.inp)), steps, samples });
  }
  process.stdout.write('\n');
  console.log(
    `INP at ${CONDITIONS.cpuSlowdown}× CPU, ${CONDITIONS.viewport.width}×${CONDITIONS.viewport.height}, ${visits} visits (target < ${INP_TARGET_MS} ms):`,
  );
  for (const form of result.forms) {
    const row = Object.entries(form.steps)
      .map(([name, s]) => `${name} ${Math.round(s.median)}`)
      .join(', ');
    console.log(
      `  ${form.label} (${form.path}): INP ${Math.round(form.inp.median)} ms (${Math.round(form.inp.min)}–${Math.round(form.inp.max)}); ${row} ms`,
    );
  }
  return result;
}
