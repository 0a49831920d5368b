import { describe, expect, it } from 'vitest';
import { createRejections } from '../../src/apiserver/index.js';
import { cronJob, deployment } from './fault-cases.mjs';

const messages = (object: Record<string, unknown>, version: string) =>
  createRejections(String(object['apiVersion']), String(object['kind']), object, version).map(
    (r) => `${r.path} ${r.message}`,
  );

describe('rules a feature gate changed follow the Kubernetes version', () => {
  const sidecar = deployment('s', {
    pod: {
      initContainers: [
        { name: 'proxy', image: 'envoy:1', restartPolicy: 'Always', readinessProbe: { tcpSocket: { port: 1 } } },
      ],
    },
  });

  it('sidecar init containers: dropped before 1.29 (and then their probes are refused), accepted from 1.29', () => {
    const old = messages(sidecar, '1.28');
    expect(
      old.some((m) => m.includes('/initContainers/0/restartPolicy Forbidden: dropped before Kubernetes 1.29')),
    ).toBe(true);
    expect(old.some((m) => m.includes('/initContainers/0/readinessProbe Forbidden'))).toBe(true);
    expect(messages(sidecar, '1.29')).toEqual([]);
  });

  it('environment variable names: C-identifier-like before 1.32, any printable ASCII but = from 1.32', () => {
    const env = deployment('e', { main: { env: [{ name: '1 VAR', value: 'x' }] } });
    expect(messages(env, '1.31')).toHaveLength(1);
    expect(messages(env, '1.32')).toEqual([]);
  });

  it('CRON_TZ in the schedule: parsed before 1.25, refused on create from 1.25', () => {
    const job = cronJob('c', { schedule: 'CRON_TZ=UTC 0 * * * *' });
    expect(messages(job, '1.24')).toEqual([]);
    expect(messages(job, '1.25')[0]).toContain('cannot use TZ or CRON_TZ in schedule');
  });
});
