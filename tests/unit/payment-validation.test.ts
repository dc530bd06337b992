import * as card from '@/lib/card-validation';
import * as fieldRules from '@/lib/field-rules';
import * as validation from '@/lib/validation';
import { dictionaryOf } from '@/content/dictionary';
import { signupWords } from '@/lib/form-words';
import { inLanguage } from './form-words-fixture';

const rules = { ...validation, ...fieldRules };

// The card's messages as the sign-up page hands them to its payment dialog.
const { cardErrors } = signupWords(dictionaryOf('en')).payment;
const cardNumber = inLanguage(card.cardNumber(cardErrors));
const cvv = inLanguage(card.cvv(cardErrors));
const password = inLanguage(rules.password);
const slug = inLanguage(rules.slug);
const cardExpiry = (now: Date) => inLanguage(card.cardExpiry(now, cardErrors));

describe('card checks', () => {
  it.each([
    '4242424242424242',
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '79927398713',
  ])('Luhn accepts %s', (number) => expect(card.luhn(number)).toBe(true));
  it.each(['4242424242424241', '4111111111111112', '79927398710', '', '4242 4242'])(
    'Luhn rejects %s',
    (number) => expect(card.luhn(number)).toBe(false),
  );

  it('card number takes grouped digits that pass Luhn and refuses the rest', () => {
    expect(cardNumber('4242 4242 4242 4242', 'Card number')).toBeNull();
    expect(cardNumber('4242-4242-4242-4242', 'Card number')).toBeNull();
    expect(cardNumber('4242 4242 4242 4241', 'Card number')).toMatch(/not valid/);
    expect(cardNumber('4242 4242', 'Card number')).toMatch(/12 to 19 digits/);
    expect(cardNumber('4242 4242 4242 424x', 'Card number')).toMatch(/12 to 19 digits/);
  });

  it('groups card numbers by four as they are typed, up to 19 digits', () => {
    expect(card.groupCardNumber('4242')).toBe('4242');
    expect(card.groupCardNumber('42424')).toBe('4242 4');
    expect(card.groupCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(card.groupCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  describe('expiry MM/YY', () => {
    const now = new Date(2026, 10, 22); // 22 November 2026
    const expiry = cardExpiry(now);
    it.each(['11/26', '12/26', '01/27', '11 / 30'])('accepts %s', (value) => {
      expect(expiry(value, 'Expiry')).toBeNull();
    });
    it('refuses a month in the past', () => {
      expect(expiry('10/26', 'Expiry')).toMatch(/expired/);
      expect(expiry('12/25', 'Expiry')).toMatch(/expired/);
    });
    it.each(['00/27', '13/27'])('refuses the unreal month %s', (value) => {
      expect(expiry(value, 'Expiry')).toMatch(/real month/);
    });
    it.each(['1127', '1/27', '11/2027', 'ab/cd'])('refuses the shape %s', (value) => {
      expect(expiry(value, 'Expiry')).toMatch(/MM\/YY/);
    });
    it('adds the slash as the month is typed', () => {
      expect(card.formatExpiry('1')).toBe('1');
      expect(card.formatExpiry('11')).toBe('11');
      expect(card.formatExpiry('112')).toBe('11/2');
      expect(card.formatExpiry('11/29')).toBe('11/29');
      expect(card.formatExpiry('112999')).toBe('11/29');
    });
  });

  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('CVV %s is acceptable: %s', (value, ok) => {
    expect(cvv(value, 'CVV') === null).toBe(ok);
  });
});

describe('sign-up fields', () => {
  it('password needs 8 characters with a letter and a digit', () => {
    expect(password('amani2024', 'Password')).toBeNull();
    expect(password('amani24', 'Password')).toMatch(/at least 8/);
    expect(password('amanisalon', 'Password')).toMatch(/letter and one digit/);
    expect(password('20242024', 'Password')).toMatch(/letter and one digit/);
  });

  it.each(['amani-salon', 'salon254', 'a'])('slug accepts %s', (value) => {
    expect(slug(value, 'Link')).toBeNull();
  });
  it.each([
    'Amani-Salon',
    'amani salon',
    'amani--salon',
    '-amani',
    'amani-',
    'amani_salon',
    'x'.repeat(64),
  ])('slug refuses %s', (value) =>
    expect(slug(value, 'Link')).toMatch(/lowercase letters, digits and hyphens/),
  );

  it.each([
    ['Amani Hair & Beauty', 'amani-hair-and-beauty'],
    ['  Café  Olé!! ', 'cafe-ole'],
    ["Wanjiru's Nails", 'wanjirus-nails'],
    ['Studio 254 — Westlands', 'studio-254-westlands'],
    ['!!!', ''],
  ])('rules.slugify(%j) is %j', (name, expected) => {
    expect(rules.slugify(name)).toBe(expected);
    if (expected) expect(slug(expected, 'Link')).toBeNull();
  });

  it('a repeated password must match the field it repeats', () => {
    const same = inLanguage(rules.sameAs('password'));
    expect(same('passw0rd', 'Confirm', { password: 'passw0rd' })).toBeNull();
    expect(same('passw0rD', 'Confirm', { password: 'passw0rd' })).toBe('Passwords do not match.');
    expect(same('', 'Confirm', { password: 'passw0rd' })).toBeNull();
  });
});
