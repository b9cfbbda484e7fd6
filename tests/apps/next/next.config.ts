import type { NextConfig } from 'next';

// As create-next-app@16 makes it (cacheComponents, partialPrefetching), its Tailwind rule left
// out. The app's own folder is its root: the repository above it has its own lockfile.
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
