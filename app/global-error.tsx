'use client';

import { useState } from 'react';
import { SITE_ROOT_ID } from '@/lib/site-root';
import { sans } from './font';

/**
 * What replaces the page when its scripts cannot draw it: Next's global-error convention
 * (nextjs.org/docs/app/api-reference/file-conventions/error#global-error), showing the page as
 * its HTML had it, the way Next's "graceful error recovery" example does. Its likeliest cause
 * is a script that failed to load while the page was hydrating: React then renders the whole
 * document again in the browser, cannot, and comes here. The HTML the visitor was reading is
 * still in the document while this renders, so it is read once and shown again: header,
 * footer and content stay, and controls that needed the failed script keep saying they wait
 * (data-pending-script, components/islands/use-hydrated.ts). So do its stylesheets: the page's
 * own, read from the document too, since the widget's pages have a stylesheet of their own
 * (app/widget.css). Importing one here instead would make every page preload it, as the styles
 * of its global error. Checked by tests/e2e/robust-pages.spec.ts, which fails a script late,
 * after the page has started.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const [page] = useState(() => {
    if (typeof document === 'undefined') return null;
    console.error('The page could not be drawn by its scripts; its HTML stays.', error);
    return {
      lang: document.documentElement.lang || 'en',
      html: document.getElementById(SITE_ROOT_ID)?.outerHTML ?? '',
      stylesheets: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        (link) => link.getAttribute('href') ?? '',
      ).filter(Boolean),
    };
  });
  return (
    <html lang={page?.lang ?? 'en'} className={sans.variable}>
      <body className="font-sans">
        {/* React places these in <head>, beside the same links from the page's HTML. */}
        {page?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="next" />
        ))}
        <div dangerouslySetInnerHTML={{ __html: page?.html ?? '' }} />
      </body>
    </html>
  );
}
