import { icsEvent, icsHref, icsText } from '@/lib/ics';

const request = {
  uid: 'glow-nail-bar-20261123T135000Z@miadi.co.ke',
  title: 'Gel manicure at Glow Nail Bar (requested)',
  description: 'Requested, not yet confirmed.\nDeposit: Kes 540; Paybill 522211, account GLOW',
  location: 'Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi',
  date: '2026-11-24',
  time: '23:30',
  minutes: 60,
  stamp: new Date('2026-11-23T13:50:00Z'),
};

/** The file's lines, folded lines joined again. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the Add to calendar file (D32)', () => {
  it('is a tentative event on Nairobi’s clock, ending a service’s length later', () => {
    const ics = icsEvent(request);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'TZID:Africa/Nairobi',
        'TZOFFSETTO:+0300',
        'DTSTART;TZID=Africa/Nairobi:20261124T233000',
        // An hour from 23:30 is 00:30 the next day.
        'DTEND;TZID=Africa/Nairobi:20261125T003000',
        'DTSTAMP:20261123T135000Z',
        'STATUS:TENTATIVE',
        'END:VCALENDAR',
      ]),
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and new lines in its text', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(lines(icsEvent(request))).toEqual(
      expect.arrayContaining([
        'DESCRIPTION:Requested\\, not yet confirmed.\\nDeposit: Kes 540\\; Paybill 522211\\, account GLOW',
        'LOCATION:Argwings Kodhek Road\\, opposite Yaya Centre\\, Kilimani\\, Nairobi',
      ]),
    );
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const ics = icsEvent({ ...request, title: `Kids’ braids ${'’'.repeat(60)}` });
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines(ics)).toContain(`SUMMARY:Kids’ braids ${'’'.repeat(60)}`);
  });

  it('is a link to download, made in the browser', () => {
    expect(icsHref('BEGIN:VCALENDAR\r\n')).toBe(
      'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A',
    );
  });
});

describe('a waitlist’s calendar file (D29, D32)', () => {
  const hold = {
    ...request,
    title: 'Waitlist: Spin class at Karen Fitness Hub (not confirmed)',
    location: 'Karen Fitness Hub, Karen Road, Karen, Nairobi',
    time: '06:00',
    minutes: 120,
  };
  const ics = icsEvent([
    { ...hold, uid: 'hold-1@miadi.co.ke', date: '2026-11-28' },
    { ...hold, uid: 'hold-2@miadi.co.ke', date: '2026-12-01' },
  ]);

  it('holds the window, tentatively, on each day named, in one file', () => {
    const all = lines(ics);
    expect(all.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(all.filter((line) => line === 'STATUS:TENTATIVE')).toHaveLength(2);
    expect(all).toEqual(
      expect.arrayContaining([
        'UID:hold-1@miadi.co.ke',
        'DTSTART;TZID=Africa/Nairobi:20261128T060000',
        'DTEND;TZID=Africa/Nairobi:20261128T080000',
        'UID:hold-2@miadi.co.ke',
        'DTSTART;TZID=Africa/Nairobi:20261201T060000',
        'DTEND;TZID=Africa/Nairobi:20261201T080000',
        'SUMMARY:Waitlist: Spin class at Karen Fitness Hub (not confirmed)',
        'LOCATION:Karen Fitness Hub\\, Karen Road\\, Karen\\, Nairobi',
      ]),
    );
  });
});
