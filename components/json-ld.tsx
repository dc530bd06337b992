import { jsonLdText, type JsonLdArgs, type JsonLdName } from '@/lib/json-ld';

/**
 * Structured data for search engines: `<JsonLd of="listing" args={[slug, lang]} />`, one of
 * lib/json-ld.ts's builders and its arguments. A server component: the data is in the page's
 * HTML, where search engines read it (and, like everything a server component renders, in the
 * page data React hydrates from).
 */
export function JsonLd<Name extends JsonLdName>({
  of,
  args,
}: {
  of: Name;
  args: JsonLdArgs<Name>;
}) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(of, args) }} />
  );
}
