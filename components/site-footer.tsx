import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from '@/lib/i18n';
import { NewsletterForm } from './islands/newsletter-form';
import { FooterEnd, FooterLinks } from './site-footer-regions';

/** The site footer: contacts and links, the newsletter form (an island), the last line. */
export function SiteFooter({ lang }: { lang: Lang }) {
  const { newsletter } = dictionaryOf(lang).footer;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <FooterLinks lang={lang} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 md:flex md:items-center md:justify-between md:gap-10">
          <div className="md:max-w-md">
            <h2 className="text-base font-semibold text-slate-900">{newsletter.title}</h2>
            <p className="mt-1 text-sm">{newsletter.text}</p>
          </div>
          <div className="mt-4 md:mt-0 md:flex-1">
            <NewsletterForm />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 text-sm">
          <FooterEnd lang={lang} />
        </div>
      </div>
    </footer>
  );
}
