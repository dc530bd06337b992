import {
  averageStars,
  bestRated,
  catalogue,
  PRIOR_REVIEWS,
  rankingScore,
  ratingOf,
  type CatalogueListing,
  type RatingSpread,
} from '@/lib/catalogue';
import { dictionaryOf } from '@/content/dictionary';
import { fillCount } from '@/lib/template';

/** A listing of the embedded catalogue, its reviews replaced by `spread`. */
function rated(id: string, spread: RatingSpread): CatalogueListing {
  return { ...catalogue[0]!, id, spread, ...ratingOf(spread) };
}

describe('ranking', () => {
  it('ranks a 4.9 from 308 reviews above a lone 5.0', () => {
    const lone = rated('lone-five', [1, 0, 0, 0, 0]);
    const many = rated('many-reviews', [277, 25, 6, 0, 0]);
    expect(many.rating).toBe(4.9);
    expect(bestRated([lone, many]).map((listing) => listing.id)).toEqual([
      'many-reviews',
      'lone-five',
    ]);
  });

  it('lets a rating with many reviews lead a slightly higher one with few', () => {
    const few = rated('few', [4, 0, 0, 0, 0]);
    const many = rated('many', [80, 20, 0, 0, 0]);
    expect(bestRated([few, many])[0]!.id).toBe('many');
  });

  it('still ranks a clearly better rating first when both have many reviews', () => {
    const good = rated('good', [90, 10, 0, 0, 0]);
    const fair = rated('fair', [40, 40, 20, 0, 0]);
    expect(bestRated([fair, good])[0]!.id).toBe('good');
  });

  it('scores a listing without reviews at the catalogue average, and many reviews near their own', () => {
    expect(rankingScore([0, 0, 0, 0, 0])).toBeCloseTo(averageStars, 10);
    expect(rankingScore([1, 0, 0, 0, 0], 4)).toBeCloseTo((5 + PRIOR_REVIEWS * 4) / 11, 10);
    expect(rankingScore([1000, 0, 0, 0, 0], 4)).toBeGreaterThan(4.98);
    expect(averageStars).toBeGreaterThan(3);
    expect(averageStars).toBeLessThanOrEqual(5);
  });

  it('keeps the order of listings that score the same', () => {
    const a = rated('a', [2, 0, 0, 0, 0]);
    const b = rated('b', [2, 0, 0, 0, 0]);
    expect(bestRated([a, b]).map((listing) => listing.id)).toEqual(['a', 'b']);
    expect(bestRated([b, a]).map((listing) => listing.id)).toEqual(['b', 'a']);
  });
});

describe('review counts', () => {
  it.each([
    ['en', 1, '1 review'],
    ['en', 2, '2 reviews'],
    ['en', 0, '0 reviews'],
    ['sw', 1, 'maoni 1'],
    ['sw', 308, 'maoni 308'],
  ] as const)('read grammatically in %s: %i', (lang, count, text) => {
    expect(fillCount(lang, dictionaryOf(lang).ui.reviewCount, count)).toBe(text);
  });

  it.each([
    ['en', 1, '5.0 out of 5 from 1 review'],
    ['en', 126, '5.0 out of 5 from 126 reviews'],
    ['sw', 1, '5.0 kati ya 5 kutokana na maoni 1'],
  ] as const)('summarise a listing in %s from %i', (lang, count, text) => {
    const { summary } = dictionaryOf(lang).listingPage.profilePage.reviews;
    expect(fillCount(lang, summary, count, { rating: '5.0' })).toBe(text);
  });
});
