import { Link } from '@/components/link';
import { DetailPage } from '@/components/detail-page';
import { InfoCard } from '@/components/info-card';
import { Section } from '@/components/section';
import type { Dictionary } from '@/content/dictionary';
import { featuresIndexHref, type FeatureSlug } from '@/content/features-menu';
import { businessTypesFeaturing, featureEntries, featureLink, featurePage } from '@/lib/page-links';
import { notFound } from 'next/navigation';

/** The feature's name, group, address and page, in the words of the page's language. */
export function findFeature(words: Dictionary, slug: string) {
  const feature = featureEntries(words).find((item) => item.slug === slug);
  if (!feature) notFound();
  return { ...feature, page: featurePage(words, feature.slug) };
}

/** Who relies on a feature: business types with their pages, or the catalogue's categories. */
export type UsedBy = { intro?: string; items: readonly { label: string; href?: string }[] };

/**
 * A feature's page: what it does, how, related features and who relies on it (by default the
 * business types whose pages name it). `children`, a feature's own tool (the booking widget's
 * code), comes first after the introduction.
 */
export function FeatureDetail({
  words,
  slug: featureSlug,
  usedBy: given,
  children,
}: {
  words: Dictionary;
  slug: FeatureSlug;
  usedBy?: UsedBy;
  children?: React.ReactNode;
}) {
  const { featureSections, featuresIndex } = words.featurePages;
  const { slug, label, group, href, page } = findFeature(words, featureSlug);
  const usedBy = given ?? { items: businessTypesFeaturing(words, slug) };
  return (
    <DetailPage
      trail={[
        words.sharedLinks.homeLink,
        { label: featuresIndex.breadcrumb, href: featuresIndexHref },
        { label, href },
      ]}
      eyebrow={`${group} · ${label}`}
      title={page.headline}
      intro={page.intro}
      cta={featureSections.cta}
    >
      {children}
      <Section id="what-it-does" title={featureSections.capabilities}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {page.capabilities.map((capability) => (
            <InfoCard key={capability.title} title={capability.title} text={capability.text} />
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={featureSections.steps} className="bg-slate-50">
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <p
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </p>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="related-features" title={featureSections.related}>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {page.related.map((relatedSlug) => {
            const link = featureLink(words, relatedSlug);
            return (
              <li
                key={relatedSlug}
                className="group relative rounded-2xl p-6 ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-700"
              >
                <h3 className="font-semibold text-slate-900">
                  <Link
                    href={link.href}
                    className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
                  >
                    {link.label}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600">
                  {featurePage(words, relatedSlug as FeatureSlug).summary}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      {usedBy.items.length > 0 ? (
        <Section
          id="popular-with"
          title={featureSections.usedBy}
          intro={usedBy.intro}
          className="bg-slate-50"
        >
          <ul className="mt-8 flex flex-wrap gap-3">
            {usedBy.items.map((type) => (
              <li key={type.label}>
                {type.href ? (
                  <Link
                    href={type.href}
                    className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  >
                    {type.label}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                    {type.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </DetailPage>
  );
}
