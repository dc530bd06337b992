import { Section } from '@/components/section';
import { profilePage } from '@/content/booking';
import type { CatalogueListing } from '@/content/catalogue';

/** The booking request at #book. */
export function BookingSection({ listing }: { listing: CatalogueListing }) {
  return (
    <Section id="book" title={profilePage.book.title} intro={profilePage.book.intro(listing.name)}>
      <div className="mt-8 max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p>
          <a
            href={`https://wa.me/${listing.whatsapp}`}
            className="font-semibold text-brand-800 underline"
          >
            WhatsApp {listing.name}
          </a>
        </p>
      </div>
    </Section>
  );
}
