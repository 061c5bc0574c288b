/**
 * Address completion on the form's address fields (templates/partials/form-field.html): the
 * first line becomes a combobox (shared/address-completer.ts); a picked place fills the six
 * inputs of its fieldset, found by their autocomplete tokens.
 */
import { AddressCompleter } from '../shared/address-completer';
import type { PlaceDetails } from '../../domain';

const FILLS: [string, (place: PlaceDetails) => string][] = [
  ['address-line1', (p) => p.addressLine1],
  ['address-line2', (p) => p.addressLine2],
  ['address-level2', (p) => p.city],
  ['address-level1', (p) => p.state],
  ['postal-code', (p) => p.postalCode],
  ['country-name', (p) => p.country],
];

/** Attaches a completer to each address field of the form; the returned function detaches them. */
export function completeAddresses(form: HTMLFormElement): () => void {
  const completers: AddressCompleter[] = [];
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset.field-address')) {
    const input = fieldset.querySelector<HTMLInputElement>('input[autocomplete="address-line1"]');
    const label = input?.closest('label');
    if (!input || !label) continue;
    const container = form.ownerDocument.createElement('div');
    container.className = 'address-suggestions-box';
    label.after(container);
    const fill = (place: PlaceDetails) => {
      for (const [token, value] of FILLS) {
        const target = fieldset.querySelector<HTMLInputElement>(`input[autocomplete="${token}"]`);
        if (target) target.value = value(place);
      }
    };
    completers.push(
      new AddressCompleter({ input, container, productPage: 'form', productSection: 'address-field', onPick: fill }),
    );
  }
  return () => {
    for (const completer of completers) completer.destroy();
    for (const box of form.querySelectorAll('.address-suggestions-box')) box.remove();
  };
}
