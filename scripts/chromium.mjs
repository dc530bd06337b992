// Which Chromium the browser tests and the benchmark drive: Playwright's own where
// `npx playwright install chromium` put it, otherwise a system Chromium (CHROME_PATH, then
// /usr/bin/chromium). One choice, so the benchmark measures the browser the tests use.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** The executable, and whether it is Playwright's bundled build. Throws when there is none. */
export function chromiumExecutable() {
  const bundled = bundledPath();
  if (!process.env.CHROME_PATH && bundled && existsSync(bundled)) {
    return { path: bundled, bundled: true };
  }
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => Boolean(path && existsSync(path)),
  );
  if (!system) {
    throw new Error(
      'No Chromium found for the browser tests: run "npx playwright install chromium", or install Chromium (Debian: apt-get install chromium) and set CHROME_PATH to it.',
    );
  }
  return { path: system, bundled: false };
}

/** Flags for a system Chromium run headless by a script or test. */
export function chromiumFlags() {
  return [
    // Root cannot use Chromium's sandbox; containers and CI commonly run as root.
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
}

function bundledPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
