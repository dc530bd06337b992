import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { snippetWords } from '@/content/booking-widget';
import { dictionaryOf } from '@/content/dictionary';
import { WidgetCode, widgetSnippet } from '@/components/islands/widget-code';

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

describe('the code generator on /features/booking-widget', () => {
  const listings = [
    { id: 'glow-nail-bar', name: 'Glow Nail Bar', area: 'Kilimani' },
    { id: 'kevin-mwangi', name: 'Kevin Mwangi', area: 'Westlands' },
  ];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => listings });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.history.replaceState(null, '', '/');
  });

  const props = (lang: 'en' | 'sw' = 'en') => {
    const { widgetPage, embedPage } = dictionaryOf(lang).bookingWidget;
    return {
      words: { ...widgetPage.words, newTab: embedPage.newTab },
      snippet: snippetWords,
      origin,
      lang,
    };
  };

  it('fetches the listings, finds one by name and writes its code in the chosen style', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<WidgetCode {...props()} />);
    expect(globalThis.fetch).toHaveBeenCalledWith('/listings.json', expect.anything());
    const search = screen.getByLabelText('Your business on Miadi');
    await user.type(search, 'Nobody');
    expect(await screen.findByText('No business on Miadi has a name like that.')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'kevin mwangi');
    expect(screen.getByText('Chosen: Kevin Mwangi, Westlands')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Kiswahili' }));
    await user.click(screen.getByRole('radio', { name: /A Book with Miadi link/ }));
    const code = widgetSnippet(origin, 'kevin-mwangi', 'sw', 'button', snippetWords.sw);
    expect(screen.getByLabelText('Your code')).toHaveValue(code);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByText(/^Copied\./)).toBeVisible();
  });

  it('arrives with ?listing= chosen, in the page’s language, with a preview frame', async () => {
    window.history.replaceState(null, '', '/sw/features/booking-widget?listing=glow-nail-bar');
    render(<WidgetCode {...props('sw')} />);
    expect(await screen.findByText('Umechagua: Glow Nail Bar, Kilimani')).toBeVisible();
    expect(screen.getByLabelText('Msimbo wako')).toHaveValue(
      widgetSnippet(origin, 'glow-nail-bar', 'sw', 'inline', snippetWords.sw),
    );
    expect(screen.getByTitle('Onyesho la fomu yako ya miadi')).toHaveAttribute(
      'src',
      '/sw/embed/glow-nail-bar',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    render(<WidgetCode {...props()} />);
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
  });
});
