/** Builds the block tree from the instruction stream, reporting structural errors (§3). */
import { ERRORS } from '../errors/catalogue';
import type { BlockNode, Instruction, Node, OrBranch, TextNode, VariableNode } from './ast';
import { instructionName } from './instruction-name';
import type { Report } from './tables';

interface OpenBlock {
  readonly node: BlockNode;
  /** The block name errors use for the part being built (`OR_PREDICATE` inside an `.or`). */
  name: string;
  part: Node[];
  lastOr: OrBranch | null;
  plainOr: boolean;
}

export class Assembler {
  readonly root: Node[] = [];
  readonly #report: Report;
  readonly #stack: OpenBlock[] = [];
  #part: Node[] = this.root;
  /** The text node ending `#part`, if it ends with one: the next text joins it. */
  #lastText: TextNode | null = null;
  /** Set by a top-level `{.eof}`: the rest of the input is ignored after one error. */
  #ended: { start: number; reported: boolean } | null = null;

  constructor(report: Report) {
    this.#report = report;
  }

  text(text: string, start: number): void {
    if (this.#ended !== null) return this.#afterEnd('TEXT', start);
    this.#appendText(text, start);
  }

  /** What `feed` does with a variable, without its switch. */
  variable(node: VariableNode): void {
    if (this.#ended !== null) return this.#afterEnd('VARIABLE', node.start);
    this.#part.push(node);
    this.#lastText = null;
  }

  feed(instruction: Instruction): void {
    if (this.#ended !== null) return this.#afterEnd(instructionName(instruction), instruction.start);
    const top = this.#stack.length > 0 ? this.#stack[this.#stack.length - 1] : undefined;
    switch (instruction.kind) {
      case 'comment':
        return;
      case 'literal':
        return this.#appendText(instruction.text, instruction.start);
      case 'eof':
        if (top === undefined) this.#ended = { start: instruction.start, reported: false };
        else this.#report(ERRORS.eofInBlock, [top.name], instruction.start);
        return;
      case 'end':
        if (top === undefined) return this.#report(ERRORS.notAllowedAtRoot, ['END'], instruction.start);
        this.#stack.pop();
        this.#part = this.#stack.length > 0 ? this.#stack[this.#stack.length - 1].part : this.root;
        this.#lastText = null;
        return;
      case 'alternates':
        if (top === undefined) return this.#report(ERRORS.notAllowedAtRoot, ['ALTERNATES_WITH'], instruction.start);
        if (top.node.kind !== 'repeated' || top.lastOr !== null || top.node.alternates !== null) {
          return this.#report(ERRORS.notAllowedInBlock, ['ALTERNATES_WITH', top.name], instruction.start);
        }
        top.node.alternates = top.part = this.#part = [];
        this.#lastText = null;
        return;
      case 'or': {
        if (top === undefined) return this.#report(ERRORS.notAllowedAtRoot, ['OR_PREDICATE'], instruction.start);
        if (top.node.kind === 'macro') {
          return this.#report(ERRORS.notAllowedInBlock, ['OR_PREDICATE', top.name], instruction.start);
        }
        if (top.plainOr) return this.#report(ERRORS.deadOrBranch, [], instruction.start);
        const branch: OrBranch = { start: instruction.start, predicate: instruction.predicate, body: [], or: null };
        if (top.lastOr === null) top.node.or = branch;
        else top.lastOr.or = branch;
        top.lastOr = branch;
        top.plainOr = instruction.predicate === null;
        top.name = 'OR_PREDICATE';
        top.part = this.#part = branch.body;
        this.#lastText = null;
        return;
      }
      case 'section':
        return this.#open(instruction, 'SECTION');
      case 'repeated':
        return this.#open(instruction, 'REPEATED');
      case 'predicate':
        return this.#open(instruction, 'PREDICATE');
      case 'if':
        return this.#open(instruction, 'IF');
      case 'macro':
        return this.#open(instruction, 'MACRO');
      default:
        this.#part.push(instruction);
        this.#lastText = null;
    }
  }

  /** Ends the input: reports the pending `{.eof}` or the innermost unclosed block. */
  finish(): Node[] {
    if (this.#ended !== null) this.#afterEnd('EOF', this.#ended.start);
    else if (this.#stack.length > 0) {
      const top = this.#stack[this.#stack.length - 1];
      this.#report(ERRORS.eofInBlock, [top.name], top.node.start);
    }
    return this.root;
  }

  #afterEnd(name: string, start: number): void {
    const ended = this.#ended!;
    if (ended.reported) return;
    ended.reported = true;
    this.#report(ERRORS.afterEof, [name], start);
  }

  #open(node: BlockNode, name: string): void {
    this.#part.push(node);
    this.#stack.push({ node, name, part: node.body, lastOr: null, plainOr: false });
    this.#part = node.body;
    this.#lastText = null;
  }

  #appendText(text: string, start: number): void {
    if (this.#lastText !== null) this.#lastText.text += text;
    else this.#part.push((this.#lastText = { kind: 'text', start, text }));
  }
}
