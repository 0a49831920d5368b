import { createHash } from 'node:crypto';
import { signatureMatches, signatureOf } from '../cache/signature.js';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AJV_VERSION } from './ajv-factory.js';
import { cacheSecret } from '../cache/secret.js';

/** Bumped when the file layout below changes. */
const FORMAT = 2;
const MAGIC = '// deploy-gate compiled validator ';

interface Header {
  format: number;
  ajv: string;
  key: string;
  /** HMAC-SHA256 over the key and the code with a secret the cache directory does not hold. */
  mac: string;
}

/**
 * Compiled validators (ajv standalone code) on disk, next to the fetched schema documents, so a
 * later run loads them instead of compiling: compiling a dozen workload kinds costs more than the
 * rest of a cold start. Files are `<key>.cjs`: a header line (format, ajv version, key, HMAC of
 * the key and code) and the code. The code is run, and the cache directory can be restored from
 * `actions/cache`, which a pull request's workflow can write (security review item 9): the HMAC
 * key is not in that directory (cache-secret.ts), so a forged entry fails the check and is never
 * evaluated. An entry that is truncated, edited, forged or from another ajv is deleted and the
 * validator compiled again. Every failure here only costs speed.
 */
export class CompiledCache {
  /** Entries dropped by read() (header or checksum wrong). */
  damaged = 0;

  constructor(
    /** undefined: nothing is read or written. */
    private readonly dir: string | undefined,
    /** ajvFingerprint(): entries of another ajv or option set get other keys. */
    private readonly fingerprint: string,
    /** The HMAC key; default: cacheSecret(). */
    private readonly secret: Buffer = cacheSecret(),
  ) {}

  /** The key of a validator: `identity` names exactly what it validates (e.g. the transformed schema's hash). */
  keyOf(identity: string): string {
    return sha256(`${FORMAT}\0${this.fingerprint}\0${identity}`);
  }

  /** The verified code of an entry, or undefined (absent, or dropped as damaged). */
  read(key: string): string | undefined {
    if (!this.dir) return undefined;
    let text: string;
    try {
      text = readFileSync(this.file(key), 'utf8');
    } catch {
      return undefined;
    }
    const body = verified(text, key, this.secret);
    if (body === undefined) {
      this.damaged++;
      this.drop(key);
    }
    return body;
  }

  write(key: string, code: string): void {
    if (!this.dir) return;
    const header: Header = {
      format: FORMAT,
      ajv: AJV_VERSION,
      key,
      mac: signatureOf([key, code], this.secret).toString('hex'),
    };
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(tmp, `${MAGIC}${JSON.stringify(header)}\n${code}`);
      renameSync(tmp, file); // atomic: a concurrent run never reads half a file
    } catch {
      rmSync(tmp, { force: true });
    }
  }

  /** Removes an entry whose code did not evaluate to a validator. */
  drop(key: string): void {
    if (!this.dir) return;
    try {
      rmSync(this.file(key), { force: true });
    } catch {
      // a read-only cache keeps its entry; its header check or evaluation fails again next time
    }
  }

  file(key: string): string {
    return path.join(this.dir ?? '', `${key}.cjs`);
  }
}

function verified(text: string, key: string, secret: Buffer): string | undefined {
  const nl = text.indexOf('\n');
  if (!text.startsWith(MAGIC) || nl < 0) return undefined;
  let header: Partial<Header>;
  try {
    header = JSON.parse(text.slice(MAGIC.length, nl)) as Partial<Header>;
  } catch {
    return undefined;
  }
  const body = text.slice(nl + 1);
  const ok =
    header.format === FORMAT &&
    header.ajv === AJV_VERSION &&
    header.key === key &&
    signatureMatches(header.mac, signatureOf([key, body], secret));
  return ok ? body : undefined;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
