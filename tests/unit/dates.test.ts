import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dictionaryOf } from '@/content/dictionary';
import { demoTimes } from '@/content/sw/demo';
import { policyText, replyTime } from '@/lib/booking-policy';
import {
  addDays,
  dateNames,
  formatDate,
  formatDays,
  formatDuration,
  formatLongDate,
  formatPeriod,
  formatShortDate,
  formatTime,
  hoursCount,
  localIsoDate,
  upcomingDates,
  weekdayName,
} from '@/lib/dates';
import { languages, type Lang } from '@/lib/i18n';
import { formatOpeningHours } from '@/lib/opening-hours';

const locale: Record<Lang, string> = { en: 'en-KE', sw: 'sw-KE' };

describe.each(languages)('the names of days and months in %s', (lang) => {
  const cldr = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
    new Intl.DateTimeFormat(locale[lang], { ...options, timeZone: 'UTC' }).format(date);
  const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(1970, 0, 4 + day)));
  const year = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
  const names = dateNames[lang];

  it('are the ones CLDR gives, days from Sunday', () => {
    expect(names.days).toEqual(week.map(cldr({ weekday: 'long' })));
    expect(names.months).toEqual(year.map(cldr({ month: 'long' })));
    // The site's English short months are the common three letters ("Sep"; en-KE has "Sept").
    const shortMonths = (date: Date) =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'sw-KE', {
        month: 'short',
        timeZone: 'UTC',
      }).format(date);
    expect(names.shortMonths).toEqual(year.map(shortMonths));
    // Kiswahili has no short weekdays: its lists write the full name.
    expect(names.shortDays).toEqual(week.map(cldr({ weekday: lang === 'sw' ? 'long' : 'short' })));
  });

  it('date a document as CLDR writes a long date', () => {
    expect(formatDate('2026-01-05', lang)).toBe(
      cldr({ dateStyle: 'long' })(new Date(Date.UTC(2026, 0, 5))),
    );
  });
});

describe('dates in both languages', () => {
  it.each([
    ['en', 'Saturday 28 November'],
    ['sw', 'Jumamosi, 28 Novemba'],
  ] as const)('writes a long date in %s as "%s"', (lang, text) => {
    expect(formatLongDate('2026-11-28', lang)).toBe(text);
  });

  it.each([
    ['en', '22 November 2026', 'Tue 24 Nov', 'Tuesday'],
    ['sw', '22 Novemba 2026', 'Jumanne 24 Nov', 'Jumanne'],
  ] as const)('writes dates with the year, short dates and weekdays in %s', (lang, ...texts) => {
    expect([
      formatDate('2026-11-22', lang),
      formatShortDate('2026-11-24', lang),
      weekdayName('2026-11-24', lang),
    ]).toEqual(texts);
  });

  it('gives back anything that is not a date, such as a message slot', () => {
    for (const lang of languages) {
      expect(formatLongDate('2026-02-30', lang)).toBe('2026-02-30');
      expect(formatLongDate('{date}', lang)).toBe('{date}');
      expect(formatDate('soon', lang)).toBe('soon');
      expect(formatShortDate('', lang)).toBe('');
      expect(weekdayName('2026-13-01', lang)).toBe('2026-13-01');
    }
  });

  it('labels the coming days, today and tomorrow by name', () => {
    expect(upcomingDates('2025-12-31', 3, 'en')).toEqual([
      { value: '2025-12-31', label: 'Today, Wed 31 Dec' },
      { value: '2026-01-01', label: 'Tomorrow, Thu 1 Jan' },
      { value: '2026-01-02', label: 'Fri 2 Jan' },
    ]);
    expect(upcomingDates('2026-06-14', 3, 'sw').map((d) => d.label)).toEqual([
      'Leo, Jumapili 14 Jun',
      'Kesho, Jumatatu 15 Jun',
      'Jumanne 16 Jun',
    ]);
    expect(upcomingDates('not a date', 3, 'en')).toEqual([]);
  });

  it('counts days across months and years, and reads the local calendar date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(localIsoDate(new Date(2026, 2, 2, 23, 59))).toBe('2026-03-02');
  });
});

describe('times in both languages', () => {
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
  ])('reads %s on the Swahili clock as "%s", and on the 24-hour clock in English', (time, text) => {
    expect(formatTime(time, 'sw')).toBe(`${text} (${time})`);
    expect(formatTime(time, 'en')).toBe(time);
  });

  it('always writes the 24-hour time beside the Swahili one, and leaves anything else alone', () => {
    expect(formatTime('06:00', 'sw')).toBe('saa 12 asubuhi (06:00)');
    expect(formatTime('06:00', 'en')).toBe('06:00');
    expect(formatTime('25:00', 'sw')).toBe('25:00');
    expect(formatTime('{time}', 'sw')).toBe('{time}');
  });

  it('agrees with the Kiswahili demo slots written out in content/sw/demo.ts', () => {
    for (const { value, label } of demoTimes) {
      expect(label).toBe(formatTime(value, 'sw'));
    }
  });

  it('writes a period and a duration', () => {
    const period = { opens: '08:00', closes: '20:00' };
    expect(formatPeriod(period, 'en')).toBe('08:00–20:00');
    expect(formatPeriod(period, 'sw')).toBe('saa 2 asubuhi hadi saa 2 usiku (08:00–20:00)');
    expect([45, 60, 90].map((minutes) => formatDuration(minutes, 'en'))).toEqual([
      '45 min',
      '1 h',
      '1 h 30 min',
    ]);
    // Never a bare "saa 1", which is also seven o'clock.
    expect([45, 60, 90, 120, 210].map((minutes) => formatDuration(minutes, 'sw'))).toEqual([
      'dakika 45',
      'dakika 60',
      'dakika 90',
      'masaa 2',
      'masaa 3 na dakika 30',
    ]);
  });
});

/**
 * "saa 2" is eight o'clock: a Kiswahili length of time written "saa {n}" reads as a clock time.
 * A clock time is "saa" with a number and then the part of the day; anything else after
 * "saa {n}" ("kabla", a comma, the end of the sentence) is a duration in a clock time's words.
 */
const clockTimeLooking =
  /(?<![\p{L}])saa (?:\d+(?::\d\d)?|\{count\}|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa|kumi)(?![\d:]| na | ?(?:asubuhi|mchana|jioni|usiku|alfajiri|alasiri|au saa|hadi saa|\(\d))/iu;

describe('durations never look like clock times', () => {
  it('finds the shape it looks for', () => {
    expect('hadi saa 2 kabla ya miadi yako').toMatch(clockTimeLooking);
    expect('Ofa hizi zikiangukia saa moja,').toMatch(clockTimeLooking);
    expect('hadi saa {count} kabla').toMatch(clockTimeLooking);
    expect('Jumatatu saa 2 asubuhi (08:00)').not.toMatch(clockTimeLooking);
    expect('hadi saa 2 au saa 3 usiku').not.toMatch(clockTimeLooking);
    expect('saa 12 asubuhi, saa 7:30 mchana').not.toMatch(clockTimeLooking);
  });

  it('writes every length of time up to a week without "saa {n}"', () => {
    for (let minutes = 1; minutes <= 7 * 24 * 60; minutes++) {
      const text = formatDuration(minutes, 'sw');
      if (clockTimeLooking.test(text)) throw new Error(`${minutes} minutes: "${text}"`);
    }
    expect(formatDuration(24 * 60, 'sw')).toBe('masaa 24');
    expect(hoursCount(1, 'sw')).toEqual({ count: 'dakika 60' });
    expect(hoursCount(24, 'en')).toEqual({ count: 24 });
  });

  it('writes the cancellation policy and reply times as lengths of time', () => {
    const words = dictionaryOf('sw').bookingTerms.bookingTerms;
    for (const hours of [1, 2, 3, 12, 24, 48]) {
      const policy = policyText(
        { name: 'Glow', policy: { freeCancellationHours: hours } },
        words.policy,
        'sw',
      );
      expect(policy).not.toMatch(clockTimeLooking);
      expect(policy).toContain(formatDuration(hours * 60, 'sw'));
      const reply = replyTime({ withinMinutes: hours * 60, asOf: '2026-11-01' }, words.about, 'sw');
      expect(reply).toBe(formatDuration(hours * 60, 'sw'));
    }
  });

  it('is never written as a clock time in a Kiswahili module or article', () => {
    const content = path.join(__dirname, '../../content');
    const files = [
      ...readdirSync(path.join(content, 'sw'))
        .filter((file) => file.endsWith('.ts') && file !== 'glossary.ts')
        .map((file) => `sw/${file}`),
      ...readdirSync(path.join(content, 'blog/sw')).map((file) => `blog/sw/${file}`),
    ];
    expect(files).toContain('blog/sw/pricing-long-braiding-appointments.mdx');
    const found = files.flatMap((file) =>
      readFileSync(path.join(content, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const hit = clockTimeLooking.exec(line);
          return hit
            ? [`content/sw/${file}:${i + 1}: "…${line.slice(hit.index, hit.index + 40)}"`]
            : [];
        }),
    );
    expect(found).toEqual([]);
  });
});

describe('opening days and hours', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6], 'Every day', 'Kila siku'],
    [[1, 2, 3, 4, 5], 'Mon–Fri', 'Jumatatu–Ijumaa'],
    [[6, 0], 'Sat, Sun', 'Jumamosi, Jumapili'],
    [[1, 3, 5], 'Mon, Wed, Fri', 'Jumatatu, Jumatano, Ijumaa'],
  ] as const)('writes %j from Monday as "%s" and "%s"', (days, en, sw) => {
    expect(formatDays(days, 'en')).toBe(en);
    expect(formatDays(days, 'sw')).toBe(sw);
  });

  it('writes "every day" without a capital after other words, and weekdays with theirs', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6] as const;
    expect(formatDays(everyDay, 'sw', { midSentence: true })).toBe('kila siku');
    expect(formatDays(everyDay, 'en', { midSentence: true })).toBe('every day');
    expect(formatDays([1, 2, 3, 4, 5], 'sw', { midSentence: true })).toBe('Jumatatu–Ijumaa');
  });

  it('writes a week of hours', () => {
    const hours = [
      { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '20:00' },
      { days: [6], opens: '09:00', closes: '17:00' },
    ] as const;
    expect(formatOpeningHours(hours, 'en')).toBe('Mon–Fri 08:00–20:00, Sat 09:00–17:00');
    expect(formatOpeningHours(hours, 'sw')).toBe(
      'Jumatatu–Ijumaa saa 2 asubuhi hadi saa 2 usiku (08:00–20:00); Jumamosi saa 3 asubuhi hadi saa 11 jioni (09:00–17:00)',
    );
  });
});
