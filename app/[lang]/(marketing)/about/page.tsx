import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { LocationCards } from '@/components/location-cards';
import { Section } from '@/components/section';
import { StatsBand } from '@/components/stats-band';
import { telHref, telText } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { about } = (await dictionary()).about;
  return pageMetadata({ title: about.title, description: about.description, path: '/about' });
}

export default async function AboutPage() {
  const words = await dictionary();
  const { about } = words.about;
  const { site } = words.site;
  const actions = words.ui.aboutActions;
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.heading} intro={about.intro}>
        <div className="mt-10 grid max-w-5xl gap-6 text-lg text-slate-700 md:grid-cols-2">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageHero>

      <StatsBand of="platform" label={about.figuresLabel} />

      <Section id="values" title={about.valuesTitle}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-2xl p-6 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="where-we-work"
        title={about.where.title}
        intro={about.where.text}
        className="bg-slate-50"
      >
        <LocationCards />
        <p className="mt-8 text-slate-700">{about.where.beyond}</p>
      </Section>

      <Section id="contact" title={about.contactTitle} intro={about.contactText}>
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-slate-900">{about.contactLabels.phone}</dt>
            <dd className="mt-1">
              <a href={telHref} className="text-brand-700 underline hover:text-brand-900">
                {telText}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">{about.contactLabels.email}</dt>
            <dd className="mt-1">
              <a
                href={`mailto:${site.contact.email}`}
                className="text-brand-700 underline hover:text-brand-900"
              >
                {site.contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">{about.contactLabels.post}</dt>
            <dd className="mt-1 text-slate-700">{site.contact.postalAddress}</dd>
          </div>
        </dl>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/#contact-us">{actions.message}</ButtonLink>
          <ButtonLink href="/demo" variant="secondary">
            {actions.demo}
          </ButtonLink>
          <ButtonLink href="/register" variant="secondary">
            {actions.register}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
