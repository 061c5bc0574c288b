/** Colour formatters: `color-weight` and `website-color`. */
import { colorWeight as weighColor } from '../../../domain';
import { propertyPath, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';

/** `light` / `dark` for a hex colour; missing when v is not 3 to 6 hex digits. */
export const colorWeight: Formatter = (value) => weighColor(toText(value));

/** Two decimals at most, without trailing zeros (`33.333` → `33.33`, `25.0` → `25`). */
const round2 = (n: number) => String(Math.round(n * 100) / 100);

const outside = (n: number, max: number) => n < 0 || n > max;

/** `{hue, saturation, lightness[, alpha]}` → `hsl(…)` / `hsla(…)`, or the reference's error texts. */
export const websiteColor: Formatter = (value) => {
  const [hue, saturation, lightness, alpha] = ['hue', 'saturation', 'lightness', 'alpha'].map((key) =>
    propertyPath(value, key),
  );
  if (hue === undefined || saturation === undefined || lightness === undefined) return 'Missing an H/S/L value.';
  const h = toNumber(hue);
  const s = toNumber(saturation);
  const l = toNumber(lightness);
  const a = alpha === undefined ? undefined : toNumber(alpha);
  let problems = '';
  if (outside(h, 360)) problems += 'Hue out of bounds. ';
  if (outside(s, 1)) problems += 'Saturation out of bounds. ';
  if (outside(l, 1)) problems += 'Lightness out of bounds. ';
  if (a !== undefined && outside(a, 1)) problems += 'Alpha out of bounds.';
  if (problems) return problems;
  const hsl = `${round2(h)}, ${round2(s * 100)}%, ${round2(l * 100)}%`;
  return a === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(a)})`;
};
