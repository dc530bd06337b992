export function sourcesReachedFrom(entries: string[]): string[];
