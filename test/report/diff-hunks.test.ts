// Diffs that show the change (issue 32 item 3): budget by hunks, changed lines first, a cut says
// what it left out, and the same change in several environments is shown once.
import { describe, expect, it } from 'vitest';
import { cutByHunks, parseDiff, trimContext } from '../../src/report/diff-hunks.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { SUMMARY_MAX } from '../../src/report/budget.js';
import { change, report } from './fixtures.js';

/** A Deployment diff whose one change sits at the end of a long hunk of context. */
function deploymentDiff(): string {
  const context = Array.from({ length: 200 }, (_, i) => `           env-${i}: value`);
  return `--- base\n+++ head\n@@ -1,201 +1,201 @@\n${context.map((l) => ` ${l}`).join('\n')}\n-          image: docker.io/acme/web:1.4.2\n+          image: docker.io/acme/web:latest\n`;
}

function configMapDiff(version: string): string {
  const lines = Array.from({ length: 80 }, (_, i) => `  setting-${i}: "${version}"`);
  return `--- base\n+++ head\n@@ -1,80 +1,80 @@\n${lines.map((l) => `-${l.replace(version, 'old')}\n+${l}`).join('\n')}\n`;
}

describe('cutting a diff by hunks', () => {
  it('keeps the line numbers true when context is dropped', () => {
    const [hunk] = parseDiff(deploymentDiff()).hunks;
    const trimmed = trimContext(hunk!, 1);
    expect(trimmed).toHaveLength(1);
    expect(trimmed[0]).toMatchObject({ oldStart: 200, newStart: 200 });
    expect(trimmed[0]!.lines).toEqual([
      '            env-199: value',
      '-          image: docker.io/acme/web:1.4.2',
      '+          image: docker.io/acme/web:latest',
    ]);
  });

  it('shows the changed lines before the context and says what it cut', () => {
    const cut = cutByHunks(deploymentDiff(), (c) => c.diff.length < 300);
    expect(cut?.diff).toContain('+          image: docker.io/acme/web:latest');
    expect(cut?.diff).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/m);
    expect(cut?.note).toMatch(/^every change shown, context cut to \d lines?$/);
  });

  it('counts the changed lines it leaves out', () => {
    const cut = cutByHunks(configMapDiff('v2'), (c) => c.diff.length < 1_000);
    expect(cut?.note).toMatch(/^\d+ changed lines not shown$/);
    const left = Number(/^(\d+)/.exec(cut!.note!)?.[1]);
    const shown = cut!.diff.split('\n').filter((l) => /^[+-] /.test(l)).length;
    expect(left + shown).toBe(160);
  });
});

describe('diffs in the comment', () => {
  it('a long ConfigMap diff does not hide the image line of the Deployment beside it', () => {
    const changes = [
      change('web', deploymentDiff(), { resource: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' } }),
      ...Array.from({ length: 6 }, (_, i) => change(`settings-${i}`, configMapDiff(`v${i}`))),
    ];
    const body = renderMarkdown(report({ changes }), { maxChars: 8_000 });
    expect(body).toContain('+          image: docker.io/acme/web:latest');
    expect(body).toMatch(/_✂️ (every change shown, context cut to|\d+ changed lines? not shown)/);
  });

  it('shows the same change in several environments once, naming them', () => {
    const envs = ['dev', 'staging', 'production'];
    const changes = envs.map((environment) =>
      change('web-settings', configMapDiff('v2'), {
        environment,
        resource: { apiVersion: 'v1', kind: 'ConfigMap', namespace: `web-${environment}`, name: 'web-settings' },
      }),
    );
    changes.push(change('web-settings', configMapDiff('v3'), { environment: 'qa' }));
    const body = renderMarkdown(report({ changes }), { maxChars: SUMMARY_MAX, maxBytes: SUMMARY_MAX });
    expect(body.match(/```diff/g)).toHaveLength(2);
    expect(body).toContain('`ConfigMap web-settings` `v1` — same change in dev, production, staging');
    expect(body).toContain('`ConfigMap web/web-settings` `v1` in qa');
    expect(body).not.toContain('not shown');
  });
});
