import { CheckIcon } from '@/components/icons';
import { DemoForm } from '@/components/islands/demo-form';
import { PageHero } from '@/components/page-hero';
import { demo } from '@/content/demo';
import { site, telHref, telText } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: demo.title,
    description: demo.description,
    path: '/demo',
  });

export default function DemoPage() {
  return (
    <PageHero eyebrow={demo.title} title={demo.heading} intro={demo.intro}>
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <section
          aria-labelledby="demo-form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="demo-form-title" className="text-xl font-semibold text-slate-900">
            {demo.formTitle}
          </h2>
          <p className="mb-6 mt-1 text-sm text-slate-600">{demo.requiredNote}</p>
          <DemoForm />
        </section>
        <div className="space-y-8">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{demo.expectTitle}</h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              {demo.expect.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-brand-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{demo.callTitle}</h2>
            <p className="mt-2 text-slate-700">{demo.callText}</p>
            <p className="mt-2">
              <a href={telHref} className="font-semibold text-brand-700 underline">
                {telText}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${site.contact.email}`}
                className="font-semibold text-brand-700 underline"
              >
                {site.contact.email}
              </a>
            </p>
          </div>
        </div>
      </div>
    </PageHero>
  );
}
