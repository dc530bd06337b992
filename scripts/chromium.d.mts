export declare function chromiumExecutable(): { path: string; bundled: boolean };
export declare function chromiumFlags(): string[];
