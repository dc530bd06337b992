/**
 * The words of buttons, labels and form messages that components and lib/ helpers show,
 * gathered here in English so that content/sw/ui.ts can be typed against them. Where a
 * sentence wraps a number or a name, it has a named slot ("{count} results", filled by
 * lib/template.ts), since Kiswahili often puts it elsewhere ("nyota 4", not "4 stars"); where
 * its words follow a count, it is a Plural (docs/languages.md).
 */
export const ui = {
  skipToContent: 'Skip to content',
  /** What a control that needs the page's script says while that script has not run. */
  needsScript: 'Available once the page has finished loading.',
  /** The banner on the catalogue's pages (listings, areas, categories, search) when its listings are sample data (D40, docs/catalogue.md). */
  sampleData: {
    label: 'Sample data',
    text: 'The businesses, professionals and reviews on this page are made up to show how the marketplace works. None of them is real: do not send them your details or money.',
  },
  /** The logo's accessible name: "Miadi home". */
  logoLabel: '{name} home',
  pageTitle: '{title} | {name}',
  nav: {
    main: 'Main',
    /** The drawer's links, named apart from the header's (one name a landmark). */
    drawerLinks: 'Main menu',
    menuTitle: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    allBusinessTypes: 'All business types',
    allFeatures: 'All features',
  },
  /** The blog feed's name in every page's head. */
  feedTitle: '{name} blog',
  /** The language switch, read in the language it leads to. */
  readInThisLanguage: 'Read this page in English',
  breadcrumb: 'Breadcrumb',
  /** A list shown a page at a time (components/pagination.tsx); "{page}" is a number. */
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
  },
  footer: {
    copyright: '© {year} {name}. All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    text: 'We could not find that page. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
    book: 'Book a service',
  },
  /** "Learn more" links, and what they are about for screen readers. */
  learnMoreLink: 'Learn more',
  learnMoreAbout: ' about {subject}',
  step: 'Step {number}',
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    show: 'Show slide {slide} of {count}',
    position: '{slide} of {count}',
    play: 'Play {subject}',
    pause: 'Pause {subject}',
    testimonials: 'Testimonials',
    rotatingHeadline: 'rotating headline',
    /** What screen readers call the carousel and each of its slides (aria-roledescription). */
    roleCarousel: 'carousel',
    roleSlide: 'slide',
  },
  rating: 'Rated {rating} out of {max}',
  /** Review and star counts on listing cards. */
  reviewCount: { one: '{count} review', other: '{count} reviews' },
  starCount: { one: '{count} star', other: '{count} stars' },
  saveFavourite: 'Save {name} to favourites',
  showPassword: 'Show password',
  home: {
    introduction: 'Introduction',
    registerBusiness: 'Register Business',
    bookDemo: 'Book a Demo',
    categories: {
      eyebrow: 'Business categories',
      title: 'Built for every kind of service business',
      intro: 'From fitness studios to make-up artists, Miadi fits the way you work.',
    },
    features: {
      eyebrow: 'Features',
      title: 'Eight tools that run your business',
      intro: 'Everything you need to take bookings, get paid and grow, in one place.',
    },
    statsLabel: 'Miadi in numbers',
    destinationEyebrow: 'Destinations',
    pricing: {
      eyebrow: 'Pricing',
      title: 'Simple plans in Kenya shillings',
      intro:
        'The Free Trial gives you a month of Standard free, with no payment details asked. Prices include VAT; no set-up fees, cancel any time.',
      branches: 'Need several branches?',
      compare: 'Compare all plans',
    },
    feedback: { eyebrow: 'Client feedback', title: 'Loved by business owners' },
    contactEyebrow: 'Contact us',
  },
  planCards: {
    popular: 'Popular',
    free: 'Free',
    perMonth: '/month',
    aMonth: ' a month',
    trialLength: { one: 'for {count} month', other: 'for {count} months' },
    talkToSales: 'Talk to sales',
    startTrial: 'Start free trial',
    choose: 'Choose {title}',
    /** Read after the button's words by screen readers: "Choose Standard plan". */
    planSuffix: ' plan',
  },
  comparison: { feature: 'Feature', included: 'Included', notIncluded: 'Not included' },
  pricingActions: { demo: 'Book a demo', question: 'Ask us a question' },
  aboutActions: {
    message: 'Send us a message',
    demo: 'Book a demo',
    register: 'Register your business',
  },
  legalContact: {
    call: 'call',
    writeTo: 'or write to',
  },
  forms: {
    sending: 'Sending…',
    needAttention: {
      one: '1 field needs your attention.',
      other: '{count} fields need your attention.',
    },
    sent: 'Thank you, it’s on its way.',
    mailtoOpen: 'Your email app should now open with this message ready to send.',
    mailtoAddressed:
      'It is addressed to {email}; press Send there to reach us. Nothing was sent from this page.',
    mailtoAgain: 'If no email app opened, open the message again or write to',
    /** The words of mailtoAgain that link back to the message. */
    mailtoReopen: 'open the message again',
    retry: 'Retry',
    /** A terms checkbox's label: these words, then the link to the terms. */
    acceptTerms: { before: 'I accept the', terms: 'Terms & Conditions' },
    honeypot: 'Leave this empty',
    /** A form handed to email (sign-up, demo): its text to copy, and the email app again. */
    emailHandOver: {
      copy: 'Copy the text',
      copied: 'Copied. Paste it into a new email to {email}.',
      copyFailed:
        'Copying did not work here: the text is selected, copy it with your keyboard or menu.',
      open: 'Open in your email app',
    },
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      business_name: 'Business name',
      business_type: 'Business type',
      preferred_date: 'Preferred date',
      preferred_time: 'Preferred time',
    },
    /** `submitByEmail`: the button without a form endpoint, when the email app does the sending (D15). */
    contact: {
      submit: 'Send message',
      submitByEmail: 'Send by email',
      sent: 'We reply within one working day.',
    },
    demo: {
      submit: 'Request a demo',
      submitByEmail: 'Request a demo by email',
      businessTypePlaceholder: 'Choose your business type',
      anyTime: 'Any time',
    },
    newsletter: {
      submit: 'Subscribe',
      label: 'Email address',
      placeholder: 'you@example.com',
      sent: 'Look out for our weekly update.',
    },
    /** What lib/forms.ts writes into the email a visitor sends from their own app. */
    mail: {
      subjects: {
        contact: 'Message from the website',
        newsletter: 'Newsletter subscription',
        demo: 'Demo request',
        signup: 'Business registration',
        'forgot-password': 'Password reset request',
        booking: 'Booking request',
        waitlist: 'Waitlist request',
        class: 'Class spot request',
        'gift-voucher': 'Gift voucher request',
      },
      yes: 'Yes',
    },
    errors: {
      /** `{status}` is the HTTP status the server answered with. */
      status:
        'We could not send this (the server answered {status}). Your details are still here: please try again.',
      timeout:
        'Sending took too long. Check your connection and try again; your details are still here.',
      offline:
        'We could not reach the server. Check your connection and try again; your details are still here.',
    },
  },
  /**
   * lib/forms.ts's messages for an empty required field (`required`, `chosen`, `tick`) and
   * lib/validation.ts's. `{Label}` is the field's label as the form shows it, `{label}` the
   * same in lower case.
   */
  validation: {
    required: 'Enter your {label}.',
    tick: 'Tick “{Label}” to continue.',
    email: 'Enter an email address like name@example.com.',
    kenyanPhone:
      'Enter a Kenyan mobile number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
    internationalPhone:
      'Enter the number in international format, starting with + and the country code.',
    password: 'Use at least 8 characters with at least one letter and one digit.',
    dateFormat: 'Enter the {label} as a date like {example}.',
    notInPast: 'Choose a {label} from today onwards.',
    accepted: 'Accept the Terms & Conditions to continue.',
    chosen: 'Choose your {label}.',
    passwordsMatch: 'Passwords do not match.',
    pageAddress: 'Use lowercase letters, digits and hyphens only, like amani-salon.',
    cardDigits: 'Enter the 12 to 19 digits on the front of your card.',
    cardInvalid: 'This card number is not valid: check the digits.',
    expiryFormat: 'Enter the expiry date as MM/YY, like 08/29.',
    expiryMonth: 'Enter a real month, from 01 to 12.',
    expired: 'This card has expired: use another card.',
    cvv: 'Enter the 3 or 4 digit security code (CVV).',
  },
  /**
   * lib/search.ts's announcement: "3 results for nails in Kilimani on Saturday 14 June".
   * `{description}` is the service, area, date and time sentences below, those asked for, in
   * that order; `{date}` and `{time}` come written in the page's language (lib/dates.ts).
   */
  search: {
    results: {
      none: 'No results {description}',
      one: '1 result {description}',
      other: '{count} results {description}',
    },
    searching: 'Searching…',
    failed: 'The search could not load. Check your connection and try again.',
    retry: 'Try again',
    /** Above the results: their heading, read by screen readers, and "Show more". */
    resultsTitle: 'Search results',
    more: 'Show more results',
    service: 'for {service}',
    deals: 'with a deal',
    location: 'in {area}',
    date: 'on {date}',
    time: 'at {time}',
    /** A search limited to a highest price (issue 52). */
    max: 'up to {price}',
    /**
     * When a search finds nothing (issue 52): the same search where it would find something, as
     * links that search again, then pages to browse. `{when}` is "on Sunday 14 June at 15:00".
     */
    waysOut: {
      title: 'Try instead',
      inArea: { one: '1 result in {area}', other: '{count} results in {area}' },
      when: { one: '1 result {when}', other: '{count} results {when}' },
      anyTime: { one: '1 result at any time', other: '{count} results at any time' },
      anyPrice: { one: '1 result at any price', other: '{count} results at any price' },
      browse: 'Or browse',
      areaPage: 'Everything in {area}',
      categoryPage: 'All {category}',
      categories: 'Every kind of service',
    },
    /** The outcome before any search, and the results split by kind. */
    everything: '{count} businesses and professionals',
    businesses: { one: '1 business', other: '{count} businesses' },
    professionals: { one: '1 professional', other: '{count} professionals' },
  },
  /** The booking request form's own check: a slot taken or passed while the form was open. */
  booking: {
    /** A chosen time no longer offered: too soon to book now, or too long for the service. */
    slotGone: 'That time can no longer be booked: choose another.',
    slotPassed: 'That time has passed: choose a later one.',
  },
  /** The words of a listing's page (/services/{id}) that its copy module does not hold. */
  profile: {
    /** The document title: "Glow Nail Bar, Nail Spa in Kilimani". */
    title: '{name}, {category} in {area}',
    /** Its meta description; `{count}` is the number of reviews. */
    description: {
      one: '{name} in {area}, {county}: {services}. Prices {prices}, rated {rating} from {count} review. See the hours and request a booking.',
      other:
        '{name} in {area}, {county}: {services}. Prices {prices}, rated {rating} from {count} reviews. See the hours and request a booking.',
    },
    /** Where a professional works: "At Tress Lounge, Kilimani". */
    worksAt: 'At {venue}',
    /** Read after "Your rating" on a card by screen readers: "Your rating for Glow Nail Bar". */
    ratingFor: ' for {name}',
    /** Beside the reviews, which are shown in the language they were written in. */
    reviewsAsWritten: 'Reviews are shown as customers wrote them.',
  },
} as const;
