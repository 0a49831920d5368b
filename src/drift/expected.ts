/**
 * Which differences between two environments are expected (ignored by default) and which are
 * structural or safety-relevant (reported). `strict` reports everything except the user's globs.
 */
import picomatch from 'picomatch';
import { tryParseImageRef } from '../kube/image-ref.js';
import type { Difference } from './walk.js';

/** Differences nobody wants reported: bookkeeping, and the knobs environments exist to turn. */
const EXPECTED_ANYWHERE = [
  '/metadata/namespace',
  '/metadata/labels/**',
  '/metadata/annotations/**',
  '/metadata/uid',
  '/metadata/resourceVersion',
  '/metadata/generation',
  '/metadata/creationTimestamp',
  '/metadata/managedFields/**',
  '/status/**',
  '/status',
  '/spec/replicas',
  '**/template/metadata/labels/**',
  '**/template/metadata/annotations/**',
];

/** Value changes that matter for safety even when the structure is the same. */
const SAFETY_VALUES = [
  '**/securityContext',
  '**/securityContext/**',
  '**/serviceAccountName',
  '**/serviceAccount',
  '**/automountServiceAccountToken',
  '**/hostNetwork',
  '**/hostPID',
  '**/hostIPC',
  '**/hostPath/**',
  '**/privileged',
  '**/allowPrivilegeEscalation',
  '**/shareProcessNamespace',
  '**/hostPort',
];

/** RBAC objects: every value is a permission. */
const RBAC_KINDS = new Set(['Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding']);

const expected = picomatch(EXPECTED_ANYWHERE, { dot: true });
const safety = picomatch(SAFETY_VALUES, { dot: true });

function repositoryOf(image: unknown): string | undefined {
  return typeof image === 'string' ? (tryParseImageRef(image)?.name ?? image) : undefined;
}

/**
 * An image whose repository stays the same is the same software at another version: expected.
 * Container lists of PodSpecs, and Argo Workflows templates: `container`, `script`, `sidecars`.
 */
function isImageField(logical: string): boolean {
  return (
    /\/(?:initContainers|containers|ephemeralContainers|sidecars)\/[^/]+\/image$/.test(logical) ||
    /\/(?:templates\/[^/]+|templateDefaults|inline)\/(?:container|script)\/image$/.test(logical)
  );
}

export interface DriftFilter {
  ignore: string[];
  strict: boolean;
  kind: string;
}

export function makeFilter(f: DriftFilter): (d: Difference) => boolean {
  const user = f.ignore.length > 0 ? picomatch(f.ignore, { dot: true }) : () => false;
  return (d) => {
    const pointers = [d.logical, d.fromPointer, d.toPointer].filter((p): p is string => p !== undefined);
    if (pointers.some((p) => user(p))) return false;
    if (f.strict) return true;
    if (pointers.some((p) => expected(p))) return false;
    if (d.kind !== 'value') return true;
    if (isImageField(d.logical)) return repositoryOf(d.from) !== repositoryOf(d.to);
    if (RBAC_KINDS.has(f.kind)) return true;
    const typeChanged = typeof d.from !== typeof d.to || Array.isArray(d.from) !== Array.isArray(d.to);
    return typeChanged || pointers.some((p) => safety(p));
  };
}
