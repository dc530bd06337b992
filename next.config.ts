import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The whole site is static HTML served from a CDN: `next build` writes it to out/.
  output: 'export',
  // Export cannot run the image optimiser; artwork in public/ is already sized SVG.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
