/** The words of a listing's page (/services/{id}) and of its booking request form. */
export const profilePage = {
  breadcrumb: 'Services',
  bookCta: 'Request a booking',
  address: 'Address',
  /** On a Kiswahili page only, once, where some of the owner's words are shown in English. */
  ownEnglish: 'Where {name} wrote only in English, its words are shown as written.',
  map: 'Open in OpenStreetMap',
  whatsapp: 'WhatsApp',
  services: {
    title: 'Services and prices',
    /** "Prices from Kes 500 to Kes 1,500." */
    range: 'Prices from {from} to {to}.',
    service: 'Service',
    price: 'Price',
    duration: 'Time',
    book: 'Book',
    /** A class's Book link leads to the timetable: it is requested at its own times. */
    bookClass: 'See times',
  },
  team: {
    title: 'The team',
    /** Under a member's role: when she works here. */
    works: 'Works {hours}',
    /** A member with her own listing: the link to it says whose page it is. */
    ownPage: '{name}’s own page',
  },
  /**
   * On a professional's page, for each business whose team she is on (D38): the same person,
   * booked there at its prices and terms.
   */
  alsoAt: {
    team: 'Also on the team at {venue}.',
    prices: 'Booked there, {venue}’s prices and booking terms apply, not those on this page.',
  },
  /** Where a listing's services are all classes: the booking form gives way to the timetable. */
  classesOnly:
    'Every service here is a class: request a place from the timetable, at the class’s own time.',
  classesLink: 'See the timetable',
  hours: {
    title: 'Opening hours',
    closed: 'Closed',
    note: 'Times are Kenya time.',
  },
  reviews: {
    title: 'Reviews',
    /** "4.8 out of 5 from 126 reviews": a Plural, `{rating}` written to one decimal. */
    summary: {
      one: '{rating} out of 5 from {count} review',
      other: '{rating} out of 5 from {count} reviews',
    },
    spread: 'How customers rated',
    written: 'What customers wrote',
    /** Where customers gave stars and wrote nothing: instead of an empty "What customers wrote". */
    noneWritten: 'None of these customers wrote a review: they gave stars only.',
  },
  area: 'More to book in {area}',
  book: {
    title: 'Request a booking',
    intro:
      'Choose a service, a day and a time. {name} confirms every booking themselves, so this is a request until they reply.',
    direct: 'Rather write yourself?',
    directLink: 'Message {name} on WhatsApp',
  },
} as const;

/**
 * The live "open now" line beside the hours, worked out on Nairobi's clock: `{closes}` and
 * `{opens}` are times, `{day}` a weekday's name (lib/opening-hours.ts writes them).
 */
export const openNowText = {
  open: 'Open now, until {closes}',
  today: 'Closed now, opens at {opens}',
  tomorrow: 'Closed now, opens tomorrow at {opens}',
  later: 'Closed now, opens {day} at {opens}',
  never: 'Closed',
} as const;

export const bookingForm = {
  labels: {
    service: 'Service',
    date: 'Day',
    time: 'Time',
    name: 'Name',
    phone: 'Mobile number',
    note: 'Note (optional)',
  },
  placeholders: { service: 'Choose a service', date: 'Choose a day', time: 'Choose a time' },
  hints: {
    date: 'Choose a service first.',
    time: 'Kenya time.',
    phone: 'A Kenyan mobile number, like 0712 345 678. The confirmation comes by SMS.',
    /** For a listing whose category has none of its own in `noteHints`. */
    note: 'Anything they should know, such as a first visit.',
  },
  /** The note's hint by the listing's category id: what a customer of that trade mentions. */
  noteHints: {
    'nail-spa': 'Anything they should know: a shape or colour you have in mind, a first visit.',
    'hair-salon': 'Anything they should know: hair length, a colour, a first visit.',
    'massage-spa': 'Anything they should know: an injury, the pressure you like, a first visit.',
    'barber-shop': 'Anything they should know: the cut or style you want, a first visit.',
    gym: 'Anything they should know: an injury, your fitness level, a first session.',
    'make-up': 'Anything they should know: the occasion, your skin type, a first visit.',
    'beauty-spa': 'Anything they should know: your skin type, an allergy, a first visit.',
    photography: 'Anything they should know: the occasion, the place, how many people.',
  },
  noTimes: 'Choose a day first.',
  /** With a form endpoint; without one the button names the channel (fallback.whatsapp). */
  submit: 'Send request',
  fallback: {
    whatsapp: 'Send on WhatsApp',
    email: 'Send by email',
  },
  /**
   * The message sent by WhatsApp, SMS or email, as the customer would write it (D31 amended):
   * {service}, {day} and {time} are her choice, {address} the listing's.
   */
  message: {
    greeting: 'Hello {name}, I would like to book {service} on {day} at {time}, at {address}.',
    /** "Rather write yourself?": the same message before anything is chosen. */
    ask: 'Hello {name}, I would like to book an appointment at {address}.',
    member: 'With {member}, if possible.',
    me: 'My name is {name}, mobile {phone}.',
    /** `{policy}`: the policy in one line (lib/booking-policy.ts, policySummary). */
    policy: 'I have read your booking policy: {policy}',
    deposit: 'Deposit: {deposit}, once you confirm.',
    note: 'Note: {note}',
    closing: 'Please confirm if this works. Thank you.',
    subject: 'Booking request for {name}',
  },
} as const;
