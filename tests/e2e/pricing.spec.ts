import { expect, test } from '@playwright/test';
import { plans } from '@/content/plans';
import { comparisonRows, pricingFaqs, pricingPage } from '@/content/pricing';
import { expectNoSeriousA11yIssues } from './axe';

test('shows the four plans with prices in Kes and a call to action each', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and pricing');
  await expect(
    page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^(Free Trial|Standard|Professional|Enterprise)$/ }),
  ).toHaveText(['Free Trial', 'Standard', 'Professional', 'Enterprise']);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: 'Standard', exact: true }) }),
  ).toContainText('Kes 3,300');
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: 'Professional', exact: true }) }),
  ).toContainText('Kes 4,850');
  for (const [name, href] of [
    ['Start free trial plan', '/signup?plan=free-trial'],
    ['Choose Standard plan', '/signup?plan=standard'],
    ['Choose Professional plan', '/signup?plan=professional'],
    ['Talk to sales plan', '/demo'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('Talk to sales leads to the demo request form', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Talk to sales plan' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('button', { name: 'Request a demo' })).toBeVisible();
});

test('the comparison table has a column per plan and a row per feature', async ({ page }) => {
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: pricingPage.compare.caption });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    ...plans.map((plan) => new RegExp(`^${plan.title}`)),
  ]);
  await expect(table.getByRole('columnheader', { name: /^Standard/ })).toContainText('Kes 3,300');
  await expect(table.getByRole('rowheader')).toHaveText(comparisonRows.map((row) => row.feature));
  for (const row of comparisonRows) {
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: row.feature, exact: true }) })
      .getByRole('cell');
    await expect(cells).toHaveText(
      plans.map((plan) => {
        const value = row.values[plan.id];
        return value === true ? /^Included$/ : value === false ? /^–\s*Not included$/ : value;
      }),
    );
  }
  // Spot checks against what the plans promise, in case the data and the test drift together.
  const employees = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Employees' }) });
  await expect(employees.getByRole('cell')).toHaveText(['4', '4', '10', 'Unlimited']);
});

test.describe('FAQ', () => {
  test('opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const faq = pricingFaqs[0];
    const question = page.getByText(faq.question, { exact: true });
    const answer = page.getByText(faq.answer);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByText(pricingFaqs[1].question, { exact: true })).toBeFocused();
  });

  test('a question opens on the first tap with JavaScript off, and closes again', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    const faq = pricingFaqs[0];
    const group = page.locator(`#${faq.id}`);
    await expect(group).toMatchAriaSnapshot(`- group: ${JSON.stringify(faq.question)}`);
    await page.getByText(faq.question, { exact: true }).click();
    await expect(group).toMatchAriaSnapshot(
      `- group:\n  - text: ${JSON.stringify(faq.question)}\n  - paragraph: ${JSON.stringify(faq.answer)}`,
    );
    await page.getByText(faq.question, { exact: true }).click();
    await expect(page.getByText(faq.answer)).toBeHidden();
    await context.close();
  });

  test('every question and answer is in the static HTML, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    for (const faq of pricingFaqs) {
      await expect(page.getByText(faq.question, { exact: true })).toBeAttached();
      await expect(page.getByText(faq.answer, { exact: true })).toBeAttached();
    }
    await context.close();
  });
});

test('the plans are Offers in JSON-LD: prices in KES, Enterprise through sales, no ratings', async ({
  page,
}) => {
  await page.goto('/pricing');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const blocks = scripts.map((text) => JSON.parse(text));
  // The page describes itself (WebPage, with its language) and the plans (one Product).
  expect(blocks.map((block) => block['@type'])).toEqual(['WebPage', 'Product']);
  expect(blocks[0]).toMatchObject({ inLanguage: 'en', url: expect.stringMatching(/\/pricing$/) });
  const data = blocks[1]!;
  expect(data.offers).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      name: 'Free Trial',
      price: 0,
      priceCurrency: 'KES',
    }),
    expect.objectContaining({
      name: 'Standard',
      price: 3300,
      priceCurrency: 'KES',
      url: expect.stringMatching(/\/signup\?plan=standard$/),
    }),
    expect.objectContaining({ name: 'Professional', price: 4850, priceCurrency: 'KES' }),
    expect.objectContaining({ name: 'Enterprise', url: expect.stringMatching(/\/demo$/) }),
  ]);
  expect(data.offers[3]).not.toHaveProperty('price');
  expect(scripts[0]).not.toMatch(/aggregateRating|"review"/i);
});

test('the pricing page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByText(pricingFaqs[0].question, { exact: true }).click();
  await expectNoSeriousA11yIssues(page);
});

test.describe('in Kiswahili at /sw/pricing', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  test('plans, comparison and questions are in Kiswahili, prices stay in Kes', async ({ page }) => {
    await page.goto('/sw/pricing');
    await expect(page).toHaveTitle('Mipango na bei | Miadi');
    await expect(page.getByRole('heading', { level: 2, name: 'Mwezi wa Bure' })).toBeVisible();
    await expect(page.getByText('kwa mwezi 1', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Zungumza na mauzo kama mpango wako' }),
    ).toHaveAttribute('href', '/sw/demo');
    const table = page.getByRole('table', {
      name: 'Mipango ikilinganishwa kipengele kwa kipengele',
    });
    await expect(table.getByRole('columnheader', { name: 'Kipengele' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Standard/ })).toContainText(
      'Kes 3,300 kwa mwezi',
    );
    await expect(table.getByRole('row', { name: /^Wafanyakazi/ })).toContainText('Bila kikomo');
    await expect(table.getByText('Kimo', { exact: true }).first()).toBeAttached();
    // A <summary>: it opens its answer with no script.
    await page.getByText('Mwezi wa majaribio bure unafanyaje kazi?', { exact: true }).click();
    await expect(page.getByText(/^Kwa mwezi mmoja unapata kila kitu/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tuulize swali' })).toHaveAttribute(
      'href',
      '/sw#contact-us',
    );
  });

  test('the Offers in JSON-LD carry Kiswahili names and /sw addresses', async ({ page }) => {
    await page.goto('/sw/pricing');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    expect(data.find((item) => item['@type'] === 'WebPage')).toMatchObject({
      name: 'Mipango na bei',
      inLanguage: 'sw',
      url: expect.stringMatching(/\/sw\/pricing$/),
    });
    const product = data.find((item) => item['@type'] === 'Product');
    expect(product.url).toMatch(/\/sw\/pricing$/);
    expect(product.offers[0]).toMatchObject({
      name: 'Mwezi wa Bure',
      url: expect.stringMatching(/\/sw\/signup\?plan=free-trial$/),
    });
  });
});
