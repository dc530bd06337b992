import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedPages, notFoundPage } from '../../scripts/site-pages.mjs';

// Every exported page is valid HTML by html-validate's recommended rules (.htmlvalidate.mjs
// says which rules are tuned, and why). Reads the files, so once, not per width.

test.skip(({ isMobile }) => isMobile, 'the files are the same at every width');

const validator = new HtmlValidate(new FileSystemConfigLoader());
const describe = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`;

/**
 * Headless UI's TabGroup server-renders a hidden focus sentinel (an aria-hidden button that
 * forwards focus into the tabs) and removes it as soon as it hydrates. It is the library's
 * markup, not ours, so exactly that element is excused from `hidden-focusable`.
 */
const HEADLESS_UI_SENTINEL =
  '<button type="button" aria-hidden="true" style="position:fixed;top:1px;left:1px;width:1px;height:0;';
// The message points at the attribute; the element starts at the `<` before it.
const isHeadlessUiSentinel = (html: string, m: Message) =>
  m.ruleId === 'hidden-focusable' &&
  html.startsWith(HEADLESS_UI_SENTINEL, html.lastIndexOf('<', m.offset));

for (const page of [...exportedPages('out'), notFoundPage]) {
  test(`${page.route} is valid HTML`, async () => {
    const file = join('out', page.file);
    const html = readFileSync(file, 'utf8');
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.filter((m) => !isHeadlessUiSentinel(html, m)).map(describe)).toEqual([]);
  });
}
