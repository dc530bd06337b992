import { Link } from '@/components/link';
import { telHref, telText } from '@/content/site';
import { dictionary } from '@/lib/page-language';
import { LanguageLink } from './language-link';
import { Logo } from './logo';
import { NewsletterForm } from './islands/newsletter-form';

export async function SiteFooter() {
  const { footer, site, ui } = await dictionary();
  const { footerColumns, newsletter } = footer;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Logo />
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
        {footerColumns.map((column) => (
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
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 md:flex md:items-center md:justify-between md:gap-10">
          <div className="md:max-w-md">
            <h2 className="text-base font-semibold text-slate-900">{newsletter.title}</h2>
            <p className="mt-1 text-sm">{newsletter.text}</p>
          </div>
          <div className="mt-4 md:mt-0 md:flex-1">
            <NewsletterForm />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 text-sm">
          <p>{ui.footer.copyright(new Date().getFullYear(), site.site.name)}</p>
          <LanguageLink className="font-medium text-slate-800 hover:text-brand-700" />
        </div>
      </div>
    </footer>
  );
}
