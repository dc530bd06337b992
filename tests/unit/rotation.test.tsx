import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel } from '@/components/islands/carousel';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { renderIn } from './root-params';
import { setReducedMotion } from './setup';

const words = [{ word: 'salon' }, { word: 'barber' }, { word: 'spa' }, { word: 'make-up' }];

function headline() {
  return screen.getByRole('heading', { level: 1 });
}

describe('RotatingHeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the first word, then the next every interval, wrapping round', async () => {
    render(
      await RotatingHeadline({
        before: 'Booking for your',
        after: 'business',
        slides: words,
        interval: 3000,
      }),
    );
    expect(headline()).toHaveTextContent('Booking for your salon business');
    act(() => jest.advanceTimersByTime(2999));
    expect(headline()).toHaveTextContent('salon');
    act(() => jest.advanceTimersByTime(1));
    expect(headline()).toHaveTextContent('barber');
    act(() => jest.advanceTimersByTime(3000 * 3));
    expect(headline()).toHaveTextContent('salon');
  });

  it('stops on Pause and carries on after Play', async () => {
    render(await RotatingHeadline({ before: 'For your', slides: words, interval: 3000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotating headline' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(headline()).toHaveTextContent('salon');
    fireEvent.click(screen.getByRole('button', { name: 'Play rotating headline' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(headline()).toHaveTextContent('barber');
  });

  it('pauses while the pointer is over it', async () => {
    const { container } = render(
      await RotatingHeadline({ before: 'For your', slides: words, interval: 3000 }),
    );
    fireEvent.mouseEnter(container.firstElementChild!);
    act(() => jest.advanceTimersByTime(6000));
    expect(headline()).toHaveTextContent('salon');
    fireEvent.mouseLeave(container.firstElementChild!);
    act(() => jest.advanceTimersByTime(3000));
    expect(headline()).toHaveTextContent('barber');
  });

  it('does not move on its own under reduced motion, but plays when asked', async () => {
    setReducedMotion(true);
    render(await RotatingHeadline({ before: 'For your', slides: words, interval: 3000 }));
    act(() => jest.advanceTimersByTime(9000));
    expect(headline()).toHaveTextContent('salon');
    fireEvent.click(screen.getByRole('button', { name: 'Play rotating headline' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(headline()).toHaveTextContent('barber');
  });
});

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const slides = ['Amina', 'Brian', 'Wanjiru'].map((name) => ({
    key: name,
    content: <p>{name} says hello</p>,
  }));

  function visibleSlide() {
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    // Inactive slides are aria-hidden, so only the current one is in the accessibility tree.
    return within(carousel).getByRole('group');
  }

  it('advances at its own interval and cycles back to the first', async () => {
    render(await Carousel({ label: 'Testimonials', slides, interval: 5000 }));
    expect(visibleSlide()).toHaveTextContent('Amina');
    act(() => jest.advanceTimersByTime(4999));
    expect(visibleSlide()).toHaveTextContent('Amina');
    act(() => jest.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveTextContent('Brian');
    act(() => jest.advanceTimersByTime(10_000));
    expect(visibleSlide()).toHaveTextContent('Amina');
  });

  it('hides inactive slides from assistive technology', async () => {
    render(await Carousel({ label: 'Testimonials', slides, interval: 5000 }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(
      screen.getByText('Brian says hello').closest('[aria-roledescription="slide"]'),
    ).toHaveAttribute('aria-hidden', 'true');
  });

  it('pauses while keyboard focus is inside, and moves with Next and the dots', async () => {
    render(await Carousel({ label: 'Testimonials', slides, interval: 5000 }));
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleSlide()).toHaveTextContent('Amina');
    fireEvent.click(next);
    expect(visibleSlide()).toHaveTextContent('Brian');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(visibleSlide()).toHaveTextContent('Wanjiru');
  });

  it('does not auto-advance under reduced motion', async () => {
    setReducedMotion(true);
    render(await Carousel({ label: 'Testimonials', slides, interval: 5000 }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleSlide()).toHaveTextContent('Amina');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });
});

describe('the rotators on a Kiswahili page', () => {
  beforeEach(() => renderIn('sw'));
  afterEach(() => renderIn('en'));

  const slides = ['Amina', 'Brian'].map((name) => ({ key: name, content: <p>{name}</p> }));

  it('names the headline’s Pause and Play button in Kiswahili', async () => {
    render(await RotatingHeadline({ before: 'Programu ya', slides: words, interval: 3000 }));
    const pause = screen.getByRole('button', { name: 'Simamisha kichwa kinachobadilika' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Cheza kichwa kinachobadilika' })).toBe(pause);
  });

  it('names the carousel’s controls and slides in Kiswahili', async () => {
    render(await Carousel({ label: 'Maoni ya wateja', slides, interval: 5000 }));
    const carousel = screen.getByRole('region', { name: 'Maoni ya wateja' });
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 kati ya 2');
    for (const name of [
      'Simamisha maoni ya wateja',
      'Slaidi iliyotangulia',
      'Slaidi inayofuata',
      'Onyesha slaidi 1 kati ya 2',
      'Onyesha slaidi 2 kati ya 2',
    ]) {
      expect(within(carousel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(carousel).toHaveAttribute('aria-roledescription', 'onyesho la slaidi');
    expect(within(carousel).getByRole('group')).toHaveAttribute('aria-roledescription', 'slaidi');
    expect(carousel.outerHTML).not.toMatch(/slide|Pause|Play|of 2/);
  });
});
