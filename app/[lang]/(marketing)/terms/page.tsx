import { LegalPage } from '@/components/legal-page';
import { termsOfUse } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: termsOfUse.title,
    description: termsOfUse.description,
    path: termsOfUse.path,
  });

export default function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}
