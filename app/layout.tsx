import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { site } from '@/content/site';
import './globals.css';

// Inter, served from this site: the variable font ships in an npm package. It is preloaded;
// 'optional' uses it only if it arrives before the first paint (and from the cache on the
// next page), so text never reflows when it lands: 'swap' moved the login page's text.
const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-sans',
  display: 'optional',
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: site.locale,
    images: [
      { url: '/images/og.png', width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` },
    ],
  },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#0f766e' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body className="font-sans">
        {/* One root for the app: Headless UI treats other children of <body> as third-party
            portals, and clicks there would not close an open menu. */}
        <div className="flex min-h-dvh flex-col">{children}</div>
      </body>
    </html>
  );
}
