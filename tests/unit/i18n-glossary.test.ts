import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fixedKeys } from '@/content/i18n/types';
import { glossary } from '@/content/sw/glossary';

/**
 * Every Kiswahili content module except the glossary itself, as one text per module. Values
 * under fixed keys are identifiers, not words (the payment method id "mpesa"), so they are left
 * out.
 */
const fixed = new Set<string>(fixedKeys);
const words = (key: string, value: unknown) => (fixed.has(key) ? undefined : value);
const dir = path.join(__dirname, '../../content/sw');
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'glossary.ts')
  .map((file) => [file, JSON.stringify(jest.requireActual(path.join(dir, file)), words)] as const);

const avoided = Object.values(glossary).flatMap((entry) =>
  ('avoid' in entry ? entry.avoid : []).map((word) => [word, entry.sw] as const),
);

describe('the Kiswahili glossary', () => {
  it('is read against the Kiswahili modules', () => {
    expect(modules.map(([file]) => file)).toContain('landing.ts');
    expect(avoided.length).toBeGreaterThan(10);
  });

  it.each(avoided)('no page says "%s" where the glossary says "%s"', (word) => {
    const pattern = new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu');
    expect(modules.filter(([, text]) => pattern.test(text)).map(([file]) => file)).toEqual([]);
  });
});
