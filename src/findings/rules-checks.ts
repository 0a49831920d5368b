/** Rules of what a target renders to and the checks on it: render, manifest, schema, API versions, images, resources, security, GPUs, image gate records, environment drift, the config. Add, never rename. */
import type { RuleInfo } from './rules.js';

export const CHECK_RULES: readonly RuleInfo[] = [
  {
    id: 'render/failed',
    verdict: 'fail',
    summary: 'helm/kustomize failed, a path escapes the repo, or a remote/plugin was refused',
  },
  {
    id: 'render/non-deterministic',
    verdict: 'inconclusive',
    summary: 'an object renders differently each time (randAlphaNum, lookup); left out of the diff, not checkable',
  },
  {
    id: 'render/api-versions-unknown',
    verdict: 'inconclusive',
    summary:
      "a chart that asks .Capabilities.APIVersions was rendered without the environment's served API list (its OpenAPI documents could not all be read): helm answered from its built-in list alone",
  },
  { id: 'manifest/parse-error', verdict: 'fail', summary: 'rendered or source YAML does not parse' },
  {
    id: 'manifest/yaml11-ambiguous',
    verdict: 'fail',
    summary:
      'an unquoted value (no, on, 0644, 1:20, 1_000, 0b1, +0x10) that Kubernetes (YAML 1.1) reads differently than it looks',
  },
  {
    id: 'manifest/missing-name',
    verdict: 'fail',
    summary: 'an object named only by metadata.generateName that is not a hook: a GitOps apply cannot create it',
  },
  {
    id: 'manifest/duplicate-resource',
    verdict: 'fail',
    summary:
      "the same group/kind/namespace/name twice in one target, compared where the objects are applied: without a namespace in the target's (an Application's destination namespace), a cluster-scoped kind in none",
  },
  { id: 'schema/invalid', verdict: 'fail', summary: 'object violates its schema (type, required, enum, format)' },
  { id: 'schema/unknown-field', verdict: 'fail', summary: 'field not in the schema (strict mode)' },
  {
    id: 'schema/crd-changed',
    verdict: 'fail',
    summary:
      "the change edits a CRD in schemas.crds; names what it loosens. Objects are validated against the base revision's CRD until merged",
  },
  { id: 'schema/not-found', verdict: 'inconclusive', summary: 'no schema for this kind/version anywhere' },
  {
    id: 'admission/denied',
    verdict: 'fail',
    summary:
      "a ValidatingAdmissionPolicy rendered in the same target, or in a folder of `admission.policies`, denies the object (its binding's Warn/Audit actions give a warning)",
  },
  {
    id: 'schema/not-checked',
    verdict: 'inconclusive',
    summary:
      'a CRD CEL rule (x-kubernetes-validations) or an admission policy that could not be evaluated here (syntax or a function the evaluator lacks, the rule errors on this object, or the policy needs a param, namespace, requester or authorizer the repository does not hold), named',
  },
  { id: 'api/removed', verdict: 'fail', summary: "apiVersion/kind not served by the environment's Kubernetes version" },
  {
    id: 'api/not-yet-served',
    verdict: 'fail',
    summary:
      "apiVersion/kind only a newer Kubernetes than the environment's serves; names the first release that serves it (inconclusive when no release deploy-gate knows serves it)",
  },
  {
    id: 'api/deprecated',
    verdict: 'fail',
    summary: 'deprecated in that version; names the replacement and the removal version',
  },
  { id: 'image/mutable-tag', verdict: 'fail', summary: '`:latest` or no tag at all' },
  { id: 'image/not-pinned', verdict: 'fail', summary: 'no `@sha256:` digest' },
  { id: 'resources/requests-missing', verdict: 'fail', summary: 'a container without cpu and memory requests' },
  { id: 'resources/limits-missing', verdict: 'fail', summary: 'a container without a memory limit' },
  { id: 'security/privileged', verdict: 'fail', summary: 'a privileged container' },
  { id: 'gpu/toleration-without-request', verdict: 'fail', summary: 'tolerates a GPU taint but requests no GPU' },
  { id: 'gate/digest-mismatch', verdict: 'fail', summary: 'records exist for the image, none for this digest' },
  {
    id: 'gate/record-missing',
    verdict: 'fail',
    summary: 'no record at all for a changed image where records are required',
  },
  { id: 'gate/not-passed', verdict: 'fail', summary: 'the record for this digest says fail or inconclusive' },
  {
    id: 'gate/records-unavailable',
    verdict: 'inconclusive',
    summary: 'the record store could not be read or a record is malformed',
  },
  {
    id: 'env/drift',
    verdict: 'fail',
    summary: 'the same app differs between two environments beyond the expected differences',
  },
  {
    id: 'env/unpromoted-image',
    verdict: 'fail',
    summary: 'a digest introduced in a later environment was never declared in the earlier one',
  },
  { id: 'config/changed', verdict: 'fail', summary: 'the head changes .deploy-gate.yaml; applied after merge' },
];
