/**
 * Kubernetes resource quantities as apimachinery `pkg/api/resource` `ParseQuantity` reads them:
 * a signed decimal number and an optional suffix (binary SI `Ki`…`Ei`, decimal SI `n`…`E`, or a
 * decimal exponent `e3`). `256MiB` and `1.5.0` are not quantities; `1.5Gi`, `250m` and a plain
 * YAML number are.
 */
const QUANTITY = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\d+)?$/;

const MULTIPLIERS: Record<string, number> = {
  '': 1,
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
};

/** The API server's own words for a value that is not a quantity. */
export const QUANTITY_SYNTAX_MESSAGE =
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

/** The value of a quantity (a float: exact enough to compare requests and limits); undefined when it is not one. */
export function parseQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = QUANTITY.exec(value);
  if (!m) return undefined;
  const [, sign, digits, suffix = ''] = m;
  const number = Number(digits) * (sign === '-' ? -1 : 1);
  const multiplier = /^[eE][+-]?\d+$/.test(suffix) ? 10 ** Number(suffix.slice(1)) : (MULTIPLIERS[suffix] ?? 1);
  return number * multiplier;
}

/** Whether a value is a quantity Kubernetes accepts (syntax only; signs are the caller's business). */
export function isQuantity(value: unknown): boolean {
  return parseQuantity(value) !== undefined;
}

/** A quantity exactly, as a count of nano-units (the API server rounds finer values up). */
export interface ExactQuantity {
  /** The value × 10^9. */
  nanos: bigint;
}

const DECIMAL_EXPONENT: Record<string, number> = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

/**
 * The same syntax read exactly, for CEL's quantity library (equality and arithmetic must not round):
 * undefined when it is not a quantity, or its exponent is beyond what an exact count can hold.
 */
export function parseExactQuantity(text: string): ExactQuantity | undefined {
  const m = QUANTITY.exec(text);
  if (!m) return undefined;
  const [, sign, number = '', suffix = ''] = m;
  const [whole = '', fraction = ''] = number.split('.');
  let mantissa = BigInt(`${whole}${fraction}` || '0');
  let exponent = 9 - fraction.length;
  if (/^[KMGTPE]i$/.test(suffix)) mantissa *= BigInt(MULTIPLIERS[suffix] as number);
  else if (suffix in DECIMAL_EXPONENT) exponent += DECIMAL_EXPONENT[suffix] as number;
  else if (suffix !== '') {
    const e = Number(suffix.slice(1));
    if (Math.abs(e) > 64) return undefined;
    exponent += e;
  }
  let nanos: bigint;
  if (exponent >= 0) nanos = mantissa * 10n ** BigInt(exponent);
  else {
    const divisor = 10n ** BigInt(-exponent);
    nanos = mantissa / divisor + (mantissa % divisor === 0n ? 0n : 1n);
  }
  return { nanos: sign === '-' ? -nanos : nanos };
}
