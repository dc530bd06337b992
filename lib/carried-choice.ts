import { isDate, isTime } from './dates';

/**
 * A booking choice carried in a link to a listing's form (Book Now on a search result):
 * `/services/{id}?service=Fade&date=2026-11-24&time=10:00#book`. The form reads it in the
 * browser once the page is up; the page itself stays the same static HTML, and without
 * JavaScript the link still opens the form.
 */
export type CarriedChoice = { service: string; date: string; time: string };

/** The choice in an address's query; a malformed date or time counts as not given. */
export function carriedChoice(search: string): CarriedChoice {
  const params = new URLSearchParams(search);
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  return {
    service: (params.get('service') ?? '').trim(),
    date: isDate(date) ? date : '',
    time: isTime(time) ? time : '',
  };
}

/** `href` ("/services/x#book") with the choice's given parts in its query. */
export function withChoice(href: string, choice: Partial<CarriedChoice>): string {
  const [path, hash] = href.split('#');
  const params = new URLSearchParams();
  for (const key of ['service', 'date', 'time'] as const)
    if (choice[key]) params.set(key, choice[key]);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** What the form does with a carried choice: the values it takes, and what it could not. */
export type CarriedOutcome = {
  service: string;
  date: string;
  time: string;
  /** The day or time asked for, when it cannot be chosen: it has passed, or is not offered. */
  missed?: 'passed' | 'notOffered';
  /** The class the choice names: requested from the timetable, not the form (D38). */
  inTimetable?: string;
};

type Offered = {
  services: readonly string[];
  /** The listing's services booked as classes, at their timetable's times only. */
  classes?: readonly string[];
  datesFor: (service: string) => readonly string[];
  timesFor: (service: string, date: string) => readonly string[];
  /** Nairobi's date and time now: "2026-11-23", "10:00". */
  today: string;
  now: string;
};

/**
 * The service the choice names (its name, in any case), and its day and time where the form
 * offers them. A searched word that is not a service's name ("nails", a kind of place) chooses
 * no service: the visitor picks one, and the day and time are kept for it. A class is not the form's: the choice says which, and the
 * form leads to the timetable. A day or time that has passed, or that the form does not
 * offer, is not dropped silently: it is `missed`, and the form says so.
 */
export function applyChoice(choice: CarriedChoice, offered: Offered): CarriedOutcome {
  const words = choice.service.toLowerCase();
  const named = (names: readonly string[] = []) =>
    (words && names.find((name) => name.toLowerCase() === words)) || '';
  const inTimetable = named(offered.classes);
  if (inTimetable) return { service: '', date: '', time: '', inTimetable };
  const service = named(offered.services);
  const passed =
    (choice.date && choice.date < offered.today) ||
    (choice.date === offered.today && choice.time !== '' && choice.time <= offered.now);
  if (passed) return { service, date: '', time: '', missed: 'passed' };
  // Without a service the day and time stay chosen while the visitor picks one (issue 52).
  if (!service) return { service, date: choice.date, time: choice.date ? choice.time : '' };
  if (!choice.date) return { service, date: '', time: '' };
  if (!offered.datesFor(service).includes(choice.date))
    return { service, date: '', time: '', missed: 'notOffered' };
  if (!choice.time) return { service, date: choice.date, time: '' };
  return offered.timesFor(service, choice.date).includes(choice.time)
    ? { service, date: choice.date, time: choice.time }
    : { service, date: choice.date, time: '', missed: 'notOffered' };
}
