export declare const COPY_DIR: string;
export declare const COPY: string;
export declare const SOURCE: string;
export declare function catalogueSource(
  value: string,
): { path: string } | { url: string } | { refused: string };
export declare const HOST_BUILDS: readonly { name: string; variable: string; value: string }[];
export declare const SAMPLE_SITE: string;
export declare function sampleSiteProblem(
  catalogue: unknown,
  env: Record<string, string | undefined>,
  used: string,
): string | undefined;
export declare function main(
  value?: string,
  env?: Record<string, string | undefined>,
): Promise<string>;
