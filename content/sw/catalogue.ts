import type * as en from '@/content/catalogue';
import type { Translation } from '@/content/i18n/types';
import type { hairSalons, nailSpas } from '@/content/listings/beauty';
import type { barberShops, gyms } from '@/content/listings/grooming-fitness';
import type { professionalEntries } from '@/content/listings/professionals';
import type { massageSpas } from '@/content/listings/wellness';

/**
 * The catalogue's words in Kiswahili, as maps from the English the listings are written in.
 * Names of businesses and people, streets, areas and reviews are not here: they stay as they
 * are (reviews are shown in English, marked lang="en"). Hair, nail and spa services keep the
 * English words Kenyan salons and their clients use ("pedicure", "facial", "knotless braids",
 * "fade"), inside a Kiswahili name where the name says more ("Manicure ya gel").
 *
 * A missing or extra entry is a TypeScript error wherever the listings keep their words as
 * literals: the category names, team roles, professions and venues. Service names do not: the
 * listings write them through `service()`, which returns a plain `string`, so `serviceNames`
 * is a plain record and tests/unit/i18n-catalogue.test.ts checks that every service in the
 * catalogue has an entry and that no entry is unused.
 */

/** What a listing offers, as the cards and the service search name it. */
export const categoryNames = {
  'nail-spa': 'Spa ya Kucha',
  'hair-salon': 'Saluni ya Nywele',
  'massage-spa': 'Spa ya Masaji',
  'barber-shop': 'Kinyozi',
  gym: 'Gym',
  'make-up': 'Vipodozi',
  'beauty-spa': 'Spa ya Urembo',
  photography: 'Upigaji Picha',
} as const satisfies Translation<typeof en.categoryNames>;

type BusinessListing =
  | (typeof nailSpas)[number]
  | (typeof hairSalons)[number]
  | (typeof massageSpas)[number]
  | (typeof barberShops)[number]
  | (typeof gyms)[number];
type ProfessionalListing = (typeof professionalEntries)[number];

/** Every role on a business's team, as the listings write it. */
export type TeamRole = BusinessListing['team'][number]['role'];
/** Every professional's profession, as the listings write it. */
export type Profession = ProfessionalListing['profession'];
/** Every professional's place of work, as the listings write it. */
export type Venue = ProfessionalListing['venue'];

export const teamRoles = {
  'Aerobics instructor': 'Mkufunzi wa aerobics',
  'Aqua aerobics instructor': 'Mkufunzi wa aerobics majini',
  Barber: 'Kinyozi',
  'Barber and loctician': 'Kinyozi na mtaalamu wa rasta',
  'Beauty therapist': 'Mtaalamu wa urembo',
  'Boxing coach': 'Mkufunzi wa ndondi',
  Braider: 'Msusi',
  'Class coach': 'Mkufunzi wa madarasa',
  Coach: 'Mkufunzi',
  'Head barber': 'Kinyozi mkuu',
  'Head coach': 'Mkufunzi mkuu',
  Loctician: 'Mtaalamu wa rasta',
  'Make-up and nails': 'Vipodozi na kucha',
  'Make-up artist': 'Msanii wa vipodozi',
  Manager: 'Meneja',
  'Massage therapist': 'Mtabibu wa masaji',
  'Nail technician': 'Fundi wa kucha',
  'Natural hair specialist': 'Mtaalamu wa nywele asilia',
  'Owner and Thai massage therapist': 'Mmiliki na mtabibu wa masaji ya Kithai',
  'Owner and barber': 'Mmiliki na kinyozi',
  'Owner and beauty therapist': 'Mmiliki na mtaalamu wa urembo',
  'Owner and colourist': 'Mmiliki na mtaalamu wa rangi za nywele',
  'Owner and lash technician': 'Mmiliki na fundi wa kope',
  'Owner and nail technician': 'Mmiliki na fundi wa kucha',
  'Owner and stylist': 'Mmiliki na mtengeneza nywele',
  'Owner and therapist': 'Mmiliki na mtabibu',
  Pedicurist: 'Fundi wa pedicure',
  'Personal trainer': 'Mkufunzi binafsi',
  Physiotherapist: 'Mtaalamu wa fiziotherapia',
  'Pilates instructor': 'Mkufunzi wa Pilates',
  Reflexologist: 'Mtaalamu wa reflexology',
  'Senior nail technician': 'Fundi mkuu wa kucha',
  'Senior stylist, braids': 'Mtengeneza nywele mkuu, kusuka',
  'Skin therapist': 'Mtaalamu wa ngozi',
  'Spa manager': 'Meneja wa spa',
  'Spin and yoga instructor': 'Mkufunzi wa spin na yoga',
  'Sports massage therapist': 'Mtabibu wa masaji ya wanamichezo',
  'Strength coach': 'Mkufunzi wa mazoezi ya nguvu',
  'Studio manager': 'Meneja wa studio',
  Stylist: 'Mtengeneza nywele',
  'Stylist, natural hair': 'Mtengeneza nywele, nywele asilia',
  Supervisor: 'Msimamizi',
  'Swimming instructor': 'Mkufunzi wa kuogelea',
  'Yoga instructor': 'Mkufunzi wa yoga',
  'Zumba instructor': 'Mkufunzi wa Zumba',
} as const satisfies Record<TeamRole, string>;

/** Title case, as the English writes professions on the cards. */
export const professions = {
  'Hair Stylist': 'Mtengeneza Nywele',
  Barber: 'Kinyozi',
  'Make-up Artist': 'Msanii wa Vipodozi',
  'Massage Therapist': 'Mtabibu wa Masaji',
  Loctician: 'Mtaalamu wa Rasta',
  'Nail Technician': 'Fundi wa Kucha',
  'Personal Trainer': 'Mkufunzi Binafsi',
  'Yoga Instructor': 'Mkufunzi wa Yoga',
  Photographer: 'Mpiga Picha',
  'Henna and Make-up Artist': 'Msanii wa Hina na Vipodozi',
} as const satisfies Record<Profession, string>;

/**
 * Where a professional works, read after "katika" on the cards. Most are a business's name and
 * its area, which stay as they are; two are a sentence about her own studio.
 */
export const venues = {
  'Tress Lounge, Kilimani': 'Tress Lounge, Kilimani',
  'Sharp Cuts Barbershop, Westlands': 'Sharp Cuts Barbershop, Westlands',
  'her studio on 3rd Parklands Avenue': 'studio yake, 3rd Parklands Avenue',
  'Utulivu Wellness Spa, Westlands': 'Utulivu Wellness Spa, Westlands',
  'Nywele Hair Studio, Westlands': 'Nywele Hair Studio, Westlands',
  'Glow Nail Bar, Kilimani': 'Glow Nail Bar, Kilimani',
  'Iron Paradise Gym, Westlands': 'Iron Paradise Gym, Westlands',
  'Mtaa Fades, South B': 'Mtaa Fades, South B',
  'Shanti Yoga & Fitness, Lavington': 'Shanti Yoga & Fitness, Lavington',
  'her studio at The Hub Karen': 'studio yake, The Hub Karen',
  'Moi Avenue, Nairobi CBD': 'Moi Avenue, Nairobi CBD',
} as const satisfies Record<Venue, string>;

/** The price lists' lines. Durations in brackets read "(dakika 60)", counts follow the noun. */
export const serviceNames: Readonly<Record<string, string>> = {
  'Acrylic nails': 'Kucha za akriliki',
  'Aerobics class': 'Darasa la aerobics',
  'Aqua aerobics class': 'Darasa la aerobics majini',
  'Aromatherapy massage (60 min)': 'Masaji ya aromatherapy (dakika 60)',
  'Assisted stretching': 'Kunyoosha misuli kwa msaada',
  'Back massage (30 min)': 'Masaji ya mgongo (dakika 30)',
  'Basic facial': 'Facial ya kawaida',
  'Beard dye': 'Rangi ya ndevu',
  'Beard sculpting': 'Kuchonga ndevu',
  'Beard trim': 'Kupunguza ndevu',
  'Beard trim and shape': 'Kupunguza na kuchonga ndevu',
  'Blow-dry': 'Blow-dry',
  'Box braids (mid-back)': 'Box braids (hadi katikati ya mgongo)',
  'Boxing class': 'Darasa la ndondi',
  'Boxing pad work': 'Mazoezi ya ndondi kwa pedi',
  'Braids (shoulder length)': 'Kusuka (hadi mabegani)',
  'Bridal hair and make-up': 'Nywele na vipodozi vya bibi harusi',
  'Bridal henna (hands and feet)': 'Hina ya bibi harusi (mikono na miguu)',
  'Bridal make-up': 'Vipodozi vya bibi harusi',
  'Classic cut': 'Kunyoa mtindo wa kawaida',
  'Coffee body scrub': 'Kusugua mwili kwa kahawa',
  Cornrows: 'Matuta',
  'Cornrows with extensions': 'Matuta na nywele za kuongeza',
  'Couples massage (60 min)': 'Masaji ya wapenzi wawili (dakika 60)',
  'CrossFit class': 'Darasa la CrossFit',
  'Cut and colour': 'Kukata na kupaka rangi',
  'Day pass': 'Kiingilio cha siku moja',
  'Deep cleansing facial': 'Facial ya kusafisha ngozi kwa kina',
  'Deep conditioning': 'Kulainisha nywele kwa kina',
  'Deep tissue massage (60 min)': 'Masaji ya misuli ya ndani (dakika 60)',
  'Dreadlock maintenance': 'Kutunza rasta',
  'Event coverage (3 hours, 40 edited photos)':
    'Kupiga picha za hafla (saa 3, picha 40 zilizohaririwa)',
  'Evening make-up': 'Vipodozi vya jioni',
  'Express facial': 'Facial ya haraka',
  'Express manicure': 'Manicure ya haraka',
  'Eyebrow shaping': 'Kutengeneza nyusi',
  'Eyelash extensions (classic)': 'Kope bandia (za kawaida)',
  Fade: 'Fade',
  'Foot massage': 'Masaji ya miguu',
  'Foot reflexology (45 min)': 'Reflexology ya nyayo (dakika 45)',
  'Full leg waxing': 'Waxing ya miguu yote',
  'Gel manicure': 'Manicure ya gel',
  'Gel polish': 'Rangi ya kucha ya gel',
  'Gel removal': 'Kuondoa gel',
  'Gele tying': 'Kufunga gele',
  'Guided meditation': 'Tafakari inayoongozwa',
  'Gym floor day pass': 'Kiingilio cha siku moja cha gym',
  'HIIT class': 'Darasa la HIIT',
  'Hair dye (black)': 'Rangi ya nywele (nyeusi)',
  Haircut: 'Kunyoa nywele',
  'Henna (both hands)': 'Hina (mikono yote miwili)',
  'Hot stone massage (90 min)': 'Masaji ya mawe moto (dakika 90)',
  'Hot towel shave': 'Kunyoa ndevu kwa taulo moto',
  'Hydrating facial': 'Facial ya kulainisha ngozi',
  'Keratin treatment': 'Matibabu ya keratin',
  'Kids’ braids': 'Kusuka watoto',
  'Kids’ cut': 'Kunyoa watoto',
  'Knotless braids': 'Knotless braids',
  'Knotless braids (shoulder length)': 'Knotless braids (hadi mabegani)',
  'Line-up': 'Kuchonga mistari (line-up)',
  'Loc styling': 'Kutengeneza mtindo wa rasta',
  'Locs retwist': 'Kusokota rasta upya',
  'Make-up': 'Vipodozi',
  Manicure: 'Manicure',
  'Mat Pilates class': 'Darasa la Pilates ya mkeka',
  'Men’s facial': 'Facial ya wanaume',
  'Mobility class': 'Darasa la unyumbufu wa viungo',
  'Nail art (per set)': 'Michoro ya kucha (kwa seti)',
  'Nail extensions (gel)': 'Kuongeza urefu wa kucha (gel)',
  'Nail repair (per nail)': 'Kurekebisha kucha (kwa kila kucha)',
  'Natural hair wash and treatment': 'Kuosha na kutibu nywele asilia',
  'Olympic lifting session': 'Kipindi cha kunyanyua uzani wa Olimpiki',
  'Paraffin wax hand treatment': 'Matibabu ya mikono kwa nta ya parafini',
  'Passion twists': 'Passion twists',
  Pedicure: 'Pedicure',
  'Personal training session': 'Kipindi na mkufunzi binafsi',
  'Photo shoot make-up': 'Vipodozi vya kupiga picha',
  'Portrait session (10 edited photos)': 'Kipindi cha picha za pozi (picha 10 zilizohaririwa)',
  'Pregnancy massage (60 min)': 'Masaji ya wajawazito (dakika 60)',
  'Private Pilates session': 'Kipindi binafsi cha Pilates',
  'Private yoga session': 'Kipindi binafsi cha yoga',
  'Product photos (up to 15 items)': 'Picha za bidhaa (hadi bidhaa 15)',
  'Reflexology (45 min)': 'Reflexology (dakika 45)',
  'Reformer Pilates class': 'Darasa la Reformer Pilates',
  'Relaxer and set': 'Dawa ya kunyoosha nywele na kuseti',
  Sauna: 'Sauna',
  'Sauna session': 'Kipindi cha sauna',
  'Scalp treatment': 'Matibabu ya ngozi ya kichwa',
  Shave: 'Kunyoa ndevu',
  'Silk press': 'Silk press',
  'Skin fade': 'Skin fade',
  'Spa pedicure': 'Pedicure ya spa',
  'Spin class': 'Darasa la spin',
  'Sports massage (45 min)': 'Masaji ya wanamichezo (dakika 45)',
  'Starter locs': 'Kuanzisha rasta',
  'Steam bath': 'Bafu ya mvuke',
  'Strength training session': 'Kipindi cha mazoezi ya nguvu',
  'Swedish massage (60 min)': 'Masaji ya Kiswidi (dakika 60)',
  'Swimming lesson (adult)': 'Somo la kuogelea (mtu mzima)',
  'Swimming lesson (child)': 'Somo la kuogelea (mtoto)',
  'Thai massage (90 min)': 'Masaji ya Kithai (dakika 90)',
  'Wash and set': 'Kuosha na kuseti nywele',
  'Wash and style': 'Kuosha na kutengeneza nywele',
  'Weave installation': 'Kuweka weave',
  'Weight loss coaching session': 'Kipindi cha ushauri wa kupunguza uzito',
  'Yoga class': 'Darasa la yoga',
  'Zumba class': 'Darasa la Zumba',
};
