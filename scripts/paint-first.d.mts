/** The inline script that adds a page's chunks after its first paint. */
export declare const LOADER: string;
/** The page with its chunk scripts and script preloads handed to LOADER. */
export declare function paintFirst(html: string): string;
