import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcJoined, crcShiftFor } from './crc32-shift';

describe('the CRC-32 of two byte strings joined, from their own CRCs', () => {
  it('equals the CRC-32 of the joined bytes, for empty, short and long strings', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 5],
      [7, 0],
      [1, 1],
      [32, 20_000],
      [65_537, 3],
      [123_457, 98_765],
    ]) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      const joined = crcJoined(crc32(left), crc32(right), crcShiftFor(right.length));
      expect(joined).toBe(crc32(Buffer.concat([left, right])));
    }
  });

  it('leaves a CRC unchanged when nothing follows it', () => {
    expect(crcJoined(0x12345678, 0, crcShiftFor(0))).toBe(0x12345678);
  });
});
