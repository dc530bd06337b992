import { bookDemoLink, registerBusinessLink } from '@/content/shared-links';
import { ButtonLink } from './button';

/** Register Business and Book a Demo, side by side. */
export function RegisterAndDemoButtons({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <>
      <ButtonLink href={registerBusinessLink.href} variant={tone === 'dark' ? 'accent' : 'primary'}>
        {registerBusinessLink.label}
      </ButtonLink>
      <ButtonLink href={bookDemoLink.href} variant="secondary">
        {bookDemoLink.label}
      </ButtonLink>
    </>
  );
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
