// judges.ts starts loading the checks once the first render's tool process has been spawned.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { afterNextProcess } from '../../src/engine/after-next-process.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('afterNextProcess', () => {
  it('calls back once, after the next child process has been spawned, not before', async () => {
    const seen: Array<number | undefined> = [];
    const spawned: { child?: ReturnType<typeof spawn> } = {};
    afterNextProcess(() => seen.push(spawned.child?.pid));
    await tick();
    expect(seen).toEqual([]); // nothing spawned yet
    const child = spawn(process.execPath, ['-e', '0']);
    spawned.child = child;
    expect(seen).toEqual([]); // not inside the spawn call
    await tick();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(child.pid); // the process existed when the callback ran
    const second = spawn(process.execPath, ['-e', '0']);
    await Promise.all([once(child, 'exit'), once(second, 'exit')]);
    expect(seen).toHaveLength(1); // once only
  });

  it('does nothing once stopped', async () => {
    let called = 0;
    const stop = afterNextProcess(() => called++);
    stop();
    const child = spawn(process.execPath, ['-e', '0']);
    await once(child, 'exit');
    await tick();
    expect(called).toBe(0);
  });
});
