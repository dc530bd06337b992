import { expect, test } from '@playwright/test';
import { gymTestimonials } from '@/content/gym';
import { bestRated, catalogue } from '@/lib/catalogue';
import { pauseClock } from './clock';
import { expectHydrated } from './page-checks';

test('hero with Register Business and Contact Sales, and the stats row', async ({ page }) => {
  await page.goto('/gym-fitness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fill every class and grow your gym with Miadi',
  );
  await expect(page.getByRole('link', { name: 'Register Business' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/demo');
  const stats = page.getByRole('region', { name: 'Miadi for fitness in numbers' });
  for (const text of [
    '100k+',
    'Clients searching',
    '8%',
    'Growth in new client bookings',
    '250+',
    'Professionals',
  ]) {
    await expect(stats.getByText(text, { exact: true })).toBeVisible();
  }
});

test('marketplace, scheduling, booking-anywhere and payments sections link to their features', async ({
  page,
}) => {
  await page.goto('/gym-fitness');
  for (const [id, href] of [
    ['marketplace', '/features/market-place'],
    ['scheduling', '/features/employee-management'],
    // Members booking from anywhere: the widget on the gym's own site (content/learn-more.ts).
    ['booking-anywhere', '/features/booking-widget'],
    ['payments', '/features/payment'],
  ] as const) {
    const section = page.locator(`#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', href);
  }
  await expect(page.locator('#payments')).toContainText('card, M-Pesa and Apple Pay');
});

test('fitness categories link to their business type pages', async ({ page }) => {
  await page.goto('/gym-fitness');
  const categories = page.locator('#categories');
  for (const [name, href] of [
    ['Personal Trainers', '/business-types/personal-trainers'],
    ['Fitness Centers', '/gym-fitness#features'],
    ['Yoga & Pilates Studio', '/business-types/yoga-pilates'],
    ['Coaching', '/business-types/coaching'],
  ]) {
    await expect(categories.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href!,
    );
  }
});

test('eight key features, each with its feature page, and See all features', async ({ page }) => {
  await page.goto('/gym-fitness');
  const features = page.locator('#features');
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Online Booking',
    'Calendar',
    'Integrated Payments',
    'Online Store',
    'Notifications',
    'Customer Tracking',
    'Invoices',
    'Membership',
  ]);
  const learnMore = features.getByRole('link', { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(8);
  for (const href of await learnMore.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).toMatch(
      /^\/features\/(notifications|customer-tracking|payment|invoicing|booking-widget|employee-management|market-place|live-stream|reports|customize-website|marketing)$/,
    );
  }
  await expect(
    features.getByRole('link', { name: 'Learn More about customer tracking' }),
  ).toHaveAttribute('href', '/features/customer-tracking');
  await expect(features.getByRole('link', { name: 'See all features' })).toHaveAttribute(
    'href',
    '/features',
  );
});

test('testimonials advance every 5 s and cycle back to the first', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/gym-fitness');
  await expectHydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const current = carousel.getByRole('group');
  const names = gymTestimonials.items.map((item) => item.name);
  expect(names).toHaveLength(5);
  await expect(current).toContainText(names[0]!);
  await expect(current.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
  await page.clock.runFor(4999);
  await expect(current).toContainText(names[0]!);
  for (const name of [...names.slice(1), names[0]!]) {
    await page.clock.runFor(5000);
    await expect(current).toContainText(name);
  }
});

test('testimonials pause on hover and with the Pause button', async ({ page }) => {
  await pauseClock(page);
  await page.goto('/gym-fitness');
  await expectHydrated(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const current = carousel.getByRole('group');
  const [first, second] = gymTestimonials.items;
  await current.hover();
  await page.clock.runFor(15_000);
  await expect(current).toContainText(first!.name);
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(current).toContainText(second!.name);
  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(15_000);
  await expect(current).toContainText(second!.name);
  await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});

test('at /sw/gym-fitness, the hero, sections and testimonials are in Kiswahili', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/sw/gym-fitness');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jaza kila darasa na ukuze gym yako kwa Miadi',
  );
  await expect(page.getByRole('img', { name: /^Mkufunzi akimwelekeza mwanachama/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Miadi kwa mazoezi, kwa takwimu' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Soma Zaidi kuhusu soko la Miadi/ }).first(),
  ).toHaveAttribute('href', /^\/sw\/features\//);
  const carousel = page.getByRole('region', { name: 'Maoni ya wateja' });
  await expect(carousel.getByRole('button', { name: 'Slaidi iliyotangulia' })).toBeVisible();
  await expect(
    carousel.getByRole('button', { name: /^(Simamisha|Cheza) maoni ya wateja$/ }),
  ).toBeVisible();
});

/** The best-ranked listings with classes, as the page picks them (docs/ranking.md). */
const withClasses = bestRated(catalogue.filter((listing) => listing.classes?.length)).slice(0, 3);

for (const t of [
  {
    prefix: '',
    title: 'Book a class near you',
    timetable: 'See the timetable of',
    heading: 'Classes',
  },
  {
    prefix: '/sw',
    title: 'Jiunge na darasa karibu nawe',
    timetable: 'Ona ratiba ya',
    heading: 'Madarasa',
  },
] as const) {
  test(`${t.prefix || '/'}: the best-ranked gyms with classes lead to their timetables`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile && t.prefix === '/sw', 'the words are the same at every width');
    await page.goto(`${t.prefix}/gym-fitness`);
    const section = page.getByRole('region', { name: t.title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      withClasses.map((listing) => listing.name),
    );
    const [first] = withClasses;
    // Each shows its classes by name.
    const firstClass = first!.classes![0]!;
    await expect(section.getByRole('listitem').first()).toContainText(
      t.prefix === '/sw' ? (firstClass.sw?.name ?? firstClass.name) : firstClass.name,
    );
    await section.getByRole('link', { name: `${t.timetable} ${first!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/services/${first!.id}#classes$`));
    await expect(
      page.locator('#classes').getByRole('heading', { level: 2, name: t.heading }),
    ).toBeVisible();
  });
}
