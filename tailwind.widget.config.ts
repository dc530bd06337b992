import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from 'tailwindcss';
import { projectRoot, sourcesReachedFrom } from './scripts/source-graph.mjs';
import site, { stylesheetName } from './tailwind.config';

/**
 * The booking widget's Tailwind (app/widget.css, D27): the site's theme, scanning only the
 * files the widget's pages import. The widget is a page another site frames, on a phone's
 * connection, where its stylesheet blocks the first paint while it shares the line with the
 * scripts: with the classes of its own components it is half the site's (docs/performance.md,
 * "How pages load").
 */
const widgetRoutes = 'app/[lang]/(embed)';
const entries = [
  'app/[lang]/layout.tsx',
  ...readdirSync(join(projectRoot, widgetRoutes), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${widgetRoutes}/${file}`),
];

/**
 * Tailwind reads content paths as globs, so the brackets of `[lang]` and `(embed)` are put in
 * bracket expressions, where they stand for themselves: `[[]lang[]]`. (A backslash does not
 * do: Tailwind turns it into a slash, for Windows.)
 */
const literal = (path: string) => path.replace(/[()[\]{}]/g, '[$&]');

export default {
  ...site,
  content: sourcesReachedFrom(entries).map((file) => literal(join(projectRoot, file))),
  plugins: [stylesheetName('widget')],
} satisfies Config;
