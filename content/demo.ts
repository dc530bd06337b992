/** /demo: the demo request page and its form. */
export const demo = {
  title: 'Book a demo',
  description:
    'Book a free Miadi demo: a 30-minute walk-through of online booking, M-Pesa and card payments, reminders and reports for your business, at a time that suits you.',
  heading: 'See Miadi working for your business',
  intro:
    'Tell us about your business and when suits you. One of our team will show you Miadi with your own services and prices, and answer your questions.',
  expectTitle: 'What to expect',
  expect: [
    'A free 30-minute walk-through by video call or phone.',
    'Your own services, staff and prices set up as an example.',
    'Straight answers on plans, payments and moving your existing bookings across.',
    'No obligation: decide afterwards, and start with a free month.',
  ],
  formTitle: 'Request your demo',
  requiredNote: 'Fields marked * are required.',
  callTitle: 'Rather talk now?',
  callText: 'Call or email us and we will set up a time with you.',
  sentMessage: 'We will call or email within one working day to confirm the time.',
  timeHint: 'East Africa Time. We confirm the exact time with you.',
  messageHint: 'Optional: what would you most like to see?',
  /** Without a form endpoint: the request as an email, for a visitor whose email app did not open. */
  handOver: {
    title: 'Your demo request email',
    text: 'If no email app opened, copy this text into a new email to {email} with the subject “{subject}”.',
    label: 'Text of the demo request email',
  },
  /** After the request, sent or handed to email. */
  next: {
    title: 'What happens next',
    steps: [
      'Miadi’s team replies within one working day, by email or phone, to agree the time.',
      'The demo is a free 30-minute video or phone call, with your own services and prices as the example.',
      'Nothing is charged: you decide afterwards, and can start with a free month.',
    ],
  },
} as const;

/** Demo slots offered in the form, in East Africa Time (working hours). */
export const demoTimes = [
  { value: '09:00', label: '9:00 am' },
  { value: '10:00', label: '10:00 am' },
  { value: '11:00', label: '11:00 am' },
  { value: '12:00', label: '12:00 pm' },
  { value: '14:00', label: '2:00 pm' },
  { value: '15:00', label: '3:00 pm' },
  { value: '16:00', label: '4:00 pm' },
] as const satisfies readonly { value: string; label: string }[];
