import { expect, test, type Page } from '@playwright/test';
import { areas, bestRated, businesses, catalogue, professionals } from '@/lib/catalogue';
import { SHOWCASE } from '@/lib/listing-card';
import { catalogueWordsIn } from '@/lib/catalogue-words';
import { browseCategories, recommended as recommendedCopy } from '@/content/services';

import { stats } from '@/content/landing';

import { expectNoSeriousA11yIssues } from './axe';
import { pauseClock } from './clock';
import { expectHydrated } from './page-checks';

const recommendedTabs = recommendedCopy.tabs;
const everything = `${businesses.length + professionals.length} businesses and professionals`;

/** Opens /services and waits until its scripts run: the date list is filled on the client. */
async function open(page: Page, path = '/services') {
  await page.goto(path);
  await expect(page.getByLabel('Date').locator('option')).not.toHaveCount(1);
}

const status = (page: Page) => page.locator('#search').getByRole('status');
const results = (page: Page) => page.locator('#results');
/** The names of the listings a search shows, in order. */
const found = (page: Page) => results(page).locator('article h4');
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
  // A category with a page of its own leads there (D34); the others filter this page (D9).
  for (const [category, href] of [
    ['Hair Salons', '/services/hair-salons'],
    ['Barber Shops', '/services/barbers'],
    ['Nail Salons', '/services/nail-salons'],
  ]) {
    await expect(
      page.locator('#categories').getByRole('link', { name: category, exact: true }),
    ).toHaveAttribute('href', href!);
  }
  for (const category of ['Make-up Artists', 'Beauty Spas']) {
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
  ).toHaveText(['Nail Salons', 'Hair Salons', 'Massage Spas', 'Barber Shops', 'Gyms']);
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

  test('the best-rated businesses of each tab and the best-rated professionals are in the page', async ({
    page,
  }) => {
    await page.goto('/services');
    const tabs = recommendedTabs.map((tab) =>
      bestRated(businesses.filter((business) => business.category === tab.category)).slice(
        0,
        SHOWCASE.perTab,
      ),
    );
    const shown = [...tabs.flat(), ...bestRated(professionals).slice(0, SHOWCASE.professionals)];
    // Hidden tabs hold their businesses too: count what is in the page, shown or not.
    await expect(page.locator('article')).toHaveCount(shown.length);
    for (const entry of shown) {
      await expect(page.locator(`#${entry.id}`)).toContainText(entry.name);
    }
    await expect(talents(page).locator('article h3')).toHaveText(
      bestRated(professionals)
        .slice(0, SHOWCASE.professionals)
        .map((professional) => professional.name),
    );
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
  await expect(found(page)).toHaveText([
    /Glow Nail Bar|Kucha Nail Studio/,
    /Glow|Kucha/,
    /Njeri Wambui/,
  ]);
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText([
    '2 businesses',
    '1 professional',
  ]);
  await expect(
    page.locator('#search').getByRole('link', { name: '1 professional' }),
  ).toHaveAttribute('href', '#results-professionals');
  // The results are the cards /services shows, with their own anchors.
  const glow = results(page).getByRole('article', { name: 'Glow Nail Bar' });
  await expect(glow).toHaveAttribute('id', 'result-glow-nail-bar');
  // Book Now carries a service only when the words name one of the listing's: "nails" names
  // two of Glow's (Acrylic nails, Nail art), so its form asks.
  await expect(glow.getByRole('link', { name: 'Book Now with Glow Nail Bar' })).toHaveAttribute(
    'href',
    '/services/glow-nail-bar#book',
  );
  await expect(glow).toContainText('Nail Salon · Kilimani');

  await search.getByLabel('Service').fill('tattoo');
  await search.getByLabel('Service').press('Enter');
  await expect(status(page)).toHaveText('No results for tattoo in Kilimani');
  await expect(results(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(status(page)).toHaveText(everything);
  await expect(page).toHaveURL(/\/services$/);
  await expect(search.getByLabel('Service')).toHaveValue('');
  await expect(search.getByLabel('Service')).toBeFocused();
  await expect(search.getByLabel('Current Location')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
});

test('an area typed into the search box finds that kind of place there', async ({ page }) => {
  await open(page);
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('massage karen');
  await search.getByLabel('Service').press('Enter');
  await expect(status(page)).toHaveText('1 result for massage karen');
  await expect(found(page)).toHaveText(['Serenity Day Spa']);
  await search.getByLabel('Service').fill('barber in South B');
  await search.getByLabel('Service').press('Enter');
  await expect(found(page)).toHaveText(['Mtaa Fades', 'Brian Kiptoo']);
});

test('a date and time keep only who is open then', async ({ page }) => {
  await open(page);
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('fade');
  await search.getByLabel('Time').selectOption('20:30');
  await search.getByRole('button', { name: 'Search' }).click();
  // Barbers open at 20:30 on some day (to 21:00): Mtaa Fades, whose fade is in its name and
  // services, first; Kinyozi Express, whose haircut "fade" means too (issue 52).
  await expect(status(page)).toHaveText('2 results for fade at 20:30');
  await expect(found(page)).toHaveText(['Mtaa Fades', 'Kinyozi Express']);
});

test('a page opened with a query shows its results and fills the fields', async ({ page }) => {
  // 15 June 2025 is a Sunday: in Karen, only Serenity Day Spa is open at 19:30.
  await open(page, '/services?location=karen&date=2025-06-15&time=19:30');
  await expect(status(page)).toHaveText('1 result in Karen on Sunday 15 June at 19:30');
  const search = page.getByRole('search', { name: 'Search services' });
  await expect(search.getByLabel('Current Location')).toHaveValue('karen');
  await expect(search.getByLabel('Date')).toHaveValue('2025-06-15');
  await expect(search.getByLabel('Time')).toHaveValue('19:30');
  await expect(found(page)).toHaveText(['Serenity Day Spa']);
});

test('Back restores the previous search and its results', async ({ page }) => {
  await open(page, '/services?service=barber');
  await expect(status(page)).toHaveText(/^\d+ results for barber$/);
  const barbers = await status(page).innerText();
  await expect(results(page).getByRole('article', { name: 'Kevin Mwangi' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').fill('massage');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(status(page)).toHaveText(/results for massage$/);
  await expect(results(page).getByRole('article', { name: 'Kevin Mwangi' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\?service=barber$/);
  await expect(status(page)).toHaveText(barbers);
  await expect(search.getByLabel('Service')).toHaveValue('barber');
  await expect(results(page).getByRole('article', { name: 'Kevin Mwangi' })).toBeVisible();

  await page.goForward();
  await expect(status(page)).toHaveText(/results for massage$/);
});

test('a category click searches it, and a second click lifts the search', async ({ page }) => {
  await open(page);
  const categories = page.locator('#categories');
  // Make-up artists and beauty spas have too few listings of their own for a page: they filter (D9, D34).
  const makeUp = categories.getByRole('button', { name: 'Make-up Artists' });
  await expect(makeUp).toHaveAttribute('aria-pressed', 'false');
  await makeUp.click();
  await expect(makeUp).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?service=Make-up(\+|%20)Artists$/);
  await expect(status(page)).toHaveText(/^\d+ results for Make-up Artists$/);
  const count = Number((await status(page).innerText()).split(' ')[0]);
  await expect(
    categories.getByRole('link', { name: `Show ${count} results for Make-up Artists` }),
  ).toHaveAttribute('href', '#results');
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('Make-up Artists');
  await expect(found(page)).toHaveCount(count);
  await expect(results(page).getByRole('article', { name: 'Fatuma Ali' })).toBeVisible();

  const beautySpa = categories.getByRole('button', { name: 'Beauty Spas', exact: true });
  await beautySpa.click();
  await expect(beautySpa).toHaveAttribute('aria-pressed', 'true');
  await expect(makeUp).toHaveAttribute('aria-pressed', 'false');
  await expect(results(page).getByRole('article', { name: 'Serenity Day Spa' })).toBeVisible();
  await expect(results(page).getByRole('article', { name: 'Fatuma Ali' })).toHaveCount(0);

  await beautySpa.click();
  await expect(beautySpa).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/services$/);
  await expect(status(page)).toHaveText(everything);
});

test('results come twelve at a time, and Show more hands the keyboard to the first new card', async ({
  page,
}) => {
  // At noon on a Saturday most businesses are open: more than one step of results.
  await open(page, '/services?date=2025-06-14&time=12:00');
  await expect(status(page)).toHaveText(/^\d+ results on Saturday 14 June at 12:00$/);
  const businesses = results(page).locator('#results-businesses');
  await expect(businesses).toHaveText(/^\d+ businesses$/);
  const count = Number((await businesses.innerText()).split(' ')[0]);
  expect(count).toBeGreaterThan(12);
  const group = businesses.locator('xpath=..');
  await expect(group.locator('article')).toHaveCount(12);
  await group.getByRole('button', { name: 'Show more results' }).click();
  await expect(group.locator('article')).toHaveCount(Math.min(count, 24));
  await expect(group.locator('article h4 a').nth(12)).toBeFocused();
});

test('the search loads nothing until it is used, then only what it needs', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) fetched.push(pathname);
  });
  await open(page);
  await expectHydrated(page);
  expect(fetched).toEqual([]);

  const search = page.getByRole('search', { name: 'Search services' });
  await search.getByLabel('Service').focus();
  await expect.poll(() => fetched).toContain('/pagefind/pagefind.js');
  await search.getByLabel('Service').fill('glow nail bar');
  await search.getByLabel('Service').press('Enter');
  await expect(found(page)).toHaveText(['Glow Nail Bar']);
  // English pages search the English index: no Kiswahili part of it was fetched.
  expect(fetched.filter((path) => /\bsw_/.test(path))).toEqual([]);
  // A result's card is named by the result's id: its Pagefind fragment is never fetched.
  expect(fetched.filter((path) => path.startsWith('/pagefind/fragment/'))).toEqual([]);
});

test('a result whose card is missing by its id still shows, from its fragment', async ({
  page,
}) => {
  await page.route('**/search/results/**', (route) => route.fulfill({ status: 404 }));
  await open(page, '/services?service=glow+nail+bar');
  await expect(found(page)).toHaveText(['Glow Nail Bar']);
  await expect(results(page).getByRole('article', { name: 'Glow Nail Bar' })).toContainText(
    'Nail Salon · Kilimani',
  );
});

test('a search that cannot load says so, and tries again', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await open(page, '/services?service=nails');
  await expect(status(page)).toHaveText(
    'The search could not load. Check your connection and try again.',
  );
  await page.unroute('**/pagefind/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toHaveText(/^\d+ results for nails$/);
  await expect(found(page).first()).toBeVisible();
});

test('every category on the page finds several listings, in both languages', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the search is the same at every width');
  test.slow(); // twenty searches, each a page load
  // Tiles and tabs are named by the catalogue's plurals.
  const tiles = browseCategories.items.map((item) => item.category);
  const searches = [
    ...[...new Set([...tiles, ...recommendedTabs.map((tab) => tab.category)])].map((category) => ({
      path: '/services',
      label: catalogueWordsIn.en.categoryPlurals[category]!,
    })),
    ...tiles.map((category) => ({
      path: '/sw/services',
      label: catalogueWordsIn.sw.categoryPlurals[category]!,
    })),
  ];
  for (const { path, label } of searches) {
    await open(page, `${path}?service=${encodeURIComponent(label)}`);
    // Results arrive one card at a time: wait for a fourth rather than counting the first few.
    await expect(found(page).nth(3), label).toBeVisible();
  }
});

test('every area is a link away, its count beside it', async ({ page }) => {
  await open(page);
  const directory = page.getByRole('navigation', { name: 'Every area' });
  await expect(directory.getByRole('link')).toHaveCount(areas.length);
  for (const area of areas) {
    const count = catalogue.filter((listing) => listing.location === area.slug).length;
    await expect(
      directory.getByRole('link', { name: new RegExp(`^${area.name}: ${count} `) }),
    ).toHaveAttribute('href', `/services/in/${area.slug}`);
  }
});

test('a popular location leads to its area page', async ({ page }) => {
  await open(page);
  await page.locator('#locations').getByRole('link', { name: 'Westlands', exact: true }).click();
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
  const hairSalon = recommended(page).getByRole('tab', { name: 'Hair Salons' });
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
    page.getByRole('button', { name: 'Save Zuri Nails & Spa to favourites' }),
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
    await expect(status(page)).toHaveText(
      /^Matokeo \d+ ya kucha katika Kilimani saa 4 asubuhi \(10:00\)$/,
    );
    await expect(results(page).getByRole('article', { name: 'Glow Nail Bar' })).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      /^Biashara \d+$/,
    );

    await search.getByLabel('Huduma').fill('tattoo');
    await search.getByLabel('Huduma').press('Enter');
    await expect(status(page)).toHaveText(
      'Hakuna matokeo ya tattoo katika Kilimani saa 4 asubuhi (10:00)',
    );
    await page.getByRole('button', { name: 'Futa utafutaji' }).click();
    await expect(page).toHaveURL(/\/sw\/services$/);

    // An area typed with a kind of place finds that kind there.
    await search.getByLabel('Huduma').fill('masaji karen');
    await search.getByLabel('Huduma').press('Enter');
    await expect(status(page)).toHaveText('Matokeo 1 ya masaji karen');
    await expect(found(page)).toHaveText(['Serenity Day Spa']);
    await page.getByRole('button', { name: 'Futa utafutaji' }).click();

    // A category finds its listings by their Kiswahili names, shown as Kiswahili cards.
    const makeUp = page.locator('#categories').getByRole('button', { name: 'Wasanii wa Vipodozi' });
    await makeUp.click();
    await expect(status(page)).toHaveText(/^Matokeo \d+ ya Wasanii wa Vipodozi$/);
    const fatuma = results(page).getByRole('article', { name: 'Fatuma Ali' });
    await expect(fatuma).toContainText('Msanii wa Vipodozi');
    await expect(fatuma.getByRole('link', { name: /^Weka Miadi/ })).toHaveAttribute(
      'href',
      // A category's name names none of her services: her form asks which.
      '/sw/services/fatuma-ali#book',
    );
    // A category with its own page leads there.
    await expect(
      page.locator('#categories').getByRole('link', { name: 'Saluni za Kucha', exact: true }),
    ).toHaveAttribute('href', '/sw/services/nail-salons');
  });
});

test(
  'the header and the cards keep their HTML once the page has hydrated and searched',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
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
  },
);
