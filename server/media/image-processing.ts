/**
 * An uploaded image through sharp: its size as displayed (EXIF orientation applied), each width
 * of the spec's ladder (§9: 100w … 2500w) up to the original's and never above it, made in the
 * upload's own format, and `colorData`, the average colour of five regions (spec §3): the four
 * quarters and the centre (the middle half in each direction). Transparent pixels count as
 * white, and the averages are taken over a copy at most 256 pixels on its long side (resizing
 * averages pixels, so the regions' means barely move). An SVG is drawn by sharp for its
 * colours; it is a vector, so it gets no widths.
 */
import type { Sharp } from 'sharp';
import { IMAGE_SIZE_LADDER, type MediaColorData } from '../../domain';
import type { MediaType } from './media-types';

/** Larger images are refused before decoding (a small file can decode to gigabytes). */
export const MAX_MEGAPIXELS = 100;
const LIMIT_PIXELS = MAX_MEGAPIXELS * 1_000_000;

export interface ImageWidth {
  /** `500w` */
  size: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  widths: ImageWidth[];
  colorData: MediaColorData;
}

export class ImageTooLargeError extends Error {}

const LADDER = IMAGE_SIZE_LADDER.map((size) => ({ size, width: Number.parseInt(size, 10) }));

type SharpModule = typeof import('sharp').default;
/** sharp is loaded with the first upload: loading it costs the server's start ~0.2 s. */
const loadSharp = (): Promise<SharpModule> => import('sharp').then((m) => m.default);

/** Animated GIF and WebP keep every frame in their widths (and have no EXIF orientation to apply). */
function reader(sharp: SharpModule, bytes: Buffer, format: NonNullable<MediaType['imageFormat']>): Sharp {
  const animated = format === 'gif' || format === 'webp';
  const image = sharp(bytes, { limitInputPixels: LIMIT_PIXELS, animated });
  return animated ? image : image.rotate();
}

function encode(image: Sharp, format: NonNullable<MediaType['imageFormat']>): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 82, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 80 });
    case 'gif':
      return image.gif();
    case 'avif':
      // AVIF encodes slowly; effort 2 keeps an upload's seven widths within seconds.
      return image.avif({ quality: 55, effort: 2 });
    default:
      return image.png();
  }
}

/** Throws ImageTooLargeError past MAX_MEGAPIXELS, and sharp's error for bytes it cannot read. */
export async function processImage(bytes: Buffer, type: MediaType): Promise<ProcessedImage> {
  const format = type.imageFormat!;
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.pageHeight ?? meta.height ?? 0;
  if (rawWidth * rawHeight > LIMIT_PIXELS) throw new ImageTooLargeError();
  // Orientations 5 to 8 turn the picture a quarter: width and height trade places.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? rawHeight : rawWidth;
  const height = turned ? rawWidth : rawHeight;
  if (!(width > 0 && height > 0)) throw new Error('image without a size');
  const widths: ImageWidth[] = [];
  if (format !== 'svg')
    for (const step of LADDER.filter((s) => s.width <= width))
      widths.push({
        size: step.size,
        bytes: await encode(
          reader(sharp, bytes, format).resize({ width: step.width, withoutEnlargement: true }),
          format,
        ).toBuffer(),
      });
  return { width, height, widths, colorData: await colorDataOf(sharp, bytes) };
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

async function colorDataOf(sharp: SharpModule, bytes: Buffer): Promise<MediaColorData> {
  const { data, info } = await sharp(bytes, { limitInputPixels: LIMIT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const average = (x0: number, x1: number, y0: number, y1: number): string => {
    const sum = [0, 0, 0];
    let count = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const at = (y * w + x) * channels;
        for (let c = 0; c < 3; c++) sum[c]! += data[at + Math.min(c, channels - 1)]!;
        count++;
      }
    return sum.map((s) => hex(s / count)).join('');
  };
  // Each region at least one pixel wide and high, so a 1×1 image has five averages too.
  const span = (from: number, to: number, size: number) => {
    const start = Math.min(Math.floor(from * size), size - 1);
    return [start, Math.max(start + 1, Math.floor(to * size))] as const;
  };
  const [left, right, top, bottom, middleX, middleY] = [
    span(0, 0.5, w),
    span(0.5, 1, w),
    span(0, 0.5, h),
    span(0.5, 1, h),
    span(0.25, 0.75, w),
    span(0.25, 0.75, h),
  ];
  return {
    topLeftAverage: average(...left, ...top),
    topRightAverage: average(...right, ...top),
    bottomLeftAverage: average(...left, ...bottom),
    bottomRightAverage: average(...right, ...bottom),
    centerAverage: average(...middleX, ...middleY),
  };
}
