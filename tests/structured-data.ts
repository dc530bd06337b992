import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { elements } from '../scripts/site-pages.mjs';

/**
 * A page's structured data checked by Google's rich-results rules, as Adobe's validator
 * applies them (@adobe/structured-data-validator, reading what @marbec/web-auto-extractor
 * finds). Offline: the rules ship in the package, and the schema.org vocabulary check, which
 * needs the vocabulary fetched, is left off (a Validator made without it skips that check).
 */
const validator = new Validator();
const extractor = new WebAutoExtractor();

export type StructuredDataReport = {
  /** How many JSON-LD blocks the page carries. */
  blocks: number;
  /** What fails the rules: "Product › offers[3] Offer: price or priceSpecification.price: …". */
  errors: string[];
  /** What the rules recommend and the page leaves out, in the same form. */
  warnings: string[];
};

const JSON_LD = 'application/ld+json';

export async function checkStructuredData(html: string): Promise<StructuredDataReport> {
  const found = elements(html);
  const jsonLd = found.filter((e) => e.tag === 'script' && e.attrs.type === JSON_LD);
  // Microdata and RDFa begin at an element that names a type; where none does, the extractor
  // finds the same in the JSON-LD blocks alone as in the whole page, in a fifth of the time.
  const typed = found.some((e) => 'itemtype' in e.attrs || 'typeof' in e.attrs);
  const source = typed
    ? html
    : jsonLd.map((e) => `<script type="${JSON_LD}">${e.text}</script>`).join('\n');
  const issues = await validator.validate(extractor.parse(source));
  // JSON-LD without schema.org's context means nothing to a search engine.
  const contextless = jsonLd
    .flatMap((e) => rootItems(e.text))
    .filter((item) => item['@context'] !== 'https://schema.org')
    .map((item) => `${item['@type'] ?? 'JSON-LD'}: @context: not "https://schema.org"`);
  return {
    blocks: jsonLd.length,
    errors: [...contextless, ...issues.filter((i) => i.severity === 'ERROR').map(describe)],
    warnings: issues.filter((i) => i.severity === 'WARNING').map(describe),
  };
}

/** "Product › offers[3] Offer: price or priceSpecification.price: <the validator's words>". */
function describe(issue: ValidationIssue): string {
  const where = (issue.path ?? [{ type: issue.rootType }])
    .map((step) => {
      const item = step.index !== undefined && step.property ? `[${step.index}]` : '';
      return [step.property && `${step.property}${item}`, step.type].filter(Boolean).join(' ');
    })
    .join(' › ');
  const fields = issue.fieldNames?.length ? `${issue.fieldNames.join(' or ')}: ` : '';
  return `${where}: ${fields}${issue.issueMessage}`;
}

/** The items a JSON-LD block holds at its root (none where it does not parse). */
function rootItems(text: string): Record<string, unknown>[] {
  try {
    return [JSON.parse(text)].flat();
  } catch {
    return []; // The extractor reports it: "Could not parse JSON-LD".
  }
}
