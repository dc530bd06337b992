import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe';

const unavailable = /Sign-in is not available in this build/;

test(
  'the Welcome back card has its fields, links and buttons',
  { tag: '@phone' },
  async ({ page, viewport }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Miadi');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
    await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
    await expect(page.getByText('Or continue with')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The promo panel is for wide screens only.
    const promo = page.getByText('Welcome back to Miadi');
    if ((viewport?.width ?? 0) >= 768) await expect(promo).toBeVisible();
    else await expect(promo).toBeHidden();
  },
);

test('login checks the email, requires the password, and says when the passwords do not match', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Enter your password.');
  await expect(page.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
    'Accept the Terms & Conditions to continue.',
  );

  await page.getByLabel(/^Email/).fill('wanjiru@example');
  await page.getByLabel(/^Password/).fill('passw0rd');
  await page.getByLabel(/^Confirm Password/).fill('passw0rD');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(/email address like/);
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAccessibleDescription(
    'Passwords do not match.',
  );
  await expect(page.getByRole('status').first()).toHaveText('2 fields need your attention.');
  await expect(page.getByText(unavailable)).toHaveCount(0);
});

test('each password has its own show/hide toggle', async ({ page }) => {
  await page.goto('/login');
  const show = page.getByRole('button', { name: 'Show password', exact: true });
  const showConfirm = page.getByRole('button', { name: 'Show confirm password' });
  await show.click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute('type', 'password');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await showConfirm.click();
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute('type', 'text');
  await show.click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
});

test('with no sign-in service in this build, Login and the social buttons say so and keep what was typed', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('wanjiru@example.com');
  await page.getByLabel(/^Password/).fill('passw0rd');
  await page.getByLabel(/^Confirm Password/).fill('passw0rd');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status').filter({ hasText: unavailable })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Email/)).toHaveValue('wanjiru@example.com');
  await expect(page.getByLabel(/^Password/)).toHaveValue('passw0rd');

  for (const provider of ['Google', 'Facebook']) {
    await page.getByRole('button', { name: provider }).click();
    await expect(page.getByText(unavailable)).toHaveCount(1);
    await expect(page.getByText(unavailable)).toBeInViewport();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('Forgot Password leads to a page that sends the request through the email app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Enter your email.');
  await page.getByLabel(/^Email/).fill('wanjiru@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('Your email app should now open');
  const href = await page
    .getByRole('status')
    .getByRole('link', { name: 'open the message again' })
    .getAttribute('href');
  expect(decodeURIComponent(href!)).toContain('Password reset request');
  expect(decodeURIComponent(href!)).toContain('wanjiru@example.com');
  await expectNoSeriousA11yIssues(page);
});

test('after a sign-up that was sent, the login page says it was received', async ({ page }) => {
  // Seed the wizard's saved progress from a page that never writes it (on /signup the
  // hydrating wizard could save its own state over the seed).
  await page.goto('/forgot-password');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'miadi:signup',
      JSON.stringify({ step: 2, values: { businessName: 'Kinyozi Bora' }, plan: 'standard' }),
    ),
  );
  await page.goto('/login?registered=sent');
  await expect(page.getByRole('status').first()).toContainText(
    'We received your registration for Kinyozi Bora.',
  );
  await page.goto('/login');
  await expect(page.getByText(/registration/)).toHaveCount(0);
});

test('the login page has no serious or critical accessibility findings', async ({ page }) => {
  await page.goto('/login?registered=mailto');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Google' }).click();
  await expectNoSeriousA11yIssues(page);
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  // Whole journeys through a form: give them the slow-test allowance.
  test.slow();

  test('/sw/login answers an empty form in Kiswahili, with the summary, and says sign-in is unavailable', async ({
    page,
  }) => {
    await page.goto('/sw/login');
    await expect(page).toHaveTitle('Ingia | Miadi');
    await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena' })).toBeVisible();
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page.getByLabel(/^Barua pepe/)).toBeFocused();
    await expect(page.getByLabel(/^Barua pepe/)).toHaveAccessibleDescription('Andika barua pepe.');
    await expect(page.getByLabel(/^Nenosiri/)).toHaveAccessibleDescription('Andika nenosiri.');
    await expect(page.getByRole('checkbox', { name: /Ninakubali/ })).toHaveAccessibleDescription(
      'Kubali Sheria na Masharti ili uendelee.',
    );
    await expect(page.getByRole('status').first()).toHaveText('Sehemu 4 zinahitaji kurekebishwa.');
    await expect(page.getByRole('link', { name: 'Sheria na Masharti' })).toHaveAttribute(
      'href',
      '/sw/terms',
    );
    await expect(page.getByRole('link', { name: 'Umesahau Nenosiri?' })).toHaveAttribute(
      'href',
      '/sw/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Jisajili' })).toHaveAttribute(
      'href',
      '/sw/signup',
    );

    await page.getByLabel(/^Barua pepe/).fill('wanjiru@example.com');
    await page.getByLabel(/^Nenosiri/).fill('passw0rd');
    await page.getByLabel(/^Thibitisha Nenosiri/).fill('passw0rd');
    await page.getByRole('checkbox', { name: /Ninakubali/ }).check();
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page.getByText(/^Huduma ya kuingia haipatikani/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(
      /Enter|Accept|field|Password|Forgot|Sign-in|Privacy Policy/,
    );
  });

  test('/sw/forgot-password: errors, the email fallback and its status are Kiswahili', async ({
    page,
  }) => {
    await page.goto('/sw/forgot-password');
    await expect(page).toHaveTitle('Umesahau nenosiri | Miadi');
    await page.getByRole('button', { name: 'Tuma kiungo cha kubadilisha' }).click();
    await expect(page.getByLabel(/^Barua pepe/)).toHaveAccessibleDescription('Andika barua pepe.');
    await expect(page.getByRole('status')).toHaveText('Sehemu 1 inahitaji kurekebishwa.');

    await page.getByLabel(/^Barua pepe/).fill('wanjiru@example.com');
    await page.getByRole('button', { name: 'Tuma kiungo cha kubadilisha' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Programu yako ya barua pepe inapaswa kufunguka sasa');
    await expect(status).toContainText('Hakuna kilichotumwa kutoka ukurasa huu.');
    const href = await status
      .getByRole('link', { name: 'fungua ujumbe tena' })
      .getAttribute('href');
    const mail = decodeURIComponent(href!);
    expect(mail).toContain('subject=Ombi la kubadilisha nenosiri');
    expect(mail).toContain('Barua pepe: wanjiru@example.com');
    await expect(page.locator('main')).not.toContainText(/Your email|Nothing was sent|open the/);
  });

  test('after a sign-up sent by email, /sw/login says what happened in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/sw/login?registered=mailto');
    const notice = page.getByRole('status').first();
    await expect(notice).toContainText('Hatua moja zaidi: tuma barua pepe');
    await expect(notice).toContainText('Ombi lako la usajili wa biashara yako liko tayari');
    await expect(notice).toContainText('ukitupa maelezo ya biashara yako.');
  });
});
