/**
 * The words customers type for a service, in English and Kiswahili, and the words of service
 * names they mean (issue 52): "kunyoa nywele" means a Fade, a Shave or a Kids' cut. The build
 * matches each group's `serviceWords`, word by word, against every listing's service names (in
 * both languages, lib/search-words.ts); a listing that offers one is found by all the group's
 * `words`, on both languages' pages, since Nairobi types both. Words of a whole category
 * ("kinyozi", "barber") are the catalogue's own, beside the category's names
 * (`categories[].searchWords`, docs/catalogue.md).
 *
 * Words are written as a search reads them: lower case, no hyphens or apostrophes ("makeup").
 * Gift vouchers (issue 53) get their group here once listings carry them: a group whose
 * service words are the words the voucher listings' records hold.
 */
export type SearchWordGroup = {
  /** What the customer types. */
  words: { en: readonly string[]; sw: readonly string[] };
  /** Words of service names that mean it: a listing with one of them is found by `words`. */
  serviceWords: readonly string[];
};

export const searchWordGroups = [
  {
    words: {
      en: ['haircut', 'hair', 'cut', 'trim', 'fade', 'shave'],
      sw: ['kunyoa', 'nywele', 'kunyolewa', 'ndevu'],
    },
    serviceWords: ['haircut', 'cut', 'fade', 'shave', 'trim', 'lineup', 'kunyoa'],
  },
  {
    words: {
      en: ['nails', 'nail', 'gel', 'manicure', 'pedicure', 'mani', 'pedi', 'acrylic', 'acrylics'],
      sw: ['kucha', 'kupaka', 'kupakwa'],
    },
    serviceWords: ['manicure', 'pedicure', 'gel', 'acrylic', 'nail', 'nails', 'kucha'],
  },
  {
    words: {
      en: ['massage', 'spa', 'reflexology', 'rub'],
      sw: ['masaji', 'kukanda', 'kukandwa', 'kuchua'],
    },
    serviceWords: ['massage', 'reflexology', 'masaji'],
  },
  {
    words: {
      en: ['gym', 'fitness', 'workout', 'exercise', 'training', 'trainer'],
      sw: ['mazoezi', 'gym', 'mkufunzi'],
    },
    serviceWords: [
      'training',
      'pass',
      'hiit',
      'crossfit',
      'boxing',
      'aerobics',
      'spin',
      'zumba',
      'pilates',
      'yoga',
      'lifting',
      'mobility',
      'mazoezi',
    ],
  },
  {
    words: {
      en: ['braids', 'braiding', 'hair', 'hairdo', 'plaits', 'locs', 'dreadlocks'],
      sw: ['kusuka', 'nywele', 'msusi', 'rasta', 'mtindo'],
    },
    serviceWords: [
      'braids',
      'cornrows',
      'twists',
      'locs',
      'weave',
      'relaxer',
      'blowdry',
      'press',
      'kusuka',
      'rasta',
    ],
  },
  {
    words: {
      en: ['makeup', 'glam', 'bridal', 'henna', 'brows', 'eyebrows', 'lashes'],
      sw: ['vipodozi', 'kupodoa', 'kupodolewa', 'urembo', 'hina', 'nyusi', 'kope'],
    },
    serviceWords: ['makeup', 'henna', 'gele', 'eyebrow', 'eyelash', 'vipodozi', 'hina'],
  },
  {
    words: {
      en: ['facial', 'skincare', 'skin', 'waxing', 'wax', 'scrub', 'sauna', 'steam'],
      sw: ['ngozi', 'uso', 'mvuke', 'kusugua'],
    },
    serviceWords: ['facial', 'waxing', 'scrub', 'sauna', 'steam', 'paraffin'],
  },
  {
    words: {
      en: ['photos', 'photo', 'photographer', 'photoshoot', 'pictures', 'portrait'],
      sw: ['picha', 'mpiga'],
    },
    serviceWords: ['photos', 'portrait', 'coverage', 'picha'],
  },
  {
    words: { en: ['swimming', 'swim'], sw: ['kuogelea'] },
    serviceWords: ['swimming', 'kuogelea'],
  },
] as const satisfies readonly SearchWordGroup[];
