import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { cspHash, navigationPayloads, strayPayloads } from '../../scripts/site-pages.mjs';
import { allHtml, exportedHtml, pages, type ExportedHtml } from './exported';

// Reads the real export in out/ (every HTML file, so pages added later are covered): each page
// carries its own Content-Security-Policy, and _headers stays within what the hosts accept.
// Desktop only, in one worker.
test.describe.configure({ mode: 'default' });

/** The sources a directive of the policy allows. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

/** Elements that load or run something, which the policy must come before. */
function isLoader({ tag, attrs }: { tag: string; attrs: Record<string, string> }) {
  const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  const loads = ['stylesheet', 'preload', 'modulepreload'].some((kind) => rel.includes(kind));
  return tag === 'script' || tag === 'style' || (tag === 'link' && loads);
}

for (const page of allHtml()) {
  test(`${page.file} carries its own policy, before anything loads`, () => {
    const all = page.elements;
    const metas = all.filter(
      (e) => e.tag === 'meta' && e.attrs['http-equiv']?.toLowerCase() === 'content-security-policy',
    );
    expect(metas, 'one policy <meta>').toHaveLength(1);
    const meta = metas[0]!;
    const at = all.indexOf(meta);
    expect('charset' in (all[at - 1]?.attrs ?? {}), 'right after <meta charset>').toBe(true);
    const firstLoader = all.findIndex(isLoader);
    expect(firstLoader === -1 || firstLoader > at, 'before any script, style or preload').toBe(
      true,
    );

    const policy = meta.attrs.content ?? '';
    const scripts = sources(policy, 'script-src');
    expect(scripts).toContain("'self'");
    expect(policy).not.toContain("'unsafe-inline'");
    const inline = all.filter(
      (e) =>
        e.tag === 'script' && e.attrs.src === undefined && e.attrs.type !== 'application/ld+json',
    );
    for (const script of inline)
      expect(scripts, script.text.slice(0, 80)).toContain(cspHash(script.text));
    const styles = sources(policy, 'style-src');
    for (const style of all.flatMap((e) => e.attrs.style ?? [])) {
      expect(styles, `style="${style}"`).toContain(cspHash(style));
    }
  });
}

// The site never navigates client-side (eslint.config.mjs), so the payloads Next writes for it
// are removed after the export; site-quality.spec.ts sees no page ask for one.
test('out/ holds no navigation payloads, under the names Next gives them or any other', () => {
  expect(navigationPayloads('out').files).toEqual([]);
  expect(strayPayloads('out')).toEqual([]);
});

test('_headers fits every host: at most 100 rules, no line over 2,000 characters', () => {
  const lines = readFileSync(join('out', '_headers'), 'utf8').split('\n');
  const rules = lines.filter((line) => line.startsWith('/'));
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(100);
  const longest = Math.max(...lines.map((line) => line.length));
  expect(longest).toBeLessThanOrEqual(2000);
  // No page-specific rule: the policies of pages are in the pages.
  expect(lines.join('\n')).not.toContain('script-src');
});

/** The stylesheets a page links or preloads, as files of out/. */
function stylesheetsOf(page: ExportedHtml): string[] {
  return page.elements
    .filter(({ tag, attrs }) => {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      return (
        tag === 'link' &&
        (rel.includes('stylesheet') || (rel.includes('preload') && attrs.as === 'style'))
      );
    })
    .map(({ attrs }) => (attrs.href ?? '').replace(/^\//, ''));
}

/** Every class name a rule of these stylesheets selects, unescaped (`md:flex`, `w-1/2`). */
function classesStyledBy(files: string[]): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => void classes.add(node.value));
  });
  for (const file of new Set(files)) {
    postcss.parse(readFileSync(join('out', file), 'utf8')).walkRules((rule) => {
      collect.processSync(rule.selector);
    });
  }
  return classes;
}

// The widget (/embed/…) has its own stylesheet, built with the site's theme from the files it
// imports (tailwind.widget.config.ts): on a phone it blocks the first paint while it shares the
// line with the scripts, so it carries only the widget's classes (docs/performance.md).
test("the widget's pages load their own stylesheet, and it styles every class they use", () => {
  const site = stylesheetsOf(exportedHtml('services.html'));
  const siteClasses = classesStyledBy(site);
  // The site header's menu panel: styled for the site's pages, never used by the widget.
  expect(siteClasses).toContain('nav-menu-panel');
  const widgetPages = pages().filter((page) => /^(\/sw)?\/embed\//.test(page.route));
  expect(widgetPages.length).toBeGreaterThan(1);
  for (const page of widgetPages) {
    const own = classesStyledBy(stylesheetsOf(page));
    expect(own.has('nav-menu-panel'), `${page.file} loads the site's stylesheet`).toBe(false);
    const used = page.elements.flatMap(({ attrs }) => (attrs.class ?? '').split(/\s+/));
    const unstyled = [...new Set(used)].filter((name) => siteClasses.has(name) && !own.has(name));
    expect(unstyled, `classes of ${page.file} its stylesheet lacks`).toEqual([]);
  }
});
