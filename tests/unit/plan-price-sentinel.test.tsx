import { render } from '@testing-library/react';
import { dictionaryOf } from '@/content/dictionary';
import { languages } from '@/content/i18n/languages';
import LandingPage from '@/app/[lang]/(marketing)/page';
import PricingPage, {
  generateMetadata as pricingMetadata,
} from '@/app/[lang]/(marketing)/pricing/page';
import TermsPage, { generateMetadata as termsMetadata } from '@/app/[lang]/(marketing)/terms/page';
import RefundPolicyPage, {
  generateMetadata as refundMetadata,
} from '@/app/[lang]/(marketing)/refund-policy/page';
import { PlanPicker } from '@/components/islands/signup/plan-picker';
import { signupWords } from '@/lib/form-words';
import { renderToHtml } from './render-server';
import { renderIn } from './root-params';

/**
 * Issue 48: a plan's price lives in content/plans.ts alone. With sentinel prices there (Standard
 * Kes 3,417, Professional Kes 5,123), every page that quotes a plan (cards, table, questions,
 * terms, refund policy, meta and share text, structured data, sign-up) shows the sentinels and
 * the real prices nowhere, in both languages.
 */
jest.mock('@/content/plans', () => {
  const actual = jest.requireActual<typeof import('@/content/plans')>('@/content/plans');
  const sentinel: Record<string, number> = { standard: 3417, professional: 5123 };
  const plans = actual.plans.map((plan) =>
    plan.id in sentinel ? { ...plan, monthlyKes: sentinel[plan.id] } : plan,
  );
  return {
    ...actual,
    plans,
    landingPlans: plans.filter((plan) => plan.onLanding),
    findPlan: (id: string) => plans.find((plan) => plan.id === id),
  };
});

const realPrices = [/3,300/, /3300/, /4,850/, /4850/];

afterEach(() => renderIn('en'));

describe.each(languages)('with sentinel plan prices, in %s', (lang) => {
  it('quotes only the sentinels on every page that shows a plan price', async () => {
    renderIn(lang);
    const pages = await Promise.all([
      renderToHtml(await LandingPage()),
      renderToHtml(await PricingPage()),
      renderToHtml(await TermsPage()),
      renderToHtml(await RefundPolicyPage()),
    ]);
    const metadata = JSON.stringify(
      await Promise.all([pricingMetadata(), termsMetadata(), refundMetadata()]),
    );
    const words = signupWords(dictionaryOf(lang));
    const { container } = render(
      <PlanPicker
        plans={words.plans}
        words={words}
        value={null}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    const everything = [...pages, metadata, container.innerHTML].join('\n');
    for (const price of realPrices) expect(everything).not.toMatch(price);
    const [landing, pricing, terms, refund] = pages;
    expect(landing).toContain('Kes 3,417');
    expect(pricing).toContain('Kes 3,417');
    expect(pricing).toContain('Kes 5,123');
    expect(terms).toContain('Kes 3,417');
    expect(refund).toContain('Kes 3,417');
    expect(metadata).toContain('Kes 3,417');
    expect(container).toHaveTextContent('Kes 3,417');
  });
});
