import { bookableDates, hasPassed, slotsOn, type SlotRules } from '@/lib/booking-slots';
import type { OpeningHours } from '@/content/types';
import { addDays, weekdayOf } from '@/lib/dates';
import { openStatus, zonedNow } from '@/lib/opening-hours';

// Monday 23 November 2026. Nairobi is UTC+3 all year.
const nairobi = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

const salon: OpeningHours = [
  { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '19:00' },
  { days: [0], opens: '11:00', closes: '17:00' },
];
const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  hours: salon,
  interval: 30,
  leadMinutes: 60,
  ...overrides,
});

describe('slotsOn', () => {
  const early = nairobi(MONDAY, '06:00');

  it('steps through the day at the booking interval', () => {
    const slots = slotsOn(rules(), TUESDAY, 60, early);
    expect(slots.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(slots).toHaveLength(19);
    expect(slotsOn(rules({ interval: 20 }), TUESDAY, 60, early).slice(0, 4)).toEqual([
      '09:00',
      '09:20',
      '09:40',
      '10:00',
    ]);
    expect(slotsOn(rules({ interval: 15 }), TUESDAY, 15, early)).toHaveLength(40);
  });

  it('offers nothing that would end after closing', () => {
    expect(slotsOn(rules(), TUESDAY, 60, early).at(-1)).toBe('18:00');
    expect(slotsOn(rules(), TUESDAY, 90, early).at(-1)).toBe('17:30');
    expect(slotsOn(rules(), TUESDAY, 30, early).at(-1)).toBe('18:30');
    // Longer than the whole day: nothing at all.
    expect(slotsOn(rules(), TUESDAY, 11 * 60, early)).toEqual([]);
  });

  it('keeps the lead time from now, and offers nothing in the past', () => {
    expect(slotsOn(rules(), MONDAY, 30, nairobi(MONDAY, '10:10'))[0]).toBe('11:30');
    expect(slotsOn(rules({ leadMinutes: 15 }), MONDAY, 30, nairobi(MONDAY, '10:10'))[0]).toBe(
      '10:30',
    );
    expect(slotsOn(rules(), '2026-11-22', 30, nairobi(MONDAY, '10:10'))).toEqual([]);
    // Two days' notice reaches past tomorrow: Wednesday from 10:30.
    const twoDays = rules({ leadMinutes: 2880 });
    expect(slotsOn(twoDays, TUESDAY, 30, nairobi(MONDAY, '10:10'))).toEqual([]);
    expect(slotsOn(twoDays, '2026-11-25', 30, nairobi(MONDAY, '10:10'))[0]).toBe('10:30');
  });

  it('uses each day’s own hours, and none on a closed day', () => {
    expect(slotsOn(rules(), '2026-11-29', 60, early)).toEqual(
      expect.arrayContaining(['11:00', '16:00']),
    );
    expect(slotsOn(rules(), '2026-11-29', 60, early)).toHaveLength(11);
    const weekdaysOnly = rules({
      hours: [{ days: [2, 3, 4, 5, 6], opens: '09:00', closes: '18:00' }],
    });
    expect(slotsOn(weekdaysOnly, MONDAY, 30, early)).toEqual([]);
    expect(slotsOn(weekdaysOnly, '2026-11-29', 30, early)).toEqual([]);
  });

  it('joins split hours without offering the break', () => {
    const split = rules({
      hours: [
        { days: [2], opens: '14:00', closes: '16:00' },
        { days: [2], opens: '08:00', closes: '10:00' },
      ],
    });
    expect(slotsOn(split, TUESDAY, 60, early)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '14:00',
      '14:30',
      '15:00',
    ]);
  });
});

describe('bookableDates', () => {
  it('lists the next 14 days with a free slot, skipping closed days', () => {
    const tueToSat = rules({ hours: [{ days: [2, 3, 4, 5, 6], opens: '09:00', closes: '18:00' }] });
    const dates = bookableDates(tueToSat, 60, nairobi(MONDAY, '08:00'));
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe(TUESDAY);
    expect(dates.map((date) => weekdayOf(date))).not.toContain(0);
    expect(dates.map((date) => weekdayOf(date))).not.toContain(1);
    expect(dates.at(-1)).toBe('2026-12-11');
  });

  it('leaves today out late in the evening, once no slot is left', () => {
    expect(bookableDates(rules(), 60, nairobi(MONDAY, '17:30'))[0]).toBe(TUESDAY);
    expect(bookableDates(rules(), 30, nairobi(MONDAY, '17:29'))[0]).toBe(MONDAY);
    expect(slotsOn(rules(), MONDAY, 30, nairobi(MONDAY, '17:29'))).toEqual(['18:30']);
    expect(bookableDates(rules(), 30, nairobi(MONDAY, '23:30'))[0]).toBe(TUESDAY);
  });

  it('counts days and hours on Nairobi’s clock, whatever the device’s zone', () => {
    // 01:30 on Tuesday in Nairobi is still Monday evening in UTC, and Monday afternoon on a
    // phone set to Los Angeles. Nothing here reads the device's zone.
    const now = new Date('2026-11-23T22:30:00Z');
    expect(zonedNow(now)).toEqual({ date: TUESDAY, minutes: 90 });
    expect(zonedNow(new Date('2026-11-23T20:59:00Z'))).toEqual({
      date: MONDAY,
      minutes: 23 * 60 + 59,
    });
    expect(bookableDates(rules(), 60, now)[0]).toBe(TUESDAY);
    expect(slotsOn(rules(), TUESDAY, 60, now)[0]).toBe('09:00');
    // Monday is over in Nairobi, though the device still shows its afternoon.
    expect(slotsOn(rules(), MONDAY, 60, now)).toEqual([]);
  });
});

describe('bookableDates and slotsOn', () => {
  it('agree: a day is offered exactly when it has a slot, whatever the hour, lead, step and length', () => {
    const split: OpeningHours = [
      { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '12:30' },
      { days: [1, 2, 3, 4, 5], opens: '14:00', closes: '18:00' },
      { days: [6], opens: '10:15', closes: '13:00' },
    ];
    for (const hours of [salon, split])
      for (const time of ['06:00', '10:40', '12:10', '16:55', '18:59', '23:30'])
        for (const leadMinutes of [0, 60, 300, 1500])
          for (const interval of [15, 20, 45])
            for (const duration of [30, 90, 240]) {
              const all = rules({ hours, leadMinutes, interval });
              const now = nairobi(MONDAY, time);
              const withSlots = Array.from({ length: 62 }, (_, i) => addDays(MONDAY, i))
                .filter((date) => slotsOn(all, date, duration, now).length > 0)
                .slice(0, 14);
              expect(bookableDates(all, duration, now)).toEqual(withSlots);
            }
  });
});

describe('openStatus', () => {
  it('is open until closing, then names when it opens next', () => {
    expect(openStatus(salon, nairobi(MONDAY, '09:00'))).toEqual({ open: true, closes: '19:00' });
    expect(openStatus(salon, nairobi(MONDAY, '08:59'))).toEqual({
      open: false,
      opens: { date: MONDAY, time: '09:00', inDays: 0 },
    });
    expect(openStatus(salon, nairobi(MONDAY, '19:00'))).toEqual({
      open: false,
      opens: { date: TUESDAY, time: '09:00', inDays: 1 },
    });
    // Saturday evening: Sunday opens later.
    expect(openStatus(salon, nairobi('2026-11-28', '20:00'))).toEqual({
      open: false,
      opens: { date: '2026-11-29', time: '11:00', inDays: 1 },
    });
    const weekends: OpeningHours = [{ days: [6], opens: '08:00', closes: '12:00' }];
    expect(openStatus(weekends, nairobi(MONDAY, '12:00'))).toEqual({
      open: false,
      opens: { date: '2026-11-28', time: '08:00', inDays: 5 },
    });
    expect(openStatus([], nairobi(MONDAY, '12:00'))).toEqual({ open: false, opens: undefined });
  });
});

describe('a time that has passed', () => {
  // Monday 23 November 2026, 16:50 in Nairobi (13:50 UTC).
  const now = new Date('2026-11-23T13:50:00Z');

  it('is one at or before this minute, on Nairobi’s clock', () => {
    expect(hasPassed('2026-11-23', '16:30', now)).toBe(true);
    expect(hasPassed('2026-11-23', '16:50', now)).toBe(true);
    expect(hasPassed('2026-11-22', '20:00', now)).toBe(true);
  });

  it('is not one still to come, even too soon to book', () => {
    expect(hasPassed('2026-11-23', '17:00', now)).toBe(false);
    expect(hasPassed('2026-11-24', '08:00', now)).toBe(false);
  });
});
