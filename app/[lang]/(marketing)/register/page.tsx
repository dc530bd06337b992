import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { InfoCard } from '@/components/info-card';
import { LearnMoreLink } from '@/components/learn-more-link';
import { Section } from '@/components/section';
import { type FeatureSlug } from '@/content/features-menu';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';
import { featureHref } from '@/lib/hrefs';

export async function generateMetadata() {
  const { register } = (await dictionary()).register;
  return pageMetadata({
    title: register.title,
    description: register.description,
    path: '/register',
  });
}

export default async function RegisterPage() {
  const words = await dictionary();
  const { register, registerBenefits, registerSteps } = words.register;
  return (
    <>
      <PageHero
        title={register.heading}
        intro={register.intro}
        actions={
          <>
            <ButtonLink href="/signup">{register.signupAction}</ButtonLink>
            <ButtonLink href="/pricing" variant="secondary">
              {register.pricingAction}
            </ButtonLink>
          </>
        }
      />

      <Section id="benefits" title={register.benefitsTitle}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {registerBenefits.map((benefit) => (
            <InfoCard key={benefit.feature} title={benefit.title} text={benefit.text} small>
              <LearnMoreLink
                // The Kiswahili copy keeps the slugs (tests/unit/i18n-content.test.ts checks them).
                href={featureHref(benefit.feature as FeatureSlug)}
                subject={benefit.title}
                className="mt-4"
              />
            </InfoCard>
          ))}
        </ul>
      </Section>

      <Section
        id="steps"
        title={register.stepsTitle}
        intro={register.stepsIntro}
        className="bg-slate-50"
      >
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {registerSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <p className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                <span className="sr-only">{fill(words.ui.step, { number: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </p>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/signup">{register.signupAction}</ButtonLink>
          <ButtonLink href="/demo" variant="secondary">
            {register.demoAction}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
