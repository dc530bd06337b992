import { screen } from '@testing-library/react';
import { Stars } from '@/components/stars';
import { renderServer } from './render-server';
import { renderIn } from './root-params';

// The stars are painted by CSS (.stars in app/globals.css) up to data-filled; what a screen
// reader hears is the element's name.
describe('Stars', () => {
  afterEach(() => renderIn('en'));

  it('names the rating and fills the stars up to it, rounded', async () => {
    await renderServer(<Stars rating={4.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveAttribute(
      'data-filled',
      '5',
    );

    await renderServer(<Stars rating={4.4} />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toHaveAttribute(
      'data-filled',
      '4',
    );
  });

  it('is named in Kiswahili on /sw pages', async () => {
    renderIn('sw');
    await renderServer(<Stars rating={5} />);
    expect(screen.getByRole('img', { name: 'Nyota 5 kati ya 5' })).toHaveAttribute(
      'data-filled',
      '5',
    );
  });
});
