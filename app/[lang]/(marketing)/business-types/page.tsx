import { StaticImage } from '@/components/static-image';
import { Link } from '@/components/link';
import { CtaBand, RegisterAndDemoButtons } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { GroupedSections } from '@/components/grouped-sections';
import { businessTypesIndexHref } from '@/content/business-types';
import { businessTypeCards } from '@/lib/page-links';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';

export async function generateMetadata() {
  const { businessTypesIndex } = (await dictionary()).businessTypePages;
  return pageMetadata({
    title: businessTypesIndex.title,
    description: businessTypesIndex.description,
    path: businessTypesIndexHref,
  });
}

export default async function BusinessTypesPage() {
  const words = await dictionary();
  const { businessTypesIndex } = words.businessTypePages;
  return (
    <>
      <PageHero
        title={businessTypesIndex.headline}
        intro={businessTypesIndex.intro}
        actions={<RegisterAndDemoButtons />}
      />
      <GroupedSections groups={businessTypeCards(words)}>
        {(group) => (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {group.cards.map((card) => (
              <li
                key={card.href}
                className="group relative flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-700"
              >
                <StaticImage
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  loading="lazy"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">
                    {/* The link covers the whole card; its name stays the trade's name. */}
                    <Link
                      href={card.href}
                      className="outline-none after:absolute after:inset-0 group-hover:text-brand-800"
                    >
                      {card.label}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">{card.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </GroupedSections>
      <CtaBand id="get-started" {...businessTypesIndex.cta} />
    </>
  );
}
