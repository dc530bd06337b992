import { CategoryTile } from '@/components/category-tile';
import { LocationCardItems } from '@/components/location-card-items';
import { BusinessCardBody, ProfessionalCardContent } from '@/components/listing-card-parts';
import { ServiceSuggestions } from '@/components/service-suggestions';
import { FooterEnd, FooterLinks } from '@/components/site-footer-regions';
import { SiteHeaderBar } from '@/components/site-header';
import { StatsItems, type StatsSource } from '@/components/stats-items';
import { TestimonialCard } from '@/components/testimonial-card';
import { dictionaryOf } from '@/content/dictionary';
import type { Lang } from './i18n';

/**
 * The parts of pages that are HTML and nothing else, by name, each drawn from what identifies
 * it. components/static-region.tsx renders one while the page is rendered to HTML (this module
 * is `#static-regions` there); lib/static-regions-browser.ts says why the browser never loads
 * it. What a region renders must need no script: links, popovers, <details>, a <dialog> opened
 * by an invoker command, native form controls. An island inside one would never hydrate.
 */
const regions = {
  siteHeader: (lang: Lang) => <SiteHeaderBar lang={lang} />,
  footerLinks: (lang: Lang) => <FooterLinks lang={lang} />,
  footerEnd: (lang: Lang) => <FooterEnd lang={lang} />,
  businessCard: (id: string, lang: Lang) => <BusinessCardBody id={id} lang={lang} />,
  professionalCard: (id: string, lang: Lang) => <ProfessionalCardContent id={id} lang={lang} />,
  serviceSuggestions: (lang: Lang) => <ServiceSuggestions lang={lang} />,
  locationCards: (lang: Lang) => <LocationCardItems lang={lang} />,
  categoryTile: (index: number, lang: Lang) => <CategoryTile index={index} lang={lang} />,
  stats: (lang: Lang, of: StatsSource) => <StatsItems lang={lang} of={of} />,
  servicesTestimonial: (lang: Lang) => (
    <TestimonialCard testimonial={dictionaryOf(lang).services.servicesTestimonial} lang={lang} />
  ),
};

export type RegionName = keyof typeof regions;
export type RegionArgs<Name extends RegionName> = Parameters<(typeof regions)[Name]>;

/** A region's content; null only in the browser, where the page's HTML already has it. */
export function regionContent<Name extends RegionName>(
  name: Name,
  args: RegionArgs<Name>,
): React.ReactElement | null {
  const render = regions[name] as (...args: RegionArgs<Name>) => React.ReactElement;
  return render(...args);
}
