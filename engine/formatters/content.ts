/** Content formatters (language reference §12.5), keyed by template spelling. */
import type { ArgumentRule, Formatter } from '../types';
import { audioPlayer } from './content/audio-player';
import { colorWeight, websiteColor } from './content/colors';
import { image } from './content/image';
import { imageColor } from './content/image-color';
import { childImageMeta, coverImageMeta, imageMetaFormatter } from './content/image-meta';
import { imageSrcset } from './content/image-srcset';
import { itemClasses } from './content/item-classes';
import {
  height,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  sizeArguments,
  width,
} from './content/sizes';
import { absUrl, capitalize, humanizeDuration } from './content/text';
import { video } from './content/video';

export const contentFormatters: Record<string, Formatter> = {
  AbsUrl: absUrl,
  'audio-player': audioPlayer,
  capitalize,
  'child-image-meta': childImageMeta,
  'color-weight': colorWeight,
  'cover-image-meta': coverImageMeta,
  height,
  humanizeDuration,
  image,
  'image-color': imageColor,
  'image-meta': imageMetaFormatter,
  'image-srcset': imageSrcset,
  'item-classes': itemClasses,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  video,
  'website-color': websiteColor,
  width,
};

export const contentFormatterArguments: Record<string, ArgumentRule> = sizeArguments;
