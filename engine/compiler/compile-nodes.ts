/** Turns an instruction tree into closures: one function per node, lists run in a loop. */
import type { Code } from '../executor/frame';
import type { Node } from '../parser/ast';
import { compileBlock } from './compile-blocks';
import type { CompileContext } from './context';
import { compileEval } from './compile-eval';
import { compileLocal } from './compile-locals';
import { compileVariable } from './compile-variable';

const NOTHING: Code = () => {};

function compileNode(node: Node, context: CompileContext): Code {
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

export function compileNodes(nodes: readonly Node[], context: CompileContext): Code {
  const codes = nodes.map((node) => compileNode(node, context));
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
