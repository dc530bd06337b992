import { areaName, catalogue } from '@/lib/catalogue';

export const dynamic = 'force-static';

/**
 * Every listing's address, name and area, for the booking widget's code generator
 * (/features/booking-widget, D27): fetched when that page loads, so the page does not grow with
 * the catalogue. Names and areas are written the same in both languages.
 */
export function GET() {
  return Response.json(
    catalogue.map((listing) => ({
      id: listing.id,
      name: listing.name,
      area: areaName(listing.location) ?? listing.location,
    })),
  );
}
