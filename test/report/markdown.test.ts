import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { diffTarget } from '../../src/diff/index.js';
import { codePoints, utf8Bytes } from '../../src/report/budget.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { codeBlock, codeSpan, escapeInline } from '../../src/report/markdown-escape.js';
import { resource } from '../diff/resources.js';
import { change, finding, report } from './fixtures.js';

// GitHub keeps raw HTML such as <details>; the parser must too, or injection would go unseen.
const md = new MarkdownIt({ html: true, linkify: true });

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
/** Mentions GitHub would notify: `@name` after a non-word character, in text outside code (`a@b` is no mention). */
function mentions(html: string): number {
  const text = html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
  return count(text, /(?<!\w)@[A-Za-z0-9][\w-]*/g);
}

const EVIL =
  '```\n</details>\n# Approved\n@octo-org/admins ![x](https://attacker.test/p.png)\n<img src="https://attacker.test/q.png">';

describe('markdown injection (F1)', () => {
  const evilCm = resource({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'evil`name@team', namespace: 'web' },
    data: { note: EVIL },
  });
  const changes = diffTarget({ app: 'web', environment: 'staging', head: [evilCm] });
  // A diff line at column 0 (no +/- prefix) is the case where a short fence would be closed.
  const raw = change('raw', `--- base\n+++ head\n@@ -1 +1 @@\n${EVIL}\n`, { app: 'other', environment: 'x' });
  const r = report({
    changes: [...changes, raw],
    findings: [
      finding({ message: EVIL, location: { file: 'a`b@team.yaml', line: 3 } }),
      finding({ message: '# Approved\n@octo-org/admins', change: 'unchanged' }),
      finding({
        message: '</details><h1>x</h1>',
        exempted: { by: 'annotation', reason: '@octo-org/admins ![x](https://attacker.test/p.png)' },
      }),
    ],
    notices: ['# Approved @octo-org/admins <img src=x>'],
    images: [
      {
        app: 'web',
        environment: 'staging',
        image: 'evil@team/img',
        tag: '`1`',
        status: '![x](https://attacker.test/p.png)',
      },
    ],
  });
  const body = renderMarkdown(r, { marker: '<!-- deploy-gate:sticky -->', headUrl: 'https://github.com/o/r/blob/abc' });
  const html = md.render(body);

  it('keeps the structure: exactly the expected <details> and no elements from content', () => {
    // unchanged findings + exempted findings + targets + two apps with changes + images
    expect(count(html, /<details>/g)).toBe(6);
    expect(count(html, /<\/details>/g)).toBe(6);
    expect(count(html, /<img/g)).toBe(0);
    expect(count(html, /<h1/g)).toBe(0);
    expect(count(html, /<h2/g)).toBe(0);
    expect(mentions(html)).toBe(0);
    expect(body.startsWith('<!-- deploy-gate:sticky -->\n')).toBe(true);
  });

  it('shows the hostile text as text, inside a fence it cannot close', () => {
    expect(html).toContain('&lt;/details&gt;');
    expect(body).toMatch(/^````diff$/m);
    const fences = md.parse(body, {}).filter((t) => t.type === 'fence' && t.content.includes('# Approved'));
    expect(fences).toHaveLength(2);
    expect(fences.some((f) => f.content.includes('+    @octo-org/admins'))).toBe(true);
    expect(fences.some((f) => f.content.includes('\n```\n</details>\n# Approved\n@octo-org/admins'))).toBe(true);
  });

  it('links findings to file and line below headUrl, with the file name encoded', () => {
    expect(body).toContain('(https://github.com/o/r/blob/abc/a%60b%40team.yaml#L3)');
  });
});

describe('markdown layout', () => {
  it('puts the verdict and introduced findings first and collapses the rest', () => {
    const r = report({
      findings: [finding({ change: 'fixed', message: 'old problem' }), finding({ message: 'new problem' })],
    });
    const body = renderMarkdown(r);
    expect(body.split('\n')[0]).toBe(
      '### ❌ deploy-gate check: **FAIL** — 1 failing problem \\(1 finding\\) introduced by this change',
    );
    expect(body.indexOf('new problem')).toBeLessThan(body.indexOf('<details><summary>Fixed: 1 problem (1 finding)'));
    expect(body.indexOf('<details><summary>Fixed')).toBeLessThan(body.indexOf('old problem'));
    expect(body).toContain('No rendered object changed.');
  });

  it('lists exempted findings as exempted, with the reason', () => {
    const body = renderMarkdown(
      report({ findings: [finding({ exempted: { by: 'annotation', reason: 'legacy app' } })] }),
    );
    expect(body).toContain('No finding introduced by this change.');
    expect(body).toMatch(/<details><summary>Exempted: 1 problem \(1 finding\)[\s\S]*annotation\\: legacy app/);
  });

  it('renders images and notices', () => {
    const body = renderMarkdown(
      report({
        images: [
          {
            app: 'web',
            environment: 'staging',
            image: 'ghcr.io/acme/web',
            tag: '1.2',
            resolved: { digest: 'sha256:abc', at: '2026-01-01T00:00:00Z' },
            recordId: 'web-1.2-r1',
            decision: 'pass',
            status: 'approved',
          },
        ],
        notices: ['action configuration changed in this PR; it takes effect after merge'],
      }),
    );
    expect(body).toContain('<details><summary>Images (1)</summary>');
    // One copyable reference: no invisible character after the `@`.
    expect(body).toContain('`ghcr.io/acme/web:1.2@sha256:abc` (resolved 2026\\-01\\-01T00\\:00\\:00Z)');
    expect(body).toContain('#### Notices');
  });

  it('lists remote sources collapsed after the images, balanced, with copyable digests', () => {
    const sources = [
      {
        type: 'oci' as const,
        url: 'oci://ghcr.io/acme/charts',
        name: 'web',
        version: '1.2.3',
        digest: `sha256:${'d'.repeat(64)}`,
        cached: false,
      },
    ];
    const r = report({ targets: [{ ...report().targets[0]!, sources }] });
    const body = renderMarkdown(r);
    expect(body).toContain('<details><summary>Remote sources (1)</summary>');
    expect(body).toContain(
      `| \`web/staging\` | \`oci oci://ghcr.io/acme/charts web\` | \`1.2.3\` | \`sha256:${'d'.repeat(64)}\` |`,
    );
    const html = md.render(body);
    expect(count(html, /<details>/g)).toBe(count(html, /<\/details>/g));
    expect(renderMarkdown(report())).not.toContain('Remote sources');
  });
});

describe('markdown size budget (G1)', () => {
  const big = (i: number, filler: string) =>
    change(`cm-${String(i).padStart(3, '0')}`, `--- base\n+++ head\n@@ -1,1 +1,1 @@\n-a\n+${filler.repeat(200)}\n`);

  function assertBalanced(body: string): void {
    const html = md.render(body);
    expect(count(html, /<details>/g)).toBe(count(html, /<\/details>/g));
    expect(count(body, /^<details>/gm)).toBe(count(body, /^<\/details>$/gm));
    const fences = md.parse(body, {}).filter((t) => t.type === 'fence');
    expect(fences.length).toBeGreaterThan(0);
    // Every fence was closed by its own marker, not by the end of the document.
    for (const fence of fences) expect(body).toContain(`${fence.markup}\n\n`);
  }

  it('keeps a 300k-character diff under the limit, each object cut by hunks with what was left out', () => {
    const changes = Array.from({ length: 150 }, (_, i) => big(i, 'xxxxxxxxxx'));
    const body = renderMarkdown(report({ changes }));
    expect(codePoints(body)).toBeLessThanOrEqual(65_000);
    const shown = count(body, /^\*\*changed\*\* /gm);
    // Every object keeps a fair share: its first changed line is shown, and the cut says what is missing.
    expect(shown).toBe(150);
    expect(count(body, /^_✂️ 1 changed line not shown\._$/gm)).toBe(150);
    expect(body).toMatch(
      /⚠️ 0 of 150 changed objects shown in full, 150 cut short; see the job summary \/ report artifact\./,
    );
    assertBalanced(body);
  });

  it('counts 4-byte characters against the byte limit too', () => {
    const changes = Array.from({ length: 150 }, (_, i) => big(i, '😀😀😀😀😀😀😀😀😀😀'));
    const body = renderMarkdown(report({ changes }), { maxChars: 200_000 });
    expect(utf8Bytes(body)).toBeLessThanOrEqual(260_000);
    expect(codePoints(body)).toBeLessThanOrEqual(200_000);
    expect(body).toMatch(/changed lines? not shown/);
    assertBalanced(body);
  });

  it('takes a larger byte budget for the job summary', () => {
    const changes = Array.from({ length: 60 }, (_, i) => big(i, '😀😀😀😀😀😀😀😀😀😀'));
    const body = renderMarkdown(report({ changes }), { maxChars: 1_000_000, maxBytes: 1_000_000 });
    expect(utf8Bytes(body)).toBeGreaterThan(260_000);
    expect(body).not.toMatch(/not shown/);
  });

  it('never drops the verdict or introduced findings for the sake of diffs', () => {
    const changes = Array.from({ length: 50 }, (_, i) => big(i, 'y'.repeat(50)));
    const body = renderMarkdown(report({ changes, findings: [finding({ message: 'must stay visible' })] }), {
      maxChars: 5_000,
    });
    expect(codePoints(body)).toBeLessThanOrEqual(5_000);
    expect(body).toContain('must stay visible');
    expect(body).toContain('**FAIL**');
    expect(body).toMatch(/⚠️ 0 of 50 changed objects shown in full/);
  });

  it('cuts a long findings list with a count of the rest', () => {
    const findings = Array.from({ length: 400 }, (_, i) =>
      finding({ message: `problem number ${i} ${'z'.repeat(100)}` }),
    );
    const body = renderMarkdown(report({ findings }), { maxChars: 20_000 });
    expect(codePoints(body)).toBeLessThanOrEqual(20_000);
    expect(body).toMatch(/_\d+ more problems: see the job summary \/ report artifact\._/);
  });
});

describe('markdown escaping helpers', () => {
  it('chooses code span and fence delimiters longer than any backtick run inside', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeBlock('a\n`````\nb', 'diff').split('\n')[0]).toBe('``````diff');
    expect(codeBlock('plain').split('\n')[0]).toBe('```');
  });

  it('neutralises markdown, HTML, mentions and control characters in inline text', () => {
    const html = md.renderInline(escapeInline('**bold** <b>x</b> [l](u) @user \u202Eevil'));
    expect(html).not.toContain('<strong>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('\u202E');
    expect(mentions(html)).toBe(0);
  });
});

describe('probe changes in the headline (issue 33)', () => {
  it('names every workload whose probes the change edits above the findings; nothing when none do', () => {
    const probe = finding({
      ruleId: 'probes/changed',
      severity: 'note',
      verdict: 'fail',
      change: 'introduced',
      app: 'web',
      environment: 'staging',
      resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'web', name: 'web' },
      message: 'container "nginx" readinessProbe path /healthz → /ready',
    });
    const md = renderMarkdown(report({ verdict: 'pass', findings: [probe] }));
    const lines = md.split('\n');
    const line = lines.findIndex((l) => /^🩺 \*\*Probes change\*\* in Deployment web \\?\(web\/staging\\?\)/.test(l));
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThan(lines.findIndex((l) => l.startsWith('####') || l.startsWith('<details>')));
    const unchanged = renderMarkdown(report({ verdict: 'pass', findings: [{ ...probe, change: 'unchanged' }] }));
    expect(unchanged).not.toContain('Probes change');
  });
});
