import type { Metadata, Viewport } from 'next';
import { NEEDS_SCRIPT_ID } from '@/components/islands/use-hydrated';
import { dictionaryOf } from '@/content/dictionary';
import { languages } from '@/lib/i18n';
import { SITE_ROOT_ID } from '@/lib/site-root';
import { currentLang } from '@/lib/page-language';
import { sans } from '../font';

/** Every page is built once per language: English at the root, Kiswahili under /sw. */
export function generateStaticParams() {
  return languages.map((lang) => ({ lang }));
}

export const dynamicParams = false;

export async function generateMetadata(): Promise<Metadata> {
  const lang = await currentLang();
  const { site } = dictionaryOf(lang).site;
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    twitter: { card: 'summary_large_image' },
  };
}

export const viewport: Viewport = { themeColor: '#0f766e' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const lang = await currentLang();
  return (
    <html lang={lang} className={sans.variable}>
      <body className="font-sans">
        {/* One root for the app: Headless UI treats other children of <body> as third-party
            portals, and clicks there would not close an open menu. */}
        <div id={SITE_ROOT_ID} className="flex min-h-dvh flex-col">
          {/* What a control that waits for its island says (awaitingScript, use-hydrated.ts). */}
          <p id={NEEDS_SCRIPT_ID} hidden>
            {dictionaryOf(lang).ui.needsScript}
          </p>
          {children}
        </div>
      </body>
    </html>
  );
}
