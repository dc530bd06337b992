/** /about: the company, where it works and how to reach it. Figures come from landing.ts. */
export const about = {
  title: 'About us',
  eyebrow: 'About Miadi',
  description:
    'Miadi is a Nairobi company that gives Kenya’s salons, barbers, spas, gyms and other service businesses online booking, M-Pesa and card payments, and the tools to grow.',
  heading: 'We help Kenya’s service businesses fill their diaries',
  intro:
    'Miadi is a booking and business-management platform made in Nairobi for the people who keep Kenya looking and feeling good: stylists, barbers, therapists, trainers, photographers, tutors and every business that sells its time.',
  story: [
    'Most service businesses still take bookings by phone, on WhatsApp and in a paper diary. Clients forget, slots go empty, and the owner spends the evening chasing payments and confirming tomorrow’s list.',
    'Miadi puts all of that in one app. Clients book and pay online at any hour, by card or M-Pesa; reminders and a waitlist keep the calendar full; and owners see their staff, stock, invoices and takings in one place. A free listing on the Miadi marketplace brings in clients who have never heard of the business before.',
  ],
  valuesTitle: 'What we stand for',
  values: [
    {
      title: 'Built for how Kenya pays',
      text: 'M-Pesa alongside cards, prices in Kenya shillings and phone numbers as people write them.',
    },
    {
      title: 'Simple enough for a busy day',
      text: 'Set-up takes an afternoon, and the app works on the phone already in your pocket.',
    },
    {
      title: 'Honest pricing',
      text: 'A free first month, monthly billing and no contract. Cancel whenever you like.',
    },
    {
      title: 'People who answer',
      text: 'A support team in Nairobi that replies within one working day.',
    },
  ],
  figuresLabel: 'Miadi in numbers',
  where: {
    title: 'Where we work',
    text: 'Miadi is based in Nairobi and serves businesses across Kenya. These are the neighbourhoods where most of our partners take bookings today.',
    beyond:
      'Beyond Nairobi, businesses in towns across Kenya use Miadi: all it takes is a phone and an internet connection.',
  },
  contactTitle: 'Talk to us',
  contactLabels: { phone: 'Phone', email: 'Email', post: 'Post' },
  contactText:
    'Questions about plans, set-up or your account? Call, email or send us a message: we reply within one working day.',
} as const;

/** Where the company is, for the Organization structured data on the home page. */
export const headquarters = { locality: 'Nairobi', countryCode: 'KE' } as const;
