/**
 * The command line: `tsx scripts/cli.ts <command> [options]`. Each command lives in its own
 * file and is loaded only when it runs.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a command's main answers an exit code, or nothing when it ends normally.
const commands: Record<string, () => Promise<{ main(argv: string[]): Promise<number | void> }>> = {
  start: () => import('./start'),
  dev: () => import('./dev'),
  build: () => import('./build'),
  render: () => import('./render'),
  'lint-templates': () => import('./lint-templates'),
  lsp: () => import('./lsp'),
  seed: () => import('./seed'),
  owner: () => import('./owner'),
  apikey: () => import('./apikey'),
  sites: () => import('./sites'),
};

const [name, ...argv] = process.argv.slice(2);
// Serving visitors uses React's production build unless told otherwise (the development build is about half as fast).
if (name === 'start') process.env.NODE_ENV ??= 'production';
const load = name ? commands[name] : undefined;
if (!load) {
  console.error(`Unknown command '${name ?? ''}'. Commands: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
const code = await (await load()).main(argv);
if (typeof code === 'number') process.exitCode = code;

export {};
