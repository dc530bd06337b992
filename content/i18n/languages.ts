/** The site's languages: English at the root, Kiswahili under /sw (lib/i18n.ts). */
export const languages = ['en', 'sw'] as const;

export type Lang = (typeof languages)[number];
