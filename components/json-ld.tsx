'use client';

import { jsonLdText, type JsonLdArgs, type JsonLdName } from '#json-ld';

/**
 * Structured data for search engines: `<JsonLd of="listing" args={[slug, lang]} />`, one of
 * lib/json-ld.ts's builders and its arguments.
 *
 * A client component, so that the data is in the HTML once. What a server component renders
 * reaches the browser twice: as HTML, and again in the page data React hydrates from; a
 * listing's data was 0.8 KB gzip of every listing page's JavaScript, read by nobody. This
 * component builds the data itself while the page is rendered to HTML, where `#json-ld`
 * (package.json `imports`) is the builders, so the page data carries only the builder's name
 * and its arguments.
 */
export function JsonLd<Name extends JsonLdName>({
  of,
  args,
}: {
  of: Name;
  args: JsonLdArgs<Name>;
}) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(of, args) }}
    />
  );
}
