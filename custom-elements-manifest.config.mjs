// Custom Elements Manifest from the elements' JSDoc (`@tagname @attr @fires @csspart @cssproperty`).
export default {
  globs: ['elements/**/*.element.ts'],
  exclude: ['**/*.test.*'],
  outdir: 'dist',
  dev: false,
  litelement: false,
};
