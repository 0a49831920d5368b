/** `v1.31.2`, `1.31`, `1.31.0` → `1.31`; undefined when it is not a Kubernetes version. */
export function minorVersion(v: string): string | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.\d+)?(?:[-+].*)?$/.exec(v.trim());
  return m ? `${Number(m[1])}.${Number(m[2])}` : undefined;
}

/** Compares two `major.minor` versions numerically (`1.9` < `1.25`). */
export function compareVersions(a: string, b: string): number {
  const [am = 0, an = 0] = a.split('.').map(Number);
  const [bm = 0, bn = 0] = b.split('.').map(Number);
  return am - bm || an - bn;
}
