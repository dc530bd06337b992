export declare const LIMITS: { urls: number; bytes: number };
export declare const PARTS_DIR: string;
export declare function splitSitemap(
  xml: string,
  url: string,
  limits?: { urls: number; bytes: number },
): { index: string; parts: string[] } | undefined;
