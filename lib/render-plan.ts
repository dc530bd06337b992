import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm run build` tells `next build` before it runs (scripts/listing-pages.mjs writes it,
 * next.config.ts and lib/catalogue.ts read it): the build's id, and, when the last build's
 * pages of the other listings are still current, the listings whose pages to render.
 */
export type RenderPlan = {
  /** Derived from everything a listing's page is made of except the listing itself. */
  buildId?: string;
  /** Ids of the listings to render; all of them when absent. */
  listings?: string[];
};

/** Where the plan is written. */
export const RENDER_PLAN = '.catalogue/render.json';

/** The plan of the production build under way; none in `next dev` or in tests. */
export function renderPlan(): RenderPlan {
  const file = path.join(process.cwd(), RENDER_PLAN);
  if (process.env.NODE_ENV !== 'production' || !existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RenderPlan;
}
