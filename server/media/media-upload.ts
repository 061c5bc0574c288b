/**
 * One upload, from the bytes posted to what the library stores: its type read from the bytes,
 * an SVG sanitised, an image processed with sharp (size, widths, colour averages), the id a
 * hash of the stored bytes. Refusals are PayloadErrors naming `file`: 413 too large, 415 a
 * type we do not take, 400 an image sharp cannot read.
 */
import { createHash } from 'node:crypto';
import { MEDIA_MAX_BYTES } from '../../domain';
import { PayloadError } from '../http';
import { ImageTooLargeError, MAX_MEGAPIXELS, processImage } from './image-processing';
import { MEDIA_MESSAGES as M } from './media-messages';
import { sniffMediaType, storedFilename, type MediaType } from './media-types';
import { sanitiseSvg } from './svg-sanitiser';
import type { MediaFile } from './media-bytes';
import type { NewMedia } from './media-store';

export interface Upload {
  bytes: Buffer;
  /** The name the browser sent. */
  filename: string;
  title: string;
  altText: string;
}

const refuse = (status: number, message: string) => new PayloadError({ file: message }, message, status);

/** The upload's type, before any work on it (so a role can be checked first). */
export function uploadType(upload: Pick<Upload, 'bytes' | 'filename'>): MediaType {
  if (upload.bytes.length > MEDIA_MAX_BYTES) throw refuse(413, M.tooLarge);
  if (upload.bytes.length === 0) throw refuse(400, M.empty);
  const type = sniffMediaType(upload.bytes, upload.filename);
  if (!type) throw refuse(415, M.unsupportedType);
  return type;
}

export async function prepareUpload(upload: Upload, type: MediaType): Promise<{ media: NewMedia; files: MediaFile[] }> {
  const filename = storedFilename(upload.filename, type);
  if (!filename) throw refuse(400, M.fileName);
  let bytes = upload.bytes;
  if (type.imageFormat === 'svg') {
    const clean = sanitiseSvg(bytes);
    if (!clean) throw refuse(415, M.svgEmpty);
    bytes = clean;
  }
  const id = `m-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}`;
  const files: MediaFile[] = [{ variant: 'original', contentType: type.contentType, bytes }];
  const media: NewMedia = {
    id,
    kind: type.kind,
    contentType: type.contentType,
    filename,
    byteSize: bytes.length,
    title: upload.title,
    altText: upload.altText,
  };
  if (type.kind === 'image') {
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await processImage(bytes, type);
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw refuse(413, M.tooManyPixels(MAX_MEGAPIXELS));
      throw refuse(400, M.processingFailed);
    }
    for (const width of image.widths)
      files.push({ variant: width.size, contentType: type.contentType, bytes: width.bytes });
    media.image = {
      width: image.width,
      height: image.height,
      variants: image.widths.map((w) => w.size),
      colorData: image.colorData,
    };
  }
  return { media, files };
}
