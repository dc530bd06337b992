import { bookingTerms } from '@/content/booking-terms';
import { bookingTerms as swBookingTerms } from '@/content/sw/booking-terms';
import {
  depositAmount,
  depositFormLine,
  depositPrice,
  depositKes,
  depositText,
  policyText,
  replyText,
} from '@/lib/booking-policy';
import { priceWithUnit } from '@/lib/unit-price';
import type { BookingPolicy, Deposit } from '@/lib/catalogue';
import { offerFor } from '@/lib/offers';

const { policy: words, deposit: depositWords, about } = bookingTerms;
const listing = (policy?: BookingPolicy, deposit?: Deposit) => ({
  name: 'Glow Nail Bar',
  ...(policy ? { policy } : {}),
  ...(deposit ? { deposit } : {}),
});
const percentDeposit: Deposit = {
  amount: { percent: 30 },
  mpesa: { paybill: '522211', account: 'GLOW' },
};
const kesDeposit: Deposit = { amount: { kes: 500 }, mpesa: { till: '5093318' } };

describe('the policy sentence (D31)', () => {
  it('says the business has published none, and invents nothing', () => {
    expect(policyText(listing(), words, 'en')).toBe(
      'Glow Nail Bar has not published a booking policy. You can ask about cancelling when they confirm.',
    );
  });

  it('states fees as a percentage, as the full price and in Kes', () => {
    const policy: BookingPolicy = {
      freeCancellationHours: 24,
      lateCancellationFee: { percent: 50 },
      noShowFee: { percent: 100 },
      lateArrivalMinutes: 15,
    };
    expect(policyText(listing(policy), words, 'en')).toBe(
      'Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price. Not coming costs the full price. You may arrive up to 15 minutes late.',
    );
    expect(
      policyText(
        listing({ freeCancellationHours: 1, noShowFee: { kes: 1500 }, lateArrivalMinutes: 1 }),
        words,
        'en',
      ),
    ).toBe(
      'Free cancellation until 1 hour before your appointment. Not coming costs Kes 1,500. You may arrive up to 1 minute late.',
    );
  });

  it('says what becomes of a deposit only where there is one', () => {
    const policy: BookingPolicy = {
      freeCancellationHours: 0,
      depositWhenCancelledInTime: 'credit',
    };
    expect(policyText(listing(policy), words, 'en')).toBe(
      'Free cancellation until your appointment starts.',
    );
    expect(policyText(listing(policy, kesDeposit), words, 'en')).toBe(
      'Free cancellation until your appointment starts. A deposit is kept as credit for another visit when you cancel in time.',
    );
  });

  it('reads in Kiswahili with the product’s words', () => {
    expect(
      policyText(
        listing({ freeCancellationHours: 24, noShowFee: { percent: 50 } }),
        swBookingTerms.policy,
        'sw',
      ),
    ).toBe(
      'Unaweza kughairi bila malipo hadi masaa 24 kabla ya miadi yako. Usipofika, ada ya kutofika ni 50% ya bei.',
    );
  });
});

describe('the deposit (D31)', () => {
  it('is a percentage of the price after the deal, rounded up to a whole shilling', () => {
    const gel = { name: 'Gel manicure', priceKes: 1800 };
    expect(depositKes(percentDeposit, gel.priceKes)).toBe(540);
    // Wednesday 2 December 2026 at 10:00: the 20% deal makes it Kes 1,440.
    const deal = offerFor(
      [
        {
          services: ['Gel manicure'],
          discount: { percent: 20 },
          days: [3],
          from: '10:00',
          until: '14:00',
          ends: '2027-06-30',
        },
      ],
      gel,
      '2026-12-02',
      '10:00',
    );
    expect(deal?.price).toBe(1440);
    expect(depositAmount(percentDeposit, deal!.price, depositWords)).toBe(
      'Kes 432 (30% of Kes 1,440)',
    );
    expect(depositKes({ ...percentDeposit, amount: { percent: 33 } }, 1000)).toBe(330);
    expect(depositKes({ ...percentDeposit, amount: { percent: 33 } }, 1001)).toBe(331);
  });

  it('in Kes is the amount, never more than the price', () => {
    expect(depositAmount(kesDeposit, 1800, depositWords)).toBe('Kes 500');
    expect(depositKes(kesDeposit, 300)).toBe(300);
  });

  it('of a price per unit, is per unit too, and so is the price it is a share of (D38)', () => {
    const perSet = (kes: number) =>
      priceWithUnit(kes, { en: 'per set', sw: 'kwa seti' }, 'en', '{price} {per}');
    expect(depositAmount(percentDeposit, 800, depositWords, perSet)).toBe(
      'Kes 240 per set (30% of Kes 800 per set)',
    );
    expect(depositPrice(percentDeposit, 800, perSet)).toBe('Kes 240 per set');
    expect(
      depositFormLine(
        { name: 'Glow Nail Bar', deposit: percentDeposit },
        800,
        depositWords,
        perSet,
      ),
    ).toBe(
      'Deposit: Kes 240 per set (30% of Kes 800 per set), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms. Nothing is paid on this page.',
    );
    const kwaSeti = (kes: number) =>
      priceWithUnit(kes, { en: 'per set', sw: 'kwa seti' }, 'sw', '{price} {per}');
    expect(depositAmount(percentDeposit, 800, swBookingTerms.deposit, kwaSeti)).toBe(
      'Kes 240 kwa seti (30% ya Kes 800 kwa seti)',
    );
    // A fixed deposit is one amount, unless the price per unit is less and it is cut to that.
    expect(depositAmount(kesDeposit, 800, depositWords, perSet)).toBe('Kes 500');
    expect(depositAmount(kesDeposit, 200, depositWords, perSet)).toBe('Kes 200 per set');
  });

  it('names where it is paid, and that it is paid after the business confirms', () => {
    expect(depositText({ name: 'Glow Nail Bar', deposit: percentDeposit }, depositWords)).toBe(
      '30% of the price (after any deal), paid by M-Pesa to Paybill 522211, account GLOW after Glow Nail Bar confirms your booking.',
    );
    expect(depositFormLine({ name: 'Tips & Toes', deposit: kesDeposit }, 2000, depositWords)).toBe(
      'Deposit: Kes 500, paid by M-Pesa to Till number 5093318 after Tips & Toes confirms. Nothing is paid on this page.',
    );
  });
});

describe('the reply time', () => {
  it('says hours or minutes, with the month it was measured', () => {
    expect(replyText({ withinMinutes: 120, asOf: '2026-11-01' }, about, 'en')).toBe(
      'Usually replies within 2 hours, as of November 2026.',
    );
    expect(replyText({ withinMinutes: 45, asOf: '2026-10-15' }, about, 'en')).toBe(
      'Usually replies within 45 minutes, as of October 2026.',
    );
    expect(replyText({ withinMinutes: 60, asOf: '2026-11-01' }, swBookingTerms.about, 'sw')).toBe(
      'Kwa kawaida jibu hutolewa ndani ya dakika 60 (kufikia Novemba 2026).',
    );
  });
});
