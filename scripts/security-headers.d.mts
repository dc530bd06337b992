import type { Element } from './site-pages.mjs';

export type Hashes = {
  scripts: string[];
  styleAttributes: string[];
  styleElements: string[];
  /** The page runs the search, whose Pagefind compiles WebAssembly. */
  webAssembly?: boolean;
};
export type Rule = { path: string; headers: [string, string][] };

export declare const HOST_LIMITS: { rules: number; lineLength: number };
export declare const SITE_HEADERS: [string, string][];
export declare const GUARD_HEADERS: [string, string][];
export declare const EMBED_PAGE_HEADERS: [string, string][];
export declare const EMBED_SCRIPT_HEADERS: [string, string][];
export declare const EMBED_PAGES: string[];
export declare const EMBED_SCRIPT: string;
export declare function headerRules(entries: {
  top: string[];
  sw: string[];
  pages?: { route: string; file: string; stylesheets: string[] }[];
}): Rule[];
export declare function ruleMatcher(pattern: string): (path: string) => boolean;
export declare function formOrigin(endpoint: string | undefined): string | undefined;
export declare function pageHashes(html: string, all?: Element[]): Hashes;
export declare function contentSecurityPolicy(
  hashes: Hashes,
  options?: { formEndpoint?: string },
): string;
export declare function withMetaPolicy(html: string, policy: string, all?: Element[]): string;
export declare function renderHeadersFile(rules: Rule[]): string;
export declare function hostLimitProblems(text: string): string[];
export declare function renderNginx(): string;
