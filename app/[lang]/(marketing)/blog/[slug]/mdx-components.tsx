import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Link } from '@/components/link';

const linkClass = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * How an article's Markdown looks: each element gets the site's type styles here, so the
 * articles themselves stay plain Markdown. Server-rendered, with no island.
 */
export const mdxComponents: MDXComponents = {
  h2: (props) => (
    <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900" {...props} />
  ),
  h3: (props) => <h3 className="mt-8 text-xl font-semibold text-slate-900" {...props} />,
  h4: (props) => <h4 className="mt-6 font-semibold text-slate-900" {...props} />,
  p: (props) => <p className="mt-5" {...props} />,
  // A link to one of the site's pages ("/services", written in English in both languages)
  // stays in the article's language: "/sw/services" in a Kiswahili article.
  a: ({ href = '', ...props }) => <Link href={href} className={linkClass} {...props} />,
  ul: (props) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-700" {...props} />,
  ol: (props) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-brand-700" {...props} />
  ),
  blockquote: (props) => (
    <blockquote
      className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-5 py-4 text-slate-800 [&>p:first-child]:mt-0"
      {...props}
    />
  ),
  strong: (props) => <strong className="font-semibold text-slate-900" {...props} />,
  code: (props) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.9em]" {...props} />,
  hr: (props) => <hr className="my-10 border-slate-200" {...props} />,
  // A wide table scrolls inside its own box on a phone; the box takes focus so a keyboard
  // can scroll it too, and is a region named after its section's heading (lib/blog.ts), so a
  // screen reader says what has focus in the article's language.
  table: ({
    'data-labelledby': labelledBy,
    ...props
  }: ComponentProps<'table'> & { 'data-labelledby'?: string }) => (
    <section tabIndex={0} aria-labelledby={labelledBy} className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-base" {...props} />
    </section>
  ),
  th: (props) => (
    <th className="border-b-2 border-slate-300 px-3 py-2 font-semibold text-slate-900" {...props} />
  ),
  td: (props) => <td className="border-b border-slate-200 px-3 py-2" {...props} />,
  img: ({ alt, ...props }) => (
    // eslint-disable-next-line @next/next/no-img-element -- artwork is served as it is
    <img alt={alt ?? ''} loading="lazy" decoding="async" className="mt-6 rounded-xl" {...props} />
  ),
};
