import { ui as en } from '@/content/i18n/ui';
import { ui as sw } from '@/content/sw/ui';

describe('Kiswahili UI words', () => {
  it('announces a search in Kiswahili order, with the date and the Swahili clock', () => {
    const describe = (copy: typeof en | typeof sw) =>
      copy.search.results(
        3,
        [
          copy.search.service('kucha'),
          copy.search.location('Kilimani'),
          copy.search.date('2026-06-14'),
          copy.search.time('10:00'),
        ].join(' '),
      );
    expect(describe(sw)).toBe(
      'Matokeo 3 ya kucha katika Kilimani siku ya Jumapili, 14 Juni saa 4 asubuhi',
    );
    expect(describe(en)).toBe('3 results for kucha in Kilimani on Sunday 14 June at 10:00');
    expect(sw.search.results(0, '')).toBe('Hakuna matokeo');
  });

  it('puts counts after the noun, as Kiswahili does', () => {
    expect(sw.reviewCount(12)).toBe('maoni 12');
    expect(sw.starCount(1)).toBe('nyota 1');
    expect(sw.rating(4, 5)).toBe('Nyota 4 kati ya 5');
    expect(sw.forms.needAttention(2)).toBe('Sehemu 2 zinahitaji kurekebishwa.');
  });

  it('names the field in every validation message without a possessive to agree', () => {
    expect(sw.validation.required('Jina la biashara')).toBe('Andika jina la biashara.');
    expect(sw.validation.chosen('Aina ya biashara')).toBe('Chagua aina ya biashara.');
  });
});
