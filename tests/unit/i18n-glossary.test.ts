import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fixedKeys } from '@/content/i18n/types';
import catalogue from '@/content/catalogue/catalogue.json';
import { glossary } from '@/content/sw/glossary';

/**
 * Every Kiswahili content module except the glossary itself, as one text per module. Values
 * under fixed keys are identifiers, not words (the payment method id "mpesa"), so they are left
 * out. A sentence with blanks is a function, which JSON would drop: its source is read instead,
 * since its words are in it ("Ombi la miadi kwa ${name}").
 */
const fixed = new Set<string>(fixedKeys);
const words = (key: string, value: unknown) =>
  fixed.has(key) ? undefined : typeof value === 'function' ? String(value) : value;
const dir = path.join(__dirname, '../../content/sw');
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'glossary.ts')
  .map((file) => [file, JSON.stringify(jest.requireActual(path.join(dir, file)), words)] as const);

/** The catalogue's Kiswahili: every value under a "sw" key (descriptions, streets, roles, …). */
function kiswahiliOf(value: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => kiswahiliOf(item, into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'sw') into.push(item);
      else kiswahiliOf(item, into);
    }
  return into;
}
modules.push(['catalogue.json', JSON.stringify(kiswahiliOf(catalogue))]);

const avoided = Object.values(glossary).flatMap((entry) =>
  ('avoid' in entry ? entry.avoid : []).map((word) => [word, entry.sw] as const),
);

describe('the Kiswahili glossary', () => {
  it('is read against the Kiswahili modules', () => {
    expect(modules.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'landing.ts',
        'listing-page.ts',
        'area-pages.ts',
        'blog-index.ts',
        'catalogue.json',
      ]),
    );
    // The booking request's email subject, written by a function.
    expect(modules.find(([file]) => file === 'listing-page.ts')?.[1]).toContain('Ombi la miadi');
    expect(avoided.length).toBeGreaterThan(10);
  });

  it.each(avoided)('no page says "%s" where the glossary says "%s"', (word) => {
    const pattern = new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu');
    expect(modules.filter(([, text]) => pattern.test(text)).map(([file]) => file)).toEqual([]);
  });
});
