export declare const DIR: string;
export declare const VARIANTS: number;
export declare function turned(hex: string, degrees: number): string;
export declare function variantOf(n: number): { hue: number; mirrored: boolean };
export declare function variant(svg: string, n: number): string;
export declare function drawingFile(category: string, n: number): string;
