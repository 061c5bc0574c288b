/**
 * Formatters over an `originalSize` text (`"WxH"`): its parts, resized dimensions and the
 * thumbnail size to request. The thumbnail formatters keep their historical names.
 */
import {
  INVALID_ORIGINAL_SIZE,
  parseOriginalSize,
  resizedHeightForWidth as heightForWidth,
  resizedWidthForHeight as widthForHeight,
  thumbnailSizeForWidth,
} from '../../../domain';
import { toText } from '../../convert';
import { integerAt } from '../../arguments';
import type { ArgumentRule, Formatter } from '../../types';

const sizeOf = (value: unknown) => parseOriginalSize(toText(value));
const intArg = (args: string[]) => parseInt(args[0], 10);

export const width: Formatter = (value) => sizeOf(value)?.width;

export const height: Formatter = (value) => sizeOf(value)?.height;

export const resizedHeightForWidth: Formatter = (value, args) => {
  const size = sizeOf(value);
  return size ? heightForWidth(size, intArg(args)) : INVALID_ORIGINAL_SIZE;
};

export const resizedWidthForHeight: Formatter = (value, args) => {
  const size = sizeOf(value);
  return size ? widthForHeight(size, intArg(args)) : INVALID_ORIGINAL_SIZE;
};

/** `squarespaceThumbnailForWidth N`: the ladder size for a width of N pixels (v ignored). */
export const squarespaceThumbnailForWidth: Formatter = (_value, args) => thumbnailSizeForWidth(intArg(args));

/** `squarespaceThumbnailForHeight N`: the ladder size for the width the image has at height N. */
export const squarespaceThumbnailForHeight: Formatter = (value, args) => {
  const size = sizeOf(value);
  return size ? thumbnailSizeForWidth(widthForHeight(size, intArg(args))) : INVALID_ORIGINAL_SIZE;
};

/** Each resize needs the size N to resize to; without a number it prints `0` or `100w`. */
const sizeRule: ArgumentRule = { minArgs: 1, check: integerAt(0) };

export const sizeArguments: Record<string, ArgumentRule> = {
  resizedHeightForWidth: sizeRule,
  resizedWidthForHeight: sizeRule,
  squarespaceThumbnailForHeight: sizeRule,
  squarespaceThumbnailForWidth: sizeRule,
};
