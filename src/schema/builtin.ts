import { hashText } from './hash.js';
import type { Fetcher } from './fetcher.js';
import { expandTemplate, openApiFileName } from './locations.js';
import { capabilityEntries, KNOWN_GROUP_VERSIONS } from './served-apis.js';
import type { ServedApis } from './types.js';
import { memoised } from '../cache/memo.js';

export type BuiltinLookup =
  /** The kind's schema `name` in the document's `schemas` (its text's hash `docHash`): what the compiler compiles. */
  | { status: 'ok'; docHash: string; schemas: Record<string, unknown>; name: string; from: string }
  /** The version's OpenAPI was read and does not have this kind. */
  | { status: 'absent'; from: string }
  /** No location could give this version's OpenAPI (or this group-version's file). */
  | { status: 'unreachable'; reason: string };

interface DocIndex {
  hash: string;
  schemas: Record<string, unknown>;
  /** `apps/v1/Deployment` → schema name */
  kinds: Map<string, string>;
}

type LocationChoice = { template: string } | { reason: string };

/**
 * The upstream Kubernetes OpenAPI v3 documents, per version, through the location templates in
 * order. It reads and indexes them and never compiles (the validator's compiler does): a helm
 * render's served-API list comes from here without the schema compiler (ajv) being loaded.
 */
export class BuiltinSchemas {
  private readonly chosen = new Map<string, Promise<LocationChoice>>();
  private readonly indexes = new Map<string, DocIndex>();
  private readonly lookups = new Map<string, Promise<BuiltinLookup>>();

  constructor(
    private readonly fetcher: Fetcher,
    private readonly templates: string[],
  ) {}

  /** Where this version's documents come from, or why none could be read. */
  async source(version: string): Promise<LocationChoice> {
    return memoised(this.chosen, version, () => this.choose(version));
  }

  private readonly served = new Map<string, Promise<ServedApis>>();

  /**
   * Every non-alpha group/version and group/version/Kind this version's OpenAPI documents serve,
   * sorted; the reason when a document could not be read (absent is an answer: not served).
   */
  servedApis(version: string): Promise<ServedApis> {
    return memoised(this.served, version, () => this.readServed(version));
  }

  private async readServed(version: string): Promise<ServedApis> {
    const choice = await this.source(version);
    if ('reason' in choice) return choice;
    const docs = KNOWN_GROUP_VERSIONS.map(
      (gv) => [gv, expandTemplate(choice.template, { version, file: openApiFileName(gv) })] as const,
    );
    const got = await Promise.all(docs.map(([, location]) => this.fetcher.read(location)));
    const unread = got.findIndex((g) => g.status === 'unreachable');
    if (unread >= 0) {
      const g = got[unread] as { from: string; reason: string };
      return {
        reason: `the OpenAPI document of ${docs[unread]?.[0]} for Kubernetes ${version} could not be read (${g.from}: ${g.reason})`,
      };
    }
    const found = got.map((g, i) =>
      g.status === 'ok' ? capabilityEntries(docs[i]?.[0] as string, this.index(g.text, g.json).kinds.keys()) : [],
    );
    return { apis: [...new Set(found.flat())].sort() };
  }

  /** Memoised per version and kind: the hot path of every object. */
  lookup(version: string, apiVersion: string, kind: string): Promise<BuiltinLookup> {
    const key = `${version}|${apiVersion}|${kind}`;
    return memoised(this.lookups, key, () => this.resolve(version, apiVersion, kind));
  }

  private async resolve(version: string, apiVersion: string, kind: string): Promise<BuiltinLookup> {
    const choice = await this.source(version);
    if ('reason' in choice) return { status: 'unreachable', reason: choice.reason };
    const got = await this.fetcher.read(
      expandTemplate(choice.template, { version, file: openApiFileName(apiVersion) }),
    );
    if (got.status !== 'ok') {
      return got.status === 'absent'
        ? { status: 'absent', from: got.from }
        : { status: 'unreachable', reason: `${got.from}: ${got.reason}` };
    }
    const index = this.index(got.text, got.json);
    const name = index.kinds.get(`${apiVersion}/${kind}`);
    if (!name) return { status: 'absent', from: got.from };
    return { status: 'ok', docHash: index.hash, schemas: index.schemas, name, from: got.from };
  }

  /**
   * The first template that has the core document of this version. Probing `api__v1` first means
   * a wrong or too new version reads as "unreachable", never as "every kind was removed".
   */
  private async choose(version: string): Promise<LocationChoice> {
    const reasons: string[] = [];
    for (const template of this.templates) {
      const got = await this.fetcher.read(expandTemplate(template, { version, file: openApiFileName('v1') }));
      if (got.status === 'ok') return { template };
      reasons.push(`${got.from}: ${got.reason}`);
    }
    return { reason: `no OpenAPI document for Kubernetes ${version} (${reasons.join('; ')})` };
  }

  private index(text: string, json: unknown): DocIndex {
    const hash = hashText(text);
    return memoised(this.indexes, hash, () => {
      const schemas = (json as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
      return { hash, schemas, kinds: kindsOf(schemas) };
    });
  }
}

/** `apps/v1/Deployment` → the name of its schema in one OpenAPI document's components. */
function kindsOf(schemas: Record<string, unknown>): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const [name, s] of Object.entries(schemas)) {
    const gvks = (s as { 'x-kubernetes-group-version-kind'?: { group: string; version: string; kind: string }[] })[
      'x-kubernetes-group-version-kind'
    ];
    // Only the kind's own schema: List/DeleteOptions/WatchEvent share several GVKs each.
    if (!Array.isArray(gvks) || gvks.length !== 1 || !gvks[0]) continue;
    const { group, version, kind } = gvks[0];
    kinds.set(`${group ? `${group}/` : ''}${version}/${kind}`, name);
  }
  return kinds;
}
