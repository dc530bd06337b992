import { Stars } from '@/components/stars';
import type { CatalogueListing } from '@/lib/catalogue';
import { formatDate } from '@/lib/dates';
import { currentLang, dictionary } from '@/lib/page-language';
import { fillCount } from '@/lib/template';

/**
 * The rating, how the stars are spread over all reviews, and the written ones. Reviews are
 * shown as customers wrote them, in English, marked lang="en", and the page says so.
 */
export async function Reviews({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const { listingPage, ui } = await dictionary();
  const copy = listingPage.profilePage.reviews;
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[20rem_1fr]">
      <div>
        <p className="text-5xl font-bold text-slate-900">{listing.rating.toFixed(1)}</p>
        <Stars rating={listing.rating} className="mt-2" />
        <p className="mt-2 text-slate-700">
          {fillCount(lang, copy.summary, listing.reviewCount, {
            rating: listing.rating.toFixed(1),
          })}
        </p>
        <h3 className="mt-6 font-semibold text-slate-900">{copy.spread}</h3>
        <ul className="mt-3 space-y-2">
          {listing.spread.map((count, i) => {
            const stars = 5 - i;
            return (
              <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3">
                <span className="text-sm text-slate-800">
                  {fillCount(lang, ui.starCount, stars)}
                </span>
                {/* The count beside it says the same; the bar is for the eye. */}
                <meter
                  aria-hidden="true"
                  min={0}
                  max={listing.reviewCount}
                  value={count}
                  className="rating-meter"
                />
                <span className="text-right text-sm text-slate-800">{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {listing.reviews.length === 0 ? (
        <p className="text-slate-700">{copy.noneWritten}</p>
      ) : (
        <WrittenReviews listing={listing} />
      )}
    </div>
  );
}

/** The reviews customers wrote, as they wrote them. */
async function WrittenReviews({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const { listingPage, ui } = await dictionary();
  const copy = listingPage.profilePage.reviews;
  const date = (value: string) => formatDate(value, lang);
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{copy.written}</h3>
      <p className="mt-1 text-sm text-slate-600">{ui.profile.reviewsAsWritten}</p>
      <ul className="mt-4 space-y-4">
        {listing.reviews.map((review) => (
          <li
            key={`${review.author}-${review.date}`}
            className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          >
            <article aria-label={`${review.author}, ${date(review.date)}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{review.author}</p>
                <time dateTime={review.date} className="text-sm text-slate-600">
                  {date(review.date)}
                </time>
              </div>
              <Stars rating={review.rating} className="mt-1" />
              <p lang="en" className="mt-2 text-slate-800">
                {review.text}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
