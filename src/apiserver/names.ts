/**
 * apimachinery `pkg/util/validation` (validation.go) and `pkg/api/validation` names: each returns
 * the API server's messages for a value, empty when it is valid.
 */
const LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const C_IDENTIFIER_ENV = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
const PRINTABLE_NOT_EQUALS = /^[\x20-\x3c\x3e-\x7e]+$/;
const CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;

const tooLong = (max: number) => `must be no more than ${max} characters`;

/** A check of at most `max` characters matching `pattern` (else `message`), as validation.go writes several. */
const lengthAndPattern =
  (max: number, pattern: RegExp, message: string) =>
  (v: string): string[] => [...(v.length > max ? [tooLong(max)] : []), ...(pattern.test(v) ? [] : [message])];

/** IsDNS1123Label */
export const dns1123Label = lengthAndPattern(
  63,
  LABEL,
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')",
);

/** IsDNS1123Subdomain */
export const dns1123Subdomain = lengthAndPattern(
  253,
  SUBDOMAIN,
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com')",
);

/** IsDNS1035Label (Service names) */
export const dns1035Label = lengthAndPattern(
  63,
  DNS1035,
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name', or 'abc-123')",
);

/** ValidatePathSegmentName (RBAC objects): anything but `.`, `..`, `/` and `%`. */
export function pathSegmentName(v: string): string[] {
  if (v === '.' || v === '..') return [`may not be '${v}'`];
  const bad = ['/', '%'].filter((c) => v.includes(c));
  return bad.map((c) => `may not contain '${c}'`);
}

/** IsQualifiedName: label keys, annotation keys, toleration keys. */
export function qualifiedName(v: string): string[] {
  const parts = v.split('/');
  if (parts.length > 2)
    return [
      "a qualified name must consist of alphanumeric characters, '-', '_' or '.', with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    ];
  const name = parts.length === 2 ? (parts[1] ?? '') : v;
  const out: string[] = [];
  if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    if (prefix === '') out.push('prefix part must be non-empty');
    else out.push(...dns1123Subdomain(prefix).map((m) => `prefix part ${m}`));
  }
  if (name === '') out.push('name part must be non-empty');
  else {
    if (name.length > 63) out.push(`name part ${tooLong(63)}`);
    if (!QUALIFIED_NAME.test(name))
      out.push(
        "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', or 'my.name', or '123-abc')",
      );
  }
  return out;
}

/** IsValidLabelValue: empty is valid. */
export const labelValue = lengthAndPattern(
  63,
  LABEL_VALUE,
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue', or 'my_value', or '12345')",
);

/** IsValidPortName: the IANA_SVC_NAME of container ports and named target ports. */
export function ianaPortName(v: string): string[] {
  const out: string[] = [];
  if (v.length > 15) out.push(tooLong(15));
  if (!/^[-a-z0-9]+$/.test(v)) out.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)');
  if (v.includes('--')) out.push('must not contain consecutive hyphens');
  if (!/[a-z]/.test(v)) out.push('must contain at least one letter (a-z)');
  if (v.startsWith('-') || v.endsWith('-')) out.push('must not begin or end with a hyphen');
  return out;
}

/**
 * Environment variable names. RelaxedEnvironmentVariableValidation (beta, on by default since
 * Kubernetes 1.32) accepts any printable ASCII but `=`; before, a C-identifier-like name.
 */
export function envVarName(v: string, relaxed: boolean): string[] {
  if (relaxed)
    return PRINTABLE_NOT_EQUALS.test(v)
      ? []
      : ["a valid environment variable name must consist only of printable ASCII characters other than '='"];
  return C_IDENTIFIER_ENV.test(v)
    ? []
    : [
        "a valid environment variable name must consist of alphabetic characters, digits, '_', '-', or '.', and must not start with a digit",
      ];
}

/** IsConfigMapKey: ConfigMap and Secret data keys. */
export function configMapKey(v: string): string[] {
  const out: string[] = [];
  if (v.length > 253) out.push(tooLong(253));
  if (!CONFIG_KEY.test(v)) out.push("a valid config key must consist of alphanumeric characters, '-', '_' or '.'");
  if (v === '.' || v === '..') out.push(`must not be '${v}'`);
  else if (v.startsWith('..')) out.push("must not start with '..'");
  return out;
}

/** validateLocalDescendingPath: relative, no `..` element. */
export function localDescendingPath(v: string): string[] {
  const out: string[] = [];
  if (v.startsWith('/')) out.push('must be a relative path');
  if (v.split('/').includes('..')) out.push("must not contain '..'");
  return out;
}
