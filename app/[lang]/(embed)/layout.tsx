import '@/app/widget.css';
import { SURFACE_PARAMETER } from '@/lib/accent';

/**
 * The dark surface (?surface=dark, lib/dark-surface.ts), set on the root before the form is
 * parsed, so that it never shows light first however slow the page's scripts are. The address
 * is known only in the browser (the pages are exported once for every owner), hence a script;
 * the build allows exactly this text by its hash in the page's Content-Security-Policy
 * (scripts/security-headers.mjs). It accepts only `dark`, as parseSurface does; without
 * JavaScript the form is light.
 */
const SURFACE_SCRIPT = `if(new URLSearchParams(location.search).get(${JSON.stringify(SURFACE_PARAMETER)})==="dark")document.documentElement.setAttribute("data-surface","dark")`;

/**
 * The booking widget's pages (/embed/…, D27), framed by other sites: no site header, footer or
 * skip link, only the page's own content on white (or on the dark surface when the snippet
 * asks for it), with a stylesheet of the widget's own classes (app/widget.css).
 */
export default function EmbedLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SURFACE_SCRIPT }} />
      <main className="bg-white text-slate-900">{children}</main>
    </>
  );
}
