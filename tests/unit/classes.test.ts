import { classDates, isFull, timetable, type WeeklyClass } from '@/lib/classes';

const hiit = (day: WeeklyClass['day'], starts: string): WeeklyClass => ({
  name: 'HIIT',
  instructor: 'Linda Adhiambo',
  day,
  starts,
  minutes: 45,
  level: 'intermediate',
  capacity: 20,
});

describe('the week’s timetable', () => {
  it('runs Monday to Sunday, each day earliest first, leaving out days without a class', () => {
    const week = timetable([
      hiit(0, '09:00'),
      hiit(3, '18:00'),
      hiit(1, '06:00'),
      hiit(3, '06:00'),
    ]);
    expect(week.map(({ day }) => day)).toEqual([1, 3, 0]);
    expect(week[1]!.classes.map(({ starts }) => starts)).toEqual(['06:00', '18:00']);
  });
});

describe('the coming dates of a class', () => {
  it('are the next four of its weekday on Nairobi’s clock', () => {
    // Tuesday 24 November 2026, 10:00 in Nairobi.
    const now = new Date('2026-11-24T07:00:00Z');
    expect(classDates(hiit(3, '06:00'), now)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
    ]);
  });

  it('leave out today’s once it has started', () => {
    const now = new Date('2026-11-24T07:00:00Z');
    expect(classDates(hiit(2, '09:30'), now, 2)).toEqual(['2026-12-01', '2026-12-08']);
    expect(classDates(hiit(2, '18:00'), now, 2)).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('count a full class only when the data says none are left', () => {
    expect(isFull(hiit(1, '06:00'))).toBe(false);
    expect(isFull({ spots: { left: 0, asOf: '2026-11-24T08:00' } })).toBe(true);
    expect(isFull({ spots: { left: 2, asOf: '2026-11-24T08:00' } })).toBe(false);
  });
});
