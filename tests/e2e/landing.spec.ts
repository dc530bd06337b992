import { expect, test } from '@playwright/test';
import { pauseClock } from './clock';
import { expectHydrated } from './page-checks';
import { expectLayoutIntact, hostile, longMessage } from './hostile-input';

test('has every section anchor the navigation and links rely on', async ({ page }) => {
  await page.goto('/');
  for (const id of [
    'home',
    'business-category',
    'features',
    'destination',
    'client-feedback',
    'contact-us',
    'pricing',
  ]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
});

test('hero: first word in the static HTML, Register Business and Book a Demo targets', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]+>|<!-- -->/g, '');
  expect(h1).toBe('The all-in-one booking app for your salon business');
  await page.goto('/');
  const hero = page.locator('#home');
  // D33: one way to register, and Book a Demo leads to the demo page.
  await expect(hero.getByRole('link', { name: 'Register Business' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(hero.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
});

test('hero word and banner rotate salon → barber → spa → make-up every 3 s, and Pause stops them', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/');
  // The clock may only run once the rotation's timer is set: when the page's islands run.
  await expectHydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  const banner = page.locator('#home img:not([aria-hidden])');
  await expect(heading).toContainText('salon');
  await expect(banner).toHaveAttribute('src', /salon/);
  for (const word of ['barber', 'spa', 'make-up', 'salon']) {
    await page.clock.runFor(3000);
    await expect(heading).toContainText(word);
    await expect(banner).toHaveAttribute('src', new RegExp(word));
  }
  await page.getByRole('button', { name: 'Pause rotating headline' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(9000);
  await expect(heading).toContainText('salon');
  await expect(page.getByRole('button', { name: 'Play rotating headline' })).toBeVisible();
});

test('does not rotate under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pauseClock(page);
  await page.goto('/');
  await expectHydrated(page);
  await page.clock.runFor(9000);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('salon');
});

test('categories, why-choose, features, statistics and plans are all there', async ({ page }) => {
  await page.goto('/');
  const categories = page.locator('#business-category');
  for (const name of [
    'Fitness',
    'Beauty',
    'Photography',
    'Dance and Music',
    'Massage',
    'Beauty and Makeup',
  ]) {
    await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Register Business' }).nth(1)).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Book a Demo' }).nth(1)).toHaveAttribute(
    'href',
    '/demo',
  );
  await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveCount(8);
  const stats = page.getByRole('region', { name: 'Miadi in numbers' });
  for (const text of [
    '500+',
    'Appointments booked',
    '750+',
    'Partner businesses',
    '2,000+',
    'Stylists and professionals',
    '13+',
    'Locations',
  ]) {
    await expect(stats.getByText(text, { exact: true })).toBeVisible();
  }
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('heading', { level: 3 })).toHaveText([
    'Free Trial',
    'Standard',
    'Professional',
  ]);
  await expect(pricing.getByText('Kes 3,300')).toBeVisible();
  await expect(pricing.getByText('Kes 4,850')).toBeVisible();
  // D36: the Free Trial is Standard for a month, with Standard's limits.
  await expect(pricing.getByText('Standard for 1 month', { exact: true })).toBeVisible();
  await expect(pricing.getByText('Up to 500 bookings a month', { exact: true })).toHaveCount(2);
  await expect(pricing.getByRole('link', { name: 'Choose Standard plan' })).toHaveAttribute(
    'href',
    '/signup?plan=standard',
  );
});

test('testimonials advance every 3 s and can be paused', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/');
  await expectHydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const current = carousel.getByRole('group');
  await expect(current).toContainText('Wanjiru Kamau');
  await page.clock.runFor(3000);
  await expect(current).toContainText('Brian Otieno');
  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(9000);
  await expect(current).toContainText('Brian Otieno');
});

test.describe('contact form', () => {
  test('shows errors next to the fields, focuses the first, and keeps typed values', async ({
    page,
  }) => {
    await page.goto('/#contact-us');
    const form = page.locator('#contact-us form');
    await form.getByLabel('First name').fill('Achieng');
    await form.getByLabel('Email').fill('achieng@');
    await form.getByRole('button', { name: 'Send by email' }).click();
    await expect(form.getByLabel('Last name')).toBeFocused();
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Enter your last name.');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/email address like/);
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Enter your phone.');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Enter your message.');
    await expect(form.getByRole('status')).toHaveText('4 fields need your attention.');
    await expect(form.getByLabel('First name')).toHaveValue('Achieng');
    await expect(form.getByLabel('Subject')).toHaveValue('general');
  });

  test('with no form endpoint, opens the email app with the message and says so', async ({
    page,
  }) => {
    await page.goto('/#contact-us');
    const form = page.locator('#contact-us form');
    await form.getByLabel('First name').fill('Achieng');
    await form.getByLabel('Last name').fill('Odhiambo');
    await form.getByLabel('Email').fill('achieng@example.com');
    await form.getByLabel('Phone').fill('0712 345 678');
    await form.getByLabel('Subject').selectOption('pricing');
    await form.getByLabel('Message').fill('Do you support two branches?');
    await form.getByRole('button', { name: 'Send by email' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Your email app should now open');
    await expect(status).toContainText('Nothing was sent from this page');
    const href = await status
      .getByRole('link', { name: 'open the message again' })
      .getAttribute('href');
    expect(href).toMatch(/^mailto:hello@miadi\.co\.ke\?/);
    expect(decodeURIComponent(href!)).toContain('Message: Do you support two branches?');
    await expect(form.getByLabel('Message')).toHaveValue('Do you support two branches?');
  });
});

test(
  'the contact form takes hostile text intact and names who receives it',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/#contact-us');
    const form = page.locator('#contact-us form');
    const width = (await form.boundingBox())!.width;
    await form.getByLabel('First name').fill(hostile.emoji);
    await form.getByLabel('Last name').fill(hostile.rtl);
    await form.getByLabel('Email').fill(hostile.html);
    await form.getByLabel('Message').fill(longMessage);
    await form.getByRole('button', { name: 'Send by email' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/email address like/);
    await expect(form.getByLabel('First name')).toHaveValue(hostile.emoji);
    await expect(form.getByLabel('Last name')).toHaveValue(hostile.rtl);
    await expect(form.getByLabel('Email')).toHaveValue(hostile.html);
    await expect(form.getByLabel('Message')).toHaveValue(longMessage);
    await expectLayoutIntact(page, form, width);
    await expect(form).toContainText('Miadi’s team receives what you type here');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
);

test.describe('in Kiswahili at /sw', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  test('the hero, sections, plans and links speak Kiswahili and stay in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Programu moja ya miadi kwa saluni na kila biashara ya huduma',
    );
    const hero = page.getByRole('region', { name: 'Utangulizi' });
    await expect(hero.getByRole('img', { name: /^Msusi akimkausha mteja/ })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Omba Onyesho' })).toHaveAttribute(
      'href',
      '/sw/demo',
    );
    for (const title of [
      'Imejengwa kwa kila aina ya biashara ya huduma',
      'Zana nane zinazoendesha biashara yako',
      'Mipango rahisi kwa shilingi za Kenya',
      'Wenye biashara wanaipenda',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Miadi kwa takwimu' })).toContainText(
      'Miadi iliyowekwa',
    );
    // Where each Learn more leads is content/learn-more.ts's table (issue 50).
    await expect(
      page.getByRole('link', { name: 'Soma zaidi kuhusu kuweka miadi mtandaoni' }),
    ).toHaveAttribute('href', '/sw/features/booking-widget');
    await expect(
      page.getByRole('link', { name: 'Soma zaidi kuhusu ratiba ya madarasa' }),
    ).toHaveAttribute('href', '/sw/gym-fitness');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('Maarufu', { exact: true })).toBeVisible();
    await expect(
      pricing.getByRole('link', { name: 'Chagua Standard kama mpango wako' }),
    ).toHaveAttribute('href', '/sw/signup?plan=standard');
    await expect(
      pricing.getByRole('link', { name: 'Anza mwezi wa bure kama mpango wako' }),
    ).toBeVisible();
    await pricing.getByRole('link', { name: 'Linganisha mipango yote' }).click();
    await expect(page).toHaveURL(/\/sw\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mipango na bei');
  });

  test('the rotators’ controls are named in Kiswahili', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/sw');
    await page.getByRole('button', { name: 'Simamisha kichwa kinachobadilika' }).click();
    await expect(page.getByRole('button', { name: 'Cheza kichwa kinachobadilika' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Maoni ya wateja' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'onyesho la slaidi');
    await carousel.getByRole('button', { name: 'Slaidi inayofuata' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName('2 kati ya 3');
    await carousel.getByRole('button', { name: 'Onyesha slaidi 3 kati ya 3' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName('3 kati ya 3');
  });

  test('describes itself as a Kiswahili page in JSON-LD', async ({ page }) => {
    await page.goto('/sw');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    expect(data.find((item) => item['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'sw',
      url: expect.stringMatching(/\/sw$/),
    });
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({
      url: expect.stringMatching(/\/sw$/),
      description: expect.stringContaining('biashara ya huduma'),
    });
  });
});

test('Learn more leads where it says: class scheduling to the gyms, online booking to the widget', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: 'Learn more about class scheduling' }),
  ).toHaveAttribute('href', '/gym-fitness');
  await expect(page.getByRole('link', { name: 'Learn more about online booking' })).toHaveAttribute(
    'href',
    '/features/booking-widget',
  );
  await page.getByRole('link', { name: 'Learn more about class scheduling' }).click();
  await expect(page).toHaveURL(/\/gym-fitness$/);
});

// D39, issue 52: customers reach the home page too. The owners' hero stays as it is; within the
// first screen of a phone and a laptop a plain link leads them to book, and the header's first
// item is Book a service (the bar on a laptop, the drawer on a phone).
const customerLinks = [
  {
    path: '/',
    name: 'Book a salon, barber or spa near you',
    href: '/services',
    item: 'Book a service',
  },
  {
    path: '/sw',
    name: 'Weka miadi ya saluni, kinyozi au spa karibu nawe',
    href: '/sw/services',
    item: 'Weka miadi',
  },
];
for (const { path, name, href, item } of customerLinks) {
  for (const screen of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${path} at ${screen.width}×${screen.height}: the customers' link in the first screen, Book a service first in the header (D39)`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        path === '/' ? 'The all-in-one booking app for your' : 'Programu moja ya miadi kwa',
      );
      const link = page.locator('#home').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(screen.height);

      const phone = screen.width < 768;
      if (phone) await page.getByRole('button', { name: /^(Open menu|Fungua menyu)$/ }).click();
      const menu = phone
        ? page.getByRole('dialog').getByRole('navigation')
        : page.getByRole('banner').getByRole('navigation');
      await expect(menu.getByRole('listitem').first()).toHaveText(item);
      await expect(menu.getByRole('link', { name: item, exact: true })).toHaveAttribute(
        'href',
        href,
      );

      await (phone ? page.keyboard.press('Escape') : Promise.resolve());
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  }
}
