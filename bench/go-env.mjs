// The Go runtime settings the gate gives its children (src/render/exec.ts GO_RUNTIME_ENV; the bench
// cannot import TypeScript, so test/render/go-env.test.ts holds this copy equal to it). The bench's
// raw helm/kustomize floor runs under them, so that the gate is compared with the same children.
export const GATE_GO_ENV = Object.freeze({ GOGC: '400', GOMEMLIMIT: '1GiB' });

/** `GOGC=400 GOMEMLIMIT=1GiB`, for the rows' labels. */
export const GATE_GO_ENV_TEXT = Object.entries(GATE_GO_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ');
