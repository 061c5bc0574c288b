/**
 * The CRC-32 of two byte strings joined, from the CRC of each: a cached page's parts are
 * checksummed once per render, and each response only checksums the visitor's crumb between
 * them (gzip-parts.ts) instead of the whole page again (12 µs of a cached page's ~250, issue 28).
 *
 * CRC-32 is linear over GF(2): crc(A ‖ B) = crc(A) · x^(8·|B|) mod P  ⊕  crc(B). Polynomials
 * are held bit-reflected, as zlib holds them (x^0 in the top bit), so the product and the
 * powers of x below are the textbook shift-and-reduce in that order.
 */

/** The CRC-32 polynomial P, bit-reflected. */
const POLY = 0xedb88320;
/** x^0, bit-reflected. */
const ONE = 0x80000000;

/** a · b mod P. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0…63: squaring the one before. */
const X_TO_POWER_OF_TWO: number[] = [ONE >>> 1];
for (let k = 1; k < 64; k++) X_TO_POWER_OF_TWO.push(multiplyModP(X_TO_POWER_OF_TWO[k - 1], X_TO_POWER_OF_TWO[k - 1]));

/** What shifts a CRC over `byteLength` bytes: x^(8·byteLength) mod P, computed once per part. */
export function crcShiftFor(byteLength: number): number {
  let power = ONE;
  // 8·n = n·2^3: start at x^(2^3) and take the bits of n.
  for (let n = byteLength, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) power = multiplyModP(X_TO_POWER_OF_TWO[k], power);
  return power;
}

/** The CRC-32 of A ‖ B, given crc(A), crc(B) and B's `crcShiftFor(|B|)`. */
export function crcJoined(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
