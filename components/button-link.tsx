import { Link } from '@/components/link';
import { buttonClass, type ButtonStyle } from './button';

type ButtonLinkProps = React.ComponentProps<typeof Link> & ButtonStyle;

/** A link that looks like a button, in the page's language (see Link). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
