/**
 * The hot tier: a node list compiled to one generated JavaScript function instead of a tree
 * of closures. Closures built from one function literal share its inline caches and its
 * optimised code, so in the closure tier every key walk reads properties through one
 * megamorphic cache and every list calls its nodes through one megamorphic call site. A
 * generated function has caches of its own: `record["title"]` is a named read that sees the
 * shapes of this one place, text goes out as literals, and sections and loops are inline.
 *
 * What it writes is the closure tier's code, spelled out (compile-variable.ts,
 * compile-blocks.ts, compile-reference.ts): text, plain variables, a variable with one
 * stack-free formatter, `.section`, `.repeated section`, predicate blocks and `.if` of one
 * reference. Any other node runs as its closure, called from the generated code. Nothing of
 * the template is ever spliced into the code as code: keys and texts are JSON string
 * literals, everything else a parameter. Where code cannot be generated from strings
 * (`--disallow-code-generation-from-strings`), the closures run.
 */
import { isTruthy, ownProperty, printValue } from '../convert';
import type { Code } from '../executor/frame';
import type { Site } from '../executor/site';
import type { IfNode, Node, OrBranch, PredicateNode, RepeatedNode, SectionNode, VariableNode } from '../parser/ast';
import { HeadKind } from '../parser/ast';
import { makeReference } from '../parser/reference';
import { compileBlock, testPredicate } from './compile-blocks';
import { compileNode } from './compile-nodes';
import { compileFrameResolver, compileResolver, walkKey } from './compile-reference';
import { compileVariable } from './compile-variable';
import type { CompileContext } from './context';
import { fuseFormatters } from './fuse-formatters';
import { isStackFree } from './stack-free-formatters';

/** The names every generated function reads besides its parameters. */
const RUNTIME_NAMES = ['hasOwn', 'isArray', 'isTruthy', 'ownProperty', 'printValue', 'testPredicate', 'walkKey'];

const literal = (text: string): string => JSON.stringify(text);

/** Above this much code a list is left to the closures (a function that large is not optimised). */
const MAX_SOURCE = 40_000;

class Writer {
  readonly #context: CompileContext;
  readonly #params: unknown[] = [];
  #temps = 0;
  /** Statements written so far. */
  code = '';
  /** Expressions to append to the output, in order, not yet written. */
  #pending: string[] = [];

  constructor(context: CompileContext) {
    this.#context = context;
  }

  /** A value the generated code reads by name. */
  param(value: unknown): string {
    this.#params.push(value);
    return `p${this.#params.length - 1}`;
  }

  temp(): string {
    return `t${this.#temps++}`;
  }

  statement(code: string): void {
    this.flush();
    this.code += code;
  }

  /** An expression printed after everything pending (written once the run of output ends). */
  output(expression: string): void {
    this.#pending.push(expression);
  }

  flush(): void {
    if (this.#pending.length === 0) return;
    this.code += `exec.out += ${this.#pending.join(' + ')};\n`;
    this.#pending = [];
  }

  /** Declares `name` holding the reference's value: the stack walk of §4.2, inline. */
  resolve(name: string, text: string): void {
    const ref = makeReference(text);
    if (ref.head === HeadKind.Node) this.statement(`let ${name} = stack[exec.top].node;\n`);
    else if (ref.head === HeadKind.Key && typeof ref.key === 'string') {
      // The key in the current frame, read here (a cache of this place's own); further
      // down the stack, the shared walk.
      const key = literal(ref.key);
      this.statement(
        `let ${name};\n{\nconst record = stack[exec.top].record;\n` +
          `if (record === null || (${name} = record[${key}]) === undefined || !hasOwn.call(record, ${key})) ${name} = walkKey(exec, ${key});\n}\n`,
      );
    } else {
      this.statement(`let ${name} = ${this.param(compileResolver(text))}(exec);\n`);
      return;
    }
    this.tail(name, ref.tail);
  }

  /** Declares `name` holding a section's target: the first segment in the current frame only (§4.3). */
  resolveInFrame(name: string, text: string): void {
    const ref = makeReference(text);
    if (ref.head === HeadKind.Node) this.statement(`let ${name} = stack[exec.top].node;\n`);
    else if (ref.head === HeadKind.Key && typeof ref.key === 'string') {
      const key = literal(ref.key);
      const record = this.temp();
      this.statement(
        `const ${record} = stack[exec.top].record;\n` +
          `let ${name} = ${record} !== null && hasOwn.call(${record}, ${key}) ? ${record}[${key}] : undefined;\n`,
      );
    } else {
      this.statement(`let ${name} = ${this.param(compileFrameResolver(text))}(exec);\n`);
      return;
    }
    this.tail(name, ref.tail);
  }

  tail(name: string, tail: readonly (string | number)[]): void {
    for (const segment of tail) {
      if (typeof segment === 'number') this.statement(`${name} = ownProperty(${name}, ${segment});\n`);
      else {
        const key = literal(segment);
        this.statement(
          `${name} = typeof ${name} === 'object' && ${name} !== null && !isArray(${name}) && hasOwn.call(${name}, ${key}) ? ${name}[${key}] : undefined;\n`,
        );
      }
    }
  }

  /** Where the closure tier would print `print(value)`. */
  print(name: string): void {
    this.output(
      `(typeof ${name} === 'string' ? ${name} : typeof ${name} === 'number' ? String(${name}) : printValue(${name}))`,
    );
  }

  nodes(nodes: readonly Node[]): void {
    for (const node of nodes) this.node(node);
  }

  node(node: Node): void {
    switch (node.kind) {
      case 'text':
        if (node.text !== '') this.output(literal(node.text));
        return;
      case 'variable':
        return this.variable(node);
      case 'section':
        return this.section(node);
      case 'repeated':
        return this.repeated(node);
      case 'predicate':
        return this.predicate(node);
      case 'if':
        return this.if(node);
      default:
        this.statement(`${this.param(compileNode(node, this.#context))}(exec);\n`);
    }
  }

  variable(node: VariableNode): void {
    const value = this.temp();
    if (node.formatters.length === 0) {
      this.resolve(value, node.refs[0]);
      this.print(value);
      return;
    }
    const formatters = fuseFormatters(node.formatters);
    if (node.refs.length !== 1 || formatters.length !== 1 || !isStackFree(formatters[0].fn)) {
      this.statement(`${this.param(compileVariable(node, this.#context))}(exec);\n`);
      return;
    }
    // compileStackFreeVariable: a formatter that throws prints no value.
    const [{ fn, args }] = formatters;
    const site: Site = { source: this.#context.source, start: node.start, instruction: 'VARIABLE' };
    const input = this.temp();
    const siteName = this.param(site);
    this.resolve(input, node.refs[0]);
    this.statement(
      `exec.site = ${siteName};\nlet ${value};\n` +
        `try { ${value} = ${this.param(fn)}(${input}, ${this.param(args)}, exec); }\n` +
        `catch (thrown) { exec.site = ${siteName}; exec.unexpected(thrown); ${value} = undefined; }\n`,
    );
    this.print(value);
  }

  /** Runs `nodes` in a block of their own (their temporaries stay inside it). */
  block(nodes: readonly Node[]): void {
    this.statement('{\n');
    this.nodes(nodes);
    this.statement('}\n');
  }

  /** compileOr: predicate branches tested in turn, a plain `.or` runs its body. */
  or(branch: OrBranch | null): void {
    if (branch === null) return;
    if (branch.predicate === null) {
      this.block(branch.body);
      return;
    }
    const site: Site = { source: this.#context.source, start: branch.start, instruction: 'OR_PREDICATE' };
    this.test(branch.predicate, site, branch.body, branch.or);
  }

  /** testPredicate, then the body on true and the rest of the chain on false (nothing once it threw). */
  test(predicate: PredicateNode['predicate'], site: Site, body: readonly Node[], or: OrBranch | null): void {
    const result = this.temp();
    this.statement(`const ${result} = testPredicate(exec, ${this.param(predicate)}, ${this.param(site)});\n`);
    this.statement(`if (${result} === true) `);
    this.block(body);
    if (or !== null) {
      this.statement(`else if (${result} === false) {\n`);
      this.or(or);
      this.statement('}\n');
    }
  }

  section(node: SectionNode): void {
    const value = this.temp();
    this.statement('{\n');
    this.resolveInFrame(value, node.ref);
    this.statement(`exec.push(${value});\nif (isTruthy(${value})) `);
    this.block(node.body);
    if (node.or !== null) {
      this.statement('else {\n');
      this.or(node.or);
      this.statement('}\n');
    }
    this.statement('exec.pop();\n}\n');
  }

  repeated(node: RepeatedNode): void {
    const value = this.temp();
    const loop = this.temp();
    const last = this.temp();
    const i = this.temp();
    this.statement('{\n');
    this.resolveInFrame(value, node.ref);
    this.statement(`if (!isArray(${value}) || ${value}.length === 0) {\n`);
    this.or(node.or);
    this.statement(
      `} else {\nconst ${loop} = exec.push(${value});\nconst ${last} = ${value}.length - 1;\n` +
        `for (let ${i} = 0; ${i} <= ${last}; ${i}++) {\n${loop}.index = ${i};\nexec.push(${value}[${i}]);\n`,
    );
    this.block(node.body);
    if (node.alternates !== null) {
      this.statement(`if (${i} < ${last}) `);
      this.block(node.alternates);
    }
    this.statement('exec.pop();\n}\nexec.pop();\n}\n}\n');
  }

  predicate(node: PredicateNode): void {
    const site: Site = { source: this.#context.source, start: node.start, instruction: 'PREDICATE' };
    this.statement('{\n');
    this.test(node.predicate, site, node.body, node.or);
    this.statement('}\n');
  }

  if(node: IfNode): void {
    if (node.ors.length > 0) {
      this.statement(`${this.param(compileBlock(node, this.#context))}(exec);\n`);
      return;
    }
    const value = this.temp();
    const bodyText = textOnly(node.body);
    const orText =
      node.or === null ? '' : node.or.predicate === null && node.or.or === null ? textOnly(node.or.body) : undefined;
    this.resolve(value, node.refs[0]);
    if (bodyText !== undefined && orText !== undefined) {
      this.output(`(isTruthy(${value}) ? ${literal(bodyText)} : ${literal(orText)})`);
      return;
    }
    this.statement(`if (isTruthy(${value})) `);
    this.block(node.body);
    if (node.or !== null) {
      this.statement('else {\n');
      this.or(node.or);
      this.statement('}\n');
    }
  }

  /** The function, or undefined when it cannot be built (too large, or no code from strings). */
  build(): Code | undefined {
    this.flush();
    if (this.code.length > MAX_SOURCE) return undefined;
    const names = this.#params.map((_, i) => `p${i}`);
    const source = `return function generated(exec) {\nconst stack = exec.stack;\n${this.code}};`;
    try {
      const factory = new Function(...RUNTIME_NAMES, ...names, source);
      const runtime = [
        Object.prototype.hasOwnProperty,
        Array.isArray,
        isTruthy,
        ownProperty,
        printValue,
        testPredicate,
        walkKey,
      ];
      return factory(...runtime, ...this.#params) as Code;
    } catch {
      return undefined;
    }
  }
}

function textOnly(body: readonly Node[]): string | undefined {
  if (body.length === 0) return '';
  return body.length === 1 && body[0].kind === 'text' ? body[0].text : undefined;
}

/** The list as one generated function; undefined when the closures must run it. */
export function generateNodes(nodes: readonly Node[], context: CompileContext): Code | undefined {
  const writer = new Writer(context);
  writer.nodes(nodes);
  return writer.build();
}
