/**
 * Compile-time argument checks against the tables' argument rules. They only add errors: the
 * tag compiles and renders exactly as it would without them (the reference engine is silent).
 */
import { argumentProblem, type ArgumentProblem } from '../arguments';
import { ERRORS, type CatalogueEntry } from '../errors/catalogue';
import type { FormatterCall } from './ast';
import type { TagInput } from './tag-input';

function formatterError(name: string, problem: ArgumentProblem): [CatalogueEntry, string[]] {
  switch (problem.kind) {
    case 'none':
      return [ERRORS.formatterNeedsArguments, [name]];
    case 'few':
      return [ERRORS.formatterTooFewArguments, [name, String(problem.min), String(problem.count)]];
    case 'many':
      return [ERRORS.formatterTooManyArguments, [name, String(problem.max), String(problem.count)]];
    default:
      return [ERRORS.formatterArgumentInvalid, [name, problem.detail]];
  }
}

/** Checks each call of a well-formed chain, reporting at the tag starting at `start`. */
export function checkFormatterArguments(input: TagInput, calls: readonly FormatterCall[], start: number): void {
  const rules = input.tables.formatterArguments;
  if (rules === undefined) return;
  for (let i = 0; i < calls.length; i++) {
    const { name, args } = calls[i];
    const rule = rules.get(name);
    const problem = rule && argumentProblem(rule, args);
    if (problem) input.report(...formatterError(name, problem), start);
  }
}

/**
 * The message quotes the argument text after its delimiter, `s[textFrom, textTo)`, as written
 * (sliced only for the message).
 */
export function checkPredicateArguments(
  input: TagInput,
  name: string,
  args: readonly string[],
  textFrom: number,
  textTo: number,
  start: number,
): void {
  const rule = input.tables.predicateArguments?.get(name);
  if (rule !== undefined && argumentProblem(rule, args) !== undefined) {
    const text = textFrom < textTo ? input.s.slice(textFrom, textTo) : '';
    input.report(ERRORS.predicateArgumentsInvalid, [name, text], start);
  }
}
