import {
  areas,
  businesses,
  catalogue,
  categoryById,
  listingBySlug,
  professionals,
  ratingOf,
} from '@/lib/catalogue';
import { locations } from '@/content/locations';
import { recommended } from '@/content/services';
import { bookableDates } from '@/lib/booking-slots';
import { isDate, isTime } from '@/lib/dates';

describe('the catalogue', () => {
  it('has unique ids that work as page addresses', () => {
    expect(new Set(catalogue.map((listing) => listing.id)).size).toBe(catalogue.length);
    for (const listing of catalogue) expect(listing.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(listingBySlug('glow-nail-bar')?.name).toBe('Glow Nail Bar');
    expect(listingBySlug('toString')).toBeUndefined();
  });

  it.each(catalogue.map((listing) => [listing.id, listing] as const))(
    '%s can be found, priced and booked',
    (_, listing) => {
      expect(listing.street.trim()).not.toBe('');
      // Nairobi lies within these bounds.
      expect(listing.geo.lat).toBeGreaterThan(-1.45);
      expect(listing.geo.lat).toBeLessThan(-1.15);
      expect(listing.geo.lng).toBeGreaterThan(36.65);
      expect(listing.geo.lng).toBeLessThan(37.05);
      // Sample data (D40): 2540 and eight digits, a number no one can hold.
      expect(listing.whatsapp).toMatch(/^2540\d{8}$/);
      expect([15, 20, 30]).toContain(listing.booking.interval);
      expect(listing.booking.leadMinutes).toBeGreaterThanOrEqual(15);
      for (const period of listing.hours) {
        expect(isTime(period.opens) && isTime(period.closes)).toBe(true);
        expect(period.opens < period.closes).toBe(true);
      }
      expect(listing.services.length).toBeGreaterThanOrEqual(3);
      for (const service of listing.services) {
        expect(service.priceKes).toBeGreaterThan(0);
        expect(service.minutes).toBeGreaterThanOrEqual(15);
        // Every service fits in at least one day's hours, so it can be booked.
        expect(
          bookableDates(
            { hours: listing.hours, ...listing.booking },
            service.minutes,
            new Date('2026-11-23T06:00:00+03:00'),
          ),
        ).toHaveLength(14);
      }
      if (listing.kind === 'business') expect(listing.team.length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(catalogue.map((listing) => [listing.id, listing] as const))(
    '%s has written reviews that agree with its rating',
    (_, listing) => {
      expect(listing.reviews.length).toBeGreaterThanOrEqual(3);
      const written = [0, 0, 0, 0, 0];
      for (const review of listing.reviews) {
        expect(isDate(review.date)).toBe(true);
        expect(review.date <= '2026-11-23').toBe(true);
        expect(review.text.length).toBeGreaterThan(40);
        written[5 - review.rating]! += 1;
      }
      // The written reviews are among those counted.
      written.forEach((count, i) => expect(listing.spread[i]).toBeGreaterThanOrEqual(count));
      expect(listing.reviews.map((review) => review.date)).toEqual(
        listing.reviews
          .map((review) => review.date)
          .toSorted()
          .reverse(),
      );
      expect(listing.reviewCount).toBeGreaterThan(listing.reviews.length);
      expect(listing.rating).toBeGreaterThanOrEqual(4);
    },
  );

  it('works the rating and count out of how the stars are spread', () => {
    expect(ratingOf([3, 1, 0, 0, 0])).toEqual({ rating: 4.8, reviewCount: 4 });
    expect(ratingOf([1, 0, 0, 0, 1])).toEqual({ rating: 3, reviewCount: 2 });
    expect(listingBySlug('glow-nail-bar')).toMatchObject({ rating: 4.8, reviewCount: 126 });
  });

  it('names team members who also have their own page at the same place', () => {
    for (const professional of professionals) {
      const venue = businesses.find((business) => professional.venue.startsWith(business.name));
      if (venue) expect(venue.team.map((member) => member.name)).toContain(professional.name);
    }
  });

  it('has the landing page’s popular locations among its areas, by the same names', () => {
    for (const location of locations)
      expect(areas.find((area) => area.slug === location.slug)?.name).toBe(location.name);
  });

  it('has a category, with a card picture, for each tab of Recommended Services', () => {
    for (const tab of recommended.tabs)
      expect(categoryById(tab.category)?.images?.length).toBeGreaterThan(0);
  });

  it('introduces every area, and has someone to book in each', () => {
    for (const area of areas) {
      expect(area.intro.en.length).toBeGreaterThan(80);
      expect(area.intro.sw.length).toBeGreaterThan(80);
      expect(catalogue.some((listing) => listing.location === area.slug)).toBe(true);
    }
  });
});
