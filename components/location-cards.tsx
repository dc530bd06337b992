import { cn } from '#cn';
import { currentLang } from '@/lib/page-language';
import { StaticRegion } from './static-region';

/**
 * The areas we serve, each card leading to its page of everything bookable there. A static
 * region (location-card-items.tsx): its links need no script.
 */
export async function LocationCards({ className }: { className?: string }) {
  return (
    <StaticRegion
      as="ul"
      of="locationCards"
      args={[await currentLang()]}
      className={cn('mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}
    />
  );
}
