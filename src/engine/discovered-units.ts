// One accounting for what cannot be checked. ApplicationSet expansion, app-of-apps following and
// Flux discovery report what they leave unchecked as `targets/not-checked` findings; they become
// NotCheckedUnits here, like the Applications whose options or sources the gate cannot apply, so
// `check` charges all of them the same way (introduced when new, when their declaration changed or
// when a file they read changed; listed as unchanged otherwise) and `targets` lists all of them.
import type { FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit } from '../model/target.js';

export function isNotChecked(draft: FindingDraft): boolean {
  return draft.ruleId === 'targets/not-checked';
}

/**
 * The unit a discovery finding is about. Its messages read `<file>: <unit> is not checked|expanded:
 * <reason>`; others are kept whole. What it reads is the file that declares it: that is what
 * discovery read to find it (its own inputs, if any, are not known to discovery).
 */
export function unitOfFinding(draft: FindingDraft): NotCheckedUnit {
  const file = draft.location?.file ?? '';
  const text = file && draft.message.startsWith(`${file}: `) ? draft.message.slice(file.length + 2) : draft.message;
  const parts = /^(.*?) is not (?:checked|expanded): (.*)$/s.exec(text);
  return {
    unit: parts?.[1] ?? text,
    file,
    ...(draft.location?.line ? { line: draft.location.line } : {}),
    reason: parts?.[2] ?? text,
    inputs: file ? [file] : [],
    declaration: draft.message,
    message: draft.message,
    ...(draft.fingerprintKey !== undefined ? { key: draft.fingerprintKey } : {}),
  };
}
