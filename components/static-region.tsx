'use client';

import { regionContent, type RegionArgs, type RegionName } from '#static-regions';

/**
 * What the browser renders for a region: nothing new. React neither compares nor sets an
 * element's innerHTML while it hydrates, and after that it sets it only when this object
 * changes, which it never does, so the HTML the page came with stays as it is.
 */
const KEEP = { __html: '' };

type Attributes = Pick<React.HTMLAttributes<HTMLElement>, 'id' | 'className' | 'aria-labelledby'>;

/**
 * A part of a page that is HTML and nothing else: `<StaticRegion of="siteHeader"
 * args={[lang]} />`, one of lib/static-regions.tsx's regions and its arguments.
 *
 * What a server component renders reaches the browser twice: as HTML, and again in the page
 * data React hydrates from. For the header, the footer and the cards of /services that second
 * copy was 3–8 KB gzip of a page's JavaScript, read by nobody: their links, popover menus,
 * drawer and rating radios work without script. This client component renders its region
 * while the page is rendered to HTML, where `#static-regions` (package.json `imports`) is the
 * regions; in the browser it is empty, and the element keeps the HTML it came with. So the page
 * data carries the region's name and arguments only.
 *
 * A region holds no island: nothing inside it is ever hydrated. And it is only ever hydrated,
 * never rendered anew in the browser: the site has no client-side navigation (components/
 * link.tsx), so every page arrives as HTML.
 */
export function StaticRegion<Name extends RegionName>({
  as: Element = 'div',
  of,
  args,
  ...attributes
}: Attributes & {
  as?: 'div' | 'span' | 'article' | 'header' | 'ul' | 'dl' | 'datalist';
  of: Name;
  args: RegionArgs<Name>;
}) {
  const content = regionContent(of, args);
  return content === null ? (
    <Element {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  ) : (
    <Element {...attributes} suppressHydrationWarning>
      {content}
    </Element>
  );
}
