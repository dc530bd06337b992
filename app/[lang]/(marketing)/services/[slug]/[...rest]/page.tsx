import { notFound } from 'next/navigation';
import { categoryBySlug } from '@/lib/catalogue';
import { AreaPage, areaPageMetadata, areaPageParams } from '../../area-page';
import { CategoryPageView, categoryPageMetadata, categoryPageParams } from '../../category-page';

/*
 * The pages under /services/{slug}/…: an area's (/services/in/{area}, …/page/{n}), and a
 * category's later pages and its pages in an area (/services/{category}/page/{n},
 * /services/{category}/in/{area}, …/page/{n}). One catch-all for both, because every
 * catalogue has an area page, and output: 'export' stops the build when a generateStaticParams
 * returns no params, as the category pages' alone could (area-page.tsx).
 */
type Props = { params: Promise<{ slug: string; rest: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...areaPageParams(), ...categoryPageParams()];
}

/** The page an address names, or not found. */
async function route({ params }: Props) {
  const { slug, rest } = await params;
  if (slug === 'in') {
    const [area, ...paging] = rest;
    return { kind: 'area' as const, area: area!, page: pageNumber(paging) };
  }
  const category = categoryBySlug(slug);
  if (!category) notFound();
  const [word, area, ...paging] = rest;
  if (word === 'in' && !area) notFound();
  return word === 'in'
    ? { kind: 'category' as const, id: category.id, area, page: pageNumber(paging) }
    : { kind: 'category' as const, id: category.id, area: undefined, page: pageNumber(rest) };
}

/** The page number an address names: none for page 1, ["page", "2"] for page 2. */
function pageNumber(paging: readonly string[]): number {
  if (paging.length === 0) return 1;
  const [word, n] = paging;
  const number = Number(n);
  if (paging.length !== 2 || word !== 'page' || !Number.isInteger(number) || number < 2) {
    notFound();
  }
  return number;
}

export async function generateMetadata(props: Props) {
  const page = await route(props);
  return page.kind === 'area'
    ? areaPageMetadata(page.area, page.page)
    : categoryPageMetadata(page.id, page.area, page.page);
}

export default async function ServicesSubpage(props: Props) {
  const page = await route(props);
  return page.kind === 'area' ? (
    <AreaPage slug={page.area} page={page.page} />
  ) : (
    <CategoryPageView id={page.id} area={page.area} page={page.page} />
  );
}
