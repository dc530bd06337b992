import { StaticImage } from '@/components/static-image';
import type { AuthPanel } from '@/content/auth';
import { currentLang } from '@/lib/page-language';
import { LanguageLink } from './language-link';

/**
 * The split frame of the auth pages: from md up, the promo image on the left with its
 * message over the calm top of the artwork; the page's own content on the right, under the
 * language switch (these pages have no header to hold it).
 */
export async function AuthFrame({
  panel,
  children,
}: {
  panel: AuthPanel;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <div className="relative hidden overflow-hidden bg-brand-800 md:sticky md:top-0 md:block md:h-dvh md:w-5/12 lg:w-1/2">
        <StaticImage
          src={panel.image.src}
          alt={panel.image.alt}
          width={panel.image.width}
          height={panel.image.height}
          priority
          className="absolute inset-0 size-full object-cover object-top"
        />
        <div className="relative max-w-lg px-10 pt-32 text-white">
          <p className="text-3xl font-bold tracking-tight lg:text-4xl">{panel.title}</p>
          <p className="mt-4 text-lg text-brand-50">{panel.text}</p>
        </div>
      </div>
      <div className="flex flex-1 justify-center px-4 py-8 sm:px-8 md:py-16 lg:px-16">
        <div className="w-full max-w-2xl">
          <div className="mb-6 flex justify-end">
            <LanguageLink
              lang={await currentLang()}
              className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
            />
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
