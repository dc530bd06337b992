import type { BusinessTypeSlug, businessTypeGroups } from './business-types';
import type { FeatureSlug } from './features-menu';
import { stats, testimonials } from './landing';
import type { Image, Stat, Testimonial } from './types';

/**
 * Copy of /business-types and of each /business-types/<slug> page. The menu module
 * (business-types.ts) decides which pages exist; a slug without copy here fails the type check.
 */

type Point = { title: string; text: string };

export type BusinessTypePage = {
  /** The <title>; the layout's template adds "| Miadi". */
  title: string;
  description: string;
  headline: string;
  intro: string;
  /** One line for the card on /business-types. */
  summary: string;
  /** Decorative artwork beside the headline. */
  image: Image;
  audience: { intro: string; examples: readonly string[] };
  problems: readonly Point[];
  /** The features that matter most to this trade, and why. */
  features: readonly { slug: FeatureSlug; why: string }[];
  /** A client's words, or one of the site's figures with what it means for this trade. */
  proof: { testimonial: Testimonial } | { figure: Stat; text: string };
  cta: { title: string; text: string };
};

const art = (src: string, width: number, height: number): Image => ({
  src: `/images/${src}`,
  alt: '',
  width,
  height,
});

const avatar = (n: number): Image => art(`people/p${n}.svg`, 160, 160);

const [appointmentsBooked, partnerBusinesses, professionals] = stats;

export const businessTypesIndex = {
  title: 'Business types: booking software for every service business',
  breadcrumb: 'Business types',
  description:
    'Miadi is built for Kenyan service businesses: salons and barbers, nail bars, spas, physiotherapists, trainers, studios, photographers, DJs, accountants and advocates.',
  headline: 'Booking software for every kind of service business',
  intro:
    'A barbershop in the CBD and a law firm in Upper Hill both live by their appointments. Find your trade to see how Miadi takes its bookings, payments and paperwork off your hands.',
  cta: {
    title: 'Not sure where your business fits?',
    text: 'Miadi works for any business that runs on appointments. Register and try it free for one month, or book a demo and tell us how you work.',
  },
} as const;

export const businessTypeSections = {
  audience: 'Who it is for',
  problems: 'What Miadi solves for you',
  features: 'The features that matter most',
  proof: 'From businesses like yours',
} as const;

export const businessTypePages = {
  'salon-barber': {
    title: 'Booking software for salons and barbershops',
    description:
      'Online booking for Kenyan salons and barbershops: a calendar for every stylist and barber, M-Pesa deposits for long services, reminders and a waitlist.',
    headline: 'Fill every chair in your salon or barbershop',
    intro:
      'Knotless braids that take five hours, a quick Saturday line-up, a bridal party at 7 a.m.: a salon’s day is a puzzle. Miadi lets clients book the right stylist for the right length of time, pay a deposit by M-Pesa and get a reminder the day before, while walk-ins still find their gap.',
    summary: 'Stylist and barber calendars, long braiding sessions, deposits and walk-ins.',
    image: art('hero/salon.svg', 640, 480),
    audience: {
      intro: 'Hair salons, barbershops and unisex studios, from one chair to several branches.',
      examples: [
        'Barbershops in the CBD and Westlands that mix walk-ins with booked cuts',
        'Braiding and natural-hair salons where one client can take most of the day',
        'Unisex salons in Kilimani where every stylist has their own regulars',
      ],
    },
    problems: [
      {
        title: 'Long services that wreck the diary',
        text: 'Give every service its real length, from a 20-minute shape-up to a full head of braids, so no stylist is double-booked half-way through.',
      },
      {
        title: 'Clients who book and never come',
        text: 'Ask for an M-Pesa deposit on long or Saturday appointments, and charge a no-show fee when a booking is missed without notice.',
      },
      {
        title: 'Saturday chaos',
        text: 'Walk-ins go into the same calendar as online bookings, and the waitlist offers every cancelled slot to the next client.',
      },
    ],
    features: [
      {
        slug: 'employee-management',
        why: 'Each stylist and barber has their own calendar, working hours and commission.',
      },
      {
        slug: 'payment',
        why: 'Deposits and full payment by M-Pesa, card or Apple Pay before the client sits down.',
      },
      {
        slug: 'notifications',
        why: 'A reminder the day before, and a waitlist that refills cancelled chairs.',
      },
      {
        slug: 'customer-tracking',
        why: 'Remember each client’s usual fade, relaxer or braid length.',
      },
    ],
    proof: { testimonial: testimonials[1] },
    cta: {
      title: 'Put your chairs online this week',
      text: 'Register your salon or barbershop and take your first online booking today, or book a demo and we will set up your services with you.',
    },
  },
  nails: {
    title: 'Booking software for nail salons and nail bars',
    description:
      'Online booking for nail bars in Kenya: book by technician and pedicure chair, take M-Pesa deposits for full sets, send infill reminders and sell polish online.',
    headline: 'Booking that keeps up with your nail bar',
    intro:
      'A full acrylic set, a quick gel change and a pedicure each need a different technician, a different length of time and a different station. Miadi books each one properly, reminds clients when their infill is due, and lets them pay by M-Pesa before they arrive.',
    summary: 'Booking by technician and pedicure chair, infill reminders and nail-art add-ons.',
    image: art('businesses/nail-spa.svg', 400, 300),
    audience: {
      intro: 'Nail bars, nail salons and mobile nail technicians.',
      examples: [
        'Nail bars on Ngong Road and around Yaya Centre with several technicians',
        'Hair salons that offer manicures and pedicures on the side',
        'Mobile technicians who visit clients at home or at the office',
      ],
    },
    problems: [
      {
        title: 'Infills that slip by',
        text: 'Clients get a reminder when their infill is due, with a link to book the same technician again.',
      },
      {
        title: 'One pedicure chair, two bookings',
        text: 'Resource booking ties each service to the chair or station it needs, so two pedicures never land on the same spa chair.',
      },
      {
        title: 'Nail art that overruns',
        text: 'Chrome, ombré and hand-painted designs are add-ons with their own time, so the next client is not left waiting.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'Infill reminders that bring clients back before their nails lift.',
      },
      {
        slug: 'employee-management',
        why: 'Technicians and pedicure chairs booked together, never twice.',
      },
      {
        slug: 'payment',
        why: 'Deposits for long sets, and cuticle oil or press-ons from your online store.',
      },
      {
        slug: 'marketing',
        why: 'A deal for quiet weekday afternoons, sent to clients who love a bargain.',
      },
    ],
    proof: { testimonial: testimonials[0] },
    cta: {
      title: 'Let clients book their next set while the polish dries',
      text: 'Register your nail bar and open your calendar online, or book a demo to see technicians and chairs booked together.',
    },
  },
  'hair-removal': {
    title: 'Booking software for waxing studios and laser clinics',
    description:
      'Waxing studios and laser clinics in Kenya use Miadi to book treatment courses, keep patch-test and skin notes, send aftercare reminders and take M-Pesa deposits.',
    headline: 'Waxing and laser appointments, spaced just right',
    intro:
      'Laser hair removal is a course of sessions weeks apart, and a Brazilian wax needs regrowth before the next one. Miadi books the whole course, keeps each client’s patch test and skin notes private to your team, and reminds clients when they are due and how to prepare.',
    summary: 'Laser courses, waxing menus, patch-test records and preparation reminders.',
    image: art('businesses/massage-spa.svg', 400, 300),
    audience: {
      intro: 'Waxing and sugaring studios, laser clinics and salons with a treatment room.',
      examples: [
        'Waxing and sugaring studios in Kilimani and Lavington',
        'Aesthetic clinics in Westlands offering laser hair removal',
        'Salons with a single treatment room for waxing and threading',
      ],
    },
    problems: [
      {
        title: 'Sessions booked too close together',
        text: 'Sell a laser course as one package and book each visit at the interval your therapist sets.',
      },
      {
        title: 'Patch tests on paper cards',
        text: 'Each client’s patch-test date, skin type and any reaction sit on their profile, for your team’s eyes only.',
      },
      {
        title: 'Clients who arrive unprepared',
        text: 'Reminders carry your own preparation advice: no sun, when to shave, what to wear.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Patch tests, skin types and treatment settings on every client’s profile.',
      },
      {
        slug: 'invoicing',
        why: 'Sell a full laser course as a package and see the sessions left.',
      },
      {
        slug: 'notifications',
        why: 'Preparation and aftercare advice sent with each reminder.',
      },
      {
        slug: 'booking-widget',
        why: 'Clients book a wax or laser session from your clinic’s own website, into the same calendar.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Faith Njeri',
        business: 'Smooth Skin Studio, Lavington',
        rating: 5,
        text: 'Clients used to forget when their next laser session was due. Now the whole course is booked at the first visit and the reminders go out on their own.',
        image: avatar(11),
      },
    },
    cta: {
      title: 'Book whole courses, not single visits',
      text: 'Register your studio and sell your first laser course online, or book a demo to see patch-test notes and packages at work.',
    },
  },
  makeup: {
    title: 'Booking software for make-up artists',
    description:
      'Make-up artists in Kenya use Miadi for bridal trials and event bookings, M-Pesa deposits that hold the date, travel time between venues and a portfolio booking page.',
    headline: 'Bridal and event bookings for make-up artists on the move',
    intro:
      'Wedding season means 5 a.m. call times in Karen, a trial two weeks before, and a bridal party of six. Miadi lets a bride book the trial and the big day together, takes your deposit by M-Pesa to hold the date, and blocks your travel time so you never promise two venues at once.',
    summary: 'Bridal trials, wedding-day bookings at the venue, deposits and travel time.',
    image: art('hero/make-up.svg', 640, 480),
    audience: {
      intro: 'Freelance make-up artists, bridal teams and make-up studios.',
      examples: [
        'Bridal artists who travel to venues across Nairobi and upcountry',
        'Studios in the CBD doing photoshoot and event glam',
        'Artists who teach self-make-up classes on weekends',
      ],
    },
    problems: [
      {
        title: 'Wedding dates held on a promise',
        text: 'A deposit by M-Pesa or card secures the date, with your cancellation terms shown before the bride pays.',
      },
      {
        title: 'Travel that eats the day',
        text: 'Add travel time before and after every booking on location, so the calendar keeps an honest gap.',
      },
      {
        title: 'A portfolio that lives only on Instagram',
        text: 'Your booking page shows your looks and prices, and the Book button on your profile leads straight to it.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Deposits that hold the wedding date, and the balance paid before the day.',
      },
      {
        slug: 'customize-website',
        why: 'A booking page with your portfolio, linked from your Instagram bio.',
      },
      {
        slug: 'customer-tracking',
        why: 'Each client’s shade matches, skin notes and trial photos, ready for the big day.',
      },
      {
        slug: 'marketing',
        why: 'Reach brides early with offers for the next wedding season.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Njoki Wambui',
        business: 'Njoki Glam, Nairobi CBD',
        rating: 5,
        text: 'Brides now pay the deposit the same day they enquire. I have stopped holding dates for people who disappear.',
        image: avatar(12),
      },
    },
    cta: {
      title: 'Secure your wedding dates with a deposit',
      text: 'Register and open your diary for the season, or book a demo to see trials and wedding days booked together.',
    },
  },
  tattoo: {
    title: 'Booking software for tattoo and piercing studios',
    description:
      'Tattoo and piercing studios in Kenya use Miadi for consultation forms, M-Pesa design deposits, multi-session pieces, ID and consent records and aftercare reminders.',
    headline: 'Consultations, deposits and sessions for tattoo and piercing studios',
    intro:
      'A sleeve starts with a consultation, a reference board and a deposit, long before the first line. Miadi gathers the idea, placement and size in a consultation form, takes the design deposit by M-Pesa, and books each session of a large piece with the right artist.',
    summary: 'Consultation forms, design deposits, multi-session pieces and piercing aftercare.',
    image: art('gym/scheduling.svg', 560, 420),
    audience: {
      intro: 'Tattoo studios, guest artists and piercing studios.',
      examples: [
        'Custom tattoo studios in Westlands and Kilimani',
        'Piercers offering walk-in ear and nose piercings',
        'Guest artists booking a week’s residency at a Nairobi studio',
      ],
    },
    problems: [
      {
        title: 'Hours of drawing for clients who vanish',
        text: 'The design deposit is paid before you start the artwork, and counts towards the final session.',
      },
      {
        title: 'Consultations scattered across DMs',
        text: 'A consultation form collects the placement, size, reference images and skin notes, and saves them to the client’s profile.',
      },
      {
        title: 'Age checks and consent',
        text: 'Note the ID check and the client’s consent on every booking, and send aftercare instructions after each piercing.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Consultation forms, reference images and consent notes with each client.',
      },
      {
        slug: 'payment',
        why: 'Design deposits by M-Pesa or card, taken off the final price.',
      },
      {
        slug: 'employee-management',
        why: 'Every artist’s calendar, including guest artists for a week.',
      },
      {
        slug: 'notifications',
        why: 'Aftercare instructions and touch-up reminders, sent on time.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Kevin Mwangi',
        business: 'Ink District, Westlands',
        rating: 5,
        text: 'The consultation form saves me an hour of messages on every piece. By the time a client sits down I know the placement and the size, and the deposit is paid.',
        image: avatar(5),
      },
    },
    cta: {
      title: 'Take the deposit before you draw',
      text: 'Register your studio and send your first consultation form today, or book a demo to see multi-session pieces booked end to end.',
    },
  },
  'pet-grooming': {
    title: 'Booking software for pet groomers',
    description:
      'Pet groomers in Kenya use Miadi for pet profiles with vaccination notes, grooming times by breed and coat, M-Pesa payments and ready-for-pick-up messages.',
    headline: 'Pet grooming bookings with every pet’s details on file',
    intro:
      'A German Shepherd’s de-shed and a Maltese puppy’s first trim are very different jobs. Miadi keeps a profile for every pet with breed, temperament, allergies and vaccination dates, books the right time for the coat, and tells the owner when their dog is ready to collect.',
    summary: 'Pet profiles, vaccination notes, grooming times by coat, and pick-up messages.',
    image: art('gym/booking-anywhere.svg', 560, 420),
    audience: {
      intro: 'Grooming salons, mobile groomers and vets with a grooming room.',
      examples: [
        'Grooming salons in Karen and Runda with a bath and drying station',
        'Mobile groomers who visit homes across Nairobi',
        'Vet clinics and boarding kennels that groom on the side',
      ],
    },
    problems: [
      {
        title: 'Pets without up-to-date vaccinations',
        text: 'Rabies and other vaccination dates sit on each pet’s profile, so you see them before the appointment.',
      },
      {
        title: 'One owner, three dogs',
        text: 'Book several pets in one visit under the owner, each with their own service and notes.',
      },
      {
        title: 'Dogs waiting hours to be collected',
        text: 'Send the owner a message the moment grooming is finished.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'A profile per pet: breed, coat, temperament, allergies and vaccinations.',
      },
      {
        slug: 'notifications',
        why: 'Reminders for the next groom, and a ready-for-pick-up message.',
      },
      {
        slug: 'payment',
        why: 'Owners pay by M-Pesa or card when they book, or at collection.',
      },
      {
        slug: 'market-place',
        why: 'New pet owners in your area find you on the marketplace.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Grace Akinyi',
        business: 'Happy Paws Grooming, Karen',
        rating: 5,
        text: 'Every dog’s profile warns us about the nervous ones and the allergies before they walk in, and owners love the message when their dog is ready.',
        image: avatar(6),
      },
    },
    cta: {
      title: 'Give every pet a profile and every owner a reminder',
      text: 'Register your grooming business and take bookings online, or book a demo to see pet profiles at work.',
    },
  },
  'massage-therapy': {
    title: 'Booking software for massage therapists and spas',
    description:
      'Massage therapists and day spas in Kenya use Miadi to book therapists and rooms together, keep intake notes, sell packages and take M-Pesa or card payments.',
    headline: 'Calm bookings for massage therapists and day spas',
    intro:
      'A 90-minute deep-tissue massage needs a therapist, a room and time to reset it afterwards. Miadi books all three together, keeps each client’s pressure preference and health notes, and lets couples book side by side.',
    summary:
      'Therapists and rooms booked together, intake notes, couples’ treatments and packages.',
    image: art('hero/spa.svg', 640, 480),
    audience: {
      intro: 'Day spas, hotel spas, wellness centres and mobile therapists.',
      examples: [
        'Day spas in Karen and Runda with several treatment rooms',
        'Hotel and gym spas in Westlands',
        'Mobile therapists who visit homes and offices',
      ],
    },
    problems: [
      {
        title: 'Two therapists, one room',
        text: 'Resource booking reserves the treatment room or couples’ suite with the therapist, so rooms are never double-booked.',
      },
      {
        title: 'The same health questions every visit',
        text: 'Injuries, pregnancy and pressure preference stay on the client’s profile for the therapist to read beforehand.',
      },
      {
        title: 'Quiet weekday mornings',
        text: 'Publish a daily deal on the Miadi marketplace to fill the slow hours.',
      },
    ],
    features: [
      {
        slug: 'employee-management',
        why: 'Therapists, treatment rooms and the couples’ suite booked together.',
      },
      {
        slug: 'customer-tracking',
        why: 'Intake notes and preferences the therapist reads before the session.',
      },
      {
        slug: 'invoicing',
        why: 'Packages and gift vouchers for birthdays and anniversaries.',
      },
      {
        slug: 'market-place',
        why: 'Daily deals that fill your quiet weekday mornings.',
      },
    ],
    proof: { testimonial: testimonials[2] },
    cta: {
      title: 'Let clients book their calm in a few taps',
      text: 'Register your spa and open your treatment rooms to online booking, or book a demo with our team.',
    },
  },
  'physical-therapy': {
    title: 'Booking software for physiotherapy clinics',
    description:
      'Physiotherapists in Kenya use Miadi to book treatment plans, keep private session notes, remind patients of every session and issue invoices for insurers.',
    headline: 'Bookings and treatment records for physiotherapy clinics',
    intro:
      'Recovery from a knee operation means weeks of sessions, home exercises and progress notes. Miadi books the whole treatment plan, keeps each patient’s notes with their history, reminds them of every session, and produces an itemised invoice they can take to their insurer.',
    summary:
      'Treatment plans over many sessions, private clinical notes and invoices for insurers.',
    image: art('gym/hero.svg', 640, 480),
    audience: {
      intro: 'Physiotherapists, sports rehabilitation clinics and home-visit therapists.',
      examples: [
        'Clinics near the hospitals in Upper Hill and Parklands',
        'Sports physios working with clubs, runners and school teams',
        'Therapists who visit patients at home after surgery',
      ],
    },
    problems: [
      {
        title: 'Patients who stop half-way',
        text: 'A reminder before every session, and a prompt to rebook when a plan still has sessions left.',
      },
      {
        title: 'Notes kept in paper files',
        text: 'Assessments, session notes and home exercises stay on the patient’s profile, open only to your clinicians.',
      },
      {
        title: 'Insurance paperwork',
        text: 'Itemised invoices with the patient’s details and every session, ready to claim from their insurer.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Assessments and session notes kept with each patient.',
      },
      {
        slug: 'notifications',
        why: 'Reminders that keep patients coming until the plan is done.',
      },
      {
        slug: 'invoicing',
        why: 'Itemised invoices patients can claim from their insurer.',
      },
      {
        slug: 'reports',
        why: 'See how many patients finish their plans, therapist by therapist.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Peter Kariuki',
        business: 'Stride Physio, Parklands',
        rating: 5,
        text: 'Patients finish their treatment plans now, because a reminder arrives before every session. Their invoice for the insurer is ready before they leave.',
        image: avatar(7),
      },
    },
    cta: {
      title: 'Keep every patient on the road to recovery',
      text: 'Register your clinic and book treatment plans online, or book a demo to see patient notes and invoices together.',
    },
  },
  'personal-trainers': {
    title: 'Booking software for personal trainers',
    description:
      'Personal trainers in Kenya use Miadi to sell session packages, book clients at the gym, outdoors or online, track progress and get paid by M-Pesa.',
    headline: 'Sell sessions and packages as a personal trainer',
    intro:
      'Your week is 6 a.m. sessions in Karura Forest, lunchtime clients at an office gym and a live-streamed class at night. Miadi books each one at the right place, sells session packages paid up front by M-Pesa, and keeps every client’s progress in one place.',
    summary: 'Session packages, progress notes, sessions at the gym, outdoors or online.',
    image: art('gym/personal-trainers.svg', 400, 300),
    audience: {
      intro: 'Independent trainers, trainers renting gym space and online coaches.',
      examples: [
        'Freelance trainers working across several Nairobi gyms',
        'Outdoor bootcamp coaches in Karura and Ngong Road forests',
        'Trainers coaching clients online over live stream',
      ],
    },
    problems: [
      {
        title: 'Chasing payment after every session',
        text: 'Sell packages and monthly memberships paid up front, and see how many sessions each client has left.',
      },
      {
        title: 'Late cancellations that cost you an hour',
        text: 'Set a cancellation window and charge a fee when a client cancels too late.',
      },
      {
        title: 'Progress lost between sessions',
        text: 'Record weights, measurements and goals on each client’s profile and review them together.',
      },
    ],
    features: [
      {
        slug: 'invoicing',
        why: 'Session packages and monthly memberships, paid up front.',
      },
      {
        slug: 'payment',
        why: 'M-Pesa and card payments, and a fee for late cancellations.',
      },
      {
        slug: 'live-stream',
        why: 'Train clients online when they cannot make it in.',
      },
      {
        slug: 'customer-tracking',
        why: 'Goals, measurements and progress on every client’s profile.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Collins Omondi',
        business: 'Omondi Fit, Kilimani',
        rating: 5,
        text: 'Clients buy a package and book themselves in. I spend my evenings resting, not chasing M-Pesa messages.',
        image: avatar(9),
      },
    },
    cta: {
      title: 'Spend your time training, not chasing payments',
      text: 'Register and sell your first package today, or book a demo to see how gyms and trainers run on Miadi.',
    },
  },
  'yoga-pilates': {
    title: 'Booking software for yoga and Pilates studios',
    description:
      'Yoga and Pilates studios in Kenya run class bookings on Miadi: real class capacity, reformer booking, class passes and memberships, waitlists and live classes.',
    headline: 'Class bookings for yoga and Pilates studios',
    intro:
      'A reformer class has exactly as many places as reformers. Miadi caps every class at its real capacity, lets members book a particular reformer or mat spot, moves the waitlist up when someone cancels, and streams classes live for those practising at home.',
    summary: 'Class capacity, reformer booking, class passes, waitlists and live classes.',
    image: art('gym/yoga-pilates.svg', 400, 300),
    audience: {
      intro: 'Yoga studios, Pilates and reformer studios, and teachers who rent space.',
      examples: [
        'Reformer studios in Westlands and Lavington',
        'Yoga studios and weekend retreats in Karen',
        'Teachers running classes in rented halls and gardens',
      ],
    },
    problems: [
      {
        title: 'A full class with empty mats',
        text: 'When a member cancels, the first person on the waitlist is offered the place straight away.',
      },
      {
        title: 'Class passes tracked in a notebook',
        text: 'Sell class packs and monthly memberships; each booking uses a credit and members see what is left.',
      },
      {
        title: 'Students who cannot come in',
        text: 'Stream the class live and let members book an online place like any other.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'A waitlist that fills every cancelled mat and reformer.',
      },
      {
        slug: 'invoicing',
        why: 'Class packs and memberships that renew on their own.',
      },
      {
        slug: 'live-stream',
        why: 'Online places in every class for members at home.',
      },
      {
        slug: 'employee-management',
        why: 'Instructors, rooms and reformers on one timetable.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Zawadi Mutua',
        business: 'Flow Pilates, Westlands',
        rating: 5,
        text: 'Our reformer classes fill from the waitlist whenever someone cancels. I no longer spend the morning messaging students one by one.',
        image: avatar(8),
      },
    },
    cta: {
      title: 'Fill every mat and every reformer',
      text: 'Register your studio and publish your timetable, or book a demo to see class passes and waitlists at work.',
    },
  },
  coaching: {
    title: 'Booking software for coaches',
    description:
      'Life, career and sports coaches in Kenya use Miadi to book discovery calls and programmes, meet clients online or in person, keep notes and take payment.',
    headline: 'Scheduling and payment for life, career and sports coaches',
    intro:
      'Coaching starts with a free discovery call and grows into a programme of sessions. Miadi publishes your open times, books the call, turns it into a paid programme with sessions in person or online, and keeps your notes between sessions private.',
    summary: 'Discovery calls, coaching programmes, private session notes and online sessions.',
    image: art('gym/coaching.svg', 400, 300),
    audience: {
      intro: 'Life, career, business and sports coaches.',
      examples: [
        'Executive and career coaches meeting clients in Upper Hill and online',
        'Football, tennis and swimming coaches for children and adults',
        'Wellness and nutrition coaches with clients all over Kenya',
      ],
    },
    problems: [
      {
        title: 'Back-and-forth to find a time',
        text: 'Clients pick one of your open times on your booking page and get a confirmation at once.',
      },
      {
        title: 'Programmes paid session by session',
        text: 'Sell a programme on one invoice or in monthly instalments, paid by card or M-Pesa.',
      },
      {
        title: 'Clients in another town',
        text: 'Run sessions over live stream, joined straight from the booking.',
      },
    ],
    features: [
      {
        slug: 'customize-website',
        why: 'A booking page for discovery calls, linked from your profile and email signature.',
      },
      {
        slug: 'invoicing',
        why: 'Programmes invoiced in full or in monthly instalments.',
      },
      {
        slug: 'live-stream',
        why: 'Online sessions for clients anywhere in the country.',
      },
      {
        slug: 'customer-tracking',
        why: 'Private notes and goals, session after session.',
      },
    ],
    proof: {
      figure: professionals,
      text: 'Coaches take their bookings alongside more than 2,000 stylists and professionals already on Miadi.',
    },
    cta: {
      title: 'Turn discovery calls into booked programmes',
      text: 'Register and share your booking page today, or book a demo and we will set up your first programme with you.',
    },
  },
  'dance-studios': {
    title: 'Booking software for dance studios',
    description:
      'Dance studios in Kenya run on Miadi: a weekly class timetable, term fees and memberships paid by M-Pesa, parent accounts for children’s classes and private lessons.',
    headline: 'Timetables, term fees and recitals for dance studios',
    intro:
      'Afro-fusion on Monday, children’s ballet on Saturday morning, and a couple’s first-dance lessons before their wedding. Miadi publishes your timetable, bills term fees or monthly memberships, and lets parents book and pay for their children’s classes.',
    summary: 'Weekly timetables, term fees, children’s classes and private lessons.',
    image: art('categories/dance-music.svg', 400, 300),
    audience: {
      intro: 'Dance schools, studios and independent instructors.',
      examples: [
        'Dance schools with children’s classes after school and on Saturdays',
        'Adult studios in Kilimani teaching salsa, kizomba and Afro-fusion',
        'Instructors who teach first dances to engaged couples',
      ],
    },
    problems: [
      {
        title: 'Term fees collected by hand',
        text: 'Bill term fees or monthly memberships, paid by M-Pesa or card, with an invoice parents can keep.',
      },
      {
        title: 'An overcrowded studio floor',
        text: 'Cap each class at what the floor holds, with a waitlist for the popular ones.',
      },
      {
        title: 'Parents who miss the message',
        text: 'Send timetable changes, rehearsal times and recital dates to every family in a class at once.',
      },
    ],
    features: [
      {
        slug: 'invoicing',
        why: 'Term fees and memberships, with invoices for parents.',
      },
      {
        slug: 'notifications',
        why: 'Rehearsal and recital messages to a whole class at once.',
      },
      {
        slug: 'marketing',
        why: 'Fill a new class with an offer to past students.',
      },
      {
        slug: 'live-stream',
        why: 'Online classes for students who cannot come in.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Sharon Chebet',
        business: 'Rhythm House Dance Studio, Kilimani',
        rating: 5,
        text: 'Parents pay term fees by M-Pesa straight from the invoice, and I can see who has paid before class starts. The Saturday queue at the door is gone.',
        image: avatar(10),
      },
    },
    cta: {
      title: 'Spend rehearsals dancing, not collecting fees',
      text: 'Register your studio and publish this term’s timetable, or book a demo with our team.',
    },
  },
  'photography-videography': {
    title: 'Booking software for photographers and videographers',
    description:
      'Photographers and videographers in Kenya use Miadi to sell shoot packages, book the studio and gear, collect M-Pesa deposits and invoice the balance before delivery.',
    headline: 'Shoots, deposits and balances for photographers and videographers',
    intro:
      'A graduation portrait takes an hour in the studio; a wedding takes the whole day and a location visit. Miadi sells each package with its own length, books the studio or the location, takes the deposit, and sends the balance invoice before you deliver the gallery.',
    summary: 'Shoot packages, studio and gear booking, deposits and balance invoices.',
    image: art('categories/photography.svg', 400, 300),
    audience: {
      intro: 'Portrait, event and wedding photographers, videographers and studios for hire.',
      examples: [
        'Portrait studios in the CBD, busiest in graduation season',
        'Wedding photo and film teams travelling across Kenya',
        'Studios renting out space and lighting by the hour',
      ],
    },
    problems: [
      {
        title: 'Dates held without a deposit',
        text: 'A shoot is confirmed only when the deposit is paid by M-Pesa, card or Apple Pay.',
      },
      {
        title: 'Studio and gear clashes',
        text: 'Book the studio, backdrop or drone as resources together with the photographer.',
      },
      {
        title: 'Balances chased after delivery',
        text: 'Send the balance invoice with the preview, and see which shoots are paid in full.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Deposits that confirm the shoot, by M-Pesa, card or Apple Pay.',
      },
      {
        slug: 'invoicing',
        why: 'Balance invoices sent before the gallery goes out.',
      },
      {
        slug: 'employee-management',
        why: 'Photographers, studios and gear booked as one.',
      },
      {
        slug: 'customize-website',
        why: 'Your packages and portfolio on your own booking page.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Dennis Kiprono',
        business: 'Frame & Light Studio, Nairobi CBD',
        rating: 4,
        text: 'Graduation season used to mean a notebook full of crossed-out times. Now families book a slot online and the deposit is in before they arrive.',
        image: avatar(4),
      },
    },
    cta: {
      title: 'Get the deposit in before the shutter clicks',
      text: 'Register and put your packages online, or book a demo to see studio and gear booking at work.',
    },
  },
  'digital-influencers': {
    title: 'Booking software for influencers and content creators',
    description:
      'Content creators in Kenya use Miadi for one booking page for brand collaborations, paid one-to-one sessions, live-streamed workshops and merchandise sales.',
    headline: 'Brand deals, paid sessions and merch for digital creators',
    intro:
      'Brands ask in your DMs, followers want one-to-one advice, and your audience would pay for a workshop seat. Miadi puts all of it behind the one link in your bio: brands book a collaboration call, followers pay for sessions by M-Pesa or card, and your workshops stream live.',
    summary: 'One link in bio for brand enquiries, paid sessions, live workshops and merch.',
    image: art('gym/marketplace.svg', 560, 420),
    audience: {
      intro: 'Influencers, content creators and the managers who book them.',
      examples: [
        'Beauty, food and fashion creators working with Kenyan brands',
        'Creators selling one-to-one sessions and masterclasses',
        'Talent managers booking appearances for several creators',
      ],
    },
    problems: [
      {
        title: 'Brand enquiries lost in DMs',
        text: 'A collaboration form on your booking page collects the brand, the brief and the dates before the call.',
      },
      {
        title: 'Followers who expect your time for free',
        text: 'Sell paid sessions and masterclass seats, paid for before they are booked.',
      },
      {
        title: 'Merch sold by screenshot',
        text: 'Sell merchandise and presets from your online store, paid by M-Pesa or card.',
      },
    ],
    features: [
      {
        slug: 'customize-website',
        why: 'One booking page for the link in your bio.',
      },
      {
        slug: 'live-stream',
        why: 'Paid workshops and masterclasses, streamed live.',
      },
      {
        slug: 'payment',
        why: 'Sessions and merch paid by M-Pesa, card or Apple Pay.',
      },
      {
        slug: 'marketing',
        why: 'Announce a new workshop to everyone who booked the last one.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Mercy Wairimu',
        business: 'Lifestyle creator, Nairobi',
        rating: 5,
        text: 'My Miadi page is the link in my bio. Brands book a call with the brief already filled in, and followers pay for workshop seats without a single DM.',
        image: avatar(1),
      },
    },
    cta: {
      title: 'One link for every brand, booking and sale',
      text: 'Register and put your booking page in your bio today, or book a demo with our team.',
    },
  },
  'dj-mc-services': {
    title: 'Booking software for DJs and MCs',
    description:
      'DJs and MCs in Kenya use Miadi to take event bookings with date, venue and hours, hold the date with an M-Pesa deposit and invoice the balance before the event.',
    headline: 'Event bookings and deposits for DJs and MCs',
    intro:
      'A wedding reception in Naivasha, a company end-of-year party in Westlands and a Friday residency: every booking is a date, a venue and a number of hours. Miadi takes the enquiry with all the event details, holds the date once the deposit lands by M-Pesa, and sends the balance invoice before the day.',
    summary: 'Event enquiries with venue and hours, deposits that hold the date, balance invoices.',
    image: art('categories/dance-music.svg', 400, 300),
    audience: {
      intro: 'DJs, MCs, live bands and entertainment companies.',
      examples: [
        'Wedding DJs and MCs booked months ahead',
        'Club and residency DJs with regular weekly slots',
        'Entertainment companies with several DJs, MCs and sound crews',
      ],
    },
    problems: [
      {
        title: 'The same Saturday promised twice',
        text: 'A booked date disappears from your calendar for everyone else, across every DJ and MC on your team.',
      },
      {
        title: 'Deposits promised, never paid',
        text: 'The date is held only when the deposit is paid, and your cancellation terms are agreed up front.',
      },
      {
        title: 'Event details lost in WhatsApp',
        text: 'Venue, timings, song requests and the couple’s names sit on the booking, with a reminder to the client before the day.',
      },
    ],
    features: [
      {
        slug: 'payment',
        why: 'Deposits by M-Pesa or card that hold the date.',
      },
      {
        slug: 'invoicing',
        why: 'Balance invoices sent ahead of the event.',
      },
      {
        slug: 'employee-management',
        why: 'DJs, MCs and sound equipment booked for the same event.',
      },
      {
        slug: 'customer-tracking',
        why: 'Every event’s details and song requests with the client.',
      },
    ],
    proof: {
      testimonial: {
        name: 'Victor Maina',
        business: 'Maina Sounds, Westlands',
        rating: 5,
        text: 'No more two weddings on one Saturday. The date is only held when the deposit comes in, and the client knows the terms from the start.',
        image: avatar(2),
      },
    },
    cta: {
      title: 'Lock in your dates with a deposit',
      text: 'Register and open your event calendar, or book a demo to see deposits and balance invoices at work.',
    },
  },
  'accounting-tax': {
    title: 'Booking software for accountants and tax consultants',
    description:
      'Accountants and tax consultants in Kenya use Miadi to book consultations, handle the June KRA filing rush, send document checklists and invoice retainers.',
    headline: 'Client appointments for accountants and tax consultants',
    intro:
      'Every June, half the country remembers its KRA returns at once. Miadi lets clients book a filing appointment in 20- or 30-minute slots, tells them which documents to bring, and invoices the fee or the monthly retainer, paid by M-Pesa or card.',
    summary: 'Consultations, the June filing rush, document checklists and retainer invoices.',
    image: art('gym/payments.svg', 560, 420),
    audience: {
      intro: 'Accounting firms, tax consultants and bookkeepers.',
      examples: [
        'Small firms filing KRA returns for employees and small businesses',
        'Bookkeepers on monthly retainers with local shops and salons',
        'Consultants advising on company registration and payroll',
      ],
    },
    problems: [
      {
        title: 'The filing-season rush',
        text: 'Open extra appointment slots for June and let clients choose a time, instead of queuing at your door on the last day.',
      },
      {
        title: 'Clients who arrive without their documents',
        text: 'The confirmation and reminder list what to bring: P9 form, KRA PIN, bank statements.',
      },
      {
        title: 'Retainers paid late',
        text: 'Monthly retainer invoices go out on their own, and you see who has paid.',
      },
    ],
    features: [
      {
        slug: 'notifications',
        why: 'Reminders that list the documents each appointment needs.',
      },
      {
        slug: 'invoicing',
        why: 'Filing fees and monthly retainers, invoiced and tracked.',
      },
      {
        slug: 'customer-tracking',
        why: 'Each client’s PIN, past filings and notes in one place.',
      },
      {
        slug: 'reports',
        why: 'See which services and clients your practice earns from.',
      },
    ],
    proof: {
      figure: partnerBusinesses,
      text: 'Your practice joins more than 750 partner businesses that already run their appointments on Miadi.',
    },
    cta: {
      title: 'Be ready before the June rush',
      text: 'Register your practice and open filing-season slots, or book a demo with our team.',
    },
  },
  'legal-services': {
    title: 'Booking software for advocates and law firms',
    description:
      'Advocates and law firms in Kenya use Miadi to book paid consultations, gather matter details before the meeting, keep client records confidential and send fee notes.',
    headline: 'Confidential consultation booking for advocates and law firms',
    intro:
      'A first consultation is where a client decides to instruct you, and it should start with the facts, not phone tag. Miadi lets clients book a consultation with the right advocate, pay the consultation fee in advance, and share the matter details in a form only your firm can read.',
    summary: 'Paid consultations, conflict-check details, confidential records and fee notes.',
    image: art('gym/booking-anywhere.svg', 560, 420),
    audience: {
      intro: 'Advocates, law firms and legal aid clinics.',
      examples: [
        'Firms in Upper Hill and the CBD offering paid first consultations',
        'Advocates handling conveyancing, family and employment matters',
        'Legal aid clinics running free advice days by appointment',
      ],
    },
    problems: [
      {
        title: 'Consultations booked and not attended',
        text: 'Charge the consultation fee in advance by M-Pesa or card, with your cancellation terms stated.',
      },
      {
        title: 'Confidential details in open chats',
        text: 'Matter details go into the client’s record, which only the people you add to your firm can open, not into a WhatsApp thread.',
      },
      {
        title: 'Conflict checks at the door',
        text: 'Ask for the other parties’ names when the consultation is booked, so conflicts are checked before the meeting.',
      },
    ],
    features: [
      {
        slug: 'customer-tracking',
        why: 'Confidential client records and matter notes.',
      },
      {
        slug: 'payment',
        why: 'Consultation fees paid in advance by M-Pesa or card.',
      },
      {
        slug: 'invoicing',
        why: 'Fee notes with every attendance itemised.',
      },
      {
        slug: 'employee-management',
        why: 'Each advocate’s diary, court days blocked out.',
      },
    ],
    proof: {
      figure: appointmentsBooked,
      text: 'More than 500 appointments have been booked on Miadi; a legal consultation is booked the same way.',
    },
    cta: {
      title: 'Start every consultation with the facts',
      text: 'Register your firm and open your consultation diary, or book a demo for a confidential walk-through.',
    },
  },
} satisfies Record<BusinessTypeSlug, BusinessTypePage>;

type MenuItem = (typeof businessTypeGroups)[number]['items'][number];
type LinkedHref = Extract<MenuItem, { href: string }>['href'];

/** Cards for menu entries whose page lives elsewhere (the gym page). */
export const linkedBusinessTypeCards = {
  '/gym-fitness': {
    summary: 'Memberships, class scheduling and a marketplace for gyms and fitness centres.',
    image: art('businesses/gym.svg', 400, 300),
  },
} satisfies Record<LinkedHref, { summary: string; image: Image }>;
