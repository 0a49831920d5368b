// Kubernetes resource quantities (k8s.io/apimachinery/pkg/api/resource, ParseQuantity), exactly,
// as a count of nano-units: `1Gi`, `250m`, `1.5`, `1e3`, `-2k`. Finer than nano rounds up, as the
// API server rounds it.

export interface Quantity {
  /** The value × 10^9. */
  nanos: bigint;
}

const FORM = /^([+-]?)(\d+\.?\d*|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?\d+)?$/;
const BINARY: Record<string, bigint> = {
  Ki: 1n << 10n,
  Mi: 1n << 20n,
  Gi: 1n << 30n,
  Ti: 1n << 40n,
  Pi: 1n << 50n,
  Ei: 1n << 60n,
};
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

/** The quantity, or undefined when the API server would refuse the text. */
export function parseQuantity(text: string): Quantity | undefined {
  const m = FORM.exec(text);
  if (!m) return undefined;
  const [, sign, number, suffix = ''] = m as unknown as [string, string, string, string | undefined];
  const [whole = '', fraction = ''] = number.split('.');
  // digits × 10^(exponent) exactly: an integer mantissa and a decimal exponent.
  let mantissa = BigInt(`${whole}${fraction}` || '0');
  let exponent = -fraction.length + 9;
  if (suffix in BINARY) mantissa *= BINARY[suffix] as bigint;
  else if (suffix in DECIMAL) exponent += DECIMAL[suffix] as number;
  else if (suffix !== '') {
    const e = Number(suffix.slice(1));
    if (!Number.isSafeInteger(e) || Math.abs(e) > 64) return undefined;
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
