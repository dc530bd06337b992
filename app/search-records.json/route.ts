import { searchRecords } from '@/lib/search-records';

export const dynamic = 'force-static';

/**
 * The search index's records, for scripts/search-index.mjs, which runs after `next build`,
 * indexes them with Pagefind into out/pagefind/ and removes this file: nothing on the site
 * fetches it.
 */
export function GET() {
  return Response.json(searchRecords());
}
