/**
 * M-Pesa's Paybill account field ("Account number" on the phone, `AccountReference` in
 * Safaricom's Daraja API): letters and digits only, at most 12 characters, as Daraja's M-Pesa
 * Express documentation states (docs/catalogue.md cites it). Longer text or other signs cannot
 * be typed in or are cut off, and the payment does not reach the right account.
 */
export const MPESA_ACCOUNT_MAX = 12;

export const MPESA_ACCOUNT_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${MPESA_ACCOUNT_MAX}}$`);

/**
 * A reference M-Pesa takes, made from a name: its words' letters and digits in capitals, as
 * many whole words as fit the field (a first word too long for it is cut). "Amina’s Braids &
 * Beauty" gives "AMINASBRAIDS", "Amani Hair & Beauty" "AMANIHAIR".
 */
export function mpesaAccountReference(name: string): string {
  const words = name
    .normalize('NFKD')
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').toUpperCase())
    .filter(Boolean);
  let reference = (words[0] ?? '').slice(0, MPESA_ACCOUNT_MAX);
  for (const word of words.slice(1)) {
    if (reference.length + word.length > MPESA_ACCOUNT_MAX) break;
    reference += word;
  }
  return reference;
}
