import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { snippetWords } from '@/content/booking-widget';
import { dictionaryOf } from '@/content/dictionary';
import { WidgetCode, widgetSnippet } from '@/components/islands/widget-code';
import { FRAME_MESSAGE_VERSION, frameMessage, scrollToShow } from '@/lib/frame-messages';

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

  it('is a link to the listing’s page for sites that cannot run scripts', () => {
    expect(widgetSnippet(origin, 'kevin-mwangi', 'sw', 'button', snippetWords.sw)).toBe(
      '<a href="https://miadi.co.ke/sw/services/kevin-mwangi#book" target="_blank" rel="noopener">Weka miadi kupitia Miadi</a>',
    );
  });

  it('gives the iframe the title embed.js gives it, in each language', () => {
    const script = readFileSync('public/embed.js', 'utf8');
    for (const words of Object.values(snippetWords)) expect(script).toContain(words.frameTitle);
    // A few KB, no dependencies.
    expect(script.length).toBeLessThan(4096);
    // It reads the messages of the version lib/frame-messages.ts writes.
    expect(script).toContain(`data.version !== ${FRAME_MESSAGE_VERSION}`);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
  });
});

describe('the code generator on /features/booking-widget', () => {
  const listings = [
    { id: 'glow-nail-bar', name: 'Glow Nail Bar', area: 'Kilimani' },
    { id: 'kevin-mwangi', name: 'Kevin Mwangi', area: 'Westlands' },
    { id: 'shiros-beauty-parlour', name: 'Shiro’s Beauty Parlour', area: 'Karen' },
    { id: 'glow-spa-karen', name: 'Glow Nail Bar', area: 'Karen' },
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
    expect(
      await screen.findByText(/^No business on Miadi has “Nobody” in its name\./),
    ).toBeVisible();
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

  it('answers a part of a name with the businesses to choose, and an empty field with what to do', async () => {
    const user = userEvent.setup();
    render(<WidgetCode {...props()} />);
    const search = screen.getByLabelText('Your business on Miadi');
    await user.type(search, 'glow');
    expect(
      await screen.findByText(
        '2 businesses on Miadi have “glow” in their names: choose yours below to get its code.',
      ),
    ).toBeVisible();
    // The full name two businesses share is still a choice to make.
    await user.clear(search);
    await user.type(search, 'glow nail bar');
    expect(screen.getByText(/^2 businesses on Miadi have “glow nail bar”/)).toBeVisible();
    expect(screen.getByLabelText('Your code')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Glow Nail Bar, Karen' }));
    expect(screen.getByText('Chosen: Glow Nail Bar, Karen')).toBeVisible();
    expect(search).toHaveFocus();
    expect(screen.getByLabelText('Your code')).toHaveValue(
      widgetSnippet(origin, 'glow-spa-karen', 'en', 'inline', snippetWords.en),
    );
    // A straight apostrophe finds the curly one; a name matches whole, whatever its case.
    await user.clear(search);
    await user.type(search, "  SHIRO'S beauty   parlour ");
    expect(screen.getByText('Chosen: Shiro’s Beauty Parlour, Karen')).toBeVisible();
    await user.clear(search);
    expect(
      screen.getByText('Type the name of your business on Miadi, then choose it from the list.'),
    ).toBeVisible();
    await user.type(search, 'Nobody');
    expect(screen.getByText(/^No business on Miadi has “Nobody” in its name\./)).toBeVisible();
    expect(search).toHaveAccessibleDescription(/No business on Miadi has “Nobody”/);
  });

  it('says so when the list cannot be loaded', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    render(<WidgetCode {...props()} />);
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
  });
});

describe('the messages between the widget’s frame and the page around it', () => {
  it('are read only in their version, with numbers where numbers belong', () => {
    expect(frameMessage({ type: 'miadi:height', version: 1, height: 500 })).not.toBeNull();
    expect(frameMessage({ type: 'miadi:height', height: 500 })).toBeNull();
    expect(frameMessage({ type: 'miadi:height', version: 2, height: 500 })).toBeNull();
    expect(frameMessage({ type: 'miadi:height', version: 1, height: '500' })).toBeNull();
    expect(frameMessage({ type: 'miadi:scroll', version: 1, top: 10, bottom: NaN })).toBeNull();
    expect(frameMessage('miadi:height')).toBeNull();
  });

  it('scroll the host page the least that brings a band of the frame into view', () => {
    // In view: nothing.
    expect(scrollToShow(100, { top: 50, bottom: 300 }, 800)).toBe(0);
    // Below the window: up by what it overhangs, with the margin.
    expect(scrollToShow(100, { top: 700, bottom: 900 }, 800)).toBe(224);
    // Taller than the window: its top, with the margin, at the window's top.
    expect(scrollToShow(100, { top: 700, bottom: 2000 }, 800)).toBe(776);
    // Above the window: back to its top.
    expect(scrollToShow(-1500, { top: 200, bottom: 400 }, 800)).toBe(-1324);
  });
});
