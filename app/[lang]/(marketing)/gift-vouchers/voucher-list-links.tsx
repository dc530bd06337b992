import { ButtonLink } from '@/components/button-link';
import { fillCount } from '@/lib/template';
import type { Lang } from '@/lib/i18n';
import type { Plural } from '@/lib/template';

type ListLink = { href: string; name: string; count: number };

/**
 * The gift voucher lists' filters: plain links to the list of an area or a category, each with
 * its count ("Karen · 3"), the list being read marked as the current page. A filter so shows
 * the whole of what it names, on as many pages as that fills, with JavaScript off too.
 */
export function VoucherListLinks({
  id,
  title,
  links,
  current,
  label,
  lang,
}: {
  id: string;
  title: string;
  links: readonly ListLink[];
  /** The address of the list being read (its page 1). */
  current: string;
  /** What a screen reader hears for a link: "Karen: 3 places". */
  label: Plural;
  lang: Lang;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <ButtonLink
              href={link.href}
              variant={link.href === current ? 'primary' : 'secondary'}
              size="sm"
              aria-current={link.href === current ? 'page' : undefined}
              className="min-h-11"
            >
              <span aria-hidden="true">
                {link.name} <span className="font-normal">· {link.count}</span>
              </span>
              <span className="sr-only">
                {fillCount(lang, label, link.count, { name: link.name })}
              </span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
