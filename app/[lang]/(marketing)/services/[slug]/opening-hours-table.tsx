import { profilePage } from '@/content/listing-page';
import { weekSchedule, type OpeningHours } from '@/lib/opening-hours';

/** Each day of the week from Monday, with its hours or Closed. */
export function OpeningHoursTable({ hours }: { hours: OpeningHours }) {
  return (
    <table className="mt-6 w-full max-w-md text-left">
      <caption className="sr-only">{profilePage.hours.title}</caption>
      <tbody className="divide-y divide-slate-200">
        {weekSchedule(hours).map(({ day, name, periods }) => (
          <tr key={day}>
            <th scope="row" className="py-2 pr-6 font-semibold text-slate-900">
              {name}
            </th>
            <td className="py-2 text-slate-800">
              {periods.length
                ? periods.map((period) => `${period.opens}–${period.closes}`).join(', ')
                : profilePage.hours.closed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
