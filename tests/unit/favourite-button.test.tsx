import { fireEvent, render, screen } from '@testing-library/react';
import { FavouriteButton } from '@/components/islands/favourite-button';

const KEY = 'miadi:favourites';

beforeEach(() => localStorage.clear());

function heart(name: string) {
  return screen.getByRole('button', { name: `Save ${name} to favourites` });
}

describe('FavouriteButton', () => {
  it('toggles, and keeps the saved ids in localStorage', () => {
    render(
      <>
        <FavouriteButton id="glow-nail-bar" label="Save Glow Nail Bar to favourites" />
        <FavouriteButton id="tress-lounge" label="Save Tress Lounge to favourites" />
      </>,
    );
    expect(heart('Glow Nail Bar')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart('Glow Nail Bar'));
    fireEvent.click(heart('Tress Lounge'));
    expect(heart('Glow Nail Bar')).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['glow-nail-bar', 'tress-lounge']);
    fireEvent.click(heart('Glow Nail Bar'));
    expect(heart('Glow Nail Bar')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Tress Lounge')).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['tress-lounge']);
  });

  it('shows what was saved before', () => {
    localStorage.setItem(KEY, '["tress-lounge"]');
    render(<FavouriteButton id="tress-lounge" label="Save Tress Lounge to favourites" />);
    expect(heart('Tress Lounge')).toHaveAttribute('aria-pressed', 'true');
  });

  it('treats unreadable storage as no favourites, and replaces it on the next save', () => {
    localStorage.setItem(KEY, '{not json');
    render(<FavouriteButton id="glow-nail-bar" label="Save Glow Nail Bar to favourites" />);
    expect(heart('Glow Nail Bar')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart('Glow Nail Bar'));
    expect(localStorage.getItem(KEY)).toBe('["glow-nail-bar"]');
  });
});
