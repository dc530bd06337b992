/**
 * The booking widget (D27): the words of the framed booking page (/embed/{listing}) and of
 * embed.js's fallbacks. The owners' page about the widget reads `widgetPage`.
 */
export const embedPage = {
  /** The framed page's <title>: "Book with Glow Nail Bar". */
  title: 'Book with {name}',
  description:
    'Request a booking with {name}: choose a service, a day and a time, and {name} confirms it.',
  /** The link to the listing's own page on Miadi. */
  fullPage: 'See {name} on Miadi',
  /** Read after every link that opens a new tab. */
  newTab: '(opens in a new tab)',
} as const;

/** On a listing's page, below its booking form: to the owners' page with it chosen. */
export const widgetLinks = {
  fromListing: 'Add this booking form to your website',
} as const;

/** The owners' page, /features/booking-widget: the code generator and its preview. */
export const widgetPage = {
  generatorTitle: 'Get the code for your website',
  generatorIntro:
    'Find your business, choose the language and the look, then copy the code into your website. The preview shows what your visitors will see.',
  words: {
    search: {
      label: 'Your business on Miadi',
      hint: 'Type its name, then choose it from the list.',
      /** The field emptied. */
      empty: 'Type the name of your business on Miadi, then choose it from the list.',
      /** `{query}`: what was typed. */
      none: 'No business on Miadi has “{query}” in its name. Check the spelling, or type the first letters of the name and choose from the list. Not listed yet? Below is how to get your listing.',
      /** Part of a name, or a name several businesses share; the choices follow it. */
      matches: {
        one: 'One business on Miadi has “{query}” in its name: choose it below to get its code.',
        other:
          '{count} businesses on Miadi have “{query}” in their names: choose yours below to get its code.',
      },
      /** After the first choices, when there are more. */
      narrow: 'Type more of the name to see the others.',
      failed:
        'The list of businesses could not be loaded. Check your connection and reload the page.',
      chosen: 'Chosen: {name}, {area}',
      /** One business to choose, on its button. */
      choice: '{name}, {area}',
    },
    language: { legend: 'Language of the form', en: 'English', sw: 'Kiswahili' },
    style: {
      legend: 'How it looks',
      inline: 'The booking form, on your page (your site must allow scripts)',
      button:
        'A Book with Miadi link that opens your page on Miadi, for sites that do not allow scripts',
    },
    output: {
      label: 'Your code',
      empty: 'Choose your business to see its code.',
      copy: 'Copy the code',
      copied: 'Copied. Paste it into your website where clients should book.',
      copyFailed: 'Your browser did not let the page copy: the code is selected, copy it yourself.',
    },
    /** The form's buttons and focus rings in the owner's colour (lib/accent.ts). */
    surface: {
      legend: 'Background of the form',
      light: 'Light: dark text on white',
      dark: 'Dark: light text on a dark background, for a dark website',
    },
    accent: {
      label: 'Colour of the buttons',
      hint: 'Your own colour for the form’s buttons and focus rings, so it looks at home on your website.',
      reset: 'Use Miadi’s green',
      /** `{used}`: the colour; `{text}`: the word for the text colour on it. */
      readable: 'The buttons are {used} with {text} text, readable by everyone (WCAG AA).',
      adjusted:
        '{asked} is too pale to stand out on the white form: the buttons and focus rings use {used}, a darker shade of it, with {text} text.',
      adjustedDark:
        '{asked} is too dark to stand out on the dark form: the buttons and focus rings use {used}, a lighter shade of it, with {text} text.',
      black: 'black',
      white: 'white',
    },
    /** Once a business is chosen: its booking page, for social media and the counter. */
    link: {
      title: 'Your booking link',
      text: 'Put it in your Instagram or TikTok bio, your WhatsApp Business catalogue and as the Book link of your Google Business Profile. Clients who open it choose a service, a day and a time.',
      label: 'Booking link of {name}',
      copy: 'Copy the link',
      copied: 'Copied. Paste it into your bio, catalogue or profile.',
      copyFailed: 'Your browser did not let the page copy: the link is selected, copy it yourself.',
      qrTitle: 'QR code for your counter',
      qrText: 'Print it for your counter or mirror: a phone camera opens your booking page.',
      /** The drawing's accessible name. */
      qrName: 'QR code that opens {link}',
      download: 'Download the QR code (SVG)',
    },
    /** For a name not found: how a business gets its listing, code and link. */
    notListed: {
      title: 'Not on Miadi yet?',
      steps: [
        'Register your business: it takes a few minutes, and the first month is free.',
        'Our team sets up your listing with your services, prices and hours.',
        'Your booking link, its QR code and your website code arrive by email.',
      ],
      link: 'Register your business',
    },
    preview: {
      title: 'Preview',
      frameTitle: 'Preview of your booking form',
      empty: 'Your booking form appears here once you have chosen your business.',
    },
  },
  /** Here and on every business-type page: the booking page every listed business has. */
  bookingPage: {
    title: 'A booking link for Instagram, TikTok, WhatsApp and Google',
    /** `{address}`: a listing's booking page, with its name as a placeholder. */
    text: 'Every business listed on Miadi has a booking page, {address}, where clients choose a service, a day and a time. Put it in your Instagram or TikTok bio, your WhatsApp Business catalogue and as the Book link of your Google Business Profile.',
    /** Stands for the listing's address in `{address}`. */
    yourName: 'your-business',
    link: 'Get your link and its QR code',
  },
  /** Above the catalogue's categories, under "Businesses that rely on it". */
  usedByIntro:
    'Every business and professional on Miadi has a booking form ready for their own website. They are in these categories:',
  cspTitle: 'If your website has a Content-Security-Policy',
  /** `{origin}`: the site's address. */
  cspText:
    "Allow {origin} in its script-src and frame-src, or browsers will block the form: for example script-src 'self' {origin}; frame-src {origin}.",
  privacyTitle: 'What the form does on your site',
  privacyText:
    'The form sets no cookies and stores nothing in your visitors’ browsers. It tells your page only how tall it is and which part of it to show, so that it grows and shrinks without a scrollbar, and a link inside it, such as the one to the waitlist, scrolls your page to the right place. Every link in it opens in a new tab, and a request goes to you exactly as it does from your page on Miadi.',
} as const;

/**
 * The words inside the code an owner copies, in the widget's language, whatever the page's
 * (public/embed.js gives its iframe the same titles: tests/unit/booking-widget.test.tsx).
 */
export const snippetWords = {
  en: { linkText: 'Book with Miadi', frameTitle: 'Booking request form, by Miadi' },
  sw: { linkText: 'Weka miadi kupitia Miadi', frameTitle: 'Fomu ya ombi la miadi, kupitia Miadi' },
} as const;
