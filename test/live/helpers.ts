import { expect } from 'vitest';
import type { LiveInput, LiveResult } from '../../src/live/index.js';
import { judgeLive } from '../../src/live/index.js';
import type { Route } from './fake-argocd.js';
import { FakeArgoCd } from './fake-argocd.js';
import { AUDITED, NOW, TOKEN, target } from './fixtures.js';
import type { WorldOptions } from './world.js';

export type Extra = Partial<Omit<LiveInput, 'server'>> & { world?: WorldOptions };

/** Runs judgeLive against a fake Argo CD with these routes; checks the token never leaks into the result. */
export async function judgeWith(
  routes: Record<string, Route>,
  extraAndWorld: Extra = {},
): Promise<{ result: LiveResult; fake: FakeArgoCd }> {
  const { world, ...extra } = extraAndWorld;
  const fake = new FakeArgoCd(routes, undefined, world ?? {});
  const server = await fake.start();
  try {
    const result = await judgeLive({
      server,
      token: TOKEN,
      targets: [target('web', 'production')],
      auditedSha: AUDITED,
      now: () => NOW,
      timeoutMs: 2000,
      retryDelayMs: 10,
      ...extra,
    });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    return { result, fake };
  } finally {
    await fake.stop();
  }
}

export const rules = (r: LiveResult): string[] => r.drafts.map((d) => d.draft.ruleId).sort();
export const messages = (r: LiveResult, rule: string): string[] =>
  r.drafts.filter((d) => d.draft.ruleId === rule).map((d) => d.draft.message);
