// The action's entry point (action.yml: runs.main = dist/index.js).
import { run } from './main.js';

await run();
