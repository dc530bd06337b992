import { loadSearchEngine, preloadSearch } from '@/components/islands/search-engine';
import { emptyQuery } from '@/lib/search';

// Pagefind's script as the browser would import it: only what it is asked to preload matters.
const preload = jest.fn(async () => {});
jest.mock(
  '/pagefind/pagefind.js',
  () => ({ options: async () => {}, init: async () => {}, preload, search: async () => ({}) }),
  { virtual: true },
);

/** What Pagefind is asked to fetch after the visitor has typed `typed`. */
async function preloadedFor(typed: string): Promise<string | undefined> {
  preload.mockClear();
  preloadSearch({ ...emptyQuery, service: typed }, 1);
  await loadSearchEngine();
  await new Promise((resolve) => setTimeout(resolve));
  return (preload.mock.calls as unknown[][])[0]?.[0] as string | undefined;
}

describe('preloading the index while the visitor types', () => {
  beforeAll(() => loadSearchEngine());

  it('waits for the third letter of a word before fetching its part of the index', async () => {
    expect(await preloadedFor('S')).toBeUndefined();
    expect(await preloadedFor('Sh')).toBeUndefined();
    expect(await preloadedFor('Sha')).toBe('sha');
  });

  it('keeps the finished words while the next one is begun', async () => {
    expect(await preloadedFor('Crown W')).toBe('crown');
    expect(await preloadedFor('Crown We')).toBe('crown');
    expect(await preloadedFor('Crown Wel')).toBe('crown wel');
  });
});
