// The action's entry point (action.yml: runs.main = dist/index.js).
import { main } from './main.js';

await main();
