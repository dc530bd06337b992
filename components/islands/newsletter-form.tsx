import { newsletterFormWords } from '@/lib/form-words';
import { dictionary } from '@/lib/page-language';
import { NewsletterFormIsland } from './newsletter-form-island';

/**
 * The newsletter sign-up in the page's language. A server component: it hands the island
 * only this page's words, so the footer and /services render it as before.
 */
export async function NewsletterForm({ action }: { action?: string }) {
  return <NewsletterFormIsland words={newsletterFormWords(await dictionary())} action={action} />;
}
