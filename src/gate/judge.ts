/** One changed image against the records: which rule, if any, and what the image table shows. */
import { formatImageRef, type ImageRef } from '../kube/image-ref.js';
import type { TagResolver } from '../registry/types.js';
import type { GateRecord, RecordProblem } from './record.js';
import type { RecordSource } from './source.js';

export interface Judgement {
  /** No rule: the image passed its gate. */
  ruleId?: 'gate/digest-mismatch' | 'gate/record-missing' | 'gate/not-passed' | 'gate/records-unavailable';
  verdict?: 'inconclusive';
  message?: string;
  remediation?: string;
  status: string;
  /** The digest matched against records: pinned, or resolved from the tag. */
  digest?: string;
  resolved?: { digest: string; at: string };
  record?: GateRecord;
}

function list(records: GateRecord[]): string {
  const shown = records.slice(0, 5).map((r) => `${r.digest} (record ${r.id}, ${r.decision})`);
  return shown.join(', ') + (records.length > 5 ? `, and ${records.length - 5} more` : '');
}

/** The newest decision counts (a gate may be re-run); on a tie the stricter one. */
export function decisive(records: GateRecord[]): GateRecord | undefined {
  return [...records].sort(
    (a, b) =>
      Date.parse(b.decidedAt) - Date.parse(a.decidedAt) ||
      Number(a.decision === 'pass') - Number(b.decision === 'pass'),
  )[0];
}

/** H4: a pass whose evidence is empty or missing data is vacuous. */
function emptyEvidence(record: GateRecord): string | undefined {
  if (!record.checks) return undefined;
  if (record.checks.length === 0) return 'E_GATE_NO_DATA: the record lists no checks';
  for (const c of record.checks) {
    const noValue =
      c.value === undefined ||
      c.value === null ||
      (typeof c.value === 'number' && !Number.isFinite(c.value)) ||
      (typeof c.value === 'string' && /^\s*$|^nan$/i.test(c.value));
    const noValues = c.values === undefined || c.values.length === 0;
    if (noValue && noValues) return `E_GATE_NO_DATA check=${c.name}`;
  }
  return undefined;
}

function unavailable(image: string, problems: RecordProblem[]): Judgement {
  const named = problems
    .slice(0, 3)
    .map((p) => `${p.origin}: ${p.message}`)
    .join('; ');
  return {
    ruleId: 'gate/records-unavailable',
    message: `Gate records for ${image} could not be read: ${named}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`,
    remediation:
      'Fix or remove the malformed record, or make the record store reachable; until then the image cannot be judged.',
    status: 'records unavailable',
  };
}

const MAX_INDEX_INSPECTIONS = 10;

/** I1: a record for an index also covers a pin to one of its platform manifests. */
async function viaIndex(
  ref: ImageRef,
  digest: string,
  records: GateRecord[],
  resolver: TagResolver | undefined,
): Promise<{ record: GateRecord; note: string } | undefined> {
  if (!resolver) return undefined;
  // Newest first and bounded: each inspection is a manifest GET, which registries count as a pull.
  const newest = [...records]
    .sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt))
    .slice(0, MAX_INDEX_INSPECTIONS);
  for (const record of newest) {
    const r = await resolver.inspect(ref, record.digest);
    const child = r.ok && r.kind === 'index' ? r.children?.find((c) => c.digest === digest) : undefined;
    const chosen = child ? decisive(records.filter((r) => r.digest === record.digest)) : undefined;
    if (child && chosen)
      return {
        record: chosen,
        note: `pinned to platform manifest of index ${record.digest} (${child.platform ?? 'platform not declared'})`,
      };
  }
  return undefined;
}

function judgeRecord(image: string, digest: string, record: GateRecord, note?: string): Judgement {
  const base = { digest, record };
  if (record.decision !== 'pass') {
    return {
      ...base,
      ruleId: 'gate/not-passed',
      status: `not passed (${record.decision})`,
      message: `The gate decided "${record.decision}" for ${image}@${digest} (record ${record.id}, ${record.origin})`,
      remediation: 'Deploy a candidate the release gate passed, or re-run the gate for this digest.',
    };
  }
  const empty = emptyEvidence(record);
  if (empty) {
    return {
      ...base,
      ruleId: 'gate/not-passed',
      verdict: 'inconclusive',
      status: 'pass without evidence',
      message: `Record ${record.id} passes ${image}@${digest} without data (${empty}); a pass over no data is not evidence`,
    };
  }
  return { ...base, status: note ? `passed (${note})` : 'passed' };
}

export interface JudgeInput {
  ref: ImageRef;
  records: RecordSource;
  resolver: TagResolver | undefined;
}

async function digestOf(
  ref: ImageRef,
  resolver: TagResolver | undefined,
): Promise<Judgement | { digest: string; resolved?: { digest: string; at: string } }> {
  if (ref.digest) return { digest: ref.digest };
  const written = formatImageRef(ref);
  if (!resolver) {
    return {
      ruleId: 'gate/record-missing',
      verdict: 'inconclusive',
      status: 'no digest',
      message: `${written} has no digest, so no gate record can be matched to it`,
      remediation:
        'Pin the image by digest (image@sha256:…), or enable resolveTags to look the tag up in the registry.',
    };
  }
  const r = await resolver.resolve(ref);
  if (!r.ok) {
    return {
      ruleId: 'gate/record-missing',
      verdict: 'inconclusive',
      status: `tag not resolved (${r.code})`,
      message: `${written} has no digest and its tag could not be resolved (${r.code}: ${r.message}); no gate record can be matched`,
      remediation: 'Pin the image by digest, or make the registry reachable (credentials, rate limits).',
    };
  }
  return { digest: r.digest, resolved: { digest: r.digest, at: r.at } };
}

export async function judgeImage({ ref, records, resolver }: JudgeInput): Promise<Judgement> {
  const d = await digestOf(ref, resolver);
  if ('status' in d) return d;
  const withResolved = <T extends Judgement>(j: T): T => (d.resolved ? { ...j, resolved: d.resolved } : j);
  const found = await records.lookup(ref.name, d.digest);
  if (found.problems.length > 0) return withResolved({ ...unavailable(ref.name, found.problems), digest: d.digest });
  const exact = found.records.filter((r) => r.digest === d.digest);
  const record = decisive(exact);
  if (record) return withResolved(judgeRecord(ref.name, d.digest, record));
  if (found.records.length === 0) {
    return withResolved({
      ruleId: 'gate/record-missing',
      status: 'record missing',
      digest: d.digest,
      message: `No gate record exists for ${ref.name} (digest ${d.digest})`,
      remediation: 'Run the release gate for this image, or exempt the repository through gateRecords.scope.',
    });
  }
  const index = await viaIndex(ref, d.digest, found.records, resolver);
  if (index) return withResolved(judgeRecord(ref.name, d.digest, index.record, index.note));
  const moved = d.resolved ? ` Tag ${ref.tag ?? 'latest'} now resolves to ${d.digest} (E_TAG_MOVED).` : '';
  return withResolved({
    ruleId: 'gate/digest-mismatch',
    status: 'digest mismatch',
    digest: d.digest,
    message: `No gate record for ${ref.name}@${d.digest}; records exist for ${list(found.records)}.${moved}`,
    remediation: 'Deploy a digest the gate decided on, or run the gate for this digest.',
  });
}
