export const CONFIG_AJV_OPTIONS: Record<string, unknown>;
export const CHECKS_AJV_OPTIONS: Record<string, unknown>;
export const CONFIG_VALIDATOR_FILE: string;
export const CHECK_VALIDATORS_FILE: string;
export function configValidatorSource(schema: object): string;
export function checkValidatorsSource(
  checkFileSchema: object,
  templates: ReadonlyArray<{ name: string; params: object }>,
): string;
