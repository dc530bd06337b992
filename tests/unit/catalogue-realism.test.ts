import embedded from '@/content/catalogue/catalogue.json';
import * as landing from '@/content/landing';
import * as businessTypePages from '@/content/business-type-pages';
import * as gym from '@/content/gym';
import * as services from '@/content/services';
import * as swLanding from '@/content/sw/landing';
import * as swBusinessTypePages from '@/content/sw/business-type-pages';
import * as swGym from '@/content/sw/gym';
import * as swServices from '@/content/sw/services';
import { catalogue } from '@/lib/catalogue';
import { miadiPaybill, occasionsIn, reviewDateProblems } from '@/lib/catalogue-realism';
import { parseCatalogue } from '@/lib/catalogue-schema';

const FILE = 'content/catalogue/catalogue.json';

/** The embedded file with one listing's field replaced. */
function withListing(id: string, change: (listing: Record<string, unknown>) => void) {
  const copy = JSON.parse(JSON.stringify(embedded)) as { listings: Record<string, unknown>[] };
  change(copy.listings.find((listing) => listing.id === id)!);
  return copy;
}

const problemsOf = (input: unknown) => {
  try {
    parseCatalogue(input, FILE);
    return [];
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
};

describe('a review names an occasion only after it', () => {
  it('knows the occasions by their words, in both languages', () => {
    expect(occasionsIn('Nails for Jamhuri Day').map((o) => o.name)).toEqual(['Jamhuri Day']);
    expect(occasionsIn('Kucha za Krismasi').map((o) => o.name)).toEqual(['Christmas']);
    expect(occasionsIn('Henna for Eid').map((o) => o.name)).toEqual(['Eid']);
    expect(occasionsIn('A skin fade, done well.')).toEqual([]);
  });

  it('refuses nails "for Jamhuri Day" (12 December) dated 29 October', () => {
    expect(
      reviewDateProblems(
        { date: '2026-10-29', text: 'Painted for Jamhuri Day. Everyone at work loved them.' },
        '2026-11-28',
      ),
    ).toEqual([
      'names Jamhuri Day (12 December) but is dated 2026-10-29: a review is dated on or after the occasion it names, within 45 days',
    ]);
    // Days after Mashujaa Day (20 October), it reads true.
    expect(
      reviewDateProblems({ date: '2026-10-29', text: 'Done for Mashujaa Day.' }, '2026-11-28'),
    ).toEqual([]);
    // Christmas is last year's in January; a movable feast by its own date.
    expect(
      reviewDateProblems({ date: '2027-01-10', text: 'Braids for Christmas.' }, '2027-01-11'),
    ).toEqual([]);
    expect(
      reviewDateProblems({ date: '2026-04-01', text: 'My hair for Easter.' }, '2026-11-28'),
    ).toHaveLength(1);
    expect(
      reviewDateProblems({ date: '2026-04-09', text: 'My hair for Easter.' }, '2026-11-28'),
    ).toEqual([]);
  });

  it('takes a wedding or a graduation only with its own day', () => {
    const today = '2026-11-28';
    expect(
      reviewDateProblems({ date: '2026-09-02', text: 'Make-up for a wedding.' }, today),
    ).toHaveLength(1);
    expect(
      reviewDateProblems(
        { date: '2026-09-02', text: 'Make-up for my sister’s wedding on 29 August.' },
        today,
      ),
    ).toEqual([]);
    expect(
      reviewDateProblems({ date: '2026-08-20', text: 'My graduation on 29 August.' }, today),
    ).toHaveLength(1);
  });

  it('stops the build on a review dated after it, naming the file, the listing and the field', () => {
    const future = withListing('glow-nail-bar', (listing) => {
      (listing.reviews as { date: string }[])[0]!.date = '2099-01-05';
    });
    expect(problemsOf(future)).toEqual([
      expect.stringMatching(
        /^content\/catalogue\/catalogue\.json: "glow-nail-bar": reviews\[0\]\.date is dated 2099-01-05, after the build \(\d{4}-\d\d-\d\d\)/,
      ),
    ]);
    const early = withListing('njeri-wambui', (listing) => {
      (listing.reviews as { text: string }[])[0]!.text = 'Tiny flags on my nails for Jamhuri Day.';
    });
    expect(problemsOf(early)).toEqual([
      expect.stringContaining('"njeri-wambui": reviews[0].date names Jamhuri Day (12 December)'),
    ]);
  });

  it('holds for every review of the embedded catalogue', () => {
    for (const listing of catalogue)
      for (const review of listing.reviews ?? [])
        expect([listing.id, reviewDateProblems(review, '2026-11-28')]).toEqual([listing.id, []]);
  });
});

describe('the embedded catalogue is sample data whose contacts reach no one (D40)', () => {
  it('says it is sample data', () => {
    expect(embedded.synthetic).toBe(true);
  });

  it('gives numbers no one holds, addresses at example.com and no real Paybill', () => {
    for (const listing of catalogue) {
      expect(listing.whatsapp).toMatch(/^2540\d{8}$/);
      if (listing.phone) expect(listing.phone).toMatch(/^2540\d{8}$/);
      if (listing.email) expect(listing.email).toMatch(/@example\.com$/);
      const mpesa = listing.deposit?.mpesa;
      const number = mpesa && ('paybill' in mpesa ? mpesa.paybill : mpesa.till);
      if (number) expect(['522533', '247247', '400200', '888880']).not.toContain(number);
    }
  });

  it('stops the build on a real-looking contact, naming each', () => {
    const real = withListing('fatuma-ali', (listing) => {
      listing.whatsapp = '254712483091';
      listing.email = 'fatuma.makeup@gmail.com';
      listing.deposit = {
        amount: { percent: 30 },
        mpesa: { paybill: '247247', account: 'FATUMA' },
      };
    });
    expect(problemsOf(real)).toEqual([
      `${FILE}: "fatuma-ali": deposit.mpesa.paybill is 247247, the Paybill of Equity Bank: sample data must not send money to a real account`,
      `${FILE}: "fatuma-ali": whatsapp is 254712483091, a number someone may hold: sample data writes 2540 and eight digits, which no one can be given`,
      `${FILE}: "fatuma-ali": email is fatuma.makeup@gmail.com, an address someone may read: sample data uses addresses at example.com`,
    ]);
  });

  it('never lets a listing take Miadi’s own Paybill, in sample or real data', () => {
    expect(miadiPaybill).toBe('522533');
    for (const synthetic of [true, false]) {
      const file = withListing('fatuma-ali', (listing) => {
        listing.deposit = {
          amount: { percent: 30 },
          mpesa: { paybill: miadiPaybill, account: 'FATUMA' },
        };
        if (!synthetic) listing.whatsapp = '254712483091';
      });
      (file as { synthetic?: boolean }).synthetic = synthetic;
      if (!synthetic) for (const listing of file.listings) scrubSample(listing);
      expect(problemsOf(file)).toEqual([
        `${FILE}: "fatuma-ali": deposit.mpesa.paybill is 522533, Miadi's own Paybill: give the listing's own`,
      ]);
    }
  });
});

/** A listing as a real export has it: numbers without the 0 that keeps sample ones unassigned. */
function scrubSample(listing: Record<string, unknown>) {
  for (const key of ['whatsapp', 'phone'])
    if (typeof listing[key] === 'string')
      listing[key] = (listing[key] as string).replace(/^2540/, '2547');
}

describe('no person is both an owner in the marketing copy and a customer', () => {
  /** Every testimonial's name in a content module: objects with a name, a text and a rating. */
  const testimonialNames = (module: unknown): string[] => {
    const names: string[] = [];
    const walk = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.forEach(walk);
      const record = value as Record<string, unknown>;
      if (typeof record.name === 'string' && typeof record.text === 'string' && 'rating' in record)
        names.push(record.name);
      Object.values(record).forEach(walk);
    };
    walk(module);
    return names;
  };
  const owners = new Set(
    [
      landing,
      businessTypePages,
      gym,
      services,
      swLanding,
      swBusinessTypePages,
      swGym,
      swServices,
    ].flatMap(testimonialNames),
  );

  it('finds the testimonials, the home page’s among them', () => {
    expect(owners).toContain(landing.testimonials[0]!.name);
    expect(owners.size).toBeGreaterThanOrEqual(5);
  });

  it('has no testimonial name among the catalogue’s reviewers', () => {
    const reviewers = new Set(
      catalogue.flatMap((listing) => (listing.reviews ?? []).map((review) => review.author)),
    );
    expect([...owners].filter((name) => reviewers.has(name))).toEqual([]);
  });
});
