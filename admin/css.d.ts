/** The stylesheet admin/index.ts imports: esbuild bundles it into the owner app's CSS file. */
declare module '*.css';
