import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe';
import { expectLayoutIntact, hostile, longMessage } from './hostile-input';

/** A field by its label; required fields' labels end in an asterisk that is not read out. */
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The form on /demo, on a fixed day so "in the past" means the same thing in every run. */
async function openDemoForm(page: Page) {
  await page.clock.setFixedTime(new Date('2026-03-02T10:00:00+03:00'));
  await page.goto('/demo');
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Request a demo by email' }) });
}

test('asks for every detail of a demo request', async ({ page }) => {
  const form = await openDemoForm(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const text of [
    'Name',
    'Business name',
    'Email',
    'Phone',
    'Business type',
    'Preferred date',
    'Preferred time',
    'Message',
  ]) {
    await expect(form.getByLabel(label(text))).toBeVisible();
  }
  const types = await form.getByLabel(label('Business type')).locator('option').allTextContents();
  expect(types).toEqual(
    expect.arrayContaining(['Salons & Barbers', 'Gym & Fitness', 'Legal Services', 'Other']),
  );
});

test('shows errors next to the fields, focuses the first and keeps what was typed', async ({
  page,
}) => {
  const form = await openDemoForm(page);
  await form.getByLabel(label('Business name')).fill('Kamau Cuts');
  await form.getByLabel(label('Email')).fill('kamau@');
  await form.getByLabel(label('Phone')).fill('12345');
  await form.getByLabel(label('Preferred date')).fill('2026-03-01');
  await form.getByLabel(label('Message')).fill('Two chairs in Westlands');
  await form.getByRole('button', { name: 'Request a demo by email' }).click();

  const name = form.getByLabel(label('Name'));
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Enter your name.');
  await expect(form.getByLabel(label('Email'))).toHaveAccessibleDescription(/email address like/);
  await expect(form.getByLabel(label('Phone'))).toHaveAccessibleDescription(
    'Enter a Kenyan mobile number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
  );
  await expect(form.getByLabel(label('Business type'))).toHaveAccessibleDescription(
    'Choose your business type.',
  );
  await expect(form.getByLabel(label('Preferred date'))).toHaveAccessibleDescription(
    'Choose a preferred date from today onwards.',
  );
  await expect(form.getByRole('status')).toHaveText('5 fields need your attention.');
  await expect(form.getByLabel(label('Business name'))).toHaveValue('Kamau Cuts');
  await expect(form.getByLabel(label('Message'))).toHaveValue('Two chairs in Westlands');

  // Today is fine; the error clears as the visitor corrects it.
  await form.getByLabel(label('Preferred date')).fill('2026-03-02');
  await expect(form.getByLabel(label('Preferred date'))).not.toHaveAccessibleDescription(
    /today onwards/,
  );
});

test('with no form endpoint, opens the email app with the request and says so', async ({
  page,
}) => {
  const form = await openDemoForm(page);
  await form.getByLabel(label('Name')).fill('Wanjiru Kamau');
  await form.getByLabel(label('Business name')).fill('Glow Beauty Lounge');
  await form.getByLabel(label('Email')).fill('wanjiru@example.com');
  await form.getByLabel(label('Phone')).fill('0712 345 678');
  await form.getByLabel(label('Business type')).selectOption({ label: 'Nail Salons' });
  await form.getByLabel(label('Preferred date')).fill('2026-03-10');
  await form.getByLabel(label('Preferred time')).selectOption({ label: '2:00 pm' });
  await form.getByLabel(label('Message')).fill('We have three nail technicians.');
  await form.getByRole('button', { name: 'Request a demo by email' }).click();

  // The text to copy, in view at once, and what happens next (issue 50).
  const handOver = form.getByRole('region', { name: 'Your demo request email' });
  await expect(handOver).toBeFocused();
  await expect(handOver).toBeInViewport();
  await expect(handOver.getByLabel('Text of the demo request email')).toHaveValue(
    /Business type: Nail Salons/,
  );
  await expect(handOver).toContainText('What happens next');
  const status = form.getByRole('status').first();
  await expect(status).toContainText('Your email app should now open');
  await expect(status).toContainText('Nothing was sent from this page');
  const href = await status
    .getByRole('link', { name: 'open the message again' })
    .getAttribute('href');
  expect(href).toMatch(/^mailto:hello@miadi\.co\.ke\?subject=Demo%20request&/);
  const body = decodeURIComponent(href!);
  for (const line of [
    'Name: Wanjiru Kamau',
    'Business name: Glow Beauty Lounge',
    'Business type: Nail Salons',
    'Preferred date: 2026-03-10',
    'Preferred time: 14:00',
    'Message: We have three nail technicians.',
  ]) {
    expect(body).toContain(line);
  }
  await expect(form.getByLabel(label('Business name'))).toHaveValue('Glow Beauty Lounge');
  await expect(form.getByLabel(label('Preferred date'))).toHaveValue('2026-03-10');
});

test(
  'takes emoji, right-to-left and HTML-like text and a 5,000-character message intact',
  { tag: '@phone' },
  async ({ page }) => {
    const form = await openDemoForm(page);
    const width = (await form.boundingBox())!.width;
    await form.getByLabel(label('Name')).fill(hostile.rtl);
    await form.getByLabel(label('Business name')).fill(`${hostile.emoji} ${hostile.html}`);
    await form.getByLabel(label('Email')).fill(hostile.longWord);
    await form.getByLabel(label('Message')).fill(longMessage);
    await form.getByRole('button', { name: 'Request a demo by email' }).click();
    await expect(form.getByLabel(label('Email'))).toHaveAccessibleDescription(/email address like/);

    await expect(form.getByLabel(label('Name'))).toHaveValue(hostile.rtl);
    await expect(form.getByLabel(label('Business name'))).toHaveValue(
      `${hostile.emoji} ${hostile.html}`,
    );
    await expect(form.getByLabel(label('Message'))).toHaveValue(longMessage);
    await expectLayoutIntact(page, form, width);
  },
);

test('says beside the button who receives the request and why, linking the Privacy Policy', async ({
  page,
}) => {
  const form = await openDemoForm(page);
  await expect(form).toContainText(
    'Miadi’s team receives these details, only to arrange your demo.',
  );
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('the demo page has no serious or critical accessibility findings', async ({ page }) => {
  const form = await openDemoForm(page);
  await form.getByRole('button', { name: 'Request a demo by email' }).click();
  await expect(form.getByRole('status')).toContainText('need your attention');
  await expectNoSeriousA11yIssues(page);
});

test('at /sw/demo, the page around the form is in Kiswahili', async ({ page }) => {
  await page.goto('/sw/demo');
  await expect(page).toHaveTitle('Omba onyesho | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ona Miadi ikifanya kazi kwa biashara yako',
  );
  for (const title of ['Omba onyesho lako', 'Utakachopata', 'Ungependa kuzungumza sasa?']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
});

test.describe('in Kiswahili', () => {
  test.skip(({ isMobile }) => isMobile, 'the words are the same at every width');
  // Whole journeys through a form: give them the slow-test allowance.
  test.slow();

  test('/sw/demo: an empty request gets Kiswahili errors and summary; the email fallback is Kiswahili', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-03-02T10:00:00+03:00'));
    await page.goto('/sw/demo');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Omba onyesho kwa barua pepe' }) });
    await form.getByRole('button', { name: 'Omba onyesho kwa barua pepe' }).click();
    await expect(form.getByLabel(label('Jina'))).toBeFocused();
    await expect(form.getByLabel(label('Jina'))).toHaveAccessibleDescription('Andika jina.');
    await expect(form.getByLabel(label('Aina ya biashara'))).toHaveAccessibleDescription(
      'Chagua aina ya biashara.',
    );
    await expect(form.getByRole('status')).toHaveText('Sehemu 5 zinahitaji kurekebishwa.');
    await form.getByLabel(label('Tarehe unayopendelea')).fill('2026-03-01');
    await form.getByRole('button', { name: 'Omba onyesho kwa barua pepe' }).click();
    await expect(form.getByLabel(label('Tarehe unayopendelea'))).toHaveAccessibleDescription(
      'Tarehe unayopendelea: chagua tarehe ya leo au ya baadaye.',
    );

    await form.getByLabel(label('Jina')).fill('Wanjiru Kamau');
    await form.getByLabel(label('Jina la biashara')).fill('Glow Beauty Lounge');
    await form.getByLabel(label('Barua pepe')).fill('wanjiru@example.com');
    await form.getByLabel(label('Nambari ya simu')).fill('0712 345 678');
    await form.getByLabel(label('Aina ya biashara')).selectOption('nails');
    await form.getByLabel(label('Tarehe unayopendelea')).fill('2026-03-10');
    await form.getByRole('button', { name: 'Omba onyesho kwa barua pepe' }).click();
    const status = form.getByRole('status').first();
    await expect(status).toContainText('Programu yako ya barua pepe inapaswa kufunguka sasa');
    const handOver = form.getByRole('region', { name: 'Barua pepe ya ombi lako la onyesho' });
    await expect(handOver).toBeFocused();
    await expect(handOver).toContainText('Hatua zinazofuata');
    const href = await status
      .getByRole('link', { name: 'fungua ujumbe tena' })
      .getAttribute('href');
    const mail = decodeURIComponent(href!);
    expect(mail).toContain('subject=Ombi la onyesho');
    expect(mail).toContain('Jina la biashara: Glow Beauty Lounge');
    expect(mail).toContain('Tarehe unayopendelea: 2026-03-10');
    expect(mail).toContain('Aina ya biashara: Saluni za Kucha');
    await expect(form).not.toContainText(/Enter|Choose|field|Your email|Privacy Policy|Any time/);
    await expect(form.getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute(
      'href',
      '/sw/privacy',
    );
  });
});
