import { LegalPage, legalMetadata } from '@/components/legal-page';

export const generateMetadata = () => legalMetadata('privacyPolicy');

export default function PrivacyPage() {
  return <LegalPage name="privacyPolicy" />;
}
