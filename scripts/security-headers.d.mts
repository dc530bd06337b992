export type Hashes = { scripts: string[]; styleAttributes: string[]; styleElements: string[] };
export type Rule = { path: string; headers: [string, string][] };
export type Plan = {
  mode: 'per-route' | 'site-wide';
  rules: Rule[];
  ruleCount: number;
  longestLine: number;
  pages: { route: string; file: string; hashes: Hashes }[];
  notFoundPolicy: string | undefined;
  notFoundMetaPolicy: string | undefined;
  warnings: string[];
};

export declare const HOST_LIMITS: { rules: number; lineLength: number };
export declare const COMMON_HEADERS: [string, string][];
export declare const STATIC_ASSETS: Rule;
export declare function formOrigin(endpoint: string | undefined): string | undefined;
export declare function pageHashes(html: string): Hashes;
export declare function unionHashes(hashes: Hashes[]): Hashes;
export declare function contentSecurityPolicy(
  hashes: Hashes,
  options?: { formEndpoint?: string; meta?: boolean },
): string;
export declare function pathsOf(page: { route: string; file: string }): string[];
export declare function planHeaders(
  pages: { route: string; file: string; html: string }[],
  options?: { formEndpoint?: string; notFound?: string; mode?: 'auto' | 'per-route' | 'site-wide' },
): Plan;
export declare function renderHeadersFile(plan: Plan): string;
export declare function renderNginx(plan: Plan): string;
export declare function withMetaPolicy(html: string, policy: string): string;
