import { Link } from '@/components/link';
import { dictionaryOf } from '@/content/dictionary';
import type { LegalBlock } from '@/content/legal';
import { formatDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';
import { fillPlanSlots } from '@/lib/plans';
import { currentLang, dictionary } from '@/lib/page-language';

/** The legal documents, by their name in content/legal.ts. */
type DocumentName = 'privacyPolicy' | 'termsOfUse' | 'refundPolicy';

/** A legal document's title and description, in the page's language. */
export async function legalMetadata(name: DocumentName) {
  const { title, description, path } = (await dictionary()).legal[name];
  return pageMetadata({ title, description: fillPlanSlots(description), path });
}

/**
 * One legal document: its title, date, contents and sections, all in the static HTML. A plan's
 * price is quoted with a slot (`{standardPrice}`) filled from content/plans.ts.
 */
export async function LegalPage({ name }: { name: DocumentName }) {
  const lang = await currentLang();
  const { legal, site: siteWords, ui } = dictionaryOf(lang);
  const { legalPageText, [name]: document } = legal;
  const { site } = siteWords;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {document.title}
        </h1>
        <p className="mt-4 text-sm text-slate-600">
          {legalPageText.updated}{' '}
          <time dateTime={document.updated}>{formatDate(document.updated, lang)}</time>
        </p>
        <p className="mt-6 text-lg text-slate-700">{fillPlanSlots(document.summary)}</p>
      </header>

      <nav aria-labelledby="contents-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 id="contents-title" className="text-sm font-semibold text-slate-900">
          {legalPageText.contents}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-900">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-12"
        >
          <h2
            id={`${section.id}-title`}
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            {section.body.map((block) => (
              <Block key={blockKey(block)} block={block} />
            ))}
          </div>
        </section>
      ))}

      <section
        aria-labelledby="legal-contact-title"
        className="mt-14 rounded-2xl p-6 ring-1 ring-slate-200"
      >
        <h2 id="legal-contact-title" className="text-lg font-semibold text-slate-900">
          {legalPageText.questions}
        </h2>
        <p className="mt-2 text-slate-700">
          {legalPageText.writeTo}{' '}
          <a
            href={`mailto:${site.contact.email}`}
            className="font-semibold text-brand-700 underline"
          >
            {site.contact.email}
          </a>
          , {ui.legalContact.call} {site.contact.phone}, {ui.legalContact.writeTo} {site.name},{' '}
          {site.contact.postalAddress}.
        </p>
      </section>
    </article>
  );
}

function blockKey(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.join();
  if ('terms' in block) return block.terms.map((item) => item.term).join();
  return block.links.map((link) => link.href).join();
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{fillPlanSlots(block)}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5">
        {block.list.map((item) => (
          <li key={item}>{fillPlanSlots(item)}</li>
        ))}
      </ul>
    );
  }
  if ('terms' in block) {
    return (
      <dl className="space-y-3">
        {block.terms.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold text-slate-900">{item.term}</dt>
            <dd>{fillPlanSlots(item.detail)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul className="space-y-1">
      {block.links.map((link) => (
        <li key={link.href}>
          {link.href.startsWith('/') ? (
            <Link href={link.href} className="font-semibold text-brand-700 underline">
              {link.label}
            </Link>
          ) : (
            <a href={link.href} className="font-semibold text-brand-700 underline">
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
