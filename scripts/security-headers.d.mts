export type Hashes = { scripts: string[]; styleAttributes: string[]; styleElements: string[] };
export type Rule = { path: string; headers: [string, string][] };

export declare const HOST_LIMITS: { rules: number; lineLength: number };
export declare const SITE_HEADERS: [string, string][];
export declare const HEADER_RULES: Rule[];
export declare function formOrigin(endpoint: string | undefined): string | undefined;
export declare function pageHashes(html: string): Hashes;
export declare function contentSecurityPolicy(
  hashes: Hashes,
  options?: { formEndpoint?: string },
): string;
export declare function withMetaPolicy(html: string, policy: string): string;
export declare function renderHeadersFile(rules?: Rule[]): string;
export declare function hostLimitProblems(text: string): string[];
export declare function renderNginx(rules?: Rule[]): string;
