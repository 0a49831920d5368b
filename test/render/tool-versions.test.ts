// The tool versions a native binary gave are remembered under its identity (tool-versions.ts):
// asked once, then read; asked again whenever the binary changes; never remembered for scripts,
// failures, or without a cache dir, and never believed without the cache key's HMAC. resolveTools
// reads the remembered answer for the real tools.
import {
  chmodSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { rememberedOutput } from '../../src/render/tool-versions.js';
import { cacheSecret } from '../../src/cache/secret.js';
import { resolveTools } from '../../src/render/index.js';

const toolsBin = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'dg-tool-versions-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** rememberedOutput of `bin args` that counts how often the binary is really run. */
function asker(bin: string, args: string[], cache: string | null = path.join(dir, 'cache')) {
  let asked = 0;
  const ask = async () => {
    asked++;
    try {
      return execFileSync(bin, args, { encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  };
  return { get: () => rememberedOutput(bin, args, ask, cache ?? undefined), asked: () => asked };
}

/** A native executable of our own (a copy of echo), which answers with its arguments. */
function nativeEcho(name = 'helm'): string {
  const bin = path.join(dir, name);
  copyFileSync('/bin/echo', bin);
  chmodSync(bin, 0o755);
  return bin;
}

describe('remembered tool versions', () => {
  it('asks a native binary once, then reads its answer', async () => {
    const a = asker(nativeEcho(), ['version', '--short']);
    expect(await a.get()).toBe('version --short');
    expect(await a.get()).toBe('version --short');
    expect(a.asked()).toBe(1);
    expect(readdirSync(path.join(dir, 'cache'))).toHaveLength(1);
  });

  it('keeps answers apart by the question asked', async () => {
    const bin = nativeEcho();
    const short = asker(bin, ['version', '--short']);
    const client = asker(bin, ['version', '--client']);
    expect(await short.get()).toBe('version --short');
    expect(await client.get()).toBe('version --client');
    expect(client.asked()).toBe(1);
  });

  it('asks again when the binary changes (mtime, or another file at the same path)', async () => {
    const bin = nativeEcho();
    const a = asker(bin, ['v1']);
    await a.get();
    utimesSync(bin, new Date(), new Date(Date.now() + 60_000));
    expect(await a.get()).toBe('v1');
    expect(a.asked()).toBe(2);
    copyFileSync('/bin/true', `${bin}.new`);
    execFileSync('mv', [`${bin}.new`, bin]);
    expect(await a.get()).toBe('');
    expect(a.asked()).toBe(3);
  });

  it('always asks a script, a binary that failed, and without a cache dir', async () => {
    const script = path.join(dir, 'shim');
    writeFileSync(script, '#!/bin/sh\necho v3.1.4\n');
    chmodSync(script, 0o755);
    const s = asker(script, ['version']);
    await s.get();
    expect(await s.get()).toBe('v3.1.4');
    expect(s.asked()).toBe(2);
    const falseBin = path.join(dir, 'false');
    copyFileSync('/bin/false', falseBin);
    const f = asker(falseBin, ['version']);
    expect(await f.get()).toBeUndefined();
    expect(await f.get()).toBeUndefined();
    expect(f.asked()).toBe(2);
    const n = asker(nativeEcho('kubectl'), ['version'], null);
    await n.get();
    await n.get();
    expect(n.asked()).toBe(2);
  });

  it('resolveTools answers from the cache for the real helm and kubectl, and the same as asking', async () => {
    const cache = path.join(dir, 'cache');
    const asked = await resolveTools({ pathEnv: toolsBin });
    const first = await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache });
    expect(first).toEqual(asked);
    const files = readdirSync(cache);
    expect(files).toHaveLength(2);
    expect(await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache })).toEqual(asked);
    // What is read is what was kept: an answer signed with the cache key shows that no process was asked.
    const sign = (key: string, output: string) =>
      createHmac('sha256', cacheSecret()).update(key).update('\0').update(output).digest('hex');
    const helmEntry = files
      .map((f) => ({ f, kept: JSON.parse(readFileSync(path.join(cache, f), 'utf8')) as Record<string, string> }))
      .find((e) => e.kept.key?.includes('--short'));
    if (!helmEntry) throw new Error('no helm entry kept');
    const plant = (output: string, mac: string) =>
      writeFileSync(path.join(cache, helmEntry.f), JSON.stringify({ ...helmEntry.kept, output, mac }));
    plant('v9.8.7+gsigned', sign(helmEntry.kept.key!, 'v9.8.7+gsigned'));
    const signed = await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache });
    expect(signed.helm.ok && signed.helm.tool.version).toBe('v9.8.7+gsigned');
    // A planted answer (another job of the runner can write the tool cache) is not believed: an
    // old helm could pass the version floor (B10) by claiming a newer version.
    plant('v9.8.7+gplanted', helmEntry.kept.mac!);
    expect(await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache })).toEqual(asked);
    plant('v9.8.7+gplanted', 'x'.repeat(64));
    expect(await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache })).toEqual(asked);
    plant('v9.8.7+gplanted', 'é');
    expect(await resolveTools({ pathEnv: toolsBin, versionCacheDir: cache })).toEqual(asked);
  });
});
