export { checkGate, type CheckGateInput, type CheckGateResult } from './check.js';
export { loadGateRecords, type LoadGateRecordsOptions, type RecordLookup, type RecordSource } from './source.js';
export type { GateRecord, RecordProblem, Decision } from './record.js';
