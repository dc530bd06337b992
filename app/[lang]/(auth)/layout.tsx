import { Logo } from '@/components/logo';
import { currentLang, dictionary } from '@/lib/page-language';
import '@/app/site.css';

/**
 * Sign-up, login and password help: no site header or footer, just the logo home. Each page
 * sets its promo panel through AuthFrame; from md up the logo sits over that panel.
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const { ui } = await dictionary();
  const lang = await currentLang();
  return (
    <div className="relative flex flex-1 flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {ui.skipToContent}
      </a>
      <header className="px-4 pt-6 sm:px-8 md:absolute md:left-0 md:top-0 md:z-10 md:p-10">
        <Logo className="md:text-white" lang={lang} />
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </div>
  );
}
