/**
 * The product form as plain markup, what the engine's product form formatters print (the CLI,
 * template tools): labelled choosers, the quantity input and the button, no script needed to read it.
 */
import { QUANTITY_LIMITS, optionValueText, type ProductFormProps, isOptionValueAvailable } from '../../../domain';
import { escapeHtml } from '../escape';

function choosers(props: ProductFormProps): string {
  const id = props.item.id;
  return props.options
    .map((option, index) => {
      const title = escapeHtml(props.labels.titles[option.name] ?? option.name);
      const field = `pf-${escapeHtml(id)}-${index}`;
      const text = (value: string) =>
        escapeHtml(
          optionValueText(
            value,
            isOptionValueAvailable(props.item, props.options, {}, option.name, value),
            props.words,
          ),
        );
      if (props.chooser === 'radio') {
        const radios = option.values
          .map(
            (value) =>
              `<label><input type="radio" name="${field}" value="${escapeHtml(value)}"> ${text(value)}</label>`,
          )
          .join('');
        return `<fieldset class="product-form__option"><legend>${title}</legend>${radios}</fieldset>`;
      }
      const choices = option.values
        .map((value) => `<option value="${escapeHtml(value)}">${text(value)}</option>`)
        .join('');
      return (
        `<div class="product-form__option"><label for="${field}">${title}</label>` +
        `<select id="${field}" name="${escapeHtml(option.name)}"><option value="">${escapeHtml(props.labels.prompts[option.name] ?? '')}</option>${choices}</select></div>`
      );
    })
    .join('');
}

function quantity(props: ProductFormProps): string {
  const field = `pf-${escapeHtml(props.item.id)}-quantity`;
  const { min, max, step } = QUANTITY_LIMITS;
  return (
    `<div class="product-form__quantity"><label for="${field}">${escapeHtml(props.labels.quantity)}</label>` +
    `<input id="${field}" name="quantity" type="number" inputmode="numeric" min="${min}" max="${max}" step="${step}" value="${QUANTITY_LIMITS.default}"></div>`
  );
}

export function productFormMarkup(props: ProductFormProps): string {
  const { parts } = props;
  let html = '';
  if (parts.variants) html += choosers(props);
  if (parts.quantity) html += quantity(props);
  if (parts.button)
    html += `<button type="submit" class="product-form__button">${escapeHtml(props.labels.button)}</button>`;
  return `<form class="product-form" data-product-id="${escapeHtml(props.item.id)}">${html}</form>`;
}
