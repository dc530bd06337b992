import {
  accentFor,
  contrast,
  parseAccent,
  parseSurface,
  SURFACE_BACKGROUND,
  SURFACE_CONTRAST,
  SURFACES,
  TEXT_CONTRAST,
} from '@/lib/accent';

/** Every 17th step of each channel: 16³ = 4,096 colours across the whole range. */
const range = Array.from({ length: 16 }, (_, i) => i * 17);
const colours = range.flatMap((r) =>
  range.flatMap((g) =>
    range.map((b) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`),
  ),
);

describe('the widget’s accent colour (issue 51)', () => {
  it('is read only as six hex digits, with or without #', () => {
    expect(parseAccent('8B1E3F')).toBe('#8b1e3f');
    expect(parseAccent('#8b1e3f')).toBe('#8b1e3f');
    for (const bad of [null, '', 'red', '#fff', '8b1e3f0', 'url(x)', '#8b1e3g', '8b 1e3f']) {
      expect(parseAccent(bad)).toBeNull();
    }
  });

  it('reads the surface as dark only from "dark"; anything else is the light one', () => {
    expect(parseSurface('dark')).toBe('dark');
    for (const other of [null, undefined, '', 'light', 'DARK', ' dark', 'black', 'dark;x']) {
      expect(parseSurface(other)).toBe('light');
    }
  });

  it.each(SURFACES)(
    'holds WCAG AA for any colour on the %s form: text on it 4.5:1, it on the form 3:1',
    (surface) => {
      expect(colours).toHaveLength(4096);
      const background = SURFACE_BACKGROUND[surface];
      for (const colour of colours) {
        const accent = accentFor(colour, surface);
        expect(contrast(accent.used, background)).toBeGreaterThanOrEqual(SURFACE_CONTRAST);
        expect(contrast(accent.text, accent.used)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrast(accent.hoverText, accent.hover)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('lightens a colour too dark for the dark form, and keeps one that stands out', () => {
    expect(SURFACE_BACKGROUND.dark).toBe('#0f172a');
    const navy = accentFor('#1e1b4b', 'dark');
    expect(navy.adjusted).toBe(true);
    expect(contrast(navy.used, '#0f172a')).toBeGreaterThanOrEqual(3);
    // Lighter than asked: each channel moved towards white.
    expect(parseInt(navy.used.slice(1, 3), 16)).toBeGreaterThan(0x1e);
    expect(accentFor('#f5e6a8', 'dark')).toMatchObject({ used: '#f5e6a8', adjusted: false });
    // Miadi's own green stands 3.3:1 on the dark form too.
    expect(accentFor('#0f766e', 'dark')).toMatchObject({ used: '#0f766e', adjusted: false });
  });

  it('keeps a colour that already stands out, and says when it darkens a pale one', () => {
    expect(accentFor('#8b1e3f')).toMatchObject({
      used: '#8b1e3f',
      adjusted: false,
      text: '#ffffff',
    });
    const pale = accentFor('#f5e6a8');
    expect(pale.adjusted).toBe(true);
    expect(contrast(pale.used, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(pale.text).toBe('#000000');
    // Miadi's own green is untouched.
    expect(accentFor('#0f766e')).toMatchObject({ used: '#0f766e', adjusted: false });
  });
});
