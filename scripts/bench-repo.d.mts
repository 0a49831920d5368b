export const ENVIRONMENTS: string[];
/** Writes N apps × 3 environments (Helm and Kustomize mixed) as a git repo on `main` (+ a one-app change on `pr`); returns the target count. */
export function generateRepo(root: string, apps: number): number;
