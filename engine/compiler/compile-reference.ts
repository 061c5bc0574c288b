/**
 * References compiled to resolver closures specialised by the kind of their first segment,
 * so the hot stack walk does no dispatch per frame (§4.2, §4.3).
 */
import { ownProperty } from '../convert';
import type { Exec } from '../executor/exec';
import { resolveFrom, resolveInFrame } from '../executor/resolve';
import { HeadKind, type ReferenceText } from '../parser/ast';
import { makeReference } from '../parser/reference';

export type Resolver = (exec: Exec) => unknown;

const hasOwn = Object.prototype.hasOwnProperty;
const isArray = Array.isArray;

/** The stack walk for a first segment that is a key (§4.2). */
export function walkKey(exec: Exec, key: string): unknown {
  const stack = exec.stack;
  for (let i = exec.top; i >= 0; i--) {
    const frame = stack[i];
    const record = frame.record;
    // Read first, then check ownership: most frames of a walk lack the key, and a plain read
    // of an absent key is cheaper than hasOwnProperty.
    if (record !== null) {
      const value = record[key];
      if (value !== undefined && hasOwn.call(record, key)) return value;
    }
    if (frame.barrier) break;
  }
  return undefined;
}

function keyWalker(key: string): Resolver {
  return (exec) => walkKey(exec, key);
}

function withTail(head: Resolver, tail: readonly (string | number)[]): Resolver {
  if (tail.length === 0) return head;
  if (tail.length === 1) {
    const [segment] = tail;
    // `image.assetUrl`: ownProperty's check for a string key, inline.
    if (typeof segment === 'string')
      return (exec) => {
        const value = head(exec);
        return typeof value === 'object' && value !== null && !isArray(value) && hasOwn.call(value, segment)
          ? (value as Record<string, unknown>)[segment]
          : undefined;
      };
    return (exec) => ownProperty(head(exec), segment);
  }
  return (exec) => {
    let value = head(exec);
    for (let i = 0; i < tail.length && value !== undefined; i++) value = ownProperty(value, tail[i]);
    return value;
  };
}

/** The stack walk of §4.2. */
export function compileResolver(text: ReferenceText): Resolver {
  const ref = makeReference(text);
  if (ref.head === HeadKind.Key && typeof ref.key === 'string') return withTail(keyWalker(ref.key), ref.tail);
  if (ref.head === HeadKind.Node) return withTail((exec) => exec.stack[exec.top].node, ref.tail);
  return (exec) => resolveFrom(exec.stack, exec.top, ref);
}

/** `.section`/`.repeated section` targets: the first segment in the current frame only. */
export function compileFrameResolver(text: ReferenceText): Resolver {
  const ref = makeReference(text);
  if (ref.head === HeadKind.Key && typeof ref.key === 'string') {
    const key = ref.key;
    // Passed inline, not held in a const: tsx names const-held closures with a property write.
    return withTail((exec) => {
      const node = exec.stack[exec.top].node;
      return typeof node === 'object' && node !== null && !isArray(node) && hasOwn.call(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined;
    }, ref.tail);
  }
  if (ref.head === HeadKind.Node) return withTail((exec) => exec.stack[exec.top].node, ref.tail);
  return (exec) => resolveInFrame(exec.stack[exec.top], ref);
}
