/**
 * A page's meta description as search results show it: on a phone they cut it after about 160
 * characters. Descriptions are written from a page's facts to fit (a listing names as many of
 * its services as fit); this is the last step, for copy that is still longer.
 */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** Words that cannot end a description: an amount's currency, a dash before a second price. */
const DANGLING = /(?:\s+(?:Kes|[–—-]|and|na|from|kuanzia|in|katika|of|the|a|ya|za|wa|la|kwa))+$/i;

/**
 * The text in at most `max` characters: its first whole sentences when they say enough (half
 * the room or more), otherwise its first whole words and "…". A number or an amount
 * ("Kes 3,300", "4.9") is never cut, and no word is.
 */
export function fitDescription(text: string, max: number = DESCRIPTION_LENGTH.max): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // A sentence ends at . ! or ? before a space: "4.9" and "Kes 3,300.00" are not ends.
  let kept = '';
  for (const sentence of clean.split(/(?<=[.!?])\s+/)) {
    const longer = kept ? `${kept} ${sentence}` : sentence;
    if (longer.length > max) break;
    kept = longer;
  }
  if (kept.length >= max / 2 && /[.!?]$/.test(kept)) return kept;
  // Room for the words and the ellipsis after them.
  const room = clean.slice(0, max - 1);
  const words = clean[max - 1] === ' ' ? room : room.slice(0, room.lastIndexOf(' '));
  return `${words
    .replace(/[\s,;:(]+$/, '')
    .replace(DANGLING, '')
    .replace(/[\s,;:(]+$/, '')}…`;
}
