// The fault corpus as files: one YAML file per case, its header naming what rejects it. Written by
// scripts/gen-apiserver-faults.mjs; test/apiserver/fault-corpus.test.ts checks they are current.
import path from 'node:path';
import { stringify } from 'yaml';
import { BLOB, CONTROLS, CREATE, UPDATE, UPDATE_CONTROLS } from './fault-cases.mjs';

export const FAULTS_DIR = path.resolve(import.meta.dirname, '..', 'fixtures', 'apiserver-faults');

/** YAML of one object; a repeated BLOB is written once and aliased, so the fixture stays small. */
function doc(o) {
  const text = stringify(o, { lineWidth: 0 });
  let first = true;
  return text.replaceAll(BLOB, () => {
    const out = first ? `&blob ${BLOB}` : '*blob';
    first = false;
    return out;
  });
}
const header = (lines) => lines.map((l) => `# ${l}`).join('\n') + '\n';

/** Relative path → file text, for every case and control. */
export function faultFiles() {
  const files = new Map();
  for (const [id, cite, expect, object] of CREATE)
    files.set(
      `create/${id}.yaml`,
      header([`Rejected on create by Kubernetes 1.31: ${cite}`, `expect: ${expect}`]) + doc(object),
    );
  for (const [id, why, object, version = '1.31'] of CONTROLS)
    files.set(`controls/${id}.yaml`, header([`Accepted by Kubernetes ${version}: ${why}`]) + doc(object));
  for (const [id, cite, field, base, head] of UPDATE) {
    files.set(`update/${id}/base.yaml`, header([`Base of an update refused by ${cite}`]) + doc(base));
    files.set(`update/${id}/head.yaml`, header([`Head: changes ${field}, refused by ${cite}`]) + doc(head));
  }
  for (const [id, why, base, head] of UPDATE_CONTROLS) {
    files.set(`update-controls/${id}/base.yaml`, header([`Base of an accepted update: ${why}`]) + doc(base));
    files.set(`update-controls/${id}/head.yaml`, header([`Head of an accepted update: ${why}`]) + doc(head));
  }
  return files;
}
