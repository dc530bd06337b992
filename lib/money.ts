/**
 * Money as the product shows it: `Kes 3,300`, `Kes 1,250.5`. Thousands are grouped with commas,
 * as en-KE writes them, and a fraction keeps at most two digits.
 *
 * Written out rather than with Intl.NumberFormat: the first Intl object a page makes costs
 * 60–90 ms on a slow phone, and the booking form and plan cards would pay it while hydrating.
 */
export function formatKes(amount: number): string {
  return `Kes ${formatNumber(amount)}`;
}

/** A number as en-KE writes it, without a currency: `3,300`, `1,250.5`, `-4,500`. */
export function formatNumber(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount to the cent where it has cents, as a figure that is multiplied is shown:
 * `Kes 730.80`, `Kes 400`. Two digits after the point, never one.
 */
export function formatKesToCent(amount: number): string {
  const text = formatKes(Math.round(amount * 100) / 100);
  return /\.\d$/.test(text) ? `${text}0` : text;
}
