import * as z from 'zod';
import { builtAt } from './built-at';
import { kenyaCounties } from '@/content/kenya-counties';
import { categorySlug, RESERVED_IDS } from './category-pages';
import { nairobiDay, realismProblems } from './catalogue-realism';
import { hoursOutside } from './team';
import type { OpeningHours } from '@/content/types';
import { MPESA_ACCOUNT_MAX, MPESA_ACCOUNT_PATTERN } from './mpesa';

/*
 * The catalogue's schema: areas, categories and listings, as the platform exports them and
 * docs/catalogue.md describes them field by field. The types the site uses are inferred from it.
 * parseCatalogue checks a whole file at once and reports every problem, one line each, naming
 * the file, the listing and the field.
 */

/** Lower-case words joined by hyphens: an id that is also a path segment (/services/{id}). */
const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.string().regex(URL_SAFE, {
  error: 'must be lower-case letters and digits joined by hyphens (it is part of an address)',
});

/** A message for a value that is there but wrong; a missing one is left to plainWords. */
const wrong = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

const text = z.string().trim().min(1, { error: 'must not be empty' });

/** Words the platform writes in both languages. */
const bothLanguages = z.object({ en: text, sw: text });

const image = z.object({
  src: z.string().startsWith('/', { error: 'must be a path on this site, starting with /' }),
  alt: z.string(),
  width: z.int({ error: wrong('must be a positive whole number') }).positive({
    error: 'must be a positive whole number',
  }),
  height: z.int({ error: wrong('must be a positive whole number') }).positive({
    error: 'must be a positive whole number',
  }),
});

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, { error: 'must be a time "HH:MM", 00:00 to 23:59' });

const weekday = z.literal([0, 1, 2, 3, 4, 5, 6], {
  error: 'must be a weekday number, 0 (Sunday) to 6 (Saturday)',
});

/** Days of the week, at least one, none repeated. */
const days = z
  .array(weekday)
  .min(1, { error: 'must name at least one day' })
  .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a day' });

const openingPeriod = z
  .object({
    days,
    opens: time,
    closes: time,
  })
  .refine((period) => period.opens < period.closes, {
    error: 'must be later than opens',
    path: ['closes'],
  });

const service = z.object({
  name: text,
  /** The name in Kiswahili, when the owner gives one. */
  sw: z.object({ name: text }).optional(),
  priceKes: z.number().positive({ error: 'must be a positive number' }),
  /**
   * What the price is for when it is not the whole service ("per nail"), shown after it in
   * both languages; such a price is never a listing's "from" price.
   */
  per: bothLanguages.optional(),
  /** Taken only with another service (nail art on a manicure): never a "from" price either. */
  addOn: z.boolean().optional(),
  minutes: z.int({ error: wrong('must be a positive whole number of minutes') }).positive({
    error: 'must be a positive whole number of minutes',
  }),
});

const count = z
  .int({ error: wrong('must be a whole number, 0 or more') })
  .nonnegative({ error: 'must be a whole number, 0 or more' });

const review = z.object({
  author: text,
  date: z.iso.date({ error: 'must be a date "YYYY-MM-DD"' }),
  rating: z.literal([1, 2, 3, 4, 5], { error: 'must be a whole number of stars, 1 to 5' }),
  text,
});

const teamMember = z.object({
  name: text,
  role: text,
  /** The role in Kiswahili, when the owner gives one. */
  sw: z.object({ role: text }).optional(),
  /**
   * Her own listing, when she also takes bookings on one: a professional's id. She is one
   * person (D38): her name is the listing's, she works its hours, and each page links the other.
   */
  listing: id.optional(),
  /** The listing's services they do, by name; absent, they are offered for every service. */
  services: z
    .array(text)
    .min(1, { error: 'must name at least one service, or be left out' })
    .optional(),
  /**
   * When she works, within the listing's opening hours: the booking form offers her then only.
   * Absent, her own listing's hours if she names one, else all the listing's opening hours.
   */
  hours: z
    .array(openingPeriod)
    .min(1, { error: 'must name at least one period, or be left out' })
    .optional(),
});

/** A fee or a deposit: a percentage of the price (after any deal) or an amount in Kes. */
const share = z.union(
  [
    z.strictObject({
      percent: z
        .int({ error: wrong('must be a whole number of per cent, 1 to 100') })
        .min(1, { error: 'must be a whole number of per cent, 1 to 100' })
        .max(100, { error: 'must be a whole number of per cent, 1 to 100' }),
    }),
    z.strictObject({ kes: z.number().positive({ error: 'must be a positive number' }) }),
  ],
  { error: 'must be { "percent": 1 to 100 } or { "kes": a positive number }' },
);

/**
 * What the business tells its customers about cancelling, missing and being late (D31). Only
 * what it states is here: a field it leaves out is not said on the page.
 */
const policy = z.strictObject({
  /** Free cancellation until this many hours before the appointment. */
  freeCancellationHours: z
    .int({ error: wrong('must be a whole number of hours, 0 or more') })
    .nonnegative({ error: 'must be a whole number of hours, 0 or more' }),
  /** Charged for cancelling later than that. */
  lateCancellationFee: share.optional(),
  /** Charged for not coming at all. */
  noShowFee: share.optional(),
  /** What becomes of a deposit when the visitor cancels in time. */
  depositWhenCancelledInTime: z
    .enum(['returned', 'credit'], { error: 'must be "returned" or "credit"' })
    .optional(),
  /** How many minutes late a visitor may arrive and still be seen. */
  lateArrivalMinutes: z
    .int({ error: wrong('must be a whole number of minutes, 0 or more') })
    .nonnegative({ error: 'must be a whole number of minutes, 0 or more' })
    .optional(),
});

/** Digits only, as M-Pesa numbers are keyed in. */
const mpesaNumber = z.string().regex(/^\d{5,7}$/, { error: 'must be 5 to 7 digits' });

/** A Paybill's account reference as M-Pesa's account field takes it (lib/mpesa.ts). */
const mpesaAccount = z.string().regex(MPESA_ACCOUNT_PATTERN, {
  error: `must be 1 to ${MPESA_ACCOUNT_MAX} letters and digits, with no spaces or signs: M-Pesa's account field takes no more (docs/catalogue.md)`,
});

/** Where M-Pesa money goes: a Paybill with an account, or a Till. */
const mpesaTo = z.union(
  [
    z.strictObject({ paybill: mpesaNumber, account: mpesaAccount }),
    z.strictObject({ till: mpesaNumber }),
  ],
  { error: 'must be { "paybill": digits, "account": text } or { "till": digits }' },
);

/** A deposit, paid by M-Pesa after the business confirms: to a Paybill with an account, or a Till. */
const deposit = z.strictObject({ amount: share, mpesa: mpesaTo });

/**
 * Gift vouchers (D37): amounts in Kes and/or the listing's services, by name; valid for
 * `validMonths` from the day the business sends the code; paid by M-Pesa once the business
 * confirms; its terms in the platform's two languages. Nothing is sold on the site.
 */
const vouchers = z
  .strictObject({
    amounts: z
      .array(
        z.int({ error: wrong('must be a whole number of Kes') }).positive({
          error: 'must be a positive whole number of Kes',
        }),
      )
      .min(1, { error: 'must name at least one amount, or be left out' })
      .refine((list) => new Set(list).size === list.length, { error: 'must not repeat an amount' })
      .optional(),
    /** Names of the listing's services, as written in `services`. */
    services: z
      .array(text)
      .min(1, { error: 'must name at least one of the listing’s services, or be left out' })
      .refine((names) => new Set(names).size === names.length, {
        error: 'must not repeat a service',
      })
      .optional(),
    validMonths: z
      .int({ error: wrong('must be a whole number of months, 1 to 24') })
      .min(1, { error: 'must be a whole number of months, 1 to 24' })
      .max(24, { error: 'must be a whole number of months, 1 to 24' }),
    mpesa: mpesaTo,
    terms: bothLanguages,
  })
  .refine((entry) => entry.amounts || entry.services, {
    error: 'must offer "amounts", "services" or both',
  });

/** How payment is taken at the venue. */
export const PAYMENT_METHODS = ['m-pesa', 'cash', 'card'] as const;

/** How a business confirms a request (D19: SMS where the data is silent). */
export const CONFIRMATION_CHANNELS = ['sms', 'whatsapp'] as const;

/**
 * A deal (D28): a discount on some of the listing's services for appointments that start on
 * its days, from `from` until `until`, up to 23:59 on `ends` (Nairobi's clock). An expired
 * offer is left out of the build (lib/catalogue.ts) and hidden by the browser between builds.
 */
const offer = z
  .object({
    /** Names of the listing's services it covers, as written in `services`. */
    services: z
      .array(text)
      .min(1, { error: 'must name at least one of the listing’s services' })
      .refine((names) => new Set(names).size === names.length, {
        error: 'must not repeat a service',
      }),
    /** A percentage off, or Kes off; either way it leaves a price above zero (see offerProblems). */
    discount: z.union(
      [
        z.strictObject({
          percent: z
            .int({ error: wrong('must be a whole number of per cent, 1 to 99') })
            .min(1, {
              error: 'must be a whole number of per cent, 1 to 99',
            })
            .max(99, { error: 'must be a whole number of per cent, 1 to 99' }),
        }),
        z.strictObject({ kes: z.number().positive({ error: 'must be a positive number' }) }),
      ],
      { error: 'must be { "percent": 1 to 99 } or { "kes": a positive number }' },
    ),
    days,
    /** Appointments starting at or after `from` and before `until` get it. */
    from: time,
    until: time,
    /** The last day it covers, "YYYY-MM-DD" on Nairobi's clock, through 23:59. */
    ends: z.iso.date({ error: wrong('must be a date "YYYY-MM-DD"') }),
  })
  .refine((offer) => offer.from < offer.until, {
    error: 'must be later than from',
    path: ['until'],
  });

/** How a class suits its students. */
export const CLASS_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;

/**
 * A weekly class on the timetable (D29): gyms, studios and trainers. `spots` is given only when
 * the platform knows how many are left, and says when it counted; the site never invents it.
 */
const weeklyClass = z
  .object({
    name: text,
    /** The name in Kiswahili, when the owner gives one. */
    sw: z.object({ name: text }).optional(),
    instructor: text,
    /** The service it is booked as, when it is one of the listing's: its price is the class's. */
    service: text.optional(),
    day: weekday,
    starts: time,
    minutes: z.int({ error: wrong('must be a positive whole number of minutes') }).positive({
      error: 'must be a positive whole number of minutes',
    }),
    level: z.enum(CLASS_LEVELS, { error: `must be one of ${CLASS_LEVELS.join(', ')}` }),
    capacity: z.int({ error: wrong('must be a positive whole number') }).positive({
      error: 'must be a positive whole number',
    }),
    spots: z
      .object({
        left: count,
        /** When it was counted, on Nairobi's clock: "2026-11-24T08:00". */
        asOf: z.iso.datetime({
          local: true,
          precision: -1,
          error: wrong('must be a time "YYYY-MM-DDTHH:MM"'),
        }),
      })
      .optional(),
  })
  .refine((entry) => !entry.spots || entry.spots.left <= entry.capacity, {
    error: 'must not be more than the capacity',
    path: ['spots', 'left'],
  });

/** What a listing tells a visitor before a booking request (D31): each optional, none invented. */
const beforeBookingFields = {
  /** In the owner's words: what the business is. */
  description: text.optional(),
  /** A number to call, in international form without the plus. */
  phone: z
    .string()
    .regex(/^254\d{9}$/, { error: 'must be a Kenyan number written 254 and nine digits' })
    .optional(),
  /** Where an email request goes; absent, it goes to the site's own address. */
  email: z.email({ error: wrong('must be an email address') }).optional(),
  payments: z
    .array(z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` }))
    .min(1, { error: 'must name at least one method, or be left out' })
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a method' })
    .optional(),
  confirmsBy: z
    .enum(CONFIRMATION_CHANNELS, { error: `must be one of ${CONFIRMATION_CHANNELS.join(', ')}` })
    .optional(),
  /** How fast it usually replies to a request, and when the platform measured it. */
  replies: z
    .strictObject({
      withinMinutes: z
        .int({ error: wrong('must be a positive whole number of minutes') })
        .positive({
          error: 'must be a positive whole number of minutes',
        }),
      asOf: z.iso.date({ error: wrong('must be a date "YYYY-MM-DD"') }),
    })
    .optional(),
  policy: policy.optional(),
  deposit: deposit.optional(),
};

/** Fields every listing has, a business or a professional. */
const listingFields = {
  id,
  name: text,
  /** An area's slug. */
  location: id,
  street: text,
  geo: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  // 2540…: sample data's numbers, which no one holds (lib/catalogue-realism.ts).
  whatsapp: z.string().regex(/^254[017]\d{8}$/, {
    error: 'must be a Kenyan mobile number written 2547XXXXXXXX or 2541XXXXXXXX',
  }),
  hours: z.array(openingPeriod),
  booking: z.object({
    interval: z.literal([15, 20, 30], { error: 'must be 15, 20 or 30 minutes' }),
    leadMinutes: count,
  }),
  services: z.array(service).min(1, { error: 'must list at least one service' }),
  spread: z.tuple([count, count, count, count, count], {
    error: 'must be five counts: how many gave 5, 4, 3, 2 and 1 stars',
  }),
  reviews: z.array(review),
  offers: z.array(offer).optional(),
  classes: z.array(weeklyClass).optional(),
  vouchers: vouchers.optional(),
  ...beforeBookingFields,
};

const business = z.object({
  kind: z.literal('business'),
  ...listingFields,
  /** The category it is listed under: a category's id. */
  category: id,
  /** Further categories it is found by. */
  alsoIn: z.array(id).optional(),
  team: z.array(teamMember),
  /** Its own words in Kiswahili (docs/catalogue.md): each optional, shown as written without. */
  sw: z
    .object({ name: text.optional(), description: text.optional(), street: text.optional() })
    .optional(),
});

const professional = z.object({
  kind: z.literal('professional'),
  ...listingFields,
  profession: text,
  category: id,
  /** Where they work: "… at {venue}". */
  venue: text,
  image,
  sw: z
    .object({
      name: text.optional(),
      profession: text.optional(),
      venue: text.optional(),
      description: text.optional(),
      street: text.optional(),
    })
    .optional(),
});

const listing = z.discriminatedUnion('kind', [business, professional], {
  error: 'must be "business" or "professional"',
});

const area = z.object({
  slug: id,
  name: text,
  /** The county it is in: its listings' addresses and pages say "{area}, {county}". */
  county: text.refine((value) => (kenyaCounties as readonly string[]).includes(value), {
    error: "must be one of Kenya's 47 counties, as written there",
  }),
  intro: bothLanguages,
});

/** A count in words: { one: "{count} nail salon", other: "{count} nail salons" }. */
const countWords = z.object({
  one: text.includes('{count}', { error: 'must hold {count}' }),
  other: text.includes('{count}', { error: 'must hold {count}' }),
});

const category = z.object({
  id,
  /** One of them, as cards name it: "Nail Salon". */
  name: bothLanguages,
  /** Several, as headings, breadcrumbs, tabs and links name them: "Nail Salons". */
  plural: bothLanguages,
  /** How titles count them: "{count} nail salons", "Saluni {count} za kucha". */
  count: z.object({ en: countWords, sw: countWords }),
  /**
   * How titles count its professionals, people with their own listing, counted apart from its
   * places (D38): "{count} nail technicians", "mafundi {count} wa kucha". Without it, the
   * category page's general word ("{count} professionals").
   */
  professionalCount: z.object({ en: countWords, sw: countWords }).optional(),
  /**
   * What customers type for it, beyond its names (issue 52): "haircut", "kunyoa nywele". The
   * search finds its listings by these words on both languages' pages (lib/search-words.ts).
   */
  searchWords: z.object({ en: z.array(text), sw: z.array(text) }).optional(),
  /** The schema.org type of a business in it, e.g. "NailSalon". */
  schemaOrgType: z.string().regex(/^[A-Z][A-Za-z]+$/, {
    error: 'must be a schema.org type name, e.g. "NailSalon"',
  }),
  /**
   * The drawings on its businesses' cards, given out in turn to the businesses of an area
   * (listingImage): a category businesses are listed under needs at least one.
   */
  images: z.array(image).optional(),
});

export const catalogueSchema = z.object({
  /** Made up, e.g. by a generator: every page says so and is not indexed. */
  synthetic: z.boolean().optional(),
  areas: z.array(area).min(1, { error: 'must list at least one area' }),
  categories: z.array(category).min(1, { error: 'must list at least one category' }),
  listings: z.array(listing),
});

type Problem = { path: (string | number)[]; message: string };

/**
 * What the schema cannot see one field at a time: ids that repeat, and listings that name an
 * area or category the file does not have. Reads the input as it is, so that these problems
 * are reported together with the schema's own, not after they are fixed.
 */
export function referenceProblems(input: unknown): Problem[] {
  const problems: Problem[] = [];
  const list = (key: string): Record<string, unknown>[] => {
    const value = (input as Record<string, unknown> | null)?.[key];
    return Array.isArray(value)
      ? value.map((item) => (item && typeof item === 'object' ? item : {}))
      : [];
  };
  const unique = (section: string, key: string, what: string) => {
    const seen = new Set<unknown>();
    list(section).forEach((item, i) => {
      if (typeof item[key] !== 'string') return;
      if (seen.has(item[key]))
        problems.push({ path: [section, i, key], message: `repeats the ${what} "${item[key]}"` });
      seen.add(item[key]);
    });
  };
  unique('areas', 'slug', 'area');
  unique('categories', 'id', 'category');
  unique('listings', 'id', 'listing id');

  const areas = new Set(list('areas').map((area) => area.slug));
  const categories = new Map(list('categories').map((category) => [category.id, category]));
  const known = (
    path: (string | number)[],
    value: unknown,
    names: { has(v: unknown): boolean },
    what: string,
  ) => {
    const [section, key] = what === 'an area' ? ['areas', 'slug'] : ['categories', 'id'];
    if (typeof value === 'string' && !names.has(value))
      problems.push({
        path,
        message: `names ${what} that is not in the file: "${value}"; use one of ${list(section)
          .map((item) => `"${String(item[key])}"`)
          .join(', ')}, or add "${value}" to "${section}"`,
      });
  };
  // A listing's address is /services/{id}, beside the category pages' (D34).
  const categoryAddresses = new Map(
    [...categories]
      .filter(([id]) => typeof id === 'string')
      .map(([id, category]) => {
        const name = (category.name as { en?: unknown } | undefined)?.en;
        return [categorySlug(id as string), typeof name === 'string' ? name : String(id)];
      }),
  );
  const byId = new Map(list('listings').map((listing) => [listing.id, listing]));
  list('listings').forEach((listing, i) => {
    const { id } = listing;
    if (typeof id === 'string' && RESERVED_IDS.includes(id))
      problems.push({
        path: ['listings', i, 'id'],
        message: `is "${id}", a word the site's addresses keep for themselves (/services/${id}/…): choose another id`,
      });
    if (typeof id === 'string' && categoryAddresses.has(id))
      problems.push({
        path: ['listings', i, 'id'],
        message: `is "${id}", the address of the category "${categoryAddresses.get(id)!}" (/services/${id}): choose another id`,
      });
    known(['listings', i, 'location'], listing.location, areas, 'an area');
    known(['listings', i, 'category'], listing.category, categories, 'a category');
    const category = categories.get(listing.category);
    if (
      listing.kind === 'business' &&
      category &&
      !(Array.isArray(category.images) && category.images.length)
    )
      problems.push({
        path: ['listings', i, 'category'],
        message: `is "${String(listing.category)}", which has no image for a business's card`,
      });
    problems.push(...offerProblems(listing, i));
    problems.push(...voucherProblems(listing, i));
    if (Array.isArray(listing.classes))
      listing.classes.forEach((entry: Record<string, unknown> | null, j) => {
        const service = entry?.service;
        const services = Array.isArray(listing.services) ? listing.services : [];
        if (
          typeof service === 'string' &&
          !services.some((s: { name?: unknown } | null) => s?.name === service)
        )
          problems.push({
            path: ['listings', i, 'classes', j, 'service'],
            message: `names a service the listing does not have: "${service}"`,
          });
      });
    problems.push(...teamServiceProblems(listing, i));
    problems.push(...teamPeopleProblems(listing, i, byId));
    problems.push(...perUnitProblems(listing, i));
    if (Array.isArray(listing.alsoIn))
      listing.alsoIn.forEach((also: unknown, j) =>
        known(['listings', i, 'alsoIn', j], also, categories, 'a category'),
      );
  });
  return problems;
}

/** A team member's services must be the listing's. */
function teamServiceProblems(listing: Record<string, unknown>, i: number): Problem[] {
  if (!Array.isArray(listing.team)) return [];
  const services = Array.isArray(listing.services) ? listing.services : [];
  const names = new Set(services.map((service: { name?: unknown } | null) => service?.name));
  return listing.team.flatMap((member: { services?: unknown } | null, j) =>
    (Array.isArray(member?.services) ? member.services : []).flatMap((name: unknown, k) =>
      typeof name === 'string' && !names.has(name)
        ? [
            {
              path: ['listings', i, 'team', j, 'services', k],
              message: `names a service the listing does not have: "${name}"`,
            },
          ]
        : [],
    ),
  );
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Periods as the schema has them, or nothing where they are not yet well formed. */
function periodsIn(value: unknown): OpeningHours {
  return Array.isArray(value) &&
    value.every(
      (period: Record<string, unknown> | null) =>
        Array.isArray(period?.days) &&
        typeof period.opens === 'string' &&
        typeof period.closes === 'string',
    )
    ? (value as OpeningHours)
    : [];
}

/** "Sunday 11:00–20:00, Monday 08:00–09:00": what opening hours leave out. */
function outsideWords(periods: OpeningHours, hours: OpeningHours): string {
  return hoursOutside(periods, hours)
    .map(({ day, opens, closes }) => `${DAY_NAMES[day] ?? day} ${opens}–${closes}`)
    .join(', ');
}

/**
 * A team member is one person (D38): one who names her own listing names a professional's, by
 * her own name, and works its hours (so gives none here); and everyone's hours lie within the
 * listing's opening hours, so that the booking form never offers her when the door is shut.
 */
function teamPeopleProblems(
  listing: Record<string, unknown>,
  i: number,
  byId: ReadonlyMap<unknown, Record<string, unknown>>,
): Problem[] {
  if (!Array.isArray(listing.team)) return [];
  const opening = periodsIn(listing.hours);
  const problems: Problem[] = [];
  listing.team.forEach((member: Record<string, unknown> | null, j) => {
    const path = ['listings', i, 'team', j];
    const own = typeof member?.listing === 'string' ? member.listing : undefined;
    const hours = periodsIn(member?.hours);
    hours.forEach((period, k) => {
      const outside = outsideWords([period], opening);
      if (outside)
        problems.push({
          path: [...path, 'hours', k],
          message: `works ${outside}, when the listing is closed: a member's hours must lie within its opening hours`,
        });
    });
    if (own === undefined) return;
    const linked = byId.get(own);
    if (!linked) {
      problems.push({
        path: [...path, 'listing'],
        message: `names a listing that is not in the file: "${own}"`,
      });
      return;
    }
    if (linked.kind !== 'professional')
      problems.push({
        path: [...path, 'listing'],
        message: `names "${own}", a ${String(linked.kind)}: only a professional's own listing can be a team member's`,
      });
    if (typeof member?.name === 'string' && member.name !== linked.name)
      problems.push({
        path: [...path, 'name'],
        message: `is "${member.name}", but her listing "${own}" is "${String(linked.name)}": one person has one name`,
      });
    if (member?.hours !== undefined)
      problems.push({
        path: [...path, 'hours'],
        message: `must be left out: she works the hours of her own listing "${own}", written there once`,
      });
    const outside = outsideWords(periodsIn(linked.hours), opening);
    if (outside)
      problems.push({
        path: [...path, 'listing'],
        message: `names "${own}", whose hours include ${outside}, when this listing is closed: her hours must lie within its opening hours`,
      });
  });
  return problems;
}

/** "Nail repair (per nail)": a unit written into the name, which the site cannot see. */
const UNIT_IN_NAME = /\bper\s+(?!cent\b)[a-z]+/i;

/**
 * A price for a unit is data (`per`), never a name's words: otherwise the site would show
 * "from Kes 200" for a repair of one nail (D38).
 */
function perUnitProblems(listing: Record<string, unknown>, i: number): Problem[] {
  if (!Array.isArray(listing.services)) return [];
  return listing.services.flatMap((service: Record<string, unknown> | null, j) => {
    const unit = typeof service?.name === 'string' ? UNIT_IN_NAME.exec(service.name) : null;
    return unit && service?.per === undefined
      ? [
          {
            path: ['listings', i, 'services', j, 'name'],
            message: `says "${unit[0]}": give the service "per": { "en": "${unit[0]}", "sw": … } instead, so that its price is shown with its unit and never as a "from" price`,
          },
        ]
      : [];
  });
}

/**
 * An offer must cover services the listing has, and a discount in Kes must leave each of them a
 * price above zero (a percentage is at most 99).
 */
function offerProblems(listing: Record<string, unknown>, i: number): Problem[] {
  if (!Array.isArray(listing.offers)) return [];
  const services = Array.isArray(listing.services) ? listing.services : [];
  const prices = new Map<unknown, unknown>(
    services.map((service: Record<string, unknown> | null) => [service?.name, service?.priceKes]),
  );
  const problems: Problem[] = [];
  listing.offers.forEach((offer: Record<string, unknown> | null, j) => {
    const named = Array.isArray(offer?.services) ? offer.services : [];
    const kes = (offer?.discount as { kes?: unknown } | undefined)?.kes;
    named.forEach((name: unknown, k) => {
      const path = ['listings', i, 'offers', j, 'services', k];
      if (typeof name !== 'string') return;
      if (!prices.has(name))
        problems.push({ path, message: `names a service the listing does not have: "${name}"` });
      else if (
        typeof kes === 'number' &&
        typeof prices.get(name) === 'number' &&
        kes >= (prices.get(name) as number)
      )
        problems.push({
          path: ['listings', i, 'offers', j, 'discount', 'kes'],
          message: `must be less than the price of "${name}" (Kes ${String(prices.get(name))})`,
        });
    });
  });
  return problems;
}

/** A voucher's services must be the listing's. */
function voucherProblems(listing: Record<string, unknown>, i: number): Problem[] {
  const named = (listing.vouchers as { services?: unknown } | null | undefined)?.services;
  if (!Array.isArray(named)) return [];
  const services = Array.isArray(listing.services) ? listing.services : [];
  const names = new Set(services.map((service: { name?: unknown } | null) => service?.name));
  return named.flatMap((name: unknown, k) =>
    typeof name === 'string' && !names.has(name)
      ? [
          {
            path: ['listings', i, 'vouchers', 'services', k],
            message: `names a service the listing does not have: "${name}"`,
          },
        ]
      : [],
  );
}

export type CatalogueData = z.infer<typeof catalogueSchema>;
export type Area = z.infer<typeof area>;
export type Category = z.infer<typeof category>;
export type Service = z.infer<typeof service>;
export type Review = z.infer<typeof review>;
export type TeamMember = z.infer<typeof teamMember>;
export type Offer = z.infer<typeof offer>;
export type WeeklyClass = z.infer<typeof weeklyClass>;
export type ClassLevel = WeeklyClass['level'];
export type Share = z.infer<typeof share>;
export type BookingPolicy = z.infer<typeof policy>;
export type Deposit = z.infer<typeof deposit>;
export type Vouchers = z.infer<typeof vouchers>;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ConfirmationChannel = (typeof CONFIRMATION_CHANNELS)[number];
export type ReplyTime = NonNullable<z.infer<typeof beforeBookingFields.replies>>;
export type BookingRules = z.infer<typeof business>['booking'];
/** How many customers gave 5, 4, 3, 2 and 1 stars: the rating and count are worked out from it. */
export type RatingSpread = z.infer<typeof business>['spread'];
export type BusinessEntry = z.infer<typeof business>;
export type ProfessionalEntry = z.infer<typeof professional>;

/** Why a catalogue was refused: one line per problem. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The catalogue has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/** Messages for what the schema does not word itself: a missing field, a wrong type. */
const plainWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is missing';
    // A price typed as people write it ("2,500"): say how the file wants it.
    if (
      issue.expected === 'number' &&
      typeof issue.input === 'string' &&
      /^\s*[\d,]+(?:\.\d+)?\s*$/.test(issue.input)
    )
      return `must be a number, written without quotes or commas: ${issue.input.replace(/[\s,]/g, '')}`;
    const names: Record<string, string> = { string: 'text', int: 'a whole number' };
    const expected = names[issue.expected] ?? `a ${issue.expected}`;
    return `must be ${expected}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}`;
  if (issue.code === 'unrecognized_keys') return `has unknown fields: ${issue.keys.join(', ')}`;
  return undefined;
};

/** `services[2].priceKes` from ['services', 2, 'priceKes']. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${String(key)}` : String(key)))
    .join('');
}

/** Where a problem is: `"glow-nail-bar": services[2].priceKes`, or `areas[3].slug`. */
function placeOf(input: unknown, path: readonly PropertyKey[]): string {
  const [section, index, ...rest] = path;
  if (section === 'listings' && typeof index === 'number') {
    const listings = (input as { listings?: unknown[] }).listings;
    const id = (listings?.[index] as { id?: unknown } | undefined)?.id;
    const name = typeof id === 'string' && id ? `"${id}"` : `listings[${index}]`;
    return rest.length ? `${name}: ${fieldPath(rest)}` : name;
  }
  return path.length ? fieldPath(path) : '(the file)';
}

/** The catalogue in `input`, checked; `file` names it in the messages. Throws CatalogueError. */
export function parseCatalogue(input: unknown, file: string): CatalogueData {
  const result = catalogueSchema.safeParse(input, { error: plainWords });
  const problems = [
    ...(result.error?.issues ?? []),
    ...referenceProblems(input),
    ...realismProblems(input, nairobiDay(builtAt)),
  ];
  if (result.success && !problems.length) return result.data;
  throw new CatalogueError(
    problems.map((problem) => `${file}: ${placeOf(input, problem.path)} ${problem.message}`),
  );
}
