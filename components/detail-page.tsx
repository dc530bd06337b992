import { Breadcrumbs } from './breadcrumbs';
import { CtaBand, RegisterAndDemoButtons } from './cta-band';
import { PageHero } from './page-hero';
import type { NavLink } from '@/content/types';

/**
 * A business-type or feature page: breadcrumbs, the hero with Register Business and Book a
 * Demo, the page's own sections, and the closing call to action.
 */
export function DetailPage({
  trail,
  eyebrow,
  title,
  intro,
  aside,
  cta,
  children,
}: {
  trail: readonly NavLink[];
  eyebrow: string;
  title: string;
  intro: string;
  aside?: React.ReactNode;
  cta: { title: string; text: string };
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Breadcrumbs trail={trail} />
        <PageHero
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          aside={aside}
          actions={<RegisterAndDemoButtons />}
        />
      </div>
      {children}
      <CtaBand id="get-started" {...cta} />
    </>
  );
}
