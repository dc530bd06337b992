import { StaticImage } from '@/components/static-image';
import { notFound } from 'next/navigation';
import { DetailPage } from '@/components/detail-page';
import { CheckIcon } from '@/components/icons';
import { InfoCard } from '@/components/info-card';
import { LearnMoreLink } from '@/components/learn-more-link';
import { BookingPageNote } from '@/components/booking-page-note';
import { Section } from '@/components/section';
import { TestimonialCard } from '@/components/testimonial-card';
import type { Dictionary } from '@/content/dictionary';
import { businessTypes, businessTypesIndexHref } from '@/content/business-types';
import { businessTypeEntries, businessTypePage, featureLink } from '@/lib/page-links';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return businessTypes.map((type) => ({ slug: type.slug }));
}

/** The trade's name, group, address and page, in the words of the page's language. */
function findBusinessType(words: Dictionary, slug: string) {
  const type = businessTypeEntries(words).find((item) => item.slug === slug);
  if (!type) notFound();
  return { ...type, page: businessTypePage(words, type.slug) };
}

export async function generateMetadata({ params }: Props) {
  const { href, page } = findBusinessType(await dictionary(), (await params).slug);
  return pageMetadata({ title: page.title, description: page.description, path: href });
}

export default async function BusinessTypePage({ params }: Props) {
  const words = await dictionary();
  const lang = await currentLang();
  const { businessTypeSections, businessTypesIndex } = words.businessTypePages;
  const { label, group, href, page } = findBusinessType(words, (await params).slug);
  return (
    <DetailPage
      trail={[
        words.sharedLinks.homeLink,
        { label: businessTypesIndex.breadcrumb, href: businessTypesIndexHref },
        { label, href },
      ]}
      eyebrow={group}
      title={page.headline}
      intro={page.intro}
      aside={<StaticImage {...page.image} loading="eager" className="h-auto w-full rounded-2xl" />}
      cta={page.cta}
    >
      <Section id="who-it-is-for" title={businessTypeSections.audience} intro={page.audience.intro}>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {page.audience.examples.map((example) => (
            <li key={example} className="flex gap-3 rounded-xl bg-brand-50 p-5 text-slate-800">
              <CheckIcon className="mt-1 size-4 shrink-0 text-brand-700" />
              {example}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="problems" title={businessTypeSections.problems} className="bg-slate-50">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {page.problems.map((problem) => (
            <InfoCard
              key={problem.title}
              title={problem.title}
              text={problem.text}
              className="bg-white"
            />
          ))}
        </ul>
      </Section>

      <Section id="features" title={businessTypeSections.features}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.features.map((feature) => {
            const link = featureLink(words, feature.slug);
            return (
              <InfoCard key={feature.slug} title={link.label} text={feature.why} small>
                <LearnMoreLink href={link.href} subject={link.label} className="mt-4" />
              </InfoCard>
            );
          })}
        </ul>
        <BookingPageNote words={words.bookingWidget.widgetPage.bookingPage} lang={lang} />
      </Section>

      <Section id="proof" title={businessTypeSections.proof} centered className="bg-slate-50">
        {'testimonial' in page.proof ? (
          <div className="mt-10">
            <TestimonialCard testimonial={page.proof.testimonial} lang={lang} />
          </div>
        ) : (
          <figure className="mx-auto mt-10 max-w-3xl rounded-2xl bg-brand-800 p-8 text-center text-white">
            <p className="text-5xl font-bold tracking-tight">{page.proof.figure.value}</p>
            <p className="mt-1 text-brand-100">{page.proof.figure.label}</p>
            <figcaption className="mt-4 text-lg">{page.proof.text}</figcaption>
          </figure>
        )}
      </Section>
    </DetailPage>
  );
}
