import type { LaunchOptions } from '@playwright/test';
import { chromiumExecutable, chromiumFlags } from '../scripts/chromium.mjs';

/**
 * How Playwright launches Chromium: its own build as it is, or a system Chromium (see
 * scripts/chromium.mjs, which the benchmark shares) with the flags a headless run needs.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const { path, bundled } = chromiumExecutable();
  return bundled ? {} : { executablePath: path, args: chromiumFlags() };
}
