const number = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** Money as the product shows it: `Kes 3,300`. */
export function formatKes(amount: number): string {
  return `Kes ${number.format(amount)}`;
}
