// The one signing helper of the caches: a forged, truncated or re-encoded signature never matches.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches, signatureOf } from '../../src/cache/signature.js';

const secret = randomBytes(32);

describe('cache entry signatures', () => {
  it('is the HMAC-SHA256 of the parts joined by NUL', () => {
    const want = createHmac('sha256', secret).update('key\0body').digest();
    expect(signatureOf(['key', 'body'], secret)).toEqual(want);
    expect(signatureOf([Buffer.from('key'), 'body'], secret)).toEqual(want);
  });

  it('matches only the same bytes, as hex text or as bytes', () => {
    const sig = signatureOf(['k', 'v'], secret);
    expect(signatureMatches(sig.toString('hex'), sig)).toBe(true);
    expect(signatureMatches(sig, sig)).toBe(true);
    for (const forged of [
      signatureOf(['k', 'v'], randomBytes(32)).toString('hex'), // another secret
      signatureOf(['k', 'w'], secret).toString('hex'), // another body
      sig.toString('hex').slice(0, 62), // truncated
      `${sig.toString('hex')}00`, // longer
      sig.toString('hex').toUpperCase(), // not as written
      sig.toString('base64'),
      '',
      undefined,
      null,
      42,
      { mac: sig.toString('hex') },
    ])
      expect(signatureMatches(forged, sig)).toBe(false);
  });
});
