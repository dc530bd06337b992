import { ui as en } from '@/content/i18n/ui';
import { ui as sw } from '@/content/sw/ui';
import { emptyQuery, resultsMessage, searchWords } from '@/lib/search';
import { fill, fillCount } from '@/lib/template';

describe('Kiswahili UI words', () => {
  it('announces a search in Kiswahili order, with the date and the Swahili clock', () => {
    const query = {
      ...emptyQuery,
      service: 'kucha',
      location: 'kilimani',
      date: '2026-06-14',
      time: '10:00',
      deals: '',
    };
    const area = () => 'Kilimani';
    expect(resultsMessage(3, query, area, searchWords(sw.search, 'sw'))).toBe(
      'Matokeo 3 ya kucha katika Kilimani siku ya Jumapili, 14 Juni saa 4 asubuhi (10:00)',
    );
    expect(resultsMessage(3, query, area, searchWords(en.search, 'en'))).toBe(
      '3 results for kucha in Kilimani on Sunday 14 June at 10:00',
    );
    expect(resultsMessage(0, emptyQuery, area, searchWords(sw.search, 'sw'))).toBe(
      'Hakuna matokeo',
    );
    const deals = { ...emptyQuery, service: 'kucha', deals: 'true' };
    expect(resultsMessage(2, deals, area, searchWords(sw.search, 'sw'))).toBe(
      'Matokeo 2 ya kucha yenye ofa',
    );
    expect(resultsMessage(2, deals, area, searchWords(en.search, 'en'))).toBe(
      '2 results for kucha with a deal',
    );
  });

  it('puts counts after the noun, as Kiswahili does', () => {
    expect(fillCount('sw', sw.reviewCount, 12)).toBe('maoni 12');
    expect(fillCount('sw', sw.reviewCount, 1)).toBe('maoni 1');
    expect(fillCount('sw', sw.starCount, 1)).toBe('nyota 1');
    expect(fill(sw.rating, { rating: 4, max: 5 })).toBe('Nyota 4 kati ya 5');
    expect(fill(sw.forms.needAttention.other, { count: 2 })).toBe(
      'Sehemu 2 zinahitaji kurekebishwa.',
    );
  });

  it('names the field in every validation message without a possessive to agree', () => {
    expect(fill(sw.validation.required, { Label: 'Jina la biashara' })).toBe(
      'Andika jina la biashara.',
    );
    expect(fill(sw.validation.chosen, { Label: 'Aina ya biashara' })).toBe(
      'Chagua aina ya biashara.',
    );
  });
});
