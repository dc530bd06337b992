/**
 * Gift vouchers (D37): the section on a listing's page and in its widget, its voucher request,
 * and the /gift-vouchers page. Nothing is sold or paid on the site: the business confirms, the
 * buyer pays it by M-Pesa, and the business sends the code.
 */
export const giftVouchers = {
  /** The section's heading, the cards' mark and the footer's link. */
  title: 'Gift vouchers',
  intro:
    'Give someone a treat at {name}: a voucher for an amount or a service. You ask here; {name} confirms, you pay them by M-Pesa, and they send the code on the day you choose.',
  offer: {
    title: 'What you can give',
    amount: 'A voucher for {amount}',
    service: '{service}: {price}',
    validity: 'Valid for {months} from the day the code is sent.',
    months: { one: '{count} month', other: '{count} months' },
    pay: 'Paid by M-Pesa to {to}, once {name} confirms. Nothing is sold or paid on this site.',
    terms: 'Terms',
  },
  form: {
    title: 'Ask for a gift voucher',
    labels: {
      gift: 'Voucher for',
      name: 'Your name',
      phone: 'Your mobile number',
      recipientName: 'Who it is for',
      recipientPhone: 'Their mobile number',
      selfHandOver: 'I’ll hand it over myself: send the code to my number',
      note: 'A short message for them (optional)',
      date: 'The day it should reach them',
    },
    placeholders: { gift: 'Choose an amount or a service' },
    /** What the missing-field messages call them: "Enter your recipient’s name." */
    errorLabels: {
      gift: 'voucher',
      recipientName: 'recipient’s name',
      recipientPhone: 'recipient’s mobile number',
      date: 'day it should reach them',
    },
    hints: {
      phone:
        'A Kenyan mobile number, like 0712 345 678. {name} confirms and asks for payment on it.',
      recipientPhone: 'The code comes to this number by SMS or WhatsApp.',
      note: 'Sent with the code. Up to 150 characters.',
    },
    errors: { note: 'Keep the message to 150 characters.' },
    submit: 'Send voucher request',
    sent: 'Miadi has received your voucher request and passes it to {name} now. Nothing is paid until they confirm.',
  },
  /** What happens next (D32), once the request is sent or written out. */
  next: {
    confirms: '{name} confirms the voucher and its price by {channel}.',
    pay: 'You pay {amount} by M-Pesa to {to}, with that account reference.',
    sendsTo: 'On {date}, {name} sends the voucher code to {recipient} by SMS or WhatsApp.',
    sendsToMe: 'On {date}, {name} sends the voucher code to you by SMS or WhatsApp, to hand over.',
  },
  /** Beside the send button (D23): who receives the request, in each case. */
  privacy: {
    endpoint:
      'Miadi’s team receives your request and passes it to {name}, only to arrange this voucher.',
    ownEmail: '{name} receives your request, by WhatsApp or email, only to arrange this voucher.',
    siteEmail:
      '{name} receives your request on WhatsApp; by email, Miadi’s team receives it and passes it to {name}. Only to arrange this voucher.',
  },
  /** The request as the buyer would write it, by WhatsApp, SMS or email. */
  message: {
    greeting: 'Hello {name}, I would like a gift voucher for {gift}, at {address}.',
    recipient: 'It is for {recipient}, mobile {phone}: please send them the code on {date}.',
    self: 'It is for {recipient}. I will hand it over myself: please send the code to me on {date}.',
    note: 'My message for the voucher: "{note}"',
    pay: 'I will pay by M-Pesa to {to} once you confirm.',
    /** Written without a form (no JavaScript): the blanks for the buyer to fill in. */
    direct:
      'Hello {name}, I would like a gift voucher at {address}. Amount or service: … For: … (their mobile: …). Please send them the code on: …',
    closing: 'Thank you.',
    subject: 'Gift voucher request for {name}',
  },
  /** Without JavaScript, the same request written by the buyer. */
  direct: 'Or write to them yourself:',
  directLink: 'Ask {name} for a voucher on WhatsApp',
  directEmail: 'or by email',
  /** The /gift-vouchers page. */
  page: {
    title: 'Gift vouchers',
    metaTitle: 'Gift vouchers for salons, spas, barbers and gyms in Nairobi',
    description:
      'Give a massage, a hair appointment or a gym session: {count} places in Nairobi offer gift vouchers, paid by M-Pesa and sent by SMS or WhatsApp.',
    intro:
      'Treat someone to a massage, a new look or a training session. Each place below offers vouchers: choose one, send a voucher request, and pay them by M-Pesa once they confirm. The code reaches the person you choose on the day you choose.',
    count: {
      one: '{count} place offers gift vouchers',
      other: '{count} places offer gift vouchers',
    },
    /** An area's and a category's list (/gift-vouchers/in/karen, /gift-vouchers/massage). */
    inArea: 'Gift vouchers in {area}',
    inCategory: 'Gift vouchers: {category}',
    areaIntro: {
      one: '{count} place in {area} offers gift vouchers. Send it a voucher request, and pay by M-Pesa once they confirm.',
      other:
        '{count} places in {area} offer gift vouchers. Choose one, send a voucher request, and pay by M-Pesa once they confirm.',
    },
    categoryIntro: {
      one: '{category}: {count} place offers gift vouchers. Send it a voucher request, and pay by M-Pesa once they confirm.',
      other:
        '{category}: {count} places offer gift vouchers. Choose one, send a voucher request, and pay by M-Pesa once they confirm.',
    },
    areaDescription: {
      one: 'Gift vouchers in {area}: {count} place offers them, paid by M-Pesa once they confirm and sent to the person you choose by SMS or WhatsApp.',
      other:
        'Gift vouchers in {area}: {count} places offer them, paid by M-Pesa once they confirm and sent to the person you choose by SMS or WhatsApp.',
    },
    categoryDescription: {
      one: 'Gift vouchers, {category}: {count} place in Nairobi offers them, paid by M-Pesa once they confirm and sent by SMS or WhatsApp.',
      other:
        'Gift vouchers, {category}: {count} places in Nairobi offer them, paid by M-Pesa once they confirm and sent by SMS or WhatsApp.',
    },
    /** The filters: links to the lists above, each with its count ("Karen · 3"). */
    filters: {
      byArea: 'By area',
      byCategory: 'By category',
      all: 'All gift vouchers',
      link: { one: '{name}: {count} place', other: '{name}: {count} places' },
    },
    /** A card's link to the listing's voucher request. */
    ask: 'Ask {name} for a voucher',
  },
  /** The words a voucher listing's search record carries, so "gift" and "voucher" find it. */
  searchWords: 'gift voucher',
  /** A voucher's name in the listing's structured data: `{gift}` an amount or a service. */
  schemaName: 'Gift voucher: {gift}',
} as const;
