/**
 * The moment the build renders its pages: now, or `SOURCE_DATE_EPOCH` (seconds since 1970)
 * when it is set, the reproducible-builds convention (reproducible-builds.org/specs/
 * source-date-epoch) for rendering the same pages twice. The offers a page still shows, the
 * waitlist's days in its HTML and the footer's year are counted from it.
 */
export const builtAt: Date = buildTime(process.env.SOURCE_DATE_EPOCH);

export function buildTime(epoch: string | undefined): Date {
  if (!epoch) return new Date();
  const seconds = Number(epoch);
  if (!/^\d+$/.test(epoch) || !Number.isSafeInteger(seconds))
    throw new Error(`SOURCE_DATE_EPOCH is "${epoch}": it must be whole seconds since 1970.`);
  return new Date(seconds * 1000);
}
