export type Summary = {
  median: number;
  min: number;
  max: number;
  q1: number;
  q3: number;
  n: number;
};
export declare function quantile(values: readonly number[], q: number): number;
export declare function median(values: readonly number[]): number;
export declare function summary(values: readonly number[]): Summary;
export declare function templateSegments(pageFile: string): string[];
export declare function matchesTemplate(segments: readonly string[], route: string): boolean;
export declare function templateSamples(
  pageFiles: readonly string[],
  routes: readonly string[],
): { template: string; route: string }[];
