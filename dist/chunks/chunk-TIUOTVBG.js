import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/engine/after-next-process.ts
import { subscribe, unsubscribe } from "node:diagnostics_channel";
var CHANNEL = "child_process";
function afterNextProcess(fn) {
  const stop = () => unsubscribe(CHANNEL, onProcess);
  const onProcess = () => {
    stop();
    queueMicrotask(fn);
  };
  subscribe(CHANNEL, onProcess);
  return stop;
}

export {
  afterNextProcess
};
