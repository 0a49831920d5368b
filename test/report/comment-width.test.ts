// The comment in a 746 px column (issue 32 item 1): each problem shows what, where (file:line,
// linked to the PR head) and the targets without sideways scrolling; digests are shortened for
// display with the full value kept; no word is wider than the column.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { browserLayout, CHROMIUM, COLUMN_PX, commentHtml, unbreakableTokens } from '../helpers/comment-layout.js';
import { change, finding, report } from './fixtures.js';

const HEAD = 'https://github.com/acme/deploy/blob/4f112981ae8d4f112981ae8d4f112981ae8d4f11';
const D4 = `sha256:${'4'.repeat(64)}`;
const D1 = `sha256:${'1'.repeat(64)}`;

function digestFindings(): Finding[] {
  return [
    finding({
      ruleId: 'gate/digest-mismatch',
      app: 'payments',
      environment: 'production',
      message: `No gate record for ghcr.io/acme/payments@${D4}; records exist for ${D1} (record payments-2.3.1-r1, pass).`,
      remediation: 'Deploy a digest the gate decided on, or run the gate for this digest.',
      location: { file: 'charts/payments/templates/deployment.yaml', line: 20, exact: false },
    }),
    finding({
      ruleId: 'env/unpromoted-image',
      app: 'payments',
      environment: 'production',
      message: `ghcr.io/acme/payments@${D4} is introduced in production but was never declared in staging`,
      location: { file: 'charts/payments/templates/very/deeply/nested/folder/structure/deployment.yaml', line: 20 },
    }),
  ];
}

/** 40 apps × 3 environments, a privileged sidecar each, a long ConfigMap diff each: the large change. */
export function fortyApps(): ReturnType<typeof report> {
  const apps = Array.from({ length: 40 }, (_, i) => `app-${String(i + 1).padStart(2, '0')}`);
  const envs = ['dev', 'staging', 'production'];
  const findings: Finding[] = [];
  const changes = [];
  for (const app of apps)
    for (const environment of envs) {
      findings.push(
        finding({
          ruleId: 'security/privileged',
          app,
          environment,
          message: 'container "log-shipper" runs privileged (full access to the node)',
          remediation: 'Remove `privileged: true`.',
          resource: { apiVersion: 'apps/v1', kind: 'Deployment', name: app, namespace: `${app}-${environment}` },
          location: { file: `apps/${app}/base/deployment.yaml`, line: 30, exact: true },
        }),
      );
      const lines = Array.from({ length: 40 }, (_, i) => ` setting-${i}: "release-${i}"`);
      changes.push(
        change(
          `${app}-settings`,
          `--- base\n+++ head\n@@ -1,40 +1,40 @@\n${lines.map((l) => `-${l}\n+${l}x`).join('\n')}\n`,
          {
            app,
            environment,
          },
        ),
      );
    }
  return report({
    findings,
    changes,
    summary: { targets: 120, resources: 360, fail: findings.length, inconclusive: 0, warning: 0 },
  });
}

describe('the comment in a 746 px column (markdown-it)', () => {
  const body = renderMarkdown(report({ findings: digestFindings() }), { headUrl: HEAD });
  const html = commentHtml(body);

  it('shows each problem as a list item with what, the linked source line and the target', () => {
    const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1] as string);
    const problems = items.filter((i) => i.includes('📍'));
    expect(problems).toHaveLength(2);
    for (const p of problems) {
      expect(p).toMatch(
        /<a href="https:\/\/github\.com\/acme\/deploy\/blob\/4f11[0-9a-f]+\/charts\/payments\/[^"]+#L20">/,
      );
      expect(p).toContain('<code>payments</code> (production)');
      // What comes first, the place right after it: no table column can push it away.
      expect(p.indexOf('📍')).toBeGreaterThan(0);
    }
    expect(html.slice(0, html.indexOf('<details><summary>Targets'))).not.toContain('<table>');
  });

  it('shortens digests for display and keeps the full value in a collapsed block', () => {
    expect(body).toContain('ghcr\\.io/acme/payments@sha256\\:4444…4444');
    expect(body).not.toMatch(/@sha256\\?:4{64}[^\n]*📍/);
    expect(html).toMatch(
      /<details><summary>Full digests<\/summary>\s*<pre><code class="language-text">ghcr\.io\/acme\/payments@sha256:4{64}/,
    );
    // A long path keeps its end in the link text; the link has it whole.
    expect(body).toContain('[…/very/deeply/nested/folder/structure/deployment\\.yaml\\:20]');
    expect(body).toContain('/very/deeply/nested/folder/structure/deployment.yaml#L20');
  });

  it('holds no word wider than the column outside code blocks', () => {
    const widest = unbreakableTokens(html).sort((a, b) => b.px - a.px)[0];
    expect(widest?.px).toBeLessThan(COLUMN_PX - 100);
  });

  it('the width check can fail: a full image reference is wider than the column', () => {
    const wide = unbreakableTokens(commentHtml(`ghcr.io/acme/payments@${D4}`));
    expect(wide[0]?.px).toBeGreaterThan(COLUMN_PX);
  });

  it('folds the list of changed apps past ten and keeps findings above it', () => {
    const big = renderMarkdown(fortyApps(), { headUrl: HEAD });
    expect(big.indexOf('#### ❌ Failing')).toBeLessThan(big.indexOf('What changed'));
    expect(big).toContain(
      '<details><summary>What changed: 120 objects in 120 targets of 40 apps (120 changed)</summary>',
    );
    const small = renderMarkdown(report({ changes: [change('a', '+x\n')] }));
    expect(small).toContain('#### What changed: 1 object in 1 target of 1 app (1 changed)');
  });
});

const SHOTS = path.resolve(import.meta.dirname, '..', '..', '.test-output');

describe.skipIf(!CHROMIUM)('the comment in headless Chromium at 780 px', () => {
  it('keeps every problem place inside the column and the page free of sideways scrolling', () => {
    mkdirSync(SHOTS, { recursive: true });
    const small = browserLayout(
      renderMarkdown(report({ findings: digestFindings() }), { headUrl: HEAD }),
      path.join(SHOTS, 'comment-small.png'),
    );
    const big = browserLayout(renderMarkdown(fortyApps(), { headUrl: HEAD }), path.join(SHOTS, 'comment-40-apps.png'));
    for (const layout of [small, big]) {
      expect(layout.scrollWidth).toBeLessThanOrEqual(780);
      expect(layout.overflow).toEqual([]);
      expect(layout.places.length).toBeGreaterThan(0);
      for (const p of layout.places) expect(p.right).toBeLessThanOrEqual(740);
    }
    // Findings first: on 40 apps the first problem is on the first screen.
    expect(big.firstFindingTop).toBeLessThan(400);
    console.log(`comment layout: ${JSON.stringify({ small, big: { ...big, places: big.places.length } })}`);
  }, 300_000);
});

if (!CHROMIUM)
  console.warn('comment-width: chromium not found (apt-get install chromium), browser layout test skipped');
