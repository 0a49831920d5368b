import { describe, expect, it } from 'vitest';
import { COMMENT_BUDGET, SUMMARY_BUDGET, fitMarkdown, fits, hardTruncate } from '../../src/github/budget.js';
import { codePoints } from '../../src/report/budget.js';
import { errorCommentBody } from '../../src/github/pr-comment.js';
import { errorSummary } from '../../src/github/summary.js';

/** A renderer that honours maxChars in code points but not bytes, like a real one with emoji content. */
function emojiRenderer(objects: number) {
  return (maxChars: number) => {
    const out: string[] = ['## header'];
    let n = codePoints(out[0]!);
    let shown = 0;
    for (let i = 0; i < objects; i++) {
      const block = `\n\`\`\`diff\n+ ${'😀'.repeat(200)}\n\`\`\``;
      if (n + codePoints(block) > maxChars - 100) break;
      out.push(block);
      n += codePoints(block);
      shown++;
    }
    out.push(`\n${objects - shown} more objects not shown`);
    return out.join('');
  };
}

describe('size budgets', () => {
  it('G1: emoji content is shrunk until it fits both the code point and the byte budget', () => {
    const text = fitMarkdown(emojiRenderer(2_000), { maxChars: 65_000, maxBytes: 100_000 });
    expect(fits(text, { maxChars: 65_000, maxBytes: 100_000 })).toBe(true);
    expect(text).toMatch(/\d+ more objects not shown$/);
  });

  it('the comment budget stays under GitHub 65,536 and 260,000 bytes', () => {
    expect(COMMENT_BUDGET.maxChars).toBeLessThan(65_536);
    expect(COMMENT_BUDGET.maxBytes).toBeLessThanOrEqual(260_000);
    expect(SUMMARY_BUDGET.maxBytes).toBeLessThan(1_048_576);
  });

  it('hard truncation closes an open fence and says it truncated', () => {
    const text = `intro\n\`\`\`\`yaml\n${'line ```\n'.repeat(5_000)}\`\`\`\`\nend\n`;
    const out = hardTruncate(text, { maxChars: 2_000, maxBytes: 10_000 });
    expect(codePoints(out)).toBeLessThanOrEqual(2_000);
    const lines = out.split('\n');
    expect(lines).toContain('````');
    expect(out).toContain('Truncated');
  });

  it('hard truncation closes open <details> blocks so the note is not hidden in a collapsed block', () => {
    const block = (i: number) =>
      `<details><summary>object ${i}</summary>\n\n\`\`\`diff\n${'+ line <details>\n'.repeat(20)}\`\`\`\n\n</details>\n`;
    const text = `intro\n<details open>\n<summary>all</summary>\n\n${Array.from({ length: 200 }, (_, i) => block(i)).join('')}</details>\n`;
    const out = hardTruncate(text, { maxChars: 3_000, maxBytes: 10_000 });
    expect(codePoints(out)).toBeLessThanOrEqual(3_000);
    const opened = (out.match(/<details[\s>]/g) ?? []).length - (out.match(/^\+ line <details>$/gm) ?? []).length;
    const closed = (out.match(/<\/details>/g) ?? []).length;
    expect(closed).toBe(opened);
    // Closers come before the note, which sits outside every block.
    expect(out.lastIndexOf('</details>')).toBeLessThan(out.indexOf('_Truncated'));
    expect(out.trimEnd().endsWith('_Truncated: the rest is in the job summary and the report artifact._')).toBe(true);
  });

  it('a renderer that ignores its limit is still cut to the budget (G2)', () => {
    const big = 'x'.repeat(100) + '\n';
    const out = fitMarkdown(() => big.repeat(40_000), SUMMARY_BUDGET);
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(SUMMARY_BUDGET.maxBytes);
  });
});

describe('the error bodies of a run that failed closed', () => {
  const fenceOf = (body: string) => /^(`+)text$/m.exec(body)?.[1];
  it('fence the message one backtick longer than any run inside it, three at least', () => {
    for (const error of [errorSummary, errorCommentBody]) {
      expect(fenceOf(error('plain message', undefined))).toBe('```');
      expect(fenceOf(error('a ``` fence and a ```` longer one', undefined))).toBe('`````');
    }
  });
});
