/**
 * Size budget for GitHub bodies (security case G1): the API counts in characters, measurements
 * show 65,536 code points for some bodies and 262,144 bytes for others, so we stay under both.
 */

export const DEFAULT_MAX_CHARS = 65_000;
export const MAX_BYTES = 260_000;
/** A GitHub job summary: the runner drops a step's summary over 1024 KiB, so stay a little under. */
export const SUMMARY_MAX = 1_040_000;

export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export class Budget {
  private chars = 0;
  private bytes = 0;

  constructor(
    readonly maxChars: number,
    readonly maxBytes: number = MAX_BYTES,
  ) {}

  /** Whether `text` fits while still leaving `reserve` (a text or a size in both units) free. */
  fits(text: string, reserve = 0): boolean {
    return (
      this.chars + codePoints(text) + reserve <= this.maxChars &&
      this.bytes + utf8Bytes(text) + reserve * 4 <= this.maxBytes
    );
  }

  add(text: string): string {
    this.chars += codePoints(text);
    this.bytes += utf8Bytes(text);
    return text;
  }

  /** A child budget for a section: what is left now minus `reserve`. */
  remaining(reserve = 0): Budget {
    return new Budget(
      Math.max(0, this.maxChars - this.chars - reserve),
      Math.max(0, this.maxBytes - this.bytes - reserve * 4),
    );
  }
}
