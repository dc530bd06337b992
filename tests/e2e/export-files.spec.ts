import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, navigationPayloads, strayPayloads } from '../../scripts/site-pages.mjs';
import { allHtml } from './exported';

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
