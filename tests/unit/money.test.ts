import { formatKes } from '@/lib/money';

describe('formatKes', () => {
  it('writes shillings as the site shows prices', () => {
    expect(formatKes(3300)).toBe('Kes 3,300');
    expect(formatKes(0)).toBe('Kes 0');
    expect(formatKes(1250.5)).toBe('Kes 1,250.5');
  });

  it('groups and rounds as en-KE does', () => {
    const enKE = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
    const amounts = [5, 999, 1000, 12.345, 99_999.999, 1_234_567.891, 0.1 + 0.2, -4500];
    for (const amount of amounts) expect(formatKes(amount)).toBe(`Kes ${enKE.format(amount)}`);
  });
});
