import { chromium, type LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Which Chromium the tests drive: Playwright's own where `npx playwright install chromium`
 * put it, otherwise a system Chromium (CHROME_PATH, then /usr/bin/chromium).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const bundled = safeExecutablePath();
  if (!process.env.CHROME_PATH && bundled && existsSync(bundled)) return {};
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path): path is string => Boolean(path && existsSync(path)),
  );
  if (!system) {
    throw new Error(
      'No Chromium found for the browser tests: run "npx playwright install chromium", or install Chromium (Debian: apt-get install chromium) and set CHROME_PATH to it.',
    );
  }
  return {
    executablePath: system,
    args: [
      // Root cannot use Chromium's sandbox; containers and CI commonly run as root.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

function safeExecutablePath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
