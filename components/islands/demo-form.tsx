import { demoFormWords } from '@/lib/form-words';
import { dictionary } from '@/lib/page-language';
import { DemoFormIsland } from './demo-form-island';

/**
 * The demo request in the page's language. A server component: it hands the island only
 * this page's words, so /demo renders it without props.
 */
export async function DemoForm() {
  return <DemoFormIsland words={demoFormWords(await dictionary())} />;
}
