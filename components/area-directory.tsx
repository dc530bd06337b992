import { ButtonLink } from '@/components/button-link';
import { areas, listingsIn } from '@/lib/catalogue';
import { dictionary } from '@/lib/page-language';
import { fill } from '@/lib/template';
import { areaHref } from '@/lib/hrefs';

/**
 * Every area of the catalogue with how many listings it has ("Kilimani · 12"), each a link to
 * its page: however many areas the catalogue holds, each is one link away. On an area's own
 * page it leaves that area out and is headed "Other areas".
 */
export async function AreaDirectory({
  leaveOut,
  headingLevel: Heading = 'h2',
  className,
}: {
  /** The area whose page this is. */
  leaveOut?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const words = (await dictionary()).areaPages.areaDirectory;
  const shown = areas.filter((area) => area.slug !== leaveOut);
  return (
    <nav aria-labelledby="area-directory-title" className={className}>
      <Heading id="area-directory-title" className="text-2xl font-bold text-slate-900">
        {leaveOut ? words.otherAreas : words.title}
      </Heading>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shown.map((area) => {
          const count = listingsIn(area.slug).length;
          return (
            <li key={area.slug}>
              <ButtonLink
                href={areaHref(area.slug)}
                variant="secondary"
                size="sm"
                className="min-h-11"
              >
                <span aria-hidden="true">
                  {area.name} <span className="font-normal text-slate-600">· {count}</span>
                </span>
                <span className="sr-only">{fill(words.link, { area: area.name, count })}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
