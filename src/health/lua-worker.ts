// Worker-thread entry of the Lua sandbox (bundled as dist/lua-worker.js; lua-sandbox.ts starts it).
// It runs one health script per job and says where it is through a shared flag, so that the
// thread that waits for it can stop it at its budget even when the script never yields.
import { workerData, type MessagePort } from 'node:worker_threads';
import { evaluateHealthScript } from './health-script.js';
import { JOB_DONE, JOB_RUNNING, type LuaJob } from './lua-job.js';

const { port, flag } = workerData as { port: MessagePort; flag: SharedArrayBuffer };
const state = new Int32Array(flag);

port.on('message', (job: LuaJob) => {
  Atomics.store(state, 0, JOB_RUNNING);
  Atomics.notify(state, 0);
  const result = evaluateHealthScript(job.script, job.object, job.options);
  port.postMessage(result);
  Atomics.store(state, 0, JOB_DONE);
  Atomics.notify(state, 0);
});
