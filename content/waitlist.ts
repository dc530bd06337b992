/**
 * The waitlist on a listing's page (#waitlist) and in its booking widget (D29): for a visitor
 * no time suits. It promises nothing: the business contacts them if a place frees up.
 */
export const waitlist = {
  /** Under the booking form's time field. */
  link: 'No time that suits? Join the waitlist',
  title: 'Join the waitlist',
  intro:
    'No time that suits you? Tell {name} the days and hours you could come. If a place frees up, they will contact you. This books nothing and no place is promised.',
  labels: {
    service: 'Service',
    days: 'Days that suit you',
    window: 'Hours that suit you',
    from: 'From',
    to: 'Until',
    name: 'Name',
    phone: 'Mobile number',
  },
  placeholders: { service: 'Choose a service', from: 'Choose a time', to: 'Choose a time' },
  hints: {
    days: 'The next 14 days they are open. Tick every one you could come.',
    window: 'Kenya time.',
    phone: 'A Kenyan mobile number, like 0712 345 678. They call or message you on it.',
  },
  errors: {
    days: 'Tick at least one day that suits you.',
    window: 'Choose an end time later than the start time.',
    /** The window is shorter than the chosen service takes: `{duration}` is the service's. */
    short: 'Choose hours at least as long as the service takes: {duration}.',
    /** The window's ends, when left empty: "From" and "Until" do not read as the thing to choose. */
    from: 'Choose a start time.',
    to: 'Choose an end time.',
  },
  submit: 'Join the waitlist',
  sent: '{name} will contact you if a place frees up.',
  sentNote: 'Nothing is booked and no place is promised.',
  /** The "Add to calendar" file: a tentative hold over the window on each day ticked (D32). */
  calendar: {
    title: 'Waitlist: {service} at {name} (not confirmed)',
    note: 'A waitlist request, not a booking: {name} contacts you if a place frees up in these hours.',
    /** The file's name, without ".ics". */
    file: 'waitlist-request',
  },
  /** Beside the send button (D23): who receives the request, in each case (D32). */
  privacy: {
    endpoint:
      'Miadi’s team receives your request and passes it to {name}, only to contact you if a place frees up.',
    ownEmail:
      '{name} receives your request, by WhatsApp or email, only to contact you if a place frees up.',
    siteEmail:
      '{name} receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to {name}. Only to contact you if a place frees up.',
  },
  /** The message sent by WhatsApp or email, line by line. */
  /**
   * The message sent by WhatsApp, SMS or email, as the customer would write it; who she is, the
   * policy and the deposit read as a booking's (bookingForm.message).
   */
  message: {
    greeting:
      'Hello {name}, no time suits me at the moment for {service}. Please contact me if a place frees up on {days}, between {from} and {to}, at {address}.',
    closing: 'Thank you.',
    subject: 'Waitlist request for {name}',
  },
} as const;
