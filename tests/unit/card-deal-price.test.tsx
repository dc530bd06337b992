import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ListingCard } from '@/components/listing-card';
import { FavouritesCount } from '@/components/islands/favourites-count';
import { dictionaryOf } from '@/content/dictionary';
import { cardData, cardWords } from '@/lib/listing-card';

/*
 * A card's price (issue 52, D38): "from Kes X", and on a day its deal applies the deal's price
 * beside the normal one, struck through. Glow Nail Bar's best deal is 20% off Gel manicure
 * (Kes 1,800), Tuesday to Thursday.
 */

afterEach(() => jest.restoreAllMocks());

function card(lang: 'en' | 'sw', builtOn: string) {
  const words = { ...cardWords(lang), builtOn };
  return <ListingCard card={cardData('glow-nail-bar', lang)} words={words} anchor="glow" />;
}

/** The visible deal price line, or null where it is hidden. */
const dealLine = (text: RegExp) => screen.queryByText(text, { selector: 'p:not([hidden])' });

describe('a card’s price', () => {
  it('shows the lowest whole service, in both languages', () => {
    expect(renderToString(card('en', '2026-11-28'))).toContain('from Kes 1,500');
    expect(renderToString(card('sw', '2026-11-28'))).toContain('kuanzia Kes 1,500');
  });

  it('strikes the normal price beside the deal’s on the build’s day when the deal applies', () => {
    // Built on a Tuesday.
    const html = renderToString(card('en', '2026-12-01')).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<p class="[^"]*">Today: <span>Gel manicure<\/span>/);
    expect(html).toContain('<s class="text-slate-600">Kes 1,800</s>');
    expect(html).toContain('<strong class="text-brand-900">Kes 1,440</strong>');
    // Built on a Saturday: in the page, hidden.
    expect(renderToString(card('en', '2026-11-28'))).toMatch(/<p class="[^"]*" hidden="">Today:/);
    // Once the deal has ended (30 June 2027), not on its days either: Tuesday 6 July 2027.
    expect(renderToString(card('en', '2027-07-06'))).toMatch(/<p class="[^"]*" hidden="">Today:/);
  });

  it('says it again for the visitor’s day', () => {
    // Built on Saturday, opened on Wednesday in Nairobi.
    jest.spyOn(Date, 'now').mockReturnValue(new Date('2026-12-02T09:00:00+03:00').getTime());
    render(card('sw', '2026-11-28'));
    const line = dealLine(/^Leo:/);
    expect(line).toHaveTextContent('Leo: Manicure ya gel Awali Kes 1,800 sasa Kes 1,440');
    expect(line!.querySelector('s')).toHaveTextContent('Kes 1,800');
  });

  it('hides it on a day the deal does not apply', () => {
    // Built on Tuesday, opened on Saturday.
    jest.spyOn(Date, 'now').mockReturnValue(new Date('2026-12-05T09:00:00+03:00').getTime());
    render(card('en', '2026-12-01'));
    expect(dealLine(/^Today:/)).toBeNull();
    expect(screen.getByText('from Kes 1,500')).toBeVisible();
  });
});

describe('the header’s count of favourites', () => {
  const saved = dictionaryOf('en').favourites.favouritesLink.saved;

  beforeEach(() => localStorage.clear());

  it('is absent with nothing saved, and in the static HTML', () => {
    localStorage.setItem('miadi:favourites', '["glow-nail-bar"]');
    expect(renderToString(<FavouritesCount lang="en" saved={saved} />)).toBe('');
    localStorage.clear();
    const { container } = render(<FavouritesCount lang="en" saved={saved} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count, and says it in words', () => {
    localStorage.setItem('miadi:favourites', '["glow-nail-bar","tress-lounge"]');
    render(
      <a href="#favourites">
        Favourites
        <FavouritesCount lang="en" saved={saved} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Favourites (2 saved)');
    expect(screen.getByText('2')).toHaveAttribute('aria-hidden', 'true');
  });
});
