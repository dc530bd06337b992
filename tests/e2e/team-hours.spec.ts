import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * People and their time (D38), as a visitor meets them: the booking form's days, times and team
 * agree with when each member works, on a listing's page and in its widget; classes are
 * requested from the timetable only; one person is linked both ways.
 *
 * Sharp Cuts Barbershop opens Monday to Saturday 08:00–20:00 and Sunday 10:00–16:00. Kevin
 * Mwangi works his own listing's hours, Monday to Saturday 10:00–19:00; Dan Otieno has
 * Wednesdays off, Musa Abdalla Saturdays.
 */

/** Opens a page with the clock set to a moment in Nairobi (UTC+3), ticking from there. */
async function openAt(page: Page, path: string, nairobiTime: string) {
  await page.clock.install({ time: new Date(`${nairobiTime}+03:00`) });
  await page.goto(path);
}

/** The values a select offers, its placeholder left out. */
async function values(select: Locator): Promise<string[]> {
  const all = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return all.filter(Boolean);
}

test('in Kiswahili, Kevin Mwangi is never offered on a Sunday, nor before he starts (D38)', async ({
  page,
}) => {
  // Monday 23 November 2026, 09:00 in Nairobi.
  await openAt(page, '/sw/services/sharp-cuts-barbershop', '2026-11-23T09:00:00');
  const form = page.locator('#book form');
  const member = form.getByLabel('Mfanyakazi');
  const day = form.getByLabel('Siku');
  const time = form.locator('select[name="time"]');
  await form.getByLabel('Huduma').selectOption('Fade');
  await expect(member.getByRole('option')).toHaveText([
    'Yeyote',
    'Kevin Mwangi: Jumatatu–Jumamosi saa 4 asubuhi hadi saa 1 usiku (10:00–19:00)',
    /^Dan Otieno: /,
    /^Musa Abdalla: /,
  ]);

  await member.selectOption('Kevin Mwangi');
  await expect.poll(() => values(day)).not.toContain('2026-11-29');
  await day.selectOption('2026-11-24');
  await expect.poll(async () => (await values(time))[0]).toBe('10:00');
  expect((await values(time)).at(-1)).toBe('18:30');

  // Anyone: Sunday comes back, and on Sunday Kevin is not listed.
  await member.selectOption('');
  await expect.poll(() => values(day)).toContain('2026-11-29');
  await day.selectOption('2026-11-29');
  await expect.poll(() => values(member)).toEqual(['Dan Otieno', 'Musa Abdalla']);
  await time.selectOption('15:00');
  await expect.poll(() => values(member)).toEqual(['Dan Otieno', 'Musa Abdalla']);
  await expect(member.getByRole('option', { name: 'Yeyote' })).toBeAttached();
});

test('the widget’s form agrees the same way: a time lists those who work then (D38)', async ({
  page,
}) => {
  // Monday 23 November 2026, 09:00 in Nairobi.
  await openAt(page, '/embed/sharp-cuts-barbershop', '2026-11-23T09:00:00');
  // The booking form, the first of the widget's forms (the waitlist's and the class's follow).
  const form = page
    .locator('form', { has: page.getByRole('button', { name: 'Send on WhatsApp' }) })
    .first();
  const member = form.getByLabel('Team member');
  const day = form.getByLabel('Day');
  const time = form.locator('select[name="time"]');
  await form.getByLabel('Service').selectOption('Fade');
  // Saturday 28 November: Musa is off.
  await day.selectOption('2026-11-28');
  await expect.poll(() => values(member)).toEqual(['Kevin Mwangi', 'Dan Otieno']);
  // At 08:00 only Dan works: Kevin starts at 10:00.
  await time.selectOption('08:00');
  await expect.poll(() => values(member)).toEqual(['Dan Otieno']);
  await member.selectOption('Dan Otieno');
  // Dan has Wednesdays off.
  await expect.poll(() => values(day)).not.toContain('2026-11-25');
  await expect(time).toHaveValue('08:00');
});

test('a class is requested from its timetable only, not at every half hour (D38)', async ({
  page,
}) => {
  await openAt(page, '/services/karen-fitness-hub', '2026-11-23T09:00:00');
  await expect(page.locator('#book form').getByLabel('Service').getByRole('option')).toHaveText([
    'Choose a service',
    /^Personal training session: /,
  ]);
  const prices = page.getByRole('region', { name: 'Services and prices' });
  await expect(
    prices.getByRole('listitem').filter({ hasText: 'Reformer Pilates class' }).getByRole('link'),
  ).toHaveAttribute('href', '#classes');
});

test('a professional on a venue’s team is one person, linked both ways (D38)', async ({ page }) => {
  await page.goto('/services/sharp-cuts-barbershop');
  const team = page.getByRole('region', { name: 'The team' });
  await expect(team).toContainText('Works Mon–Sat 10:00–19:00');
  await team.getByRole('link', { name: 'Kevin Mwangi’s own page' }).click();
  await expect(page).toHaveURL(/\/services\/kevin-mwangi$/);
  await expect(page.getByText(/^Also on the team at/)).toHaveText(
    'Also on the team at Sharp Cuts Barbershop. Booked there, Sharp Cuts Barbershop’s prices and booking terms apply, not those on this page.',
  );
});

test('Kilimani’s nail page counts a nail technician apart, and only the deals of the day (D38)', async ({
  page,
}) => {
  // Saturday 28 November 2026: neither of Glow Nail Bar's deals applies on Saturdays.
  await openAt(page, '/services/nail-salons/in/kilimani', '2026-11-28T10:00:00');
  await expect(page).toHaveTitle(/^2 nail salons and 1 nail technician in Kilimani/);
  const facts = page.getByRole('region', { name: 'At a glance' });
  await expect(facts).toContainText('No deals today');
  // Tuesday 1 December, 11:00.
  await openAt(page, '/services/nail-salons/in/kilimani', '2026-12-01T11:00:00');
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(
    '2 deals today, 10:00–14:00 and 12:00–15:00',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form’s team list and the team say who works which days and hours (D38)', async ({
    page,
  }) => {
    await page.goto('/services/sharp-cuts-barbershop');
    await expect(
      page.locator('#book form').getByLabel('Team member').getByRole('option'),
    ).toHaveText([
      'Anyone',
      'Kevin Mwangi: Mon–Sat 10:00–19:00',
      'Dan Otieno: Mon, Tue, Thu–Sat 08:00–20:00, Sun 10:00–16:00',
      'Musa Abdalla: Mon–Fri 08:00–20:00, Sun 10:00–16:00',
    ]);
  });
});
