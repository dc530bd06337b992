import { dictionary } from '@/lib/page-language';

const values = [0, 1, 2, 3, 4, 5] as const;

/**
 * The visitor's own rating of a business, 0 to 5 in whole stars, kept on the page only.
 * Native radio buttons: arrow keys change it and it needs no script. Each choice is drawn by CSS
 * (`.rating-choice` in app/globals.css): stars up to the chosen one are filled, those after it
 * are outlines.
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
          <label key={value} className="rating-choice">
            <input
              type="radio"
              name={`rating-${id}`}
              value={value}
              defaultChecked={value === 0}
              className="sr-only"
            />
            <span className="sr-only">{value === 0 ? cardText.noRating : ui.starCount(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
