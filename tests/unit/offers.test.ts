import {
  anyOverlap,
  covers,
  liveOffers,
  offerFor,
  offerPrice,
  offersOn,
  overlap,
  type Offer,
} from '@/lib/offers';

// Deals (D28), on Nairobi's clock. 24 November 2026 is a Tuesday.

const midweek: Offer = {
  services: ['Gel manicure', 'Pedicure'],
  discount: { percent: 20 },
  days: [2, 3, 4],
  from: '10:00',
  until: '14:00',
  ends: '2026-12-31',
};
const lunchtime: Offer = {
  services: ['Gel manicure'],
  discount: { kes: 300 },
  days: [1, 2, 3, 4, 5],
  from: '12:00',
  until: '15:00',
  ends: '2026-12-31',
};
const gel = { name: 'Gel manicure', priceKes: 1800 };

describe('the price with an offer', () => {
  it('takes a percentage off and rounds down to whole shillings', () => {
    expect(offerPrice(1800, { percent: 20 })).toBe(1440);
    // 15 % off Kes 1,250 is Kes 1,062.50: the deal price is Kes 1,062.
    expect(offerPrice(1250, { percent: 15 })).toBe(1062);
    expect(offerPrice(999, { percent: 33 })).toBe(669);
  });

  it('takes shillings off', () => {
    expect(offerPrice(1800, { kes: 300 })).toBe(1500);
    expect(offerPrice(250, { kes: 50 })).toBe(200);
  });
});

describe('which offer applies to a slot', () => {
  it('covers only its services, days and hours', () => {
    expect(covers(midweek, 'Gel manicure', '2026-11-24', '10:00')).toBe(true);
    expect(covers(midweek, 'Pedicure', '2026-11-26', '13:45')).toBe(true);
    expect(covers(midweek, 'Acrylic nails', '2026-11-24', '10:00')).toBe(false);
    // Monday, and Friday: not its days.
    expect(covers(midweek, 'Gel manicure', '2026-11-23', '10:00')).toBe(false);
    expect(covers(midweek, 'Gel manicure', '2026-11-27', '10:00')).toBe(false);
    // A slot that starts at `until` is outside; one that starts before `from` too.
    expect(covers(midweek, 'Gel manicure', '2026-11-24', '14:00')).toBe(false);
    expect(covers(midweek, 'Gel manicure', '2026-11-24', '09:45')).toBe(false);
  });

  it('covers its end date through 23:59, and nothing after it', () => {
    const late = { ...midweek, from: '10:00', until: '23:59', days: [4] as Offer['days'] };
    expect(covers(late, 'Pedicure', '2026-12-31', '23:30')).toBe(true);
    expect(covers({ ...midweek, days: [5] }, 'Pedicure', '2027-01-01', '10:00')).toBe(false);
  });

  it('gives the lowest price of several that cover the slot', () => {
    // Tuesday 12:30: 20 % off (Kes 1,440) beats Kes 300 off (Kes 1,500).
    expect(offerFor([lunchtime, midweek], gel, '2026-11-24', '12:30')).toEqual({
      offer: midweek,
      price: 1440,
    });
    // Monday 12:30: only the Kes 300 off covers it.
    expect(offerFor([midweek, lunchtime], gel, '2026-11-23', '12:30')).toEqual({
      offer: lunchtime,
      price: 1500,
    });
    // Tuesday 14:30: the 20 % has stopped at 14:00; Kes 300 off runs to 15:00.
    expect(offerFor([midweek, lunchtime], gel, '2026-11-24', '14:30')?.price).toBe(1500);
    // Saturday: none.
    expect(offerFor([midweek, lunchtime], gel, '2026-11-28', '12:30')).toBeUndefined();
  });

  it('lists a service’s offers lowest price first', () => {
    expect(offersOn([lunchtime, midweek], gel).map(({ price }) => price)).toEqual([1440, 1500]);
    expect(offersOn([lunchtime, midweek], { name: 'Pedicure', priceKes: 1500 })).toEqual([
      { offer: midweek, price: 1200 },
    ]);
  });

  it('knows offers that cover the same time, where the lower price applies', () => {
    expect(overlap(midweek, lunchtime)).toBe(true);
    const evening = { ...lunchtime, from: '14:00', until: '18:00' };
    // 14:00 is where the midweek offer stops: no appointment has both.
    expect(overlap(midweek, evening)).toBe(false);
    expect(overlap(midweek, { ...lunchtime, days: [1, 5] })).toBe(false);
    expect(anyOverlap([midweek, evening, lunchtime])).toBe(true);
    expect(anyOverlap([midweek, evening])).toBe(false);
    expect(anyOverlap([midweek])).toBe(false);
  });
});

describe('expired offers', () => {
  const ended = { ...midweek, ends: '2026-11-25' };

  it('are dropped once their end date has passed on Nairobi’s clock', () => {
    // 23:30 on 25 November in Nairobi (20:30 UTC): the offer's last day, still live.
    expect(liveOffers([ended, lunchtime], new Date('2026-11-25T20:30:00Z'))).toEqual([
      ended,
      lunchtime,
    ]);
    // 00:30 on 26 November in Nairobi, though still the 25th in UTC: ended.
    expect(liveOffers([ended, lunchtime], new Date('2026-11-25T21:30:00Z'))).toEqual([lunchtime]);
  });
});
