/** Copy and option lists of the business sign-up wizard (/signup). */
export const signupCopy = {
  title: 'Register your business',
  intro: 'Three short steps and your business is ready to take bookings.',
  memberPrompt: 'Already a member?',
  logIn: 'Log in',
  metaDescription:
    'Register your service business on Miadi in three steps: your details, your business, and a plan, with a free trial to start.',
  /** In the registration email, in place of the security answer, which email never carries. */
  securityAnswerWithheld:
    'Not sent by email, to keep it safe. Our team will set it with you when they confirm your account.',
  /** Said on the page when the email app opens with the registration. */
  securityAnswerOutOfEmail:
    'Your security answer is not in the email: our team will set it with you when they confirm your account.',
} as const;

/**
 * The wizard's own words. `{step}`, `{count}`, `{address}` and the like are filled in by the
 * wizard (a client island receives text, not functions).
 */
export const wizardCopy = {
  stepOf: 'Step {step} of {count}',
  stepsLabel: 'Sign-up steps',
  /** Read after a finished step's name. */
  done: ' (done)',
  back: 'Back',
  continue: 'Continue',
  chooseCounty: 'Choose a county',
  chooseBusinessType: 'Choose a business type',
  chooseServiceLocation: 'Choose one',
  chooseQuestion: 'Choose a question',
  copiedPhone: 'Copied from your mobile number.',
  pageHint: 'Your business page: {address}',
  pagePlaceholder: 'your-business',
  plans: 'Plans',
  submitPlan: 'Submit',
} as const;

/**
 * How the registration email names each field (the team reads it), and the price after the
 * trial as it writes it.
 */
export const registrationEmail = {
  labels: {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    business_name: 'Business name',
    business_address: 'Business address',
    country: 'Country',
    county: 'County',
    mobile: 'Mobile',
    business_phone: 'Business phone',
    business_type: 'Business type',
    service_location: 'Service location',
    security_question: 'Security question',
    security_answer: 'Security answer',
    business_page: 'Business page',
    accepted_terms: 'Accepted terms',
    plan: 'Plan',
    payment_method: 'Payment method',
    discount_code: 'Discount code',
    due_today: 'Due today',
    after_trial: 'After trial',
  },
  afterTrial: '{price} per month ({plan})',
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
