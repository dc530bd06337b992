export declare const DESCRIPTION: { min: number; max: number };
export declare function checkSite(options: {
  dir?: string;
  siteUrl: string;
  ownWords?: readonly string[];
  shareImagePath?: (route: string) => string;
}): { problems: string[]; pages: number };
export declare function ownWords(file: string): string[];
