/** A template error with the template file it came from, and its `file:line:column` label. */
import type { TemplateError } from '../../engine';

export type PageError = TemplateError & { file?: string };

export function errorLocation(error: PageError): string {
  const position = error.line === undefined ? '' : `:${error.line}:${error.column ?? 1}`;
  return `${error.file ?? '(template)'}${position}`;
}

export function describeError(error: PageError): string {
  return `${errorLocation(error)} ${error.message}`;
}
