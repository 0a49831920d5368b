// Worker-thread entry of `deploy-gate validate` (bundled as dist/validate-worker.js). It starts
// (loads the bundle) while the main thread reads the config and walks the folders; then, given
// the plan, it claims batches from the shared counter until none is left (serve-batches.ts). Its
// own schema validator reads compiled validators from the on-disk compiled cache the main thread
// and the other workers share.
import { serveBatches } from './serve-batches.js';

serveBatches();
