// What Flux tests share: the bootstrap's GitRepository and root Kustomization for clusters/prod,
// and a standalone `kustomize` that logs each folder it builds before handing it to kubectl.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GOTK = `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 1m, url: ssh://git@github.com/acme/fleet.git, ref: {branch: main}}
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: flux-system, namespace: flux-system}
spec: {interval: 10m, path: ./clusters/prod, prune: true, sourceRef: {kind: GitRepository, name: flux-system}}
`;

/** A `kustomize` in a new temp folder (the caller removes `dir`) that appends the folder it builds to `log`. */
export function loggingKustomize(log: string): { bin: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-kustomize-'));
  const bin = path.join(dir, 'kustomize');
  writeFileSync(
    bin,
    `#!/bin/sh\nif [ "$1" = version ]; then echo v5.7.1; exit 0; fi\nshift\necho "$1" >> '${log}'\nexec kubectl kustomize "$@"\n`,
  );
  chmodSync(bin, 0o755);
  return { bin, dir };
}
