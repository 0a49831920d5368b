/**
 * The fourth layer's last word: one real request to the deployed service (opt-in per Application
 * in `live.smoke`). The answer must have the expected status, and — when a release check is
 * configured — name the release the audit expects: a value at a JSON pointer, or the body text,
 * equal to the deployed image's tag or digest (from Argo CD's `status.summary.images`) or to a
 * given value. Redirects to another host are not followed; outputs carry only a short excerpt of
 * the body (sanitised with every other output).
 */
import { tryParseImageRef } from '../kube/image-ref.js';
import { exchangeWithRetries } from '../http/index.js';
import { getAt } from '../kube/json-pointer.js';
import type { Json, SmokeSpec } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { asObject as obj } from '../kube/object.js';

const EXCERPT_CHARS = 120;
const MAX_BODY_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

/** `https://host/path` without userinfo, query or fragment: what outputs may show of the URL. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(an unparseable URL)';
  }
}

function excerpt(body: Buffer): string {
  const flat = body.toString('utf8').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
}

type Expected = { ok: true; value: string; from: string } | { ok: false; problem: string };

/** The release the answer must name: a given value, or the tag/digest of an image Argo CD reports deployed. */
export function expectedRelease(spec: NonNullable<SmokeSpec['release']>, app: Json): Expected {
  if (spec.value !== undefined) return { ok: true, value: spec.value, from: 'the configured value' };
  if (!spec.image) return { ok: false, problem: 'the release check names neither a value nor an image' };
  const images = obj(obj(app.status).summary).images;
  if (!Array.isArray(images))
    return { ok: false, problem: 'status.summary.images missing: the deployed image is unknown' };
  const wanted = tryParseImageRef(spec.image)?.name ?? spec.image;
  const refs = images
    .filter((i): i is string => typeof i === 'string')
    .map(tryParseImageRef)
    .filter((r) => r?.name === wanted);
  const values = [
    ...new Set(
      refs.map((r) => (spec.use === 'digest' ? r?.digest : r?.tag)).filter((v): v is string => typeof v === 'string'),
    ),
  ];
  if (values.length !== 1) {
    return {
      ok: false,
      problem: `status.summary.images ${values.length ? `names ${values.length} different ${spec.use ?? 'tag'}s` : `has no ${spec.use ?? 'tag'}`} for ${spec.image}: the deployed release is not one value`,
    };
  }
  return {
    ok: true,
    value: values[0] as string,
    from: `the deployed ${spec.use ?? 'tag'} of ${spec.image} (status.summary.images)`,
  };
}

type Found = { ok: true; value: string } | { ok: false; problem: string };

function releaseIn(body: Buffer, pointer: string | undefined): Found {
  if (pointer === undefined) return { ok: true, value: body.toString('utf8').trim() };
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, problem: `the answer is not JSON, so ${pointer} cannot be read` };
  }
  const value = getAt(json, pointer);
  if (typeof value === 'string' || typeof value === 'number') return { ok: true, value: String(value) };
  return { ok: false, problem: `the answer has no string at ${pointer}` };
}

/** One smoke request for one Application. */
export async function judgeSmoke(spec: SmokeSpec, app: Json, v: AppVerdicts): Promise<void> {
  const shown = shownUrl(spec.url);
  const expected = spec.release ? expectedRelease(spec.release, app) : undefined;
  if (expected && !expected.ok)
    return v.add('live/status-unavailable', `smoke request to ${shown} not judged: ${expected.problem}`);
  const outcome = await exchangeWithRetries(
    spec.url,
    {
      headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.1' },
      timeoutMs: spec.timeoutSeconds !== undefined ? spec.timeoutSeconds * 1000 : DEFAULT_TIMEOUT_MS,
      maxBodyBytes: MAX_BODY_BYTES,
      redirects: 'same-host',
    },
    { attempts: 2, baseDelayMs: 500, maxWaitMs: 5000 },
  );
  if (!outcome.ok)
    return v.add(
      'live/status-unavailable',
      `smoke request to ${shown} got no answer to judge: ${outcome.error.message.replace(spec.url, shown)}`,
    );
  const res = outcome.response;
  const status = spec.status ?? 200;
  if (res.status !== status) {
    return v.add(
      'live/smoke-failed',
      `smoke request to ${shown} answered ${res.status}, expected ${status} (body: "${excerpt(res.body)}")`,
    );
  }
  if (!expected) return void v.notices.push(`smoke request to ${shown} answered ${res.status}`);
  const found = releaseIn(res.body, spec.release?.pointer);
  if (!found.ok)
    return v.add(
      'live/status-unavailable',
      `smoke request to ${shown} answered ${res.status}, but ${found.problem} (body: "${excerpt(res.body)}")`,
    );
  if (found.value !== expected.value) {
    const where = spec.release?.pointer ? `at ${spec.release.pointer}` : 'as its body';
    return v.add(
      'live/smoke-wrong-release',
      `smoke request to ${shown} answered ${res.status} from another release: "${excerpt(Buffer.from(found.value))}" ${where}, expected "${expected.value}" (${expected.from})`,
    );
  }
  v.notices.push(`smoke request to ${shown} answered ${res.status} with the expected release ${expected.value}`);
}
