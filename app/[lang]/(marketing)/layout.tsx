import { SiteFooter } from '@/components/site-footer';
import { SiteHeaderBar } from '@/components/site-header';
import { currentLang, dictionary } from '@/lib/page-language';
import '@/app/site.css';

export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  const { ui } = await dictionary();
  const lang = await currentLang();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {ui.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <SiteHeaderBar lang={lang} />
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
