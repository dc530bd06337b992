import { Link } from '@/components/link';
import type { laterPageText } from '@/lib/later-page-text';

/**
 * The top of page 2 onwards of a paged list: its own heading and introduction, and the way back
 * to page 1, where the list's overview is (lib/later-page-text.ts).
 */
export function LaterPageHero({
  later,
  firstPage,
}: {
  later: ReturnType<typeof laterPageText>;
  /** Page 1's address, in English as Link takes it. */
  firstPage: string;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {later.heading}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{later.intro}</p>
      <p className="mt-4">
        <Link href={firstPage} className="font-semibold text-brand-800 underline">
          {later.back}
        </Link>
      </p>
    </div>
  );
}
