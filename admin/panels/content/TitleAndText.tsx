/** The title and the rich-text body of a post, an event or a page, edited in its document. */
import { useId } from 'react';
import { RichTextField } from '../../editor';

export function TitleAndText({
  title,
  text,
  disabled,
  fieldErrors,
  onTitle,
  onText,
}: {
  title: string;
  text: string;
  disabled: boolean;
  fieldErrors: Record<string, string>;
  onTitle(title: string): void;
  onText(html: string): void;
}) {
  const id = useId();
  const errorOf = (field: string) => fieldErrors[`body.${field}`] ?? fieldErrors[field];
  return (
    <fieldset disabled={disabled}>
      <legend className="visually-hidden">Title and text</legend>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} value={title} onChange={(e) => onTitle(e.target.value)} />
        {errorOf('title') && <p className="field__error">{errorOf('title')}</p>}
      </div>
      <RichTextField label="Text" value={text} onChange={onText} error={errorOf('body')} />
    </fieldset>
  );
}
