// A cache entry file signed with the cache secret (secret.ts): its MAC on the first line, then the
// text it signs, written whole (a temp file renamed). An entry another secret signed, or none
// did, reads as a miss: the folder is one a pull request's job can write.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signatureMatches, signatureOf } from './signature.js';

/**
 * Writes `text` to `target` whole (a temp file renamed); the folder is made only when missing.
 * Synchronously, as entries are read: a few kilobytes each, one or two per target, where the
 * promise file calls cost more than the writes.
 */
export function writeWhole(target: string, text: string): void {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temp, text);
  } catch (err) {
    // Most writes find the folder: a mkdir per entry cost more than the write.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(temp, text);
  }
  renameSync(temp, target); // readers see a whole entry or none
}

const macOf = (secret: Buffer, body: string) => signatureOf([body], secret).toString('hex');

/** An entry file: its MAC on the first line, then the JSON it signs. */
export function signed(secret: Buffer, body: string): string {
  return `${macOf(secret, body)}\n${body}`;
}

/** The signed JSON of an entry file, or undefined when the signature is not this secret's. */
export function verified(secret: Buffer, text: string): string | undefined {
  const cut = text.indexOf('\n');
  if (cut !== 64) return undefined;
  const body = text.slice(cut + 1);
  return signatureMatches(text.slice(0, cut), signatureOf([body], secret)) ? body : undefined;
}
