import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';
import plugin from 'tailwindcss/plugin';
import {
  DARK_SURFACE,
  rgbChannels,
  surfaceVariable,
  THEME_KEYS,
  type SurfaceKind,
} from './lib/dark-surface';
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

type Palette = Record<string, string | Record<string, string> | undefined>;
// Looked up by name: spreading Tailwind's colours would touch its deprecated aliases.
const siteColours: Palette = site.theme.extend.colors;
const defaultColours = colors as unknown as Palette;

/** `#rrggbb` of a palette colour named `white` or `slate-700`. */
function lightColour(name: string): string {
  const [family = '', shade] = name.split('-');
  const entry = siteColours[family] ?? defaultColours[family];
  const value = typeof entry === 'string' ? entry : shade ? entry?.[shade] : undefined;
  if (!value || !/^#([0-9a-f]{3}){1,2}$/i.test(value)) {
    throw new Error(`lib/dark-surface.ts names ${name}, which is no colour of the site's theme`);
  }
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

/**
 * The dark surface (lib/dark-surface.ts): each listed class reads its custom property, with
 * the light colour as the fallback, so without `data-surface="dark"` nothing changes.
 */
const surfaceColours = Object.fromEntries(
  (Object.keys(DARK_SURFACE) as SurfaceKind[]).map((kind) => {
    const byFamily: Record<string, string | Record<string, string>> = {};
    for (const name of Object.keys(DARK_SURFACE[kind])) {
      const [family = '', shade] = name.split('-');
      const value = `rgb(var(${surfaceVariable(kind, name)}, ${rgbChannels(lightColour(name))}) / <alpha-value>)`;
      if (shade) byFamily[family] = { ...(byFamily[family] as object), [shade]: value };
      else byFamily[family] = value;
    }
    return [THEME_KEYS[kind], byFamily];
  }),
);

/** The dark values, on the frame's root once its address asks for them (app/[lang]/(embed)/layout.tsx). */
const darkSurface = plugin(({ addBase }) => {
  const properties: Record<string, string> = { colorScheme: 'dark' };
  for (const [kind, entries] of Object.entries(DARK_SURFACE)) {
    for (const [name, hex] of Object.entries(entries)) {
      properties[surfaceVariable(kind as SurfaceKind, name)] = rgbChannels(hex);
    }
  }
  addBase({ ":root[data-surface='dark']": properties });
});

export default {
  ...site,
  theme: { ...site.theme, extend: { ...site.theme.extend, ...surfaceColours } },
  content: sourcesReachedFrom(entries).map((file) => literal(join(projectRoot, file))),
  // Not the site's plugins: the widget's stylesheet names itself (the site check reads it).
  plugins: [stylesheetName('widget'), darkSurface],
} satisfies Config;
