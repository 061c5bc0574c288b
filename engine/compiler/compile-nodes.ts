/** Turns an instruction tree into closures: one function per node, lists run in a loop. */
import type { Code } from '../executor/frame';
import type { Node, VariableNode } from '../parser/ast';
import { compileBlock } from './compile-blocks';
import type { CompileContext } from './context';
import { compileEval } from './compile-eval';
import { compileLocal } from './compile-locals';
import { compileVariable } from './compile-variable';
import { generateNodes } from './generate';

const NOTHING: Code = () => {};

export function compileNode(node: Node, context: CompileContext): Code {
  switch (node.kind) {
    case 'text': {
      const text = node.text;
      return (exec) => {
        exec.out += text;
      };
    }
    case 'variable':
      return compileVariable(node, context);
    case 'section':
    case 'repeated':
    case 'predicate':
    case 'if':
      return compileBlock(node, context);
    case 'eval':
      return compileEval(node, context);
    default:
      return compileLocal(node, context);
  }
}

function isVariable(node: Node | undefined): node is VariableNode {
  return node !== undefined && node.kind === 'variable';
}

/** Compiles a list, fusing each variable with the text on either side (one closure call for the three). */
function compileList(nodes: readonly Node[], context: CompileContext): Code[] {
  const codes: Code[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    const next = nodes[i + 1];
    if (node.kind === 'text' && isVariable(next)) {
      const after = nodes[i + 2];
      const suffix = after !== undefined && after.kind === 'text' ? after.text : '';
      codes.push(compileVariable(next, context, node.text, suffix));
      i += suffix === '' ? 1 : 2;
    } else if (isVariable(node) && next !== undefined && next.kind === 'text') {
      codes.push(compileVariable(node, context, '', next.text));
      i += 1;
    } else {
      codes.push(compileNode(node, context));
    }
  }
  return codes;
}

export function compileNodes(nodes: readonly Node[], context: CompileContext): Code {
  if (context.generate === true && nodes.length > 0) {
    const generated = generateNodes(nodes, context);
    if (generated !== undefined) return generated;
  }
  const codes = compileList(nodes, context);
  switch (codes.length) {
    case 0:
      return NOTHING;
    case 1:
      return codes[0];
    case 2: {
      const [a, b] = codes;
      return (exec) => {
        a(exec);
        b(exec);
      };
    }
    default:
      return (exec) => {
        for (let i = 0; i < codes.length; i++) codes[i](exec);
      };
  }
}
