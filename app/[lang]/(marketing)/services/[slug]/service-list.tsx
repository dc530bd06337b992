import { buttonClass } from '@/components/button';
import type { Service } from '@/lib/catalogue';
import { BOOK_SERVICE_ATTRIBUTE } from '@/lib/booking-request';
import { formatKes } from '@/lib/money';
import { formatDuration } from '@/lib/dates';
import { currentLang, dictionary } from '@/lib/page-language';
import { ownWordsLang } from '@/lib/catalogue-words';

/**
 * The price list. Each Book link jumps to the form (with or without JavaScript); the form
 * picks up the service it names.
 */
export async function ServiceList({ services }: { services: readonly Service[] }) {
  const lang = await currentLang();
  const { profilePage } = (await dictionary()).listingPage;
  return (
    <ul className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {services.map((service) => (
        <li key={service.name} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 sm:px-6">
          {/* lang="en" where a Kiswahili page shows the name as the owner wrote it. */}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900" lang={ownWordsLang(service.sw?.name, lang)}>
              {service.name}
            </p>
            <p className="text-sm text-slate-600">{formatDuration(service.minutes, lang)}</p>
          </div>
          <p className="font-semibold text-slate-900">{formatKes(service.priceKes)}</p>
          <a
            href="#book"
            {...{ [BOOK_SERVICE_ATTRIBUTE]: service.name }}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {profilePage.services.book}
            <span className="sr-only" lang={ownWordsLang(service.sw?.name, lang)}>
              {' '}
              {service.name}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
