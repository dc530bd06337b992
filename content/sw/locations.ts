import type { Translation } from '@/content/i18n/types';
import * as en from '@/content/locations';

/** The areas in Kiswahili: the names are places and stay as they are. */
const [westlands, kilimani, karen, cbd] = en.locations;

export const locations = [
  { ...westlands, blurb: 'Vinyozi, spa na studio karibu na Sarit na The Mall.' },
  { ...kilimani, blurb: 'Saluni na saluni za kucha kando ya Argwings Kodhek na Yaya.' },
  { ...karen, blurb: 'Spa, studio za yoga na wakufunzi katika Karen yenye miti mingi.' },
  { ...cbd, blurb: 'Vinyozi wa kuingia bila miadi na wasanii wa vipodozi katikati ya jiji.' },
] as const satisfies Translation<typeof en.locations>;
