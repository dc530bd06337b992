import { Section } from '@/components/section';
import { WidgetCode } from '@/components/islands/widget-code';
import { snippetWords } from '@/content/booking-widget';
import { site } from '@/content/site';
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

/**
 * The booking widget for owners (D27): the feature's page, with the code generator and its
 * live preview first.
 */
export default async function BookingWidgetPage() {
  const words = await dictionary();
  const lang = await currentLang();
  const { widgetPage, embedPage } = words.bookingWidget;
  return (
    <FeatureDetail words={words} slug="booking-widget">
      <Section
        id="get-the-code"
        title={widgetPage.generatorTitle}
        intro={widgetPage.generatorIntro}
      >
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
