import { cn } from '@/lib/cn';
import { currentLang } from '@/lib/page-language';
import { LocationCardItems } from './location-card-items';

/** The areas we serve, each card leading to its page of everything bookable there. */
export async function LocationCards({ className = 'mt-10' }: { className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
      <LocationCardItems lang={await currentLang()} />
    </ul>
  );
}
