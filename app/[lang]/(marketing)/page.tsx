import { Link } from '@/components/link';
import { StaticImage } from '@/components/static-image';
import { ActionPair } from '@/components/cta-band';
import { InfoCard } from '@/components/info-card';
import { LearnMoreLink } from '@/components/learn-more-link';
import { learnMoreTargets } from '@/content/learn-more';
import { Carousel } from '@/components/islands/carousel';
import { ContactForm } from '@/components/islands/contact-form';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { JsonLd } from '@/components/json-ld';
import { PlanCards } from '@/components/plan-cards';
import { LocationCards } from '@/components/location-cards';
import { Section } from '@/components/section';
import { StatsBand } from '@/components/stats-band';
import { TestimonialCard } from '@/components/testimonial-card';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { site } = (await dictionary()).site;
  return pageMetadata({ description: site.description, path: '/' });
}

export default async function LandingPage() {
  const lang = await currentLang();
  const { landing, plans, site: siteWords, ui } = await dictionary();
  const { businessCategories, contact, destination, hero, keyFeatures, testimonials, whyChoose } =
    landing;
  const { site } = siteWords;
  const home = ui.home;
  return (
    <>
      <JsonLd of="organization" args={[lang]} />
      <JsonLd
        of="webPage"
        args={[
          {
            lang,
            path: '/',
            title: `${site.name}: ${site.tagline}`,
            description: site.description,
          },
        ]}
      />
      <section
        id="home"
        aria-label={home.introduction}
        className="bg-gradient-to-b from-brand-50 to-white"
      >
        <RotatingHeadline
          before={hero.before}
          after={hero.after}
          slides={hero.slides}
          interval={hero.interval}
          className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20 lg:px-8"
          headingClassName="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
        >
          <p className="mt-6 max-w-xl text-lg text-slate-700">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionPair main={hero.register} other={hero.demo} />
          </div>
          {/* Customers land here too (D39): their way to book, within the first screen. */}
          <p className="mt-6 text-lg">
            <Link
              href={hero.customers.href}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {hero.customers.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </p>
        </RotatingHeadline>
      </section>

      <Section
        id="business-category"
        eyebrow={home.categories.eyebrow}
        title={home.categories.title}
        intro={home.categories.intro}
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
          {businessCategories.map((category) => (
            <li key={category.name}>
              <Link
                href={category.href}
                className="group block overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200 hover:ring-brand-700"
              >
                <StaticImage
                  src={category.image.src}
                  alt=""
                  width={category.image.width}
                  height={category.image.height}
                  loading="lazy"
                  className="h-auto w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="block px-4 py-3 font-semibold text-slate-900 group-hover:text-brand-800">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="why-title" className="bg-brand-900 py-16 text-white sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="why-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {whyChoose.title}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{whyChoose.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionPair main={whyChoose.register} other={whyChoose.demo} tone="dark" />
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {whyChoose.points.map((point) => (
              <li key={point} className="rounded-xl bg-white/10 p-5 text-base">
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="features"
        eyebrow={home.features.eyebrow}
        title={home.features.title}
        intro={home.features.intro}
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {keyFeatures.map((feature) => (
            <InfoCard key={feature.title} title={feature.title} text={feature.text} small>
              <LearnMoreLink
                href={learnMoreTargets[feature.learnMore]}
                subject={feature.title}
                className="mt-4"
              />
            </InfoCard>
          ))}
        </ul>
      </Section>

      <StatsBand of="platform" label={home.statsLabel} />

      <Section
        id="destination"
        eyebrow={home.destinationEyebrow}
        title={destination.title}
        intro={destination.text}
      >
        <LocationCards />
      </Section>

      <Section
        id="pricing"
        eyebrow={home.pricing.eyebrow}
        title={home.pricing.title}
        intro={home.pricing.intro}
        centered
        className="bg-slate-50"
      >
        <PlanCards
          plans={plans.landingPlans}
          words={ui.planCards}
          limitWords={plans.planWords}
          lang={lang}
        />
        <p className="mt-8 text-center text-sm text-slate-600">
          {home.pricing.branches}{' '}
          <Link href="/pricing" className="font-semibold text-brand-700 underline">
            {home.pricing.compare}
          </Link>
        </p>
      </Section>

      <Section
        id="client-feedback"
        eyebrow={home.feedback.eyebrow}
        title={home.feedback.title}
        centered
      >
        <Carousel
          label={ui.carousel.testimonials}
          interval={3000}
          className="mt-10"
          slides={testimonials.map((testimonial) => ({
            key: testimonial.name,
            content: <TestimonialCard testimonial={testimonial} lang={lang} />,
          }))}
        />
      </Section>

      <Section
        id="contact-us"
        eyebrow={home.contactEyebrow}
        title={contact.title}
        intro={contact.text}
        className="bg-slate-50"
      >
        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <ContactForm />
          </div>
          <address className="space-y-2 not-italic text-slate-700">
            <p className="font-semibold text-slate-900">{site.name}</p>
            <p>{site.contact.postalAddress}</p>
            <p>{site.contact.phone}</p>
            <p>{site.contact.email}</p>
          </address>
        </div>
      </Section>
    </>
  );
}
