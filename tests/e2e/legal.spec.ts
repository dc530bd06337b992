import { expect, test } from '@playwright/test';
import * as swLegal from '@/content/sw/legal';
import { formatDate } from '@/lib/dates';

for (const [label, path, title] of [
  ['Privacy Policy', '/privacy', 'Privacy Policy'],
  ['Terms & Services', '/terms', 'Terms of Use'],
  ['Terms of Use', '/terms', 'Terms of Use'],
  ['Refund Policy', '/refund-policy', 'Refund Policy'],
] as const) {
  test(`the footer’s ${label} leads to the ${title} page`, async ({ page }) => {
    await page.goto('/');
    // The footer's Legal column (the newsletter's privacy note links to the policy too).
    await page
      .getByRole('contentinfo')
      .getByRole('listitem')
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^Last updated/)).toBeVisible();
  });
}

test('the privacy policy says what this site collects, keeps and does not do', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const text of [
    'Contact form',
    'Newsletter',
    'Demo request',
    'Business sign-up',
    'miadi:favourites',
    'miadi:signup',
    'never holds your password',
    'This site sets no cookies',
    'no analytics',
    'Data Protection Act, 2019',
    'portability',
    'Office of the Data Protection Commissioner',
    'hello@miadi.co.ke',
  ]) {
    await expect(main).toContainText(text);
  }
  // With no form endpoint configured (this build), forms hand over to the visitor's email app.
  await expect(main).toContainText('your own email app opens');
});

test('the contents list jumps to each section', async ({ page }) => {
  await page.goto('/privacy');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'How to exercise them' }).click();
  await expect(page).toHaveURL(/#exercise-your-rights$/);
  await expect(page.getByRole('heading', { name: 'How to exercise them' })).toBeInViewport();
});

test('the refund policy matches the plans: monthly billing, a free month, no pro-rata refunds', async ({
  page,
}) => {
  await page.goto('/refund-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText('billed monthly');
  await expect(main).toContainText('one-month free trial costs nothing');
  await expect(main).toContainText('Kes 3,300 a month');
  await expect(main).toContainText('no pro-rata refunds');
});

for (const document of swLegal.legalDocuments) {
  test(`at /sw${document.path}, ${document.title} is in Kiswahili, dated in Kiswahili`, async ({
    page,
  }) => {
    await page.goto(`/sw${document.path}`);
    await expect(page).toHaveTitle(`${document.title} | Miadi`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page.getByText(/^Ilisasishwa mwisho/)).toHaveText(
      `Ilisasishwa mwisho ${formatDate(document.updated, 'sw')}`,
    );
    expect(formatDate('2026-11-23', 'sw')).toBe('23 Novemba 2026');
    const contents = page.getByRole('navigation', { name: 'Katika ukurasa huu' });
    const first = document.sections[0]!;
    await contents.getByRole('link', { name: first.heading }).click();
    await expect(page).toHaveURL(new RegExp(`/sw${document.path}#${first.id}$`));
    await expect(
      page.getByRole('region', { name: 'Una maswali kuhusu ukurasa huu?' }),
    ).toContainText('piga simu +254 709 180 400, au tuandikie kwa Miadi');
  });
}
