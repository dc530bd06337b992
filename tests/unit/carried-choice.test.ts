import { applyChoice, carriedChoice, withChoice } from '@/lib/carried-choice';

const offered = {
  services: ['Fade', 'Beard trim', 'Hot towel shave'],
  datesFor: () => ['2026-11-23', '2026-11-24'],
  timesFor: (_: string, date: string) =>
    date === '2026-11-23' ? ['16:00', '16:30'] : ['09:00', '10:00'],
  today: '2026-11-23',
  now: '15:10',
};

describe('a choice carried to the booking form', () => {
  it('travels in the address, before the #book anchor', () => {
    const href = withChoice('/services/sharp-cuts-barbershop#book', {
      service: 'Fade',
      date: '2026-11-24',
      time: '10:00',
    });
    expect(href).toBe(
      '/services/sharp-cuts-barbershop?service=Fade&date=2026-11-24&time=10%3A00#book',
    );
    expect(carriedChoice(new URL(href, 'https://miadi.co.ke').search)).toEqual({
      service: 'Fade',
      date: '2026-11-24',
      time: '10:00',
    });
    expect(withChoice('/services/x#book', {})).toBe('/services/x#book');
    expect(carriedChoice('?date=24-11-2026&time=25:00')).toEqual({
      service: '',
      date: '',
      time: '',
    });
  });

  it('fills the service, day and time the form offers; a searched word chooses no service', () => {
    expect(applyChoice({ service: 'fade', date: '2026-11-24', time: '10:00' }, offered)).toEqual({
      service: 'Fade',
      date: '2026-11-24',
      time: '10:00',
    });
    expect(applyChoice({ service: 'towel', date: '', time: '' }, offered)).toEqual({
      service: '',
      date: '',
      time: '',
    });
  });

  it('keeps the day and time when the words name no one service: the form asks for it', () => {
    expect(
      applyChoice({ service: 'gel nails', date: '2026-11-28', time: '14:00' }, offered),
    ).toEqual({ service: '', date: '2026-11-28', time: '14:00' });
    expect(applyChoice({ service: '', date: '', time: '14:00' }, offered)).toEqual({
      service: '',
      date: '',
      time: '',
    });
  });

  it('names a class instead of choosing it: classes are requested from the timetable (D38)', () => {
    const gym = { ...offered, classes: ['HIIT class'] };
    expect(applyChoice({ service: 'hiit class', date: '2026-11-24', time: '10:00' }, gym)).toEqual({
      service: '',
      date: '',
      time: '',
      inTimetable: 'HIIT class',
    });
    expect(applyChoice({ service: 'fade', date: '', time: '' }, gym)).toEqual({
      service: 'Fade',
      date: '',
      time: '',
    });
  });

  it('says a time that has passed, instead of dropping it', () => {
    expect(applyChoice({ service: 'Fade', date: '2026-11-23', time: '15:00' }, offered)).toEqual({
      service: 'Fade',
      date: '',
      time: '',
      missed: 'passed',
    });
    expect(applyChoice({ service: 'Fade', date: '2026-11-20', time: '' }, offered).missed).toBe(
      'passed',
    );
  });

  it('says a day or a time the form does not offer', () => {
    expect(applyChoice({ service: 'Fade', date: '2026-12-25', time: '10:00' }, offered)).toEqual({
      service: 'Fade',
      date: '',
      time: '',
      missed: 'notOffered',
    });
    expect(applyChoice({ service: 'Fade', date: '2026-11-24', time: '13:00' }, offered)).toEqual({
      service: 'Fade',
      date: '2026-11-24',
      time: '',
      missed: 'notOffered',
    });
  });
});
