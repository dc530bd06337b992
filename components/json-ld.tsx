/**
 * Structured data for search engines: `<JsonLd data={{ '@context': 'https://schema.org', … }} />`.
 * `<` is written as \u003c so no string in the data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
