/** Macros and partials run through `apply` and `.include` (§5.9, §5.10, §6). */
import { ERRORS } from '../errors/catalogue';
import { APPLICATION_LIMIT, NESTING_LIMIT, Refusal } from '../limits';
import type { Exec } from './exec';
import type { Code } from './frame';
import { nearestNames } from '../errors/nearest-names';

const hasOwn = Object.prototype.hasOwnProperty;
const EMPTY: Code = () => {};

function compiledPartial(exec: Exec, name: string): Code | undefined {
  const cached = exec.partialCache?.get(name);
  if (cached !== undefined) return cached ?? EMPTY;
  const partials = exec.partials;
  if (partials === undefined || !hasOwn.call(partials, name) || typeof partials[name] !== 'string') return undefined;
  const unit = exec.compilePartial(partials[name]);
  for (const error of unit.errors) exec.reportPartialError(name, error);
  const code = unit.errors.length === 0 ? unit.code : null;
  (exec.partialCache ??= new Map()).set(name, code);
  return code ?? EMPTY;
}

/** Lookup order of §6.1: macros innermost first (barriers ignored), then partials. */
export function findPartial(exec: Exec, name: string): Code | undefined {
  for (let i = exec.top; i >= 0; i--) {
    const macro = exec.stack[i].macros?.get(name);
    if (macro !== undefined) return macro;
  }
  return compiledPartial(exec, name);
}

/** Macros in scope and partials given to the render, for "did you mean". */
function knownPartialNames(exec: Exec): Set<string> {
  const names = new Set<string>(exec.partials === undefined ? [] : Object.keys(exec.partials));
  for (let i = exec.top; i >= 0; i--) for (const macro of exec.stack[i].macros?.keys() ?? []) names.add(macro);
  return names;
}

/** Finds `name` and enters one nesting level, recording the errors; undefined when refused. */
function enter(exec: Exec, name: string): Code | undefined {
  const code = findPartial(exec, name);
  if (code === undefined) {
    exec.report(ERRORS.partialNotFound, [name], nearestNames(name, knownPartialNames(exec)));
    return undefined;
  }
  const refusal = exec.nesting.enter();
  if (refusal !== Refusal.None) {
    exec.nesting.leave();
    if (refusal === Refusal.Depth) exec.report(ERRORS.nestingLimit, [name, String(NESTING_LIMIT)]);
    else exec.report(ERRORS.renderBudget, [name, String(APPLICATION_LIMIT)]);
    return undefined;
  }
  return code;
}

/** `apply`: renders into a fresh buffer inside a new frame whose node is `node`. */
export function applyPartial(
  exec: Exec,
  name: string,
  node: unknown,
  barrier: boolean,
  args: Readonly<Record<string, string>> | undefined,
): string {
  const code = enter(exec, name);
  if (code === undefined) return '';
  const savedOut = exec.out;
  const savedTop = exec.top;
  const savedSite = exec.site;
  exec.out = '';
  exec.includeSites.push(savedSite);
  try {
    const frame = exec.push(node);
    frame.barrier = barrier;
    if (args !== undefined) frame.locals = new Map([['@args', args]]);
    code(exec);
    return exec.out;
  } finally {
    exec.includeSites.pop();
    exec.out = savedOut;
    exec.top = savedTop;
    exec.site = savedSite;
    exec.nesting.leave();
  }
}

/** `.include`: runs in the current frame; the output is kept only with the `output` argument. */
export function includePartial(exec: Exec, name: string, output: boolean): void {
  const code = enter(exec, name);
  if (code === undefined) return;
  const savedOut = exec.out;
  const savedTop = exec.top;
  const savedSite = exec.site;
  exec.includeSites.push(savedSite);
  try {
    code(exec);
  } finally {
    exec.includeSites.pop();
    if (!output) exec.out = savedOut;
    exec.top = savedTop;
    exec.site = savedSite;
    exec.nesting.leave();
  }
}
