// Numbers only a YAML 1.1 reader sees (yaml11.ts reports them; fast-stream.ts leaves them to the full path).

/** What YAML 1.2 (the core schema) reads as a number. */
const YAML12_NUMBER =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
const GO_PREFIXED = /^([-+]?)0(?:[xX]([0-9a-fA-F]+)|[bB]([01]+)|[oO]([0-7]+))$/;
const GO_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

/**
 * The number go-yaml v2 reads a plain scalar as where YAML 1.2 reads a string, else undefined:
 * go-yaml drops every `_` and takes what Go's ParseInt(s, 0) or its float pattern accepts, so
 * `1_000`, `0b101`, `+0x10` and `0x_1` are numbers in the cluster (`runAsUser: 0b0` is root).
 * Octal (`0644`) has its own entry in yaml11.ts.
 */
export function yaml11OnlyNumber(s: string): number | undefined {
  const first = s.charCodeAt(0);
  // go-yaml looks for a number only after a digit, a sign or a dot.
  if (!(first >= 48 && first <= 57) && s[0] !== '-' && s[0] !== '+' && s[0] !== '.') return undefined;
  if (YAML12_NUMBER.test(s) || /^[-+]?0[0-7_]+$/.test(s)) return undefined;
  const plain = s.replace(/_/g, '');
  const prefixed = GO_PREFIXED.exec(plain);
  if (prefixed) {
    const [, sign, hex, bin, oct] = prefixed;
    const value = hex !== undefined ? parseInt(hex, 16) : bin !== undefined ? parseInt(bin, 2) : parseInt(oct ?? '', 8);
    return sign === '-' ? -value : value;
  }
  return GO_FLOAT.test(plain) ? Number(plain) : undefined;
}
