import { isMap, isPair, isScalar, isSeq, Scalar } from 'yaml';
import type { Node } from 'yaml';
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { joinPointer } from '../kube/json-pointer.js';
import { isCredentialPath } from '../redact/index.js';
import { yaml11OnlyNumber } from './yaml11-number.js';

/**
 * Plain scalars that YAML 1.2 (this parser) and YAML 1.1 (go-yaml, which kubectl, Helm and Argo CD
 * read manifests with) take for different things (security case D5): `no` is a string here and
 * `false` in the cluster; `0644` is 644 here and 420 there; `1:20` is a string here and 80 there.
 */
const MEANINGS: Array<{ test: { test: (s: string) => boolean }; cluster: (s: string) => string }> = [
  { test: /^(?:y|Y|yes|Yes|YES|on|On|ON)$/, cluster: () => 'the boolean true' },
  { test: /^(?:n|N|no|No|NO|off|Off|OFF)$/, cluster: () => 'the boolean false' },
  { test: /^[-+]?0[0-7_]+$/, cluster: (s) => `the octal number ${parseInt(s.replace(/_/g, ''), 8)}` },
  {
    test: /^[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
    cluster: (s) => `the sexagesimal number ${sexagesimal(s)}`,
  },
  { test: { test: (s) => yaml11OnlyNumber(s) !== undefined }, cluster: (s) => `the number ${yaml11OnlyNumber(s)}` },
];

function sexagesimal(s: string): number {
  const sign = s.startsWith('-') ? -1 : 1;
  return (
    sign *
    s
      .replace(/^[-+]/, '')
      .split(':')
      .reduce((n, part) => n * 60 + Number(part.replace(/_/g, '')), 0)
  );
}

function* plainScalars(node: unknown, pointer: string): Generator<{ pointer: string; source: string; here: unknown }> {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      yield* plainScalars(pair.value, joinPointer(pointer, key));
    }
  } else if (isSeq(node)) {
    for (let i = 0; i < node.items.length; i++) yield* plainScalars(node.items[i], joinPointer(pointer, String(i)));
  } else if (isScalar(node) && node.type === Scalar.PLAIN && typeof node.source === 'string') {
    yield { pointer, source: node.source, here: node.value };
  }
}

/** Warnings for a rendered object's ambiguous plain scalars, with the value each reader sees. */
export function yaml11Ambiguities(resource: Resource, node: Node): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  for (const s of plainScalars(node, '')) {
    const meaning = MEANINGS.find((m) => m.test.test(s.source));
    if (!meaning) continue;
    // A Secret's value or a credential is never printed, not even as the scalar it parsed to.
    if (isCredentialPath(resource.object, s.pointer, s.here)) {
      drafts.push(hiddenAmbiguity(resource, s.pointer));
      continue;
    }
    drafts.push({
      ruleId: 'manifest/yaml11-ambiguous',
      resource,
      path: s.pointer,
      fingerprintKey: s.pointer,
      message: `unquoted ${JSON.stringify(s.source)} at ${s.pointer} is ${JSON.stringify(s.here)} to a YAML 1.2 reader but ${meaning.cluster(s.source)} to Kubernetes, Helm and Argo CD (YAML 1.1); quote it if a string is meant`,
      remediation: `write ${JSON.stringify(s.source)} with quotes (or the intended value explicitly)`,
    });
  }
  return drafts;
}

function hiddenAmbiguity(resource: Resource, pointer: string): FindingDraft {
  return {
    ruleId: 'manifest/yaml11-ambiguous',
    resource,
    path: pointer,
    fingerprintKey: pointer,
    message: `an unquoted credential value at ${pointer} reads differently to a YAML 1.2 reader and to Kubernetes, Helm and Argo CD (YAML 1.1); the value is not shown`,
    remediation: 'quote the value',
  };
}
