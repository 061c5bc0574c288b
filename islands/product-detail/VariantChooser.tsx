import { useId } from 'react';
import { optionValueText, isOptionValueAvailable, type Selection, type VariantOption } from '../../domain';
import type { AddToCartWords, ChooserKind, FormItem } from '../../domain';

interface VariantChooserProps {
  item: FormItem;
  option: VariantOption;
  options: VariantOption[];
  selection: Selection;
  kind: ChooserKind;
  title: string;
  prompt: string;
  /** The page's words when it is not in English. */
  words?: AddToCartWords;
  onChoose(value: string): void;
}

/**
 * One option's chooser, a labelled select or a radio group. Values that cannot be bought with
 * the rest of the current choice stay listed and choosable, marked '(sold out)'.
 */
export function VariantChooser({
  item,
  option,
  options,
  selection,
  kind,
  title,
  prompt,
  words,
  onChoose,
}: VariantChooserProps) {
  const id = useId();
  const chosen = selection[option.name] ?? '';
  const values = option.values.map((value) => ({
    value,
    available: isOptionValueAvailable(item, options, selection, option.name, value),
  }));

  if (kind === 'radio') {
    return (
      <fieldset className="product-form__option product-form__option--radio">
        <legend>{title}</legend>
        {values.map(({ value, available }) => (
          <label key={value} className="product-form__radio" data-unavailable={available ? undefined : ''}>
            <input type="radio" name={id} value={value} checked={chosen === value} onChange={() => onChoose(value)} />
            <span>{optionValueText(option.labels?.[value] ?? value, available, words)}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="product-form__option">
      <label htmlFor={id}>{title}</label>
      <select id={id} name={option.name} value={chosen} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{prompt}</option>
        {values.map(({ value, available }) => (
          <option key={value} value={value} data-unavailable={available ? undefined : ''}>
            {optionValueText(option.labels?.[value] ?? value, available, words)}
          </option>
        ))}
      </select>
    </div>
  );
}
