/*
 * What the browser needs of the site's configuration (content/site.ts): how to reach Miadi and
 * where the forms go. A module of its own because a module reaches the browser whole: every
 * page's newsletter form would otherwise carry the site's description and addresses too.
 */

export const contact = {
  phone: '+254 709 180 400',
  email: 'hello@miadi.co.ke',
  postalAddress: 'P.O. Box 10532-00100, Nairobi, Kenya',
} as const;

/** Where forms post JSON. Empty in the default build: forms open the visitor's email app. */
export const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT || '';
