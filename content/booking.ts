/**
 * What the login page says when a visitor arrives from Book Now. Apart from the catalogue so
 * the login page does not load the catalogue's script.
 */
export const bookingNotice = {
  before: 'You are about to book with',
  after: 'Log in or create an account to confirm your booking.',
} as const;
