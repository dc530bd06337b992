import type { FeatureSlug } from './features-menu';

/** Copy of /features and of each /features/<slug> page. The menu module decides which exist. */

type Point = { title: string; text: string };

export type FeaturePage = {
  /** The <title>; the layout's template adds "| Miadi". */
  title: string;
  description: string;
  headline: string;
  intro: string;
  /** One line for the card on /features. */
  summary: string;
  /** What it does. */
  capabilities: readonly Point[];
  /** How it works, in order. */
  steps: readonly Point[];
  related: readonly FeatureSlug[];
};

export const featuresIndex = {
  title: 'Features: booking, payments and business tools',
  breadcrumb: 'Features',
  description:
    'Every Miadi feature in one place: reminders, client profiles, M-Pesa and card payments, invoices, staff calendars, the marketplace, live classes, reports and marketing.',
  headline: 'Everything your business runs on, in one app',
  intro:
    'Miadi takes the booking, reminds the client, collects the payment and tells you what it all adds up to. Explore the features by what they help you do.',
} as const;

export const featureSections = {
  capabilities: 'What it does',
  steps: 'How it works',
  related: 'Related features',
  usedBy: 'Businesses that rely on it',
  cta: {
    title: 'See it working for your business',
    text: 'Register your business and try every feature free for one month, or book a demo and we will walk you through it.',
  },
} as const;

export const featurePages = {
  notifications: {
    title: 'Appointment reminders and notifications',
    description:
      'Miadi confirms every booking, sends SMS, email and push reminders, and offers cancelled slots to your waitlist, so fewer appointments are missed.',
    headline: 'Reminders that bring clients in on time',
    intro:
      'Most missed appointments are simply forgotten. Miadi confirms every booking the moment it is made, reminds the client before they are due, and when someone cancels, offers the free slot to the next person on your waitlist.',
    summary:
      'Confirmations, SMS, email and push reminders, and a waitlist that refills cancelled slots.',
    capabilities: [
      {
        title: 'Confirmations and reminders',
        text: 'Every booking gets a confirmation, then a reminder by SMS, email or push notification at the time you choose before the appointment.',
      },
      {
        title: 'A waitlist for cancellations',
        text: 'Clients join the waitlist for a full day or a full class. When a place opens up, Miadi tells the next person in line.',
      },
      {
        title: 'Changes reach the client at once',
        text: 'Move or cancel a booking and the client hears about it straight away, with a link to choose another time.',
      },
      {
        title: 'Alerts for your team',
        text: 'Staff hear about new bookings, changes and cancellations in their own calendar, not second-hand.',
      },
    ],
    steps: [
      {
        title: 'Choose when reminders go out',
        text: 'For example a day before and two hours before, service by service.',
      },
      {
        title: 'Add your own words',
        text: 'Directions to the shop, parking, what to bring or how to prepare.',
      },
      {
        title: 'Let Miadi send them',
        text: 'Every booking is covered, whether the client booked online or your team entered it.',
      },
      {
        title: 'Refill cancellations',
        text: 'Turn on the waitlist and a cancelled slot is offered to the next client on its own.',
      },
    ],
    related: ['payment', 'customer-tracking', 'marketing'],
  },
  'customer-tracking': {
    title: 'Client profiles and customer tracking',
    description:
      'Miadi keeps a profile for every client: contact details, visit history, preferences, notes and intake forms, so your whole team gives personal service.',
    headline: 'Know every client before they walk in',
    intro:
      'A good business remembers. From the first booking, Miadi builds a profile for each client: what they had, who served them, what they paid, what they prefer and anything they told you, ready for the next visit.',
    summary: 'A profile for every client with visit history, preferences, notes and forms.',
    capabilities: [
      {
        title: 'Visit history',
        text: 'Every appointment with its service, staff member and payment, newest first.',
      },
      {
        title: 'Notes and preferences',
        text: 'A colour formula, a preferred pressure, an allergy, a nervous dog: whatever matters in your trade.',
      },
      {
        title: 'Intake and consultation forms',
        text: 'Ask the questions you need before the first visit and keep the answers on the profile.',
      },
      {
        title: 'Yours alone',
        text: 'Profiles belong to your business: only the people you add to your account can open them.',
      },
    ],
    steps: [
      {
        title: 'A client books',
        text: 'Online, through the marketplace, or entered by your team at the front desk.',
      },
      {
        title: 'The profile starts itself',
        text: 'Name, phone number and the first booking are saved, with the answers to your forms.',
      },
      {
        title: 'Add notes after each visit',
        text: 'What you did, what you used and what to suggest next time.',
      },
      {
        title: 'Pick up where you left off',
        text: 'At the next booking the whole history is one tap away.',
      },
    ],
    related: ['notifications', 'marketing', 'reports'],
  },
  payment: {
    title: 'Payments by M-Pesa, card and Apple Pay',
    description:
      'Take deposits and payments by M-Pesa, card and Apple Pay when clients book, charge no-show and cancellation fees, and sell products from your online store.',
    headline: 'Get paid by M-Pesa, card and Apple Pay',
    intro:
      'Payment is the strongest reminder there is. Clients pay a deposit or the full price when they book, by M-Pesa, card or Apple Pay through our payment provider, and your no-show and cancellation fees are clear before they confirm.',
    summary:
      'Deposits and payments by M-Pesa, card and Apple Pay, fees for no-shows, an online store.',
    capabilities: [
      {
        title: 'M-Pesa, card and Apple Pay',
        text: 'Clients pay the way they already do: on your booking page, in the booking widget or on the marketplace.',
      },
      {
        title: 'Deposits',
        text: 'Ask for a fixed amount or part of the price on the services you choose, such as long or peak-time appointments.',
      },
      {
        title: 'No-show and cancellation fees',
        text: 'Set a cancellation window. A late cancellation or a missed appointment is charged the fee you set.',
      },
      {
        title: 'An online store',
        text: 'Sell products, gift cards and packages next to your services, paid the same way.',
      },
    ],
    steps: [
      {
        title: 'Register your business',
        text: 'Add the details of where your payments should go.',
      },
      {
        title: 'Choose what to charge',
        text: 'A deposit, the full price or payment at the visit, service by service.',
      },
      {
        title: 'Set your policy',
        text: 'Your cancellation window and fees, shown to clients before they book.',
      },
      {
        title: 'Get paid',
        text: 'Payments and fees appear against each booking and in your reports.',
      },
    ],
    related: ['invoicing', 'reports', 'market-place'],
  },
  invoicing: {
    title: 'Invoices, packages and memberships',
    description:
      'Miadi sends professional invoices in Kes, sells packages and memberships, and tracks what each client owes and has paid, by M-Pesa, card or Apple Pay.',
    headline: 'Invoices, packages and memberships without the paperwork',
    intro:
      'Not everything is paid at the door. Miadi sends a proper invoice for a wedding balance, a monthly retainer or a company account, sells packages and recurring memberships, and keeps track of who has paid.',
    summary: 'Professional invoices in Kes, packages, class passes and recurring memberships.',
    capabilities: [
      {
        title: 'Professional invoices',
        text: 'Your logo and business details, each service itemised and the total in Kes, sent with a link to pay.',
      },
      {
        title: 'Packages and class passes',
        text: 'Sell a course of sessions or a pack of classes. Each booking uses one, and clients see how many are left.',
      },
      {
        title: 'Memberships',
        text: 'Monthly or termly memberships, invoiced again on every renewal date.',
      },
      {
        title: 'Expense tracking',
        text: 'Record what you spend on products, rent and wages, so you see what you really earn.',
      },
    ],
    steps: [
      {
        title: 'Start from a booking',
        text: 'Turn any booking into an invoice, or write one from scratch.',
      },
      {
        title: 'Send it with a payment link',
        text: 'The client pays by M-Pesa, card or Apple Pay from the invoice itself.',
      },
      {
        title: 'See who has paid',
        text: 'Paid, part-paid and overdue invoices are listed apart.',
      },
      {
        title: 'Let memberships renew',
        text: 'Recurring invoices go out on their own on each renewal date.',
      },
    ],
    related: ['payment', 'reports', 'customer-tracking'],
  },
  'employee-management': {
    title: 'Staff scheduling and employee management',
    description:
      'Give every staff member their own calendar and working hours, schedule classes, book rooms and equipment as resources, and track bookings and commission per person.',
    headline: 'Every staff member, room and chair on one calendar',
    intro:
      'Clients book a person, but the booking also needs a chair, a room or a reformer. Miadi keeps each staff member’s calendar, working hours and services together with the resources they use, so nothing is ever booked twice.',
    summary: 'Staff calendars and hours, class scheduling, resource booking and commissions.',
    capabilities: [
      {
        title: 'Calendars and working hours',
        text: 'Each person has the services they offer and the hours they work; clients only see times when they are free.',
      },
      {
        title: 'Resource booking',
        text: 'Rooms, chairs, beds, studios and equipment are booked with the staff member, so two appointments never need the same room at once.',
      },
      {
        title: 'Class scheduling',
        text: 'Group classes with an instructor, a capacity limit and a waitlist.',
      },
      {
        title: 'Bookings and commission per person',
        text: 'See what each person booked and took, and work out commission without a spreadsheet.',
      },
    ],
    steps: [
      {
        title: 'Add your team',
        text: 'Each person gets their own login, calendar and list of services.',
      },
      {
        title: 'Add your resources',
        text: 'The rooms, chairs and equipment a service cannot happen without.',
      },
      {
        title: 'Set hours and breaks',
        text: 'Weekly working hours, days off and leave, person by person.',
      },
      {
        title: 'Let clients choose',
        text: 'Clients pick a staff member or the first one free; Miadi books the resources with them.',
      },
    ],
    related: ['notifications', 'reports', 'customize-website'],
  },
  'market-place': {
    title: 'A free listing on the Miadi marketplace',
    description:
      'Every Miadi business gets a free listing on the Miadi marketplace, where clients search by service, area and time, book you and find your daily deals.',
    headline: 'Get found on the Miadi marketplace, free',
    intro:
      'Clients looking for a barber in Westlands or a massage in Karen search the Miadi marketplace. Your business is listed there free, with your services, prices, reviews and location, and clients book straight into your calendar.',
    summary: 'A free listing where new clients find you, book you and see your daily deals.',
    capabilities: [
      {
        title: 'A free listing',
        text: 'Your services, prices, photos, opening hours and reviews, at no extra cost on every plan.',
      },
      {
        title: 'Daily deals',
        text: 'Publish a deal for a quiet afternoon or a new service, and clients browsing the marketplace see it.',
      },
      {
        title: 'Found by place and time',
        text: 'Clients search by service, area and the time they want, and see where you are on the map.',
      },
      {
        title: 'Bookings straight to your calendar',
        text: 'A marketplace booking is confirmed, reminded and paid for like any other.',
      },
    ],
    steps: [
      {
        title: 'Register your business',
        text: 'Your listing is part of every plan, including the free trial.',
      },
      {
        title: 'Complete your profile',
        text: 'Photos, services, prices and your location.',
      },
      {
        title: 'Go live',
        text: 'Clients can find and book you as soon as your calendar is open.',
      },
      {
        title: 'Post a daily deal',
        text: 'Fill the hours that are usually empty.',
      },
    ],
    related: ['marketing', 'customize-website', 'payment'],
  },
  'live-stream': {
    title: 'Live-streamed classes and online sessions',
    description:
      'Run live-streamed classes and online sessions with Miadi: clients book and pay like any other appointment and join from home, the office or the road.',
    headline: 'Teach live, wherever your clients are',
    intro:
      'Not every client can beat the evening traffic to a 6 p.m. class. With Live Stream, a yoga class, a dance lesson, a coaching session or a masterclass is booked and paid for like any other appointment, and joined from anywhere.',
    summary: 'Stream classes and one-to-one sessions to clients who book and pay online.',
    capabilities: [
      {
        title: 'Bookable online sessions',
        text: 'Mark a class or a service as online; clients book and pay for it in the usual way.',
      },
      {
        title: 'The link comes with the booking',
        text: 'Clients find how to join in their confirmation and in every reminder.',
      },
      {
        title: 'Studio and online together',
        text: 'Sell studio places and online places for the same class, each with its own capacity.',
      },
      {
        title: 'Passes and memberships count',
        text: 'Online classes use the same class passes and memberships as studio ones.',
      },
    ],
    steps: [
      {
        title: 'Create an online class or service',
        text: 'Give it a time, a price and a capacity.',
      },
      {
        title: 'Clients book and pay',
        text: 'From your booking page, the widget or the marketplace.',
      },
      {
        title: 'Go live at the start time',
        text: 'Everyone who booked can join; nobody else can.',
      },
      {
        title: 'Follow up',
        text: 'Send the next class date to everyone who attended.',
      },
    ],
    related: ['employee-management', 'invoicing', 'notifications'],
  },
  reports: {
    title: 'Business reports and analytics',
    description:
      'Miadi reports show bookings, revenue, staff performance, no-shows and returning clients, so you can see which services, days and people earn the most.',
    headline: 'Reports that show what earns you most',
    intro:
      'Which service fills the calendar, which day is always empty, who your most loyal clients are: Miadi answers from your own bookings and payments, every week or every month, without a spreadsheet.',
    summary: 'Bookings, revenue, staff performance, no-shows and returning clients at a glance.',
    capabilities: [
      {
        title: 'Revenue and bookings',
        text: 'Takings by day, service and payment method, M-Pesa and card side by side.',
      },
      {
        title: 'Staff performance',
        text: 'Bookings, takings and rebooking rate per person.',
      },
      {
        title: 'No-shows and cancellations',
        text: 'See who misses appointments and what the fees recovered.',
      },
      {
        title: 'Returning clients',
        text: 'Who comes back, how often, and who has not been seen for a while.',
      },
    ],
    steps: [
      {
        title: 'Take bookings as usual',
        text: 'Every booking and payment feeds the reports; there is nothing to enter twice.',
      },
      {
        title: 'Open your dashboard',
        text: 'Today, this week and this month at a glance.',
      },
      {
        title: 'Get your reports',
        text: 'Monthly on the free trial, weekly on Standard and above.',
      },
      {
        title: 'Act on them',
        text: 'Post a deal for the quiet day, reward your regulars, adjust staff hours.',
      },
    ],
    related: ['invoicing', 'employee-management', 'marketing'],
  },
  'customize-website': {
    title: 'Your booking page and embeddable booking widget',
    description:
      'Miadi gives you a branded booking page, a booking widget for your own website, Book buttons for your social profiles and your location on maps.',
    headline: 'Your own booking page, and a widget for your website',
    intro:
      'Clients should be able to book wherever they find you. Miadi gives your business its own booking page with your logo, colours and photos, a booking widget that fits into the website you already have, and Book buttons for your social profiles and your map listing.',
    summary: 'A branded booking page, an embeddable booking widget, social and map integrations.',
    capabilities: [
      {
        title: 'Your booking page',
        text: 'Your own link with your logo, colours, photos, services and prices, open for bookings day and night.',
      },
      {
        title: 'An embeddable booking widget',
        text: 'Paste a short snippet into your existing website and clients book without leaving it.',
      },
      {
        title: 'Social and map integrations',
        text: 'Book buttons on Instagram, Facebook and your map listing lead straight to your calendar.',
      },
      {
        title: 'Booking rules',
        text: 'Set a lead time so nobody books five minutes before you open, and offer times every 15, 20 or 30 minutes.',
      },
    ],
    steps: [
      {
        title: 'Pick your link',
        text: 'Your business name, as your clients know it.',
      },
      {
        title: 'Make it yours',
        text: 'Logo, colours, cover photo and the order of your services.',
      },
      {
        title: 'Set your booking rules',
        text: 'Lead time, booking interval and how far ahead clients may book.',
      },
      {
        title: 'Share it everywhere',
        text: 'Embed the widget, add the Book buttons and put the link in your bio.',
      },
    ],
    related: ['market-place', 'marketing', 'payment'],
  },
  'booking-widget': {
    title: 'A booking widget for your own website',
    description:
      'Put your Miadi booking request form on your own website with one line of code: clients choose a service, a day and a time without leaving your site.',
    headline: 'Your booking form, on your own website',
    intro:
      'Clients who find your website should be able to book there. Find your business below, copy one line of code into your site, and your Miadi booking request form appears in it, in English or Kiswahili.',
    summary: 'Your booking request form on your own website, from one line of code.',
    capabilities: [
      {
        title: 'One line of code',
        text: 'Paste it where the form should appear. The form grows and shrinks with what it shows, so there is never a scrollbar inside it.',
      },
      {
        title: 'The same requests',
        text: 'Clients choose from your real services, opening hours and booking rules, and each request reaches you as it does from your page on Miadi.',
      },
      {
        title: 'Nothing kept on your visitors',
        text: 'The form sets no cookies and stores nothing in the browser, so it works where third-party cookies are blocked.',
      },
      {
        title: 'Without scripts too',
        text: 'For site builders that do not allow scripts: a Book with Miadi link that opens your page on Miadi, where clients book.',
      },
    ],
    steps: [
      {
        title: 'Find your business',
        text: 'Search for it by name below, or start from your page on Miadi.',
      },
      {
        title: 'Choose how it looks',
        text: 'The form itself, or a button, in English or Kiswahili.',
      },
      {
        title: 'Copy the code',
        text: 'Paste it into your website where clients should book.',
      },
    ],
    related: ['customize-website', 'notifications', 'market-place'],
  },
  marketing: {
    title: 'Marketing tools for service businesses',
    description:
      'Send campaigns and offers to your clients, publish daily deals on the Miadi marketplace and turn social followers into bookings, to fill your quiet days.',
    headline: 'Marketing that fills your quiet days',
    intro:
      'Your best new clients are often your old ones. Miadi lets you message the clients you have not seen for a while, announce a new service, reward regulars and post daily deals on the marketplace, all from the client list you already have.',
    summary: 'Campaigns, daily deals, offers for regulars, and social and map integrations.',
    capabilities: [
      {
        title: 'SMS and email campaigns',
        text: 'Write once and send to a group: new clients, regulars, or those not seen in two months. Only clients who agreed to hear from you receive them.',
      },
      {
        title: 'Daily deals',
        text: 'Put an offer on the Miadi marketplace for exactly the hours you want to fill.',
      },
      {
        title: 'Offers and gift cards',
        text: 'Discount codes and gift cards that clients use when they book and pay.',
      },
      {
        title: 'Social and map integrations',
        text: 'Book buttons on your social profiles and map listing turn followers into bookings.',
      },
    ],
    steps: [
      {
        title: 'Choose who to reach',
        text: 'Pick a group from your client profiles.',
      },
      {
        title: 'Write the offer',
        text: 'A message, a discount code or a daily deal.',
      },
      {
        title: 'Send or publish',
        text: 'Now, or at the time your clients are most likely to read it.',
      },
      {
        title: 'See what it brought in',
        text: 'Bookings and takings from each campaign appear in your reports.',
      },
    ],
    related: ['market-place', 'customer-tracking', 'reports'],
  },
} satisfies Record<FeatureSlug, FeaturePage>;
