export { checkGate } from './check.js';
export { loadGateRecords, type RecordSource } from './source.js';
