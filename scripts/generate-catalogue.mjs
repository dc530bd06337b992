#!/usr/bin/env node
/**
 * A synthetic catalogue at the platform's size, for benchmarks and for trying the site with
 * many listings (issue 26 item 2): areas of Nairobi, the site's categories, and as many
 * businesses and professionals as asked for, in the shape docs/catalogue.md describes.
 *
 *   npm run catalogue:generate -- --businesses 750 --professionals 2000 --areas 13 \
 *     --out .bench/catalogue-2750.json [--seed 1]
 *   CATALOGUE=.bench/catalogue-2750.json npm run build
 *
 * Everything it writes is made up, so the file says `"synthetic": true`: a build from it puts
 * a "sample data" banner and `noindex` on every catalogue page (D40). It invents no figures of its own:
 * categories and their pictures are the embedded catalogue's; services, their Kiswahili names,
 * durations and price ranges, team roles, opening hours, booking rules and rating spreads are
 * drawn from the embedded listings (content/catalogue/catalogue.json); people's names are the
 * first names and surnames found there, a person's agreeing on sex (NAMES). What makes it read
 * as real is docs/catalogue.md's list (issue 39). The same seed gives the same file,
 * byte for byte (no clock, no Math.random).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const EMBEDDED = join(here, '..', 'content/catalogue/catalogue.json');
/** Occasions a review may name, with their dates (content/occasions.json, lib/catalogue-realism.ts). */
const OCCASIONS = JSON.parse(readFileSync(join(here, '..', 'content/occasions.json'), 'utf8'));
/** Paybills of real institutions, which a made-up deposit never uses. */
const KNOWN_PAYBILLS = new Set(
  JSON.parse(readFileSync(join(here, '..', 'content/known-paybills.json'), 'utf8')).paybills.map(
    (paybill) => paybill.number,
  ),
);

/** Reviews are dated within the year before this day: fixed, so that a seed gives one file. */
const REVIEWS_UNTIL = Date.UTC(2026, 10, 20);
const DAY = 24 * 60 * 60 * 1000;
/**
 * Offers end 60 to 240 days after this day, and spots left were counted the day before it.
 * `--offers-from` moves it (npm run test:scale gives today), so a build made months from now
 * still has live deals to measure; without it the file does not depend on the clock.
 */
const OFFERS_FROM = '2026-11-20';

/** mulberry32: a small, seeded pseudo-random generator; returns numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Areas beyond the embedded eight, in the order `--areas` takes them. Each names real streets
 * and places of the neighbourhood; the introductions say only what is plainly true of it.
 * `centre` is a point near its shops, for the listings' map pins.
 */
export const MORE_AREAS = [
  {
    slug: 'upper-hill',
    name: 'Upper Hill',
    county: 'Nairobi',
    centre: [-1.2995, 36.8155],
    streets: [
      'Upper Hill Road',
      'Hospital Road',
      'Ralph Bunche Road',
      'Elgon Road',
      'Matumbato Road',
      'Kilimanjaro Avenue',
    ],
    intro: {
      en: 'Upper Hill is a district of office towers and hospitals on the rise above the city centre. Its barbers, gyms and spas work around office hours: early sessions before work and short appointments over lunch.',
      sw: 'Upper Hill ni eneo la majengo marefu ya ofisi na hospitali, kwenye mwinuko juu ya katikati ya jiji. Vinyozi, gym na spa za hapa hupanga kazi kulingana na saa za ofisi: vipindi vya asubuhi kabla ya kazi na miadi mifupi wakati wa chakula cha mchana.',
    },
  },
  {
    slug: 'south-c',
    name: 'South C',
    county: 'Nairobi',
    centre: [-1.3185, 36.8265],
    streets: [
      'Muhoho Avenue',
      'Red Cross Road',
      'Mombasa Road, near the South C turn-off',
      'South C shopping centre',
    ],
    intro: {
      en: 'South C is a residential estate off Mombasa Road, a neighbour of South B. Its salons and barbers sit in the shopping centre and along Muhoho Avenue, close to the homes of the people they serve.',
      sw: 'South C ni mtaa wa makazi kando ya Mombasa Road, jirani wa South B. Saluni na vinyozi wake wako katika kituo cha maduka na kando ya Muhoho Avenue, karibu na nyumba za wateja wao.',
    },
  },
  {
    slug: 'eastleigh',
    name: 'Eastleigh',
    county: 'Nairobi',
    centre: [-1.2745, 36.8485],
    streets: [
      'First Avenue Eastleigh',
      'Second Avenue Eastleigh',
      'General Waruinge Street',
      'Juja Road',
    ],
    intro: {
      en: 'Eastleigh is one of Nairobi’s busiest trading districts, its malls along First and Second Avenue open from morning into the evening. Henna artists, salons and barbers work among the shops.',
      sw: 'Eastleigh ni mojawapo ya maeneo ya biashara yenye shughuli nyingi zaidi jijini Nairobi; maduka makubwa ya First Avenue na Second Avenue huwa wazi tangu asubuhi hadi jioni. Wasanii wa hina, saluni na vinyozi hufanya kazi katikati ya maduka hayo.',
    },
  },
  {
    slug: 'kasarani',
    name: 'Kasarani',
    county: 'Nairobi',
    centre: [-1.2215, 36.8975],
    streets: ['Thika Road, Kasarani', 'Kasarani–Mwiki Road', 'Mirema Drive'],
    intro: {
      en: 'Kasarani lies off Thika Road in the north-east of the city, around the Moi International Sports Centre. Its gyms, barbers and salons serve a large residential area.',
      sw: 'Kasarani iko kando ya Thika Road, kaskazini-mashariki mwa jiji, karibu na Moi International Sports Centre. Gym, vinyozi na saluni zake huhudumia eneo kubwa la makazi.',
    },
  },
  {
    slug: 'embakasi',
    name: 'Embakasi',
    county: 'Nairobi',
    centre: [-1.3195, 36.8985],
    streets: ['Outer Ring Road', 'Airport North Road', 'Embakasi Road'],
    intro: {
      en: 'Embakasi stretches east of the city towards Jomo Kenyatta International Airport, estate after estate along Outer Ring Road and Airport North Road. Its salons and barbers are close to home for many Nairobians.',
      sw: 'Embakasi inaenea mashariki mwa jiji kuelekea Jomo Kenyatta International Airport, mtaa baada ya mtaa kando ya Outer Ring Road na Airport North Road. Saluni na vinyozi wake wako karibu na nyumbani kwa Wanairobi wengi.',
    },
  },
  {
    slug: 'langata',
    name: 'Lang’ata',
    county: 'Nairobi',
    centre: [-1.3365, 36.7755],
    streets: ['Langata Road', 'Langata Road, near Wilson Airport', 'Magadi Road'],
    intro: {
      en: 'Lang’ata lies along Langata Road between Wilson Airport and Karen, beside Nairobi National Park. Its gyms, spas and salons are in the shopping centres along the road.',
      sw: 'Lang’ata iko kando ya Langata Road kati ya Wilson Airport na Karen, jirani na Nairobi National Park. Gym, spa na saluni zake ziko katika vituo vya maduka kando ya barabara hiyo.',
    },
  },
  {
    slug: 'hurlingham',
    name: 'Hurlingham',
    county: 'Nairobi',
    centre: [-1.2965, 36.7985],
    streets: [
      'Argwings Kodhek Road, Hurlingham',
      'Ngong Road, near Hurlingham',
      'Hurlingham shopping centre',
    ],
    intro: {
      en: 'Hurlingham sits on Argwings Kodhek Road between Kilimani and Ngong Road. Its shopping centre and the streets around it hold salons, barbers and clinics.',
      sw: 'Hurlingham iko kwenye Argwings Kodhek Road kati ya Kilimani na Ngong Road. Kituo chake cha maduka na mitaa inayokizunguka vina saluni, vinyozi na kliniki.',
    },
  },
  {
    slug: 'gigiri',
    name: 'Gigiri',
    county: 'Nairobi',
    centre: [-1.2335, 36.8035],
    streets: ['Limuru Road, Village Market', 'United Nations Avenue', 'Gigiri Road'],
    intro: {
      en: 'Gigiri, home of the United Nations offices in Nairobi, is quiet and green. Its spas, salons and gyms gather around the Village Market on Limuru Road.',
      sw: 'Gigiri, yenye ofisi za Umoja wa Mataifa jijini Nairobi, ni eneo tulivu lenye miti mingi. Spa, saluni na gym zake zimekusanyika karibu na Village Market kwenye Limuru Road.',
    },
  },
];

/** Words a business's name is made from, by category: "{word}" is a brand word, "{area}" the area. */
const BUSINESS_NAMES = {
  'nail-spa': [
    '{word} Nail Bar',
    '{word} Nails',
    '{word} Nail Studio',
    '{word} Nails and Spa',
    '{word} Nail Lounge',
    '{word} Nails {area}',
  ],
  'hair-salon': [
    '{word} Hair Studio',
    '{word} Salon',
    '{word} Hair and Beauty',
    '{word} Beauty Parlour',
    '{word} Hair Lounge',
    '{word} Braids and Beauty',
  ],
  'massage-spa': [
    '{word} Day Spa',
    '{word} Wellness Spa',
    '{word} Massage Studio',
    '{word} Spa and Sauna',
    '{word} Spa {area}',
  ],
  'barber-shop': [
    '{word} Cuts',
    '{word} Barbershop',
    '{word} Fades',
    'Kinyozi {word}',
    '{word} Barbers {area}',
    '{word} Grooming Lounge',
  ],
  gym: [
    '{word} Fitness',
    '{word} Gym',
    '{word} Fitness Hub',
    '{word} Yoga and Fitness',
    '{word} Strength Club',
    '{area} {word} Gym',
  ],
};

const BRAND_WORDS = [
  'Amani',
  'Baraka',
  'Bora',
  'Furaha',
  'Imani',
  'Jua',
  'Kito',
  'Lulu',
  'Malaika',
  'Maridadi',
  'Mwanga',
  'Neema',
  'Nuru',
  'Nyota',
  'Pambo',
  'Rembo',
  'Safi',
  'Shani',
  'Tulia',
  'Upendo',
  'Utulivu',
  'Zawadi',
  'Zuri',
  'Glow',
  'Crown',
  'Sharp',
  'Urban',
  'Golden',
  'Velvet',
  'Serene',
  'Iron',
  'Summit',
  'Savannah',
  'Acacia',
  'Jacaranda',
  'Baobab',
  'Kilele',
  'Tausi',
  'Sifa',
  'Hodari',
];

/**
 * What professionals do, with the services they offer: names of services in the embedded
 * catalogue, whose Kiswahili, duration and prices are taken from there.
 */
const PROFESSIONS = [
  {
    en: 'Hair Stylist',
    sw: 'Mtengenezaji wa Nywele',
    category: 'hair-salon',
    services: [
      'Box braids (mid-back)',
      'Knotless braids (shoulder length)',
      'Cornrows with extensions',
      'Silk press',
      'Wash and set',
      'Weave installation',
      'Passion twists',
    ],
  },
  {
    en: 'Loctician',
    sw: 'Mtaalamu wa Rasta',
    category: 'hair-salon',
    services: ['Starter locs', 'Locs retwist', 'Loc styling', 'Deep conditioning'],
  },
  {
    en: 'Barber',
    sw: 'Kinyozi',
    category: 'barber-shop',
    services: [
      'Skin fade',
      'Fade',
      'Beard trim and shape',
      'Hot towel shave',
      'Line-up',
      'Kids’ cut',
    ],
  },
  {
    en: 'Make-up Artist',
    sw: 'Msanii wa Vipodozi',
    category: 'make-up',
    services: [
      'Bridal make-up',
      'Photo shoot make-up',
      'Evening make-up',
      'Gele tying',
      'Eyebrow shaping',
    ],
  },
  {
    en: 'Henna and Make-up Artist',
    sw: 'Msanii wa Hina na Vipodozi',
    category: 'make-up',
    services: [
      'Henna (both hands)',
      'Bridal henna (hands and feet)',
      'Bridal make-up',
      'Eyebrow shaping',
    ],
  },
  {
    en: 'Massage Therapist',
    sw: 'Mtabibu wa Masaji',
    category: 'massage-spa',
    services: [
      'Deep tissue massage (60 min)',
      'Sports massage (45 min)',
      'Reflexology (45 min)',
      'Swedish massage (60 min)',
      'Aromatherapy massage (60 min)',
    ],
  },
  {
    en: 'Nail Technician',
    sw: 'Fundi wa Kucha',
    category: 'nail-spa',
    services: ['Gel manicure', 'Nail art', 'Acrylic nails', 'Pedicure', 'Gel polish'],
  },
  {
    en: 'Personal Trainer',
    sw: 'Mkufunzi Binafsi',
    category: 'gym',
    services: [
      'Strength training session',
      'Weight loss coaching session',
      'Boxing pad work',
      'Personal training session',
    ],
  },
  {
    en: 'Yoga Instructor',
    sw: 'Mkufunzi wa Yoga',
    category: 'gym',
    services: ['Private yoga session', 'Private Pilates session', 'Guided meditation'],
  },
  {
    en: 'Photographer',
    sw: 'Mpiga Picha',
    category: 'photography',
    services: [
      'Portrait session (10 edited photos)',
      'Event coverage (3 hours, 40 edited photos)',
      'Product photos (up to 15 items)',
    ],
  },
];

/** Further categories a business of a category may also be found by (as in the embedded file). */
const ALSO_IN = { 'nail-spa': 'beauty-spa', 'massage-spa': 'beauty-spa', 'hair-salon': 'make-up' };

/**
 * Who is a woman and who a man, by the first names and surnames the embedded catalogue uses.
 * Many Kenyan surnames say it too: Chep- and Jep- (Chepkemoi) are a Kalenjin woman's, Kip- a
 * man's; Luo A- (Atieno) a woman's, O- (Otieno) a man's; Wanjiru, Moraa or Mumbua a woman's.
 * A man never carries a woman's surname, nor a woman a man's; the neutral ones are family
 * names either may carry. A name not listed here is not drawn.
 */
export const NAMES = {
  female: {
    first:
      'Agnes Aisha Alice Amina Angela Anita Ann Anne Beatrice Beryl Brenda Carol Caroline Catherine Cheryl Christine Cynthia Diana Dorcas Dorothy Emily Esther Eunice Everlyne Faith Fatuma Gladys Gloria Grace Halima Hellen Hodan Irene Ivy Jackline Jane Janet Jennifer Joan Josephine Joy Joyce Judy Lilian Linda Loise Lorna Lucy Lydia Lynn Margaret Mary Maureen Mercy Millicent Monica Nancy Naomi Neema Nelly Patricia Pauline Pendo Phyllis Priscilla Purity Rachel Rose Rukia Ruth Salome Sarah Sharon Sheila Stella Susan Tabitha Teresia Tracy Veronica Victoria Wendy Winnie Yvonne Zainab',
    surnames:
      'Achieng Adhiambo Akinyi Akoth Anyango Atieno Auma Awino Awuor Chebet Chelangat Chemutai Chepkemoi Chepkoech Chepngetich Cherono Gathoni Jepchirchir Jepkosgei Jeptoo Kanini Kavata Kemunto Kerubo Kwamboka Mbithe Moraa Mueni Mumbua Mutheu Muthoni Mwende Mwikali Nafula Naliaka Nduku Nduta Nekesa Njambi Njeri Njoki Nyaboke Nyakio Nyambura Nyokabi Wairimu Waithera Wambui Wangari Wangeci Wangui Wanjiku Wanjiru Wanza',
  },
  male: {
    first:
      'Allan Amos Andrew Baraka Ben Brian Charles Collins Dan Daniel David Dennis Derrick Eliud Eric Evans Felix George Hassan Hussein Ian Ibrahim James John Joseph Kelvin Ken Kennedy Kevin Mark Martin Michael Mike Moses Musa Omar Oscar Patrick Paul Peter Philip Richard Ronald Samuel Simon Stephen Steve Timothy Tom Tony Victor',
    surnames:
      'Barasa Chege Cheruiyot Gachanja Gikonyo Gitau Githinji Kamau Kariuki Kiarie Kibet Kiilu Kilonzo Kimani Kimotho Kinyua Kipchumba Kipkorir Kiplagat Kiprono Kiprop Kiprotich Kiptoo Korir Langat Macharia Maina Mbugua Mugo Mumo Muriuki Mutai Mutiso Mutua Mutuku Mwangi Mwaura Ndirangu Ngugi Njenga Njoroge Njuguna Nyaga Nyamweya Ochieng Odera Odhiambo Okoth Omollo Omondi Onyango Otieno Ouko Ouma Owino Rotich Sang Simiyu Wachira Wafula Wambua Wambugu Wanjala Wanyama Waweru Wekesa',
  },
  /** Family names either may carry: a father's name on the coast, a clan's. */
  either:
    'Abdalla Abdi Abdullahi Ahmed Ali Farah Hassan Hussein Mohamed Mwakio Omar Said Salim Yusuf',
};

/**
 * The services every business of a category offers one of, group by group: every barbershop
 * cuts hair, every nail spa does hands and feet. Names of the embedded catalogue's services.
 */
export const CORE_SERVICES = {
  'barber-shop': [['Haircut', 'Classic cut', 'Fade']],
  'nail-spa': [
    ['Gel manicure', 'Manicure', 'Express manicure'],
    ['Pedicure', 'Spa pedicure'],
  ],
  'hair-salon': [
    ['Wash and set', 'Wash and style', 'Blow-dry', 'Silk press'],
    ['Box braids (mid-back)', 'Knotless braids', 'Cornrows', 'Braids (shoulder length)'],
  ],
  'massage-spa': [
    ['Swedish massage (60 min)', 'Deep tissue massage (60 min)', 'Aromatherapy massage (60 min)'],
  ],
  gym: [['Day pass', 'Gym floor day pass']],
};

/** A cut: what every barber, shop or professional, offers (D38). */
export const CUTS = ['Haircut', 'Classic cut', 'Fade', 'Skin fade'];

/**
 * Ways a five- or four-star review names the occasion the visit was for, when it is dated in
 * the weeks after one (OCCASIONS): never before it, never months after.
 */
export const OCCASION_PHRASES = ['It was for {occasion}.', 'I booked it for {occasion}.'];

/** Who teaches a class, by the class's service: team roles of the embedded gyms. */
export const CLASS_ROLES = {
  'HIIT class': ['Class coach', 'Head coach', 'Coach', 'Strength coach'],
  'Reformer Pilates class': ['Pilates instructor'],
  'Mat Pilates class': ['Pilates instructor'],
  'Yoga class': ['Yoga instructor', 'Spin and yoga instructor'],
  'Spin class': ['Spin and yoga instructor', 'Class coach'],
  'Boxing class': ['Boxing coach'],
  'Aerobics class': ['Aerobics instructor', 'Class coach'],
  'CrossFit class': ['Head coach', 'Coach', 'Strength coach'],
  'Mobility class': ['Coach', 'Yoga instructor'],
  'Aqua aerobics class': ['Aqua aerobics instructor', 'Swimming instructor'],
  'Zumba class': ['Zumba instructor', 'Aerobics instructor'],
};

/** Names of buildings and the kinds of building along a street: "Tausi House, Ngong Road". */
const BUILDINGS = {
  names: [
    'Amani',
    'Bishop',
    'Cedar',
    'Chancery',
    'Daisy',
    'Elgon',
    'Fedha',
    'Greenhouse',
    'Hazina',
    'Jubilee',
    'Kenda',
    'Lenana',
    'Mvule',
    'Mugumo',
    'Muthaiga',
    'Ngamia',
    'Nyati',
    'Olive',
    'Palm',
    'Pioneer',
    'Ruby',
    'Simba',
    'Sunrise',
    'Tausi',
    'Uhuru',
    'Valley',
    'Vision',
    'Westview',
    'Yaya',
    'Zamani',
  ],
  kinds: ['House', 'Plaza', 'Court', 'Centre', 'Towers', 'Arcade', 'Business Park', 'Mall'],
  floors: ['ground floor', '1st floor', '2nd floor', '3rd floor', '4th floor', 'upper level'],
};

/** Each floor in Kiswahili: a street line is written in both languages (docs/catalogue.md). */
const FLOORS_SW = {
  'ground floor': 'ghorofa ya chini',
  '1st floor': 'ghorofa ya 1',
  '2nd floor': 'ghorofa ya 2',
  '3rd floor': 'ghorofa ya 3',
  '4th floor': 'ghorofa ya 4',
  'upper level': 'ghorofa ya juu',
};

/** "Ngong Road, Tausi House, 2nd floor" → "Ngong Road, Tausi House, ghorofa ya 2". */
function kiswahiliStreet(street) {
  const floor = BUILDINGS.floors.find((name) => street.endsWith(`, ${name}`));
  if (!floor) throw new Error(`No Kiswahili for the street "${street}"`);
  return `${street.slice(0, -floor.length)}${FLOORS_SW[floor]}`;
}

/**
 * Review texts by stars, each one person's visit in three parts: how the {service} went, a
 * detail of the trade (by category, below), and how they left. The parts of a star level
 * agree with each other, so a five-star review never complains.
 */
export const REVIEW_PARTS = {
  5: {
    open: [
      'Booked my {service} for a weekday morning and they started on time.',
      'My {service} was exactly what I asked for.',
      'Came in for my {service} after work.',
      'Found them here and booked my {service} on WhatsApp in minutes.',
      'They explained everything before starting my {service}.',
      'Second time here for my {service}, and it was as good as the first.',
      'I was nervous about my first {service}, but they put me at ease.',
      'Got my {service} done on a Saturday without any wait.',
    ],
    close: [
      'I have booked my next visit already.',
      'Worth every shilling.',
      'I will be back.',
      'Easy booking and fair prices.',
      'Highly recommend.',
      'I left happy.',
      'Already telling my friends.',
    ],
  },
  4: {
    open: [
      'Good work on my {service}, though I waited about ten minutes past my time.',
      'Happy with my {service} overall.',
      'My {service} was well done, at a fair price.',
      'Solid {service}, and the booking was easy.',
      'A good {service}, a little slower than I expected.',
    ],
    close: [
      'The place gets busy on Saturdays, so book ahead.',
      'Parking nearby is the only headache.',
      'A little pricier than some places, but worth it.',
      'I would go again.',
      'Next time I will book an earlier slot.',
    ],
  },
  3: {
    open: [
      'My {service} was fine, but my booking started twenty minutes late.',
      'An average {service}.',
      'Decent work on my {service}, but it felt a little rushed.',
      'The {service} was okay for the price.',
    ],
    close: [
      'Nothing wrong with it, nothing special either.',
      'I may try somewhere else next time.',
      'It did the job.',
      'They could be more careful with time.',
    ],
  },
  2: {
    open: [
      'My {service} felt rushed.',
      'They moved my booking for a {service} twice on the day.',
      'I had to ask for my {service} to be finished properly.',
    ],
    close: [
      'Not what I expected from the reviews.',
      'I will not rush back.',
      'Disappointing for the price.',
    ],
  },
  1: {
    open: [
      'I arrived on time for my {service} and nobody served me for half an hour.',
      'Not what I asked for when I booked my {service}.',
      'My {service} was cancelled when I was already on my way.',
    ],
    close: ['Nobody seemed to care.', 'I will not be going back.', 'Save your money.'],
  },
};

/**
 * The middle of a review: a detail of the trade, good or bad, by category. Said of the visit,
 * not of one service, so it fits whichever of the category's services the review names.
 */
export const REVIEW_DETAILS = {
  good: {
    'nail-spa': [
      'Clean tools, and they took their time.',
      'They were gentle and careful.',
      'The place is bright and spotless.',
      'The colour chart has every shade you could want.',
    ],
    'hair-salon': [
      'My stylist listened to what I wanted.',
      'They were gentle with my edges.',
      'My hair felt soft and looked healthy after.',
      'The salon was clean and the chairs comfortable.',
    ],
    'massage-spa': [
      'The room was quiet and warm.',
      'The staff were calm and welcoming.',
      'Fresh towels and a spotless room.',
      'I left feeling lighter.',
    ],
    'barber-shop': [
      'My barber asked how I wanted it before starting.',
      'Clean clippers and a fresh towel every time.',
      'Sharp, tidy work.',
      'He took his time on the details.',
    ],
    gym: [
      'The place is clean and there is enough equipment.',
      'The coaches are friendly and know their stuff.',
      'The changing rooms are clean.',
      'Staff showed me around on my first day.',
    ],
    'make-up': [
      'She was calm and quick.',
      'Her kit was clean and well organised.',
      'She listened to what I wanted.',
      'Everyone asked who did it.',
    ],
    photography: [
      'The edited photos arrived before the day promised.',
      'Every photo I asked for was there.',
      'Professional from start to finish.',
      'Clear about the price from the start.',
    ],
  },
  bad: {
    'nail-spa': [
      'One of the tools did not look clean.',
      'They chatted on the phone while working.',
    ],
    'hair-salon': ['They were rough with my hair.', 'The salon was crowded and hot.'],
    'massage-spa': ['The room was noisy.', 'The towels were damp.'],
    'barber-shop': ['It was rushed at the end.', 'The shop was crowded and loud.'],
    gym: ['The equipment was crowded.', 'The changing rooms were dirty.'],
    'make-up': ['She arrived late.', 'Her kit did not look clean.'],
    photography: ['The photos came late.', 'Some photos were blurry.'],
  },
};

/** How many times one review text may appear in a catalogue: it reads as one person's words. */
export const MOST_TEXT_REPEATS = 3;

/* The embedded catalogue, read once: what the generator draws from. */

function pickFrom(embedded) {
  const listings = embedded.listings;
  const categoryOf = (listing) => listing.category;
  /** Every service by name: its Kiswahili, durations and prices as the embedded listings have them. */
  const services = new Map();
  /** Service names by category, from the listings in that category. */
  const servicesIn = new Map();
  for (const listing of listings) {
    for (const service of listing.services) {
      const known = services.get(service.name) ?? {
        name: service.name,
        sw: service.sw?.name,
        // A price for a unit, or an add-on's, stays one: never a listing's "from" price.
        per: service.per,
        addOn: service.addOn,
        prices: [],
        minutes: service.minutes,
      };
      known.prices.push(service.priceKes);
      services.set(service.name, known);
      if (listing.kind === 'business') {
        const names = servicesIn.get(categoryOf(listing)) ?? new Set();
        names.add(service.name);
        servicesIn.set(categoryOf(listing), names);
      }
    }
  }
  const group = (pick) => {
    const map = new Map();
    for (const listing of listings) {
      for (const [key, value] of pick(listing)) {
        const list = map.get(key) ?? [];
        list.push(value);
        map.set(key, list);
      }
    }
    return map;
  };
  const hoursIn = group((l) => [[categoryOf(l), l.hours]]);
  const bookingIn = group((l) => [
    [`${l.kind}:${categoryOf(l)}`, l.booking],
    [l.kind, l.booking],
  ]);
  const rolesIn = group((l) =>
    (l.team ?? [])
      .filter((member) => !member.role.startsWith('Owner'))
      .map((member) => [categoryOf(l), { role: member.role, sw: member.sw?.role }]),
  );
  const ownerRolesIn = group((l) =>
    (l.team ?? [])
      .filter((member) => member.role.startsWith('Owner'))
      .map((member) => [categoryOf(l), { role: member.role, sw: member.sw?.role }]),
  );
  const streetsIn = group((l) => [[l.location, l.street.replace(/ \([^)]*\)$/, '')]]);
  const geoIn = group((l) => [[l.location, l.geo]]);
  const people = new Set();
  for (const listing of listings) {
    for (const member of listing.team ?? []) people.add(member.name);
    for (const review of listing.reviews) people.add(review.author);
    if (listing.kind === 'professional') people.add(listing.name);
  }
  /** The embedded offers' shapes: days, hours and discount. */
  const offers = listings.flatMap((l) => l.offers ?? []);
  const firstNames = [...new Set([...people].map((name) => name.split(' ')[0]))].sort();
  const surnames = [...new Set([...people].map((name) => name.split(' ').at(-1)))].sort();
  const pictures = [
    ...new Map(
      listings.filter((l) => l.kind === 'professional').map((l) => [l.image.src, l.image]),
    ).values(),
  ];
  // The portraits in public/images/people: p1 … p12, the same size as the embedded ones.
  for (let i = 1; i <= 12; i += 1) {
    const src = `/images/people/p${i}.svg`;
    if (!pictures.some((picture) => picture.src === src)) pictures.push({ ...pictures[0], src });
  }
  pictures.sort((a, b) => a.src.localeCompare(b.src, 'en', { numeric: true }));
  return {
    services,
    servicesIn,
    hoursIn,
    bookingIn,
    rolesIn,
    ownerRolesIn,
    streetsIn,
    geoIn,
    firstNames,
    surnames,
    pictures,
    spreads: listings.map((l) => l.spread),
    offers,
  };
}

/*
 * What a listing tells a visitor before a booking request (D31): description, phone, email,
 * payment methods, confirmation channel, reply time, policy, deposit and which team member
 * does what. Drawn from the embedded listings' own shapes (a policy, a deposit's amount, a set
 * of payment methods, each with the share of listings that give none), from a random stream of
 * its own, so that adding them changed nothing else in a generated file.
 */

/** The embedded listings' before-booking data, as shapes to draw from. */
function beforeBookingShapes(embedded) {
  const listings = embedded.listings;
  return {
    policies: listings.map((l) => l.policy),
    amounts: listings.map((l) => l.deposit?.amount),
    payments: listings.map((l) => l.payments),
    confirms: listings.map((l) => l.confirmsBy),
    replies: listings.map((l) => l.replies?.withinMinutes),
    described: listings.filter((l) => l.description).length / listings.length,
    withPhone: listings.filter((l) => l.phone).length / listings.length,
    withEmail: listings.filter((l) => l.email).length / listings.length,
  };
}

/**
 * A function that adds the before-booking fields to a generated listing. `areaNames` maps an
 * area's slug to its name; `measured` is the day a reply time was measured.
 */
function beforeBookingFor(embedded, seed, areaNames, measured) {
  const shapes = beforeBookingShapes(embedded);
  const random = mulberry32(seed ^ 0xb00c);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const digits = (count) =>
    Array.from({ length: count }, (_, i) =>
      String(Math.floor(random() * (i ? 10 : 9)) + (i ? 0 : 1)),
    ).join('');
  /** "Fade, beard trim and hot towel shave in Westlands.": what it offers, where. */
  const description = (names, area, joiner) => {
    const lower = names.map((name, i) => (i ? name[0].toLowerCase() + name.slice(1) : name));
    const list =
      lower.length > 1 ? `${lower.slice(0, -1).join(', ')} ${joiner} ${lower.at(-1)}` : lower[0];
    return list;
  };
  /** Each member who does only some services: about half of a team of two or more. */
  const teamServices = (team, services) =>
    team.map((member) => {
      if (team.length < 2 || random() < 0.5) return member;
      const names = services.map((service) => service.name).filter(() => random() < 0.6);
      return names.length ? { ...member, services: names } : member;
    });
  return (listing) => {
    const area = areaNames.get(listing.location) ?? listing.location;
    const names = listing.services.map((service) => service.name.replace(/ \([^)]*\)$/, ''));
    const swNames = listing.services.every((service) => service.sw)
      ? listing.services.map((service) => service.sw.name.replace(/ \([^)]*\)$/, ''))
      : null;
    const described = random() < shapes.described;
    // A policy and a deposit come together, as one embedded listing has them.
    const terms = Math.floor(random() * shapes.policies.length);
    const policy = shapes.policies[terms];
    const amount = shapes.amounts[terms];
    const payments = pick(shapes.payments);
    const confirmsBy = pick(shapes.confirms);
    const replies = pick(shapes.replies);
    const phone = random() < shapes.withPhone ? listing.whatsapp : undefined;
    // At example.com, which reaches no one (D40).
    const email = random() < shapes.withEmail ? `bookings.${listing.id}@example.com` : undefined;
    let paybill = digits(6);
    while (KNOWN_PAYBILLS.has(paybill)) paybill = digits(6);
    const mpesa =
      random() < 0.5
        ? {
            paybill,
            // Letters and digits, at most 12: what M-Pesa's account field takes (lib/mpesa.ts).
            account: listing.id
              .split('-')[0]
              .toUpperCase()
              .replace(/[^A-Z0-9]/g, '')
              .slice(0, 12),
          }
        : { till: digits(7) };
    return {
      ...listing,
      ...(listing.team ? { team: teamServices(listing.team, listing.services) } : {}),
      ...(described
        ? {
            description: `${description(names, area, 'and')} in ${area}.`,
            ...(swNames
              ? {
                  sw: {
                    ...listing.sw,
                    description: `${description(swNames, area, 'na')} huko ${area}.`,
                  },
                }
              : {}),
          }
        : {}),
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
      ...(payments ? { payments: [...payments] } : {}),
      ...(confirmsBy ? { confirmsBy } : {}),
      ...(replies ? { replies: { withinMinutes: replies, asOf: measured } } : {}),
      ...(policy ? { policy: JSON.parse(JSON.stringify(policy)) } : {}),
      ...(policy && amount ? { deposit: { amount: { ...amount }, mpesa } } : {}),
    };
  };
}

/**
 * Gift vouchers (D37), from a random stream of their own: in the categories where embedded
 * listings offer them (a spa, a salon, a barber, a gym), to the same share of those categories'
 * listings, with the validity and terms of an embedded listing of the category; amounts in
 * round Kes from the listing's lowest whole price, its first two whole services, paid where
 * its deposit is paid, else to a Till of its own.
 */
function vouchersFor(embedded, seed) {
  const offered = embedded.listings.filter((l) => l.vouchers);
  const categories = new Set(offered.map((l) => l.category));
  const share = offered.length / embedded.listings.filter((l) => categories.has(l.category)).length;
  const random = mulberry32(seed ^ 0x91f7);
  const roundKes = (kes) => Math.max(500, Math.round(kes / 500) * 500);
  return (listing) => {
    if (!categories.has(listing.category) || random() >= share) return listing;
    const shapes = offered.filter((l) => l.category === listing.category);
    const { validMonths, terms } = shapes[Math.floor(random() * shapes.length)].vouchers;
    const whole = listing.services.filter((service) => !service.per && !service.addOn);
    const lowest = Math.min(...whole.map((service) => service.priceKes));
    const till = String(Math.floor(random() * 9_000_000) + 1_000_000);
    return {
      ...listing,
      vouchers: {
        amounts: [...new Set([1, 2, 5].map((times) => roundKes(lowest * times)))],
        services: whole.slice(0, 2).map((service) => service.name),
        validMonths,
        mpesa: listing.deposit ? { ...listing.deposit.mpesa } : { till },
        terms: { ...terms },
      },
    };
  };
}

/** Lower-case words joined by hyphens, as listing ids are. */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The catalogue: `businesses` businesses and `professionals` professionals in the first
 * `areas` areas (the embedded eight, then MORE_AREAS), from the seed.
 */
export function generateCatalogue({
  businesses,
  professionals,
  areas: areaCount,
  seed = 1,
  offersFrom = OFFERS_FROM,
}) {
  const embedded = JSON.parse(readFileSync(EMBEDDED, 'utf8'));
  const known = pickFrom(embedded);
  const allAreas = [
    ...embedded.areas.map((area) => {
      const geos = known.geoIn.get(area.slug) ?? [];
      const centre = [
        geos.reduce((sum, g) => sum + g.lat, 0) / geos.length,
        geos.reduce((sum, g) => sum + g.lng, 0) / geos.length,
      ];
      return { ...area, centre, streets: [...new Set(known.streetsIn.get(area.slug))] };
    }),
    ...MORE_AREAS,
  ];
  if (!Number.isInteger(areaCount) || areaCount < 1 || areaCount > allAreas.length)
    throw new Error(`--areas must be a whole number from 1 to ${allAreas.length}`);
  for (const [name, value] of Object.entries({ businesses, professionals }))
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be 0 or more`);

  const random = mulberry32(seed);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  const shuffled = (list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };

  const areas = allAreas.slice(0, areaCount);
  // The embedded eight, where the site's listings are today, get half as many again as the rest.
  const areaWeights = areas.map((_, i) => (i < 8 ? 3 : 2));
  const totalWeight = areaWeights.reduce((sum, w) => sum + w, 0);
  /** The nth listing's area: the first ones go one to each area, so none is empty; then by weight. */
  const areaFor = (n) => {
    if (n < areas.length) return areas[n];
    let r = random() * totalWeight;
    for (let i = 0; i < areas.length; i += 1) {
      r -= areaWeights[i];
      if (r < 0) return areas[i];
    }
    return areas.at(-1);
  };

  const ids = new Set();
  const uniqueId = (...candidates) => {
    for (const candidate of candidates) {
      const id = slugify(candidate);
      if (id && !ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
    const base = slugify(candidates[0]);
    for (let n = 2; ; n += 1) {
      if (!ids.has(`${base}-${n}`)) {
        ids.add(`${base}-${n}`);
        return `${base}-${n}`;
      }
    }
  };
  /** A person of `sex` (either, by chance), first name and surname agreeing with it (NAMES). */
  const words = (text) => text.split(' ');
  const firstNames = { female: words(NAMES.female.first), male: words(NAMES.male.first) };
  const surnames = {
    female: [...words(NAMES.female.surnames), ...words(NAMES.either)],
    male: [...words(NAMES.male.surnames), ...words(NAMES.either)],
  };
  const person = (sex = random() < 0.5 ? 'female' : 'male') => {
    const first = pick(firstNames[sex]);
    const surname = pick(surnames[sex].filter((name) => name !== first));
    return `${first} ${surname}`;
  };
  /**
   * A street address no other listing has: the road, a building on it and the floor,
   * "Argwings Kodhek Road, Tausi House, 2nd floor".
   */
  const streetsTaken = new Set();
  const uniqueStreet = (area) => {
    for (;;) {
      const road = pick(area.streets).split(', ')[0];
      const street = `${road}, ${pick(BUILDINGS.names)} ${pick(BUILDINGS.kinds)}, ${pick(BUILDINGS.floors)}`;
      if (!streetsTaken.has(street)) {
        streetsTaken.add(street);
        return street;
      }
    }
  };
  // 0 after 254: a number no one holds, since 0 is the trunk prefix (D40, docs/catalogue.md).
  const whatsapp = () => `2540${String(int(0, 99_999_999)).padStart(8, '0')}`;
  const geoNear = ([lat, lng]) => ({
    lat: Math.round((lat + (random() - 0.5) * 0.012) * 10_000) / 10_000,
    lng: Math.round((lng + (random() - 0.5) * 0.012) * 10_000) / 10_000,
  });
  /** A price within the range the embedded listings charge for the service, in round shillings. */
  const price = (service) => {
    const low = Math.min(...service.prices);
    const high = Math.max(...service.prices);
    // One price only: up to a fifth either side of it.
    const [from, to] = low === high ? [low * 0.8, low * 1.2] : [low, high];
    const step = to >= 2000 ? 500 : 50;
    return Math.max(step, Math.round((from + random() * (to - from)) / step) * step);
  };
  /** The listing's services, each with its Kiswahili name. */
  const servicesFrom = (names, count) =>
    shuffled(names)
      .slice(0, count)
      .map((name) => {
        const service = known.services.get(name);
        if (!service) throw new Error(`No service "${name}" in the embedded catalogue`);
        return {
          name,
          ...(service.sw ? { sw: { name: service.sw } } : {}),
          priceKes: price(service),
          ...(service.per ? { per: service.per } : {}),
          ...(service.addOn ? { addOn: true } : {}),
          minutes: service.minutes,
        };
      });
  /** Counts of 5 … 1 stars: an embedded listing's spread, scaled, so the shapes stay real. */
  const spread = () => {
    const base = pick(known.spreads);
    const scale = pick([0.05, 0.1, 0.2, 0.4, 0.7, 1, 1.3, 2]);
    const counts = base.map((count) => Math.round(count * scale * (0.8 + random() * 0.4)));
    if (counts.every((count) => count === 0)) counts[int(0, 1)] = int(1, 3);
    return counts;
  };
  /**
   * A review's words for `stars` on `service` in `category`: how the service went, a detail of
   * the trade, how they left (REVIEW_PARTS, REVIEW_DETAILS); never a text the catalogue
   * already holds MOST_TEXT_REPEATS times.
   */
  const textsUsed = new Map();
  // Occasions draw from a stream of their own, so adding them changed nothing else.
  const occasionRandom = mulberry32(seed ^ 0x0cca);
  const occasionPick = (list) => list[Math.floor(occasionRandom() * list.length)];
  /**
   * Now and then, an occasion the visit was for: one that fell in the two weeks up to `date`
   * (a "YYYY-MM-DD"), with a date of its own in the calendar.
   */
  const occasionBefore = (date) => {
    const day = Date.parse(`${date}T00:00:00Z`);
    const year = Number(date.slice(0, 4));
    const recent = OCCASIONS.occasions.filter((occasion) => {
      const days = occasion.dates
        ? occasion.dates
        : occasion.month
          ? [year - 1, year].map((y) =>
              new Date(Date.UTC(y, occasion.month - 1, occasion.day)).toISOString().slice(0, 10),
            )
          : [];
      return days.some((d) => {
        const gap = (day - Date.parse(`${d}T00:00:00Z`)) / DAY;
        return gap >= 0 && gap <= 14;
      });
    });
    return recent.length && occasionRandom() < 0.5 ? occasionPick(recent).name : undefined;
  };
  const reviewText = (stars, service, category) => {
    const { open, close } = REVIEW_PARTS[stars];
    const details = REVIEW_DETAILS[stars >= 3 ? 'good' : 'bad'][category] ?? [];
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const text = [
        pick(open).replace('{service}', service),
        ...(details.length ? [pick(details)] : []),
        pick(close),
      ].join(' ');
      const used = textsUsed.get(text) ?? 0;
      if (used < MOST_TEXT_REPEATS) {
        textsUsed.set(text, used + 1);
        return text;
      }
    }
    throw new Error(`Too few review texts for ${stars} stars on ${service} (${category})`);
  };
  /**
   * A few written reviews, newest first, with stars drawn from the spread: at least one
   * wherever customers rated, so no page shows a count with nothing written under it.
   */
  const reviews = (counts, services, category) => {
    const total = counts.reduce((sum, c) => sum + c, 0);
    const written = Math.min(total, int(1, 3));
    const days = Array.from({ length: written }, () => int(1, 365)).sort((a, b) => a - b);
    return days.map((ago) => {
      let r = int(1, total);
      let stars = 5;
      for (let i = 0; i < 5; i += 1) {
        r -= counts[i];
        if (r <= 0) {
          stars = 5 - i;
          break;
        }
      }
      // "Swedish massage (60 min)" is written "Swedish massage" in a sentence.
      const service = pick(services).name.replace(/ \([^)]*\)$/, '');
      const named = /^[A-Z][a-z]/.test(service)
        ? service[0].toLowerCase() + service.slice(1)
        : service;
      const date = new Date(REVIEWS_UNTIL - ago * DAY).toISOString().slice(0, 10);
      const text = reviewText(stars, named, category);
      const occasion = stars >= 4 ? occasionBefore(date) : undefined;
      return {
        author: person(),
        date,
        rating: stars,
        text: occasion
          ? `${text} ${occasionPick(OCCASION_PHRASES).replace('{occasion}', occasion)}`
          : text,
      };
    });
  };
  const booking = (kind, category) => ({
    ...pick(known.bookingIn.get(`${kind}:${category}`) ?? known.bookingIn.get(kind)),
  });
  const hours = (category) =>
    pick(known.hoursIn.get(category)).map((period) => ({ ...period, days: [...period.days] }));

  // Deals and classes draw from a stream of their own, so adding them changed nothing else.
  const extra = mulberry32(seed ^ 0x5eed);
  const extraInt = (min, max) => min + Math.floor(extra() * (max - min + 1));
  const extraPick = (list) => list[Math.floor(extra() * list.length)];
  const offersStart = Date.parse(`${offersFrom}T00:00:00Z`);
  if (Number.isNaN(offersStart)) throw new Error('--offers-from must be a date "YYYY-MM-DD"');
  const dayAfterStart = (days) => new Date(offersStart + days * DAY).toISOString().slice(0, 10);
  /**
   * About one listing in six runs an offer, shaped like the embedded ones (their days, hours
   * and discounts), on one or two of its services, within its opening hours.
   */
  const offers = (services, openingHours) => {
    if (!known.offers.length || extra() >= 1 / 6) return undefined;
    const shape = extraPick(known.offers);
    const covered = [...services]
      .sort(() => extra() - 0.5)
      .slice(0, extraInt(1, Math.min(2, services.length)));
    const cheapest = Math.min(...covered.map((service) => service.priceKes));
    // A discount in shillings stays under a quarter of the cheapest price it covers.
    const discount =
      'kes' in shape.discount && shape.discount.kes < cheapest / 4
        ? { kes: shape.discount.kes }
        : { percent: extraPick([10, 15, 20, 25]) };
    const open = openingHours.filter(
      (period) => period.opens < shape.until && period.closes > shape.from,
    );
    const days = [...new Set(open.flatMap((period) => period.days))].filter((day) =>
      shape.days.includes(day),
    );
    if (!days.length) return undefined;
    return [
      {
        services: covered.map((service) => service.name),
        discount,
        days: days.sort((a, b) => a - b),
        from: shape.from,
        until: shape.until,
        ends: dayAfterStart(extraInt(60, 240)),
      },
    ];
  };
  /**
   * A gym's or trainer's week of classes, made from its class services ("Spin class" → "Spin")
   * and taught by its team; a few with spots left, counted the day before offersFrom.
   */
  const classes = (services, team, openingHours) => {
    const classServices = services.filter((service) => / class$/.test(service.name));
    if (!classServices.length) return undefined;
    const entries = [];
    for (const period of openingHours) {
      for (const day of period.days) {
        if (extra() < 0.4) continue;
        const service = extraPick(classServices);
        // On the hour, at least an hour after opening and two before closing.
        const first = Number(period.opens.slice(0, 2)) + 1;
        const last = Number(period.closes.slice(0, 2)) - 2;
        if (last < first) continue;
        const hour = Math.min(Math.max(extraPick([first, first + 1, 17, 18]), first), last);
        const capacity = extraPick([8, 12, 16, 20, 25]);
        entries.push({
          name: service.name.replace(/ class$/, ''),
          ...(service.sw ? { sw: { name: service.sw.name } } : {}),
          instructor: extraPick(instructorsOf(service.name, team)),
          service: service.name,
          day,
          starts: `${String(hour).padStart(2, '0')}:00`,
          minutes: service.minutes,
          level: extraPick(['all', 'all', 'beginner', 'intermediate', 'advanced']),
          capacity,
          ...(extra() < 0.3
            ? {
                spots: {
                  left: extraInt(0, Math.floor(capacity / 2)),
                  asOf: `${dayAfterStart(-1)}T08:00`,
                },
              }
            : {}),
        });
      }
    }
    return entries.length ? entries : undefined;
  };

  // Working hours draw from a stream of their own too (D38).
  const shifts = mulberry32(seed ^ 0x7ea3);
  /**
   * When a member works, within `openingHours`: the first of a team works all of them; the
   * others, where the place opens six or seven days, take a day off a week, one of their own.
   */
  const workingHours = (openingHours, i) => {
    const days = [...new Set(openingHours.flatMap((period) => period.days))];
    const off = i > 0 && days.length >= 6 ? days[Math.floor(shifts() * days.length)] : undefined;
    return openingHours
      .map((period) => ({ ...period, days: period.days.filter((day) => day !== off) }))
      .filter((period) => period.days.length);
  };

  /** Who of a team teaches a class: those whose role fits it (CLASS_ROLES). */
  const instructorsOf = (service, team) => {
    const fit = team.filter((member) => CLASS_ROLES[service]?.includes(member.role));
    return (fit.length ? fit : team).map((member) => member.name);
  };
  /** A team member of `role` for a gym, with its Kiswahili where the embedded file has it. */
  const memberOf = (category, role) => {
    const sw = known.rolesIn.get(category)?.find((known) => known.role === role)?.sw;
    return { name: person(), role, ...(sw ? { sw: { role: sw } } : {}) };
  };
  /** The category's core services (CORE_SERVICES), one of each group, then others to `count`. */
  const businessServices = (category, count) => {
    const pool = [...known.servicesIn.get(category)];
    const core = (CORE_SERVICES[category] ?? []).map((group) =>
      pick(group.filter((name) => known.services.has(name))),
    );
    const rest = shuffled(pool.filter((name) => !core.includes(name))).slice(
      0,
      Math.max(0, count - core.length),
    );
    return servicesFrom([...core, ...rest], core.length + rest.length);
  };

  const businessCategories = Object.keys(BUSINESS_NAMES);
  const made = [];
  for (let n = 0; n < businesses; n += 1) {
    const area = areaFor(n);
    const category = businessCategories[n % businessCategories.length];
    const name = pick(BUSINESS_NAMES[category])
      .replace('{word}', pick(BRAND_WORDS))
      .replace('{area}', area.name);
    // Every owner's words come in Kiswahili too, so that a generated /sw page is all Kiswahili
    // (issue 54). The draw that once left a third in English stays: the rest is as before.
    chance(0.65);
    const also = ALSO_IN[category] && chance(0.35) ? [ALSO_IN[category]] : undefined;
    const services = businessServices(category, int(3, 5));
    if (also?.[0] === 'make-up')
      services.push(
        ...servicesFrom(
          [...known.servicesIn.get('hair-salon')].filter(
            (service) => /make-up/i.test(service) && !services.some((s) => s.name === service),
          ),
          1,
        ),
      );
    const roles = known.rolesIn.get(category);
    const owners = known.ownerRolesIn.get(category) ?? [];
    const team = Array.from({ length: int(1, 4) }, (_, i) => {
      const { role, sw } = i === 0 && owners.length && chance(0.5) ? pick(owners) : pick(roles);
      return { name: person(), role, ...(sw ? { sw: { role: sw } } : {}) };
    });
    // A gym's classes are taught by someone whose role fits each: a coach joins where none does.
    for (const service of services) {
      const fits = CLASS_ROLES[service.name];
      if (fits && !team.some((member) => fits.includes(member.role)))
        team.push(memberOf(category, pick(fits)));
    }
    const counts = spread();
    const openingHours = hours(category);
    const dealsOffered = offers(services, openingHours);
    const timetable = category === 'gym' ? classes(services, team, openingHours) : undefined;
    const street = uniqueStreet(area);
    made.push({
      id: uniqueId(name, `${name} ${area.slug}`),
      kind: 'business',
      name,
      category,
      ...(also ? { alsoIn: also } : {}),
      location: area.slug,
      street,
      sw: { street: kiswahiliStreet(street) },
      geo: geoNear(area.centre),
      whatsapp: whatsapp(),
      hours: openingHours,
      booking: booking('business', category),
      spread: counts,
      reviews: reviews(counts, services, category),
      services,
      team: team.map((member, i) => ({ ...member, hours: workingHours(openingHours, i) })),
      ...(dealsOffered ? { offers: dealsOffered } : {}),
      ...(timetable ? { classes: timetable } : {}),
    });
  }

  /** Businesses a professional already works at. */
  const hosts = new Set();
  for (let n = 0; n < professionals; n += 1) {
    const area = areaFor(n);
    const profession = pick(PROFESSIONS);
    const name = person();
    chance(0.65); // as for businesses: every professional's words come in Kiswahili too
    // Many work at a business of their trade in their area; the others from a street address.
    // One professional a business at most, so that no two listings share an address.
    const workplace = made.find(
      (listing) =>
        listing.kind === 'business' &&
        listing.location === area.slug &&
        listing.category === profession.category &&
        !hosts.has(listing.id) &&
        chance(0.3),
    );
    if (workplace) hosts.add(workplace.id);
    const ownStreet = workplace ? undefined : uniqueStreet(area);
    const venue = workplace
      ? workplace.name.includes(area.name)
        ? workplace.name
        : `${workplace.name}, ${area.name}`
      : `${ownStreet}, ${area.name}`;
    // A barber cuts hair: one of the cuts first, then the rest of the trade.
    const cuts = profession.services.filter((service) => CUTS.includes(service));
    const cut = cuts.length ? [pick(cuts)] : [];
    const services = [
      ...servicesFrom(cut, cut.length),
      ...servicesFrom(
        profession.services.filter((service) => !cut.includes(service)),
        int(2, 4) - cut.length,
      ),
    ];
    const counts = spread();
    const ownHours = hours(profession.category);
    // One who works at a business is on its team, by her own listing, and works within its
    // hours: her own are its opening hours less a day off, if it opens six or seven (D38).
    const openingHours = workplace ? workingHours(workplace.hours, 1) : ownHours;
    const id = uniqueId(name, `${name} ${area.slug}`);
    if (workplace)
      workplace.team.push({
        name,
        role: profession.en,
        sw: { role: profession.sw },
        listing: id,
      });
    const dealsOffered = offers(services, openingHours);
    made.push({
      id,
      kind: 'professional',
      name,
      profession: profession.en,
      category: profession.category,
      venue,
      sw: {
        profession: profession.sw,
        venue: ownStreet ? `${kiswahiliStreet(ownStreet)}, ${area.name}` : venue,
        street: workplace
          ? `${workplace.sw.street} (${workplace.name})`
          : kiswahiliStreet(ownStreet),
      },
      location: area.slug,
      street: workplace ? `${workplace.street} (${workplace.name})` : ownStreet,
      geo: workplace ? { ...workplace.geo } : geoNear(area.centre),
      whatsapp: whatsapp(),
      hours: openingHours,
      booking: booking('professional', profession.category),
      spread: counts,
      image: { ...pick(known.pictures) },
      reviews: reviews(counts, services, profession.category),
      services,
      ...(dealsOffered ? { offers: dealsOffered } : {}),
    });
  }

  return {
    synthetic: true,
    areas: areas.map(({ slug, name, county, intro }) => ({ slug, name, county, intro })),
    categories: embedded.categories,
    listings: made
      .map(
        beforeBookingFor(
          embedded,
          seed,
          new Map(areas.map((area) => [area.slug, area.name])),
          dayAfterStart(-1),
        ),
      )
      .map(vouchersFor(embedded, seed)),
  };
}

/** The file's text: stable key order and a final newline, so the same seed gives the same bytes. */
export function catalogueText(catalogue) {
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i]?.replace(/^--/, '');
    if (
      !['businesses', 'professionals', 'areas', 'out', 'seed', 'offers-from'].includes(name ?? '')
    )
      throw new Error(`Unknown option ${argv[i]}`);
    options[name] = argv[i + 1];
    i += 1;
  }
  if (!options.out) throw new Error('--out FILE is required');
  const number = (value, fallback) => (value === undefined ? fallback : Number(value));
  return {
    businesses: number(options.businesses, 750),
    professionals: number(options.professionals, 2000),
    areas: number(options.areas, 13),
    seed: number(options.seed, 1),
    ...(options['offers-from'] ? { offersFrom: options['offers-from'] } : {}),
    out: options.out,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { out, ...options } = parseArgs(process.argv.slice(2));
    const catalogue = generateCatalogue(options);
    mkdirSync(dirname(out) || '.', { recursive: true });
    writeFileSync(out, catalogueText(catalogue));
    console.log(
      `Wrote ${out}: ${options.businesses} businesses and ${options.professionals} professionals in ${options.areas} areas (seed ${options.seed}), marked synthetic.`,
    );
  } catch (error) {
    console.error(`\n${error.message}\n`);
    console.error(
      'Usage: npm run catalogue:generate -- --businesses 750 --professionals 2000 --areas 13 --out FILE [--seed N] [--offers-from YYYY-MM-DD]\n',
    );
    process.exit(1);
  }
}
