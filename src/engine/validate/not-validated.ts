// The result of a file no thread validated: the run's deadline passed first, or the worker thread
// validating it died. Not checked, so inconclusive — never a pass, never a missing file.
import type { Config } from '../../model/config.js';
import { renderFailureDrafts } from '../../sources/findings.js';
import type { FileInput } from './inputs.js';
import { fileFindings, fileTarget, type FileResult } from './validate-file.js';

/** Not validated by the time the run's deadline (`--timeout`) passed; `wasRunning`: a worker was stopped inside it. */
export function notValidatedInTime(config: Config, input: FileInput, wasRunning: boolean): FileResult {
  const message = wasRunning
    ? `validating ${input.display} was still running when the run deadline (--timeout) passed; it was stopped and not checked`
    : `the run deadline (--timeout) passed before ${input.display} was validated; it was not checked`;
  return notValidated(config, input, 'E_RUN_DEADLINE', message);
}

/**
 * The worker thread validating this file died (out of memory, a crash): it is not validated again
 * in the main thread, where it could take the whole run down with it.
 */
export function validatorDied(config: Config, input: FileInput): FileResult {
  const message = `the worker thread validating ${input.display} died while it did; it was not checked`;
  return notValidated(config, input, 'E_VALIDATOR_DIED', message);
}

function notValidated(config: Config, input: FileInput, code: string, message: string): FileResult {
  return {
    target: fileTarget(input.display, 'failed', code),
    findings: fileFindings(config, input.display, renderFailureDrafts(code, message, input.display)),
    maskValues: [],
  };
}
