/**
 * The class timetable on a listing's page (#classes, D29) and the request for a spot in a
 * class. Spots left are shown only when the data counts them, with when it did.
 */
export const classTimetable = {
  title: 'Classes',
  intro: 'Every week, Monday first. Times are Kenya time.',
  filters: {
    label: 'Show classes',
    day: 'Day',
    anyDay: 'Every day',
    level: 'Level',
    anyLevel: 'Any level',
    none: 'No class matches: choose another day or level.',
  },
  levels: {
    all: 'All levels',
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  instructor: 'Instructor',
  level: 'Level',
  capacity: { one: 'Up to {count} person', other: 'Up to {count} people' },
  /**
   * Spots left, `none` when there are none: a Plural. `{when}` is a day and time: "Tuesday 24
   * November, 08:00".
   */
  spots: {
    none: 'Full as of {when}',
    one: '{count} spot left as of {when}',
    other: '{count} spots left as of {when}',
  },
  request: 'Request a spot',
  waitlist: 'Join the waitlist',
} as const;

export const classForm = {
  title: 'Request a spot in a class',
  intro:
    'Choose a class and the date you want. {name} confirms every spot themselves, so this is a request until they reply.',
  labels: {
    class: 'Class',
    date: 'Date',
    name: 'Name',
    phone: 'Mobile number',
    note: 'Note (optional)',
  },
  placeholders: { class: 'Choose a class', date: 'Choose a date' },
  hints: {
    date: 'Choose a class first.',
    dateLater: 'The dates appear once the page has finished loading.',
    note: 'Anything the instructor should know: a first class, an injury.',
  },
  /** Said when the chosen class is full, as the data last counted. */
  full: 'This class is full. Send this to join its waitlist: {name} will contact you if a spot frees up. No spot is promised.',
  submit: 'Send spot request',
  /** With a form endpoint: received, and by whom. */
  sent: 'Miadi has received your request and passes it to {name}, who confirms by {channel}.',
  sentNote: 'Your spot is not booked until they confirm.',
  /** Beside the send button (D23): who receives the request, in each case (D32). */
  privacy: {
    endpoint:
      'Miadi’s team receives your request and passes it to {name}, only to confirm your spot or contact you if one frees up.',
    ownEmail:
      '{name} receives your request, by WhatsApp or email, only to confirm your spot or contact you if one frees up.',
    siteEmail:
      '{name} receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to {name}. Only to confirm your spot or contact you if one frees up.',
  },
  /**
   * The message sent by WhatsApp, SMS or email, as the customer would write it; who she is, the
   * policy and the deposit read as a booking's (bookingForm.message).
   */
  message: {
    greeting:
      'Hello {name}, I would like a spot in {class} with {instructor} on {day} at {time}, at {address}.',
    /** After the greeting, for a class that is full. */
    full: 'I know it is full: please contact me if a spot frees up.',
    closing: 'Thank you.',
    subject: 'Class spot request for {name}',
  },
} as const;
