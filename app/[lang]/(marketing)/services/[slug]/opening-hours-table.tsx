import type { OpeningHours } from '@/content/types';
import { formatPeriod } from '@/lib/dates';
import { weekSchedule } from '@/lib/opening-hours';
import { currentLang, dictionary } from '@/lib/page-language';

/** Each day of the week from Monday, with its hours or Closed, in the page's language. */
export async function OpeningHoursTable({ hours }: { hours: OpeningHours }) {
  const lang = await currentLang();
  const { profilePage } = (await dictionary()).listingPage;
  return (
    <table className="mt-6 w-full max-w-md text-left">
      <caption className="sr-only">{profilePage.hours.title}</caption>
      <tbody className="divide-y divide-slate-200">
        {weekSchedule(hours, lang).map(({ day, name, periods }) => (
          <tr key={day}>
            <th scope="row" className="py-2 pr-6 font-semibold text-slate-900">
              {name}
            </th>
            <td className="py-2 text-slate-800">
              {periods.length
                ? periods.map((period) => formatPeriod(period, lang)).join(', ')
                : profilePage.hours.closed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
