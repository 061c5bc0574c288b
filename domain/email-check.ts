/**
 * The shared email check (spec §5 "Shared email check"): a string of 3 to 256 characters, a
 * local part, @, a dotted domain whose last label is 2 to 4 letters or digits.
 */
const SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z0-9]{2,4}$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length >= 3 && value.length <= 256 && SHAPE.test(value);
}
