import {
  email,
  kenyanPhone,
  internationalPhone,
  password,
  phone,
  required,
  validate,
} from '@/lib/validation';

describe('validators', () => {
  it('required rejects empty and blank values, naming the field', () => {
    expect(required('', 'First name')).toBe('Enter your first name.');
    expect(required('   ', 'Email')).toBe('Enter your email.');
    expect(required('Wanjiru', 'First name')).toBeNull();
  });

  it.each(['name@example.com', 'a.b+c@shop.co.ke'])('email accepts %s', (value) => {
    expect(email(value, 'Email')).toBeNull();
  });
  it.each(['name', 'name@', 'name@example', 'a b@example.com'])('email rejects %s', (value) => {
    expect(email(value, 'Email')).toMatch(/email address/);
  });

  it.each(['0712345678', '0112 345 678', '+254712345678', '254712345678', '+254 112 345 678'])(
    'Kenyan phone accepts %s',
    (value) => expect(kenyanPhone(value, 'Phone')).toBeNull(),
  );
  it.each(['071234567', '0812345678', '+255712345678', 'phone'])(
    'Kenyan phone rejects %s',
    (value) => {
      expect(kenyanPhone(value, 'Phone')).toMatch(/Kenyan phone number/);
    },
  );

  it('international phone needs + and a country code', () => {
    expect(internationalPhone('+44 20 7946 0958', 'Phone')).toBeNull();
    expect(internationalPhone('020 7946 0958', 'Phone')).toMatch(/international format/);
  });

  it('phone takes Kenyan or international numbers', () => {
    expect(phone('0712 345 678', 'Phone')).toBeNull();
    expect(phone('+1 415 555 0100', 'Phone')).toBeNull();
    expect(phone('12', 'Phone')).toMatch(/phone number/);
  });

  it.each([
    ['short1', false],
    ['longpassword', false],
    ['12345678', false],
    ['passw0rd', true],
  ])('password %s is acceptable: %s', (value, ok) => {
    expect(password(value, 'Password') === null).toBe(ok);
  });

  it('validate reports the first failing rule per field, and only failing fields', () => {
    const errors = validate(
      { name: '', mail: 'nope', note: '' },
      { name: [required], mail: [required, email] },
      { name: 'Name', mail: 'Email', note: 'Note' },
    );
    expect(errors).toEqual({
      name: 'Enter your name.',
      mail: 'Enter an email address like name@example.com.',
    });
  });
});
