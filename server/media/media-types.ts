/**
 * What an upload is, read from its bytes (never from the name or the Content-Type the browser
 * sent): the types the library takes, each with the kind, content type and file extension it
 * is stored under. Anything else is an unsupported file type.
 */
import type { MediaKind } from '../../domain';

export interface MediaType {
  kind: MediaKind;
  contentType: string;
  extension: string;
  /** Images: the format sharp reads and writes the widths in. */
  imageFormat?: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'svg';
}

const ascii = (bytes: Buffer, at: number, length: number) => bytes.subarray(at, at + length).toString('latin1');

/** ISO base media (MP4 family): the major and compatible brands of the `ftyp` box. */
function mp4Brands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/** A text file: UTF-8 without NUL (a BOM is allowed). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** An SVG document: optional XML declaration, comments and doctype (with its internal subset), then an `<svg` root. */
const SVG_START =
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

export function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return SVG_START.test(head) && isText(bytes);
}

const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  epub: 'application/epub+zip',
};

/** The upload's type, or undefined when the library does not take it. `filename` only names zip and text flavours. */
export function sniffMediaType(bytes: Buffer, filename: string): MediaType | undefined {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg', imageFormat: 'jpeg' };
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n')
    return { kind: 'image', contentType: 'image/png', extension: 'png', imageFormat: 'png' };
  if (ascii(bytes, 0, 4) === 'GIF8')
    return { kind: 'image', contentType: 'image/gif', extension: 'gif', imageFormat: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return { kind: 'image', contentType: 'image/webp', extension: 'webp', imageFormat: 'webp' };
  const brands = mp4Brands(bytes);
  if (brands.includes('avif') || brands.includes('avis'))
    return { kind: 'image', contentType: 'image/avif', extension: 'avif', imageFormat: 'avif' };
  if (isSvg(bytes)) return { kind: 'image', contentType: 'image/svg+xml', extension: 'svg', imageFormat: 'svg' };

  if (brands.includes('M4A ') || brands.includes('M4B '))
    return { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a' };
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2))
    return { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE')
    return { kind: 'audio', contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' };
  if (ascii(bytes, 0, 4) === 'fLaC') return { kind: 'audio', contentType: 'audio/flac', extension: 'flac' };

  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'file', contentType: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 0, 4) === 'PK\x03\x04') {
    const zipType = ZIP_TYPES[extension];
    return zipType
      ? { kind: 'file', contentType: zipType, extension }
      : { kind: 'file', contentType: 'application/zip', extension: 'zip' };
  }
  if ((extension === 'txt' || extension === 'csv') && isText(bytes))
    return {
      kind: 'file',
      contentType: `${extension === 'csv' ? 'text/csv' : 'text/plain'}; charset=utf-8`,
      extension,
    };
  return undefined;
}

/**
 * The name a file is served under: the upload's base name in letters, digits, `-`, `_` and
 * `.` (anything else becomes `-`), at most 100 characters, ending in the type's extension.
 * Undefined when nothing of the name is left.
 */
export function storedFilename(uploaded: string, type: MediaType): string | undefined {
  const base = uploaded
    .split(/[\\/]/)
    .pop()!
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[a-z0-9]{1,8}$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 90);
  return base ? `${base}.${type.extension}` : undefined;
}
