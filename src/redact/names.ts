/**
 * Which names say "this value is a credential" (security cases E3, E5). A name is split into
 * words (`DB_PASSWD` → db, passwd; `clientSecret` → client, secret; `--db-pass` → db, pass) so
 * short words such as `pwd` and `auth` match only as whole words (`compass`, `author` do not).
 */

/** Whole words that name a credential. */
export const CREDENTIAL_WORDS = [
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'secret',
  'token',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
] as const;
/** Long words that name a credential even inside a longer word (`PGPASSWORD`, `mysecret`, `bearertoken`). */
export const CREDENTIAL_STEMS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'credential',
  'apikey',
  'privatekey',
] as const;
/** `<word> key` pairs that name a key that is itself a credential (`apiKey`, `private_key`, `SECRET_KEY`). */
export const KEY_QUALIFIERS = ['api', 'private', 'secret', 'signing', 'encryption', 'master', 'access'] as const;

const WORDS = new Set<string>(CREDENTIAL_WORDS);
const QUALIFIERS = new Set<string>(KEY_QUALIFIERS);

/** `DB_PASSWD` → [db, passwd]; `clientSecretKey` → [client, secret, key]; `--db-pass` → [db, pass]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function isCredentialWord(word: string): boolean {
  return WORDS.has(word) || CREDENTIAL_STEMS.some((stem) => word.includes(stem));
}

function endsWithCredential(words: string[]): boolean {
  const last = words[words.length - 1];
  if (last === undefined) return false;
  if (isCredentialWord(last)) return true;
  const before = words[words.length - 2];
  return last === 'key' && before !== undefined && QUALIFIERS.has(before);
}

/**
 * A map key (or flag) that holds a credential: its last word names one (`password`,
 * `db_passwd`, `clientSecret`, `apiKey`, `--auth`). `secretName`, `tokenFile`, `authMode` only
 * refer to one and are not masked.
 */
export function isCredentialKey(key: string): boolean {
  let known = credentialKeys.get(key);
  if (known === undefined) {
    known = endsWithCredential(nameWords(key));
    // Manifests repeat the same few thousand keys; the bound keeps hostile input from growing it.
    if (credentialKeys.size < 50_000) credentialKeys.set(key, known);
  }
  return known;
}

const credentialKeys = new Map<string, boolean>();

/**
 * The `name` of a name/value pair whose value is a credential (`{name: DB_PWD, value: …}`): any
 * word names one, as env names often put it first (`PASSWORD_DB`, `AUTH_HEADER`).
 */
export function isCredentialName(name: string): boolean {
  const words = nameWords(name);
  return words.some(isCredentialWord) || endsWithCredential(words);
}

/** A cheap test before the word split: could this text contain a credential name at all? */
export const MAY_NAME_CREDENTIAL = /pass|pwd|secret|token|auth|credential|key/i;
