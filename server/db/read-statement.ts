/** Only a SELECT is taken for a read; anything else (WITH … UPDATE included) may write. */
const READ = /^\s*select\b/i;

/** Whether `text` only reads, so running it twice changes nothing. */
export function isReadStatement(text: string): boolean {
  return READ.test(text);
}
