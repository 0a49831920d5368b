// The one way a cache entry is signed and checked (compiled validators, served-API lists, tool
// versions, renders, V8 code): an HMAC-SHA256 under cacheSecret(), which never lives in a cache
// folder a pull request's job can write, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cacheSecret } from './secret.js';

/**
 * The HMAC of `parts` joined by NUL bytes, under `secret`. Every caller's parts but the last are of
 * a fixed form (a hash, a fixed-length key), so no two messages join to the same bytes.
 */
export function signatureOf(parts: readonly (string | Uint8Array)[], secret: Buffer = cacheSecret()): Buffer {
  const mac = createHmac('sha256', secret);
  parts.forEach((part, i) => {
    if (i > 0) mac.update('\0');
    mac.update(part);
  });
  return mac.digest();
}

/** Whether `given` (hex text or bytes, as the entry holds it) is `want`; anything else is not. */
export function signatureMatches(given: unknown, want: Buffer): boolean {
  const got =
    typeof given === 'string' && /^[0-9a-f]*$/.test(given)
      ? Buffer.from(given, 'hex')
      : given instanceof Uint8Array
        ? given
        : undefined;
  return got !== undefined && got.length === want.length && timingSafeEqual(got, want);
}
