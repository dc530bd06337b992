/** "+254 712 483 091": a Kenyan number (254 and nine digits) as people read it. */
export function formatPhone(international: string): string {
  return `+${international.slice(0, 3)} ${international.slice(3, 6)} ${international.slice(6, 9)} ${international.slice(9)}`;
}
