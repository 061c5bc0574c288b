/**
 * The form's fields in order (the build fieldset): pick one to edit, drag it by its handle to
 * move it (dnd-kit; the handle also moves with the keyboard: Space, the arrow keys, Space), move
 * it up or down with buttons, or remove it.
 *
 * @module
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FORM_FIELD_TYPE_LABELS, type FormDocumentField } from '../../../domain';

export interface FieldListProps {
  fields: FormDocumentField[];
  selectedId: string | undefined;
  onSelect(id: string): void;
  onChange(fields: FormDocumentField[]): void;
  disabled?: boolean;
}

const nameOf = (field: FormDocumentField) =>
  `${field.type === 'hidden' ? field.key || '(no key)' : field.title || '(no title)'} (${FORM_FIELD_TYPE_LABELS[field.type]})`;

export function FieldList({ fields, selectedId, onSelect, onChange, disabled }: FieldListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => {
    const field = fields.find((f) => f.id === id);
    return field ? nameOf(field) : 'the field';
  };
  const positionOf = (id: string | number | undefined) => fields.findIndex((f) => f.id === id) + 1;
  const move = (from: number, to: number) => onChange(arrayMove(fields, from, to));

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      fields.findIndex((f) => f.id === active.id),
      fields.findIndex((f) => f.id === over.id),
    );
  };

  if (fields.length === 0) return <p className="empty">No fields yet. Add the first one below.</p>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a field, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${fields.length}.` : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${fields.length}.`
              : `${titleOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="field-list" aria-label="Fields">
          {fields.map((field, i) => (
            <FieldRow
              key={field.id}
              field={field}
              selected={field.id === selectedId}
              disabled={disabled}
              onSelect={() => onSelect(field.id)}
              onUp={i > 0 ? () => move(i, i - 1) : undefined}
              onDown={i < fields.length - 1 ? () => move(i, i + 1) : undefined}
              onRemove={() => onChange(fields.filter((f) => f.id !== field.id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface FieldRowProps {
  field: FormDocumentField;
  selected: boolean;
  disabled?: boolean;
  onSelect(): void;
  onUp?: () => void;
  onDown?: () => void;
  onRemove(): void;
}

function FieldRow({ field, selected, disabled, onSelect, onUp, onDown, onRemove }: FieldRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
    disabled,
  });
  const name = nameOf(field);
  return (
    <li
      ref={setNodeRef}
      className={`field-list__row${selected ? ' field-list__row--selected' : ''}${isDragging ? ' field-list__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="field-list__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
      >
        ⠿
      </button>
      <button type="button" className="link field-list__name" aria-pressed={selected} onClick={onSelect}>
        {name}
      </button>
      <span className="field-list__actions">
        <button type="button" onClick={onUp} disabled={disabled || !onUp} aria-label={`Move ${name} up`}>
          ↑
        </button>
        <button type="button" onClick={onDown} disabled={disabled || !onDown} aria-label={`Move ${name} down`}>
          ↓
        </button>
        <button type="button" onClick={onRemove} disabled={disabled} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </span>
    </li>
  );
}
