import { render, screen } from '@testing-library/react';
import { BookingNotice } from '@/components/islands/booking-notice';
import { bookingNames } from '@/content/catalogue';

const names = { 'glow-nail-bar': 'Glow Nail Bar', 'kevin-mwangi': 'Kevin Mwangi' };

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => visit('/'));

describe('BookingNotice', () => {
  it('names who the visitor is about to book with', () => {
    visit('/login?book=glow-nail-bar');
    render(<BookingNotice names={names} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are about to book with Glow Nail Bar. Log in or create an account to confirm your booking.',
    );
  });

  it('says nothing without a booking, or for an id it does not know', () => {
    visit('/login');
    const { container, unmount } = render(<BookingNotice names={names} />);
    expect(container).toBeEmptyDOMElement();
    unmount();

    visit('/login?book=toString');
    render(<BookingNotice names={names} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('knows every business and professional of the catalogue', () => {
    visit('/login?book=kevin-mwangi');
    render(<BookingNotice names={bookingNames} />);
    expect(screen.getByRole('status')).toHaveTextContent('book with Kevin Mwangi.');
  });
});
