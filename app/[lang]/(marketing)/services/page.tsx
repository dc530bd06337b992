import { FilterToggle } from '@/components/islands/filter-toggle';
import { ListingCards } from '@/components/islands/listing-cards';
import { NewsletterForm } from '@/components/islands/newsletter-form';
import { RecommendedTabs } from '@/components/islands/recommended-tabs';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { SearchShortcut } from '@/components/islands/search-shortcut';
import { SearchResults } from '@/components/islands/search-results';
import { ServiceSearch } from '@/components/islands/service-search';
import { AreaDirectory } from '@/components/area-directory';
import { DealsShelf } from '@/components/deals-shelf';
import { LocationCards } from '@/components/location-cards';
import { Section } from '@/components/section';
import { StatsBand } from '@/components/stats-band';
import { ServiceSuggestions, SUGGESTIONS_ID } from '@/components/service-suggestions';
import { CategoryTile } from '@/components/category-tile';
import { TestimonialCard } from '@/components/testimonial-card';
import { Link } from '@/components/link';
import {
  areas,
  bestRated,
  businesses,
  catalogue,
  cataloguePlace,
  categoryPage,
  professionals,
} from '@/lib/catalogue';
import { catalogueWordsIn, kindsOf } from '@/lib/catalogue-words';
import { fill } from '@/lib/template';
import { cn } from '@/lib/cn';
import { localizePath } from '@/lib/i18n';
import { cardData, cardWords, SHOWCASE } from '@/lib/listing-card';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { searchWords } from '@/lib/search';
import { searchAreas } from '@/lib/area-nearness';
import { periodsPerDay } from '@/lib/search-filters';
import { categoryHref } from '@/lib/hrefs';

/** A Browse Categories tile, a link or a filter button. */
const tileClass =
  'group relative flex w-full flex-col items-center gap-3 rounded-2xl bg-white p-4 font-semibold text-slate-900 ring-1 ring-slate-200 hover:ring-brand-700';

export async function generateMetadata() {
  const { services, areaPages, lang } = await dictionary();
  const { servicesPage } = services;
  return pageMetadata({
    title: servicesPage.title,
    description: fill(servicesPage.description, {
      kinds: kindsOf(catalogue, lang, areaPages.areaPage.professionals),
      place: cataloguePlace(lang),
    }),
    path: '/services',
  });
}

/**
 * The customer page: search, browse and book. The static HTML holds the best-rated listings of
 * each kind; a search asks the Pagefind index (components/islands/search-engine.ts) and shows
 * what it finds under the search bar, as the same cards.
 */
export default async function ServicesPage() {
  const { services, ui, deals, areaPages } = await dictionary();
  const {
    browseCategories,
    popularLocations,
    recommended,
    searchBar,
    searchWithoutScript,
    servicesHero,
    servicesNewsletter,
    statsLabel,
    testimonialSection,
    topTalents,
  } = services;
  const lang = await currentLang();
  const announce = searchWords(ui.search, lang);
  const words = cardWords(lang);
  const periods = periodsPerDay(catalogue);
  const plurals = catalogueWordsIn[lang].categoryPlurals;
  return (
    <div id="services-page">
      <section
        aria-label={ui.home.introduction}
        className="bg-gradient-to-b from-brand-50 to-white"
      >
        <RotatingHeadline
          before={servicesHero.before}
          after={servicesHero.after}
          slides={servicesHero.slides}
          interval={servicesHero.interval}
          className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 sm:px-6 md:grid-cols-2 md:pt-16 lg:px-8"
          headingClassName="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            {fill(servicesHero.text, {
              kinds: kindsOf(catalogue, lang, areaPages.areaPage.professionals),
            })}
          </p>
        </RotatingHeadline>
        <div id="search" className="mx-auto max-w-7xl px-4 pb-12 pt-10 sm:px-6 lg:px-8">
          <ServiceSearch
            total={catalogue.length}
            periods={periods}
            copy={searchBar}
            words={announce}
            action={localizePath('/services', lang)}
            areas={searchAreas(lang)}
            place={cataloguePlace(lang)}
            suggestions={SUGGESTIONS_ID}
          />
          <noscript>
            <p className="mt-4 text-slate-800">
              {searchWithoutScript.text}{' '}
              <a href="#locations" className="font-semibold text-brand-800 underline">
                {searchWithoutScript.areas}
              </a>{' '}
              {searchWithoutScript.or}{' '}
              <a href="#categories" className="font-semibold text-brand-800 underline">
                {searchWithoutScript.categories}
              </a>
              .
            </p>
          </noscript>
          <datalist id={SUGGESTIONS_ID}>
            <ServiceSuggestions lang={lang} />
          </datalist>
          <SearchResults
            periods={periods}
            cardWords={words}
            text={{
              title: ui.search.resultsTitle,
              businesses: ui.search.businesses,
              professionals: ui.search.professionals,
              more: ui.search.more,
            }}
          />
        </div>
      </section>

      <Section id="categories" title={browseCategories.title} intro={browseCategories.intro}>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {browseCategories.items.map((category) => (
            <li key={category.category}>
              {categoryPage(category.category) ? (
                // The category's own page (D34); below the threshold, D9's filter.
                <Link href={categoryHref(category.category)} className={tileClass}>
                  <CategoryTile category={category} label={plurals[category.category]!} />
                </Link>
              ) : (
                <FilterToggle
                  field="service"
                  value={plurals[category.category]!}
                  className={cn(
                    tileClass,
                    'aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-700',
                  )}
                >
                  <CategoryTile category={category} label={plurals[category.category]!} />
                </FilterToggle>
              )}
            </li>
          ))}
        </ul>
        <SearchShortcut
          periods={periods}
          copy={searchBar.shortcut}
          words={announce}
          areas={areas}
          searchHref="#search"
          resultsHref="#results"
        />
      </Section>

      <Section
        id="deals"
        title={deals.dealShelf.title}
        intro={deals.dealShelf.intro}
        className="bg-brand-50"
      >
        <DealsShelf lang={lang} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section
        id="locations"
        title={popularLocations.title}
        intro={popularLocations.intro}
        className="bg-slate-50"
      >
        <LocationCards className="mt-8" />
        <AreaDirectory headingLevel="h3" className="mt-10" />
      </Section>

      <Section id="recommended" title={recommended.title} intro={recommended.intro}>
        <div className="mt-8">
          <RecommendedTabs
            label={recommended.title}
            tabs={recommended.tabs.map((tab) => ({
              key: tab.category,
              label: plurals[tab.category]!,
              content: (
                <ListingCards
                  cards={bestRated(
                    businesses.filter((business) => business.category === tab.category),
                  )
                    .slice(0, SHOWCASE.perTab)
                    .map((business) => cardData(business.id, lang))}
                  words={words}
                  className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
                />
              ),
            }))}
          />
        </div>
      </Section>

      <Section id="testimonial" title={testimonialSection.title} centered className="bg-slate-50">
        <div className="mt-10">
          <TestimonialCard testimonial={services.servicesTestimonial} lang={lang} />
        </div>
      </Section>

      <Section id="top-talents" title={topTalents.title} intro={topTalents.intro}>
        <ListingCards
          cards={bestRated(professionals)
            .slice(0, SHOWCASE.professionals)
            .map((professional) => cardData(professional.id, lang))}
          words={words}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </Section>

      <StatsBand of="platform" label={statsLabel} />

      <section aria-labelledby="newsletter-title" className="bg-brand-50 py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2
              id="newsletter-title"
              className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {servicesNewsletter.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{servicesNewsletter.text}</p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <NewsletterForm action={servicesNewsletter.action} />
          </div>
        </div>
      </section>
    </div>
  );
}
