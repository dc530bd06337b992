import { cn } from '@/lib/cn';
import { StaticImage } from '@/components/static-image';
import { Link } from '@/components/link';
import { ButtonLink } from '@/components/button-link';
import { ActionPair } from '@/components/cta-band';
import { InfoCard } from '@/components/info-card';
import { LearnMoreLink } from '@/components/learn-more-link';
import { learnMoreTargets } from '@/content/learn-more';
import { CheckIcon } from '@/components/icons';
import { Carousel } from '@/components/islands/carousel';
import { Section } from '@/components/section';
import { StatsBand } from '@/components/stats-band';
import { TestimonialCard } from '@/components/testimonial-card';
import { pageMetadata } from '@/lib/metadata';
import { GymClasses } from './gym-classes';
import { currentLang, dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { gymPage } = (await dictionary()).gym;
  return pageMetadata({
    title: gymPage.title,
    description: gymPage.description,
    path: '/gym-fitness',
  });
}

/**
 * The gym and fitness page: the product pitched to gyms, trainers, studios and coaches, and,
 * for their customers, the best-ranked of them with classes to book.
 */
export default async function GymFitnessPage() {
  const {
    fitnessCategories,
    gymFeatures,
    gymHero,
    gymSections,
    gymStatsLabel,
    gymTestimonials,
    learnMoreLabel,
  } = (await dictionary()).gym;
  const lang = await currentLang();
  return (
    <>
      <section aria-labelledby="gym-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8">
          <div>
            <h1
              id="gym-title"
              className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {gymHero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-700">{gymHero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionPair main={gymHero.register} other={gymHero.contact} />
            </div>
          </div>
          <StaticImage
            src={gymHero.image.src}
            alt={gymHero.image.alt}
            width={gymHero.image.width}
            height={gymHero.image.height}
            priority
            className="h-auto w-full"
          />
        </div>
      </section>

      <StatsBand of="gym" label={gymStatsLabel} />

      <GymClasses />

      {gymSections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={cn('py-16 sm:py-20', i % 2 === 1 && 'bg-slate-50')}
        >
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:gap-16 lg:px-8">
            <div className={cn(i % 2 === 1 && 'md:order-last')}>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {section.eyebrow}
              </p>
              <h2
                id={`${section.id}-title`}
                className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
              >
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{section.text}</p>
              <ul className="mt-6 space-y-3">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-800">
                    <CheckIcon className="mt-1 size-4 shrink-0 text-brand-700" />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-6">
                <LearnMoreLink
                  href={learnMoreTargets[section.learnMore]}
                  subject={section.eyebrow}
                  label={learnMoreLabel}
                />
              </p>
            </div>
            <StaticImage
              src={section.image.src}
              alt={section.image.alt}
              width={section.image.width}
              height={section.image.height}
              loading="lazy"
              className="h-auto w-full rounded-2xl"
            />
          </div>
        </section>
      ))}

      <Section id="categories" title={fitnessCategories.title}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {fitnessCategories.items.map((category) => (
            <li key={category.name}>
              <Link
                href={category.href}
                className="group block h-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 hover:ring-brand-700"
              >
                <StaticImage
                  src={category.image.src}
                  alt=""
                  width={category.image.width}
                  height={category.image.height}
                  loading="lazy"
                  className="h-auto w-full"
                />
                <span className="block p-4">
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                    {category.name}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{category.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="features"
        title={gymFeatures.title}
        intro={gymFeatures.intro}
        className="bg-slate-50"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {gymFeatures.items.map((feature) => (
            <InfoCard
              key={feature.title}
              title={feature.title}
              text={feature.text}
              small
              className="bg-white"
            >
              <p className="mt-4">
                <LearnMoreLink
                  href={learnMoreTargets[feature.learnMore]}
                  subject={feature.title}
                  label={learnMoreLabel}
                />
              </p>
            </InfoCard>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href={gymFeatures.seeAll.href}>{gymFeatures.seeAll.label}</ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" title={gymTestimonials.title} centered>
        <Carousel
          label={gymTestimonials.label}
          interval={gymTestimonials.interval}
          className="mt-10"
          slides={gymTestimonials.items.map((testimonial) => ({
            key: testimonial.name,
            content: <TestimonialCard testimonial={testimonial} lang={lang} />,
          }))}
        />
      </Section>
    </>
  );
}
