import { expect, test } from '@playwright/test';
import { locations } from '@/content/locations';

test('tells who Miadi is, its figures, where it works and how to reach it', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About us | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Miadi in numbers' });
  for (const value of ['500+', '750+', '2,000+', '13+']) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
  }
  const where = page.getByRole('region', { name: 'Where we work' });
  await expect(where).toContainText('Kenya');
  for (const location of locations) {
    await expect(where.getByRole('link', { name: location.name })).toHaveAttribute(
      'href',
      `/services/in/${location.slug}`,
    );
  }
  const contact = page.getByRole('region', { name: 'Talk to us' });
  await expect(contact.getByRole('link', { name: '+254 709 180 400' })).toHaveAttribute(
    'href',
    'tel:+254709180400',
  );
  await expect(contact.getByRole('link', { name: 'hello@miadi.co.ke' })).toHaveAttribute(
    'href',
    'mailto:hello@miadi.co.ke',
  );
  await expect(contact).toContainText('P.O. Box 10532-00100, Nairobi, Kenya');
  await expect(contact.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo');
});

test('at /sw/about, speaks Kiswahili and leads to Kiswahili pages', async ({ page }) => {
  await page.goto('/sw/about');
  await expect(page).toHaveTitle('Kuhusu sisi | Miadi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tunasaidia biashara za huduma za Kenya kujaza ratiba zao',
  );
  await expect(page.getByRole('region', { name: 'Miadi kwa takwimu' })).toContainText(
    'Biashara washirika',
  );
  const where = page.getByRole('region', { name: 'Tunapofanya kazi' });
  await expect(where.getByRole('link', { name: 'Kilimani' })).toHaveAttribute(
    'href',
    '/sw/services/in/kilimani',
  );
  await expect(where).toContainText('Saluni na saluni za kucha');
  const contact = page.getByRole('region', { name: 'Zungumza nasi' });
  await expect(contact.getByRole('link', { name: 'Omba onyesho' })).toHaveAttribute(
    'href',
    '/sw/demo',
  );
  await expect(contact.getByRole('link', { name: 'Tutumie ujumbe' })).toHaveAttribute(
    'href',
    '/sw#contact-us',
  );
});
