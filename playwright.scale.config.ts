import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { chromiumLaunchOptions } from './tests/browser';

/**
 * The catalogue at scale (issue 26): the same browser tests' server and Chromium, against the
 * export of a generated catalogue of about 300 listings that scripts/scale-test.mjs builds
 * first, and its own checks (tests/scale/).
 */
export default defineConfig({
  ...base,
  // Its own folder: a pattern like `scale/**` would also match every test of a checkout that
  // happens to sit in a folder named "scale".
  testDir: './tests/scale',
  testMatch: '*.spec.ts',
  // A file's tests share one worker: form-endpoint.spec.ts listens on the build's one
  // endpoint port, which a second worker running the same file could not take.
  fullyParallel: false,
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
});
