import type { NavLink } from '@/content/types';
import type { Lang } from '@/lib/i18n';
import { dictionary } from '@/lib/page-language';
import { ButtonLink } from './button-link';

/**
 * A page's two calls to action side by side: the main one, and the other way in. On a dark
 * band the main one takes the accent colour.
 */
export function ActionPair({
  main,
  other,
  tone = 'light',
  linkLang,
}: {
  main: NavLink;
  other: NavLink;
  tone?: 'light' | 'dark';
  /** The language of both links, where the page has none (see Link). */
  linkLang?: Lang;
}) {
  return (
    <>
      <ButtonLink
        href={main.href}
        linkLang={linkLang}
        variant={tone === 'dark' ? 'accent' : 'primary'}
      >
        {main.label}
      </ButtonLink>
      <ButtonLink href={other.href} linkLang={linkLang} variant="secondary">
        {other.label}
      </ButtonLink>
    </>
  );
}

/** Register Business and Book a Demo, in the page's language. */
export async function RegisterAndDemoButtons({ tone }: { tone?: 'light' | 'dark' }) {
  const { registerBusinessLink, bookDemoLink } = (await dictionary()).sharedLinks;
  return <ActionPair main={registerBusinessLink} other={bookDemoLink} tone={tone} />;
}

/** The closing call to action of a page, labelled by its heading. */
export function CtaBand({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <RegisterAndDemoButtons tone="dark" />
        </div>
      </div>
    </section>
  );
}
