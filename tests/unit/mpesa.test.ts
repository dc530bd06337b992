import { catalogue } from '@/lib/catalogue';
import { MPESA_ACCOUNT_PATTERN, mpesaAccountReference } from '@/lib/mpesa';

describe('M-Pesa account references', () => {
  it('makes one M-Pesa takes from a business name: letters and digits, at most 12', () => {
    expect(mpesaAccountReference('Amina’s Braids & Beauty')).toBe('AMINASBRAIDS');
    expect(mpesaAccountReference('Café 254')).toBe('CAFE254');
    expect(mpesaAccountReference('Amani Hair & Beauty')).toBe('AMANIHAIR');
    expect(mpesaAccountReference('Transformationalists Gym')).toBe('TRANSFORMATI');
    expect(mpesaAccountReference('K')).toBe('K');
    for (const name of ['Amina’s Braids & Beauty', 'Ng’ang’a & Sons Barbers, Thika Rd', 'X1']) {
      expect(mpesaAccountReference(name)).toMatch(MPESA_ACCOUNT_PATTERN);
    }
  });

  it('holds for every Paybill in the catalogue; a Till carries no reference', () => {
    const deposits = catalogue.flatMap((listing) =>
      listing.deposit ? [listing.deposit.mpesa] : [],
    );
    expect(deposits.length).toBeGreaterThan(0);
    for (const mpesa of deposits) {
      if ('till' in mpesa) expect(Object.keys(mpesa)).toEqual(['till']);
      else expect(mpesa.account).toMatch(MPESA_ACCOUNT_PATTERN);
    }
  });
});
