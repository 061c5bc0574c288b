import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ENGLISH_WORDS, fillWords, findVariant, missingOptions, isVariantAvailable } from '../../domain';
import { chooseValue, productStore } from './product-store';
import { VariantChooser } from './VariantChooser';
import { showVariant } from './variant-show';
import type { ProductFormProps } from '../../domain';

/**
 * Every option's chooser, the chosen variant's scarcity message, and a polite announcement of
 * what the choice is: its price, or that it is sold out or does not exist.
 */
export function Choosers({ item, options, chooser, labels, shows, scarcity, words }: ProductFormProps) {
  const { selection } = useStore(productStore(item.id));
  const complete = missingOptions(options, selection).length === 0;
  const variant = complete ? findVariant(item, options, selection) : undefined;
  const show = variant?.sku ? shows[variant.sku] : undefined;

  useEffect(() => showVariant(document, item.id, show), [item.id, show]);
  useEffect(() => productStore(item.id).setKey('variantId', variant?.id), [item.id, variant?.id]);

  const described = options.map((o) => selection[o.name]).join(' / ');
  const scarce =
    variant &&
    scarcity.find((view) =>
      Object.entries(view.attributes).every(([name, value]) => variant.attributes?.[name] === value),
    );
  const said = words ?? ENGLISH_WORDS;
  const state = !variant
    ? said.choiceUnavailable
    : !isVariantAvailable(variant)
      ? said.choiceSoldOut
      : (show?.priceText ?? '');
  const status = complete
    ? `${fillWords(said.optionNamed, { name: described, value: state })}${scarce ? `. ${scarce.text}` : ''}`
    : '';

  return (
    <div className="product-form__choosers">
      {options.map((option) => (
        <VariantChooser
          key={option.name}
          item={item}
          option={option}
          options={options}
          selection={selection}
          kind={chooser}
          title={labels.titles[option.name] ?? option.name}
          prompt={labels.prompts[option.name] ?? ''}
          words={words}
          onChoose={(value) => chooseValue(item.id, option.name, value)}
        />
      ))}
      {scarce && <p className="product-scarcity">{scarce.text}</p>}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
