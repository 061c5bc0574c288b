/**
 * An amount typed in the store's currency (`12.50`), kept as integer cents, with the money
 * shown as the storefront writes it (the store's currency and format, `formatCents`) beside it.
 * What is typed stays as typed until it is a valid amount.
 *
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { centsToDecimal, moneyToCents } from '../../../domain';
import { money } from '../../ui/format';

export interface MoneyInputProps {
  label: string;
  cents: number | undefined;
  onChange(cents: number | undefined): void;
  currency: string;
  locale: string;
  /** Empty is allowed (a sale price); otherwise empty reads as zero. */
  optional?: boolean;
  /** Hides the label (a table's column names it), still read by screen readers. */
  hiddenLabel?: boolean;
}

const AMOUNT = /^\d{1,9}([.,]\d{0,2})?$/;

export function MoneyInput({ label, cents, onChange, currency, locale, optional, hiddenLabel }: MoneyInputProps) {
  const id = useId();
  const [text, setText] = useState(cents === undefined ? '' : centsToDecimal(cents, currency));
  const valid = (text === '' && optional) || AMOUNT.test(text.trim());
  // A new amount from outside (a reload) replaces what is typed; the owner's own typing does not.
  const typed = text.trim();
  const shown =
    typed === ''
      ? undefined
      : AMOUNT.test(typed)
        ? moneyToCents({ value: typed.replace(',', '.'), currency })
        : Number.NaN;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the amount from outside rewrites the text.
  useEffect(() => {
    if (shown !== cents) setText(cents === undefined ? '' : centsToDecimal(cents, currency));
  }, [cents, currency]);
  return (
    <span className="money-input">
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={!valid}
        aria-describedby={`${id}-shown`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const trimmed = next.trim();
          if (trimmed === '') onChange(optional ? undefined : 0);
          else if (AMOUNT.test(trimmed)) onChange(moneyToCents({ value: trimmed.replace(',', '.'), currency }));
        }}
      />
      <span id={`${id}-shown`} className="money-input__shown muted">
        {valid ? (cents === undefined ? '' : money(cents, currency, locale)) : 'Enter an amount such as 12.50'}
      </span>
    </span>
  );
}
