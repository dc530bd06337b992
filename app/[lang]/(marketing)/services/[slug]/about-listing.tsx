import { Section } from '@/components/section';
import type { CatalogueListing } from '@/lib/catalogue';
import { ownWordsLang } from '@/lib/catalogue-words';
import { depositText, policyText, replyText } from '@/lib/booking-policy';
import { currentLang, dictionary } from '@/lib/page-language';
import { formatPhone } from '@/lib/phone-number';
import { fill } from '@/lib/template';

/**
 * What the listing tells a visitor before they send a request (D31): its own description, a
 * number to call, how it takes payment, its booking policy (or that it has published none),
 * its deposit, how it confirms and how fast it usually replies. Only what the data gives.
 */
export async function AboutListing({ listing }: { listing: CatalogueListing }) {
  const lang = await currentLang();
  const { bookingTerms } = (await dictionary()).bookingTerms;
  const { about, policy, deposit } = bookingTerms;
  const channel = about.channels[listing.confirmsBy ?? 'sms'];
  return (
    <Section id="about" title={fill(about.title, { name: listing.name })}>
      {listing.description ? (
        <p
          className="mt-4 max-w-3xl text-lg text-slate-700"
          lang={ownWordsLang(listing.sw?.description, lang)}
        >
          {listing.description}
        </p>
      ) : null}
      <dl className="mt-8 grid max-w-3xl gap-4 text-slate-800">
        {listing.phone ? (
          <Row term={about.phone}>
            <a href={`tel:+${listing.phone}`} className="font-semibold text-brand-800 underline">
              {/* Kept on one line: a number broken across lines is misread. */}
              {formatPhone(listing.phone).replaceAll(' ', '\u00a0')}
            </a>
          </Row>
        ) : null}
        {listing.payments ? (
          <Row term={about.payments}>
            {listing.payments.map((method) => about.methods[method]).join(', ')}
          </Row>
        ) : null}
        <Row term={policy.title}>{policyText(listing, policy, lang)}</Row>
        {listing.deposit ? (
          <Row term={deposit.title}>
            {depositText({ name: listing.name, deposit: listing.deposit }, deposit)}
          </Row>
        ) : null}
      </dl>
      <p className="mt-6 max-w-3xl text-slate-700">
        {fill(about.confirms, { channel })}
        {listing.replies ? ` ${replyText(listing.replies, about, lang)}` : null}
      </p>
    </Section>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_1fr] sm:gap-6">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Directions to the door: a Maps URL, which a phone opens in its maps app and a computer in
 * the browser. The OpenStreetMap link beside it stays for those who prefer a map.
 */
export async function DirectionsLink({ geo }: { geo: CatalogueListing['geo'] }) {
  const { about } = (await dictionary()).bookingTerms.bookingTerms;
  return (
    <a
      href={`https://www.google.com/maps/dir/?api=1&destination=${geo.lat}%2C${geo.lng}`}
      className="font-semibold text-brand-800 underline"
    >
      {about.directions}
    </a>
  );
}
