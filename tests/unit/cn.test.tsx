import { render, screen } from '@testing-library/react';
import { Button } from '@/components/button';
import { cn as clientCn } from '@/lib/cn-client';
import { cn as serverCn } from '@/lib/cn';

describe('cn', () => {
  it('lets a later class win on the server, where tailwind-merge runs', () => {
    expect(serverCn('px-5 py-3', 'px-4')).toBe('py-3 px-4');
  });

  it('only joins in client components, and outside production refuses a conflict', () => {
    expect(clientCn('px-5', false, 'mt-2')).toBe('px-5 mt-2');
    expect(() => clientCn('px-5 py-3', 'px-4')).toThrow(/Conflicting classes/);
  });

  it('styles a client Button through variants and sizes, with no conflicting class', () => {
    render(
      <Button variant="danger" size="field" className="mt-2">
        Retry
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('bg-red-800', 'h-11', 'mt-2');
  });
});
