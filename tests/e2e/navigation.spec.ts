import { expect, test, type Page } from '@playwright/test';
import { navMenus } from '@/components/nav-menus';
import { dictionaryOf } from '@/content/dictionary';
import { featureGroups } from '@/content/features-menu';

const menus = navMenus(dictionaryOf('en'));

const isPhone = (viewport: { width: number } | null) => (viewport?.width ?? 0) < 768;

/**
 * Whether the browser tells screen readers the button named `name` is expanded. The menus are
 * HTML popovers, whose buttons get their expanded state from the browser, not from an
 * aria-expanded attribute, so this asks Chromium's accessibility tree.
 */
async function expandedState(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    objectId: result.objectId,
    accessibleName: name,
    role: 'button',
  });
  await cdp.detach();
  const shown = nodes.filter((node) => !node.ignored);
  if (shown.length !== 1) throw new Error(`${shown.length} buttons named ${name}`);
  return shown[0]!.properties?.find((property) => property.name === 'expanded')?.value.value;
}

const panel = (page: Page, link: string) =>
  page.locator('[popover]').filter({ has: page.getByRole('link', { name: link, exact: true }) });

test.describe('desktop header', () => {
  test.skip(({ viewport }) => isPhone(viewport), 'the bar is replaced by the drawer on phones');

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

  test('Business Types opens by mouse under its button with every group and link; one menu at a time; an outside click closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Business Types' });
    expect(await expandedState(page, 'Business Types')).toBe(false);
    await button.click();
    await expect.poll(() => expandedState(page, 'Business Types')).toBe(true);
    for (const group of menus['business-types'].groups) {
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

    // The panel hangs under its button and stays inside the window.
    const buttonBox = (await button.boundingBox())!;
    const panelBox = (await panel(page, 'Gym & Fitness').boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(panelBox.y).toBeLessThan(buttonBox.y + buttonBox.height + 24);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByRole('link', { name: 'Live Stream' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gym & Fitness' })).toBeHidden();
    expect(await expandedState(page, 'Business Types')).toBe(false);

    await page.mouse.click(5, 600);
    await expect(page.getByRole('link', { name: 'Live Stream' })).toBeHidden();
    expect(await expandedState(page, 'Features')).toBe(false);
  });

  test('Features opens from the keyboard; Tab enters it; headings are not links; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Features' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expandedState(page, 'Features')).toBe(true);
    for (const group of featureGroups) {
      await expect(page.getByRole('heading', { name: group.title })).toBeVisible();
      await expect(page.getByRole('link', { name: group.title })).toHaveCount(0);
    }
    const links = menus.features.groups.flatMap((g) => g.links);
    // The specification's ten feature pages, and the booking widget's (D27).
    expect(links).toHaveLength(11);
    for (const link of links) {
      await expect(page.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: links[0]!.label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: links[0]!.label, exact: true })).toBeHidden();
    await expect(button).toBeFocused();
    expect(await expandedState(page, 'Features')).toBe(false);
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: links[0]!.label, exact: true })).toBeVisible();
  });

  test('a link in a menu leads to its page, where the menu is closed', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Business Types' }).click();
    await page.getByRole('link', { name: 'Pet Grooming' }).click();
    await expect(page).toHaveURL(/\/business-types\/pet-grooming$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(':popover-open')).toHaveCount(0);
  });
});

test.describe('mobile drawer', { tag: '@phone' }, () => {
  test.skip(({ viewport }) => !isPhone(viewport), 'the drawer exists below the md breakpoint');

  test('opens, expands one section at a time, links Log In to /login, holds the page still and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Business Types' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // The browser moves focus into the drawer: its first link, the logo.
    await expect(drawer.getByRole('link', { name: 'Miadi home' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    // Nothing scrolls behind the drawer.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    const types = drawer.locator('details', { hasText: 'Business Types' });
    const features = drawer.locator('details', { hasText: 'Features' });
    await types.locator('summary').click();
    await expect(types).toHaveJSProperty('open', true);
    await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
    await features.locator('summary').click();
    await expect(features).toHaveJSProperty('open', true);
    await expect(types).toHaveJSProperty('open', false);
    await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Live Stream' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('the close button and a tap beside it close it; a link navigates and the drawer is gone', async ({
    page,
  }) => {
    // Between the sm and md breakpoints the drawer leaves a strip of backdrop to tap.
    await page.setViewportSize({ width: 700, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(40, 400);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Book a service' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(drawer).toBeHidden();
  });

  test('a tap at DOMContentLoaded on a slow phone opens the drawer', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log In' }),
    ).toBeVisible();
  });

  test('the drawer opens while the page scripts are still on their way', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.locator('summary', { hasText: 'Features' }).tap();
    await expect(drawer.getByRole('link', { name: 'Live Stream' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    release();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both desktop menus open, one at a time', async ({ page, viewport }) => {
    test.skip(isPhone(viewport), 'the desktop bar');
    await page.goto('/');
    await page.getByRole('button', { name: 'Business Types' }).click();
    await expect(page.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByRole('link', { name: 'Live Stream' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pet Grooming' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Live Stream' })).toBeHidden();
  });

  test(
    'the drawer opens, its sections expand, and Log In leads to /login',
    { tag: '@phone' },
    async ({ page, viewport }) => {
      test.skip(!isPhone(viewport), 'the drawer');
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.locator('summary', { hasText: 'Business Types' }).click();
      await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeVisible();
      await drawer.locator('summary', { hasText: 'Features' }).click();
      await expect(drawer.getByRole('link', { name: 'Live Stream' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Pet Grooming' })).toBeHidden();
      await drawer.getByRole('link', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/login$/);
    },
  );
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
