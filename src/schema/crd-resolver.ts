import type { Resource } from '../model/resource.js';
import type { Fetcher } from './fetcher.js';
import { displayLocation, expandTemplate } from './locations.js';
import { crdKey, readCrdDir, schemasOfCrd, type CrdVersionSchema } from './crd-schemas.js';
import { memoised } from '../cache/memo.js';

export type CrdLookup = { status: 'ok'; found: CrdVersionSchema } | { status: 'not-found'; lookedIn: string[] };

type DirIndex = { schemas: Map<string, CrdVersionSchema>; notes: string[] };

/** Custom resource schemas, in the contract's order: rendered in the target, `schemas.crds` dirs, CRD location templates. */
export class CrdResolver {
  private readonly dirs = new Map<string, Promise<DirIndex>>();
  private readonly remote = new Map<string, Promise<CrdLookup>>();

  constructor(
    private readonly fetcher: Fetcher,
    private readonly templates: string[],
  ) {}

  /** The per-target view: CRDs rendered in this target plus the revision's CRD folders. */
  async forTarget(resources: Resource[], crdDirs: string[], trustedDirs: string[] = []): Promise<TargetCrds> {
    const rendered = new Map<string, CrdVersionSchema>();
    for (const r of resources) {
      if (r.ref.kind !== 'CustomResourceDefinition' || !r.ref.apiVersion.startsWith('apiextensions.k8s.io/')) continue;
      for (const [k, v] of schemasOfCrd(r.object, `this target (${r.source.file})`))
        if (!rendered.has(k)) rendered.set(k, v);
    }
    const indexes = await Promise.all(crdDirs.map((d) => this.dir(d)));
    const trusted = await Promise.all(trustedDirs.map((d) => this.dir(d)));
    return new TargetCrds(rendered, crdDirs, indexes, this, trusted);
  }

  private dir(dir: string): Promise<DirIndex> {
    return memoised(this.dirs, dir, () => readCrdDir(dir));
  }

  /** `--crd-schema-location` templates, memoised per kind for the whole run. */
  fromLocations(group: string, version: string, kind: string): Promise<CrdLookup> {
    const key = crdKey(group, version, kind);
    return memoised(this.remote, key, () => this.readLocations(group, version, kind));
  }

  private async readLocations(group: string, version: string, kind: string): Promise<CrdLookup> {
    const lookedIn: string[] = [];
    for (const template of this.templates) {
      const location = expandTemplate(template, { group, version, kind: kind.toLowerCase() });
      const got = await this.fetcher.read(location);
      if (got.status === 'ok')
        return { status: 'ok', found: { schema: got.json, served: true, from: `schema ${displayLocation(location)}` } };
      lookedIn.push(`${got.from} (${got.reason})`);
    }
    return { status: 'not-found', lookedIn };
  }
}

export class TargetCrds {
  constructor(
    private readonly rendered: Map<string, CrdVersionSchema>,
    private readonly dirNames: string[],
    private readonly indexes: DirIndex[],
    private readonly resolver: CrdResolver,
    /** Looked up first: the base revision's folders when judging the head. */
    private readonly trusted: DirIndex[] = [],
  ) {}

  get notes(): string[] {
    return this.indexes.flatMap((i) => i.notes);
  }

  async lookup(group: string, version: string, kind: string): Promise<CrdLookup> {
    const key = crdKey(group, version, kind);
    const fromDirs = (list: DirIndex[]) => list.map((i) => i.schemas.get(key)).find((s) => s !== undefined);
    const local = fromDirs(this.trusted) ?? this.rendered.get(key) ?? fromDirs(this.indexes);
    if (local) return { status: 'ok', found: local };
    const remote = await this.resolver.fromLocations(group, version, kind);
    if (remote.status === 'ok') return remote;
    const lookedIn = [
      'CRDs rendered in this target',
      ...this.dirNames.map((d) => `CRD folder ${d}`),
      ...remote.lookedIn,
    ];
    return { status: 'not-found', lookedIn };
  }
}
