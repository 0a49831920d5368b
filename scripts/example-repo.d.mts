export const EXAMPLES_DIR: string;
export function buildExampleRepo(dir?: string): { dir: string; base: string; head: string };
