import { escapePointerToken } from '../kube/json-pointer.js';
import { configMapKey } from './names.js';
import { isSet, obj, str, type Rejections } from './rejections.js';

const V = 'core/validation/validation.go';
const MAX_CONFIG_MAP_BYTES = 1024 * 1024;

/** Secret types whose keys the API server requires, and what each key must hold. */
const TYPED_SECRETS: Record<string, { keys: string[]; anyOf?: boolean; json?: string }> = {
  'kubernetes.io/tls': { keys: ['tls.crt', 'tls.key'] },
  'kubernetes.io/dockerconfigjson': { keys: ['.dockerconfigjson'], json: '.dockerconfigjson' },
  'kubernetes.io/dockercfg': { keys: ['.dockercfg'], json: '.dockercfg' },
  'kubernetes.io/ssh-auth': { keys: ['ssh-privatekey'] },
  'kubernetes.io/basic-auth': { keys: ['username', 'password'], anyOf: true },
};

/** ValidateConfigMap: key syntax, a key in both data and binaryData, the 1 MiB total. */
export function validateConfigMap(r: Rejections, object: Record<string, unknown>): void {
  const cite = `${V} ValidateConfigMap`;
  const data = obj(object['data']);
  const binary = obj(object['binaryData']);
  let total = 0;
  for (const [field, map] of [
    ['data', data],
    ['binaryData', binary],
  ] as const)
    for (const [key, value] of Object.entries(map)) {
      const at = `/${field}/${escapePointerToken(key)}`;
      r.invalid(at, key, configMapKey(key), cite);
      if (field === 'binaryData' && Object.hasOwn(data, key))
        r.add(at, `Invalid value: ${JSON.stringify(key)}: duplicate of key present in data`, cite);
      total += typeof value === 'string' ? Buffer.byteLength(value) : 0;
    }
  if (total > MAX_CONFIG_MAP_BYTES) r.add('/data', `Too long: must have at most ${MAX_CONFIG_MAP_BYTES} bytes`, cite);
}

/** ValidateSecret: key syntax, typed Secrets' required keys and JSON. Values are never quoted. */
export function validateSecret(r: Rejections, object: Record<string, unknown>): void {
  const cite = `${V} ValidateSecret`;
  const data = obj(object['data']);
  const stringData = obj(object['stringData']);
  for (const [field, map] of [
    ['data', data],
    ['stringData', stringData],
  ] as const)
    for (const key of Object.keys(map)) r.invalid(`/${field}/${escapePointerToken(key)}`, key, configMapKey(key), cite);
  const type = str(object['type']);
  const rule = type ? TYPED_SECRETS[type] : undefined;
  if (!rule) {
    if (
      type === 'kubernetes.io/service-account-token' &&
      !str(obj(obj(object['metadata'])['annotations'])['kubernetes.io/service-account.name'])
    )
      r.add('/metadata/annotations', 'Required value: kubernetes.io/service-account.name annotation is required', cite);
    return;
  }
  const has = (k: string) => isSet(data[k]) || isSet(stringData[k]);
  const missing = rule.keys.filter((k) => !has(k));
  if (rule.anyOf ? missing.length === rule.keys.length : missing.length > 0)
    for (const k of rule.anyOf ? [rule.keys.join(' or ')] : missing)
      r.add('/data', `Required value: ${k} (a ${type} Secret must have it)`, cite);
  if (rule.json && has(rule.json)) {
    const text = contentOf(data[rule.json], stringData[rule.json]);
    if (text !== undefined && !isJson(text))
      r.add(
        `/data/${escapePointerToken(rule.json)}`,
        `Invalid value: "<secret contents redacted>": invalid JSON`,
        cite,
      );
  }
}

function contentOf(data: unknown, stringData: unknown): string | undefined {
  if (typeof stringData === 'string') return stringData;
  if (typeof data !== 'string') return undefined;
  return Buffer.from(data, 'base64').toString('utf8');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
