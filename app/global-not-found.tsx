import type { Metadata } from 'next';
import { ActionPair } from '@/components/cta-band';
import { Logo } from '@/components/logo';
import { SampleDataBanner } from '@/components/sample-data-banner';
import { dictionaryOf } from '@/content/dictionary';
import { defaultLang, languages } from '@/lib/i18n';
import { sans } from './font';
import './site.css';

const words = (lang: (typeof languages)[number]) => dictionaryOf(lang).ui.notFound;

// One 404 page answers every unknown address, English or Kiswahili, so it speaks both.
export const metadata: Metadata = {
  title: languages.map((lang) => words(lang).title).join(' · '),
  description: words('en').description,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en" className={sans.variable}>
      <body className="font-sans">
        {languages.map((lang) => (
          <SampleDataBanner key={lang} lang={lang} />
        ))}
        <main
          id="main"
          className="flex min-h-dvh flex-col items-center justify-center px-4 py-24 text-center"
        >
          <Logo lang={defaultLang} />
          <p className="mt-10 text-sm font-semibold text-brand-700">404</p>
          <div className="mt-2 grid gap-12 md:grid-cols-2 md:gap-16">
            {languages.map((lang) => {
              const notFound = words(lang);
              // One top-level heading a page: English first, as the x-default language.
              const Heading = lang === defaultLang ? 'h1' : 'h2';
              return (
                <section key={lang} lang={lang} className="flex max-w-md flex-col items-center">
                  <Heading className="text-4xl font-bold tracking-tight text-slate-900">
                    {notFound.title}
                  </Heading>
                  <p className="mt-4 text-lg text-slate-600">{notFound.text}</p>
                  <div className="mt-8 flex flex-wrap justify-center gap-3">
                    <ActionPair
                      main={{ label: notFound.home, href: '/' }}
                      other={{ label: notFound.book, href: '/services' }}
                      linkLang={lang}
                    />
                  </div>
                </section>
              );
            })}
          </div>
        </main>
      </body>
    </html>
  );
}
