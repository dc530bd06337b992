import * as fieldRules from '@/lib/field-rules';
import * as validation from '@/lib/validation';
import { inLanguage } from './form-words-fixture';

const { normaliseKenyanMobile } = validation;
const rules = { ...validation, ...fieldRules };

const email = inLanguage(rules.email);
const internationalPhone = inLanguage(rules.internationalPhone);
const kenyanMobile = inLanguage(rules.kenyanMobile);
const password = inLanguage(rules.password);

describe('validators', () => {
  it.each(['name@example.com', 'a.b+c@shop.co.ke'])('email accepts %s', (value) => {
    expect(email(value, 'Email')).toBeNull();
  });
  it.each(['name', 'name@', 'name@example', 'a b@example.com'])('email rejects %s', (value) => {
    expect(email(value, 'Email')).toMatch(/email address/);
  });

  it('international phone needs + and a country code, and is sent without spaces', () => {
    expect(internationalPhone('+44 20 7946 0958', 'Phone')).toBeNull();
    expect(internationalPhone('020 7946 0958', 'Phone')).toMatch(/international format/);
    expect(internationalPhone.normalise?.('+44 20 7946-0958')).toBe('+442079460958');
  });

  it.each([
    ['short1', false],
    ['longpassword', false],
    ['12345678', false],
    ['passw0rd', true],
  ])('password %s is acceptable: %s', (value, ok) => {
    expect(password(value, 'Password') === null).toBe(ok);
  });
});

describe('kenyanMobile: every way people write a Safaricom number', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['0110345678', '254110345678'],
    ['254712345678', '254712345678'],
    ['254 112 345 678', '254112345678'],
    ['2541-1234-5678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254-112-345-678', '254112345678'],
    ['  0712 345 678  ', '254712345678'],
  ])('reads %s as %s', (typed, normalised) => {
    expect(kenyanMobile(typed, 'Phone')).toBeNull();
    expect(normaliseKenyanMobile(typed)).toBe(normalised);
    expect(kenyanMobile.normalise?.(typed)).toBe(normalised);
  });

  it.each([
    '071234567',
    '07123456789',
    '0812345678',
    '0212345678',
    '+255712345678',
    '+2540712345678',
    '254812345678',
    '+1 415 555 0100',
    '0712.345.678',
    '0712 345 67a',
    'phone',
  ])('refuses %s and shows the expected form', (typed) => {
    expect(normaliseKenyanMobile(typed)).toBeNull();
    expect(kenyanMobile(typed, 'Phone')).toBe(
      'Enter a Kenyan mobile number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
    );
  });

  it('leaves an empty field to the required check', () => {
    expect(kenyanMobile('', 'Phone')).toBeNull();
  });
});

describe('in Kiswahili', () => {
  it('each validator says what is wrong in Kiswahili', () => {
    expect(inLanguage(rules.email, 'sw')('jina@', 'Barua pepe')).toBe(
      'Andika anwani ya barua pepe kama jina@mfano.com.',
    );
    expect(inLanguage(rules.kenyanMobile, 'sw')('0812 345 678', 'Simu')).toBe(
      'Andika nambari ya simu ya mkononi ya Kenya kama 0712 345 678, 0112 345 678 au +254 712 345 678.',
    );
    expect(inLanguage(rules.password, 'sw')('short', 'Nenosiri')).toMatch(/^Tumia angalau alama 8/);
    expect(inLanguage(rules.slug, 'sw')('Amani Salon', 'Kiungo')).toMatch(/^Tumia herufi ndogo/);
  });
});
