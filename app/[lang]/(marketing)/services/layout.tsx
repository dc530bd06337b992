import type { Metadata } from 'next';
import { SampleDataBanner } from '@/components/sample-data-banner';
import { sampleDataMetadata } from '@/lib/metadata';
import { currentLang } from '@/lib/page-language';

/**
 * Every catalogue page (/services, its listings, areas and categories) says so when the
 * catalogue is sample data, and is noindex (D40): a page's own metadata sets no `robots`, so
 * this layout's holds for all of them.
 */
export const metadata: Metadata = sampleDataMetadata();

export default async function CatalogueLayout({ children }: { children: React.ReactNode }) {
  const lang = await currentLang();
  return (
    <>
      <SampleDataBanner lang={lang} />
      {children}
    </>
  );
}
