import type { Lang } from './i18n/languages';
import type { Translation } from './i18n/types';
import * as enAbout from './about';
import * as enAreaPages from './area-pages';
import * as enAuth from './auth';
import * as enBookingTerms from './booking-terms';
import * as enBookingWidget from './booking-widget';
import * as enBusinessTypePages from './business-type-pages';
import * as enBusinessTypes from './business-types';
import * as enCategoryPages from './category-pages';
import * as enClassTimetable from './class-timetable';
import * as enDeals from './deals';
import * as enDemo from './demo';
import * as enFeaturePages from './feature-pages';
import * as enFeaturesMenu from './features-menu';
import * as enFooter from './footer';
import * as enFormPrivacy from './form-privacy';
import * as enGym from './gym';
import { ui as enUi } from './i18n/ui';
import * as enLanding from './landing';
import * as enLegal from './legal';
import * as enListingPage from './listing-page';
import * as enLocations from './locations';
import * as enNavigation from './navigation';
import * as enPayment from './payment';
import * as enPlans from './plans';
import * as enPricing from './pricing';
import * as enFavourites from './favourites';
import * as enRegister from './register';
import * as enServices from './services';
import * as enSharedLinks from './shared-links';
import * as enSignup from './signup';
import * as enSite from './site';
import * as enWaitlist from './waitlist';
import * as enGiftVouchers from './gift-vouchers';
import * as swAbout from './sw/about';
import * as swAreaPages from './sw/area-pages';
import * as swAuth from './sw/auth';
import * as swBookingTerms from './sw/booking-terms';
import * as swBookingWidget from './sw/booking-widget';
import * as swBusinessTypePages from './sw/business-type-pages';
import * as swBusinessTypes from './sw/business-types';
import * as swCategoryPages from './sw/category-pages';
import * as swClassTimetable from './sw/class-timetable';
import * as swDeals from './sw/deals';
import * as swDemo from './sw/demo';
import * as swFeaturePages from './sw/feature-pages';
import * as swFeaturesMenu from './sw/features-menu';
import * as swFooter from './sw/footer';
import * as swFormPrivacy from './sw/form-privacy';
import * as swGym from './sw/gym';
import * as swLanding from './sw/landing';
import * as swLegal from './sw/legal';
import * as swListingPage from './sw/listing-page';
import * as swLocations from './sw/locations';
import * as swNavigation from './sw/navigation';
import * as swPayment from './sw/payment';
import * as swPlans from './sw/plans';
import * as swPricing from './sw/pricing';
import * as swFavourites from './sw/favourites';
import * as swRegister from './sw/register';
import * as swServices from './sw/services';
import * as swSharedLinks from './sw/shared-links';
import * as swSignup from './sw/signup';
import * as swSite from './sw/site';
import * as swWaitlist from './sw/waitlist';
import * as swGiftVouchers from './sw/gift-vouchers';
import { ui as swUi } from './sw/ui';

/**
 * Every word of the site in each language, one module per page or list, as content/ has
 * them. The Kiswahili modules are typed against the English ones (content/i18n/types.ts), so
 * a missing translation fails `tsc`. Exports that hold no words (addresses, helpers, derived
 * lists) are only in the English module and are imported from it directly.
 */
const english = {
  about: enAbout,
  areaPages: enAreaPages,
  auth: enAuth,
  bookingTerms: enBookingTerms,
  bookingWidget: enBookingWidget,
  businessTypePages: enBusinessTypePages,
  businessTypes: enBusinessTypes,
  categoryPages: enCategoryPages,
  classTimetable: enClassTimetable,
  deals: enDeals,
  demo: enDemo,
  favourites: enFavourites,
  featurePages: enFeaturePages,
  featuresMenu: enFeaturesMenu,
  footer: enFooter,
  formPrivacy: enFormPrivacy,
  giftVouchers: enGiftVouchers,
  gym: enGym,
  landing: enLanding,
  legal: enLegal,
  listingPage: enListingPage,
  locations: enLocations,
  navigation: enNavigation,
  payment: enPayment,
  plans: enPlans,
  pricing: enPricing,
  register: enRegister,
  services: enServices,
  sharedLinks: enSharedLinks,
  signup: enSignup,
  site: enSite,
  ui: enUi,
  waitlist: enWaitlist,
};

const kiswahili = {
  about: swAbout,
  areaPages: swAreaPages,
  auth: swAuth,
  bookingTerms: swBookingTerms,
  bookingWidget: swBookingWidget,
  businessTypePages: swBusinessTypePages,
  businessTypes: swBusinessTypes,
  categoryPages: swCategoryPages,
  classTimetable: swClassTimetable,
  deals: swDeals,
  demo: swDemo,
  favourites: swFavourites,
  featurePages: swFeaturePages,
  featuresMenu: swFeaturesMenu,
  footer: swFooter,
  formPrivacy: swFormPrivacy,
  giftVouchers: swGiftVouchers,
  gym: swGym,
  landing: swLanding,
  legal: swLegal,
  listingPage: swListingPage,
  locations: swLocations,
  navigation: swNavigation,
  payment: swPayment,
  plans: swPlans,
  pricing: swPricing,
  register: swRegister,
  services: swServices,
  sharedLinks: swSharedLinks,
  signup: swSignup,
  site: swSite,
  ui: swUi,
  waitlist: swWaitlist,
} satisfies { [K in keyof typeof english]: unknown };

type English = typeof english;
type Kiswahili = typeof kiswahili;

/** A page's words: the exports both languages have, with the English shape, and whose they are. */
export type Dictionary = {
  [K in keyof Kiswahili]: Translation<Pick<English[K], keyof Kiswahili[K] & keyof English[K]>>;
} & { lang: Lang };

const dictionaries: Record<Lang, Dictionary> = {
  en: { ...english, lang: 'en' },
  sw: { ...kiswahili, lang: 'sw' },
};

/** The words of one language. Pages read theirs through `dictionary()` in lib/page-language.ts. */
export function dictionaryOf(lang: Lang): Dictionary {
  return dictionaries[lang];
}
