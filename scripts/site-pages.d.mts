export type ExportedPage = { file: string; route: string };
export type Element = {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  start: number;
  end: number;
};
export type PageJavaScript = {
  files: { src: string; gzip: number }[];
  external: number;
  inline: number;
  total: number;
};

export declare function routeOf(file: string): string;
export declare function htmlFiles(dir?: string): string[];
export declare function exportedPages(dir?: string): ExportedPage[];
export declare const notFoundPage: ExportedPage;
export declare function elements(html: string): Element[];
export declare function stylesheets(all: Element[]): string[];
export declare function isInlineScript(element: Pick<Element, 'tag' | 'attrs'>): boolean;
export declare function inlineScripts(html: string): string[];
export declare function styleAttributes(html: string): string[];
export declare function styleElements(html: string): string[];
export declare function isScriptElement(element: Pick<Element, 'tag' | 'attrs'>): boolean;
export declare function withoutScripts(html: string): string;
export declare function isNoindex(page: string | Element[]): boolean;
export declare function cspHash(text: string): string;
export declare function gzipSize(content: string | Buffer): number;
export declare function scriptSources(html: string): string[];
export declare function pageJavaScript(
  dir: string,
  html: string,
  sizes?: Map<string, number>,
): PageJavaScript;
export declare function siteJavaScript(dir?: string): (PageJavaScript & { route: string })[];
export declare function kilobytes(bytes: number): number;
export declare function navigationPayloads(dir: string): { files: string[]; emptied: string[] };
export declare function strayPayloads(dir: string): string[];
