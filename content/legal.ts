import { site } from './site';
import type { NavLink } from './types';

/**
 * The legal pages: Privacy Policy, Terms of Use (the footer's Terms & Services shares it) and
 * Refund Policy. They describe what this site really does; when the site changes (a form, a
 * storage key, an outside request), change them in the same commit.
 */

/** A block of a section: a paragraph, a bulleted list, term–detail pairs, or links. */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { terms: readonly { term: string; detail: string }[] }
  | { links: readonly NavLink[] };

export type LegalSection = { id: string; heading: string; body: readonly LegalBlock[] };

export type LegalDocument = {
  path: string;
  title: string;
  /** The meta description. */
  description: string;
  /** ISO date of the last change. */
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
};

/** The words around every legal document. */
export const legalPageText = {
  updated: 'Last updated',
  contents: 'On this page',
  questions: 'Questions about this page?',
  writeTo: 'Email',
} as const;

const email = site.contact.email;

/** Where a form's details go in this build: the configured form service, or the email app. */
const formDelivery: readonly LegalBlock[] = site.formEndpoint
  ? [
      `When you press the form’s send button, your details are sent over an encrypted (HTTPS) connection to Miadi’s form service at ${new URL(site.formEndpoint).host}. Nothing is sent while you type, and nothing is sent if you leave the page without pressing it.`,
      'If sending fails, the form keeps what you typed and offers to try again; nothing is stored elsewhere.',
    ]
  : [
      'This website does not send your form details anywhere itself. When you press the form’s send button, your own email app opens with a message addressed to ' +
        `${email} and your details in it. Nothing is sent unless you send that email yourself; it then travels like any email you write, through your email provider and ours.`,
      'The form says so on the page when it happens, and keeps what you typed.',
    ];

export const privacyPolicy = {
  path: '/privacy',
  title: 'Privacy Policy',
  description:
    'What the Miadi website collects through each form, where it goes, what stays in your browser, and your rights under Kenya’s Data Protection Act, 2019.',
  updated: '2026-11-23',
  summary:
    'We collect only what you type into a form, use it only to answer you, and never sell it. This site sets no cookies, runs no trackers and makes no requests to anyone else while you browse.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        `${site.name} (${site.contact.postalAddress}) runs this website and decides how the personal data collected through it is used: under Kenya’s Data Protection Act, 2019 we are its data controller.`,
        `For anything about your data, write to ${email} or call ${site.contact.phone}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What each form collects',
      body: [
        'We collect personal data only when you fill in a form and send it. Each form asks for:',
        {
          terms: [
            {
              term: 'Contact form',
              detail:
                'Your first and last name, email, phone, the subject you choose and your message.',
            },
            { term: 'Newsletter', detail: 'Your email address.' },
            {
              term: 'Demo request',
              detail:
                'Your name, business name, email, phone, business type, the date and time you would prefer, and your message.',
            },
            {
              term: 'Business sign-up',
              detail:
                'Your name, email and mobile number, your business details (name, address, country and county, business phone, type, where you serve clients, your booking page link, a security question and its answer) and the plan you choose. Your password is never sent. The security answer is sent only over an encrypted connection to our form service, never by email. If you choose to pay by M-Pesa, the M-Pesa number you give goes with your registration to our form service, so that the payment prompt reaches your phone; it is never put in an email. Card details typed in the payment step are checked in your browser and never leave the page: this website takes no payments.',
            },
            {
              term: 'Booking request',
              detail:
                'Your name and mobile number, the business, service, day and time you choose, and your note if you add one.',
            },
            {
              term: 'Waitlist and class requests',
              detail:
                'Your name and mobile number, the business, and the service, days and hours that suit you, or the class and date you ask for and your note if you add one.',
            },
            {
              term: 'Log in',
              detail:
                'Nothing. The login page sends nothing to us; where the Miadi app’s sign-in is available, the page hands you over to it.',
            },
            { term: 'Forgot password', detail: 'Your email address.' },
          ],
        },
        'Like any web server, the host that serves these pages may keep short-lived access logs (the address your request came from, the page, the time and your browser’s name) to keep the site secure and working. We do not use them to identify or profile visitors.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where your details go',
      body: [
        ...formDelivery,
        'Miadi’s team reads what you send. A booking request also goes to the business you chose, so it can confirm your booking; if you send it by WhatsApp, it goes straight to that business through WhatsApp. Each form says beside its send button who receives what you type.',
        'We do not sell or rent personal data, and we share it only with the providers that carry our email and host our systems, who may use it for nothing else, or when Kenyan law requires us to.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      body: [
        {
          list: [
            'To answer your message or demo request: because you asked us to.',
            'To set up and run your business account: to provide the service you sign up for.',
            'To send the newsletter: because you subscribed. Every issue has a way to unsubscribe, or write to us.',
            'To help you back into your account when you forget your password: because you asked us to.',
            'To pass your booking request to the business you chose, so it can confirm it: because you asked us to.',
          ],
        },
        'We never use your details for advertising, and we do not make automated decisions about you.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'What is kept in your browser',
      body: [
        'Two features remember things on your own device. Neither is sent to us.',
        {
          terms: [
            {
              term: 'Saved businesses (localStorage, miadi:favourites)',
              detail:
                'The businesses you save on the Book a service page, so they are still there next time. They stay on this device until you remove them or clear this site’s data in your browser.',
            },
            {
              term: 'Sign-up progress (sessionStorage, miadi:signup)',
              detail:
                'What you have typed in the business sign-up, so a reload does not lose it. It never holds your password or payment details, and your browser deletes it when you close the tab.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies-and-trackers',
      heading: 'Cookies and trackers',
      body: [
        'This site sets no cookies. It has no analytics, advertising or social media trackers and loads no scripts, fonts or images from anyone else: every file comes from this site, so browsing it sends no request to a third party.',
        'Links to other sites, such as a business’s map link, take you there only when you follow them; their own policies then apply.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      body: [
        {
          list: [
            'Messages and demo requests: up to 12 months after our last exchange, unless you become a customer.',
            'Business accounts: while the account is open, then as long as Kenyan tax and accounting law requires for billing records.',
            'Newsletter: until you unsubscribe.',
            'Password reset requests: 30 days.',
            'Booking requests: up to 12 months, so that questions about a booking can be answered.',
          ],
        },
      ],
    },
    {
      id: 'outside-kenya',
      heading: 'Transfers outside Kenya',
      body: [
        'Some of the providers that carry our email and host our systems keep data on servers outside Kenya, and so do email providers and WhatsApp if you send a message through them. When your details leave Kenya this way, we use only providers bound by contract to protect them at least as well as Kenyan law requires, as the Data Protection Act, 2019 asks, and you can ask us which providers and countries are involved.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      body: [
        'Pages and form submissions travel over encrypted connections, and only the people at Miadi who need your details to help you can see them.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        'Under Kenya’s Data Protection Act, 2019 you have the right:',
        {
          list: [
            'to be told how your personal data is used (this page);',
            'to access the personal data we hold about you and get a copy;',
            'to have data that is wrong or incomplete corrected;',
            'to have data that is false, misleading or no longer needed deleted;',
            'to object to our use of your data, including for the newsletter;',
            'to receive the data you gave us in a common, machine-readable format, or have it sent to another service (portability);',
            'to withdraw your consent at any time, without affecting what was done before.',
          ],
        },
      ],
    },
    {
      id: 'exercise-your-rights',
      heading: 'How to exercise them',
      body: [
        `Email ${email} with “Data request” in the subject, and say which right you want to use. We may ask you to confirm who you are before we act. It costs nothing. We acknowledge your request within one working day and answer it within seven days; if it needs longer, we tell you why within that time.`,
        'If you are unhappy with how we handled your data, you can complain to the Office of the Data Protection Commissioner, Kenya’s data protection regulator.',
        {
          links: [
            {
              label: 'Office of the Data Protection Commissioner (odpc.go.ke)',
              href: 'https://www.odpc.go.ke',
            },
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      body: [
        'This site is for businesses and adults. We do not knowingly collect personal data from anyone under 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'When what this site collects or how it uses data changes, we update this page and the date at its top before the change takes effect.',
      ],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfUse = {
  path: '/terms',
  title: 'Terms of Use',
  description:
    'The terms for using the Miadi website and Miadi subscriptions: accounts, monthly billing in Kenya shillings, the free trial, cancelling, acceptable use and Kenyan law.',
  updated: '2026-11-22',
  summary:
    'These terms cover this website and the Miadi service a business subscribes to from it (the footer’s Terms & Services and Terms of Use are this one page). Using the site or the service means you accept them.',
  sections: [
    {
      id: 'the-website',
      heading: 'Using this website',
      body: [
        'The website tells you about Miadi and lets you contact us, ask for a demo and register a business. You may use it for those purposes. Please do not attack or overload it, try to get into parts not meant for you, or send forms with someone else’s details.',
        'We keep the information on it accurate and up to date, but features and prices may change; the price you pay is the one shown when you subscribe, unless we give you notice as described below.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Business accounts',
      body: [
        'To register a business you must be at least 18 and allowed to act for that business. Give us accurate details and keep them current, and keep your password to yourself: you are responsible for what is done with your account.',
      ],
    },
    {
      id: 'plans-and-billing',
      heading: 'Plans and billing',
      body: [
        {
          list: [
            'Plans are billed monthly, in advance, in Kenya shillings, by card, M-Pesa or bank transfer. The plans and their prices are on the pricing page.',
            `The Free Trial lasts one month, includes everything in Standard and costs nothing. If you keep your account after it, it continues on Standard at {standardPrice} a month; cancel before the trial ends and you are never charged.`,
            'Enterprise prices and terms are agreed in writing with each business.',
            'If we change a price, we email you at least 30 days before, and the new price applies only from your next billing date after that.',
          ],
        },
        { links: [{ label: 'See the plans and prices', href: '/pricing' }] },
      ],
    },
    {
      id: 'changing-and-cancelling',
      heading: 'Changing plans and cancelling',
      body: [
        'You can change plans or cancel at any time, in the app or by writing to us. When you cancel, your account stays active until the end of the month you have paid for and you are not charged again. Refunds follow our Refund Policy.',
        { links: [{ label: 'Read the Refund Policy', href: '/refund-policy' }] },
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings between businesses and their clients',
      body: [
        'Miadi provides the tools; the service itself is between a business and its client. The business sets its services, prices, deposits, and no-show and cancellation fees, and must show them to clients before they book.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        {
          list: [
            'Offer only lawful services, described honestly.',
            'Send marketing messages only to clients who agreed to receive them.',
            'Handle your clients’ personal data as Kenya’s Data Protection Act, 2019 requires: for your clients’ data you are the data controller and Miadi processes it on your behalf.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: 'Your content and ours',
      body: [
        'Your business name, photos, descriptions and prices remain yours. You allow us to show them on your booking page and in the Miadi marketplace while your account is open. The Miadi name, logo, website and app are ours.',
      ],
    },
    {
      id: 'availability-and-liability',
      heading: 'Availability and liability',
      body: [
        'We work to keep Miadi available and your data safe, and tell you in advance about planned maintenance, but we cannot promise the service will never be interrupted. As far as Kenyan law allows, our liability for any claim is limited to the fees you paid us in the three months before it.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing an account',
      body: [
        'If an account breaks these terms we tell the owner and give them time to put it right; we suspend it straight away only to stop fraud or harm to others. When you close your account you can ask for a copy of your business data first.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: [
        'These terms are governed by the laws of Kenya. If we disagree, we will first try to settle it by talking; if that fails, the courts of Kenya decide.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: [
        'We update the date at the top of this page whenever these terms change, and email account holders about any change that affects them at least 30 days before it applies.',
      ],
    },
  ],
} as const satisfies LegalDocument;

export const refundPolicy = {
  path: '/refund-policy',
  title: 'Refund Policy',
  description:
    'How Miadi billing and refunds work: monthly billing in Kenya shillings, a free first month, cancel any time with no further charge, and full refunds for charges made in error.',
  updated: '2026-11-22',
  summary:
    'Plans are billed monthly and the first month is free. Cancel any time and you are not charged again; we do not refund part of a month already paid, and we refund in full anything charged by mistake.',
  sections: [
    {
      id: 'in-short',
      heading: 'In short',
      body: [
        {
          list: [
            'Every plan is billed monthly, in advance, in Kenya shillings.',
            'The one-month free trial costs nothing.',
            'Cancel any time: you keep the month you paid for and are not charged for the next.',
            'No refunds for the unused part of a month already paid (no pro-rata refunds).',
            'A charge we should not have made is refunded in full.',
          ],
        },
      ],
    },
    {
      id: 'free-trial',
      heading: 'The free trial',
      body: [
        `The Free Trial gives you everything in Standard for one month at Kes 0. If you cancel before it ends, you are never charged. If you keep your account, billing on Standard ({standardPrice} a month) starts the day after the trial ends.`,
      ],
    },
    {
      id: 'monthly-billing',
      heading: 'Monthly billing',
      body: [
        'Each plan is charged once a month, in advance, on the same date each month, by card, M-Pesa or bank transfer. You receive a receipt by email for every payment.',
      ],
    },
    {
      id: 'cancelling',
      heading: 'Cancelling',
      body: [
        'You can cancel at any time, in the app or by writing to us. Your account stays active until the end of the month you have paid for, and nothing more is charged. Because you keep the service for that month, we do not refund part of it.',
      ],
    },
    {
      id: 'changing-plans',
      heading: 'Changing plans',
      body: [
        'An upgrade takes effect at once, and the new price applies from your next billing date: you pay nothing extra for the rest of the current month. A downgrade takes effect from your next billing date, so the current month is not refunded.',
      ],
    },
    {
      id: 'when-we-refund',
      heading: 'When we refund',
      body: [
        'We refund the full amount when:',
        {
          list: [
            'you were charged after cancelling, or during the free trial;',
            'you were charged twice, or more than the price of your plan;',
            'you were charged for a plan you did not choose.',
          ],
        },
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      body: [
        `Email ${email} within 60 days of the charge with your business name, the date and amount, and the M-Pesa transaction code or the last four digits of the card. We reply within two working days. An approved refund is paid back the way you paid (M-Pesa, card or bank transfer) within 14 days.`,
      ],
    },
    {
      id: 'enterprise',
      heading: 'Enterprise plans',
      body: [
        'Enterprise billing and refunds follow the written agreement with each business; where it says nothing, this policy applies.',
      ],
    },
  ],
} as const satisfies LegalDocument;

/** The legal pages in footer order; the footer, the sitemap and the pages read this list. */
export const legalDocuments = [privacyPolicy, termsOfUse, refundPolicy] as const;
