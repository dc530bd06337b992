export declare const projectRoot: string;
export declare function sourcesReachedFrom(entries: string[]): string[];
