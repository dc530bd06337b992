/**
 * What booking marketplaces charge a business for a new client, as their own help centres put
 * it, for the cost calculator on /pricing (D30). Figures only: the words that describe them are
 * in content/pricing.ts `costCalculator` and its Kiswahili twin. A marketer updates a rate here,
 * with the address it was read at and the day (YYYY-MM-DD); the page shows both.
 */
export type CommissionModelId = 'fresha' | 'treatwell' | 'booksy-boost';

export type CommissionRate = {
  id: CommissionModelId;
  /** The service's name, the same in every language. */
  name: string;
  /** Percent of the new client's first visit. */
  percent: number;
  /** Tax charged on top of the commission, in percent. */
  taxPercent?: number;
  /** The least and the most charged for one new client, in US dollars. */
  minUsd?: number;
  maxUsd?: number;
  sourceUrl: string;
  readOn: string;
};

/** Kenya's general rate of VAT (Value Added Tax Act, 2013, First Schedule). */
export const kenyaVat = { percent: 16, readOn: '2026-11-25' } as const;

/**
 * Kes for one US dollar, for the limits set in dollars: the Central Bank of Kenya's indicative
 * rate on `asOf`. Update both together.
 */
export const exchangeRate = {
  kesPerUsd: 129,
  asOf: '2026-11-25',
  sourceUrl: 'https://www.centralbank.go.ke/forex/',
} as const;

export const commissionRates = [
  {
    id: 'fresha',
    name: 'Fresha',
    percent: 20,
    sourceUrl: 'https://support.fresha.com/hc/en-us/articles/4402096033938',
    readOn: '2026-11-25',
  },
  {
    id: 'treatwell',
    name: 'Treatwell',
    percent: 35,
    taxPercent: kenyaVat.percent,
    sourceUrl:
      'https://help.treatwell.pro/en/articles/6068109-how-does-treatwell-s-commission-work',
    readOn: '2026-11-25',
  },
  {
    id: 'booksy-boost',
    name: 'Booksy Boost',
    percent: 30,
    minUsd: 10,
    maxUsd: 100,
    sourceUrl: 'https://support.booksy.com/hc/en-us/articles/16486248108946',
    readOn: '2026-11-25',
  },
] as const satisfies readonly CommissionRate[];

/**
 * The worked example: the figures the calculator starts from, and the volumes of new clients
 * in the table shown to everyone, JavaScript or not. 100 bookings with 10% new marketplace
 * clients are the table's 10 new clients. The share is an example and the page says so: no
 * source here gives a typical share, so none is claimed (D30 amended).
 */
export const calculatorExample = {
  bookings: 100,
  visitKes: 2000,
  /** Percent of bookings made by new clients from marketplaces. */
  sharePercent: 10,
  volumes: [5, 10, 20, 40],
} as const;

/** The largest figures the calculator takes: beyond them a typing slip is likelier than a fact. */
export const calculatorLimits = { visitKes: 1_000_000, bookings: 100_000 } as const;
