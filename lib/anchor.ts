/** A URL fragment for a heading: "Calendar & Booking" → "calendar-booking". */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
