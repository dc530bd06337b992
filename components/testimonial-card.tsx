import { StaticImage } from '@/components/static-image';
import { dictionaryOf } from '@/content/dictionary';
import type { Testimonial } from '@/content/types';
import type { Lang } from '@/lib/i18n';
import { fill } from '@/lib/template';
import { StarRating } from './star-rating';

/** A customer's words with their rating, in the page's language (`lang`). */
export function TestimonialCard({ testimonial, lang }: { testimonial: Testimonial; lang: Lang }) {
  return (
    <figure className="mx-auto max-w-3xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <StarRating
        rating={testimonial.rating}
        label={fill(dictionaryOf(lang).ui.rating, { rating: testimonial.rating, max: 5 })}
      />
      <blockquote className="mt-4 text-lg text-slate-800 sm:text-xl">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center justify-center gap-3">
        <StaticImage
          src={testimonial.image.src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-full"
        />
        <span className="text-left">
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          {testimonial.business ? (
            <span className="block text-sm text-slate-600">{testimonial.business}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
