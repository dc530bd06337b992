import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/signup';

/** The business sign-up wizard (/signup) in Kiswahili; option values stay as in English. */
export const signupCopy = {
  title: 'Sajili biashara yako',
  intro: 'Hatua tatu fupi na biashara yako iko tayari kupokea miadi.',
  memberPrompt: 'Tayari una akaunti?',
  logIn: 'Ingia',
  metaDescription:
    'Sajili biashara yako ya huduma kwenye Miadi kwa hatua tatu: maelezo yako, biashara yako, na mpango, ukianza na mwezi wa bure.',
  securityAnswerWithheld:
    'Halitumwi kwa barua pepe, ili libaki salama. Timu yetu italiweka pamoja nawe itakapothibitisha akaunti yako.',
  securityAnswerOutOfEmail:
    'Jibu lako la usalama halimo kwenye barua pepe: timu yetu italiweka pamoja nawe itakapothibitisha akaunti yako.',
} as const satisfies Translation<typeof en.signupCopy>;

export const wizardCopy = {
  stepOf: 'Hatua ya {step} kati ya {count}',
  stepsLabel: 'Hatua za kujisajili',
  done: ' (imekamilika)',
  back: 'Rudi',
  continue: 'Endelea',
  chooseCounty: 'Chagua kaunti',
  chooseBusinessType: 'Chagua aina ya biashara',
  chooseServiceLocation: 'Chagua moja',
  chooseQuestion: 'Chagua swali',
  copiedPhone: 'Imenakiliwa kutoka nambari yako ya simu ya mkononi.',
  pageHint: 'Ukurasa wa biashara yako: {address}',
  pagePlaceholder: 'biashara-yako',
  plans: 'Mipango',
  submitPlan: 'Chagua',
} as const satisfies Translation<typeof en.wizardCopy>;

export const registrationEmail = {
  labels: {
    first_name: 'Jina la kwanza',
    last_name: 'Jina la ukoo',
    email: 'Barua pepe',
    business_name: 'Jina la biashara',
    business_address: 'Anwani ya biashara',
    country: 'Nchi',
    county: 'Kaunti',
    mobile: 'Nambari ya simu ya mkononi',
    business_phone: 'Nambari ya simu ya biashara',
    business_type: 'Aina ya biashara',
    service_location: 'Mahali pa huduma',
    security_question: 'Swali la usalama',
    security_answer: 'Jibu la usalama',
    business_page: 'Ukurasa wa biashara',
    accepted_terms: 'Amekubali masharti',
    plan: 'Mpango',
    payment_method: 'Njia ya malipo',
    discount_code: 'Msimbo wa punguzo',
    due_today: 'Cha kulipa leo',
    after_trial: 'Baada ya mwezi wa bure',
  },
  afterTrial: '{price} kwa mwezi ({plan})',
} as const satisfies Translation<typeof en.registrationEmail>;

export const signupSteps = [
  { id: 'personal', title: 'Maelezo Binafsi' },
  { id: 'business', title: 'Maelezo ya Biashara' },
  { id: 'plan', title: 'Chagua Mpango' },
] as const satisfies Translation<typeof en.signupSteps>;

export const countries = [
  { value: 'KE', label: 'Kenya' },
  { value: 'US', label: 'Marekani' },
  { value: 'UK', label: 'Uingereza' },
  { value: 'CA', label: 'Kanada' },
  { value: 'AU', label: 'Australia' },
] as const satisfies Translation<typeof en.countries>;

export const serviceLocations = [
  { value: 'online', label: 'Mtandaoni' },
  { value: 'physical', label: 'Mahali pa biashara' },
  { value: 'both', label: 'Zote mbili' },
] as const satisfies Translation<typeof en.serviceLocations>;

export const securityQuestions = [
  { value: 'pet', label: 'Mnyama wako wa kwanza wa kufugwa aliitwa nani?' },
  { value: 'school', label: 'Shule yako ya kwanza ilikuwa ipi?' },
  { value: 'city', label: 'Ulizaliwa katika mji gani?' },
] as const satisfies Translation<typeof en.securityQuestions>;

/** Field labels, which the error messages also use ("Andika …", "Chagua …"). */
export const signupLabels = {
  firstName: 'Jina la Kwanza',
  lastName: 'Jina la Ukoo',
  email: 'Barua pepe',
  password: 'Nenosiri',
  businessName: 'Jina la Biashara',
  businessAddress: 'Anwani ya Biashara',
  country: 'Nchi',
  county: 'Kaunti',
  mobile: 'Nambari ya Simu ya Mkononi',
  businessPhone: 'Nambari ya Simu ya Biashara',
  sameAsPhone: 'Sawa na nambari ya simu ya mkononi',
  businessType: 'Aina ya Biashara',
  serviceLocation: 'Mahali pa Huduma',
  securityQuestion: 'Swali la Usalama',
  securityAnswer: 'Jibu la Usalama',
  personalizedLink: 'Kiungo Chako Maalum',
  acceptTerms: 'Kubali Masharti',
} as const satisfies Translation<typeof en.signupLabels>;

export const countyOrStateLabel = 'Kaunti / Jimbo';

export const signupHints = {
  password: 'Angalau alama 8 (herufi, tarakimu au ishara), zikiwemo herufi moja na tarakimu moja.',
  kenyanPhone: 'Kwa mfano 0712 345 678, 0112 345 678 au +254 712 345 678.',
  internationalPhone: 'Kwa muundo wa kimataifa, kwa mfano +44 20 7946 0958.',
} as const satisfies Translation<typeof en.signupHints>;
