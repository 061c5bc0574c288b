/** The options of locale number formatting (language reference §12.9 number options). */
export type RoundingMode =
  | 'ceil'
  | 'floor'
  | 'expand'
  | 'trunc'
  | 'halfCeil'
  | 'halfFloor'
  | 'halfExpand'
  | 'halfTrunc'
  | 'halfEven';

/** Digit, grouping and rounding options; the engine reads them from formatter arguments. */
export interface NumberOptions {
  grouping?: boolean;
  rounding?: RoundingMode;
  minInt?: number;
  maxFrac?: number;
  minFrac?: number;
  maxSig?: number;
  minSig?: number;
}
