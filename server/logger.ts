/** Where the server writes what operators should see. Tests pass a silent or recording one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/**
 * A value from a request (path, header, field) as it may appear in a log line: JSON-quoted,
 * so CR, LF and other control characters are escaped and cannot start a forged line.
 *
 * @example log.warn(`unknown form ${logValue(formId)}`)
 */
export function logValue(value: unknown): string {
  return JSON.stringify(String(value)).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
}
