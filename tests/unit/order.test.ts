import { discountCodes } from '@/content/payment';
import { findPlan, plans, type Plan } from '@/content/plans';
import { formatKes } from '@/lib/money';
import { findDiscountCode, orderSummary as summary } from '@/lib/order';

const orderSummary = (plan: Plan, code?: string | null) =>
  summary(plan, code, { plans, discountCodes });

const plan = (id: string) => findPlan(id) as Plan;

describe('orderSummary', () => {
  it('follows the chosen plan with no code: subtotal = total = the plan price', () => {
    expect(orderSummary(plan('standard'))).toMatchObject({
      subtotal: 3300,
      discount: 0,
      total: 3300,
      dueToday: 3300,
      afterTrial: null,
      code: null,
    });
    expect(orderSummary(plan('professional'))).toMatchObject({ subtotal: 4850, total: 4850 });
  });

  it('KARIBU10 takes 10% off and SALON500 takes Kes 500 off, in any case', () => {
    expect(orderSummary(plan('standard'), 'KARIBU10')).toMatchObject({
      subtotal: 3300,
      discount: 330,
      total: 2970,
    });
    expect(orderSummary(plan('professional'), ' karibu10 ')).toMatchObject({
      discount: 485,
      total: 4365,
    });
    expect(orderSummary(plan('professional'), 'salon500')).toMatchObject({
      discount: 500,
      total: 4350,
    });
  });

  it('ignores an unknown code', () => {
    expect(findDiscountCode('FREEMONEY', discountCodes)).toBeUndefined();
    expect(orderSummary(plan('standard'), 'FREEMONEY')).toMatchObject({
      discount: 0,
      total: 3300,
      code: null,
    });
  });

  it('always has subtotal − discount = total, and never a negative total', () => {
    for (const p of plans) {
      for (const code of [null, 'KARIBU10', 'SALON500', 'nope']) {
        const order = orderSummary(p, code);
        if (!order) continue;
        expect(order.subtotal - order.discount).toBe(order.total);
        expect(order.total).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('Free Trial: Kes 0 due today, then Standard’s price after the trial', () => {
    const order = orderSummary(plan('free-trial'), 'SALON500')!;
    expect(order).toMatchObject({ subtotal: 0, discount: 0, total: 0, dueToday: 0 });
    expect(formatKes(order.dueToday)).toBe('Kes 0');
    expect(order.afterTrial?.plan.id).toBe('standard');
    expect(order.afterTrial?.months).toBe(1);
    expect(order.afterTrial?.monthlyKes).toBe(plan('standard').monthlyKes);
  });

  it('has no summary for Enterprise, whose price is agreed with sales', () => {
    expect(orderSummary(plan('enterprise'))).toBeNull();
  });
});
