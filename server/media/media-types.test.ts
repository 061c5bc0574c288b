import { describe, expect, it } from 'vitest';
import { sniffMediaType, storedFilename } from './media-types';

const bytes = (text: string, pad = 32) => Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(pad)]);
const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + compatible.length * 4);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  for (const [i, brand] of compatible.entries()) box.write(brand, 16 + i * 4, 'latin1');
  return Buffer.concat([box, Buffer.alloc(16)]);
};

describe('sniffMediaType', () => {
  it.each([
    [bytes('ID3\x04'), 'song.mp3', 'audio', 'audio/mpeg'],
    [bytes('\xff\xfb\x90\x00'), 'song.mp3', 'audio', 'audio/mpeg'],
    [bytes('OggS'), 'a.ogg', 'audio', 'audio/ogg'],
    [bytes('fLaC'), 'a.flac', 'audio', 'audio/flac'],
    [ftyp('M4A ', 'isom'), 'a.m4a', 'audio', 'audio/mp4'],
    [ftyp('mif1', 'avif'), 'a.avif', 'image', 'image/avif'],
    [
      bytes('PK\x03\x04'),
      'Report.DOCX',
      'file',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [bytes('PK\x03\x04'), 'archive.bin', 'file', 'application/zip'],
    [Buffer.from('hello\n'), 'notes.txt', 'file', 'text/plain; charset=utf-8'],
  ])('reads %#: %s as %s', (data, name, kind, contentType) => {
    expect(sniffMediaType(data, name)).toMatchObject({ kind, contentType });
  });

  it.each([
    [bytes('\x00\x00\x01\x00'), 'favicon.ico'],
    [ftyp('heic', 'mif1'), 'photo.heic'],
    [ftyp('isom', 'mp41'), 'clip.mp4'],
    [Buffer.from([0x68, 0x00, 0x69]), 'nul.txt'],
    [Buffer.from([0xc3, 0x28]), 'latin.txt'],
    [Buffer.from('<!doctype html><svg></svg>'), 'page.svg'],
  ])('refuses %#: %s', (data, name) => {
    expect(sniffMediaType(data, name)).toBeUndefined();
  });
});

describe('storedFilename', () => {
  const jpeg = { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' } as const;
  it('keeps a URL-safe base name with the type’s extension', () => {
    expect(storedFilename('C:\\Photos\\Été à la plage (2).JPEG', jpeg)).toBe('Ete-a-la-plage-2.jpg');
    expect(storedFilename('../../etc/passwd', jpeg)).toBe('passwd.jpg');
    expect(storedFilename('日本.jpg', jpeg)).toBeUndefined();
    expect(storedFilename('.jpg', jpeg)).toBeUndefined();
  });
});
