import { headquarters } from '@/content/about';
import { dictionaryOf } from '@/content/dictionary';
import type { Plan } from '@/content/plans';
import { languages, localizePath, type Lang } from './i18n';
import { absoluteUrl } from './site-urls';

/**
 * schema.org data for search engines, built from the same content modules as the pages, in
 * the page's language: its words, and addresses in that language ("/sw/pricing").
 * No ratings: reviews a business publishes about itself are not eligible, and we show none.
 */

/** A path of this site, in `lang`, as an absolute URL. */
const urlIn = (path: string, lang: Lang) => absoluteUrl(localizePath(path, lang));

export function organizationJsonLd(lang: Lang) {
  const { site } = dictionaryOf(lang).site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: urlIn('/', lang),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/images/og.png'),
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: headquarters.locality,
      addressCountry: headquarters.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.contact.phone,
      email: site.contact.email,
      areaServed: headquarters.countryCode,
      availableLanguage: [...languages],
    },
  };
}

/** The page itself: its name, description and language, part of the site in that language. */
export function webPageJsonLd({
  lang,
  path,
  title,
  description,
}: {
  lang: Lang;
  /** The page's route in English, as pageMetadata takes it. */
  path: string;
  title: string;
  description: string;
}) {
  const { site } = dictionaryOf(lang).site;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    description,
    url: urlIn(path, lang),
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', name: site.name, url: urlIn('/', lang), inLanguage: lang },
  };
}

/**
 * The priced plans as Offers of one Product. Every Offer has a price (Google requires one): a
 * plan with a custom price (Enterprise) is described on the page, and is no Offer here.
 */
export function plansJsonLd(plans: readonly Plan[], lang: Lang) {
  const { site } = dictionaryOf(lang).site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: site.name,
    description: site.description,
    image: absoluteUrl('/images/og.png'),
    brand: { '@type': 'Brand', name: site.name },
    url: urlIn('/pricing', lang),
    offers: plans.flatMap((plan) =>
      plan.monthlyKes === null
        ? []
        : {
            '@type': 'Offer',
            name: plan.title,
            description: plan.summary,
            price: plan.monthlyKes,
            priceCurrency: 'KES',
            url: urlIn(`/signup?plan=${plan.id}`, lang),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: plan.monthlyKes,
              priceCurrency: 'KES',
              billingDuration: 'P1M',
            },
          },
    ),
  };
}
