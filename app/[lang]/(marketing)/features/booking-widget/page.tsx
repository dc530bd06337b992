import { BookingPageNote } from '@/components/booking-page-note';
import { Section } from '@/components/section';
import { WidgetCode } from '@/components/islands/widget-code';
import { snippetWords } from '@/content/booking-widget';
import { site } from '@/content/site';
import { catalogue, categories, type CatalogueListing } from '@/lib/catalogue';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import type { Lang } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { FeatureDetail, findFeature } from '../feature-detail';
import { fill } from '@/lib/template';
import { featureHref } from '@/lib/hrefs';

export async function generateMetadata() {
  const { page } = findFeature(await dictionary(), 'booking-widget');
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: featureHref('booking-widget'),
  });
}

function listedIn(listing: CatalogueListing, category: string): boolean {
  if (listing.category === category) return true;
  return listing.kind === 'business' && (listing.alsoIn?.includes(category) ?? false);
}

/**
 * The categories whose listings take bookings through the widget: every listing has one, so
 * every category a listing is listed or found under, in the catalogue's order.
 */
function widgetCategories(lang: Lang) {
  const names = catalogueWordsIn[lang].categoryNames;
  return categories
    .filter((category) => catalogue.some((listing) => listedIn(listing, category.id)))
    .map((category) => ({ label: names[category.id]! }));
}

/**
 * The booking widget for owners (D27): the feature's page, with the code generator and its
 * live preview first.
 */
export default async function BookingWidgetPage() {
  const words = await dictionary();
  const lang = await currentLang();
  const { widgetPage, embedPage } = words.bookingWidget;
  return (
    <FeatureDetail
      words={words}
      slug="booking-widget"
      usedBy={{ intro: widgetPage.usedByIntro, items: widgetCategories(lang) }}
    >
      <Section
        id="get-the-code"
        title={widgetPage.generatorTitle}
        intro={widgetPage.generatorIntro}
      >
        <BookingPageNote words={widgetPage.bookingPage} lang={lang} withLink={false} />
        <div className="mt-8">
          <WidgetCode
            words={{ ...widgetPage.words, newTab: embedPage.newTab }}
            snippet={snippetWords}
            origin={site.url}
            lang={lang}
          />
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{widgetPage.privacyTitle}</h3>
            <p className="mt-2 text-sm text-slate-700">{widgetPage.privacyText}</p>
          </div>
          <div className="rounded-2xl p-6 ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{widgetPage.cspTitle}</h3>
            <p className="mt-2 text-sm text-slate-700">
              {fill(widgetPage.cspText, { origin: site.url })}
            </p>
          </div>
        </div>
      </Section>
    </FeatureDetail>
  );
}
