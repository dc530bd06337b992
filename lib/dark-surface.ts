/**
 * The booking widget's dark surface (?surface=dark, issue 51): for each colour the widget's
 * classes use, by the property it colours, the colour it takes on the dark form. The widget's
 * Tailwind (tailwind.widget.config.ts) makes each of these classes read a custom property,
 * `--surface-{kind}-{colour}`, whose fallback is the light colour, and writes the dark values
 * under `:root[data-surface='dark']`; so one class serves both surfaces, and a colour not
 * listed here stays as it is on both (text on the yellow and red buttons, white on the accent).
 * tests/unit/dark-surface.test.ts holds every text colour 4.5:1 on every background, and the
 * input borders and focus rings 3:1 (WCAG 2.2 AA, 1.4.3 and 1.4.11).
 */
export const DARK_SURFACE = {
  /** Surfaces: the form (white) slate 900, raised parts a step lighter, notes darkened. */
  bg: {
    white: '#0f172a',
    'slate-50': '#1e293b',
    'brand-50': '#042f2e',
    'red-50': '#450a0a',
    'amber-50': '#451a03',
    'amber-100': '#451a03',
    // A meter's empty track and hairlines, no text on them.
    'slate-200': '#475569',
  },
  text: {
    'slate-900': '#f1f5f9',
    'slate-800': '#e2e8f0',
    'slate-700': '#cbd5e1',
    'slate-600': '#cbd5e1',
    'slate-500': '#94a3b8',
    'red-700': '#fca5a5',
    'red-800': '#fecaca',
    'red-900': '#fee2e2',
    'brand-700': '#5eead4',
    'brand-800': '#99f6e4',
    'brand-900': '#ccfbf1',
    'amber-900': '#fde68a',
    'amber-950': '#fef3c7',
  },
  border: {
    'slate-200': '#334155',
    // An input's border: 3:1 on the form and on a raised part.
    'slate-300': '#64748b',
    'slate-400': '#64748b',
    'amber-300': '#b45309',
    'red-700': '#f87171',
  },
  ring: {
    'slate-200': '#334155',
    'slate-300': '#64748b',
    'brand-600': '#2dd4bf',
    'red-700': '#f87171',
  },
  outline: { 'brand-700': '#2dd4bf' },
} as const;

export type SurfaceKind = keyof typeof DARK_SURFACE;

/** The Tailwind theme key each kind of colour lives under. */
export const THEME_KEYS: Record<SurfaceKind, string> = {
  bg: 'backgroundColor',
  text: 'textColor',
  border: 'borderColor',
  ring: 'ringColor',
  outline: 'outlineColor',
};

/** The custom property a class of this kind and colour reads. */
export function surfaceVariable(kind: SurfaceKind, colour: string): string {
  return `--surface-${kind}-${colour}`;
}

/** `15 23 42` from `#0f172a`: a colour as Tailwind's `rgb(… / <alpha-value>)` takes it. */
export function rgbChannels(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
}
