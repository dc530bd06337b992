import { expect, test, type Page } from '@playwright/test';
import { businesses, professionals } from '@/lib/catalogue';
import { searchIndex } from '@/lib/search-index';
import { stats } from '@/content/landing';
import { emptyQuery, searchListings } from '@/lib/search';
import { expectNoSeriousA11yIssues } from './axe';
import { pauseClock } from './clock';
import { expectHydrated } from './page-checks';

const everything = `${businesses.length + professionals.length} businesses and professionals`;

/** Opens /services and waits until its scripts run: the date list is filled on the client. */
async function open(page: Page, path = '/services') {
  await page.goto(path);
  await expect(page.getByLabel('Date').locator('option')).not.toHaveCount(1);
}

const status = (page: Page) => page.locator('#search').getByRole('status');
const recommended = (page: Page) => page.locator('#recommended');
const talents = (page: Page) => page.locator('#top-talents');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('has every section, in the static HTML too', async ({ page, request }) => {
  const html = await (await request.get('/services')).text();
  const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]+>|<!-- -->/g, '');
  expect(h1).toBe('Book your next barber service');

  await page.goto('/services');
  await expect(page.locator('#services-page')).toHaveCount(1);
  await expect(page.getByRole('search', { name: 'Search services' })).toBeVisible();
  for (const heading of [
    'Browse Categories',
    'Popular Locations',
    'Recommended Services',
    'What our customers say',
    'Book Top Talents',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  for (const category of ['Hair Salons', 'Make-up', 'Barber', 'Beauty Spa', 'Nail Spa']) {
    await expect(
      page.locator('#categories').getByRole('button', { name: category, exact: true }),
    ).toHaveCount(1);
  }
  for (const location of ['Westlands', 'Kilimani', 'Karen', 'Nairobi CBD']) {
    await expect(
      page.locator('#locations').getByRole('link', { name: location, exact: true }),
    ).toBeVisible();
  }
  await expect(
    recommended(page).getByRole('tablist', { name: 'Recommended Services' }).getByRole('tab'),
  ).toHaveText(['Nail Spa', 'Hair Salon', 'Massage Spa', 'Barber Shops', 'Gym']);
  await expect(page.locator('#testimonial').getByRole('blockquote')).toBeVisible();
  const numbers = page.getByRole('region', { name: 'Miadi in numbers' });
  for (const stat of stats) {
    await expect(numbers.getByText(stat.value, { exact: true })).toBeVisible();
    await expect(numbers.getByText(stat.label, { exact: true })).toBeVisible();
  }
  const newsletter = page.getByRole('region', { name: 'Get deals near you every week' });
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(newsletter.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every business and professional is in the page', async ({ page }) => {
    await page.goto('/services');
    // Hidden tabs hold their businesses too: count what is in the page, shown or not.
    await expect(page.locator('article')).toHaveCount(businesses.length + professionals.length);
    for (const entry of [...businesses, ...professionals]) {
      await expect(page.locator(`#${entry.id}`)).toContainText(entry.name);
    }
    await expect(status(page)).toHaveText(everything);
  });
});

test('the hero word rotates barber → photography → makeup → hairstylist every 3 s', async ({
  page,
}) => {
  await pauseClock(page);
  await open(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Book your next barber service');
  for (const word of ['photography', 'makeup', 'hairstylist', 'barber']) {
    await page.clock.runFor(2999);
    await expect(heading).not.toContainText(word);
    await page.clock.runFor(1);
    await expect(heading).toHaveText(`Book your next ${word} service`);
  }
});

test('the search bar has a labelled field for service, location, date and time', async ({
  page,
}) => {
  await open(page);
  const search = page.getByRole('search', { name: 'Search services' });
  await expect(search.getByLabel('Service')).toHaveAttribute('placeholder', 'Any Service');
  const location = search.getByLabel('Current Location');
  await expect(location).toHaveValue('');
  for (const area of ['Anywhere in Nairobi', 'Westlands', 'Kilimani', 'Karen', 'Nairobi CBD']) {
    await expect(location.getByRole('option', { name: area, exact: true })).toBeAttached();
  }
  await expect(location.getByRole('option', { name: 'Lavington' })).toBeAttached();
  await expect(search.getByLabel('Date').locator('option').first()).toHaveText('Any Date');
  await expect(search.getByLabel('Date').locator('option').nth(1)).toHaveText(/^Today, /);
  await expect(search.getByLabel('Time').locator('option').first()).toHaveText('Any Time');
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
});

test('a search with results, one without, and clearing it', async ({ page }) => {
  await open(page);
  await expect(status(page)).toHaveText(everything);
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('nails');
  await search.getByLabel('Current Location').selectOption({ label: 'Kilimani' });
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/services\?service=nails&location=kilimani$/);
  await expect(status(page)).toHaveText('3 results for nails in Kilimani');
  await expect(status(page)).toHaveAttribute('role', 'status');
  await expect(recommended(page).getByRole('tab', { name: 'Nail Spa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card(page, 'Glow Nail Bar')).toBeVisible();
  await expect(card(page, 'Kucha Nail Studio')).toBeVisible();
  await expect(card(page, 'Tips & Toes Nail Studio')).toBeHidden();
  await expect(card(page, 'Njeri Wambui')).toBeVisible();
  await expect(card(page, 'Kevin Mwangi')).toBeHidden();
  await expect(talents(page).locator('article')).toHaveCount(professionals.length);

  await search.getByLabel('Service').fill('tattoo');
  await search.getByLabel('Service').press('Enter');
  await expect(status(page)).toHaveText('No results for tattoo in Kilimani');
  await expect(
    recommended(page)
      .getByRole('tabpanel')
      .getByText(/None of these match your search/),
  ).toBeVisible();
  await expect(talents(page).getByText('No professional matches your search.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(status(page)).toHaveText(everything);
  await expect(page).toHaveURL(/\/services$/);
  await expect(search.getByLabel('Service')).toHaveValue('');
  await expect(search.getByLabel('Service')).toBeFocused();
  await expect(search.getByLabel('Current Location')).toHaveValue('');
  await expect(card(page, 'Kevin Mwangi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
});

test('a date and time keep only who is open then', async ({ page }) => {
  await open(page);
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('fade');
  await search.getByLabel('Time').selectOption('20:30');
  await search.getByRole('button', { name: 'Search' }).click();
  // Barbers that cut fades and are open at 20:30 on some day: Mtaa Fades (to 21:00).
  await expect(status(page)).toHaveText('1 result for fade at 20:30');
  await expect(recommended(page).getByRole('tab', { name: 'Barber Shops' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card(page, 'Mtaa Fades')).toBeVisible();
  await expect(card(page, 'Sharp Cuts Barbershop')).toBeHidden();
});

test('a page opened with a query shows its results and fills the fields', async ({ page }) => {
  // 15 June 2025 is a Sunday: in Karen, only Serenity Day Spa is open at 19:30.
  await open(page, '/services?location=karen&date=2025-06-15&time=19:30');
  await expect(status(page)).toHaveText('1 result in Karen on Sunday 15 June at 19:30');
  const search = page.getByRole('search', { name: 'Search services' });
  await expect(search.getByLabel('Current Location')).toHaveValue('karen');
  await expect(search.getByLabel('Date')).toHaveValue('2025-06-15');
  await expect(search.getByLabel('Time')).toHaveValue('19:30');
  await expect(recommended(page).getByRole('tab', { name: 'Massage Spa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card(page, 'Serenity Day Spa')).toBeVisible();
  await expect(card(page, 'Aisha Abdi')).toBeHidden();
});

test('Back restores the previous search and its results', async ({ page }) => {
  await open(page, '/services?service=barber');
  const barbers = searchListings(searchIndex, { ...emptyQuery, service: 'barber' }).length;
  await expect(status(page)).toHaveText(`${barbers} results for barber`);
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('massage');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(status(page)).toHaveText(/results for massage$/);
  await expect(card(page, 'Kevin Mwangi')).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\?service=barber$/);
  await expect(status(page)).toHaveText(`${barbers} results for barber`);
  await expect(search.getByLabel('Service')).toHaveValue('barber');
  await expect(card(page, 'Kevin Mwangi')).toBeVisible();

  await page.goForward();
  await expect(status(page)).toHaveText(/results for massage$/);
});

test('a category click filters, and a second click lifts the filter', async ({ page }) => {
  await open(page);
  const categories = page.locator('#categories');
  const nailSpa = categories.getByRole('button', { name: 'Nail Spa' });
  await expect(nailSpa).toHaveAttribute('aria-pressed', 'false');
  await nailSpa.click();
  await expect(nailSpa).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?service=Nail\+Spa$/);
  const nails = searchListings(searchIndex, { ...emptyQuery, service: 'Nail Spa' }).length;
  await expect(status(page)).toHaveText(`${nails} results for Nail Spa`);
  await expect(
    categories.getByRole('link', { name: `Show ${nails} results for Nail Spa` }),
  ).toHaveAttribute('href', '#recommended');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('Nail Spa');
  await expect(talents(page).getByRole('article').filter({ visible: true })).toHaveText([
    /Njeri Wambui/,
  ]);

  const barber = categories.getByRole('button', { name: 'Barber', exact: true });
  await barber.click();
  await expect(barber).toHaveAttribute('aria-pressed', 'true');
  await expect(nailSpa).toHaveAttribute('aria-pressed', 'false');
  await expect(recommended(page).getByRole('tab', { name: 'Barber Shops' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card(page, 'Kinyozi Express')).toBeVisible();
  await expect(card(page, 'Brian Kiptoo')).toBeVisible();
  await expect(card(page, 'Achieng Odhiambo')).toBeHidden();

  await barber.click();
  await expect(barber).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/services$/);
  await expect(status(page)).toHaveText(everything);
});

test('a popular location leads to its area page', async ({ page }) => {
  await open(page);
  await page.locator('#locations').getByRole('link', { name: 'Westlands' }).click();
  await expect(page).toHaveURL(/\/services\/in\/westlands$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a service in Westlands');
});

test('tabs move with the arrow keys and show their category', async ({ page }) => {
  await open(page);
  const tabs = recommended(page).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Glow Nail Bar')).toBeVisible();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const hairSalon = recommended(page).getByRole('tab', { name: 'Hair Salon' });
  await expect(hairSalon).toHaveAttribute('aria-selected', 'true');
  await expect(hairSalon).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(recommended(page).getByRole('tabpanel')).toContainText('Tress Lounge');
  await expect(card(page, 'Glow Nail Bar')).toBeHidden();
  await page.keyboard.press('End');
  await expect(recommended(page).getByRole('tab', { name: 'Gym' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});

test('a favourite is remembered after a reload', async ({ page }) => {
  await open(page);
  const heart = page.getByRole('button', { name: 'Save Glow Nail Bar to favourites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('miadi:favourites'))).toBe(
    '["glow-nail-bar"]',
  );

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('button', { name: 'Save Kucha Nail Studio to favourites' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the rating input takes 0 to 5 stars from the keyboard', async ({ page }) => {
  await open(page);
  const rating = page.getByRole('group', { name: 'Your rating for Glow Nail Bar' });
  const options = rating.getByRole('radio');
  await expect(options).toHaveCount(6);
  await expect(rating.getByRole('radio', { name: 'No rating' })).toBeChecked();
  await rating.getByRole('radio', { name: 'No rating' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '1 star' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await rating.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
});

test('a card’s name leads to its page, and Book Now to its booking form', async ({ page }) => {
  await open(page);
  const glow = card(page, 'Glow Nail Bar');
  await expect(glow.getByRole('link', { name: 'Glow Nail Bar', exact: true })).toHaveAttribute(
    'href',
    '/services/glow-nail-bar',
  );
  await expect(glow.getByRole('link', { name: 'Book Now with Glow Nail Bar' })).toHaveAttribute(
    'href',
    '/services/glow-nail-bar#book',
  );
  await talents(page).getByRole('link', { name: 'Book Now with Kevin Mwangi' }).click();
  await page.waitForURL(/\/services\/kevin-mwangi#book$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kevin Mwangi');
  await expect(page.getByRole('heading', { name: 'Request a booking', level: 2 })).toBeInViewport();
});

test('the services page has no serious or critical accessibility finding with a search that finds nothing', async ({
  page,
}) => {
  test.slow();
  await open(page, '/services?service=tattoo');
  await expect(status(page)).toHaveText('No results for tattoo');
  await expectNoSeriousA11yIssues(page);
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  test('the search asks and answers in Kiswahili, with days and times on the Swahili clock', async ({
    page,
  }) => {
    await page.goto('/sw/services');
    const search = page.getByRole('search', { name: 'Tafuta huduma' });
    await expect(search.getByLabel('Tarehe').locator('option')).not.toHaveCount(1);
    await expect(search).toHaveAttribute('action', '/sw/services');
    await expect(search.getByLabel('Tarehe').locator('option').first()).toHaveText('Tarehe yoyote');
    await expect(search.getByLabel('Tarehe').locator('option').nth(1)).toHaveText(
      /^Leo, (Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili) \d+ /,
    );
    await expect(search.getByLabel('Saa').locator('option[value="19:30"]')).toHaveText(
      'saa 1:30 usiku (19:30)',
    );
    await expect(status(page)).toHaveText(
      `Biashara na wataalamu ${businesses.length + professionals.length}`,
    );

    await search.getByLabel('Huduma').fill('kucha');
    await search.getByLabel('Eneo ulipo').selectOption({ label: 'Kilimani' });
    await search.getByLabel('Saa').selectOption('10:00');
    await search.getByRole('button', { name: 'Tafuta' }).click();
    await expect(page).toHaveURL(/\/sw\/services\?service=kucha&location=kilimani&time=10%3A00$/);
    await expect(status(page)).toHaveText(/^Matokeo \d+ ya kucha katika Kilimani saa 4 asubuhi$/);
    await expect(card(page, 'Glow Nail Bar')).toBeVisible();
    await expect(card(page, 'Kevin Mwangi')).toBeHidden();

    await search.getByLabel('Huduma').fill('tattoo');
    await search.getByLabel('Huduma').press('Enter');
    await expect(status(page)).toHaveText('Hakuna matokeo ya tattoo katika Kilimani saa 4 asubuhi');
    await page.getByRole('button', { name: 'Futa utafutaji' }).click();
    await expect(page).toHaveURL(/\/sw\/services$/);

    // A category finds its listings by their Kiswahili names, and opens its tab.
    const nails = page.locator('#categories').getByRole('button', { name: 'Spa ya Kucha' });
    await nails.click();
    await expect(status(page)).toHaveText(/^Matokeo \d+ ya Spa ya Kucha$/);
    await expect(recommended(page).getByRole('tab', { name: 'Spa ya Kucha' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card(page, 'Glow Nail Bar')).toContainText('Manicure ya gel');
    await expect(card(page, 'Glow Nail Bar')).toContainText('Hufunguliwa Jumatatu–Jumamosi');
  });
});

test('the header and the cards keep their HTML once the page has hydrated and searched', async ({
  page,
  isMobile,
}) => {
  await page.goto('/services');
  await expectHydrated(page);
  const search = page.getByRole('search');
  await search.getByLabel('Service').fill('massage');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/service=massage/);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/services$/);

  const card = page.locator('article#glow-nail-bar');
  await expect(card.getByRole('link', { name: 'Glow Nail Bar', exact: true })).toHaveAttribute(
    'href',
    '/services/glow-nail-bar',
  );
  await expect(card.getByRole('link', { name: 'Book Now with Glow Nail Bar' })).toBeVisible();
  await expect(card.getByRole('radio', { name: '5 stars' })).toHaveCount(1);
  await card.getByRole('button', { name: 'Save Glow Nail Bar to favourites' }).click();
  await expect(
    card.getByRole('button', { name: 'Save Glow Nail Bar to favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.locator('article#achieng-odhiambo').getByRole('link', { name: /Book Now/ }),
  ).toHaveCount(1);

  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Log In' })).toBeVisible();
  } else {
    await header.getByRole('button', { name: 'Features' }).click();
    await expect(header.getByRole('link', { name: 'Payments' })).toBeVisible();
  }
});
