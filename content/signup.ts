import type { PlanId } from './plans';

/** Copy and option lists of the business sign-up wizard (/signup). */
export const signupCopy = {
  title: 'Register your business',
  intro: 'Three short steps and your business is ready to take bookings.',
  memberPrompt: 'Already a member?',
  /** In the registration email, in place of the security answer, which email never carries. */
  securityAnswerWithheld:
    'Not sent by email, to keep it safe. Our team will set it with you when they confirm your account.',
  /** Said on the page when the email app opens with the registration. */
  securityAnswerOutOfEmail:
    'Your security answer is not in the email: our team will set it with you when they confirm your account.',
} as const;

/** The wizard's steps, in order (D3: the third holds the plan choice). */
export const signupSteps = [
  { id: 'personal', title: 'Personal Details' },
  { id: 'business', title: 'Business Details' },
  { id: 'plan', title: 'Choose a Plan' },
] as const;

/** Countries a business can register from (D16): Kenya first and by default. */
export const countries = [
  { value: 'KE', label: 'Kenya' },
  { value: 'US', label: 'United States' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
] as const;

export const defaultCountry = 'KE';

export const serviceLocations = [
  { value: 'online', label: 'Online' },
  { value: 'physical', label: 'Physical' },
  { value: 'both', label: 'Both' },
] as const;

export const securityQuestions = [
  { value: 'pet', label: 'What was your first pet’s name?' },
  { value: 'school', label: 'What was your first school?' },
  { value: 'city', label: 'In which city were you born?' },
] as const;

/** Field labels, which the error messages also use. */
export const signupLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  businessName: 'Business Name',
  businessAddress: 'Business Address',
  country: 'Country',
  county: 'County',
  mobile: 'Mobile',
  businessPhone: 'Business Phone',
  sameAsPhone: 'Same as mobile',
  businessType: 'Business Type',
  serviceLocation: 'Service Location',
  securityQuestion: 'Security Question',
  securityAnswer: 'Security Answer',
  personalizedLink: 'Personalized Link',
  acceptTerms: 'Accept Terms',
} as const;

/** The County field outside Kenya, where it is free text. */
export const countyOrStateLabel = 'County / State';

export const signupHints = {
  password: 'At least 8 characters, with a letter and a digit.',
  kenyanPhone: 'For example 0712 345 678, 0112 345 678 or +254 712 345 678.',
  internationalPhone: 'In international format, for example +44 20 7946 0958.',
} as const;

/**
 * A plan card lists the plan's `includes`; where those say too little (D6: Professional's
 * placeholder) it also lists the plan's landing-page highlights.
 */
export const planCardAddsHighlights: readonly PlanId[] = ['professional'];
