import { render, within } from '@testing-library/react';
import { dictionaryOf } from '@/content/dictionary';
import type { Plan } from '@/content/plans';
import { PlanPicker } from '@/components/islands/signup/plan-picker';
import LandingPage from '@/app/[lang]/(marketing)/page';
import PricingPage from '@/app/[lang]/(marketing)/pricing/page';
import { signupWords } from '@/lib/form-words';
import { comparisonRows, fillPlanSlots, planFacts } from '@/lib/plans';
import { languages } from '@/content/i18n/languages';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

/**
 * D36: every plan's limits read the same wherever plans are shown, in both languages. Each card
 * (landing page, /pricing, sign-up) is found by its plan's title and must list exactly the
 * plan's facts; the comparison table's column must say the same figures.
 */

afterEach(() => renderIn('en'));

/** The list items of the card headed by `title`, as a visitor reads them. */
function cardFacts(root: HTMLElement, title: string, level: number): string[] {
  const heading = within(root).getByRole('heading', { level, name: title });
  const card = heading.closest('li')!;
  return within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent!.trim());
}

describe.each(languages)('plans in %s', (lang) => {
  const { plans: planModule, pricing: pricingWords } = dictionaryOf(lang);
  const { plans, planWords, landingPlans } = planModule;
  const facts = (plan: Plan) => planFacts(plan, planWords, lang);

  it('gives the Free Trial exactly Standard’s limits, and Standard D36’s figures', () => {
    const [trial, standard] = plans;
    expect(trial.limits).toEqual(standard.limits);
    expect(standard.limits).toMatchObject({
      employees: 4,
      services: 20,
      bookingsAMonth: 500,
      members: 50,
      analytics: 'advanced',
      reports: 'weekly',
    });
    expect(facts(trial).slice(2)).toEqual(facts(standard));
  });

  it('lists the same facts on the landing cards, the /pricing cards and the sign-up cards', async () => {
    renderIn(lang);
    const landing = await renderServer(await LandingPage());
    for (const plan of landingPlans) {
      expect(cardFacts(landing, plan.title, 3)).toEqual(facts(plan));
    }
    expect(landing).toHaveTextContent(planWords.membersNote);

    const pricing = await renderServer(await PricingPage());
    for (const plan of plans) expect(cardFacts(pricing, plan.title, 2)).toEqual(facts(plan));
    expect(pricing).toHaveTextContent(planWords.membersNote);
    expect(pricing).toHaveTextContent(planWords.vatNote);

    document.body.innerHTML = '';
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
    for (const plan of plans) {
      // The card is the field around the plan's label (label, then its row, then the card).
      const label = within(container).getByText(plan.title, { selector: 'label' });
      const card = label.parentElement!.parentElement!;
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent!.trim()),
      ).toEqual(facts(plan));
    }
    expect(container).toHaveTextContent(planWords.membersNote);
  });

  it('fills the comparison table from the same limits', async () => {
    renderIn(lang);
    const pricing = await renderServer(await PricingPage());
    const table = within(pricing).getByRole('table', {
      name: pricingWords.pricingPage.compare.caption,
    });
    const rows = comparisonRows(plans, planWords);
    const bookings = rows.find((row) => row.feature === planWords.table.bookings)!;
    const header = within(table).getByRole('rowheader', { name: planWords.table.bookings });
    const cells = within(header.closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      plans.map((plan) => `${plan.title}:${String(bookings.values[plan.id])}`),
    );
    expect(String(bookings.values.standard)).toContain('500');
  });

  it('answers the questions with the same figures, filled from the plans', async () => {
    renderIn(lang);
    const pricing = await renderServer(await PricingPage());
    const standard = plans.find((plan) => plan.id === 'standard')!;
    for (const faq of pricingWords.pricingFaqs) {
      expect(pricing).toHaveTextContent(fillPlanSlots(faq.answer));
      expect(fillPlanSlots(faq.answer)).not.toMatch(/\{\w+\}/);
    }
    const limit = pricingWords.pricingFaqs.find((faq) => faq.id === 'bookings-limit')!;
    expect(fillPlanSlots(limit.answer)).toContain(String(standard.limits.bookingsAMonth));
    expect(fillPlanSlots(limit.answer)).toContain(String(standard.limits.employees));
  });
});
