/**
 * The owner's accent colour for the booking widget (issue 51): read from the frame's address,
 * checked, and made to hold WCAG AA. Buttons and focus rings take the accent; it must stand
 * 3:1 against the form's white (WCAG 1.4.11, non-text contrast), so a colour too pale is
 * darkened until it does, and the text on a button is black or white, whichever reads better,
 * which always reaches 4.5:1 (WCAG 1.4.3): the larger of a colour's contrasts with black and
 * with white is never under √21, about 4.58.
 */

/** Miadi's own button colour (brand 700 in tailwind.config.ts reads it here). */
export const MIADI_ACCENT = '#0f766e';

/** The frame's address parameter, and the snippet's attribute that carries it there. */
export const ACCENT_PARAMETER = 'accent';

/** The least contrast of text on the accent (WCAG 2.2 AA, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** The least contrast of the accent against the form's white (WCAG 2.2 AA, 1.4.11). */
export const SURFACE_CONTRAST = 3;

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

export type Accent = {
  /** The colour asked for. */
  asked: string;
  /** The colour buttons and focus rings use: the one asked for, or it darkened to 3:1. */
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

/** The accent as the widget uses it on its white form; see the module's comment. */
export function accentFor(asked: string): Accent {
  let used = asked;
  // Darken in small steps until the colour stands out from the white form.
  for (let step = 1; contrast(used, WHITE) < SURFACE_CONTRAST; step++) {
    used = darken(asked, step / 100);
  }
  const hover = darken(used, 0.15);
  return {
    asked,
    used,
    adjusted: used !== asked,
    text: textOn(used),
    hover,
    hoverText: textOn(hover),
  };
}
