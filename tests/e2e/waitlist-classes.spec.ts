import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe';

// The waitlist and class timetables (D29, issue 28 items 2 and 3), in both languages. This
// build has no form endpoint: requests are handed over by WhatsApp and email, every field in
// the message. Karen Fitness Hub's classes: Reformer Pilates Monday (3 spots left), Wednesday
// (full) and Saturday (2 left), counted Tuesday 24 November at 08:00; Spin Tuesday and
// Thursday and Vinyasa yoga Friday, with no count.

/** Monday 23 November 2026, 10:00 in Nairobi. */
async function open(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+03:00') });
  await page.goto(path);
}

/** An "Add to calendar" link's file, decoded, its folded lines joined again. */
async function calendarLines(link: Locator): Promise<string[]> {
  const ics = decodeURIComponent((await link.getAttribute('href'))!);
  return ics.replace(/\r\n /g, '').split('\r\n');
}

/** The WhatsApp and email hand-overs' messages, decoded. */
async function handedOver(form: Locator, whatsapp: string | RegExp, email: string | RegExp) {
  const chat = new URL((await form.getByRole('link', { name: whatsapp }).getAttribute('href'))!);
  const mail = new URL((await form.getByRole('link', { name: email }).getAttribute('href'))!);
  return {
    chat: `${chat.origin}${chat.pathname}`,
    text: chat.searchParams.get('text'),
    to: mail.pathname,
    subject: mail.searchParams.get('subject'),
    body: mail.searchParams.get('body'),
  };
}

/** The days and classes of the timetable a visitor sees. */
async function visibleTimetable(classes: Locator) {
  // Each day is a region named by its heading.
  const days = classes.getByRole('region').getByRole('heading').filter({ visible: true });
  const cards = classes.getByRole('region').getByRole('listitem').filter({ visible: true });
  return { days: await days.allTextContents(), classes: await cards.count() };
}

test.describe('the timetable without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the whole week, Monday first, with spots only where the data counts them', async ({
    page,
  }) => {
    await page.goto('/services/karen-fitness-hub');
    const classes = page.getByRole('region', { name: 'Classes' });
    expect(await visibleTimetable(classes)).toEqual({
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      classes: 6,
    });
    const monday = classes.getByRole('region', { name: 'Monday' }).getByRole('listitem');
    await expect(monday).toContainText('Reformer Pilates');
    await expect(monday).toContainText('07:00 · 50 min');
    await expect(monday).toContainText('Instructor: Wendy Nyambura');
    await expect(monday).toContainText('Level: Beginner');
    await expect(monday).toContainText('Up to 8 people');
    await expect(monday).toContainText('Kes 2,000');
    await expect(monday).toContainText('3 spots left as of Tuesday 24 November, 08:00');
    const wednesday = classes.getByRole('region', { name: 'Wednesday' });
    await expect(wednesday).toContainText('Full as of Tuesday 24 November, 08:00');
    await expect(
      wednesday.getByRole('link', { name: 'Join the waitlist Reformer Pilates, Wednesday 07:00' }),
    ).toHaveAttribute('href', '#class-request');
    // Spin has no count: nothing is said about how full it is.
    const tuesday = classes.getByRole('region', { name: 'Tuesday' });
    await expect(tuesday).toContainText('Spin');
    await expect(tuesday).not.toContainText(/spots? left|full as of/i);
    await expect(
      tuesday.getByRole('link', { name: 'Request a spot Spin, Tuesday 06:30' }),
    ).toBeVisible();
    // The filters wait for script rather than doing nothing; the request form's class select
    // is there.
    await expect(classes.getByLabel('Day', { exact: true })).toBeDisabled();
    await expect(page.locator('#class-request').getByLabel('Class')).toContainText(
      'Spin, Tuesday 06:30',
    );
  });

  test('in Kiswahili: weekdays, levels, the Swahili clock, the owner’s words in Kiswahili', async ({
    page,
  }) => {
    await page.goto('/sw/services/karen-fitness-hub');
    const classes = page.getByRole('region', { name: 'Madarasa' });
    expect(await visibleTimetable(classes)).toEqual({
      days: ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
      classes: 6,
    });
    const monday = classes.getByRole('region', { name: 'Jumatatu' }).getByRole('listitem');
    await expect(monday).toContainText('Mkufunzi: Wendy Nyambura');
    await expect(monday).toContainText('Kiwango: Wanaoanza');
    await expect(monday).toContainText('saa 1 asubuhi (07:00) · dakika 50');
    await expect(monday).toContainText('Hadi watu 8');
    await expect(monday).toContainText(
      'Nafasi 3 zimebaki kufikia Jumanne, 24 Novemba, saa 2 asubuhi (08:00)',
    );
    // The catalogue gives the class its Kiswahili name (the same words), so nothing is marked
    // as English; "Pilates ya mkeka" at Shanti is the owner's Kiswahili for "Mat Pilates".
    await expect(monday).toContainText('Reformer Pilates');
    await expect(monday.locator('[lang="en"]')).toHaveCount(0);
    await expect(classes.getByRole('region', { name: 'Jumatano' })).toContainText(
      'Limejaa kufikia Jumanne, 24 Novemba',
    );
  });
});

test('filters by day and by level', async ({ page }) => {
  await open(page, '/services/karen-fitness-hub');
  const classes = page.getByRole('region', { name: 'Classes' });
  const day = classes.getByLabel('Day', { exact: true });
  const level = classes.getByLabel('Level', { exact: true });
  await expect(day).toBeEnabled();
  await day.selectOption({ label: 'Tuesday' });
  expect(await visibleTimetable(classes)).toEqual({ days: ['Tuesday'], classes: 1 });
  await day.selectOption({ label: 'Every day' });
  await level.selectOption({ label: 'Beginner' });
  expect(await visibleTimetable(classes)).toEqual({ days: ['Monday'], classes: 1 });
  await day.selectOption({ label: 'Tuesday' });
  const none = classes.getByText('No class matches: choose another day or level.');
  await expect(none).toBeVisible();
  expect(await visibleTimetable(classes)).toEqual({ days: [], classes: 0 });
  await level.selectOption({ label: 'Any level' });
  await day.selectOption({ label: 'Every day' });
  expect((await visibleTimetable(classes)).classes).toBe(6);
  await expect(none).toHaveCount(0);
  await expectNoSeriousA11yIssues(page, '#classes');
});

test(
  'a list on a phone, the days as columns on a desktop',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/services/karen-fitness-hub');
    const classes = page.getByRole('region', { name: 'Classes' });
    const monday = (await classes.getByRole('heading', { name: 'Monday' }).boundingBox())!;
    const tuesday = (await classes.getByRole('heading', { name: 'Tuesday' }).boundingBox())!;
    if (testInfo.project.name === 'phone') {
      expect(tuesday.y).toBeGreaterThan(monday.y);
      expect(tuesday.x).toBe(monday.x);
    } else {
      expect(tuesday.y).toBe(monday.y);
      expect(tuesday.x).toBeGreaterThan(monday.x);
    }
  },
);

test('a waitlist request reaches WhatsApp and email with every field', async ({ page }) => {
  await open(page, '/services/glow-nail-bar');
  await page.getByRole('link', { name: 'No time that suits? Join the waitlist' }).click();
  await expect(page).toHaveURL(/#waitlist$/);
  const form = page.locator('#waitlist form');
  await expect(form.getByRole('button', { name: 'Send on WhatsApp' })).toBeEnabled();
  await form.getByLabel('Service').selectOption('Pedicure');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const days = form.getByRole('group', { name: 'Days that suit you' });
  await expect(days).toBeFocused();
  await expect(days).toContainText('Tick at least one day that suits you.');

  await days.getByRole('checkbox', { name: 'Tuesday 24 November' }).check();
  await days.getByRole('checkbox', { name: 'Saturday 28 November' }).check();
  await form.getByLabel('From').selectOption('16:00');
  await form.getByLabel('Until').selectOption('12:00');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wanjiru Kamau');
  await form.getByLabel('Mobile number').fill('0712 345 678');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(form.getByLabel('Until')).toHaveAccessibleDescription(
    'Choose an end time later than the start time.',
  );
  await form.getByLabel('Until').selectOption('18:30');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();

  const message = [
    'Hello Glow Nail Bar, no time suits me at the moment for Pedicure (Kes 1,500). Please contact me if a place frees up on Tuesday 24 November; Saturday 28 November, between 16:00 and 18:30, at Argwings Kodhek Road, opposite Yaya Centre, Kilimani, Nairobi.',
    'My name is Wanjiru Kamau, mobile +254712345678.',
    'I have read your booking policy: Free cancellation until 24 hours before your appointment. Cancelling later costs 50% of the price.',
    'Deposit: Kes 450 (30% of Kes 1,500), by M-Pesa to Paybill 522211, account GLOW, once you confirm.',
    'Thank you.',
  ].join('\n');
  expect(await handedOver(form, 'Send on WhatsApp', 'Send by email')).toEqual({
    chat: 'https://wa.me/254012483091',
    text: message,
    // Glow's listing gives an email address: the request goes to it (D32).
    to: 'bookings.glownailbar@example.com',
    subject: 'Waitlist request for Glow Nail Bar',
    body: message,
  });
  await expect(form).toContainText(
    'WhatsApp opens with your message to Glow Nail Bar: press send there. Nothing is sent until you do',
  );
  // Price, policy and deposit were shown before sending; what happens next follows (issue 50).
  await expect(form).toContainText('Price: Kes 1,500');
  const next = form.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('Glow Nail Bar will contact you if a place frees up.');
  // The calendar file holds the window, tentatively, on each day ticked (D32).
  const calendar = next.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('download', 'waitlist-request.ics');
  const ics = await calendarLines(calendar);
  expect(ics.filter((line) => line === 'STATUS:TENTATIVE')).toHaveLength(2);
  expect(ics).toEqual(
    expect.arrayContaining([
      'DTSTART;TZID=Africa/Nairobi:20261124T160000',
      'DTEND;TZID=Africa/Nairobi:20261124T183000',
      'DTSTART;TZID=Africa/Nairobi:20261128T160000',
      'DTEND;TZID=Africa/Nairobi:20261128T183000',
      'SUMMARY:Waitlist: Pedicure at Glow Nail Bar (not confirmed)',
      'LOCATION:Glow Nail Bar\\, Argwings Kodhek Road\\, opposite Yaya Centre\\, Kilimani\\, Nairobi',
    ]),
  );
  await expect(form).toContainText(
    'Glow Nail Bar receives your request, by WhatsApp or email, only to contact you if a place frees up.',
  );
  await expect(page.locator('#waitlist')).toContainText('no place is promised');

  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
  await form.getByRole('link', { name: 'Send on WhatsApp' }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/254012483091\?text=/);
});

test('in Kiswahili: a waitlist request on the Swahili clock', async ({ page }) => {
  await open(page, '/sw/services/glow-nail-bar');
  await page
    .getByRole('link', { name: 'Hakuna saa inayokufaa? Jiunge na orodha ya kusubiri' })
    .click();
  const form = page.locator('#waitlist form');
  await expect(form.getByRole('button', { name: 'Tuma kwa WhatsApp' })).toBeEnabled();
  await form.getByLabel('Huduma').selectOption('Pedicure');
  await form.getByRole('checkbox', { name: 'Jumatano, 25 Novemba' }).check();
  await form.getByLabel('Kuanzia').selectOption({ label: 'saa 3 asubuhi (09:00)' });
  await form.getByLabel('Hadi').selectOption({ label: 'saa 6 mchana (12:00)' });
  await form.getByRole('textbox', { name: 'Jina', exact: true }).fill('Wanjiru Kamau');
  await form.getByLabel('Nambari ya simu ya mkononi').fill('0712 345 678');
  await form.getByRole('button', { name: 'Tuma kwa WhatsApp' }).click();
  const message = [
    'Habari Glow Nail Bar, kwa sasa hakuna saa inayonifaa kwa Pedicure (Kes 1,500). Tafadhali wasiliana nami nafasi ikipatikana Jumatano, 25 Novemba, kati ya saa 3 asubuhi (09:00) na saa 6 mchana (12:00), katika Argwings Kodhek Road, mkabala na Yaya Centre, Kilimani, Nairobi.',
    'Jina langu ni Wanjiru Kamau, simu +254712345678.',
    'Nimesoma sera yenu ya miadi: Unaweza kughairi bila malipo hadi masaa 24 kabla ya miadi yako. Ukighairi baadaye, ada ni 50% ya bei.',
    'Malipo ya awali: Kes 450 (30% ya Kes 1,500), kwa M-Pesa kwa Paybill 522211, akaunti GLOW, mkishathibitisha.',
    'Asante.',
  ].join('\n');
  expect(await handedOver(form, 'Tuma kwa WhatsApp', 'Tuma kwa barua pepe')).toEqual({
    chat: 'https://wa.me/254012483091',
    text: message,
    to: 'bookings.glownailbar@example.com',
    subject: 'Ombi la orodha ya kusubiri kwa Glow Nail Bar',
    body: message,
  });
  const calendar = form
    .getByRole('region', { name: 'Hatua zinazofuata' })
    .getByRole('link', { name: 'Ongeza kwenye kalenda' });
  await expect(calendar).toHaveAttribute('download', 'ombi-la-orodha-ya-kusubiri.ics');
  expect(await calendarLines(calendar)).toEqual(
    expect.arrayContaining([
      'DTSTART;TZID=Africa/Nairobi:20261125T090000',
      'DTEND;TZID=Africa/Nairobi:20261125T120000',
      'SUMMARY:Orodha ya kusubiri: Pedicure kwa Glow Nail Bar (haijathibitishwa)',
      'STATUS:TENTATIVE',
    ]),
  );
});

test('a class request, chosen from the timetable, reaches WhatsApp and email', async ({ page }) => {
  await open(page, '/services/karen-fitness-hub');
  const form = page.locator('#class-request form');
  await expect(form.getByRole('button', { name: 'Send on WhatsApp' })).toBeEnabled();
  await page.getByRole('link', { name: 'Request a spot Spin, Tuesday 06:30' }).click();
  await expect(page).toHaveURL(/#class-request$/);
  await expect(form.getByLabel('Class')).toHaveValue('2-06:30-Spin');
  await expect(form.getByLabel('Date').getByRole('option')).toHaveText([
    'Choose a date',
    'Tuesday 24 November',
    'Tuesday 1 December',
    'Tuesday 8 December',
    'Tuesday 15 December',
  ]);
  await form.getByLabel('Date').selectOption({ label: 'Tuesday 8 December' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Mercy Chebet');
  await form.getByLabel('Mobile number').fill('0733 555 111');
  await form.getByLabel('Note').fill('First spin class');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const message = [
    'Hello Karen Fitness Hub, I would like a spot in Spin (Kes 1,000) with Priscilla Jepchirchir on Tuesday 8 December at 06:30, at Ngong Road, Karen, near the Karen Hospital turn-off, Karen, Nairobi.',
    'My name is Mercy Chebet, mobile +254733555111.',
    'I have read your booking policy: Free cancellation until 12 hours before your appointment. Cancelling later costs 50% of the price.',
    'Deposit: Kes 500 (50% of Kes 1,000), by M-Pesa to Paybill 726483, account KFH, once you confirm.',
    'Note: First spin class',
    'Thank you.',
  ].join('\n');
  expect(await handedOver(form, 'Send on WhatsApp', 'Send by email')).toEqual({
    chat: 'https://wa.me/254006958312',
    text: message,
    to: 'hello@miadi.co.ke',
    subject: 'Class spot request for Karen Fitness Hub',
    body: message,
  });
  // Karen's listing gives no email address: Miadi passes the email on, and the page says so.
  await expect(form).toContainText(
    'or by email to Miadi at hello@miadi.co.ke, who pass it on to Karen Fitness Hub, or copy it.',
  );
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
    'A Kenyan mobile number, like 0712 345 678. The confirmation comes by WhatsApp.',
  );
  // What happens next, with the class's own day and time as a tentative calendar entry.
  const next = form.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('pay the deposit of Kes 500 by M-Pesa to Paybill 726483');
  const ics = decodeURIComponent(
    (await next.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
  );
  expect(ics).toContain('DTSTART;TZID=Africa/Nairobi:20261208T063000');
  expect(ics).toContain('STATUS:TENTATIVE');

  // A full class offers its waitlist instead.
  await page
    .getByRole('link', { name: 'Join the waitlist Reformer Pilates, Wednesday 07:00' })
    .click();
  await expect(form).toContainText('This class is full. Send this to join its waitlist');
  await form.getByLabel('Date').selectOption({ label: 'Wednesday 25 November' });
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const waitlist = await handedOver(form, 'Send on WhatsApp', 'Send by email');
  expect(waitlist.text).toBe(
    [
      'Hello Karen Fitness Hub, I would like a spot in Reformer Pilates (Kes 2,000) with Wendy Nyambura on Wednesday 25 November at 07:00, at Ngong Road, Karen, near the Karen Hospital turn-off, Karen, Nairobi.',
      'I know it is full: please contact me if a spot frees up.',
      'My name is Mercy Chebet, mobile +254733555111.',
      'I have read your booking policy: Free cancellation until 12 hours before your appointment. Cancelling later costs 50% of the price.',
      'Deposit: Kes 1,000 (50% of Kes 2,000), by M-Pesa to Paybill 726483, account KFH, once you confirm.',
      'Note: First spin class',
      'Thank you.',
    ].join('\n'),
  );
  await expectNoSeriousA11yIssues(page, '#classes');
});

test('in Kiswahili: a class request with its date and time in Kiswahili', async ({ page }) => {
  await open(page, '/sw/services/karen-fitness-hub');
  const form = page.locator('#class-request form');
  await expect(form.getByRole('button', { name: 'Tuma kwa WhatsApp' })).toBeEnabled();
  await page
    .getByRole('link', { name: 'Omba nafasi Yoga ya Vinyasa, Ijumaa saa 11:30 jioni (17:30)' })
    .click();
  await form.getByLabel('Tarehe').selectOption({ label: 'Ijumaa, 27 Novemba' });
  await form.getByRole('textbox', { name: 'Jina', exact: true }).fill('Achieng Otieno');
  await form.getByLabel('Nambari ya simu ya mkononi').fill('0722 123 456');
  await form.getByRole('button', { name: 'Tuma kwa WhatsApp' }).click();
  const sent = await handedOver(form, 'Tuma kwa WhatsApp', 'Tuma kwa barua pepe');
  expect(sent).toMatchObject({
    chat: 'https://wa.me/254006958312',
    to: 'hello@miadi.co.ke',
    subject: 'Ombi la nafasi darasani kwa Karen Fitness Hub',
    body: sent.text,
  });
  const lines = sent.text!.split('\n');
  expect(lines[0]).toBe(
    'Habari Karen Fitness Hub, ningependa nafasi katika Yoga ya Vinyasa (Kes 1,200) na Priscilla Jepchirchir Ijumaa, 27 Novemba, saa 11:30 jioni (17:30), katika Ngong Road, Karen, karibu na kona ya kuingia Karen Hospital, Karen, Nairobi.',
  );
  expect(lines[1]).toBe('Jina langu ni Achieng Otieno, simu +254722123456.');
  expect(lines[2]).toMatch(/^Nimesoma sera yenu ya miadi: /);
  expect(lines[3]).toBe(
    'Malipo ya awali: Kes 600 (50% ya Kes 1,200), kwa M-Pesa kwa Paybill 726483, akaunti KFH, mkishathibitisha.',
  );
  await expect(form.getByRole('region', { name: 'Hatua zinazofuata' })).toContainText(
    'Ongeza kwenye kalenda',
  );
});

test('the booking widget offers the class request and the waitlist, links in new tabs', async ({
  page,
}) => {
  await open(page, '/embed/karen-fitness-hub');
  const classForm = page.locator('#class-request form');
  // Closed below the booking form until asked for (issue 41).
  await expect(classForm).toBeHidden();
  await page.locator('summary', { hasText: 'Request a spot in a class' }).click();
  await expect(classForm.getByRole('button', { name: 'Send on WhatsApp' })).toBeEnabled();
  await classForm.getByLabel('Class').selectOption({ label: 'Spin, Thursday 18:00' });
  await classForm.getByLabel('Date').selectOption({ label: 'Thursday 26 November' });
  await classForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Achieng Otieno');
  await classForm.getByLabel('Mobile number').fill('0722 123 456');
  await classForm.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const whatsapp = classForm.getByRole('link', {
    name: 'Send on WhatsApp (opens in a new tab)',
  });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const sent = await handedOver(classForm, /Send on WhatsApp/, /Send by email/);
  expect(sent.text).toContain('Spin (Kes 1,000)');
  expect(sent.text).toContain('on Thursday 26 November at 18:00');
  await expect(classForm).toContainText('or by email to Miadi at hello@miadi.co.ke');

  await page.getByRole('link', { name: 'No time that suits? Join the waitlist' }).click();
  const waitlist = page.locator('#waitlist form');
  await waitlist.getByLabel('Service').selectOption('Spin class');
  await waitlist.getByRole('checkbox', { name: 'Saturday 28 November' }).check();
  await waitlist.getByLabel('From').selectOption('06:00');
  await waitlist.getByLabel('Until').selectOption('08:00');
  await waitlist.getByRole('textbox', { name: 'Name', exact: true }).fill('Achieng Otieno');
  await waitlist.getByLabel('Mobile number').fill('0722 123 456');
  await waitlist.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(
    waitlist.getByRole('link', { name: 'Send by email (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  const request = await handedOver(waitlist, /Send on WhatsApp/, /Send by email/);
  expect(request.text).toContain(
    'for Spin class (Kes 1,000). Please contact me if a place frees up on Saturday 28 November, between 06:00 and 08:00',
  );
});

test('a class carried from a search leads to the timetable, not to a time the form makes up (D38)', async ({
  page,
}) => {
  await page.goto('/services/karen-fitness-hub?service=Reformer%20Pilates%20class#book');
  const book = page.locator('#book');
  await book
    .getByRole('link', {
      name: 'Reformer Pilates class is a class with its own times: choose one in the class timetable.',
    })
    .click();
  await expect(page).toHaveURL(/#classes$/);
  await expect(page.locator('#classes')).toBeInViewport();
  await expect(book.getByLabel(/^Service/)).toHaveValue('');
});
