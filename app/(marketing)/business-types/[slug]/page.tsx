import { StaticImage } from '@/components/static-image';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { CtaBand, RegisterAndDemoButtons } from '@/components/cta-band';
import { CheckIcon } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { TestimonialCard } from '@/components/testimonial-card';
import {
  businessTypePage,
  businessTypeSections,
  businessTypesIndex,
} from '@/content/business-type-pages';
import { businessTypeHref, businessTypes, businessTypesIndexHref } from '@/content/business-types';
import { homeLink } from '@/content/shared-links';
import { featureLink } from '@/content/feature-pages';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return businessTypes.map((type) => ({ slug: type.slug }));
}

function findBusinessType(slug: string) {
  const type = businessTypes.find((item) => item.slug === slug);
  if (!type) notFound();
  return { ...type, href: businessTypeHref(type), page: businessTypePage(type.slug) };
}

export async function generateMetadata({ params }: Props) {
  const { href, page } = findBusinessType((await params).slug);
  return pageMetadata({ title: page.title, description: page.description, path: href });
}

export default async function BusinessTypePage({ params }: Props) {
  const { label, group, href, page } = findBusinessType((await params).slug);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs
          trail={[
            homeLink,
            { label: businessTypesIndex.breadcrumb, href: businessTypesIndexHref },
            { label, href },
          ]}
        />
        <PageHero
          eyebrow={group}
          title={page.headline}
          intro={page.intro}
          aside={
            <StaticImage
              src={page.image.src}
              alt={page.image.alt}
              width={page.image.width}
              height={page.image.height}
              loading="eager"
              className="h-auto w-full rounded-2xl"
            />
          }
          actions={<RegisterAndDemoButtons />}
        />
      </div>

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
            <li key={problem.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{problem.title}</h3>
              <p className="mt-2 text-slate-600">{problem.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="features" title={businessTypeSections.features}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.features.map((feature) => {
            const link = featureLink(feature.slug);
            return (
              <li
                key={feature.slug}
                className="flex flex-col rounded-2xl p-6 ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-slate-900">{link.label}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{feature.why}</p>
                <Link
                  href={link.href}
                  prefetch={false}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  {businessTypeSections.featureLink} {link.label.toLowerCase()}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="proof" title={businessTypeSections.proof} centered className="bg-slate-50">
        {'testimonial' in page.proof ? (
          <div className="mt-10">
            <TestimonialCard testimonial={page.proof.testimonial} />
          </div>
        ) : (
          <figure className="mx-auto mt-10 max-w-3xl rounded-2xl bg-brand-800 p-8 text-center text-white">
            <p className="text-5xl font-bold tracking-tight">{page.proof.figure.value}</p>
            <p className="mt-1 text-brand-100">{page.proof.figure.label}</p>
            <figcaption className="mt-4 text-lg">{page.proof.text}</figcaption>
          </figure>
        )}
      </Section>

      <CtaBand id="get-started" {...page.cta} />
    </>
  );
}
