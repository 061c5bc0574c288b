/**
 * An item's tags or categories: the list as removable chips, and a field that adds one at a
 * time. Refused as the editor of spec §5 words it, before the server would: a repeat is 'This
 * {tagType} already exists', a comma (several typed at once) 'You may only edit one {tagType}
 * at a time'; and the limits of spec §9 (a tag 50 characters, a category 25).
 *
 * @module
 */
import { useId, useState } from 'react';
import { EDITOR_LIMITS, EDITOR_MESSAGES } from '../../domain';
import type { KeyboardEvent } from 'react';

export type TagType = 'tag' | 'category';

/** Why `label` cannot join `list`, in the editor's words; undefined when it can. */
export function tagProblem(list: readonly string[], label: string, tagType: TagType): string | undefined {
  if (label.includes(',')) return EDITOR_MESSAGES.oneAtATime(tagType);
  const max = tagType === 'tag' ? EDITOR_LIMITS.tagLength : EDITOR_LIMITS.categoryLength;
  if ([...label].length > max) return tagType === 'tag' ? EDITOR_MESSAGES.tagTooLong : EDITOR_MESSAGES.categoryTooLong;
  const folded = label.toLowerCase();
  if (list.some((x) => x.trim().toLowerCase() === folded)) return EDITOR_MESSAGES.alreadyExists(tagType);
  return undefined;
}

export function TagEditor({
  tagType,
  values,
  disabled,
  serverError,
  onChange,
}: {
  tagType: TagType;
  values: readonly string[];
  disabled?: boolean;
  /** The server's refusal of this field, if any. */
  serverError?: string;
  onChange(values: string[]): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const plural = tagType === 'tag' ? 'Tags' : 'Categories';

  const add = () => {
    const label = draft.trim();
    if (!label) return;
    const problem = tagProblem(values, label, tagType);
    if (problem) return setError(problem);
    setError('');
    setDraft('');
    onChange([...values, label]);
  };
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const shown = error || serverError;

  return (
    <div className="field">
      <span id={`${id}-label`} className="field__label">
        <strong>{plural}</strong>
      </span>
      {values.length > 0 && (
        <ul className="tag-list" aria-labelledby={`${id}-label`}>
          {values.map((value) => (
            <li key={value}>
              {value}
              <button
                type="button"
                className="button"
                disabled={disabled}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">
                  Remove the {tagType} {value}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tag-input">
        <label htmlFor={`${id}-new`} className="visually-hidden">
          New {tagType}
        </label>
        <input
          id={`${id}-new`}
          value={draft}
          disabled={disabled}
          placeholder={`New ${tagType}`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError('');
          }}
          onKeyDown={key}
        />
        <button type="button" className="button" disabled={disabled} onClick={add}>
          Add {tagType}
        </button>
      </div>
      {shown && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
