import { contrast } from '@/lib/accent';
import { DARK_SURFACE } from '@/lib/dark-surface';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import widgetConfig from '../../tailwind.widget.config';

// The backgrounds text sits on (the meter's track carries none).
const textBackgrounds = Object.entries(DARK_SURFACE.bg).filter(([name]) => name !== 'slate-200');
// What an input's border and the focus ring must stand against: the form and a raised part.
const formBackgrounds = [DARK_SURFACE.bg.white, DARK_SURFACE.bg['slate-50']];

describe('the widget’s dark surface (issue 51)', () => {
  it.each(Object.entries(DARK_SURFACE.text))(
    'text %s (%s) reads 4.5:1 on every dark background',
    (_, text) => {
      for (const [, background] of textBackgrounds) {
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('draws input borders, error borders and focus rings 3:1 against the form', () => {
    const lines = [
      DARK_SURFACE.border['slate-300'],
      DARK_SURFACE.border['red-700'],
      DARK_SURFACE.ring['brand-600'],
      DARK_SURFACE.ring['red-700'],
      DARK_SURFACE.ring['slate-300'],
      DARK_SURFACE.outline['brand-700'],
    ];
    for (const line of lines) {
      for (const background of formBackgrounds) {
        expect(contrast(line, background)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('makes the widget’s classes dark under data-surface="dark" and leaves them light without', async () => {
    const css = (
      await postcss([
        tailwindcss({
          ...widgetConfig,
          content: [{ raw: '<main class="bg-white text-slate-700 border-slate-300">' }],
        }),
      ]).process('@tailwind base; @tailwind utilities;', { from: undefined })
    ).css.replace(/\s+/g, ' ');
    expect(css).toContain(
      'background-color: rgb(var(--surface-bg-white, 255 255 255) / var(--tw-bg-opacity, 1))',
    );
    expect(css).toContain('color: rgb(var(--surface-text-slate-700, 51 65 85) /');
    const dark = /:root\[data-surface='dark'\] \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(dark).toContain('color-scheme: dark');
    expect(dark).toContain('--surface-bg-white: 15 23 42');
    expect(dark).toContain('--surface-text-slate-700: 203 213 225');
    expect(dark).toContain('--surface-border-slate-300: 100 116 139');
  });
});
