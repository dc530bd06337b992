import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe';

// Booking for someone else (D37, issue 53 item 4): Achieng books a hot stone massage at
// Serenity Day Spa for her mother, and chooses where the confirmation goes. This build has no
// form endpoint: the request is handed over by WhatsApp, SMS or email (the endpoint's fields
// are checked in tests/unit/someone-else.test.tsx). "Who is it for?" sits between the phone
// number and the note, in one column on a phone and two on a desktop: both widths run.

const ME = { name: 'Achieng Otieno', phone: '0712 345 678' };
const MUM = { name: 'Grace Achieng', phone: '0722 000 111' };

/** Monday 23 November 2026, 10:00 in Nairobi; WhatsApp's tab answers locally. */
async function open(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+03:00') });
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
  await page.goto(path);
}

/** The hand-over's WhatsApp message, line by line. */
async function message(form: Locator, link: string | RegExp): Promise<string[]> {
  const href = (await form.getByRole('link', { name: link }).first().getAttribute('href'))!;
  return new URL(href).searchParams.get('text')!.split('\n');
}

/** An "Add to calendar" link's file, decoded, its folded lines joined again. */
async function calendarLines(link: Locator): Promise<string[]> {
  const ics = decodeURIComponent((await link.getAttribute('href'))!);
  return ics.replace(/\r\n /g, '').split('\r\n');
}

type Words = {
  service: string;
  /** The service booked for her mother, as the form's option names it. */
  hotStone: string;
  day: string;
  time: string;
  name: string;
  phone: string;
  whom: string;
  someoneElse: string;
  theirName: string;
  theirPhone: string;
  sendTo: string;
  them: string;
  send: RegExp;
  next: string;
};

const en: Words = {
  service: 'Service',
  hotStone: 'Hot stone massage (90 min)',
  day: 'Day',
  time: 'Time',
  name: 'Name',
  phone: 'Mobile number',
  whom: 'Who is it for?',
  someoneElse: 'Someone else',
  theirName: 'Their name',
  theirPhone: 'Their phone number',
  sendTo: 'Who receives the confirmation and the deposit details?',
  them: 'Them, on their number',
  send: /^Send on WhatsApp/,
  next: 'What happens next',
};

const sw: Words = {
  service: 'Huduma',
  hotStone: 'Masaji ya mawe moto (dakika 90)',
  day: 'Siku',
  time: 'Saa',
  name: 'Jina',
  phone: 'Nambari ya simu ya mkononi',
  whom: 'Ni kwa ajili ya nani?',
  someoneElse: 'Mtu mwingine',
  theirName: 'Jina lake',
  theirPhone: 'Nambari yake ya simu ya mkononi',
  sendTo: 'Nani apokee uthibitisho na maelezo ya malipo ya awali?',
  them: 'Yeye, kwa nambari yake',
  send: /^Tuma kwa WhatsApp/,
  next: 'Hatua zinazofuata',
};

/** Fills in the hot stone massage on Tuesday 24 November at 14:00, for Mum, reply to her. */
async function bookForMum(form: Locator, words: Words, day: string) {
  await expect(form.getByRole('button', { name: words.send })).toBeEnabled();
  await form.getByLabel(words.service).selectOption(words.hotStone);
  await form.getByLabel(words.day).selectOption({ label: day });
  await form.getByLabel(words.time).selectOption('14:00');
  await form.getByRole('textbox', { name: words.name, exact: true }).fill(ME.name);
  await form.getByRole('textbox', { name: words.phone, exact: true }).fill(ME.phone);

  const guestName = form.getByRole('textbox', { name: words.theirName, exact: true });
  // Their fields appear only once "Someone else" is chosen.
  await expect(guestName).toBeHidden();
  await form
    .getByRole('group', { name: words.whom })
    .getByRole('radio', { name: words.someoneElse })
    .check();
  await expect(guestName).toBeVisible();

  // Left empty, each says so beside itself, and focus goes to the first.
  await form.getByRole('button', { name: words.send }).click();
  await expect(guestName).toBeFocused();
  await expect(guestName).toHaveAttribute('aria-invalid', 'true');
  await guestName.fill(MUM.name);
  await form.getByRole('textbox', { name: words.theirPhone, exact: true }).fill(MUM.phone);
  await form
    .getByRole('group', { name: words.sendTo })
    .getByRole('radio', { name: words.them })
    .check();
  // What was typed stays while the choice changes.
  await expect(form.getByRole('textbox', { name: words.name, exact: true })).toHaveValue(ME.name);
  await form.getByRole('button', { name: words.send }).click();
}

test.describe('booking a massage for her mother', { tag: '@phone' }, () => {
  test('in English on the listing page: both named, the confirmation to Mum, her calendar entry', async ({
    page,
  }) => {
    await open(page, '/services/serenity-day-spa');
    const form = page.locator('#book form');
    await bookForMum(form, en, 'Tuesday 24 November');
    const lines = await message(form, 'Send on WhatsApp');
    expect(lines[0]).toContain('Hot stone massage (90 min)');
    expect(lines[0]).toContain('on Tuesday 24 November at 14:00');
    expect(lines.slice(1, 4)).toEqual([
      'My name is Achieng Otieno, mobile +254712345678.',
      'This is for Grace Achieng, mobile +254722000111.',
      'Please send the confirmation and the deposit details to Grace Achieng on +254722000111.',
    ]);
    expect(lines).toContain(
      'Deposit: Kes 1,875 (25% of Kes 7,500), by M-Pesa to Paybill 482615, account SERENITY, once you confirm.',
    );
    const next = form.getByRole('region', { name: en.next });
    await expect(next).toContainText(
      'Grace Achieng receives the confirmation and the deposit details on +254722000111.',
    );
    const ics = await calendarLines(next.getByRole('link', { name: 'Add to calendar' }));
    expect(ics).toContain(
      'SUMMARY:Grace Achieng: Hot stone massage (90 min) at Serenity Day Spa (requested)',
    );
    expect(ics.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:For Grace Achieng\\, mobile \+254722000111\. Requested by Achieng Otieno\./,
    );
    await expectNoSeriousA11yIssues(page);
  });

  test('in Kiswahili in the booking widget', async ({ page }) => {
    await open(page, '/sw/embed/serenity-day-spa');
    const form = page.locator('form').first();
    await bookForMum(form, sw, 'Jumanne, 24 Novemba');
    const lines = await message(form, /^Tuma kwa WhatsApp/);
    expect(lines.slice(1, 4)).toEqual([
      'Jina langu ni Achieng Otieno, simu +254712345678.',
      'Ni kwa ajili ya Grace Achieng, simu +254722000111.',
      'Tafadhali mtumie Grace Achieng uthibitisho na maelezo ya malipo ya awali kupitia +254722000111.',
    ]);
    const next = form.getByRole('region', { name: sw.next });
    await expect(next).toContainText(
      'Grace Achieng atapokea uthibitisho na maelezo ya malipo ya awali kupitia +254722000111.',
    );
    const ics = await calendarLines(next.getByRole('link', { name: /^Ongeza kwenye kalenda/ }));
    expect(ics.find((line) => line.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Grace Achieng: /);
  });
});

test('in Kiswahili on the listing page, the confirmation to herself; in the English widget too', async ({
  page,
}) => {
  await open(page, '/sw/services/serenity-day-spa');
  const form = page.locator('#book form');
  await bookForMum(form, sw, 'Jumanne, 24 Novemba');
  await form.getByRole('group', { name: sw.sendTo }).getByRole('radio', { name: 'Mimi' }).check();
  // A change makes the written-out request stale: send again.
  await form.getByRole('button', { name: sw.send }).click();
  expect((await message(form, 'Tuma kwa WhatsApp')).slice(2, 4)).toEqual([
    'Ni kwa ajili ya Grace Achieng, simu +254722000111.',
    'Tafadhali nitumie uthibitisho na maelezo ya malipo ya awali.',
  ]);
  await expect(form.getByRole('region', { name: sw.next })).toContainText(
    'Utapokea uthibitisho na maelezo ya malipo ya awali.',
  );

  await open(page, '/embed/serenity-day-spa');
  const widget = page.locator('form').first();
  await bookForMum(widget, en, 'Tuesday 24 November');
  expect((await message(widget, /^Send on WhatsApp/)).slice(2, 4)).toEqual([
    'This is for Grace Achieng, mobile +254722000111.',
    'Please send the confirmation and the deposit details to Grace Achieng on +254722000111.',
  ]);
});

test('a class spot and the waitlist ask the same, and say who gets the reply', async ({ page }) => {
  await open(page, '/services/karen-fitness-hub');
  const classForm = page.locator('#class-request form');
  await expect(classForm.getByRole('button', { name: 'Send on WhatsApp' })).toBeEnabled();
  await classForm.getByLabel('Class').selectOption({ label: 'Spin, Thursday 18:00' });
  await classForm.getByLabel('Date').selectOption({ label: 'Thursday 26 November' });
  await classForm.getByRole('textbox', { name: 'Name', exact: true }).fill(ME.name);
  await classForm.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(ME.phone);
  await classForm.getByRole('radio', { name: 'Someone else' }).check();
  await classForm.getByRole('textbox', { name: 'Their name', exact: true }).fill('Brian Otieno');
  await classForm.getByRole('textbox', { name: 'Their phone number', exact: true }).fill(MUM.phone);
  await classForm.getByRole('button', { name: 'Send on WhatsApp' }).click();
  expect((await message(classForm, 'Send on WhatsApp')).slice(1, 4)).toEqual([
    'My name is Achieng Otieno, mobile +254712345678.',
    'This is for Brian Otieno, mobile +254722000111.',
    'Please send the confirmation and the deposit details to me.',
  ]);
  const classIcs = await calendarLines(
    classForm.getByRole('region', { name: 'What happens next' }).getByRole('link', {
      name: 'Add to calendar',
    }),
  );
  expect(classIcs.find((line) => line.startsWith('SUMMARY:'))).toMatch(
    /^SUMMARY:Brian Otieno: Spin/,
  );

  const waitlist = page.locator('#waitlist form');
  await waitlist.getByLabel('Service').selectOption('Spin class');
  await waitlist.getByRole('checkbox', { name: 'Saturday 28 November' }).check();
  await waitlist.getByLabel('From').selectOption('06:00');
  await waitlist.getByLabel('Until').selectOption('08:00');
  await waitlist.getByRole('textbox', { name: 'Name', exact: true }).fill(ME.name);
  await waitlist.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(ME.phone);
  await waitlist.getByRole('radio', { name: 'Someone else' }).check();
  await waitlist.getByRole('textbox', { name: 'Their name', exact: true }).fill('Brian Otieno');
  await waitlist.getByRole('textbox', { name: 'Their phone number', exact: true }).fill(MUM.phone);
  await waitlist.getByRole('radio', { name: 'Them, on their number' }).check();
  await waitlist.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const lines = await message(waitlist, 'Send on WhatsApp');
  expect(lines).toContain('This is for Brian Otieno, mobile +254722000111.');
  expect(lines).toContain(
    'Please send the reply and the deposit details to Brian Otieno on +254722000111.',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Someone else" shows their fields, and the page’s own link asks whom it is for', async ({
    page,
  }) => {
    await page.goto('/services/serenity-day-spa');
    const book = page.locator('#book');
    const guestName = book.getByRole('textbox', { name: 'Their name', exact: true });
    await expect(guestName).toBeHidden();
    await book.getByRole('radio', { name: 'Someone else' }).check();
    await expect(guestName).toBeVisible();
    await expect(
      book.getByRole('textbox', { name: 'Their phone number', exact: true }),
    ).toBeVisible();

    const link = book.getByRole('link', {
      name: 'Write to Serenity Day Spa on WhatsApp for them',
    });
    const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Hello Serenity Day Spa, I would like to book an appointment at Langata Road, next to Karen Triangle, Karen, Nairobi.',
      'This is for (their name), mobile (their number). Please send the confirmation to (me or them).',
    ]);
  });

  test('in Kiswahili', async ({ page }) => {
    await page.goto('/sw/services/serenity-day-spa');
    const link = page.locator('#book').getByRole('link', {
      name: 'Mwandikie Serenity Day Spa kwa WhatsApp kwa niaba yake',
    });
    const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
    expect(text.split('\n')[1]).toBe(
      'Ni kwa ajili ya (jina lake), simu (nambari yake). Tafadhali tumeni uthibitisho (kwangu au kwake).',
    );
  });
});
