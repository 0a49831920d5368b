export { checkGate, type CheckGateInput, type CheckGateResult } from './check.js';
export { loadGateRecords, type LoadGateRecordsOptions, type RecordSource } from './source.js';
export type { GateRecord, RecordLookup, RecordProblem, Decision } from './record.js';
