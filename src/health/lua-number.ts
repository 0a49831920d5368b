/**
 * How gopher-lua (the Lua that Argo CD runs) turns a number into a string, for `tostring`, `..`
 * and `string.format('%s')`: an integral value in the int64 range prints as an integer (`3/1` is
 * `3`, never `3.0`), anything else as Go's `%v` (shortest digits, exponent below 1e-4 or from 1e6 on,
 * two-digit exponents: `1e-05`, `1.5e+06`, `+Inf`, `NaN`). Lua 5.3 would print `3.0` and `%.14g`.
 */
export function goNumberString(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  if (Number.isInteger(n) && Math.abs(n) < 2 ** 63) return BigInt(n).toString();
  return goShortestFloat(n);
}

/** Go's strconv.FormatFloat(n, 'g', -1, 64) as fmt's %v uses it: %e when exp < -4 || exp >= 6 (the
 * precision strconv uses for that decision when it prints the shortest digits). */
function goShortestFloat(n: number): string {
  const [mantissa = '', expText = '0'] = n.toExponential().split('e');
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? '-' : '+';
    const digits = String(Math.abs(exp)).padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  // JavaScript prints the same shortest digits in plain notation for this range.
  return String(n);
}
