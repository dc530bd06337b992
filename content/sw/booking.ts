import * as en from '@/content/booking';
import type { Translation } from '@/content/i18n/types';

export const bookingNotice = {
  before: 'Unakaribia kuweka miadi na',
  after: 'Ingia au fungua akaunti ili kuthibitisha miadi yako.',
} as const satisfies Translation<typeof en.bookingNotice>;
