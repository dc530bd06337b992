import { dictionaryOf } from '@/content/dictionary';
import { telHref, telText } from '@/content/site';
import { builtAt } from '@/lib/built-at';
import type { Lang } from '@/lib/i18n';
import { fill } from '@/lib/template';
import { LanguageLink } from './language-link';
import { Link } from './link';
import { Logo } from './logo';

// The parts of the site footer around its newsletter form (site-footer.tsx).

/** The footer's brand, contacts and columns of links. */
export function FooterLinks({ lang }: { lang: Lang }) {
  const { footer, site } = dictionaryOf(lang);
  return (
    <>
      <div className="lg:col-span-4">
        <Logo lang={lang} />
        <p className="mt-4 max-w-xs text-sm">{site.site.tagline}.</p>
        <address className="mt-6 space-y-1 text-sm not-italic">
          <p>
            <a href={telHref} className="hover:text-brand-700">
              {telText}
            </a>
          </p>
          <p>
            <a href={`mailto:${site.site.contact.email}`} className="hover:text-brand-700">
              {site.site.contact.email}
            </a>
          </p>
          <p>{site.site.contact.postalAddress}</p>
        </address>
      </div>
      {footer.footerColumns.map((column) => (
        <div key={column.title} className="lg:col-span-2">
          <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {column.items.map((item) => (
              <li key={item.label}>
                {'href' in item ? (
                  <Link href={item.href} className="hover:text-brand-700">
                    {item.label}
                  </Link>
                ) : (
                  <span>{item.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The footer's last line: copyright and the language switch. */
export function FooterEnd({ lang }: { lang: Lang }) {
  const { site, ui } = dictionaryOf(lang);
  return (
    <>
      <p>{fill(ui.footer.copyright, { year: builtAt.getFullYear(), name: site.site.name })}</p>
      <LanguageLink lang={lang} className="font-medium text-slate-800 hover:text-brand-700" />
    </>
  );
}
