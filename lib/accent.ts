/**
 * The owner's accent colour for the booking widget (issue 51): read from the frame's address,
 * checked, and made to hold WCAG AA. Buttons and focus rings take the accent; it must stand
 * 3:1 against the form's surface (WCAG 1.4.11, non-text contrast), white or dark (?surface=),
 * so a colour too pale for white is darkened until it does (too dark for the dark surface,
 * lightened), and the text on a button is black or white, whichever reads better,
 * which always reaches 4.5:1 (WCAG 1.4.3): the larger of a colour's contrasts with black and
 * with white is never under √21, about 4.58.
 */

/** Miadi's own button colour (brand 700 in tailwind.config.ts reads it here). */
export const MIADI_ACCENT = '#0f766e';

/** The frame's address parameter, and the snippet's attribute that carries it there. */
export const ACCENT_PARAMETER = 'accent';

/** The least contrast of text on the accent (WCAG 2.2 AA, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** The least contrast of the accent against the form's surface (WCAG 2.2 AA, 1.4.11). */
export const SURFACE_CONTRAST = 3;

/**
 * The form's surface: light (white, Miadi's own) or dark. The frame's address parameter and
 * the snippet's attribute that carry it; only `dark` makes it dark, anything else is light.
 */
export const SURFACE_PARAMETER = 'surface';
export const SURFACES = ['light', 'dark'] as const;
export type Surface = (typeof SURFACES)[number];

/** The form's background on each surface (dark: slate 900, lib/dark-surface.ts). */
export const SURFACE_BACKGROUND: Record<Surface, string> = { light: '#ffffff', dark: '#0f172a' };

/** `dark` from "dark"; `light` for anything else, or nothing. */
export function parseSurface(value: string | null | undefined): Surface {
  return value === 'dark' ? 'dark' : 'light';
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** `#8b1e3f` from "8B1E3F", "#8b1e3f" or "#8B1E3F"; null for anything else. */
export function parseAccent(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG's relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** `hex` mixed with black: 0 keeps it, 1 is black. */
function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel * (1 - amount)));
}

/** `hex` mixed with white: 0 keeps it, 1 is white. */
function lighten(hex: string, amount: number): string {
  return toHex(channels(hex).map((channel) => channel + (255 - channel) * amount));
}

export type Accent = {
  /** The colour asked for. */
  asked: string;
  /**
   * The colour buttons and focus rings use: the one asked for, or it darkened (on the light
   * surface) or lightened (on the dark one) until it stands 3:1 against the form.
   */
  used: string;
  /** Whether `used` differs from `asked` (the generator says so). */
  adjusted: boolean;
  /** Text on the accent: black or white, whichever contrasts more. */
  text: string;
  /** A pressed or hovered button: the accent a little darker, text chosen again. */
  hover: string;
  hoverText: string;
};

/** Black or white, whichever reads better on `background`. */
function textOn(background: string): string {
  return contrast(background, WHITE) >= contrast(background, BLACK) ? WHITE : BLACK;
}

/**
 * The accent as the widget uses it on its form; see the module's comment. On the dark surface
 * a colour too dark to stand out is lightened instead (white stands 17.9:1 on it), and a
 * hovered button is a little lighter.
 */
export function accentFor(asked: string, surface: Surface = 'light'): Accent {
  const background = SURFACE_BACKGROUND[surface];
  const shade = surface === 'dark' ? lighten : darken;
  let used = asked;
  // Shade in small steps until the colour stands out from the form.
  for (let step = 1; contrast(used, background) < SURFACE_CONTRAST; step++) {
    used = shade(asked, step / 100);
  }
  const hover = shade(used, 0.15);
  return {
    asked,
    used,
    adjusted: used !== asked,
    text: textOn(used),
    hover,
    hoverText: textOn(hover),
  };
}
