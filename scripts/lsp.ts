/** `npm run lsp`: the template language server on stdin and stdout (scripts/lsp/server.ts). */
import { startLanguageServer } from './lsp/server';

export async function main(): Promise<void> {
  startLanguageServer(process.stdin, process.stdout);
  // The connection keeps the process alive until the editor sends `exit`.
  await new Promise<void>(() => {});
}
