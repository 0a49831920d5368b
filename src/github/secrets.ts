// Secrets: masked in the runner log (setSecret) and removed from everything we post (the sanitizer, E4).
import * as core from '@actions/core';
import { secretForms, unmaskableSecrets } from '../redact/index.js';

/**
 * Registers every form of every secret with the runner (each line of a multi-line value, base64,
 * URL-encoded) and warns about values too short to mask without hiding unrelated text. The
 * runner mask covers the log only; what we post goes through the report sanitizer.
 */
export function maskSecrets(secrets: string[]): void {
  for (const form of secretForms(secrets)) core.setSecret(form);
  const short = unmaskableSecrets(secrets.flatMap((s) => s.split(/\r?\n/).map((l) => l.trim())));
  if (short.length > 0) {
    core.warning(
      `${short.length} secret value(s) shorter than 8 characters are not masked: masking them would hide unrelated text. Use longer secrets.`,
    );
  }
}
