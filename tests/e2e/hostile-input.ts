import { expect, type Locator, type Page } from '@playwright/test';

/** What visitors really type: emoji, right-to-left scripts, HTML-like text, long messages. */
export const hostile = {
  emoji: 'Wanjiru 👩🏾‍💼 🇰🇪 ✂️💅🏽',
  rtl: 'مرحبا بكم — שלום',
  html: '<img src=x onerror="window.__ran=1"><script>window.__ran=1</script></textarea>',
  /** A word longer than any line, which must wrap rather than widen the page. */
  longWord: 'Supercalifragilistic'.repeat(20),
};

/** A 5,000-character message holding all of the above. */
export const longMessage = Object.values(hostile).join(' ').padEnd(5000, ' Habari yako?');

/**
 * The page keeps its width and the form its size, and nothing typed ran. `before` is the
 * form's width measured before typing.
 */
export async function expectLayoutIntact(page: Page, form: Locator, before: number) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    ran: (window as { __ran?: number }).__ran,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.ran).toBeUndefined();
  expect((await form.boundingBox())!.width).toBeCloseTo(before, 0);
}
