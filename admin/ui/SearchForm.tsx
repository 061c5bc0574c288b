/**
 * The search box of a panel's toolbar: a labelled search field and its button, searching when
 * submitted (not on every key, so each search is one call), with the text trimmed.
 *
 * @module
 */
import { useState } from 'react';
import type { FormEvent } from 'react';

export interface SearchFormProps {
  /** The field's id; also names it for the label. */
  id: string;
  label: string;
  placeholder?: string;
  onSearch(q: string): void;
}

export function SearchForm({ id, label, placeholder, onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="toolbar__search" onSubmit={search}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={draft} placeholder={placeholder} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
