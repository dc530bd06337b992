/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import postcssImport from 'postcss-import';
import tailwindcss from 'tailwindcss';

/** Which config built a stylesheet: the name tailwind.config.ts's stylesheetName writes. */
const builtWith = (css: string) =>
  [...css.matchAll(/--miadi-stylesheet:\s*(\w+)/g)].map((m) => m[1]);

describe('the two stylesheets', () => {
  it('are each built with their own config, whichever a worker builds first', async () => {
    // One plugin instance for both files, as a PostCSS worker of the build holds one. Tailwind 3
    // keeps the last `@config` it met as its default: a stylesheet that names none was built
    // with the widget's config after app/widget.css (issue 49), so each names its own.
    const processor = postcss([postcssImport(), tailwindcss()]);
    const build = async (file: string) => {
      const from = path.join(process.cwd(), 'app', file);
      return (await processor.process(readFileSync(from, 'utf8'), { from })).css;
    };
    const widget = await build('widget.css');
    const site = await build('site.css');
    expect(builtWith(widget)).toEqual(['widget']);
    expect(builtWith(site)).toEqual(['site']);
    expect(site.length).toBeGreaterThan(widget.length * 1.5);
  }, 60_000);
});
