import { screen } from '@testing-library/react';
import { Reviews } from '@/app/[lang]/(marketing)/services/[slug]/reviews';
import { listingBySlug } from '@/lib/catalogue';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

const listing = listingBySlug('glow-nail-bar')!;

describe('a listing’s reviews', () => {
  afterEach(() => renderIn('en'));

  it('show what customers wrote under its heading', async () => {
    await renderServer(await Reviews({ listing }));
    expect(screen.getByRole('heading', { name: 'What customers wrote' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBe(listing.reviews.length);
  });

  it('say that none were written where customers gave stars only, with no empty heading', async () => {
    await renderServer(await Reviews({ listing: { ...listing, reviews: [] } }));
    expect(screen.queryByRole('heading', { name: 'What customers wrote' })).toBeNull();
    expect(
      screen.getByText('None of these customers wrote a review: they gave stars only.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4.8 out of 5 from 126 reviews')).toBeInTheDocument();
  });

  it('say so in Kiswahili too', async () => {
    renderIn('sw');
    await renderServer(await Reviews({ listing: { ...listing, reviews: [] } }));
    expect(
      screen.getByText('Hakuna kati ya wateja hawa aliyeandika maoni: walitoa nyota tu.'),
    ).toBeInTheDocument();
  });
});
