/** Reference resolution: the stack walk of §4.2 and the current-frame rule of §4.3. */
import { ownProperty } from '../convert';
import { HeadKind, type Reference } from '../parser/ast';
import type { Frame } from './frame';

function lookupTail(value: unknown, tail: readonly (string | number)[]): unknown {
  for (let i = 0; i < tail.length && value !== undefined; i++) value = ownProperty(value, tail[i]);
  return value;
}

function headInFrame(frame: Frame, head: HeadKind, key: string | number): unknown {
  switch (head) {
    case HeadKind.Key:
      return ownProperty(frame.node, key);
    case HeadKind.Node:
      return frame.node;
    case HeadKind.Index:
      return frame.index >= 0 ? frame.index + 1 : undefined;
    case HeadKind.Index0:
      return frame.index >= 0 ? frame.index : undefined;
    default:
      return frame.locals === null ? undefined : frame.locals.get(key as string);
  }
}

/** First segment from frame `from` downward, stopping after a barrier; then the tail. */
export function walkHead(stack: Frame[], from: number, head: HeadKind, key: string | number): unknown {
  if (head === HeadKind.Node) return from >= 0 ? stack[from].node : undefined;
  for (let i = from; i >= 0; i--) {
    const frame = stack[i];
    const value = headInFrame(frame, head, key);
    if (value !== undefined) return value;
    if (frame.barrier) break;
  }
  return undefined;
}

export function resolveFrom(stack: Frame[], from: number, ref: Reference): unknown {
  const value = walkHead(stack, from, ref.head, ref.key);
  return ref.tail.length === 0 ? value : lookupTail(value, ref.tail);
}

/** `.section`/`.repeated section` targets: the first segment in the current frame only. */
export function resolveInFrame(frame: Frame, ref: Reference): unknown {
  const value = headInFrame(frame, ref.head, ref.key);
  return ref.tail.length === 0 ? value : lookupTail(value, ref.tail);
}

function headOf(first: string | number): HeadKind {
  if (typeof first === 'number' || first.charCodeAt(0) !== 64) return HeadKind.Key;
  if (first === '@') return HeadKind.Node;
  if (first === '@index') return HeadKind.Index;
  return first === '@index0' ? HeadKind.Index0 : HeadKind.Local;
}

/** The same walk for an already split reference (what the expression language hands over). */
export function resolveSegments(stack: Frame[], from: number, segments: readonly (string | number)[]): unknown {
  if (segments.length === 0) return undefined;
  const value = walkHead(stack, from, headOf(segments[0]), segments[0]);
  return segments.length === 1 ? value : lookupTail(value, segments.slice(1));
}
