/**
 * React (and other libraries) choose their production or development build from NODE_ENV when
 * first imported, and the development build of react-dom/server is several times slower. A
 * deployment runs with NODE_ENV=production, so the bench does too unless told otherwise.
 * server.bench.ts imports this module first, before anything that imports React.
 */
process.env.NODE_ENV ??= 'production';
