import { expect, test, type Page } from '@playwright/test';
import { businessTypeMenu } from '@/content/business-types';
import { featureGroups, featureMenu } from '@/content/features-menu';

test.describe('desktop header', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 768,
    'the bar is replaced by the drawer on phones',
  );

  test('has every main link with its target', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Book a service', '/services'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  });

  test('Business Types opens by mouse with every group and link, and closes on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Business Types' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const group of businessTypeMenu) {
      await expect(page.getByRole('heading', { name: group.title })).toBeVisible();
      for (const link of group.links) {
        await expect(page.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
          'href',
          link.href,
        );
      }
    }
    await expect(page.getByRole('link', { name: 'Gym & Fitness' })).toHaveAttribute(
      'href',
      '/gym-fitness',
    );
    await expect(page.getByRole('link', { name: 'All business types' })).toHaveAttribute(
      'href',
      '/business-types',
    );
    await page.mouse.click(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Gym & Fitness' })).toBeHidden();
  });

  test('Features opens from the keyboard; headings are not links; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Features' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const group of featureGroups) {
      await expect(page.getByRole('heading', { name: group.title })).toBeVisible();
      await expect(page.getByRole('link', { name: group.title })).toHaveCount(0);
    }
    const links = featureMenu.flatMap((g) => g.links);
    expect(links).toHaveLength(10);
    for (const link of links) {
      await expect(page.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

/**
 * Opens / and waits until its scripts have loaded: like any server-rendered button, the menu
 * button does nothing for a tap that lands before the page has hydrated (seen on a busy CI).
 */
async function openInteractive(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

test.describe('mobile drawer', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 768,
    'the drawer exists below the md breakpoint',
  );

  test('opens, expands one section at a time, links Log In to /login and closes with Escape', async ({
    page,
  }) => {
    await openInteractive(page);
    await expect(page.getByRole('button', { name: 'Business Types' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');

    const types = drawer.getByRole('button', { name: 'Business Types' });
    const features = drawer.getByRole('button', { name: 'Features' });
    await types.click();
    await expect(types).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
    await features.click();
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await expect(types).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Live Stream' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the close button closes it and a link navigates', async ({ page }) => {
    await openInteractive(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Book a service' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test('footer has contact details, columns, and links only where a page exists', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('hello@miadi.co.ke')).toBeVisible();
  await expect(footer.getByText(/P\.O\. Box .*Nairobi, Kenya/)).toBeVisible();
  for (const heading of ['Company', 'Legal', 'Quick Links']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    '/#contact-us',
  );
  await expect(footer.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(footer.locator('a[href="#"], a:not([href])')).toHaveCount(0);
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('an unknown path gets the branded 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});
