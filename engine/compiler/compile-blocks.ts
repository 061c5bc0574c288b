/** Sections, repeated sections, predicate blocks, `.if` and their `.or` chains (§5.2–§5.6). */
import { isTruthy } from '../convert';
import type { Exec } from '../executor/exec';
import type { Code } from '../executor/frame';
import type { Site } from '../executor/site';
import type { IfNode, Node, OrBranch, PredicateCall, PredicateNode, RepeatedNode, SectionNode } from '../parser/ast';
import { compileNodes } from './compile-nodes';
import type { CompileContext } from './context';
import { compileFrameResolver, compileResolver } from './compile-reference';

/** Evaluates a predicate against the current node; undefined when it threw (already recorded). */
export function testPredicate(exec: Exec, call: PredicateCall, site: Site): boolean | undefined {
  if (call.fn === undefined) return false;
  exec.site = site;
  try {
    return call.fn(exec.stack[exec.top].node, call.args, exec) === true;
  } catch (thrown) {
    exec.site = site;
    exec.unexpected(thrown);
    return undefined;
  }
}

function compileOr(branch: OrBranch | null, context: CompileContext): Code | null {
  if (branch === null) return null;
  const body = compileNodes(branch.body, context);
  const predicate = branch.predicate;
  if (predicate === null) return body;
  const next = compileOr(branch.or, context);
  const site: Site = { source: context.source, start: branch.start, instruction: 'OR_PREDICATE' };
  return (exec) => {
    const result = testPredicate(exec, predicate, site);
    if (result === true) body(exec);
    else if (result === false && next !== null) next(exec);
  };
}

function compileSection(node: SectionNode, context: CompileContext): Code {
  const resolve = compileFrameResolver(node.ref);
  const body = compileNodes(node.body, context);
  const or = compileOr(node.or, context);
  return (exec) => {
    const value = resolve(exec);
    exec.push(value);
    if (isTruthy(value)) body(exec);
    else if (or !== null) or(exec);
    exec.pop();
  };
}

function compileRepeated(node: RepeatedNode, context: CompileContext): Code {
  const resolve = compileFrameResolver(node.ref);
  const body = compileNodes(node.body, context);
  const alternates = node.alternates === null ? null : compileNodes(node.alternates, context);
  const or = compileOr(node.or, context);
  return (exec) => {
    const value = resolve(exec);
    if (!Array.isArray(value) || value.length === 0) {
      if (or !== null) or(exec);
      return;
    }
    const loop = exec.push(value);
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      loop.index = i;
      exec.push(value[i]);
      body(exec);
      if (alternates !== null && i < last) alternates(exec);
      exec.pop();
    }
    exec.pop();
  };
}

function compilePredicate(node: PredicateNode, context: CompileContext): Code {
  const { predicate } = node;
  const body = compileNodes(node.body, context);
  const or = compileOr(node.or, context);
  const site: Site = { source: context.source, start: node.start, instruction: 'PREDICATE' };
  return (exec) => {
    const result = testPredicate(exec, predicate, site);
    if (result === true) body(exec);
    else if (result === false && or !== null) or(exec);
  };
}

/** The text of a body that is text only (the assembler joins neighbouring text); undefined otherwise. */
function textOnly(body: readonly Node[]): string | undefined {
  if (body.length === 0) return '';
  return body.length === 1 && body[0].kind === 'text' ? body[0].text : undefined;
}

/** The text of a plain `.or` (no predicate) whose body is text only; undefined otherwise. */
function plainOrText(branch: OrBranch): string | undefined {
  return branch.predicate === null && branch.or === null ? textOnly(branch.body) : undefined;
}

/** No precedence: left to right, stopping once `||` has made it true or `&&` false (§5.6). */
function compileIf(node: IfNode, context: CompileContext): Code {
  const { ors } = node;
  const refs = node.refs.map(compileResolver);
  const body = compileNodes(node.body, context);
  const or = compileOr(node.or, context);
  if (ors.length === 0) {
    // `.if x`, the usual form: no operator loop.
    const [ref] = refs;
    const bodyText = textOnly(node.body);
    const orText = node.or === null ? '' : plainOrText(node.or);
    if (bodyText !== undefined && orText !== undefined) {
      // `{.if onSale} on-sale{.end}`, `{.if x}Yes{.or}No{.end}`: text either way, written here.
      return (exec) => {
        exec.out += isTruthy(ref(exec)) ? bodyText : orText;
      };
    }
    return (exec) => {
      if (isTruthy(ref(exec))) body(exec);
      else if (or !== null) or(exec);
    };
  }
  return (exec) => {
    let result = isTruthy(refs[0](exec));
    for (let i = 0; i < ors.length; i++) {
      if (ors[i]) {
        result = result || isTruthy(refs[i + 1](exec));
        if (result) break;
      } else {
        result = result && isTruthy(refs[i + 1](exec));
        if (!result) break;
      }
    }
    if (result) body(exec);
    else if (or !== null) or(exec);
  };
}

export function compileBlock(node: SectionNode | RepeatedNode | PredicateNode | IfNode, context: CompileContext): Code {
  switch (node.kind) {
    case 'section':
      return compileSection(node, context);
    case 'repeated':
      return compileRepeated(node, context);
    case 'predicate':
      return compilePredicate(node, context);
    default:
      return compileIf(node, context);
  }
}
