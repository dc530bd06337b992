import { screen, within } from '@testing-library/react';
import ListingPage from '@/app/[lang]/(marketing)/services/[slug]/page';
import { bookableListing } from '@/app/[lang]/(marketing)/services/[slug]/booking-section';
import { catalogue, listingBySlug, workingTeam, workplacesOf } from '@/lib/catalogue';
import { appointmentServices, classServices } from '@/lib/classes';
import { hoursOutside } from '@/lib/team';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

/*
 * People and their time (D38) on the catalogue the site is built from: a team member works
 * within the listing's opening hours, a professional on a venue's team is one person linked both
 * ways, and a class is booked only from its timetable.
 */

const page = (slug: string) =>
  renderServer(ListingPage({ params: Promise.resolve({ slug }) }) as unknown as React.ReactNode);

describe('team members', () => {
  it('each work within their listing’s opening hours, as the booking form offers them', () => {
    for (const listing of catalogue) {
      for (const member of bookableListing(listing).team ?? [])
        expect([listing.id, member.name, hoursOutside(member.hours, listing.hours)]).toEqual([
          listing.id,
          member.name,
          [],
        ]);
    }
  });

  it('with a listing of their own work its hours: Kevin Mwangi is not offered on Sundays', () => {
    const sharpCuts = listingBySlug('sharp-cuts-barbershop')!;
    const kevin = workingTeam(sharpCuts).find((member) => member.name === 'Kevin Mwangi')!;
    expect(kevin.listing).toBe('kevin-mwangi');
    expect(kevin.hours).toEqual(listingBySlug('kevin-mwangi')!.hours);
    expect(sharpCuts.hours.some((period) => period.days.includes(0))).toBe(true);
    expect(kevin.hours.some((period) => period.days.includes(0))).toBe(false);
  });
});

describe('a professional on a venue’s team', () => {
  afterEach(() => renderIn('en'));

  it('is linked from the venue’s team, by her own name', async () => {
    await page('glow-nail-bar');
    const team = screen.getByRole('heading', { name: 'The team' }).closest('section')!;
    const link = within(team).getByRole('link', { name: 'Njeri Wambui’s own page' });
    expect(link).toHaveAttribute('href', '/services/njeri-wambui');
    expect(within(team).getByText('Works Mon–Sat 10:00–18:00')).toBeInTheDocument();
  });

  it('says on her page where else she works, and whose prices apply there', async () => {
    expect(workplacesOf('njeri-wambui').map((venue) => venue.id)).toEqual(['glow-nail-bar']);
    await page('njeri-wambui');
    const line = screen.getByText(/^Also on the team at/);
    expect(line).toHaveTextContent(
      'Also on the team at Glow Nail Bar. Booked there, Glow Nail Bar’s prices and booking terms apply, not those on this page.',
    );
    expect(within(line).getByRole('link', { name: 'Glow Nail Bar' })).toHaveAttribute(
      'href',
      '/services/glow-nail-bar',
    );
  });

  it('says the same in Kiswahili', async () => {
    renderIn('sw');
    await page('njeri-wambui');
    expect(screen.getByText(/^Pia yumo kwenye timu ya/)).toHaveTextContent(
      'Pia yumo kwenye timu ya Glow Nail Bar. Ukiweka miadi huko, bei na masharti ya Glow Nail Bar ndiyo yanayotumika, si ya ukurasa huu.',
    );
    const team = (await page('glow-nail-bar')).querySelector('#team')!;
    expect(
      within(team as HTMLElement).getByRole('link', { name: 'Ukurasa wa Njeri Wambui mwenyewe' }),
    ).toHaveAttribute('href', '/sw/services/njeri-wambui');
  });
});

describe('classes', () => {
  it('are booked from the timetable only: the booking form offers none of them', () => {
    for (const listing of catalogue) {
      const offered = bookableListing(listing).services.map((service) => service.name);
      expect(offered.filter((name) => classServices(listing).has(name))).toEqual([]);
    }
    const karen = listingBySlug('karen-fitness-hub')!;
    expect(bookableListing(karen).services.map((service) => service.name)).toEqual([
      'Personal training session',
    ]);
  });

  it('leave a service out of the form once a class is booked as it', () => {
    const services = [{ name: 'Yoga class' }, { name: 'Private yoga' }];
    expect(appointmentServices({ services })).toEqual(services);
    expect(
      appointmentServices({
        services,
        classes: [{ service: 'Yoga class' }, { service: undefined }],
      }),
    ).toEqual([{ name: 'Private yoga' }]);
  });

  it('send a listing of classes only to its timetable, with no empty form', async () => {
    await page('shanti-yoga-and-fitness');
    const book = screen.getByRole('heading', { name: 'Request a booking' }).closest('section')!;
    expect(within(book).queryByRole('combobox', { name: /^Service/ })).toBeNull();
    expect(within(book).getByRole('link', { name: 'See the timetable' })).toHaveAttribute(
      'href',
      '#classes',
    );
    const prices = screen.getByRole('heading', { name: 'Services and prices' }).closest('section')!;
    expect(within(prices).getAllByRole('link', { name: /^See times/ })).toHaveLength(4);
  });
});
