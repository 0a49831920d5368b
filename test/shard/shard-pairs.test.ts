import { describe, expect, it } from 'vitest';
import { auditPairs, groupByApp } from '../../src/engine/pairs.js';
import type { TargetPair } from '../../src/engine/target-run.js';
import type { Target, TargetKind } from '../../src/model/target.js';
import { expectedCost, shardPairs } from '../../src/engine/shard.js';

const KINDS: TargetKind[] = ['helm', 'kustomize', 'manifests'];

/** A repo-like target list: apps with 1–4 environments of mixed kinds (a fixed pseudo-random walk). */
function targets(apps: number): Target[] {
  const out: Target[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let i = 0; i < apps; i++) {
    const kind = KINDS[next() % 3] as TargetKind;
    const envs = ['dev', 'staging', 'production', 'canary'].slice(0, 1 + (next() % 4));
    for (const environment of envs)
      out.push({ app: `svc-${i}`, environment, kind, path: `apps/svc-${i}/${environment}`, origin: { how: 'config' } });
  }
  return out;
}

const ids = (pairs: TargetPair[]) => pairs.map((p) => p.id).sort();

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('shardPairs', () => {
  const all = auditPairs(targets(120), undefined);

  it('splits every target into exactly one shard, keeping each app whole', () => {
    for (let count = 1; count <= 6; count++) {
      const shards = Array.from({ length: count }, (_, i) => shardPairs(all, { index: i + 1, count }));
      expect(shards.flatMap(ids).sort()).toEqual(ids(all));
      for (const shard of shards) {
        const apps = new Set(shard.map((p) => p.head?.app));
        for (const other of shards.filter((s) => s !== shard))
          expect(other.some((p) => apps.has(p.head?.app))).toBe(false);
      }
    }
  });

  it('is deterministic: the input order does not change which shard gets what', () => {
    for (let index = 1; index <= 4; index++) {
      expect(ids(shardPairs(shuffle(all), { index, count: 4 }))).toEqual(ids(shardPairs(all, { index, count: 4 })));
    }
  });

  it('is even by expected cost: shard loads differ by at most the costliest app', () => {
    const biggest = Math.max(...groupByApp(all).map(expectedCost));
    for (let count = 2; count <= 6; count++) {
      const loads = Array.from({ length: count }, (_, i) => expectedCost(shardPairs(all, { index: i + 1, count })));
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(biggest);
      expect(loads.reduce((a, b) => a + b, 0)).toBe(expectedCost(all));
    }
  });

  it('weighs a helm target above a kustomize one above plain manifests', () => {
    const one = (kind: TargetKind): TargetPair[] =>
      auditPairs([{ app: 'a', environment: 'e', kind, path: 'p', origin: { how: 'config' } }], undefined);
    expect(expectedCost(one('helm'))).toBeGreaterThan(expectedCost(one('kustomize')));
    expect(expectedCost(one('kustomize'))).toBeGreaterThan(expectedCost(one('manifests')));
  });

  it('gives shards beyond the number of apps nothing, not everything', () => {
    const few = auditPairs(targets(2), undefined);
    const shards = Array.from({ length: 5 }, (_, i) => shardPairs(few, { index: i + 1, count: 5 }));
    expect(shards.filter((s) => s.length > 0)).toHaveLength(2);
    expect(shards.flatMap(ids).sort()).toEqual(ids(few));
  });
});
