/** The app's own folder is its root (the repository above it has its own lockfile). */
const nextConfig = {
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
