import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { snippetWords } from '@/content/booking-widget';
import { dictionaryOf } from '@/content/dictionary';
import { bookingAddress, WidgetCode } from '@/components/islands/widget-code';
import { accentFor } from '@/lib/accent';
import { fill } from '@/lib/template';

/**
 * Issue 51: once a business is found on the owners' page, its booking page comes as a link to
 * copy and a QR code; a name not found says how a business gets its listing, code and link.
 */

const origin = 'https://miadi.co.ke';
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
});

function renderGenerator(lang: 'en' | 'sw') {
  const { widgetPage, embedPage } = dictionaryOf(lang).bookingWidget;
  render(
    <WidgetCode
      words={{ ...widgetPage.words, newTab: embedPage.newTab }}
      snippet={snippetWords}
      origin={origin}
      lang={lang}
    />,
  );
  return widgetPage.words;
}

/** What a phone camera reads from the drawing: its squares rasterised, then decoded. */
function decode(svg: Element): string | undefined {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  const scale = 6;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe.each(['en', 'sw'] as const)('the booking link on the owners’ page, in %s', (lang) => {
  it('gives the chosen business its booking page to copy, and a QR code that opens it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const words = renderGenerator(lang);
    await user.type(screen.getByLabelText(words.search.label), 'Glow Nail Bar');
    const address = bookingAddress(origin, 'glow-nail-bar', lang);
    expect(address).toBe(`${origin}${lang === 'sw' ? '/sw' : ''}/services/glow-nail-bar#book`);
    const section = screen.getByRole('region', { name: words.link.title });
    expect(
      within(section).getByLabelText(`${words.link.label.replace('{name}', 'Glow Nail Bar')}`),
    ).toHaveValue(address);
    await user.click(within(section).getByRole('button', { name: words.link.copy }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(within(section).getByText(words.link.copied)).toBeVisible();

    const qrName = words.link.qrName.replace('{link}', address);
    const qr = await within(section).findByRole('img', { name: qrName });
    expect(decode(qr)).toBe(address);
    const download = within(section).getByRole('link', { name: words.link.download });
    expect(download).toHaveAttribute('download', 'glow-nail-bar-qr.svg');
    const file = decodeURIComponent(download.getAttribute('href')!.split(',')[1]!);
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(file).toContain(qr.querySelector('path')!.getAttribute('d')!);
  });

  it('tells a business not found how it gets its listing, code and link, and links sign-up', async () => {
    const user = userEvent.setup();
    const words = renderGenerator(lang);
    await user.type(screen.getByLabelText(words.search.label), 'Amina');
    const steps = await screen.findByRole('heading', { name: words.notListed.title });
    const box = steps.parentElement!;
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(words.notListed.steps);
    expect(within(box).getByRole('link', { name: words.notListed.link })).toHaveAttribute(
      'href',
      lang === 'sw' ? '/sw/signup' : '/signup',
    );
    expect(screen.queryByRole('region', { name: words.link.title })).toBeNull();
  });
});

describe('the widget in the owner’s colours', () => {
  it('puts the chosen colour in the snippet and the preview, and says when it is too pale', async () => {
    const user = userEvent.setup();
    const words = renderGenerator('en');
    await user.type(screen.getByLabelText(words.search.label), 'Kevin Mwangi');
    const colour = screen.getByLabelText(words.accent.label);
    expect(colour).toHaveAccessibleDescription(
      /The buttons are #0f766e with white text, readable by everyone \(WCAG AA\)\.$/,
    );
    // Miadi's own green needs no attribute.
    expect(screen.getByLabelText('Your code')).not.toHaveValue(expect.stringContaining('accent'));

    fireEvent.change(colour, { target: { value: '#8b1e3f' } });
    expect((screen.getByLabelText('Your code') as HTMLTextAreaElement).value).toContain(
      '<div data-miadi-booking="kevin-mwangi" data-accent="#8b1e3f">',
    );
    expect(screen.getByTitle(words.preview.frameTitle)).toHaveAttribute(
      'src',
      '/embed/kevin-mwangi?accent=8b1e3f',
    );

    fireEvent.change(colour, { target: { value: '#f5e6a8' } });
    expect(colour).toHaveAccessibleDescription(
      /#f5e6a8 is too pale to stand out on the white form: the buttons and focus rings use #[0-9a-f]{6}, a darker shade of it, with black text\.$/,
    );
    await user.click(screen.getByRole('button', { name: words.accent.reset }));
    expect(colour).toHaveValue('#0f766e');
  });

  it.each(['en', 'sw'] as const)(
    'puts the dark surface in the snippet and the preview, and lightens a colour too dark for it (%s)',
    async (lang) => {
      const user = userEvent.setup();
      const words = renderGenerator(lang);
      await user.type(screen.getByLabelText(words.search.label), 'Kevin Mwangi');
      const surface = screen.getByRole('group', { name: words.surface.legend });
      expect(within(surface).getByRole('radio', { name: words.surface.light })).toBeChecked();
      const code = () => (screen.getByLabelText(words.output.label) as HTMLTextAreaElement).value;
      expect(code()).not.toContain('data-surface');

      await user.click(within(surface).getByRole('radio', { name: words.surface.dark }));
      expect(code()).toMatch(/^<div data-miadi-booking="kevin-mwangi"[^>]* data-surface="dark">/);
      const frame = `${lang === 'sw' ? '/sw' : ''}/embed/kevin-mwangi`;
      expect(screen.getByTitle(words.preview.frameTitle)).toHaveAttribute(
        'src',
        `${frame}?surface=dark`,
      );

      const colour = screen.getByLabelText(words.accent.label);
      fireEvent.change(colour, { target: { value: '#1e1b4b' } });
      expect(screen.getByTitle(words.preview.frameTitle)).toHaveAttribute(
        'src',
        `${frame}?accent=1e1b4b&surface=dark`,
      );
      const used = accentFor('#1e1b4b', 'dark');
      expect(used.adjusted).toBe(true);
      expect(colour).toHaveAccessibleDescription(
        `${words.accent.hint} ${fill(words.accent.adjustedDark, {
          asked: '#1e1b4b',
          used: used.used,
          text: used.text === '#ffffff' ? words.accent.white : words.accent.black,
        })}`,
      );
    },
  );

  it('reaches the frame’s address through embed.js, and only as six hex digits', () => {
    const script = readFileSync('public/embed.js', 'utf8');
    Object.defineProperty(document, 'currentScript', {
      configurable: true,
      value: { src: `${origin}/embed.js` },
    });
    document.body.innerHTML = `
      <div data-miadi-booking="glow-nail-bar" data-accent="#8B1E3F"></div>
      <div data-miadi-booking="kevin-mwangi" data-lang="sw" data-accent="red;x"></div>
      <div data-miadi-booking="glow-nail-bar" data-accent="#8B1E3F" data-surface="dark"></div>
      <div data-miadi-booking="kevin-mwangi" data-surface="dark;x"></div>`;
    new Function(script)();
    const frames = [...document.querySelectorAll('iframe')].map((frame) => frame.src);
    expect(frames).toEqual([
      `${origin}/embed/glow-nail-bar?accent=8b1e3f`,
      `${origin}/sw/embed/kevin-mwangi`,
      `${origin}/embed/glow-nail-bar?accent=8b1e3f&surface=dark`,
      `${origin}/embed/kevin-mwangi`,
    ]);
    Reflect.deleteProperty(document, 'currentScript');
  });
});
