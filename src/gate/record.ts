/** Gate decision records (contract: "Gate decision record"): validation against the shipped JSON Schema. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { tryParseImageRef } from '../kube/image-ref.js';
import { packageRoot } from '../package-root.js';

export type Decision = 'pass' | 'fail' | 'inconclusive';

export interface GateCheck {
  name: string;
  value?: number | string | boolean | null;
  values?: unknown[];
}

export interface GateRecord {
  id: string;
  decision: Decision;
  /** Normalised repository name (`docker.io/library/nginx`). */
  image: string;
  digest: string;
  decidedAt: string;
  criteriaVersion?: string;
  checks?: GateCheck[];
  /** Where it was read: repo-relative file at base, or the URL (userinfo stripped) with fetch time. */
  origin: string;
}

/** A record that could not be read. `image` is set when the broken record still names its image. */
export interface RecordProblem {
  origin: string;
  message: string;
  image?: string;
}

/** Records read from one place (a file, the store's answer), and what could not be read there. */
export interface RecordLookup {
  records: GateRecord[];
  problems: RecordProblem[];
}

let validator: ValidateFunction | undefined;

function recordValidator(): ValidateFunction {
  if (!validator) {
    const schema = JSON.parse(readFileSync(path.join(packageRoot(), 'schemas', 'gate-record.schema.json'), 'utf8')) as {
      $id: string;
    };
    const ajv = new Ajv({ allErrors: false, strict: false });
    // ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
      a: Ajv,
    ) => void;
    addFormats(ajv);
    ajv.addSchema(schema);
    validator = ajv.getSchema(`${schema.$id}#/definitions/record`);
    if (!validator) throw new Error('gate-record.schema.json has no definitions/record');
  }
  return validator;
}

function normalisedName(image: string): string | undefined {
  const ref = tryParseImageRef(image);
  return ref && ref.tag === undefined && ref.digest === undefined ? ref.name : undefined;
}

function imageHint(value: unknown): string | undefined {
  const image = (value as { candidate?: { image?: unknown } } | null)?.candidate?.image;
  return typeof image === 'string' ? normalisedName(image) : undefined;
}

/** JSON text (a record or an array) → valid records and named problems, naming the origin when it is not JSON. */
export function parseRecordText(text: string, origin: string): RecordLookup {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { records: [], problems: [{ origin, message: `malformed JSON: ${(err as Error).message}` }] };
  }
  const items = Array.isArray(value) ? value : [value];
  const records: GateRecord[] = [];
  const problems: RecordProblem[] = [];
  const validate = recordValidator();
  items.forEach((item, index) => {
    const where = Array.isArray(value) ? `${origin} [${index}]` : origin;
    const hint = imageHint(item);
    if (!validate(item)) {
      const e = validate.errors?.[0];
      const message =
        `not a valid gate record: ${e ? `${e.instancePath || '/'} ${e.message ?? ''}` : 'schema violation'}`.trim();
      problems.push({ origin: where, message, ...(hint ? { image: hint } : {}) });
      return;
    }
    const raw = item as {
      id: string;
      decision: Decision;
      candidate: { image: string; digest: string };
      decidedAt: string;
      criteriaVersion?: string;
      checks?: GateCheck[];
    };
    if (!hint) {
      problems.push({
        origin: where,
        message: `candidate.image ${JSON.stringify(raw.candidate.image)} is not a repository name (no tag or digest allowed)`,
      });
      return;
    }
    records.push({
      id: raw.id,
      decision: raw.decision,
      image: hint,
      digest: raw.candidate.digest,
      decidedAt: raw.decidedAt,
      origin: where,
      ...(raw.criteriaVersion !== undefined ? { criteriaVersion: raw.criteriaVersion } : {}),
      ...(raw.checks !== undefined ? { checks: raw.checks } : {}),
    });
  });
  return { records, problems };
}
