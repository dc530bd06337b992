import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { join } from 'node:path';
import { exportedHtml, pages } from './exported';
import { notFoundPage } from '../../scripts/site-pages.mjs';

// Every exported page is valid HTML by html-validate's recommended rules (.htmlvalidate.mjs
// says which rules are tuned, and why). Reads the files: desktop only. Each page is validated
// once, by the test that names it, so its tests may share the workers.

const validator = new HtmlValidate(new FileSystemConfigLoader());
const describe = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`;

for (const page of [...pages(), exportedHtml(notFoundPage.file)]) {
  test(`${page.route} is valid HTML`, async () => {
    const report = await validator.validateString(page.html, join('out', page.file));
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.map(describe)).toEqual([]);
  });
}
