import { LegalPage, legalMetadata } from '@/components/legal-page';

export const generateMetadata = () => legalMetadata('termsOfUse');

export default function TermsPage() {
  return <LegalPage name="termsOfUse" />;
}
