import type { Validator } from '@/lib/validation';

/**
 * The payment card's rules, their messages and typing help, apart from the rules every form
 * shares: only the sign-up's payment dialog loads them and gets these words (lib/form-words.ts),
 * not the newsletter form on every page.
 */
export type CardWords = {
  cardDigits: string;
  cardInvalid: string;
  expiryFormat: string;
  expiryMonth: string;
  expired: string;
  cvv: string;
};

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumber(words: CardWords): Validator {
  return (value) => {
    if (!value.trim()) return null;
    const number = value.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number)) return words.cardDigits;
    return luhn(number) ? null : words.cardInvalid;
  };
}

/** Card numbers as people read them: in groups of four. */
export function groupCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry date MM/YY: a real month, and not before the month of `now`. */
export function cardExpiry(now: Date, words: CardWords): Validator {
  return (value) => {
    if (!value.trim()) return null;
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!match) return words.expiryFormat;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return words.expiryMonth;
    const expired = year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
    return expired ? words.expired : null;
  };
}

/** Typing help for MM/YY: the slash appears after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cvv(words: CardWords): Validator {
  return (value) => (!value.trim() || /^\d{3,4}$/.test(value.trim()) ? null : words.cvv);
}
