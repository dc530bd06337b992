import { fixedKeys } from '@/content/i18n/types';
import * as enBusinessTypes from '@/content/business-types';
import * as enFeaturesMenu from '@/content/features-menu';
import * as enFooter from '@/content/footer';
import * as enNavigation from '@/content/navigation';
import * as enSharedLinks from '@/content/shared-links';
import * as enLanding from '@/content/landing';
import * as enPlans from '@/content/plans';
import * as enPricing from '@/content/pricing';
import * as enAbout from '@/content/about';
import * as enRegister from '@/content/register';
import * as enDemo from '@/content/demo';
import * as enServices from '@/content/services';
import * as enGym from '@/content/gym';
import * as enUi from '@/content/i18n/ui';
import { siteRoutes } from '@/lib/routes';
import * as enLegal from '@/content/legal';
import * as enFeaturePages from '@/content/feature-pages';
import * as enBusinessTypePages from '@/content/business-type-pages';
import * as enLocations from '@/content/locations';
import * as enSite from '@/content/site';
import * as enFormPrivacy from '@/content/form-privacy';
import * as enAuth from '@/content/auth';
import * as enSignup from '@/content/signup';
import * as enPayment from '@/content/payment';
import * as enListingPage from '@/content/listing-page';
import * as enAreaPages from '@/content/area-pages';
import * as enBlogIndex from '@/content/blog-index';
import * as swBusinessTypes from '@/content/sw/business-types';
import * as swFeaturesMenu from '@/content/sw/features-menu';
import * as swFooter from '@/content/sw/footer';
import * as swNavigation from '@/content/sw/navigation';
import * as swSharedLinks from '@/content/sw/shared-links';
import * as swLanding from '@/content/sw/landing';
import * as swPlans from '@/content/sw/plans';
import * as swPricing from '@/content/sw/pricing';
import * as swAbout from '@/content/sw/about';
import * as swRegister from '@/content/sw/register';
import * as swDemo from '@/content/sw/demo';
import * as swServices from '@/content/sw/services';
import * as swGym from '@/content/sw/gym';
import * as swUi from '@/content/sw/ui';
import * as swLegal from '@/content/sw/legal';
import * as swFeaturePages from '@/content/sw/feature-pages';
import * as swBusinessTypePages from '@/content/sw/business-type-pages';
import * as swLocations from '@/content/sw/locations';
import * as swSite from '@/content/sw/site';
import * as swFormPrivacy from '@/content/sw/form-privacy';
import * as swAuth from '@/content/sw/auth';
import * as swSignup from '@/content/sw/signup';
import * as swPayment from '@/content/sw/payment';
import * as swListingPage from '@/content/sw/listing-page';
import * as swAreaPages from '@/content/sw/area-pages';
import * as swBlogIndex from '@/content/sw/blog-index';

/**
 * Every Kiswahili module against its English source: the same exports, keys and list
 * lengths, and the same addresses, identifiers, numbers and prices, so that neither can
 * drift while the other is edited. Words themselves are the translator's to choose.
 */
type Module = Record<string, unknown>;

/** English exports that hold no words a visitor reads (addresses, helpers, derived lists). */
const notCopy: Record<string, readonly string[]> = {
  site: ['telHref', 'telText'],
  'business-types': ['businessTypesIndexHref', 'businessTypes'],
  'features-menu': ['featuresIndexHref', 'features'],
  about: ['headquarters'],
  plans: ['landingPlans'],
  signup: ['defaultCountry'],
  payment: ['defaultPaymentMethod'],
};

const pairs: [name: string, english: Module, kiswahili: Module][] = [
  ['site', enSite, swSite],
  ['navigation', enNavigation, swNavigation],
  ['shared-links', enSharedLinks, swSharedLinks],
  ['business-types', enBusinessTypes, swBusinessTypes],
  ['features-menu', enFeaturesMenu, swFeaturesMenu],
  ['footer', enFooter, swFooter],
  ['locations', enLocations, swLocations],
  ['business-type-pages', enBusinessTypePages, swBusinessTypePages],
  ['feature-pages', enFeaturePages, swFeaturePages],
  ['legal', enLegal, swLegal],
  ['ui', enUi, swUi],
  ['gym', enGym, swGym],
  ['services', enServices, swServices],
  ['demo', enDemo, swDemo],
  ['register', enRegister, swRegister],
  ['about', enAbout, swAbout],
  ['pricing', enPricing, swPricing],
  ['plans', enPlans, swPlans],
  ['landing', enLanding, swLanding],
  ['form-privacy', enFormPrivacy, swFormPrivacy],
  ['auth', enAuth, swAuth],
  ['signup', enSignup, swSignup],
  ['payment', enPayment, swPayment],
  ['listing-page', enListingPage, swListingPage],
  ['area-pages', enAreaPages, swAreaPages],
  ['blog-index', enBlogIndex, swBlogIndex],
];

const fixed = new Set<string>(fixedKeys);
/**
 * `feature` and `related` hold feature slugs in register.ts and feature-pages.ts, but words
 * elsewhere (a pricing row, a section heading), so their slugs are checked by value.
 */
const featureSlugs = new Set<string>(enFeaturesMenu.features.map((feature) => feature.slug));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXTERNAL = /^(?:#|https?:|mailto:|tel:)/;
/** A link: outside this site, or to one of its pages ("/about", "/#contact-us", "/signup?plan=…"). */
const isAddress = (text: string) =>
  EXTERNAL.test(text) || siteRoutes.includes(text.split(/[?#]/)[0] || '/');
const KES = /Kes\s?[\d,]+/g;
/** A message's named placeholder, "{name}" (lib/template.ts). */
const SLOT = /\{(\w+)\}/g;

/** A message's slots, in lower case: fill() gives "{label}" and "{Label}" the same value. */
const slotsOf = (text: string) => [...text.matchAll(SLOT)].map((match) => match[1]!.toLowerCase());

/**
 * Text that is the same in both languages: names of people and businesses, the paid plans'
 * names, figures, and words Kiswahili borrows as they are. Anything else left equal to the
 * English was most likely spread from it and never translated.
 */
const KEPT_WORDS = new Set([
  'spa',
  'Gym',
  'Standard',
  'Professional',
  'Enterprise',
  'Miadi',
  'M-Pesa',
  'Kenya',
  'Australia',
  'Google',
  'Facebook',
]);
function sameInBothLanguages(text: string, key: string): boolean {
  return (
    ['name', 'business', 'email', 'phone', 'postalAddress'].includes(key) ||
    KEPT_WORDS.has(text) ||
    !/[a-z]{2}/.test(text.replace(SLOT, '')) ||
    (/^[^\s]+$/.test(text) && !/^[A-Z]?[a-z]+$/.test(text))
  );
}

/** Differences between `sw` and `en` at `path`, as readable lines. */
function drift(en: unknown, sw: unknown, path: string, key = ''): string[] {
  if (fixed.has(key) || typeof en === 'number' || typeof en === 'boolean' || en == null) {
    return JSON.stringify(en) === JSON.stringify(sw)
      ? []
      : [`${path}: must stay ${JSON.stringify(en)}`];
  }
  if (typeof en === 'string') {
    if (typeof sw !== 'string') return [`${path}: should be text`];
    if (
      isAddress(en) ||
      ISO_DATE.test(en) ||
      (['feature', 'related'].includes(key) && featureSlugs.has(en))
    ) {
      return en === sw ? [] : [`${path}: must stay ${en}`];
    }
    const problems: string[] = [];
    if ((en === '') !== (sw === '')) problems.push(`${path}: empty in one language only`);
    if (en === sw && en !== '' && !sameInBothLanguages(en, key)) {
      problems.push(`${path}: still in English: ${en}`);
    }
    if (/\bMiadi\b/.test(en) && !/\bMiadi\b/.test(sw))
      problems.push(`${path}: lost the name Miadi`);
    for (const slot of slotsOf(en)) {
      if (!slotsOf(sw).includes(slot)) problems.push(`${path}: lost the placeholder {${slot}}`);
    }
    for (const money of en.match(KES) ?? []) {
      if (!sw.includes(money)) problems.push(`${path}: lost the price ${money}`);
    }
    return problems;
  }
  if (typeof en === 'function' || typeof sw === 'function') return [`${path}: a function`];
  if (Array.isArray(en)) {
    if (!Array.isArray(sw)) return [`${path}: should be a list`];
    if (sw.length !== en.length) return [`${path}: ${sw.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => drift(item, sw[i], `${path}[${i}]`, key));
  }
  if (typeof sw !== 'object' || sw === null || Array.isArray(sw))
    return [`${path}: should be an object`];
  const enKeys = Object.keys(en).sort();
  const swKeys = Object.keys(sw).sort();
  if (enKeys.join() !== swKeys.join()) return [`${path}: keys ${swKeys} differ from ${enKeys}`];
  return enKeys.flatMap((k) => drift((en as Module)[k], (sw as Module)[k], `${path}.${k}`, k));
}

describe.each(pairs)('Kiswahili %s', (name, en, sw) => {
  it('translates every English export that holds copy, and exports nothing English lacks', () => {
    const words = (module: Module) =>
      Object.keys(module).filter((key) => typeof module[key] !== 'function');
    const copy = words(en).filter((key) => !(notCopy[name] ?? []).includes(key));
    expect(copy.filter((key) => !(key in sw))).toEqual([]);
    expect(words(sw).filter((key) => !(key in en))).toEqual([]);
  });

  it('keeps the English shape, addresses, identifiers, numbers and prices', () => {
    expect(Object.keys(sw).flatMap((key) => drift(en[key], sw[key], `${name}.${key}`))).toEqual([]);
  });
});

describe('the drift check itself', () => {
  it('reports a lost placeholder, a message left in English and a message that is a function', () => {
    const en = { sent: 'Request sent: {name} will confirm.', stars: '{rating} stars' };
    const sw = { sent: 'Ombi limetumwa.', stars: '{rating} stars' };
    expect(drift(en, sw, 'm')).toEqual([
      'm.sent: lost the placeholder {name}',
      'm.stars: still in English: {rating} stars',
    ]);
    expect(drift(en, { sent: 'Andika {Name}.', stars: () => 'nyota' }, 'm')).toEqual([
      'm.stars: should be text',
    ]);
    expect(drift({ stars: () => 'stars' }, { stars: () => 'nyota' }, 'm')).toEqual([
      'm.stars: a function',
    ]);
    expect(drift({ title: '{title} | {name}' }, { title: '{title} | {name}' }, 'm')).toEqual([]);
  });

  it('reports English left untranslated, but not names or figures', () => {
    const en = { title: 'Book now', name: 'Wanjiru Kamau', value: '500+', plan: 'Standard' };
    expect(drift(en, { ...en }, 'm')).toEqual(['m.title: still in English: Book now']);
  });

  it('reports a changed address, a lost price, a missing key and a shorter list', () => {
    const en = { a: { href: '/x', text: 'Kes 3,300 a month' }, list: ['one', 'two'], n: 3 };
    expect(drift(en, { a: { href: '/y', text: 'kwa mwezi' }, list: ['moja'], n: 3 }, 'm')).toEqual([
      'm.a.href: must stay "/x"',
      'm.a.text: lost the price Kes 3,300',
      'm.list: 1 items, English has 2',
    ]);
    expect(drift(en, { a: { href: '/x' }, list: ['moja', 'mbili'], n: 4 }, 'm')).toEqual([
      'm.a: keys href differ from href,text',
      'm.n: must stay 3',
    ]);
    expect(
      drift(
        en,
        { a: { href: '/x', text: 'Kes 3,300 kwa mwezi' }, list: ['moja', 'mbili'], n: 3 },
        'm',
      ),
    ).toEqual([]);
  });
});
