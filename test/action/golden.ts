// Posted bodies as committed examples under docs/examples (UPDATE_GOLDEN=1 to refresh; a missing one fails): run ids and versions normalised.
import path from 'node:path';
import { expectGolden as expectGoldenFile } from '../helpers/golden.js';
import { normalizeOutput } from '../helpers/normalize.js';
import { ROOT } from './runner.js';

const GOLDEN = path.join(ROOT, 'docs', 'examples');

export function expectGolden(name: string, text: string): void {
  const out = normalizeOutput(text)
    .replace(/run=\d+/g, 'run=<run>')
    .replace(/\brun \d+/g, 'run <run>')
    .replace(/\/actions\/runs\/\d+/g, '/actions/runs/<run>')
    .replace(/deploy-gate \d+\.\d+\.\d+[\w.+-]*/g, 'deploy-gate <version>');
  const file = path.join(GOLDEN, name);
  expectGoldenFile(file, out, `docs/examples/${name}`);
}
