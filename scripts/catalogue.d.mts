export declare const COPY_DIR: string;
export declare const COPY: string;
export declare const SOURCE: string;
export declare function catalogueSource(
  value: string,
): { path: string } | { url: string } | { refused: string };
export declare function main(value?: string): Promise<string>;
