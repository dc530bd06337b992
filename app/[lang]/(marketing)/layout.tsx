import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { dictionary } from '@/lib/page-language';

export default async function MarketingLayout({ children }: { children: React.ReactNode }) {
  const { ui } = await dictionary();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {ui.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
