import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  englishIn,
  englishLeaks,
  englishWords,
  kiswahiliTexts,
} from '../../scripts/english-leaks.mjs';

/** Two small content modules and a catalogue, as the site check reads them. */
const words = englishWords({
  english: {
    'landing.ts': {
      hero: { title: 'Bookings for every service business', cta: 'Book now' },
      contact: {
        subject: 'General questions about Miadi',
        greeting: 'Hello {name}, welcome back to Miadi',
      },
    },
  },
  kiswahili: {
    'landing.ts': {
      hero: { title: 'Miadi kwa kila biashara ya huduma', cta: 'Weka miadi' },
      contact: {
        subject: 'Maswali ya kawaida kuhusu Miadi',
        greeting: 'Habari {name}, karibu tena Miadi',
      },
    },
  },
  site: { name: 'Miadi', tagline: 'Bookings for every service business' },
  catalogue: {
    areas: [
      { slug: 'karen', name: 'Karen', intro: { en: 'Karen is green.', sw: 'Karen ni kijani.' } },
    ],
    categories: [],
    listings: [
      {
        id: 'karen-fitness-hub',
        name: 'Karen Fitness Hub',
        description: 'Reformer Pilates, yoga and spin in Karen, in small classes.',
        street: 'Ngong Road, Karen, near the Karen Hospital turn-off',
        sw: { street: 'Ngong Road, Karen, karibu na kona ya kuingia Karen Hospital' },
        services: [{ name: 'Reformer Pilates class', sw: { name: 'Darasa la Reformer Pilates' } }],
        team: [{ name: 'Wanjiku Kamau', role: 'Head coach' }],
        reviews: [{ author: 'Lucy Wambui', text: 'Great classes in small groups.' }],
      },
    ],
  },
});

describe('the English-leak check (scripts/english-leaks.mjs)', () => {
  it('finds a phrase of the English modules and of the catalogue, with where it is from', () => {
    const [found] = englishIn('Karibu! Welcome back to Miadi, Wanjiru.', words);
    expect(found).toMatchObject({
      where: 'content/landing.ts contact.greeting',
      text: 'Hello {name}, welcome back to Miadi',
    });
    expect(englishIn('Reformer Pilates, yoga and spin in Karen, in small classes.', words)).toEqual(
      [expect.objectContaining({ where: 'catalogue karen-fitness-hub description' })],
    );
    expect(englishIn('Ngong Road, Karen, near the Karen Hospital turn-off', words)).toHaveLength(1);
    expect(englishIn('Weka widget kwenye tovuti yako', words)).toEqual([
      expect.objectContaining({ where: 'a word that is English on its own' }),
    ]);
  });

  it('leaves what the Kiswahili says too, and proper names', () => {
    // "Reformer Pilates" is in the Kiswahili service name; two words are never a phrase.
    expect(englishIn('Darasa la Reformer Pilates', words)).toEqual([]);
    expect(englishIn('Weka miadi: Book now', words)).toEqual([]);
    // content/site.ts's words are names of the site, whatever language they are in.
    expect(englishIn('Bookings for every service business', words)).toEqual([]);
  });

  it('reads text and accessible names outside lang="en", across inline elements', () => {
    const html = `<html lang="sw"><head><title>Karibu</title><script>"welcome back to Miadi"</script></head>
      <body><p>Hello <b>Wanjiru</b>, welcome <i>back</i> to Miadi</p>
      <p lang="en">Reformer Pilates, yoga and spin in Karen, in small classes.</p>
      <img alt="General questions about Miadi"><button aria-label="Book now">x</button></body></html>`;
    const texts = kiswahiliTexts(html);
    expect(texts.join(' | ').replace(/\s+/g, ' ')).toContain('welcome back to Miadi');
    expect(texts).toContain('General questions about Miadi');
    expect(texts.join(' ')).not.toContain('Reformer');
    expect(texts.join(' ')).not.toContain('"welcome');
  });

  it('names the page, the English and where it comes from, for each Kiswahili page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leaks-'));
    mkdirSync(path.join(dir, 'sw'));
    const page = (text: string) => `<html lang="sw"><body><main>${text}</main></body></html>`;
    writeFileSync(path.join(dir, 'sw.html'), page('<p>Maswali: General questions about Miadi</p>'));
    writeFileSync(
      path.join(dir, 'sw', 'about.html'),
      page('<p>General questions about <b>Miadi</b></p>'),
    );
    writeFileSync(
      path.join(dir, 'about.html'),
      page('<p>General questions about <b>Miadi</b></p>'),
    );
    const problems = englishLeaks({
      dir,
      pages: [
        { file: 'sw.html', route: '/sw' },
        { file: 'sw/about.html', route: '/sw/about' },
        { file: 'about.html', route: '/about' },
      ],
      words,
    });
    expect(problems).toEqual([
      '/sw, /sw/about: English "general questions about miadi", from content/landing.ts contact.subject: "General questions about Miadi"',
    ]);
  });
});
