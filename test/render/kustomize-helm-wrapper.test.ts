// The two guards around kustomize's helm inflation: the helm wrapper kustomize runs (only `version`
// and `template` reach the real helm), and the unpacker that places a fetched chart (regular files
// below the chart's own folder only). Real helm, real archives (`helm package`) and crafted tars.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { unpackChart } from '../../src/render/chart-archive.js';
import { writeHelmWrapper } from '../../src/render/kustomize-helm.js';
import { packageChart } from '../sources/chart-server.js';

const dirs: string[] = [];
const temp = (): string => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dg-khw-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** One ustar entry (name, type flag, content); the reader needs no checksum. */
function entry(name: string, type: string, content = ''): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content, 0, 'utf8');
  return Buffer.concat([header, body]);
}
const archive = (...entries: Buffer[]): string => {
  const file = path.join(temp(), 'x.tgz');
  writeFileSync(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return file;
};

describe('chart archives are unpacked as helm pull --untar leaves them, nothing else', () => {
  it('a helm package archive unpacks into <dest>/<chart>/', async () => {
    const out = temp();
    const tgz = packageChart({ name: 'demo', version: '1.0.0', value: 'x' }, temp());
    const r = await unpackChart(tgz, out, 'demo');
    expect(r).toMatchObject({ ok: true });
    expect(readFileSync(path.join(out, 'demo', 'Chart.yaml'), 'utf8')).toContain('name: demo');
    expect(existsSync(path.join(out, 'demo', 'templates', 'cm.yaml'))).toBe(true);
  });

  it('refuses a link, a path leaving the chart folder, and another chart folder', async () => {
    const out = temp();
    const link = await unpackChart(archive(entry('demo/Chart.yaml', '0', 'a'), entry('demo/evil', '2')), out, 'demo');
    expect(link).toMatchObject({ ok: false, message: expect.stringMatching(/not a regular file/) });
    const up = await unpackChart(archive(entry('demo/../../escaped', '0', 'x')), out, 'demo');
    expect(up).toMatchObject({ ok: false, message: expect.stringMatching(/outside the chart folder/) });
    expect(existsSync(path.join(out, '..', 'escaped'))).toBe(false);
    const other = await unpackChart(archive(entry('other/Chart.yaml', '0', 'x')), out, 'demo');
    expect(other).toMatchObject({ ok: false });
  });
});

describe('the helm kustomize runs', () => {
  it('passes version and template to the real helm and refuses pull (no network from kustomize)', async () => {
    const helm3 = execFileSync('sh', ['-c', 'command -v helm3'], { encoding: 'utf8' }).trim();
    const { command } = await writeHelmWrapper(helm3);
    dirs.push(path.dirname(command));
    expect(execFileSync(command, ['version', '--short'], { encoding: 'utf8' })).toMatch(/^v3\./);
    const pull = spawnSync(command, ['pull', 'demo', '--repo', 'https://charts.example'], { encoding: 'utf8' });
    expect(pull.status).toBe(1);
    expect(pull.stderr).toContain('only version and template run');
  });
});
