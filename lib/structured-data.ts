import { headquarters } from '@/content/about';
import type { Plan } from '@/content/plans';
import { site } from '@/content/site';
import { absoluteUrl } from './metadata';

/**
 * schema.org data for search engines, built from the same content modules as the pages.
 * No ratings: reviews a business publishes about itself are not eligible, and we show none.
 */

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
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
      availableLanguage: ['en'],
    },
  };
}

/** The plans as Offers of one Product; a plan without a price is offered through sales. */
export function plansJsonLd(plans: readonly Plan[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: site.name,
    description: site.description,
    image: absoluteUrl('/images/og.png'),
    brand: { '@type': 'Brand', name: site.name },
    url: absoluteUrl('/pricing'),
    offers: plans.map((plan) =>
      plan.monthlyKes === null
        ? {
            '@type': 'Offer',
            name: plan.title,
            description: `${plan.summary} ${plan.priceNote}: contact sales.`,
            url: absoluteUrl('/demo'),
          }
        : {
            '@type': 'Offer',
            name: plan.title,
            description: plan.summary,
            price: plan.monthlyKes,
            priceCurrency: 'KES',
            url: absoluteUrl(`/signup?plan=${plan.id}`),
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
