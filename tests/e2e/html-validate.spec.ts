import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { join } from 'node:path';
import { exportedPages, notFoundPage } from '../../scripts/site-pages.mjs';

// Every exported page is valid HTML by html-validate's recommended rules (.htmlvalidate.mjs
// says which rules are tuned, and why). Reads the files, so once, not per width.

test.skip(({ isMobile }) => isMobile, 'the files are the same at every width');

const validator = new HtmlValidate(new FileSystemConfigLoader());
const describe = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`;

for (const page of [...exportedPages('out'), notFoundPage]) {
  test(`${page.route} is valid HTML`, async () => {
    const file = join('out', page.file);
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.map(describe)).toEqual([]);
  });
}
