import {
  breakEvenClients,
  commissionPerClient,
  monthlyCommission,
  monthlySaving,
  newClients,
  planForBookings,
  parseFigure,
  percentWithTax,
  usdToKes,
  type CommissionRule,
} from '@/lib/cost-calculator';

// The rates as content/commission-rates.ts has them on 2026-11-25, written out here so that a
// marketer's update does not silently change what these hand-worked cases check.
const fresha: CommissionRule = { percent: 20 };
const treatwell: CommissionRule = { percent: 35, taxPercent: 16 };
const booksy: CommissionRule = { percent: 30, minUsd: 10, maxUsd: 100 };
const KES_PER_USD = 129;
const STANDARD = 3300;
const PROFESSIONAL = 4850;

describe('commission on one new client', () => {
  it('Fresha: 20% of Kes 2,000 is Kes 400', () => {
    expect(commissionPerClient(fresha, 2000, KES_PER_USD)).toBe(400);
  });

  it('Treatwell: 35% of Kes 2,000 is Kes 700, plus 16% VAT (Kes 112) is Kes 812', () => {
    expect(commissionPerClient(treatwell, 2000, KES_PER_USD)).toBe(812);
    expect(percentWithTax(treatwell)).toBe(40.6);
    expect(percentWithTax(fresha)).toBe(20);
  });

  it('Treatwell to the cent: 35% of Kes 1,999 is Kes 699.65, plus VAT Kes 111.944, so Kes 811.59', () => {
    expect(commissionPerClient(treatwell, 1999, KES_PER_USD)).toBe(811.59);
  });

  it('a Kes 150 visit: Treatwell’s Kes 52.50 plus VAT is Kes 60.90; Fresha Kes 30', () => {
    expect(commissionPerClient(treatwell, 150, KES_PER_USD)).toBe(60.9);
    expect(commissionPerClient(fresha, 150, KES_PER_USD)).toBe(30);
  });

  it('Amina’s Kes 1,800 visit (issue 51): Treatwell is Kes 730.80, and 30 clients Kes 21,924 as shown', () => {
    expect(commissionPerClient(treatwell, 1800, KES_PER_USD)).toBe(730.8);
    expect(monthlyCommission(treatwell, 1800, 30, KES_PER_USD)).toBe(21_924);
  });

  it('Booksy Boost: 30% of Kes 2,000 is Kes 600, under the $10 minimum (Kes 1,290)', () => {
    expect(usdToKes(10, KES_PER_USD)).toBe(1290);
    expect(commissionPerClient(booksy, 2000, KES_PER_USD)).toBe(1290);
  });

  it('Booksy Boost: 30% of Kes 10,000 is Kes 3,000, between the limits', () => {
    expect(commissionPerClient(booksy, 10_000, KES_PER_USD)).toBe(3000);
  });

  it('Booksy Boost: 30% of Kes 50,000 is Kes 15,000, over the $100 maximum (Kes 12,900)', () => {
    expect(commissionPerClient(booksy, 50_000, KES_PER_USD)).toBe(12_900);
  });

  it('the dollar limits follow the exchange rate: at 130 the minimum is Kes 1,300', () => {
    expect(commissionPerClient(booksy, 2000, 130)).toBe(1300);
  });
});

describe('commission a month', () => {
  it('is the commission on one new client times the new clients', () => {
    expect(monthlyCommission(fresha, 2000, 10, KES_PER_USD)).toBe(4000);
    expect(monthlyCommission(treatwell, 2000, 10, KES_PER_USD)).toBe(8120);
    expect(monthlyCommission(booksy, 2000, 10, KES_PER_USD)).toBe(12_900);
    // Worked to the cent and rounded once: 3 × Kes 811.59 is Kes 2,434.77, so Kes 2,435.
    expect(monthlyCommission(treatwell, 1999, 3, KES_PER_USD)).toBe(2435);
    // 10 × Kes 60.90 is Kes 609, not 10 × the rounded Kes 61.
    expect(monthlyCommission(treatwell, 150, 10, KES_PER_USD)).toBe(609);
  });

  it('is nothing without new clients', () => {
    expect(monthlyCommission(treatwell, 2000, 0, KES_PER_USD)).toBe(0);
  });
});

describe('break-even: the fewest new clients a month from which the flat plan costs less', () => {
  it('Fresha at Kes 2,000 (Kes 400 each): 8 cost Kes 3,200, 9 cost Kes 3,600 > Standard', () => {
    expect(breakEvenClients(fresha, 2000, STANDARD, KES_PER_USD)).toBe(9);
    // 12 cost Kes 4,800, 13 cost Kes 5,200 > Professional's Kes 4,850.
    expect(breakEvenClients(fresha, 2000, PROFESSIONAL, KES_PER_USD)).toBe(13);
  });

  it('Treatwell at Kes 2,000 (Kes 812 each): 4 cost Kes 3,248, 5 cost Kes 4,060', () => {
    expect(breakEvenClients(treatwell, 2000, STANDARD, KES_PER_USD)).toBe(5);
    // 5 cost Kes 4,060, 6 cost Kes 4,872 > Kes 4,850.
    expect(breakEvenClients(treatwell, 2000, PROFESSIONAL, KES_PER_USD)).toBe(6);
  });

  it('Booksy Boost at Kes 2,000 (Kes 1,290 each): 2 cost Kes 2,580, 3 cost Kes 3,870', () => {
    expect(breakEvenClients(booksy, 2000, STANDARD, KES_PER_USD)).toBe(3);
    // 3 cost Kes 3,870, 4 cost Kes 5,160 > Kes 4,850.
    expect(breakEvenClients(booksy, 2000, PROFESSIONAL, KES_PER_USD)).toBe(4);
  });

  it('a tie is not cheaper: Fresha at Kes 1,650 (Kes 330 each) equals Standard at 10 clients', () => {
    expect(monthlyCommission(fresha, 1650, 10, KES_PER_USD)).toBe(STANDARD);
    expect(breakEvenClients(fresha, 1650, STANDARD, KES_PER_USD)).toBe(11);
  });

  it('a tie with tax is exact too: Treatwell at Kes 2,500 is Kes 1,015 each, 5 cost Kes 5,075', () => {
    expect(commissionPerClient(treatwell, 2500, KES_PER_USD)).toBe(1015);
    expect(breakEvenClients(treatwell, 2500, 5075, KES_PER_USD)).toBe(6);
  });

  it('one client is enough when a first visit costs more in commission than the plan', () => {
    expect(breakEvenClients(booksy, 50_000, STANDARD, KES_PER_USD)).toBe(1);
  });

  it('is none when a new client costs nothing', () => {
    expect(breakEvenClients(fresha, 0, STANDARD, KES_PER_USD)).toBeNull();
  });
});

describe('what a flat plan keeps a month (issue 51)', () => {
  const plans = [
    { id: 'standard', title: 'Standard', monthlyKes: STANDARD, bookingsLimit: 500 },
    { id: 'professional', title: 'Professional', monthlyKes: PROFESSIONAL, bookingsLimit: null },
  ];

  it('weighs the cheapest plan whose bookings limit fits the bookings entered', () => {
    expect(planForBookings(plans, 300)?.id).toBe('standard');
    expect(planForBookings(plans, 500)?.id).toBe('standard');
    expect(planForBookings(plans, 501)?.id).toBe('professional');
    expect(planForBookings(plans.slice(0, 1), 501)).toBeUndefined();
  });

  it('is the month’s commission less the plan’s price, rounded once', () => {
    // 30 × Kes 730.80 = Kes 21,924, less Standard's Kes 3,300.
    expect(monthlySaving(treatwell, 1800, 30, STANDARD, KES_PER_USD)).toBe(18_624);
    // 3 × Kes 811.59 = Kes 2,434.77, less Kes 2,000.50: Kes 434.27, so Kes 434.
    expect(monthlySaving(treatwell, 1999, 3, 2000.5, KES_PER_USD)).toBe(434);
    // Less than the plan: negative.
    expect(monthlySaving(fresha, 2000, 2, STANDARD, KES_PER_USD)).toBe(-2500);
  });
});

describe('parseFigure', () => {
  const price = { min: 0, above: true, max: 1_000_000, whole: true };
  const clients = { min: 0, max: 10_000, whole: true };

  it('reads figures as people write them', () => {
    for (const text of ['2000', '2,000', ' 2 000 ', 'Kes 2,000', 'KES2000', 'Ksh. 2,000']) {
      expect(parseFigure(text, price)).toEqual({ ok: true, value: 2000 });
    }
    expect(parseFigure('0', clients)).toEqual({ ok: true, value: 0 });
  });

  it('reads a share with or without its percent sign', () => {
    const share = { min: 0, max: 100 };
    expect(parseFigure('12.5%', share)).toEqual({ ok: true, value: 12.5 });
    expect(parseFigure('30', share)).toEqual({ ok: true, value: 30 });
    expect(parseFigure('101%', share)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('says what is wrong with anything else', () => {
    expect(parseFigure('', price)).toEqual({ ok: false, problem: 'empty' });
    expect(parseFigure('  ', price)).toEqual({ ok: false, problem: 'empty' });
    expect(parseFigure('two thousand', price)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseFigure('1e3', price)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseFigure('12.5', clients)).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseFigure('0', price)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parseFigure('-5', clients)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(parseFigure('1,000,001', price)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseFigure('1,000,000', price)).toEqual({ ok: true, value: 1_000_000 });
  });
});

describe('new marketplace clients among the bookings', () => {
  it('is bookings × share, to the nearest whole client', () => {
    expect(newClients(120, 30)).toBe(36);
    expect(newClients(100, 10)).toBe(10);
    expect(newClients(0, 50)).toBe(0);
    expect(newClients(120, 0)).toBe(0);
    expect(newClients(37, 100)).toBe(37);
    // 33 × 12.5% is 4.125: 4 clients; 7 × 10% is 0.7: 1 client.
    expect(newClients(33, 12.5)).toBe(4);
    expect(newClients(7, 10)).toBe(1);
  });

  it('a half rounds up, whatever binary fractions do: 15 × 10% is 1.5, 2 clients; 250 × 64.6% is 161.5, 162', () => {
    expect(newClients(15, 10)).toBe(2);
    expect(newClients(5, 70)).toBe(4);
    expect(newClients(250, 64.6)).toBe(162); // 161.49999999999997 in binary
    expect(newClients(45, 1.1)).toBe(0);
    expect(newClients(50, 1.1)).toBe(1);
  });
});
