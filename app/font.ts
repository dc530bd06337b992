import localFont from 'next/font/local';

// Inter, served from this site: the variable font ships in an npm package. It is preloaded;
// 'optional' uses it only if it arrives before the first paint (and from the cache on the
// next page), so text never reflows when it lands: 'swap' moved the login page's text.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans',
  display: 'optional',
});
