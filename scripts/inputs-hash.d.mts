/** Types of inputs-hash.mjs (plain JavaScript, which `npm start` runs before any TypeScript). */
export function sourceInputs(metafileInputs: readonly string[]): string[];
export function inputsHash(root: string, paths: readonly string[], label: string): Promise<string | undefined>;
