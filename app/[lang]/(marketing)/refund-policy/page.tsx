import { LegalPage } from '@/components/legal-page';
import { refundPolicy } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: refundPolicy.title,
    description: refundPolicy.description,
    path: refundPolicy.path,
  });

export default function RefundPolicyPage() {
  return <LegalPage document={refundPolicy} />;
}
