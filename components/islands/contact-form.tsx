import { contactFormWords } from '@/lib/form-words';
import { dictionary } from '@/lib/page-language';
import { ContactFormIsland } from './contact-form-island';

/**
 * The landing page's contact form in the page's language. A server component: it hands the
 * island only this page's words, so callers render it without props.
 */
export async function ContactForm() {
  return <ContactFormIsland words={contactFormWords(await dictionary())} />;
}
