/** Where an instruction sits, so errors raised while it runs carry its position. */
export interface Site {
  readonly source: string;
  readonly start: number;
  /** The reference engine's instruction name, used by "Unexpected … error" messages. */
  readonly instruction: string;
}
