import { Link } from '@/components/link';
import { CtaBand, RegisterAndDemoButtons } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { GroupedSections } from '@/components/grouped-sections';
import { featuresIndexHref } from '@/content/features-menu';
import { featureCards } from '@/lib/page-links';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { featuresIndex } = (await dictionary()).featurePages;
  return pageMetadata({
    title: featuresIndex.title,
    description: featuresIndex.description,
    path: featuresIndexHref,
  });
}

export default async function FeaturesPage() {
  const words = await dictionary();
  const { featureSections, featuresIndex } = words.featurePages;
  return (
    <>
      <PageHero
        title={featuresIndex.headline}
        intro={featuresIndex.intro}
        actions={<RegisterAndDemoButtons />}
      />
      <GroupedSections groups={featureCards(words)}>
        {(group) => (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {group.cards.map((card) => (
              <li
                key={card.slug}
                className="group relative flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-700"
              >
                <h3 className="text-lg font-semibold text-slate-900">
                  {/* The link covers the whole card; its name stays the feature's name. */}
                  <Link
                    href={card.href}
                    className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
                  >
                    {card.label}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600">{card.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </GroupedSections>
      <CtaBand id="get-started" {...featureSections.cta} />
    </>
  );
}
