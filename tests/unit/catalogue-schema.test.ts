import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import embedded from '@/content/catalogue/catalogue.json';
import { CatalogueError, parseCatalogue } from '@/lib/catalogue-schema';
import { catalogueSource, main } from '../../scripts/catalogue.mjs';

const FILE = 'content/catalogue/catalogue.json';
/** What a message about an unknown area or category offers instead. */
const AREAS = embedded.areas.map((area) => `"${area.slug}"`).join(', ');
const CATEGORIES = embedded.categories.map((category) => `"${category.id}"`).join(', ');

/** Take the field away. */
const DELETE = Symbol('delete');
type Change = [path: string, value: unknown];

/** The embedded catalogue with changes, each at a path such as "listings.0.name". */
function changed(...changes: Change[]): unknown {
  const data: unknown = JSON.parse(JSON.stringify(embedded));
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce(
      (node, key) => (node as Record<string, unknown>)[key],
      data,
    ) as Record<string, unknown>;
    if (value === DELETE) delete parent[last];
    else parent[last] = value;
  }
  return data;
}

/** The lines a catalogue is refused with. */
function problems(input: unknown): string[] {
  try {
    parseCatalogue(input, FILE);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  throw new Error('The catalogue was accepted');
}

describe('the catalogue schema', () => {
  it('refuses a business in a category without a drawing for its card', () => {
    expect(
      problems(changed(['listings.0.category', 'photography'], ['categories.7.images', []])),
    ).toEqual([
      `${FILE}: "glow-nail-bar": category is "photography", which has no image for a business's card`,
    ]);
  });

  it('accepts the embedded catalogue', () => {
    const data = parseCatalogue(embedded, FILE);
    expect(data.listings).toHaveLength(41);
    expect(data.areas).toHaveLength(8);
    expect(data.categories).toHaveLength(8);
  });

  it('refuses a listing id that is the address of a category content/ gives none (its id)', () => {
    const lashBar = {
      id: 'lash-bar',
      name: { en: 'Lash Bar', sw: 'Kope' },
      plural: { en: 'Lash Bars', sw: 'Kope' },
      count: {
        en: { one: '{count} lash bar', other: '{count} lash bars' },
        sw: { one: 'Saluni {count} ya kope', other: 'Saluni {count} za kope' },
      },
      schemaOrgType: 'BeautySalon',
    };
    expect(problems(changed(['categories.8', lashBar], ['listings.0.id', 'lash-bar']))).toEqual([
      `${FILE}: "lash-bar": id is "lash-bar", the address of the category "Lash Bar" (/services/lash-bar): choose another id`,
    ]);
  });

  it.each<[string, Change, string]>([
    [
      'a negative price',
      ['listings.0.services.2.priceKes', -800],
      `"glow-nail-bar": services[2].priceKes must be a positive number`,
    ],
    ['a missing name', ['listings.0.name', DELETE], `"glow-nail-bar": name is missing`],
    ['an empty name', ['listings.0.name', ' '], `"glow-nail-bar": name must not be empty`],
    [
      'an unknown area',
      ['listings.0.location', 'mombasa'],
      `"glow-nail-bar": location names an area that is not in the file: "mombasa"; use one of ${AREAS}, or add "mombasa" to "areas"`,
    ],
    [
      'an unknown category',
      ['listings.0.category', 'tattoo'],
      `"glow-nail-bar": category names a category that is not in the file: "tattoo"; use one of ${CATEGORIES}, or add "tattoo" to "categories"`,
    ],
    [
      'an unknown further category',
      ['listings.0.alsoIn', ['spa']],
      `"glow-nail-bar": alsoIn[0] names a category that is not in the file: "spa"; use one of ${CATEGORIES}, or add "spa" to "categories"`,
    ],
    [
      'an id that is a category page’s address (D34)',
      ['listings.0.id', 'nail-salons'],
      `"nail-salons": id is "nail-salons", the address of the category "Nail Salon" (/services/nail-salons): choose another id`,
    ],
    [
      'a price for a unit written into a name, which would be shown as a "from" price (D38)',
      ['listings.0.services.1.name', 'Nail repair (per nail)'],
      `"glow-nail-bar": services[1].name says "per nail": give the service "per": { "en": "per nail", "sw": … } instead, so that its price is shown with its unit and never as a "from" price`,
    ],
    [
      'an area in no county of Kenya',
      ['areas.0.county', 'Nairobi County'],
      `areas[0].county must be one of Kenya's 47 counties, as written there`,
    ],
    ['an area without its county', ['areas.1.county', DELETE], `areas[1].county is missing`],
    [
      'a category without its plural',
      ['categories.0.plural', DELETE],
      `categories[0].plural is missing`,
    ],
    [
      'a category whose count in titles has no count',
      ['categories.0.count.sw.other', 'Saluni za kucha'],
      `categories[0].count.sw.other must hold {count}`,
    ],
    [
      'an id the addresses keep for themselves',
      ['listings.0.id', 'in'],
      `"in": id is "in", a word the site's addresses keep for themselves (/services/in/…): choose another id`,
    ],
    [
      'a duplicate id',
      ['listings.1.id', 'glow-nail-bar'],
      `"glow-nail-bar": id repeats the listing id "glow-nail-bar"`,
    ],
    [
      'an id that is not URL-safe',
      ['listings.0.id', 'Glow Nail Bar'],
      `"Glow Nail Bar": id must be lower-case letters and digits joined by hyphens (it is part of an address)`,
    ],
    [
      'a bad WhatsApp number',
      ['listings.0.whatsapp', '0712483091'],
      `"glow-nail-bar": whatsapp must be a Kenyan mobile number written 2547XXXXXXXX or 2541XXXXXXXX`,
    ],
    [
      'hours that close before they open',
      ['listings.0.hours.0.closes', '08:00'],
      `"glow-nail-bar": hours[0].closes must be later than opens`,
    ],
    [
      'a time that is not HH:MM',
      ['listings.0.hours.1.opens', '9am'],
      `"glow-nail-bar": hours[1].opens must be a time "HH:MM", 00:00 to 23:59`,
    ],
    [
      'a day that is not a weekday',
      ['listings.0.hours.0.days', [1, 7]],
      `"glow-nail-bar": hours[0].days[1] must be a weekday number, 0 (Sunday) to 6 (Saturday)`,
    ],
    [
      'a slot interval the booking form does not offer',
      ['listings.0.booking.interval', 25],
      `"glow-nail-bar": booking.interval must be 15, 20 or 30 minutes`,
    ],
    [
      'a negative count in the ratings spread',
      ['listings.0.spread.4', -1],
      `"glow-nail-bar": spread[4] must be a whole number, 0 or more`,
    ],
    [
      'a fractional count in the ratings spread',
      ['listings.0.spread.0', 10.5],
      `"glow-nail-bar": spread[0] must be a whole number, 0 or more`,
    ],
    [
      'a spread without five counts',
      ['listings.0.spread', [105, 17, 3]],
      `"glow-nail-bar": spread must be five counts: how many gave 5, 4, 3, 2 and 1 stars`,
    ],
    [
      'a review with six stars',
      ['listings.0.reviews.0.rating', 6],
      `"glow-nail-bar": reviews[0].rating must be a whole number of stars, 1 to 5`,
    ],
    [
      'a review date that is not a date',
      ['listings.0.reviews.0.date', '2026-02-30'],
      `"glow-nail-bar": reviews[0].date must be a date "YYYY-MM-DD"`,
    ],
    [
      'a listing that is neither kind',
      ['listings.0.kind', 'shop'],
      `"glow-nail-bar": kind must be "business" or "professional"`,
    ],
    [
      'no services',
      ['listings.0.services', []],
      `"glow-nail-bar": services must list at least one service`,
    ],
    [
      'a price that is text',
      ['listings.0.services.0.priceKes', '1800'],
      `"glow-nail-bar": services[0].priceKes must be a number, written without quotes or commas: 1800`,
    ],
    [
      'an empty Kiswahili service name',
      ['listings.0.services.0.sw', { name: '' }],
      `"glow-nail-bar": services[0].sw.name must not be empty`,
    ],
    [
      'an area without its Kiswahili introduction',
      ['areas.0.intro.sw', DELETE],
      `areas[0].intro.sw is missing`,
    ],
    [
      'a duplicate area',
      ['areas.1.slug', 'westlands'],
      `areas[1].slug repeats the area "westlands"`,
    ],
    // Deals (D28)
    [
      'an offer on a service the listing does not have',
      ['listings.0.offers.0.services', ['Gel manicure', 'Eyebrow threading']],
      `"glow-nail-bar": offers[0].services[1] names a service the listing does not have: "Eyebrow threading"`,
    ],
    [
      'a discount in Kes as large as the price',
      ['listings.0.offers.1.discount', { kes: 1800 }],
      `"glow-nail-bar": offers[1].discount.kes must be less than the price of "Gel manicure" (Kes 1800)`,
    ],
    [
      'a discount of 100 per cent',
      ['listings.0.offers.0.discount', { percent: 100 }],
      `"glow-nail-bar": offers[0].discount.percent must be a whole number of per cent, 1 to 99`,
    ],
    [
      'a discount that is neither',
      ['listings.0.offers.0.discount', { off: 20 }],
      `"glow-nail-bar": offers[0].discount must be { "percent": 1 to 99 } or { "kes": a positive number }`,
    ],
    [
      'an offer whose hours end before they start',
      ['listings.0.offers.0.until', '09:00'],
      `"glow-nail-bar": offers[0].until must be later than from`,
    ],
    [
      'an offer without an end date',
      ['listings.0.offers.0.ends', DELETE],
      `"glow-nail-bar": offers[0].ends is missing`,
    ],
    // Classes (D29)
    [
      'a class level the timetable does not know',
      ['listings.24.classes.0.level', 'expert'],
      `"iron-paradise-gym": classes[0].level must be one of all, beginner, intermediate, advanced`,
    ],
    [
      'more spots left than the class holds',
      ['listings.24.classes.0.spots', { left: 21, asOf: '2026-11-24T08:00' }],
      `"iron-paradise-gym": classes[0].spots.left must not be more than the capacity`,
    ],
    [
      'spots left without when they were counted',
      ['listings.24.classes.0.spots', { left: 3 }],
      `"iron-paradise-gym": classes[0].spots.asOf is missing`,
    ],
    [
      'a class booked as a service the listing does not have',
      ['listings.24.classes.0.service', 'Spin class'],
      `"iron-paradise-gym": classes[0].service names a service the listing does not have: "Spin class"`,
    ],
    // Gift vouchers (D37)
    [
      'a voucher for a service the listing does not have',
      ['listings.6.vouchers.services.0', 'Gel manicure'],
      `"tress-lounge": vouchers.services[0] names a service the listing does not have: "Gel manicure"`,
    ],
    [
      'vouchers that offer neither an amount nor a service',
      [
        'listings.6.vouchers',
        {
          validMonths: 3,
          mpesa: { till: '6140552' },
          terms: { en: 'Valid for 3 months.', sw: 'Inatumika kwa miezi 3.' },
        },
      ],
      `"tress-lounge": vouchers must offer "amounts", "services" or both`,
    ],
    [
      'vouchers valid for longer than two years',
      ['listings.6.vouchers.validMonths', 36],
      `"tress-lounge": vouchers.validMonths must be a whole number of months, 1 to 24`,
    ],
    [
      'a voucher Paybill account reference M-Pesa cuts off',
      ['listings.6.vouchers.mpesa', { paybill: '531907', account: 'TRESS-LOUNGE-GIFT' }],
      `"tress-lounge": vouchers.mpesa.account must be 1 to 12 letters and digits, with no spaces or signs: M-Pesa's account field takes no more (docs/catalogue.md)`,
    ],
    [
      'voucher terms in one language only',
      ['listings.6.vouchers.terms', { en: 'Valid for 3 months.' }],
      `"tress-lounge": vouchers.terms.sw is missing`,
    ],
    // Before a booking request (D31)
    [
      'a fee that is neither a percentage nor Kes',
      ['listings.0.policy.noShowFee', { all: true }],
      `"glow-nail-bar": policy.noShowFee must be { "percent": 1 to 100 } or { "kes": a positive number }`,
    ],
    [
      'a policy without its free-cancellation hours',
      ['listings.0.policy.freeCancellationHours', DELETE],
      `"glow-nail-bar": policy.freeCancellationHours is missing`,
    ],
    [
      'a deposit without a Paybill or Till',
      ['listings.0.deposit.mpesa', { paybill: '522211' }],
      `"glow-nail-bar": deposit.mpesa must be { "paybill": digits, "account": text } or { "till": digits }`,
    ],
    [
      'a Paybill account reference with a space, which M-Pesa’s account field refuses',
      ['listings.0.deposit.mpesa', { paybill: '522211', account: 'GLOW NAILS' }],
      `"glow-nail-bar": deposit.mpesa.account must be 1 to 12 letters and digits, with no spaces or signs: M-Pesa's account field takes no more (docs/catalogue.md)`,
    ],
    [
      'a Paybill account reference longer than M-Pesa’s 12 characters',
      ['listings.0.deposit.mpesa', { paybill: '522211', account: 'GLOWNAILBAR01' }],
      `"glow-nail-bar": deposit.mpesa.account must be 1 to 12 letters and digits, with no spaces or signs: M-Pesa's account field takes no more (docs/catalogue.md)`,
    ],
    [
      'a Till number with letters',
      ['listings.0.deposit.mpesa', { till: 'TILL12' }],
      `"glow-nail-bar": deposit.mpesa.till must be 5 to 7 digits`,
    ],
    [
      'a payment method the site does not know',
      ['listings.0.payments', ['m-pesa', 'cheque']],
      `"glow-nail-bar": payments[1] must be one of m-pesa, cash, card`,
    ],
    [
      'a confirmation channel the site does not know',
      ['listings.0.confirmsBy', 'email'],
      `"glow-nail-bar": confirmsBy must be one of sms, whatsapp`,
    ],
    [
      'a reply time without its date',
      ['listings.0.replies', { withinMinutes: 45 }],
      `"glow-nail-bar": replies.asOf is missing`,
    ],
    [
      'a phone number that is not Kenyan',
      ['listings.0.phone', '+1 555 0100'],
      `"glow-nail-bar": phone must be a Kenyan number written 254 and nine digits`,
    ],
    [
      'an email address that is not one',
      ['listings.0.email', 'bookings at glow'],
      `"glow-nail-bar": email must be an email address`,
    ],
    [
      'a team member doing a service the listing does not have',
      ['listings.0.team.1.services', ['Gel manicure', 'Eyebrow threading']],
      `"glow-nail-bar": team[1].services[1] names a service the listing does not have: "Eyebrow threading"`,
    ],
    [
      'a team member working when the listing is closed',
      ['listings.0.team.1.hours', [{ days: [1, 2], opens: '08:00', closes: '18:00' }]],
      `"glow-nail-bar": team[1].hours[0] works Monday 08:00–18:00, Tuesday 08:00–18:00, when the listing is closed: a member's hours must lie within its opening hours`,
    ],
    [
      'a team member naming a listing the file does not have',
      ['listings.0.team.0.listing', 'njeri-w'],
      `"glow-nail-bar": team[0].listing names a listing that is not in the file: "njeri-w"`,
    ],
    [
      'a team member naming a business as her own listing',
      ['listings.0.team.0.listing', 'kucha-nail-studio'],
      `"glow-nail-bar": team[0].listing names "kucha-nail-studio", a business: only a professional's own listing can be a team member's`,
    ],
    [
      'a team member named otherwise than her own listing',
      ['listings.0.team.0.name', 'Njeri W.'],
      `"glow-nail-bar": team[0].name is "Njeri W.", but her listing "njeri-wambui" is "Njeri Wambui": one person has one name`,
    ],
    [
      'a second copy of a linked member’s hours',
      ['listings.0.team.0.hours', [{ days: [1], opens: '10:00', closes: '18:00' }]],
      `"glow-nail-bar": team[0].hours must be left out: she works the hours of her own listing "njeri-wambui", written there once`,
    ],
  ])('refuses %s with its own message', (_, change, message) => {
    expect(problems(changed(change))).toContain(`${FILE}: ${message}`);
  });

  it('refuses a venue whose member keeps her own hours when the venue is closed', () => {
    // Kevin Mwangi works Monday to Saturday on his own page; Sharp Cuts opening Monday to
    // Saturday only would still cover him, but not once his own page says he works Sundays.
    const kevin = (embedded.listings as { id: string }[]).findIndex(
      (listing) => listing.id === 'kevin-mwangi',
    );
    expect(
      problems(
        changed([`listings.${kevin}.hours`, [{ days: [0, 1], opens: '10:00', closes: '19:00' }]]),
      ),
    ).toEqual([
      `${FILE}: "sharp-cuts-barbershop": team[0].listing names "kevin-mwangi", whose hours include Sunday 10:00–19:00, when this listing is closed: her hours must lie within its opening hours`,
    ]);
  });

  it('reports every problem at once, one line each', () => {
    const lines = problems(
      changed(
        ['listings.0.services.2.priceKes', -1],
        ['listings.5.whatsapp', '12'],
        ['listings.9.location', 'nowhere'],
      ),
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it('names a listing without an id by its place in the file', () => {
    expect(problems(changed(['listings.3.id', DELETE]))).toContain(
      `${FILE}: listings[3]: id is missing`,
    );
  });
});

describe('CATALOGUE', () => {
  it('fetches https URLs, and http only from this machine', () => {
    expect(catalogueSource('https://platform.example/catalogue.json')).toEqual({
      url: 'https://platform.example/catalogue.json',
    });
    expect(catalogueSource('http://localhost:8080/catalogue.json')).toHaveProperty('url');
    expect(catalogueSource('http://127.0.0.1/catalogue.json')).toHaveProperty('url');
    expect(catalogueSource('http://platform.example/catalogue.json')).toEqual({
      refused:
        'CATALOGUE=http://platform.example/catalogue.json: a catalogue is fetched over https; http is only for localhost or 127.0.0.1.',
    });
    expect(catalogueSource('http://localhost.evil.example/c.json')).toHaveProperty('refused');
    expect(catalogueSource('ftp://platform.example/catalogue.json')).toHaveProperty('refused');
    expect(catalogueSource('file:///etc/catalogue.json')).toHaveProperty('refused');
  });

  it('reads anything else as a file path', () => {
    expect(catalogueSource('exports/catalogue.json')).toEqual({ path: 'exports/catalogue.json' });
    expect(catalogueSource('/tmp/catalogue.json')).toEqual({ path: '/tmp/catalogue.json' });
  });

  describe('at build time', () => {
    const cwd = process.cwd();
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
      process.chdir(dir);
    });
    afterEach(() => {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
      delete process.env.CATALOGUE;
    });

    it('copies the file it names where the build reads it, and the site uses it', async () => {
      // A listing whose team names no one's own listing: alone, it is a whole catalogue.
      const one = changed(['listings', embedded.listings.slice(1, 2)]);
      writeFileSync('export.json', JSON.stringify(one));
      await main('export.json');
      expect(JSON.parse(readFileSync('.catalogue/catalogue.json', 'utf8'))).toEqual(one);
      process.env.CATALOGUE = 'export.json';
      jest.isolateModules(() => {
        const { catalogue } =
          jest.requireActual<typeof import('@/lib/catalogue')>('@/lib/catalogue');
        expect(catalogue.map((listing) => listing.id)).toEqual(['kucha-nail-studio']);
      });
    });

    it('stops the build on a listing that breaks the schema, naming the file', async () => {
      writeFileSync('export.json', JSON.stringify(changed(['listings.0.geo.lat', 'far'])));
      await main('export.json');
      process.env.CATALOGUE = 'export.json';
      expect(() => jest.isolateModules(() => jest.requireActual('@/lib/catalogue'))).toThrow(
        'export.json: "glow-nail-bar": geo.lat must be a number',
      );
    });

    it('says so when the copy is missing or from another source', async () => {
      process.env.CATALOGUE = 'other.json';
      expect(() => jest.isolateModules(() => jest.requireActual('@/lib/catalogue'))).toThrow(
        /CATALOGUE=other\.json, but \.catalogue\/catalogue\.json holds nothing/,
      );
    });

    it('says clearly when a file or URL cannot be read', async () => {
      await expect(main('missing.json')).rejects.toThrow(
        'Could not read the catalogue CATALOGUE names',
      );
      await expect(main('http://127.0.0.1:9/catalogue.json')).rejects.toThrow(
        'Could not fetch the catalogue from http://127.0.0.1:9/catalogue.json',
      );
      await expect(main('http://example.com/c.json')).rejects.toThrow('http is only for localhost');
    });
  });
});
