import { expect, test } from '@playwright/test';
import { registerBenefits, registerSteps } from '@/content/register';
import { site } from '@/content/site';

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
});

test('lists the steps in order', async ({ page }) => {
  await page.goto('/register');
  const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
  await expect(steps).toHaveCount(registerSteps.length);
  await expect(steps.first()).toContainText('Step 1');
  await expect(steps.first()).toContainText('Create your account');
  await expect(steps.nth(2)).toContainText('Choose a plan');
});

test('leads to sign-up on this site and to the admin app’s registration', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'Create your account' }).first()).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Register in the admin app' })).toHaveAttribute(
    'href',
    site.adminRegistrationUrl,
  );
  await expect(page.getByRole('link', { name: 'Book a demo first' })).toHaveAttribute(
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
