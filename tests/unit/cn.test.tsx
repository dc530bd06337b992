import { render, screen } from '@testing-library/react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins classes, leaving out what is false', () => {
    expect(cn('px-5', false, 'mt-2', { hidden: false, block: true })).toBe('px-5 mt-2 block');
  });

  it('refuses, outside production, a class that fights another instead of merging it', () => {
    expect(() => cn('px-5 py-3', 'px-4')).toThrow(/Conflicting classes/);
  });

  it('styles a Button through variants and sizes, with no conflicting class', () => {
    render(
      <Button variant="danger" size="field" className="mt-2">
        Retry
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('bg-red-800', 'h-11', 'mt-2');
  });
});
