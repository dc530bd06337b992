import { Section } from '@/components/section';
import { BookingForm } from '@/components/islands/booking-form';
import { profilePage } from '@/content/listing-page';
import type { CatalogueListing } from '@/content/catalogue';

/** The booking request at #book. */
export function BookingSection({ listing }: { listing: CatalogueListing }) {
  const { id, name, whatsapp, hours, booking, services } = listing;
  return (
    <Section id="book" title={profilePage.book.title} intro={profilePage.book.intro(name)}>
      <div className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {/* Only what the form uses travels to the browser. */}
        <BookingForm listing={{ id, name, whatsapp, hours, booking, services }} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {profilePage.book.direct}{' '}
        <a href={`https://wa.me/${whatsapp}`} className="font-semibold text-brand-800 underline">
          {profilePage.book.directLink(name)}
        </a>
      </p>
    </Section>
  );
}
