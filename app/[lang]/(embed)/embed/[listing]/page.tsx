import { notFound } from 'next/navigation';
import { ChevronDownIcon } from '@/components/icons';
import { Link } from '@/components/link';
import { BookingForm } from '@/components/islands/booking-form';
import { appointmentServices } from '@/lib/classes';
import { FrameAccent } from '@/components/islands/frame-accent';
import { FrameChannel } from '@/components/islands/frame-channel';
import { catalogue, type CatalogueListing } from '@/lib/catalogue';
import { pageMetadata } from '@/lib/metadata';
import { currentLang, dictionary } from '@/lib/page-language';
import { localListing } from '../../../(marketing)/services/catalogue-words';
import {
  bookableListing,
  bookingFormWords,
} from '../../../(marketing)/services/[slug]/booking-section';
import { ClassRequest } from '../../../(marketing)/services/[slug]/class-timetable';
import {
  waitlistFormWords,
  waitlistListing,
} from '../../../(marketing)/services/[slug]/waitlist-section';
import { WaitlistForm } from '@/components/islands/waitlist-form';
import {
  VoucherOffer,
  voucherFormWords,
  voucherListing,
} from '../../../(marketing)/services/[slug]/voucher-section';
import { VoucherForm } from '@/components/islands/voucher-form';
import { VOUCHERS_ANCHOR } from '@/lib/voucher-request';
import { CLASS_REQUEST_ANCHOR, WAITLIST_ANCHOR } from '@/lib/waitlist-request';
import { fill } from '@/lib/template';
import { listingHref } from '@/lib/hrefs';

type Props = { params: Promise<{ listing: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogue.map((listing) => ({ listing: listing.id }));
}

async function findListing(slug: string): Promise<CatalogueListing> {
  const listing = await localListing(slug);
  if (!listing) notFound();
  return listing;
}

/**
 * Not for search engines: the listing's own page is the one to find, so it is the canonical
 * address, and the share tags are that page's.
 */
export async function generateMetadata({ params }: Props) {
  const listing = await findListing((await params).listing);
  const { embedPage } = (await dictionary()).bookingWidget;
  return {
    ...(await pageMetadata({
      title: fill(embedPage.title, { name: listing.name }),
      description: fill(embedPage.description, { name: listing.name }),
      path: listingHref(listing.id),
    })),
    robots: { index: false },
  };
}

const CONTENT_ID = 'booking-widget';

/**
 * A listing's booking request form alone, for other sites to frame (D27): the listing page's
 * form with its fields and rules, the listing's name and a link to its page. Every link opens
 * a new tab: a framed page cannot take its visitor anywhere, and the site's other pages refuse
 * to be framed.
 */
export default async function EmbedPage({ params }: Props) {
  const listing = await findListing((await params).listing);
  const { id, name } = listing;
  const lang = await currentLang();
  const dict = await dictionary();
  const { embedPage } = dict.bookingWidget;
  return (
    <div id={CONTENT_ID} className="p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
      <p className="mt-2 text-slate-700">
        {fill(dict.listingPage.profilePage.book.intro, { name })}
      </p>
      <div className="mt-6">
        {appointmentServices(listing).length ? (
          <BookingForm
            listing={bookableListing(listing)}
            words={bookingFormWords(dict, listing, lang)}
            inFrame
          />
        ) : (
          // Only classes: requested at their own times, from the timetable's form below.
          <p className="text-slate-700">
            {dict.listingPage.profilePage.classesOnly}{' '}
            <a href={`#${CLASS_REQUEST_ANCHOR}`} className="font-semibold text-brand-800 underline">
              {dict.listingPage.profilePage.classesLink}
            </a>
          </p>
        )}
      </div>
      {/*
        What the listing page offers besides (D29), closed until asked for, so that the first
        view is the booking form alone: a spot in a class, and the waitlist. A jump to either
        opens it (FrameChannel; without script, the browser opens a <details> whose content
        holds the jump's target).
      */}
      {listing.classes?.length ? (
        <FormSection
          id={CLASS_REQUEST_ANCHOR}
          title={dict.classTimetable.classForm.title}
          intro={fill(dict.classTimetable.classForm.intro, { name })}
        >
          <ClassRequest listing={listing} dict={dict} lang={lang} inFrame />
        </FormSection>
      ) : null}
      <FormSection
        id={WAITLIST_ANCHOR}
        title={dict.waitlist.waitlist.title}
        intro={fill(dict.waitlist.waitlist.intro, { name })}
      >
        <WaitlistForm
          listing={waitlistListing(listing)}
          words={waitlistFormWords(dict, listing, lang)}
          inFrame
        />
      </FormSection>
      {listing.vouchers ? (
        <FormSection
          id={VOUCHERS_ANCHOR}
          title={dict.giftVouchers.giftVouchers.title}
          intro={fill(dict.giftVouchers.giftVouchers.intro, { name })}
        >
          <VoucherOffer
            listing={{ ...listing, vouchers: listing.vouchers }}
            dict={dict}
            lang={lang}
          />
          <div className="mt-6">
            <VoucherForm
              listing={voucherListing({ ...listing, vouchers: listing.vouchers }, dict)}
              words={voucherFormWords(dict, listing, lang)}
              inFrame
            />
          </div>
        </FormSection>
      ) : null}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm">
        <Link
          href={listingHref(id)}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline"
        >
          {fill(embedPage.fullPage, { name })}
          <span className="sr-only"> {embedPage.newTab}</span>
        </Link>
      </p>
      <FrameChannel of={CONTENT_ID} />
      <FrameAccent />
    </div>
  );
}

/**
 * One more form below the booking request, closed: its heading is the button that opens it.
 * The content carries `id`, the target of jumps to it, and is labelled by the heading.
 */
function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <details className="group mt-6 border-t border-slate-200 pt-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <ChevronDownIcon className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div id={id} role="group" aria-labelledby={`${id}-title`} className="pt-2 outline-none">
        <p className="text-slate-700">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </details>
  );
}
