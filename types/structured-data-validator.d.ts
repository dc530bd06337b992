// Adobe's rich-results validator and the extractor it reads from ship no types; these are the
// parts tests/structured-data.ts uses, as their READMEs and sources describe them.

declare module '@marbec/web-auto-extractor' {
  /** What a page carries, by format, each keyed by its root items' @type. */
  export type ExtractedData = {
    jsonld: Record<string, object[]>;
    microdata: Record<string, object[]>;
    rdfa: Record<string, object[]>;
    errors: { message: string; format: string }[];
  };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';

  /** Where an issue sits: the root item's type, then each property and item on the way. */
  export type IssuePathStep = { type?: string; property?: string; index?: number };
  export type ValidationIssue = {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
    dataFormat: string;
    path?: IssuePathStep[];
    fieldNames?: string[];
  };
  export default class Validator {
    /** Without schema.org's vocabulary, its check (the one that needs it fetched) is off. */
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
