import { newestFirst, parseFrontmatter, readingMinutes, relatedArticles } from '@/lib/blog-meta';

const valid = {
  title: 'Cut no-shows with M-Pesa deposits',
  summary: 'A small deposit turns a maybe into a booking.',
  author: 'Brian Otieno',
  date: '2026-03-10',
  tags: ['deposits', 'bookings'],
  artwork: '/images/blog/cut-no-shows.svg',
  artworkAlt: 'A phone showing a payment tick',
};
const file = 'content/blog/cut-no-shows.mdx';
const parse = (data: unknown) => parseFrontmatter(data, file, 'cut-no-shows');

describe('article frontmatter', () => {
  it('accepts a complete frontmatter, with or without an update date', () => {
    expect(parse(valid)).toEqual(valid);
    expect(parse({ ...valid, updated: '2026-06-02' }).updated).toBe('2026-06-02');
  });

  it.each(['title', 'summary', 'author', 'date', 'tags', 'artwork', 'artworkAlt'])(
    'names the file and the missing "%s"',
    (field) => {
      const rest = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
      expect(() => parse(rest)).toThrow(
        `Invalid frontmatter in ${file}:\n  - "${field}" is required`,
      );
    },
  );

  it('rejects a file with no frontmatter at all, listing every field', () => {
    expect(() => parse(undefined)).toThrow(/"title" is required[\s\S]*"artworkAlt" is required/);
  });

  it('holds titles to 70 characters and summaries to 160', () => {
    expect(() => parse({ ...valid, title: 'x'.repeat(71) })).toThrow(
      '"title" is longer than 70 characters',
    );
    expect(() => parse({ ...valid, summary: 'x'.repeat(161) })).toThrow(
      '"summary" is longer than 160 characters',
    );
    expect(() => parse({ ...valid, title: '   ' })).toThrow('"title" is empty');
  });

  it('wants dates written YYYY-MM-DD, and no update before publication', () => {
    expect(() => parse({ ...valid, date: '10/03/2026' })).toThrow(
      '"date" must be a date written "YYYY-MM-DD"',
    );
    expect(() => parse({ ...valid, date: '2026-02-30' })).toThrow('"date" must be a date');
    expect(() => parse({ ...valid, updated: '2026-01-01' })).toThrow('"updated" is before "date"');
  });

  it('wants the artwork named after the article, and at least one tag', () => {
    expect(() => parse({ ...valid, artwork: '/images/blog/other.svg' })).toThrow(
      '"artwork" must be "/images/blog/cut-no-shows.svg"',
    );
    expect(() => parse({ ...valid, artwork: 'https://example.com/a.png' })).toThrow(
      '"artwork" must be "/images/blog/{slug}.svg"',
    );
    expect(() => parse({ ...valid, tags: [] })).toThrow('"tags" needs at least one tag');
  });

  it('catches a misspelt field instead of ignoring it', () => {
    expect(() => parse({ ...valid, sumary: 'typo' })).toThrow('unknown field "sumary"');
  });
});

describe('article helpers', () => {
  it('rounds reading time up to whole minutes at 200 words a minute, one at least', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });

  const article = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });

  it('lists the newest article first', () => {
    const list = [
      article('old', '2025-12-01', []),
      article('new', '2026-04-01', []),
      article('mid', '2026-02-01', []),
    ];
    expect(newestFirst(list).map((a) => a.slug)).toEqual(['new', 'mid', 'old']);
  });

  it('relates articles by shared tags first, then by date, never the article itself', () => {
    const current = article('deposits', '2026-03-10', ['payments', 'bookings']);
    const all = [
      current,
      article('newest-unrelated', '2026-05-01', ['marketing']),
      article('one-shared', '2026-01-01', ['bookings']),
      article('two-shared', '2025-11-01', ['bookings', 'payments']),
      article('older-unrelated', '2025-01-01', ['staff']),
    ];
    expect(relatedArticles(current, all).map((a) => a.slug)).toEqual([
      'two-shared',
      'one-shared',
      'newest-unrelated',
    ]);
  });
});
