// One worker thread of `validate`'s pool (pool.ts): started ahead of the work, handed the plan,
// and stopped; it says whether it crashed (died without being stopped by the pool).
import { Worker } from 'node:worker_threads';
import { CANCELLED, settle, type Batch, type WorkerPlan, type WorkerReply, type WorkerStart } from './batches.js';
import type { FileResult } from './validate-file.js';

/** Counts of batches each kind of thread validated, and of workers started (tests, timing). */
export interface PoolStats {
  mainBatches: number;
  workerBatches: number;
  workers?: number;
}

export interface Run {
  batches: Batch[];
  results: (FileResult | undefined)[];
  stats: PoolStats | undefined;
  /** Set when the run's deadline passed: a stopped worker's late reply changes nothing. */
  closed: boolean;
  /** The files workers were still validating when the deadline passed. */
  running: Set<number>;
}

export /** A worker started ahead of the work; `dead` once it failed or exited, `crashed` when not stopped by this thread. */
class PoolWorker {
  private readonly worker: Worker;
  private dead = false;
  private stopped = false;
  crashed = false;
  private onEnd: () => void = () => undefined;

  constructor(
    file: string,
    private readonly start: WorkerStart,
  ) {
    this.worker = new Worker(file, { workerData: start });
    const die = () => {
      this.dead = true;
      if (!this.stopped) this.crashed = true;
      this.onEnd();
    };
    this.worker.on('error', die);
    this.worker.on('exit', die);
  }

  /** Hands the worker the plan; resolves when it said `done` or died (what it claimed and did not answer is then missing). */
  run(plan: WorkerPlan, run: Run): Promise<void> {
    return new Promise((resolve) => {
      let ended = false;
      this.onEnd = () => {
        ended = true;
        this.stop();
        resolve();
      };
      if (this.dead) return this.onEnd();
      this.worker.on('message', (reply: WorkerReply) => {
        // A reply that comes after the worker's death (Node emits 'error' before it drains the
        // worker's messages) is dropped: this thread validates what the worker did not answer in time.
        if (ended || run.closed) return;
        if ('done' in reply) return this.onEnd();
        for (const [i, r] of reply.results) run.results[i] = r;
        if (run.stats) run.stats.workerBatches++;
      });
      this.worker.postMessage(plan);
    });
  }

  /** Stops the worker if it has not started on the batches yet (then it will claim none); false if it has. */
  get slot(): number {
    return this.start.slot;
  }

  cancelIfWaiting(): boolean {
    if (!settle(new Int32Array(this.start.claims), this.start.slot, CANCELLED)) return false;
    this.onEnd();
    return true;
  }

  stop(): void {
    this.stopped = true;
    this.onEnd = () => undefined;
    void this.worker.terminate();
  }
}
