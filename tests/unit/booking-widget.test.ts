import { readFileSync } from 'node:fs';
import { snippetWords } from '@/content/booking-widget';
import { widgetSnippet } from '@/components/islands/widget-code';

const origin = 'https://miadi.co.ke';

describe('the booking widget’s code (D27)', () => {
  it('is the one-line widget, with a link for visitors without scripts', () => {
    expect(widgetSnippet(origin, 'glow-nail-bar', 'sw', 'inline', snippetWords.sw)).toBe(
      '<div data-miadi-booking="glow-nail-bar" data-lang="sw"><a href="https://miadi.co.ke/sw/services/glow-nail-bar">Weka miadi kupitia Miadi</a></div>\n<script src="https://miadi.co.ke/embed.js" async></script>',
    );
    expect(widgetSnippet(origin, 'glow-nail-bar', 'en', 'inline', snippetWords.en)).toContain(
      '<div data-miadi-booking="glow-nail-bar"><a href="https://miadi.co.ke/services/glow-nail-bar">Book with Miadi</a></div>',
    );
  });

  it('is a plain frame, or a link, for sites that cannot run scripts', () => {
    expect(widgetSnippet(origin, 'kevin-mwangi', 'en', 'frame', snippetWords.en)).toBe(
      '<iframe src="https://miadi.co.ke/embed/kevin-mwangi" title="Booking request form, by Miadi" loading="lazy" width="100%" height="900" style="border:0"></iframe>',
    );
    expect(widgetSnippet(origin, 'kevin-mwangi', 'sw', 'button', snippetWords.sw)).toBe(
      '<a href="https://miadi.co.ke/sw/services/kevin-mwangi#book" target="_blank" rel="noopener">Weka miadi kupitia Miadi</a>',
    );
  });

  it('gives the iframe the title embed.js gives it, in each language', () => {
    const script = readFileSync('public/embed.js', 'utf8');
    for (const words of Object.values(snippetWords)) expect(script).toContain(words.frameTitle);
    // A few KB, no dependencies.
    expect(script.length).toBeLessThan(4096);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
