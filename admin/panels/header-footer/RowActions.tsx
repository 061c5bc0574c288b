/**
 * The Up, Down and Remove buttons of one row of an editable list (navigation links, footer
 * links, social icons): `onChange` gets the whole list after the move or removal.
 */
import { moved } from './list-moves';

export function RowActions<T>({
  list,
  index,
  name,
  onChange,
}: {
  list: readonly T[];
  index: number;
  name: string;
  onChange(list: T[]): void;
}) {
  const label = `${name} ${index + 1}`;
  return (
    <div className="link-list__actions">
      <button
        type="button"
        className="button"
        onClick={() => onChange(moved(list, index, -1))}
        disabled={index === 0}
        aria-label={`Move ${label} up`}
      >
        Up
      </button>
      <button
        type="button"
        className="button"
        onClick={() => onChange(moved(list, index, 1))}
        disabled={index === list.length - 1}
        aria-label={`Move ${label} down`}
      >
        Down
      </button>
      <button
        type="button"
        className="button button--danger"
        onClick={() => onChange(list.filter((_, j) => j !== index))}
        aria-label={`Remove ${label}`}
      >
        Remove
      </button>
    </div>
  );
}
