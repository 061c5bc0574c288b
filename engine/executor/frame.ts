/** One level of the scope stack (§4.1). Frames are pooled per render and reused by depth. */
import type { Exec } from './exec';

export type Code = (exec: Exec) => void;

export class Frame {
  node: unknown = undefined;
  /** The node when it is a keyed object (not null, not an array), else null: set once here, read by every key lookup. */
  record: Record<string, unknown> | null = null;
  /** 0-based position while this is a repeated section's array frame; -1 otherwise. */
  index = -1;
  locals: Map<string, unknown> | null = null;
  macros: Map<string, Code> | null = null;
  /** Set on private `apply` frames: lookups stop after this frame. */
  barrier = false;

  reset(node: unknown): void {
    this.node = node;
    this.record =
      typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>) : null;
    this.index = -1;
    this.locals = null;
    this.macros = null;
    this.barrier = false;
  }
}
