import { FavouritesList } from '@/components/islands/favourites-list';
import { PageHero } from '@/components/page-hero';
import { localizePath } from '@/lib/i18n';
import { cardWords } from '@/lib/listing-card';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { favouritesPage } = (await dictionary()).favourites;
  return pageMetadata({
    title: favouritesPage.title,
    description: favouritesPage.description,
    path: '/favourites',
  });
}

/**
 * The listings saved with a card's heart on this device (components/islands/favourites-store.ts).
 * The list is the browser's alone, so the static HTML says what the page is for and the
 * island lists the saved cards, each fetched as the search fetches its results.
 */
export default async function FavouritesPage() {
  const { favouritesPage: copy } = (await dictionary()).favourites;
  const lang = await currentLang();
  return (
    <>
      <PageHero title={copy.heading} intro={copy.intro} />
      {/*
        The list arrives after the script reads this browser's storage: its place is held at a
        screen's height, so the footer stays below the first screen and nothing moves when the
        saved cards (or the words saying none are saved) appear (CLS 0, issue 52).
      */}
      <div className="mx-auto min-h-svh max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <noscript>
          <p className="text-slate-800">{copy.withoutScript}</p>
        </noscript>
        <FavouritesList
          lang={lang}
          cardWords={cardWords(lang)}
          words={{
            count: copy.count,
            empty: copy.empty,
            how: copy.how,
            link: { label: copy.link.label, href: localizePath(copy.link.href, lang) },
            loading: copy.loading,
            failed: copy.failed,
            retry: copy.retry,
          }}
        />
      </div>
    </>
  );
}
