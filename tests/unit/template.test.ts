import { fill, fillCount, type Plural } from '@/lib/template';

const reviews: Plural = { one: '{count} review', other: '{count} reviews' };
const maoni: Plural = { one: 'hakiki {count}', other: 'hakiki {count}' };

describe('fill', () => {
  it('puts each value in its named slot and leaves unknown slots as they are', () => {
    expect(fill('{name} in {area} {missing}', { name: 'Glow Nail Bar', area: 'Kilimani' })).toBe(
      'Glow Nail Bar in Kilimani {missing}',
    );
  });

  it('lowers a capitalised value where the slot is written in lower case', () => {
    expect(fill('Enter your {label}.', { Label: 'First Name' })).toBe('Enter your first name.');
  });
});

describe('fillCount', () => {
  it.each([
    [0, '0 reviews'],
    [1, '1 review'],
    [2, '2 reviews'],
    [1.5, '1.5 reviews'],
  ])('says %d in English as "%s"', (count, text) => {
    expect(fillCount('en', reviews, count)).toBe(text);
  });

  it('chooses the Kiswahili form by the same rule', () => {
    expect(fillCount('sw', { one: 'siku {count}', other: 'siku {count} tofauti' }, 1)).toBe(
      'siku 1',
    );
    expect(fillCount('sw', maoni, 308)).toBe('hakiki 308');
  });

  it('takes the count as written and other slots from values', () => {
    expect(
      fillCount(
        'en',
        { one: '{count} review of {name}', other: '{count} reviews of {name}' },
        1204,
        {
          count: '1,204',
          name: 'Kinyozi',
        },
      ),
    ).toBe('1,204 reviews of Kinyozi');
  });
});
