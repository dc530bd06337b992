import { expect, test } from '@playwright/test';
import { registerBenefits, registerSteps } from '@/content/register';

test('says what registering gives, with a feature page for each', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Register your business on Miadi',
  );
  const benefits = page.getByRole('region', { name: 'What registering gives you' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
    registerBenefits.map((benefit) => benefit.title),
  );
  await expect(
    benefits.getByRole('link', { name: 'Learn more about a free marketplace listing' }),
  ).toHaveAttribute('href', '/features/market-place');
  await expect(
    benefits.getByRole('link', { name: 'Learn more about bookings on your own website' }),
  ).toHaveAttribute('href', '/features/booking-widget');
  // Names keep their capitals inside the sentence.
  await expect(
    benefits.getByRole('link', {
      name: 'Learn more about payments by card, M-Pesa and Apple Pay',
      exact: true,
    }),
  ).toHaveAttribute('href', '/features/payment');
});

test('lists the steps in order', async ({ page }) => {
  await page.goto('/register');
  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
  await expect(steps).toHaveCount(registerSteps.length);
  await expect(steps.first()).toContainText('Step 1');
  await expect(steps.first()).toContainText('Create your account');
  await expect(steps.nth(2)).toContainText('Choose a plan');
});

test('leads to sign-up on this site, and nowhere else to register (D33)', async ({ page }) => {
  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Create your account' })).toHaveCount(2);
  for (const link of await main.getByRole('link', { name: 'Create your account' }).all()) {
    await expect(link).toHaveAttribute('href', '/signup');
  }
  await expect(main.getByRole('link', { name: /admin/i })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Book a demo first' })).toHaveAttribute(
    'href',
    '/demo',
  );
});

test('at /sw/register, the benefits and steps are in Kiswahili', async ({ page }) => {
  await page.goto('/sw/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sajili biashara yako kwenye Miadi',
  );
  const benefits = page.getByRole('region', { name: 'Unachopata ukijisajili' });
  await expect(
    benefits.getByRole('link', { name: /^Soma zaidi kuhusu ukurasa wa miadi usiofungwa kamwe/ }),
  ).toHaveAttribute('href', '/sw/features/customize-website');
  const steps = page.getByRole('region', { name: 'Jinsi inavyofanya kazi' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Hatua ya 1');
  await expect(steps.first()).toContainText('Fungua akaunti yako');
});
