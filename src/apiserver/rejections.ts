import { asObject } from '../kube/object.js';
import { compareVersions } from '../kube/version.js';

/** One thing the API server would refuse: where (JSON pointer), its words, and the Go function that says so. */
export interface Rejection {
  path: string;
  message: string;
  /** `<file> <Function>` in kubernetes/kubernetes, e.g. `core/validation/validation.go validateContainerPorts`. */
  cite: string;
}

/** What the validators of one object collect, and the Kubernetes version (`1.31`) whose rules apply. */
export class Rejections {
  readonly list: Rejection[] = [];
  constructor(readonly version: string) {}

  add(path: string, message: string, cite: string): void {
    this.list.push({ path, message, cite });
  }

  /** The API server's "Invalid value" for each of `messages` (a name or key checker's answers) about `value`. */
  invalid(path: string, value: unknown, messages: readonly string[], cite: string): void {
    for (const m of messages) this.add(path, `Invalid value: ${JSON.stringify(value)}: ${m}`, cite);
  }

  /** The API server's "Unsupported value" wording. */
  unsupported(path: string, value: unknown, allowed: readonly string[], cite: string): void {
    const supported = allowed.map((a) => JSON.stringify(a)).join(', ');
    this.add(path, `Unsupported value: ${JSON.stringify(value)}: supported values: ${supported}`, cite);
  }

  /** The target runs at least this minor version (feature gates that changed a rule by default). */
  atLeast(version: string): boolean {
    return compareVersions(this.version, version) >= 0;
  }
}

// Readers for optional API fields: anything of another type is the OpenAPI check's business.
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const obj = asObject;
export const isSet = (v: unknown): boolean => v !== undefined && v !== null;

/** Checks an enum the OpenAPI document leaves open (case matters, as in Go). */
export function checkEnum(r: Rejections, path: string, value: unknown, allowed: readonly string[], cite: string): void {
  const v = str(value);
  if (v !== undefined && !allowed.includes(v)) r.unsupported(path, v, allowed, cite);
}

/** `must be greater than or equal to N` for integers the OpenAPI leaves unbounded. */
export function checkMin(r: Rejections, path: string, value: unknown, min: number, cite: string): void {
  const v = num(value);
  if (v !== undefined && v < min) r.add(path, `Invalid value: ${v}: must be greater than or equal to ${min}`, cite);
}

/** A port number: 1 to 65535. */
export function checkPort(r: Rejections, path: string, value: unknown, cite: string): void {
  const v = num(value);
  if (v !== undefined && (v < 1 || v > 65535))
    r.add(path, `Invalid value: ${v}: must be between 1 and 65535, inclusive`, cite);
}

/** An int-or-percent field: a percent string no greater than 100 %, a non-negative integer. */
export function checkIntOrPercent(r: Rejections, path: string, value: unknown, cite: string): number | undefined {
  if (typeof value === 'number') {
    checkMin(r, path, value, 0, cite);
    return value;
  }
  if (typeof value !== 'string') return undefined;
  const m = /^(\d+)%$/.exec(value);
  if (!m) {
    r.invalid(
      path,
      value,
      ["a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%')"],
      cite,
    );
    return undefined;
  }
  const percent = Number(m[1]);
  if (percent > 100) r.invalid(path, value, ['must not be greater than 100%'], cite);
  return percent;
}
