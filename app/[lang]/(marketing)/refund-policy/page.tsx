import { LegalPage, legalMetadata } from '@/components/legal-page';

export const generateMetadata = () => legalMetadata('refundPolicy');

export default function RefundPolicyPage() {
  return <LegalPage name="refundPolicy" />;
}
