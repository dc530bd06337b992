/** The id of the element that holds a page's header, content and footer (app/[lang]/layout.tsx). */
export const SITE_ROOT_ID = 'site';
