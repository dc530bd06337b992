export declare const CACHE: string;
export declare function listingPages(id: string): string[];
export declare function listingHash(listing: unknown): string;
export declare function buildDay(epoch?: string): string;
export declare function sharedInputs(
  catalogue: object,
  options?: { day?: string; env?: Record<string, string | undefined> },
): string | undefined;
export declare function plan(): string;
export declare function reuse(): string;
export declare function keep(): string;
