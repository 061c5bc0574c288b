/**
 * The instruction tree the parser and assembler build (§2.6, §3). It holds no render state:
 * one tree is compiled once and rendered many times. `start` is the offset of the tag's `{`.
 */
import type { Formatter, Predicate } from '../types';

/** How the first segment of a reference is looked up (§4.2, §4.4). */
export const enum HeadKind {
  Key,
  Node,
  Index,
  Index0,
  Local,
}

export interface Reference {
  readonly text: string;
  readonly head: HeadKind;
  /** The first segment: a key or index for `Key`, the `@name` for `Local`. */
  readonly key: string | number;
  readonly tail: readonly (string | number)[];
}

/**
 * A reference as written (`a.b.0`, `@index`): the grammar is checked at parse time, and the
 * compiler makes the `Reference` when it builds the closures, on the first render.
 */
export type ReferenceText = string;

export interface FormatterCall {
  readonly name: string;
  readonly args: string[];
  readonly fn: Formatter;
}

export interface PredicateCall {
  readonly name: string;
  readonly args: string[];
  /** Undefined when the name is not registered: the block is kept and evaluates false. */
  readonly fn: Predicate | undefined;
}

export interface OrBranch {
  readonly start: number;
  readonly predicate: PredicateCall | null;
  readonly body: Node[];
  or: OrBranch | null;
}

interface Block {
  readonly start: number;
  readonly body: Node[];
  or: OrBranch | null;
}

export interface TextNode {
  readonly kind: 'text';
  readonly start: number;
  text: string;
}
export interface VariableNode {
  readonly kind: 'variable';
  readonly start: number;
  readonly refs: ReferenceText[];
  readonly formatters: readonly FormatterCall[];
}
export interface SectionNode extends Block {
  readonly kind: 'section';
  readonly ref: ReferenceText;
}
export interface RepeatedNode extends Block {
  readonly kind: 'repeated';
  readonly ref: ReferenceText;
  alternates: Node[] | null;
}
export interface PredicateNode extends Block {
  readonly kind: 'predicate';
  readonly predicate: PredicateCall;
}
export interface IfNode extends Block {
  readonly kind: 'if';
  readonly refs: ReferenceText[];
  /** `true` for `||`, `false` for `&&`, one per reference after the first. */
  readonly ors: readonly boolean[];
}
export interface MacroNode {
  readonly kind: 'macro';
  readonly start: number;
  readonly name: string;
  readonly body: Node[];
}
export interface VarNode {
  readonly kind: 'var';
  readonly start: number;
  readonly name: string;
  readonly refs: ReferenceText[];
  readonly formatters: readonly FormatterCall[];
}
export interface CtxNode {
  readonly kind: 'ctx';
  readonly start: number;
  readonly name: string;
  readonly bindings: { readonly key: string; readonly ref: ReferenceText }[];
}
export interface IncludeNode {
  readonly kind: 'include';
  readonly start: number;
  readonly name: string;
  readonly output: boolean;
}
export interface InjectNode {
  readonly kind: 'inject';
  readonly start: number;
  readonly name: string;
  readonly path: string;
}
export interface EvalNode {
  readonly kind: 'eval';
  readonly start: number;
  readonly expression: string;
}

export type BlockNode = SectionNode | RepeatedNode | PredicateNode | IfNode | MacroNode;
export type Node = TextNode | VariableNode | BlockNode | VarNode | CtxNode | IncludeNode | InjectNode | EvalNode;

/** Instructions that only shape blocks, or print a fixed character, before assembly. */
export type StructuralInstruction =
  | { readonly kind: 'end' | 'alternates' | 'eof' | 'comment'; readonly start: number }
  | { readonly kind: 'or'; readonly start: number; readonly predicate: PredicateCall | null }
  | { readonly kind: 'literal'; readonly start: number; readonly text: string; readonly name: string };

export type Instruction = Node | StructuralInstruction;
