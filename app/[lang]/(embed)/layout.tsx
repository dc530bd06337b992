import '@/app/widget.css';

/**
 * The booking widget's pages (/embed/…, D27), framed by other sites: no site header, footer or
 * skip link, only the page's own content on white, with a stylesheet of the widget's own
 * classes (app/widget.css).
 */
export default function EmbedLayout({ children }: { children: React.ReactNode }) {
  return <main className="bg-white text-slate-900">{children}</main>;
}
