import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DealsToday } from '@/components/islands/deals-today';
import { dictionaryOf } from '@/content/dictionary';
import { categoryPage } from '@/lib/catalogue';
import { dealsOn, dealsTodayText } from '@/lib/deals';

/*
 * "Deals today" on a category page (D38): only the deals that apply on the day it names, with
 * their hours. Kilimani's nail page has Glow Nail Bar's two: Tue–Thu 10:00–14:00 and Mon–Fri
 * 12:00–15:00, until 30 June 2027.
 */
const offers = categoryPage('nail-spa', 'kilimani')!.listings.flatMap(
  (listing) => listing.offers ?? [],
);
const words = (lang: 'en' | 'sw') => dictionaryOf(lang).categoryPages.categoryPage.facts.deals;

afterEach(() => jest.restoreAllMocks());

describe('deals today', () => {
  it('counts none on a Saturday, when neither applies', () => {
    expect(offers).toHaveLength(2);
    expect(dealsOn(offers, '2026-11-28')).toEqual([]);
    expect(dealsTodayText(offers, '2026-11-28', undefined, 'en', words('en'))).toBe(
      'No deals today',
    );
    expect(dealsTodayText(offers, '2026-11-28', undefined, 'sw', words('sw'))).toBe(
      'Hakuna ofa leo',
    );
  });

  it('counts those of the day, with their hours, in both languages', () => {
    expect(dealsTodayText(offers, '2026-11-24', undefined, 'en', words('en'))).toBe(
      '2 deals today, 10:00–14:00 and 12:00–15:00',
    );
    expect(dealsTodayText(offers, '2026-11-23', undefined, 'en', words('en'))).toBe(
      '1 deal today, 12:00–15:00',
    );
    expect(dealsTodayText(offers, '2026-11-23', undefined, 'sw', words('sw'))).toBe(
      'Ofa 1 leo, saa 6 mchana hadi saa 9 mchana (12:00–15:00)',
    );
  });

  it('leaves out those whose hours have passed, and those that have ended', () => {
    expect(dealsTodayText(offers, '2026-11-24', '14:30', 'en', words('en'))).toBe(
      '1 deal today, 12:00–15:00',
    );
    expect(dealsTodayText(offers, '2026-11-24', '15:00', 'en', words('en'))).toBe('No deals today');
    expect(dealsOn(offers, '2027-07-06')).toEqual([]);
  });

  it('is written for the build’s day, and said again for the visitor’s day once the page is up', () => {
    const props = { offers, builtOn: '2026-11-28', lang: 'en' as const, words: words('en') };
    // The static HTML: the build's day, a Saturday.
    expect(renderToString(<DealsToday {...props} />)).toContain('No deals today');
    // Opened on Tuesday at 11:00 in Nairobi.
    jest.spyOn(Date, 'now').mockReturnValue(new Date('2026-12-01T11:00:00+03:00').getTime());
    render(<DealsToday {...props} />);
    expect(screen.getByText('2 deals today, 10:00–14:00 and 12:00–15:00')).toBeInTheDocument();
  });
});
