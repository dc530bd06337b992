import { fitDescription } from '@/lib/description';
import { sentenceCase } from '@/lib/template';

describe('fitDescription', () => {
  it('keeps a description of 160 characters or fewer as it is', () => {
    const text = 'Miadi brings online booking to salons, barbers and spas in Kenya.';
    expect(fitDescription(text)).toBe(text);
  });

  it('keeps the first whole sentences when they fill half the room', () => {
    const text =
      'Miadi plans in Kenya shillings: a one-month free trial, Standard at Kes 3,300 and Professional at Kes 4,850 a month, and Enterprise for several branches. Compare what each includes.';
    expect(text.length).toBe(181);
    expect(fitDescription(text)).toBe(
      'Miadi plans in Kenya shillings: a one-month free trial, Standard at Kes 3,300 and Professional at Kes 4,850 a month, and Enterprise for several branches.',
    );
  });

  it('fits the ellipsis within the 160 characters, and ends on no joining word', () => {
    const text =
      'Kila biashara ya Miadi inaorodheshwa bure katika soko la Miadi, ambapo wateja wanatafuta kwa huduma, eneo na saa, wanaweka miadi nawe na kupata ofa zako za kila wiki na zaidi sana.';
    expect(fitDescription(text)).toBe(
      'Kila biashara ya Miadi inaorodheshwa bure katika soko la Miadi, ambapo wateja wanatafuta kwa huduma, eneo na saa, wanaweka miadi nawe na kupata ofa zako…',
    );
  });

  it('otherwise cuts at a word, never inside an amount, and leaves no "Kes" or dash hanging', () => {
    const text =
      'Aisha Abdi in Karen: Portrait session (10 edited photos), Event coverage (3 hours, 40 edited photos), Product photos (up to 15 items), from Kes 8,000 – Kes 25,000 and rated 4.8';
    const fitted = fitDescription(text);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted).toBe(
      'Aisha Abdi in Karen: Portrait session (10 edited photos), Event coverage (3 hours, 40 edited photos), Product photos (up to 15 items), from Kes 8,000…',
    );
  });
});

describe('sentenceCase', () => {
  it('starts a Kiswahili category title with a capital', () => {
    expect(sentenceCase('saluni 7 za kucha katika Nairobi, kuanzia Kes 200', 'sw-KE')).toBe(
      'Saluni 7 za kucha katika Nairobi, kuanzia Kes 200',
    );
  });
});
