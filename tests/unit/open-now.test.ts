import { catalogue } from '@/lib/catalogue';
import { openNowText } from '@/content/listing-page';
import { openNowText as swOpenNowText } from '@/content/sw/listing-page';
import { openNowLine, openNowLines, openNowWords, openStatus } from '@/lib/opening-hours';

// The OpenNow island holds room for the longest of openNowLines before it knows the time;
// a line it can show that is not among them could be longer and move the page when it lands.
describe('the open-now lines a listing can show', () => {
  const languages = [openNowWords(openNowText, 'en'), openNowWords(swOpenNowText, 'sw')];
  // Every quarter of an hour through a week, from Monday 23 November 2026, 00:00 in Nairobi.
  const start = new Date('2026-11-23T00:00:00+03:00').getTime();
  const week = Array.from({ length: 7 * 24 * 4 }, (_, i) => new Date(start + i * 15 * 60_000));

  it.each(catalogue.map((listing) => [listing.id, listing.hours] as const))(
    '%s: every line of the week is among them',
    (_, hours) => {
      for (const words of languages) {
        const lines = new Set(openNowLines(words, hours));
        for (const now of week) expect(lines).toContain(openNowLine(words, openStatus(hours, now)));
      }
    },
  );

  it('include "Closed" for a listing with no hours', () => {
    const words = openNowWords(openNowText, 'en');
    expect(openNowLines(words, [])).toEqual([openNowLine(words, openStatus([], new Date()))]);
  });
});
