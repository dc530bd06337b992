import { kenyanMobile, normaliseKenyanMobile } from '@/lib/validation';

describe('kenyanMobile', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254-112-345-678', '254112345678'],
  ])('reads %s as %s', (typed, normalised) => {
    expect(kenyanMobile(typed, 'Mobile number')).toBeNull();
    expect(kenyanMobile.normalise(typed)).toBe(normalised);
    expect(normaliseKenyanMobile(typed)).toBe(normalised);
  });

  it.each(['071234567', '07123456789', '0812345678', '+255712345678', '254812345678', 'phone'])(
    'refuses %s with an example',
    (typed) => {
      expect(kenyanMobile(typed, 'Mobile number')).toMatch(/like 0712 345 678/);
      expect(normaliseKenyanMobile(typed)).toBeNull();
    },
  );

  it('leaves an empty field to `required`', () => {
    expect(kenyanMobile('', 'Mobile number')).toBeNull();
  });
});
