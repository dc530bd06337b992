import type { Page } from '@playwright/test';

/** Fake timers that stand still until the test moves them, so exact intervals can be checked. */
export async function pauseClock(page: Page) {
  const start = new Date('2025-06-10T08:00:00');
  await page.clock.install({ time: start });
  // The installed clock already runs: pause it a little ahead, never in its past.
  await page.clock.pauseAt(new Date(start.getTime() + 10_000));
}
