/**
 * /pricing: its introduction and the questions people ask. A plan's price or limit is quoted
 * with a slot (`{standardPrice}`, `{standardBookings}`, …) that lib/plans.ts fills from
 * content/plans.ts; the comparison table is drawn from the plans themselves.
 */
export const pricingPage = {
  title: 'Plans and pricing',
  description:
    'Miadi plans in Kenya shillings, VAT included: a free month of Standard, then Standard at {standardPrice} or Professional at {professionalPrice} a month.',
  text: 'The Free Trial starts free: a month of Standard, with no payment details asked. Then pay monthly in Kenya shillings. No set-up fees, no contract: change plans or cancel any time.',
  billingLink: 'How billing and refunds work',
  compare: {
    eyebrow: 'Compare',
    title: 'What each plan includes',
    intro: 'Every plan includes a free listing on the Miadi marketplace.',
    caption: 'Plans compared feature by feature',
    /** The phone's control: one plan's column at a time. */
    choose: 'Show plan',
  },
  faq: { eyebrow: 'Questions', title: 'Frequently asked questions' },
} as const;

export type Faq = { id: string; question: string; answer: string };

export const pricingFaqs = [
  {
    id: 'free-trial',
    question: 'How does the free trial work?',
    answer:
      'For one month you get Standard and pay nothing, and no payment details are asked: {standardEmployees} employees, {standardServices} services, up to {standardBookings} bookings a month and up to {standardMembers} members. If you keep your account after the month, it continues on Standard at {standardPrice} a month. Cancel before the trial ends and you are never charged.',
  },
  {
    id: 'bookings-limit',
    question: 'How many bookings does Standard allow?',
    answer:
      'Up to {standardBookings} bookings a month, with {standardEmployees} employees and {standardServices} services. Professional ({professionalPrice} a month) has no limit on bookings or services and allows {professionalEmployees} employees.',
  },
  {
    id: 'members',
    question: 'What are members?',
    answer:
      'Your customers who hold a membership your business manages, such as a monthly package of visits. Standard and Professional allow up to {standardMembers}; Enterprise as many as you agree with us.',
  },
  {
    id: 'vat',
    question: 'Do prices include VAT?',
    answer:
      'Yes. The price shown is the whole monthly charge, VAT included: nothing is added at payment.',
  },
  {
    id: 'set-up-fees',
    question: 'Are there set-up fees or a contract?',
    answer:
      'No. There is no set-up fee and no minimum term: every plan is billed one month at a time, in advance, in Kenya shillings.',
  },
  {
    id: 'payment-methods',
    question: 'How do I pay for my plan?',
    answer: 'By card, by M-Pesa or by bank transfer. You get a receipt by email for every payment.',
  },
  {
    id: 'change-plan',
    question: 'Can I change plans later?',
    answer:
      'Yes, at any time. An upgrade takes effect at once and the new price applies from your next billing date. A downgrade takes effect from your next billing date.',
  },
  {
    id: 'cancel',
    question: 'What happens when I cancel?',
    answer:
      'Your account stays active until the end of the month you have paid for, and you are not charged again. We do not refund part of a month already paid, but we refund in full any charge made by mistake.',
  },
  {
    id: 'enterprise',
    question: 'Who is Enterprise for?',
    answer:
      'Chains and franchises with several branches, or teams larger than Professional allows. The price depends on your locations and staff: book a demo and we will put together a quote.',
  },
  {
    id: 'marketplace',
    question: 'Is the marketplace listing extra?',
    answer:
      'No. Every plan, the free trial included, lists your business on the Miadi marketplace for free, where clients find you and your daily deals.',
  },
] as const satisfies readonly Faq[];

/**
 * The cost calculator (D30): Miadi's flat plans against marketplace commission on new clients.
 * The rates, their sources and the dates they were read are in content/commission-rates.ts;
 * slots in braces are filled by the page ({count}, {price}, …). `live` is what the calculator's
 * island shows and changes; the rest is rendered once on the server.
 */
export const costCalculator = {
  eyebrow: 'Commission or a flat fee',
  title: 'What marketplace commission would cost you',
  intro:
    'Booking marketplaces such as Fresha, Treatwell and Booksy charge a share of what each new client they bring you pays. Miadi’s plans are a flat monthly fee, and every plan lists your business on the Miadi marketplace for free. Put in your own figures to compare.',
  live: {
    legend: 'Your figures',
    /** The figures update as they are typed; the button checks them and points to any problem. */
    submit: 'Work it out',
    bookings: 'Bookings a month',
    visit: 'Average price of a visit (Kes)',
    share: 'New clients from marketplaces (% of bookings)',
    /** `{share}` is the share the calculator starts from (content/commission-rates.ts). */
    shareHint:
      'Of your bookings, the share made by clients a marketplace brought you for the first time. It starts at {share}, an example rather than a measured figure: put in your own.',
    errors: {
      bookings: {
        empty: 'Enter how many bookings you take in a month.',
        notNumber: 'Write the number of bookings in figures, for example 120.',
        notWhole: 'Enter a whole number of bookings, for example 120.',
        tooSmall: 'Enter 0 or more bookings.',
        tooLarge: 'Enter at most {max} bookings.',
      },
      visit: {
        empty: 'Enter the average price of a visit, in Kes.',
        notNumber: 'Write the price in figures, for example 2,000.',
        notWhole: 'Enter the price in whole shillings, for example 2,000.',
        tooSmall: 'Enter a price above Kes 0.',
        tooLarge: 'Enter a price of at most {max}.',
      },
      share: {
        empty: 'Enter the share of bookings that are new clients from marketplaces, in percent.',
        notNumber: 'Write the share in figures, for example 10.',
        notWhole: 'Write the share in figures, for example 10.',
        tooSmall: 'Enter a share of 0% or more.',
        tooLarge: 'Enter a share of at most 100%.',
      },
    },
    results: 'Your results',
    caption: 'A month of {bookings} at {price} a visit: {clients} from marketplaces',
    bookingCount: { one: '{count} booking', other: '{count} bookings' },
    /** In place of the results while a figure cannot be used; each field says why. */
    noResult:
      'No result until your figures are corrected: the fields under “Your figures”, beside these results on a wide screen and above them on a phone, say what to change.',
    rounded:
      'Commission on each new client is shown to the cent; each month’s figure is that times the new clients, rounded once to the whole shilling.',
    perClient: 'Commission on each new client',
    month: 'Commission a month',
    cheaperFrom: 'Miadi {plan} ({price} a month) costs less from',
    newClients: { one: '{count} new client', other: '{count} new clients' },
    /** The cheapest plan whose bookings limit fits the bookings entered (D36), against this commission. */
    keep: 'With Miadi {plan} ({price} a month) you keep {amount} a month',
    costsMore: 'Miadi {plan} ({price} a month) costs {amount} a month more than this commission',
  },
  rules: {
    fresha: '{percent} of a new marketplace client’s first booking',
    treatwell: '{percent} plus VAT on a new client’s booking: {withTax} with Kenya’s {vat} VAT',
    'booksy-boost':
      '{percent} of a new client’s first visit, at least {min} and at most {max} (US${minUsd} and US${maxUsd})',
  },
  typical: {
    title: 'A typical month at {price} a visit',
    text: 'What a month costs for a few common numbers of new clients.',
    caption: 'Cost a month at {price} a visit, by the number of new clients from marketplaces',
    option: 'Option',
    plan: 'Miadi {plan}, flat fee',
  },
  notes: {
    title: 'What the figures count',
    newClientsOnly:
      'Each marketplace charges its commission only on new clients it brings you, once, on their first booking; returning clients carry none, as each help centre says. Treatwell counts a client who has not booked with you for 12 months as new again.',
    notCounted:
      'Only this commission is counted. Other fees these services may charge, such as subscriptions or payment processing, are not, and neither is the minimum fee Fresha sets for lower-priced appointments, which varies by country.',
    plans:
      'Miadi’s figures are the plans’ monthly fees; what each plan includes is compared above.',
  },
  sources: {
    title: 'Where the rates come from',
    links: {
      fresha: 'Fresha help centre: new client fees',
      treatwell: 'Treatwell help centre: how Treatwell’s commission works',
      'booksy-boost': 'Booksy help centre: how Boost pricing works',
    },
    read: 'read {date}',
    vat: 'VAT: Kenya’s general rate, {vat}.',
    exchange:
      'Limits set in US dollars are converted at {rate} to the dollar, as of {date}, CBK indicative rate:',
    exchangeLink: 'Central Bank of Kenya, exchange rates',
  },
} as const;
