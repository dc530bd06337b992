import { screen } from '@testing-library/react';
import { PageLinks } from '@/components/page-links';
import { categoryPage } from '@/lib/catalogue';
import { renderIn } from './root-params';
import { renderServer } from './render-server';

/*
 * The links between category and area pages say how many listings each page shows, each kind
 * in the category's own words (D38): Njeri Wambui, a nail technician in Kilimani, is never
 * counted as one of its nail salons.
 */
describe('the links between category and area pages', () => {
  afterEach(() => renderIn('en'));

  const kilimaniNails = categoryPage('nail-spa', 'kilimani')!;

  it.each([
    ['en', 'Nail Salons: 2 nail salons and 1 nail technician'],
    ['sw', 'Saluni za Kucha: Saluni 2 za kucha na fundi 1 wa kucha'],
  ] as const)('count places and professionals apart, in %s', async (lang, name) => {
    renderIn(lang);
    await renderServer(
      <PageLinks
        id="area-categories"
        title="Categories in Kilimani"
        links={[
          {
            href: kilimaniNails.href,
            name: lang === 'en' ? 'Nail Salons' : 'Saluni za Kucha',
            category: 'nail-spa',
            listings: kilimaniNails.listings,
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(
      new RegExp(`${kilimaniNails.href}$`),
    );
  });

  it('name only the kind there is', async () => {
    const places = kilimaniNails.listings.filter((listing) => listing.kind !== 'professional');
    await renderServer(
      <PageLinks
        id="area-categories"
        title="Categories in Kilimani"
        links={[{ href: '/x', name: 'Nail Salons', category: 'nail-spa', listings: places }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Nail Salons: 2 nail salons' })).toBeInTheDocument();
  });
});
