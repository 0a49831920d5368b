/**
 * Whether a sync hook verifies a release (a smoke test, a probe, a wait) or sets something up (a
 * migration, a bucket, a backup). Argo CD's own docs name both uses — "a PreSync hook to perform a
 * database schema migration", "a PostSync hook to run integration and health checks" — and only
 * the first kind is a gate whose retries, deadline, evidence and image matter: a setup Job that
 * retries is doing its job. The signal, strongest first:
 *
 * 1. the annotation `deploy-gate.io/hook-role: verify | setup` (the owner's word);
 * 2. a name (the Job's, a container's, or the `app.kubernetes.io/component` label) with a test word
 *    (`test`, `smoke`, `e2e`, `verify`, `check`, `probe`, `health`, …) → verify;
 * 3. such a name with a setup word (`migrate`, `setup`, `init`, `bucket`, `backup`, `seed`,
 *    `create`, `admission`, …) → setup;
 * 4. a command that runs a setup tool (`migrate`, `flyway`, `liquibase`, `alembic`, `pg_dump`,
 *    `mc mb`, …) → setup;
 * 5. a command or image that probes or tests (`curl`, `wget`, `kubectl wait`, `kubectl rollout
 *    status`, `grpc_health_probe`, `nc -z`, `pytest`, `newman`, `k6`, `go test`, `npm test`) → verify;
 * 6. nothing of these: not a verifying hook (the rules stay quiet rather than fail a setup Job).
 */
import type { Resource } from '../../model/resource.js';
import { getAt } from '../../kube/json-pointer.js';
import { annotationsOf, asObject, isObject } from '../../kube/object.js';

export type HookRole = 'verify' | 'setup' | 'unknown';

export const HOOK_ROLE_ANNOTATION = 'deploy-gate.io/hook-role';

const TEST_WORDS = new Set([
  'test',
  'tests',
  'testing',
  'smoke',
  'smoketest',
  'smoketests',
  'e2e',
  'verify',
  'verification',
  'check',
  'checks',
  'healthcheck',
  'health',
  'probe',
  'integration',
  'acceptance',
  'conformance',
  'validate',
  'validation',
  'sanity',
]);

const SETUP_WORDS = new Set([
  'migrate',
  'migrator',
  'migration',
  'migrations',
  'setup',
  'init',
  'initialize',
  'initdb',
  'bootstrap',
  'seed',
  'backup',
  'restore',
  'bucket',
  'buckets',
  'create',
  'provision',
  'install',
  'upgrade',
  'schema',
  'cleanup',
  'admission',
  'certgen',
  'patch',
  'notify',
  'notification',
  'slack',
]);

const SETUP_COMMAND =
  /(^|[\s/;&|"'])(migrate|flyway|liquibase|alembic|pg_dump|pg_restore|mysqldump|mongodump|atlas\s+migrate|mc\s+mb|aws\s+s3\s+mb|gsutil\s+mb|rake\s+db:|manage\.py\s+migrate)\b/;
const VERIFY_COMMAND =
  /(^|[\s/;&|"'])(curl|wget|grpc_health_probe|grpcurl|kubectl\s+wait|kubectl\s+rollout\s+status|argocd\s+app\s+wait|nc\s+-z|pytest|newman|k6|go\s+test|npm\s+(run\s+)?test|yarn\s+test|helm\s+test|bats)\b/;
const VERIFY_IMAGE = /(^|\/)(curl|newman|k6|grpc-health-probe|grpcurl)(:|@|$)/;

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function containersOf(r: Resource): Record<string, unknown>[] {
  const pod = asObject(getAt(r.object, '/spec/template/spec'));
  return [pod.initContainers, pod.containers].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []));
}

/** The names that say what a hook is for: the Job's, its component label, its containers'. */
function namesOf(r: Resource): string[] {
  const meta = asObject(r.object.metadata);
  const labels = asObject(meta.labels);
  const names = [r.ref.name, meta.generateName, labels['app.kubernetes.io/component']];
  for (const c of containersOf(r)) names.push(c.name);
  return names.filter((n): n is string => typeof n === 'string');
}

function commandText(r: Resource): string {
  const parts: string[] = [];
  for (const c of containersOf(r))
    for (const field of [c.command, c.args]) if (Array.isArray(field)) parts.push(...field.map(String));
  return parts.join(' ');
}

function declaredRole(r: Resource): HookRole | undefined {
  const value = annotationsOf(r)[HOOK_ROLE_ANNOTATION];
  return value === 'verify' || value === 'setup' ? value : undefined;
}

/** What a hook Job is for (see the module comment for the order of the signals). */
export function hookRole(r: Resource): HookRole {
  const declared = declaredRole(r);
  if (declared) return declared;
  const words = namesOf(r).flatMap(wordsOf);
  if (words.some((w) => TEST_WORDS.has(w))) return 'verify';
  if (words.some((w) => SETUP_WORDS.has(w))) return 'setup';
  const command = commandText(r);
  if (SETUP_COMMAND.test(command)) return 'setup';
  if (VERIFY_COMMAND.test(command)) return 'verify';
  const images = containersOf(r).map((c) => (typeof c.image === 'string' ? c.image : ''));
  return images.some((i) => VERIFY_IMAGE.test(i)) ? 'verify' : 'unknown';
}
