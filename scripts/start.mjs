// `npm start`: node runs this file alone, without tsx. It compiles the server once into
// dist/server/ (scripts/server-bundle.mjs) and runs that bundle's main, which is
// scripts/start.ts's: the same start as `tsx scripts/cli.ts start`, without compiling ~650
// TypeScript files on every start. Workers of a cluster (WORKERS=N) run this file too, with the
// same node flags and environment.
//
// package.json's `start` script `exec`s node: npm relays SIGTERM to the script's shell only,
// and a shell left between them died alone, leaving this server serving on.
// It sets what must be set before node starts (issue 28, "Memory"):
// - `--max-semi-space-size=4`: V8's young generation stays within 2 x 4 MB instead of growing to
//   2 x 16 MB: the highest resident memory of a 3-minute soak 211 MB instead of 223-252, for
//   about the same CPU a request (bench/memory/soak.bench.ts).
// - `--heap-growing-percent=50`: after a full collection V8 lets its old generation grow to 1.5
//   times what is live before the next, where on a large machine it allowed up to 4 times: a
//   10-minute soak ended at 270 MB (V8's heap pages 123 MB, for ~40 MB live) and now stays
//   under 200 MB.
// - `MALLOC_MMAP_THRESHOLD_=8388608`: glibc's malloc gives blocks of 8 MB or more their own
//   mapping, returned when freed. By default it raises that threshold to the size of the
//   largest such block freed, so after the first password hash (scrypt's 16 MB, on libuv's
//   threads) each thread kept 16 MB in its arena: 60+ MB on a first start, which hashes the
//   demo owners' passwords, and after sign-ins. A fixed threshold also stops the dynamic trim
//   threshold from growing, so freed memory at a heap's top goes back sooner.
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { ensureServerBundle } from './server-bundle.mjs';

// Serving visitors uses React's production build unless told otherwise (as scripts/cli.ts does).
process.env.NODE_ENV ??= 'production';
// The embedded database's WebAssembly runs on V8's baseline compiler only (issue 28, "Memory").
// V8 otherwise recompiles PGlite's hot functions with its optimizing compiler on its worker
// threads, and the compiler's scratch memory stays behind in each thread's malloc arena: about
// 70 MB of the demo server's resident memory, for queries ~20% cheaper in CPU. A page rarely
// waits on PGlite (sites, stock and rendered pages are served from memory); a store that
// wants its database faster runs PostgreSQL. PGLITE_OPTIMIZE=1 keeps the optimizing compiler.
// Set before anything compiles WebAssembly: V8 reads the flag when it compiles a module.
if (process.env.PGLITE_OPTIMIZE !== '1') setFlagsFromString('--liftoff-only');
const bundle = await ensureServerBundle((line) => console.log(line));
const { main } = await import(pathToFileURL(bundle).href);
const code = await main(process.argv.slice(2));
if (typeof code === 'number') process.exitCode = code;
