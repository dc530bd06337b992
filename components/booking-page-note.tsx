import { Link } from '@/components/link';
import { site } from '@/content/site';
import type { Dictionary } from '@/content/dictionary';
import { localizePath, type Lang } from '@/lib/i18n';
import { featureHref } from '@/lib/hrefs';

/**
 * The booking page every listed business has (`/services/{slug}#book`), said where owners read
 * about Miadi: for an Instagram or TikTok bio, a WhatsApp Business catalogue and a Google
 * Business Profile's Book link, with a way to the owners' page for the link and its QR code.
 */
export function BookingPageNote({
  words,
  lang,
  withLink = true,
}: {
  words: Dictionary['bookingWidget']['widgetPage']['bookingPage'];
  lang: Lang;
  /** Off on the owners' page itself, where the link and code are right below. */
  withLink?: boolean;
}) {
  const address = `${site.url}${localizePath(`/services/${words.yourName}`, lang)}#book`;
  const [before, after] = words.text.split('{address}');
  return (
    <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-slate-900">{words.title}</h3>
      <p className="mt-2 text-slate-700">
        {before}
        <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-sm">{address}</code>
        {after}
      </p>
      {withLink ? (
        <Link
          href={`${featureHref('booking-widget')}#get-the-code`}
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          {words.link}
        </Link>
      ) : null}
    </div>
  );
}
