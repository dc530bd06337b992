import clsx from 'clsx';
import { dictionary } from '@/lib/page-language';

const values = [0, 1, 2, 3, 4, 5] as const;

/**
 * The visitor's own rating of a business, 0 to 5 in whole stars, kept on the page only.
 * Native radio buttons: arrow keys change it and it needs no script. Stars up to the chosen
 * one are filled; those after it are drawn as outlines.
 */
export async function RatingInput({ id, name }: { id: string; name: string }) {
  const { services, ui } = await dictionary();
  const { cardText } = services;
  return (
    <fieldset>
      <legend className="text-xs font-semibold text-slate-700">
        {cardText.yourRating}
        <span className="sr-only">{ui.profile.ratingFor(name)}</span>
      </legend>
      <div className="mt-1 flex items-center">
        {values.map((value) => (
          <label
            key={value}
            className={clsx(
              'relative flex size-7 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              value === 0
                ? 'text-slate-500 hover:text-slate-800 has-[:checked]:text-brand-700'
                : 'fill-amber-400 stroke-amber-600 [label:has(:checked)~&]:fill-transparent [label:has(:checked)~&]:stroke-slate-500',
            )}
          >
            <input
              type="radio"
              name={`rating-${id}`}
              value={value}
              defaultChecked={value === 0}
              className="sr-only"
            />
            <span className="sr-only">{value === 0 ? cardText.noRating : ui.starCount(value)}</span>
            {value === 0 ? (
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                className="size-4"
              >
                <circle cx="10" cy="10" r="7" />
                <path d="M5 15 15 5" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 20 20" strokeWidth="1.4" className="size-5">
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
              </svg>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
