import type { Config } from 'tailwindcss';
import defaultTheme from 'tailwindcss/defaultTheme';
import { MIADI_ACCENT } from './lib/accent';
import plugin from 'tailwindcss/plugin';

/**
 * Names the config a stylesheet was built with (`--miadi-stylesheet` on :root), so the site
 * check (scripts/check-site.mjs) can tell that each page links its own layout's stylesheet.
 */
export const stylesheetName = (name: 'site' | 'widget') =>
  plugin(({ addBase }) => addBase({ ':root': { '--miadi-stylesheet': name } }));

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f0fdfa',
          100: '#ccfbf1',
          200: '#99f6e4',
          500: '#14b8a6',
          600: '#0d9488',
          700: MIADI_ACCENT,
          800: '#115e59',
          900: '#134e4a',
          950: '#042f2e',
        },
        accent: { 200: '#fde68a', 400: '#fbbf24', 500: '#f59e0b' },
      },
      fontFamily: {
        sans: ['var(--font-sans)', ...defaultTheme.fontFamily.sans],
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        // The specification's rotator fade: 500 ms.
        'fade-in': 'fade-in 500ms ease-in-out',
      },
    },
  },
  plugins: [stylesheetName('site')],
} satisfies Config;
