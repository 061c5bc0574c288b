/** Types of server-bundle.mjs (plain JavaScript, which `npm start` runs before any TypeScript). */
export const SERVER_BUNDLE: string;
export function ensureServerBundle(log: (line: string) => void): Promise<string>;
