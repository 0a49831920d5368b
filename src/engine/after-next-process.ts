// A hook on the next child process this Node process starts (node:diagnostics_channel's
// 'child_process' channel, published as a ChildProcess is made, just before it is spawned).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const CHANNEL = 'child_process';

/**
 * Calls `fn` once, right after the next child process has been spawned (in a microtask: the spawn
 * runs in the same call as the channel's message). Used to put work after the first render's
 * tool has started, where it runs while the tool does. The returned function stops waiting (the
 * caller did the work some other way): nothing stays subscribed after a run that spawned nothing.
 */
export function afterNextProcess(fn: () => void): () => void {
  const stop = () => unsubscribe(CHANNEL, onProcess);
  const onProcess = () => {
    stop();
    queueMicrotask(fn);
  };
  subscribe(CHANNEL, onProcess);
  return stop;
}
