// The name prefixes of one kustomize batch (kustomize-batch.ts): each member's names carry a mark
// of its own, so members that make identically named objects (a shared component's `${APP}`) do
// not collide, and the marks are taken out of the output. A mark is random, so no text of a
// repository holds one.
import { randomBytes } from 'node:crypto';

/** A plain scalar YAML may read as something other than a string (a number, a boolean, null, a date). */
const MAYBE_NOT_A_STRING = /^(?:[-+.\d]|(?:true|false|yes|no|on|off|y|n|null|~)$)/i;

export class MemberMarks {
  private readonly stem = `dgbatch${randomBytes(5).toString('hex')}m`;
  private readonly pattern = new RegExp(`${this.stem}(\\d+)-`, 'g');
  any = false;

  /** Member `i`'s name prefix. */
  of(i: number): string {
    this.any = true;
    return `${this.stem}${i}-`;
  }

  /**
   * Member `i`'s text without its marks; undefined when the batch cannot stand for its own build:
   * it holds another member's mark (kustomize pointed a reference at another member's object), a
   * mark that stood for a whole name (an object without one), or a mark that kept a name from
   * being quoted which, without it, YAML would read as a number or a boolean (`"2048"`).
   */
  removedFrom(text: string, i: number): string | undefined {
    if (!this.any) return text;
    let own = true;
    const out = text.replace(this.pattern, (mark: string, n: string, at: number) => {
      const quote = text.charAt(at - 1);
      const quoted = quote === '"' || quote === "'";
      const rest = restOfScalar(text, at + mark.length, quoted ? quote : undefined);
      if (Number(n) !== i || rest === '' || (!quoted && MAYBE_NOT_A_STRING.test(rest))) own = false;
      return '';
    });
    return own && !out.includes(this.stem) ? out : undefined;
  }

  /** A parsed value of member `i` without its marks (its text was checked by removedFrom). */
  removedFromValue(value: unknown, i: number): unknown {
    if (typeof value === 'string') return value.includes(this.stem) ? value.replaceAll(`${this.stem}${i}-`, '') : value;
    if (Array.isArray(value)) return value.map((v) => this.removedFromValue(v, i));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.removedFromValue(v, i)]));
    return value;
  }
}

/** The rest of the scalar from `from`: up to its closing quote, or a plain one up to a comment or the line's end. */
function restOfScalar(text: string, from: number, quote?: string): string {
  const end = text.indexOf('\n', from);
  const line = text.slice(from, end < 0 ? undefined : end);
  if (quote) return line.slice(0, Math.max(line.indexOf(quote), 0));
  return line.replace(/\s#.*$/, '').trimEnd();
}
