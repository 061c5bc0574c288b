/**
 * A template error with the template file it came from, and its `file:line:column` label. An
 * error inside a partial is placed in the partial's own file, with the chain of files and tags
 * that included it.
 */
import { didYouMean, type ErrorPlace, type TemplateError } from '../../engine';

export type PageError = TemplateError & {
  file?: string;
  /** `file:line:column` of each `apply`/`.include` tag that led to the error, outermost first. */
  chain?: string[];
};

/** The template file of a partial name (`partials/` wins over `blocks/`, as renders find them). */
export type PartialFile = (name: string) => string;

export function errorLocation(error: PageError): string {
  const position = error.line === undefined ? '' : `:${error.line}:${error.column ?? 1}`;
  return `${error.file ?? '(template)'}${position}`;
}

/** The message, its "did you mean" and its include chain, after the location. */
export function errorText(error: PageError): string {
  const chain = error.chain && error.chain.length > 0 ? ` (included from ${error.chain.join(' → ')})` : '';
  return `${error.message}${didYouMean(error.suggestions)}${chain}`;
}

export function describeError(error: PageError): string {
  return `${errorLocation(error)} ${errorText(error)}`;
}

/** `template`'s errors with their files: the partial's own file and position when inside one. */
export function placeErrors(errors: readonly TemplateError[], template: string, partialFile: PartialFile): PageError[] {
  const label = (place: ErrorPlace) =>
    `${place.partial === undefined ? template : partialFile(place.partial)}:${place.line}:${place.column}`;
  return errors.map((error) => {
    if (error.origin === undefined) return { ...error, file: template };
    const { partial, line, column } = error.origin;
    const chain = (error.includedFrom ?? []).map(label);
    return { ...error, file: partialFile(partial), line, column, chain };
  });
}
