/**
 * A list the owner orders by dragging (dnd-kit): each row has a handle that is also a button
 * for the keyboard (Space or Enter picks the row up, the arrow keys move it, Space or Enter
 * drops it, Escape puts it back), and every step is announced by the row's name. The list
 * reports the new order; the caller saves it.
 *
 * @module
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export interface SortableEntry {
  id: string;
  /** How the row is named to screen readers while it moves. */
  label: string;
}

/** The ids in their new order after `active` was dropped on `over`; undefined when nothing moved. */
export function reorderedIds(ids: readonly string[], active: string, over: string | undefined): string[] | undefined {
  if (!over || active === over) return undefined;
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  if (from === -1 || to === -1) return undefined;
  return arrayMove([...ids], from, to);
}

export function SortableList<T extends SortableEntry>({
  entries,
  label,
  disabled,
  onReorder,
  children,
}: {
  entries: readonly T[];
  /** The list's name: `Journal items`. */
  label: string;
  disabled?: boolean;
  onReorder(ids: string[]): void;
  children(entry: T, index: number): ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((e) => e.id);
  const nameOf = (id: string | number) => entries.find((e) => e.id === id)?.label ?? String(id);
  const placeOf = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to ${placeOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back where it was.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    const next = reorderedIds(ids, String(active.id), over ? String(over.id) : undefined);
    if (next) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this row, press Space or Enter, move it with the arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="sortable" aria-label={label}>
          {entries.map((entry, index) => children(entry, index))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** One row: a list item that moves, with its handle first. */
export function SortableRow({
  entry,
  disabled,
  children,
}: {
  entry: SortableEntry;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={`sortable__row${isDragging ? ' sortable__row--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="button sortable__handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${entry.label}`}
        disabled={disabled}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  );
}
