import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

const port = Number(process.env.E2E_PORT || 4173);
const launchOptions = chromiumLaunchOptions();

/** End-to-end tests against the exported site in out/, served as a static host serves it. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      // Only what differs at a phone's width (the drawer, a layout, sideways scrolling, the
      // static HTML a slow phone meets): tests tagged @phone. Everything runs on desktop.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: {
    // The post-export steps first: out/_headers and the share cards must match the export under
    // test, even when it was made by a bare `next build` (npm run build runs them too; both are
    // quick and idempotent, and unchanged cards come from a cache).
    command: `node scripts/share-images.mjs && node scripts/headers.mjs && node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    // Redrawing no card and rewriting the headers takes seconds alone, longer beside a build.
    timeout: 90_000,
  },
});
