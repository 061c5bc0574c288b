/** `image-color [POS [PROP]]`: the average colours of an image (`colorData.<pos>Average`). */
import { propertyPath, toText } from '../../convert';
import type { Formatter } from '../../types';
import { attributes, escapeAttr } from '../escape';

const POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

const averageOf = (colorData: unknown, position: string) => toText(propertyPath(colorData, `${position}Average`));

/** `data-color-<pos>` → `#<colour>` for the five positions (values unescaped). */
export function colorPairs(colorData: unknown): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const position of POSITIONS) pairs[`data-color-${position}`] = `#${averageOf(colorData, position)}`;
  return pairs;
}

/**
 * With POS: `#<colour>` (as `PROP: #<colour>` when PROP is given) or `"POS" not found.`; the
 * colour is escaped because it usually lands in a `style` attribute.
 * Without: one `data-color-<pos>` attribute per position. No `colorData` → missing.
 */
export const imageColor: Formatter = (value, args) => {
  const colorData = propertyPath(value, 'colorData');
  if (colorData === undefined) return undefined;
  if (args.length === 0) {
    return `${attributes(colorPairs(colorData)).slice(1)} `;
  }
  const [position, property] = args;
  const color = escapeAttr(averageOf(colorData, position));
  if (!color) return `"${position}" not found.`;
  return args.length > 1 ? `${property}: #${color}` : `#${color}`;
};
