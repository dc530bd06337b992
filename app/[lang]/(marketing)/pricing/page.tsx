import { Link } from '@/components/link';
import { ButtonLink } from '@/components/button-link';
import { FaqList } from '@/components/faq-list';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page-hero';
import { PlanCards } from '@/components/plan-cards';
import { Section } from '@/components/section';
import { refundPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';
import { comparisonRows, fillPlanSlots } from '@/lib/plans';
import { currentLang, dictionary } from '@/lib/page-language';
import { ComparisonTable } from './comparison-table';
import { CostCalculatorSection } from './cost-calculator-section';

export async function generateMetadata() {
  const { pricingPage } = (await dictionary()).pricing;
  return pageMetadata({
    title: pricingPage.title,
    description: fillPlanSlots(pricingPage.description),
    path: '/pricing',
  });
}

export default async function PricingPage() {
  const lang = await currentLang();
  const { pricing, plans: planWords, ui } = await dictionary();
  const { pricingFaqs, pricingPage } = pricing;
  const { plans, planWords: limitWords } = planWords;
  const description = fillPlanSlots(pricingPage.description);
  const faqs = pricingFaqs.map((faq) => ({ ...faq, answer: fillPlanSlots(faq.answer) }));
  return (
    <>
      <JsonLd
        of="webPage"
        args={[
          {
            lang,
            path: '/pricing',
            title: pricingPage.title,
            description,
          },
        ]}
      />
      <JsonLd of="plans" args={[lang]} />
      <PageHero title={pricingPage.title} intro={pricingPage.text} centered>
        <PlanCards
          plans={plans}
          words={ui.planCards}
          limitWords={limitWords}
          lang={lang}
          headingLevel="h2"
        />
        <p className="mt-8 text-center text-sm text-slate-600">
          {limitWords.vatNote}{' '}
          <Link href={refundPolicy.path} className="font-semibold text-brand-700 underline">
            {pricingPage.billingLink}
          </Link>
        </p>
      </PageHero>

      <Section
        id="compare"
        eyebrow={pricingPage.compare.eyebrow}
        title={pricingPage.compare.title}
        intro={pricingPage.compare.intro}
      >
        <ComparisonTable
          plans={plans}
          rows={comparisonRows(plans, limitWords)}
          caption={pricingPage.compare.caption}
        />
        <p className="mt-4 text-sm text-slate-600">{limitWords.membersNote}</p>
      </Section>

      <CostCalculatorSection lang={lang} plans={plans} words={pricing.costCalculator} />

      <Section id="faq" eyebrow={pricingPage.faq.eyebrow} title={pricingPage.faq.title}>
        <div className="mt-10 max-w-3xl">
          <FaqList faqs={faqs} />
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/demo">{ui.pricingActions.demo}</ButtonLink>
          <ButtonLink href="/#contact-us" variant="secondary">
            {ui.pricingActions.question}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
