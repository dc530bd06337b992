import {
  formatDocumentDate,
  formatLongDate,
  formatShortDate,
  formatTime,
  months,
  upcomingDates,
  weekdays,
} from '@/lib/i18n-dates';
import { formatDays, formatOpeningHours } from '@/lib/opening-hours';

describe('Kiswahili dates and times', () => {
  it('names the days from Sunday and the months as CLDR writes them for sw-KE', () => {
    const cldr = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
      new Intl.DateTimeFormat('sw-KE', { ...options, timeZone: 'UTC' }).format(date);
    const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(1970, 0, 4 + day)));
    const year = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));

    expect(weekdays[0]).toBe('Jumapili');
    expect(weekdays).toEqual(week.map(cldr({ weekday: 'long' })));
    expect(months).toEqual(year.map(cldr({ month: 'long' })));
    expect(year.map((date) => formatShortDate(date).split(' ')[2])).toEqual(
      year.map(cldr({ month: 'short' })),
    );
    expect(formatLongDate('2026-06-14')).toBe(
      cldr({ weekday: 'long', day: 'numeric', month: 'long' })(new Date(Date.UTC(2026, 5, 14))),
    );
    expect(formatDocumentDate('2026-01-05')).toBe(
      cldr({ dateStyle: 'long' })(new Date(Date.UTC(2026, 0, 5))),
    );
  });

  it('dates a document with the day, the month by name and the year', () => {
    expect(formatDocumentDate('2026-11-22')).toBe('22 Novemba 2026');
  });

  it.each([
    ['06:00', 'saa 12 asubuhi'],
    ['07:00', 'saa 1 asubuhi'],
    ['09:30', 'saa 3:30 asubuhi'],
    ['12:00', 'saa 6 mchana'],
    ['13:05', 'saa 7:05 mchana'],
    ['16:00', 'saa 10 jioni'],
    ['18:00', 'saa 12 jioni'],
    ['19:00', 'saa 1 usiku'],
    ['21:30', 'saa 3:30 usiku'],
    ['00:00', 'saa 6 usiku'],
    ['05:00', 'saa 11 alfajiri'],
  ])('reads %s on the Swahili clock as "%s"', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('adds the 24-hour time where asked, and leaves anything else alone', () => {
    expect(formatTime('06:00', { clock: true })).toBe('saa 12 asubuhi (06:00)');
    expect(formatTime('25:00')).toBe('25:00');
  });

  it('writes opening days and hours from Monday', () => {
    expect(formatDays([0, 1, 2, 3, 4, 5, 6], 'sw')).toBe('Kila siku');
    expect(formatDays([1, 2, 3, 4, 5], 'sw')).toBe('Jumatatu–Ijumaa');
    expect(formatDays([6, 0], 'sw')).toBe('Jumamosi, Jumapili');
    expect(
      formatOpeningHours(
        [
          { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '20:00' },
          { days: [6], opens: '09:00', closes: '17:00' },
        ],
        'sw',
      ),
    ).toBe(
      'Jumatatu–Ijumaa saa 2 asubuhi hadi saa 2 usiku; Jumamosi saa 3 asubuhi hadi saa 11 jioni',
    );
  });

  it('labels dates with the weekday, and today and tomorrow by name', () => {
    expect(formatLongDate('2026-06-14')).toBe('Jumapili, 14 Juni');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
    expect(upcomingDates('2026-06-14', 3).map((d) => d.label)).toEqual([
      'Leo, Jumapili 14 Jun',
      'Kesho, Jumatatu 15 Jun',
      'Jumanne 16 Jun',
    ]);
  });
});
