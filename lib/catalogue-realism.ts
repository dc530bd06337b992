// Relative, not '@/content/…': the content check loads this file through jiti, whose alias does not apply to JSON.
import occasionList from '../content/occasions.json';
import knownPaybills from '../content/known-paybills.json';
import { paymentInstructions } from '@/content/payment';
import { dateNames } from './dates';

/*
 * Checks that keep a catalogue from reading as made up, or from reaching real people when it
 * is (D38, D40): a review is dated after the occasion it names and not after the build, and a
 * sample catalogue's contacts reach no one. parseCatalogue (lib/catalogue-schema.ts) reports
 * these with the schema's own problems, naming the listing and the field.
 */

type Problem = { path: (string | number)[]; message: string };
type Occasion = (typeof occasionList.occasions)[number];

const DAY = 24 * 60 * 60 * 1000;
const MONTHS: readonly string[] = dateNames.en.months;

/** Days a review may be written after the occasion it names. */
export const OCCASION_WINDOW_DAYS = occasionList.withinDays;
export const occasions: readonly Occasion[] = occasionList.occasions;

const wordsOf = (occasion: Occasion) => new RegExp(`\\b(?:${occasion.words.join('|')})\\b`, 'i');

/** The occasions a review's text names. */
export function occasionsIn(text: string): Occasion[] {
  return occasions.filter((occasion) => wordsOf(occasion).test(text));
}

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days the occasion fell on, up to `until` (a "YYYY-MM-DD"), for a review's text. */
function datesOf(occasion: Occasion, text: string, until: string): string[] {
  const year = Number(until.slice(0, 4));
  const onDays = (pairs: [number, number][]) =>
    pairs.flatMap(([month, day]) => [year - 1, year].map((y) => iso(Date.UTC(y, month - 1, day))));
  if ('dates' in occasion && occasion.dates) return occasion.dates;
  if ('month' in occasion && occasion.month && occasion.day)
    return onDays([[occasion.month, occasion.day]]);
  // A wedding or a graduation: the day the review itself gives ("on 29 August").
  const given = [...text.matchAll(new RegExp(`\\bon (\\d{1,2}) (${MONTHS.join('|')})\\b`, 'g'))];
  return onDays(given.map(([, day, month]) => [MONTHS.indexOf(month!) + 1, Number(day)]));
}

/** What is wrong with a review's date, or nothing: `today` is the build's day, "YYYY-MM-DD". */
export function reviewDateProblems(
  review: { date: string; text: string },
  today: string,
): string[] {
  const { date, text } = review;
  if (Number.isNaN(utc(date))) return [];
  const problems: string[] = [];
  if (date > today)
    problems.push(
      `is dated ${date}, after the build (${today}): a review is written after a visit`,
    );
  for (const occasion of occasionsIn(text)) {
    const before = datesOf(occasion, text, date).filter(
      (day) => day <= date && utc(date) - utc(day) <= OCCASION_WINDOW_DAYS * DAY,
    );
    if (before.length) continue;
    const when =
      'month' in occasion && occasion.month
        ? ` (${occasion.day} ${MONTHS[occasion.month - 1]})`
        : '';
    problems.push(
      'ownDate' in occasion
        ? `names ${occasion.name} without its day, or dated more than ${OCCASION_WINDOW_DAYS} days after it: write "on 29 August" in the text and date the review after it`
        : `names ${occasion.name}${when} but is dated ${date}: a review is dated on or after the occasion it names, within ${OCCASION_WINDOW_DAYS} days`,
    );
  }
  return problems;
}

/** Miadi's own Paybill, where the site tells owners to pay (content/payment.ts). */
export const miadiPaybill: string = paymentInstructions.transfer.rows[0].value;
export const institutionPaybills: ReadonlyMap<string, string> = new Map(
  knownPaybills.paybills.map(({ number, holder }) => [number, holder]),
);

/** Domains that reach no one (RFC 2606, RFC 6761): example.com, .org, .net and `.example`. */
export const isUnreachableEmail = (email: string) =>
  /@(?:[a-z0-9-]+\.)*example(?:\.(?:com|org|net))?$/i.test(email);

/**
 * A Kenyan number that no one holds: 0 right after 254. Kenya's numbers are nine digits after
 * the country code and none begins with 0, the trunk prefix dialled before them at home
 * (docs/catalogue.md cites the numbering plan).
 */
export const isUnassignedNumber = (number: string) => /^2540\d{8}$/.test(number);

/**
 * A listing's contacts: never Miadi's own Paybill; in sample data (`synthetic`, D40) emails at
 * example.com, WhatsApp and phone numbers no one holds, and no well-known institution's
 * Paybill; in real data no number that cannot be dialled.
 */
export function contactProblems(listing: Record<string, unknown>, synthetic: boolean): Problem[] {
  const problems: Problem[] = [];
  // A deposit's and a gift voucher's (D37) M-Pesa numbers.
  for (const [field, key] of (['deposit', 'vouchers'] as const).flatMap((field) =>
    (['paybill', 'till'] as const).map((key) => [field, key] as const),
  )) {
    const mpesa = (listing[field] as { mpesa?: Record<string, unknown> } | undefined)?.mpesa;
    const number = mpesa?.[key];
    if (typeof number !== 'string') continue;
    const path = [field, 'mpesa', key];
    if (number === miadiPaybill)
      problems.push({ path, message: `is ${number}, Miadi's own Paybill: give the listing's own` });
    else if (synthetic && institutionPaybills.has(number))
      problems.push({
        path,
        message: `is ${number}, the Paybill of ${institutionPaybills.get(number)!}: sample data must not send money to a real account`,
      });
  }
  for (const key of ['whatsapp', 'phone'] as const) {
    const number = listing[key];
    // A number of the wrong shape is the schema's to report.
    if (typeof number !== 'string' || !/^254\d{9}$/.test(number)) continue;
    if (synthetic && !isUnassignedNumber(number))
      problems.push({
        path: [key],
        message: `is ${number}, a number someone may hold: sample data writes 2540 and eight digits, which no one can be given`,
      });
    if (!synthetic && isUnassignedNumber(number))
      problems.push({
        path: [key],
        message: `is ${number}: no Kenyan number begins with 0 after 254; write it without the 0`,
      });
  }
  const { email } = listing;
  if (synthetic && typeof email === 'string' && !isUnreachableEmail(email))
    problems.push({
      path: ['email'],
      message: `is ${email}, an address someone may read: sample data uses addresses at example.com`,
    });
  return problems;
}

/** The day it is in Nairobi (UTC+3 all year) at `moment`, "YYYY-MM-DD". */
export const nairobiDay = (moment: Date) => iso(moment.getTime() + 3 * 60 * 60 * 1000);

/** Every listing's review dates and contacts, as parseCatalogue reports them. */
export function realismProblems(input: unknown, today: string): Problem[] {
  const file = (input ?? {}) as { synthetic?: unknown; listings?: unknown };
  const listings = Array.isArray(file.listings) ? file.listings : [];
  return listings.flatMap((entry: unknown, i) => {
    if (!entry || typeof entry !== 'object') return [];
    const listing = entry as Record<string, unknown>;
    const reviews = Array.isArray(listing.reviews) ? listing.reviews : [];
    const dated = reviews.flatMap((review: { date?: unknown; text?: unknown } | null, j) =>
      typeof review?.date === 'string' && typeof review.text === 'string'
        ? reviewDateProblems({ date: review.date, text: review.text }, today).map((message) => ({
            path: ['listings', i, 'reviews', j, 'date'],
            message,
          }))
        : [],
    );
    const contacts = contactProblems(listing, file.synthetic === true).map((problem) => ({
      ...problem,
      path: ['listings', i, ...problem.path],
    }));
    return [...dated, ...contacts];
  });
}
