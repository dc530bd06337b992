/**
 * What a listing tells a visitor before and after a booking request (D31, D32): its policy,
 * its deposit, how it confirms and how fast it replies, and the "what happens next" panel.
 * Every sentence is a template filled by lib/booking-policy.ts; a listing whose data is silent
 * on something is not made to say it.
 */
export const bookingTerms = {
  policy: {
    title: 'Booking policy',
    freeCancellation: {
      one: 'Free cancellation until {count} hour before your appointment.',
      other: 'Free cancellation until {count} hours before your appointment.',
    },
    freeCancellationUntilStart: 'Free cancellation until your appointment starts.',
    lateCancellationFee: 'Cancelling later costs {fee}.',
    noShowFee: 'Not coming costs {fee}.',
    depositReturned: 'A deposit is returned when you cancel in time.',
    depositCredit: 'A deposit is kept as credit for another visit when you cancel in time.',
    lateArrival: {
      one: 'You may arrive up to {count} minute late.',
      other: 'You may arrive up to {count} minutes late.',
    },
    /** A fee: "50% of the price", "the full price", or an amount ("Kes 500"). */
    percentOfPrice: '{percent}% of the price',
    fullPrice: 'the full price',
    none: '{name} has not published a booking policy. You can ask about cancelling when they confirm.',
    /** Beside a chosen time that starts sooner than free cancellation allows. */
    insideWindow: {
      one: 'This time is less than {count} hour away, so cancelling it is already not free.',
      other: 'This time is less than {count} hours away, so cancelling it is already not free.',
    },
  },
  deposit: {
    title: 'Deposit',
    /** On the page, before a service is chosen: "30% of the price (after any deal)". */
    percentOfPrice: '{percent}% of the price (after any deal)',
    /** The whole sentence: "Kes 500, paid by M-Pesa to Till number 5093318 after … confirms." */
    line: '{amount}, paid by M-Pesa to {to} after {name} confirms your booking.',
    paybill: 'Paybill {number}, account {account}',
    till: 'Till number {number}',
    /** In the form, for the chosen service and time: "Kes 540 (30% of Kes 1,800)". */
    share: '{amount} ({percent}% of {price})',
    /** In the form, above the send button. */
    form: 'Deposit: {amount}, paid by M-Pesa to {to} after {name} confirms. Nothing is paid on this page.',
  },
  /** The booking form's team member choice, for a business with a team. */
  member: {
    label: 'Team member',
    anyone: 'Anyone',
    hint: 'Listed: those who do the chosen service and work on the chosen day and time, with the days and hours each works.',
    /** A member in the list, with when she works: "Dan Otieno: Mon–Tue, Thu–Sat 08:00–20:00". */
    option: '{name}: {hours}',
  },
  /** The request's lines, by WhatsApp, email or the form's endpoint. */
  request: {
    member: 'Team member',
    deposit: 'Deposit',
    policy: 'Booking policy as shown',
    /** Above the send button of a class or waitlist request. */
    price: 'Price',
    /** The deposit's line: "Kes 540 (30% of Kes 1,800), by M-Pesa to Paybill 522211, account GLOW". */
    depositValue: '{amount}, by M-Pesa to {to}',
  },
  /** A day or time carried from a search that the form cannot take: said, then asked again. */
  carried: {
    passed: 'The time you chose, {when}, has passed. Choose another day and time.',
    notOffered: '{when} is not offered for this service. Choose another day and time.',
    /** A class chosen in a search: it is requested at its own times, from the timetable (D38). */
    inTimetable: '{service} is a class with its own times: choose one in the class timetable.',
  },
  /** After a request is sent or written out (D32): what happens next. */
  next: {
    title: 'What happens next',
    sent: 'Miadi has received your request and passes it to {name} now. Nothing is booked until they confirm.',
    confirms: '{name} confirms by {channel}.',
    confirmsSoon: '{name} confirms by {channel}, usually within {time} (as of {month}).',
    deposit:
      'Once they confirm, pay the deposit of {amount} by M-Pesa to {to}. Nothing has been paid yet.',
    change:
      'To cancel or change the request, reply to their {channel} message or write to {name} on WhatsApp at {whatsapp}.',
    calendar: 'Add to calendar',
    /** The calendar entry: "Gel manicure at Glow Nail Bar (requested)". */
    calendarTitle: '{service} at {name} (requested)',
    calendarNote: 'Requested, not yet confirmed: {name} confirms by {channel}.',
    /** The file's name, without ".ics". */
    calendarFile: 'booking-request',
    /** The mobile number's hint: the confirmation comes the way the listing confirms. */
    phoneHint: 'A Kenyan mobile number, like 0712 345 678. The confirmation comes by {channel}.',
    /** The same hint when {what} goes to the person the request is for (D37). */
    phoneHintToThem:
      'A Kenyan mobile number, like 0712 345 678. The person it is for receives {what} by {channel}.',
  },
  /** The written-out request, when the visitor sends it themselves. */
  handOver: {
    title: 'Send this request to {name}',
    /** Beside the page's own WhatsApp link: the same message by email. */
    directEmail: 'or by email',
    ownEmail:
      'WhatsApp opens with your message to {name}: press send there. Nothing is sent until you do, and nothing is booked until {name} replies. No WhatsApp? Send the same message by SMS or email, or copy it.',
    siteEmail:
      'WhatsApp opens with your message to {name}: press send there. Nothing is sent until you do, and nothing is booked until {name} replies. No WhatsApp? Send the same message by SMS, or by email to Miadi at {email}, who pass it on to {name}, or copy it.',
    sms: 'Send by SMS',
    /** The message to copy into any app. */
    label: 'Your message',
    copy: 'Copy the message',
    copied: 'Copied. Paste it into a message to {name}.',
    copyFailed: 'Copying did not work here: the message is selected for you to copy.',
  },
  /** Beside the send button (D23): who receives the request, in each case. */
  privacy: {
    endpoint:
      'Miadi’s team receives your request and passes it to {name}, only to confirm your booking.',
    ownEmail: '{name} receives your request, by WhatsApp or email, only to confirm your booking.',
    siteEmail:
      '{name} receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to {name}. Only to confirm your booking.',
  },
  about: {
    title: 'About {name}',
    payments: 'Payment at the venue',
    methods: { 'm-pesa': 'M-Pesa', cash: 'Cash', card: 'Card' },
    phone: 'Phone',
    /** The link that opens the phone's maps app (or the map site on a computer). */
    directions: 'Get directions',
    confirms: 'Requests are confirmed by {channel}.',
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' },
    replies: 'Usually replies within {time}, as of {month}.',
    hours: { one: '{count} hour', other: '{count} hours' },
    minutes: { one: '{count} minute', other: '{count} minutes' },
  },
} as const;

/**
 * "Who is it for?" in the booking, class and waitlist requests (D37): the customer books for
 * herself or for someone else (their name and mobile number), and says who gets the reply.
 * `{what}` is what the business sends: a booking's or class's confirmation, a waitlist's reply,
 * with the deposit details where the listing asks a deposit.
 */
export const forSomeone = {
  legend: 'Who is it for?',
  me: 'Me',
  someoneElse: 'Someone else',
  name: 'Their name',
  phone: 'Their phone number',
  phoneHint: 'A Kenyan mobile number, like 0712 345 678.',
  errors: { name: 'Enter their name.', phone: 'Enter their phone number.' },
  /** The choice of who receives `{what}`: the customer, or the person it is for. */
  sendTo: { legend: 'Who receives {what}?', me: 'Me', them: 'Them, on their number' },
  what: {
    confirmation: 'the confirmation',
    confirmationDeposit: 'the confirmation and the deposit details',
    reply: 'the reply',
    replyDeposit: 'the reply and the deposit details',
  },
  /** The request's lines, after "My name is …", in the customer's words. */
  message: {
    for: 'This is for {name}, mobile {phone}.',
    toMe: 'Please send {what} to me.',
    toThem: 'Please send {what} to {name} on {phone}.',
  },
  /** In "What happens next". */
  next: { toMe: 'You receive {what}.', toThem: '{name} receives {what} on {phone}.' },
  /** The calendar entry says whose appointment it is. */
  calendar: { title: '{name}: {title}', note: 'For {name}, mobile {phone}. Requested by {by}.' },
  /** After the privacy note beside the send button: `{name}` is the listing's. */
  privacy: 'The name and number of the person it is for are sent to {name} only for this booking.',
  /**
   * Beside the form, the page's own WhatsApp link for a request written without the form (and
   * without JavaScript): its message asks the customer to fill in whom it is for.
   */
  direct: {
    text: 'Booking for someone else?',
    link: 'Write to {name} on WhatsApp for them',
    message:
      'This is for (their name), mobile (their number). Please send the confirmation to (me or them).',
  },
} as const;
