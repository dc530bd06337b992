import { preload } from 'react-dom';

type Props = Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's main image: loaded eagerly, at high priority, and preloaded from <head>. */
  priority?: boolean;
};

/**
 * Artwork from public/, served as it is. The export cannot optimise images
 * (images.unoptimized), so next/image would only add client JavaScript; a plain <img> with
 * its intrinsic size reserves its space just the same.
 */
export function StaticImage({ priority, loading, decoding = 'async', alt, ...props }: Props) {
  if (priority) preload(props.src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimise
    <img
      alt={alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding}
      {...props}
    />
  );
}
