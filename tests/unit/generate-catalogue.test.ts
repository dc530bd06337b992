import embedded from '@/content/catalogue/catalogue.json';
import {
  institutionPaybills,
  miadiPaybill,
  occasionsIn,
  reviewDateProblems,
} from '@/lib/catalogue-realism';
import { parseCatalogue } from '@/lib/catalogue-schema';
import { hoursOutside } from '@/lib/team';
import {
  catalogueText,
  CLASS_ROLES,
  CUTS,
  generateCatalogue,
  MORE_AREAS,
  NAMES,
  slugify,
} from '../../scripts/generate-catalogue.mjs';

const small = { businesses: 20, professionals: 30, areas: 13 };

describe('the catalogue generator', () => {
  it('writes a catalogue the schema accepts, marked synthetic', () => {
    const data = parseCatalogue(generateCatalogue(small), 'generated.json');
    expect(data.synthetic).toBe(true);
    expect(data.listings.filter((l) => l.kind === 'business')).toHaveLength(20);
    expect(data.listings.filter((l) => l.kind === 'professional')).toHaveLength(30);
    // The site's own categories and pictures.
    expect(data.categories).toEqual(embedded.categories);
  });

  it('gives the same file for the same seed, and another for another seed', () => {
    const once = catalogueText(generateCatalogue({ ...small, seed: 7 }));
    expect(catalogueText(generateCatalogue({ ...small, seed: 7 }))).toBe(once);
    expect(catalogueText(generateCatalogue({ ...small, seed: 8 }))).not.toBe(once);
  });

  it('names as many areas of Nairobi as asked for, each introduced in both languages', () => {
    const { areas, listings } = generateCatalogue(small);
    expect(areas).toHaveLength(13);
    // The embedded eight first, as they are.
    expect(areas.slice(0, 8)).toEqual(embedded.areas);
    expect(areas.map((area) => area.name)).toEqual(
      expect.arrayContaining(['Upper Hill', 'South C', 'Eastleigh', 'Kasarani', 'Embakasi']),
    );
    for (const area of areas) {
      expect(area.intro.en.length).toBeGreaterThan(80);
      expect(area.intro.sw.length).toBeGreaterThan(80);
      expect(area.intro.sw).not.toBe(area.intro.en);
    }
    // Every area has something to show.
    expect(new Set(listings.map((listing) => listing.location)).size).toBe(13);
    expect(generateCatalogue({ ...small, areas: 8 + MORE_AREAS.length }).areas).toHaveLength(16);
    expect(() => generateCatalogue({ ...small, areas: 17 })).toThrow('--areas');
  });

  it('varies its listings, and writes every owner’s words in Kiswahili too', () => {
    const { listings } = parseCatalogue(
      generateCatalogue({ businesses: 60, professionals: 60, areas: 13 }),
      'generated.json',
    );
    const services = listings.flatMap((listing) => listing.services);
    expect(new Set(listings.map((l) => l.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(services.map((s) => s.name)).size).toBeGreaterThan(30);
    expect(new Set(services.map((s) => s.priceKes)).size).toBeGreaterThan(20);
    // What a generated /sw page shows of a listing is Kiswahili (issue 54): names and reviews
    // stay as written.
    const untranslated = listings.flatMap((l) => [
      ...l.services.filter((s) => !s.sw).map((s) => `${l.id}: service ${s.name}`),
      ...(l.classes ?? []).filter((c) => !c.sw).map((c) => `${l.id}: class ${c.name}`),
      ...(l.kind === 'business' ? l.team : [])
        .filter((m) => !m.sw)
        .map((m) => `${l.id}: role ${m.role}`),
      ...(l.sw?.street ? [] : [`${l.id}: street ${l.street}`]),
      ...(l.description && !l.sw?.description ? [`${l.id}: description`] : []),
      ...(l.kind === 'professional' && !(l.sw?.profession && l.sw.venue)
        ? [`${l.id}: profession or venue`]
        : []),
    ]);
    expect(untranslated).toEqual([]);
    expect(listings.find((l) => l.sw?.street?.endsWith('ghorofa ya 2'))?.street).toMatch(
      /, 2nd floor$/,
    );
    expect(new Set(listings.map((l) => JSON.stringify(l.spread))).size).toBeGreaterThan(100);
    expect(listings.some((l) => l.reviews.length > 0)).toBe(true);
    for (const listing of listings) {
      // Written reviews are some of those the spread counts, newest first.
      const total = listing.spread.reduce((sum, count) => sum + count, 0);
      expect(total).toBeGreaterThan(0);
      expect(listing.reviews.length).toBeLessThanOrEqual(total);
      const dates = listing.reviews.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const review of listing.reviews)
        expect(listing.spread[5 - review.rating]).toBeGreaterThan(0);
    }
  });

  it('gives a share of listings deals, and gyms a week of classes, that the schema accepts', () => {
    const generated = generateCatalogue({ ...small, businesses: 90, professionals: 60 });
    const { listings } = parseCatalogue(generated, 'generated.json');
    const withOffers = listings.filter((listing) => listing.offers?.length);
    const withClasses = listings.filter((listing) => listing.classes?.length);
    expect(withOffers.length).toBeGreaterThan(10);
    expect(withOffers.length).toBeLessThan(listings.length / 2);
    expect(withClasses.length).toBeGreaterThan(3);
    expect(withClasses.every((listing) => listing.category === 'gym')).toBe(true);
    // Offers end 60 to 240 days after --offers-from, so a build made then still shows them.
    const ends = withOffers.flatMap((listing) => listing.offers!.map((offer) => offer.ends));
    for (const end of ends) expect(end > '2027-01-18' && end < '2027-07-19').toBe(true);
    const later = generateCatalogue({ ...small, offersFrom: '2030-01-01' });
    for (const listing of later.listings)
      for (const offer of listing.offers ?? []) expect(offer.ends > '2030-03-01').toBe(true);
    // Spots left only with when they were counted.
    const spots = withClasses.flatMap((listing) => listing.classes!.flatMap((c) => c.spots ?? []));
    expect(spots.length).toBeGreaterThan(0);
    for (const spot of spots) expect(spot.asOf).toBe('2026-11-19T08:00');
  });

  it('gives a share of spas, salons, barbers and gyms gift vouchers, of their own services (D37)', () => {
    const { listings } = parseCatalogue(
      generateCatalogue({ businesses: 300, professionals: 200, areas: 13 }),
      'generated.json',
    );
    const offering = listings.filter((l) => l.vouchers);
    // Fewer than one in five: as the embedded catalogue's 4 of 41, vouchers are a minority.
    expect(offering.length / listings.length).toBeGreaterThan(0.04);
    expect(offering.length / listings.length).toBeLessThan(0.2);
    expect(new Set(offering.map((l) => l.category))).toEqual(
      new Set(['massage-spa', 'hair-salon', 'barber-shop', 'gym']),
    );
    for (const { services, vouchers, deposit } of offering) {
      const names = services.map((service) => service.name);
      expect(names).toEqual(expect.arrayContaining(vouchers!.services!));
      for (const kes of vouchers!.amounts!) expect(kes % 500).toBe(0);
      if (deposit) expect(vouchers!.mpesa).toEqual(deposit.mpesa);
      expect(vouchers!.terms.sw).not.toBe(vouchers!.terms.en);
    }
  });

  it('gives some listings a policy, a deposit and the rest of what a visitor reads before booking (D31)', () => {
    const { listings } = parseCatalogue(
      generateCatalogue({ ...small, businesses: 90, professionals: 60 }),
      'generated.json',
    );
    const share = (has: (listing: (typeof listings)[number]) => unknown) =>
      listings.filter(has).length / listings.length;
    // As the embedded listings do: most state a policy, fewer ask a deposit, none invented.
    expect(share((l) => l.policy)).toBeGreaterThan(0.4);
    expect(share((l) => l.policy)).toBeLessThan(0.95);
    expect(share((l) => l.deposit)).toBeGreaterThan(0.15);
    expect(share((l) => l.deposit)).toBeLessThan(share((l) => l.policy));
    expect(listings.every((l) => !l.deposit || l.policy)).toBe(true);
    expect(share((l) => l.description)).toBeGreaterThan(0.3);
    expect(share((l) => l.replies)).toBeGreaterThan(0.3);
    for (const listing of listings)
      if (listing.replies) expect(listing.replies.asOf).toBe('2026-11-19');
    // A team member's services are the listing's own.
    const members = listings.flatMap((l) => (l.kind === 'business' ? l.team : []));
    expect(members.some((member) => member.services)).toBe(true);
    expect(members.some((member) => !member.services)).toBe(true);
  });

  it('makes ids that are part of an address', () => {
    expect(slugify('Lang’ata Amani Gym')).toBe('langata-amani-gym');
    expect(slugify('Shanti Yoga & Fitness')).toBe('shanti-yoga-and-fitness');
  });
});

describe('a generated catalogue that reads as real, at the size the bench builds', () => {
  // The benchmark's catalogue: npm run catalogue:generate -- --businesses 750 --professionals
  // 2000 --areas 13 (seed 1), 2,750 listings.
  const { listings } = parseCatalogue(
    generateCatalogue({ businesses: 750, professionals: 2000, areas: 13, seed: 1 }),
    'generated.json',
  );
  const businesses = listings.filter((listing) => listing.kind === 'business');
  const words = (text: string) => new Set(text.split(' '));

  it('is the size asked for', () => {
    expect(listings).toHaveLength(2750);
  });

  it('gives every business its category’s core services: every barbershop cuts hair', () => {
    const offers = (category: string, names: string[]) =>
      businesses
        .filter((listing) => listing.category === category)
        .every((listing) => listing.services.some((service) => names.includes(service.name)));
    expect(offers('barber-shop', ['Haircut', 'Classic cut', 'Fade'])).toBe(true);
    expect(offers('nail-spa', ['Gel manicure', 'Manicure', 'Express manicure'])).toBe(true);
    expect(offers('nail-spa', ['Pedicure', 'Spa pedicure'])).toBe(true);
    expect(offers('gym', ['Day pass', 'Gym floor day pass'])).toBe(true);
    expect(
      offers('massage-spa', [
        'Swedish massage (60 min)',
        'Deep tissue massage (60 min)',
        'Aromatherapy massage (60 min)',
      ]),
    ).toBe(true);
  });

  it('has each gym’s classes taught by someone of its team whose role fits the class', () => {
    const classes = businesses.flatMap((listing) =>
      (listing.classes ?? []).map((entry) => ({ entry, team: listing.team })),
    );
    expect(classes.length).toBeGreaterThan(100);
    for (const { entry, team } of classes) {
      const instructor = team.find((member) => member.name === entry.instructor);
      expect(CLASS_ROLES[entry.service!]).toContain(instructor?.role);
    }
  });

  it('puts each professional who works at a business on its team, as one person (D38)', () => {
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    const linked = businesses.flatMap((listing) =>
      listing.team.flatMap((member) => (member.listing ? [{ listing, member }] : [])),
    );
    expect(linked.length).toBeGreaterThan(50);
    for (const { listing, member } of linked) {
      const own = byId.get(member.listing!)!;
      expect([own.kind, own.name, member.hours]).toEqual(['professional', member.name, undefined]);
      expect(hoursOutside(own.hours, listing.hours)).toEqual([]);
      expect(own.kind === 'professional' && own.venue).toContain(listing.name);
    }
  });

  it('gives every other team member working days and hours within the opening hours (D38)', () => {
    const members = businesses.flatMap((listing) =>
      listing.team.filter((member) => !member.listing).map((member) => ({ listing, member })),
    );
    for (const { listing, member } of members)
      expect(hoursOutside(member.hours ?? [], listing.hours)).toEqual([]);
    expect(members.every(({ member }) => member.hours?.length)).toBe(true);
    // Not all the same: some take a day off the place is open.
    expect(
      members.filter(
        ({ listing, member }) =>
          member.hours!.length && JSON.stringify(member.hours) !== JSON.stringify(listing.hours),
      ).length,
    ).toBeGreaterThan(100);
  });

  it('names every person with a first name and a surname of the same sex', () => {
    const female = { first: words(NAMES.female.first), surnames: words(NAMES.female.surnames) };
    const male = { first: words(NAMES.male.first), surnames: words(NAMES.male.surnames) };
    const people = listings.flatMap((listing) => [
      ...(listing.kind === 'professional' ? [listing.name] : []),
      ...(listing.kind === 'business' ? listing.team.map((member) => member.name) : []),
      ...listing.reviews.map((review) => review.author),
    ]);
    expect(people.length).toBeGreaterThan(5000);
    for (const name of people) {
      const [first = '', surname = ''] = name.split(' ');
      expect(female.first.has(first) || male.first.has(first)).toBe(true);
      // "John Chepkemoi", "Kamau Moraa": never.
      if (male.first.has(first)) expect(female.surnames.has(surname)).toBe(false);
      if (female.first.has(first)) expect(male.surnames.has(surname)).toBe(false);
    }
  });

  it('gives no two listings the same street address', () => {
    const streets = listings.map((listing) => listing.street);
    expect(new Set(streets).size).toBe(streets.length);
  });

  it('writes at least one review wherever customers rated, in words no more than three reviews share', () => {
    for (const listing of listings) {
      const rated = listing.spread.some((count) => count > 0);
      if (rated) expect(listing.reviews.length).toBeGreaterThan(0);
    }
    const texts = new Map<string, number>();
    for (const review of listings.flatMap((listing) => listing.reviews))
      texts.set(review.text, (texts.get(review.text) ?? 0) + 1);
    expect(Math.max(...texts.values())).toBeLessThanOrEqual(3);
  });

  it('writes each review about one of the listing’s services, in the words its stars call for', () => {
    for (const listing of listings) {
      const named = listing.services.map((service) =>
        service.name.replace(/ \([^)]*\)$/, '').toLowerCase(),
      );
      for (const review of listing.reviews) {
        expect(named.some((name) => review.text.toLowerCase().includes(name))).toBe(true);
        // A five-star review does not complain; a one-star review does not praise.
        if (review.rating === 5) expect(review.text).not.toMatch(/\b(late|rushed|crowded|dirty)\b/);
        if (review.rating === 1) expect(review.text).not.toMatch(/Highly recommend|happy/);
      }
    }
  });

  it('has every barber, shop or professional, offer a cut, not only a line-up, a shave or a trim', () => {
    const barbers = listings.filter(
      (listing) =>
        listing.category === 'barber-shop' ||
        (listing.kind === 'business' && listing.alsoIn?.includes('barber-shop')),
    );
    expect(barbers.filter((listing) => listing.kind === 'professional').length).toBeGreaterThan(
      100,
    );
    expect(
      barbers
        .filter((listing) => !listing.services.some((service) => CUTS.includes(service.name)))
        .map((listing) => listing.id),
    ).toEqual([]);
  });

  it('dates every review after the occasion it names and before the build', () => {
    const reviews = listings.flatMap((listing) => listing.reviews);
    const withOccasion = reviews.filter((review) => occasionsIn(review.text).length);
    // Some visits were for an occasion, named in the weeks after it.
    expect(withOccasion.length).toBeGreaterThan(50);
    expect(new Set(withOccasion.flatMap((r) => occasionsIn(r.text).map((o) => o.name))).size).toBe(
      8,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(reviews.filter((review) => reviewDateProblems(review, today).length)).toEqual([]);
  });

  it('gives contacts that reach no one: numbers no one holds, addresses at example.com', () => {
    for (const listing of listings) {
      expect(listing.whatsapp).toMatch(/^2540\d{8}$/);
      if (listing.phone) expect(listing.phone).toMatch(/^2540\d{8}$/);
      if (listing.email) expect(listing.email).toMatch(/^[a-z0-9.-]+@example\.com$/);
      const mpesa = listing.deposit?.mpesa;
      const paybill = mpesa && 'paybill' in mpesa ? mpesa.paybill : undefined;
      if (paybill) {
        expect(paybill).not.toBe(miadiPaybill);
        expect(institutionPaybills.has(paybill)).toBe(false);
      }
    }
    expect(listings.filter((listing) => listing.email).length).toBeGreaterThan(100);
  });
});
