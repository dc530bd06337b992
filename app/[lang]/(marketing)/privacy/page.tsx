import { LegalPage } from '@/components/legal-page';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
  });

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
