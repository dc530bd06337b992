import { features } from '@/content/features-menu';
import { pageMetadata } from '@/lib/metadata';
import { dictionary } from '@/lib/page-language';
import { FeatureDetail, findFeature } from '../feature-detail';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Every feature but the booking widget, which has a route of its own (../booking-widget). */
export function generateStaticParams() {
  return features
    .filter((feature) => feature.slug !== 'booking-widget')
    .map((feature) => ({ slug: feature.slug }));
}

export async function generateMetadata({ params }: Props) {
  const { href, page } = findFeature(await dictionary(), (await params).slug);
  return pageMetadata({ title: page.title, description: page.description, path: href });
}

export default async function FeaturePage({ params }: Props) {
  const words = await dictionary();
  const { slug } = findFeature(words, (await params).slug);
  return <FeatureDetail words={words} slug={slug} />;
}
