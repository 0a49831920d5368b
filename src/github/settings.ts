// The action's typed settings: what inputs.ts reads from the runner and every github/ module works from.
import type { EventInfo } from './event.js';

export interface ActionSettings {
  mode: 'check' | 'audit';
  /** Absolute path of the deploy repo checkout. */
  repoDir: string;
  /** GITHUB_WORKSPACE: annotation paths are relative to it. */
  workspace: string;
  configPath?: string;
  /** check mode */
  base?: string;
  /** The branch the PR targets (pull_request.base.ref, GITHUB_BASE_REF): `base` is a commit. */
  baseBranch?: string;
  head?: string;
  /** audit mode */
  ref?: string;
  /** `base`/`head` were given as inputs (never replaced by the merge commit). */
  revisionsFromInputs: boolean;
  /** Set when the PR's merge commit is judged: the PR head it stands for (stamp, links). */
  prHead?: string;
  environments: string[];
  token: string;
  comment: boolean;
  /** Login whose comments the action owns (F2); undefined: the token's own login (github/comment-author.ts). */
  commentAuthor?: string;
  /** Names this step's PR comment; undefined: derived from the job, path, config and environments. */
  commentKey?: string;
  auditIssue: boolean;
  /** Argo CD API server for the live judgement (audit mode). */
  argocdServer?: string;
  /** The `argocd-token` input, else ARGOCD_AUTH_TOKEN from the environment. */
  argocdToken?: string;
  argocdInsecure: boolean;
  /** Absolute path of a PEM file with extra CAs for the Argo CD API. */
  argocdCaFile?: string;
  /** `automationDetails.id` category of the SARIF run (see github/sarif-category.ts). */
  sarifCategory?: string;
  schemaLocations: string[];
  crdSchemaLocations: string[];
  helm?: string;
  kustomize?: string;
  jobs: number;
  /** `timeout`: the whole run's deadline in seconds (empty input: DEFAULT_ACTION_TIMEOUT_SECONDS). */
  timeoutSeconds?: number;
  /** `render-cache`: off (undefined), on at the default folder (true), or at this absolute folder. */
  renderCache?: true | string;
  failOnInconclusive: boolean;
  sarifFile: string;
  reportFile: string;
  /** Values never to appear in any output: the token and the extra `secrets` input, line by line. */
  secrets: string[];
  event: EventInfo;
  github: {
    owner: string;
    repo: string;
    serverUrl: string;
    apiUrl: string;
    runId: number;
    runAttempt: number;
    job: string;
  };
}

/**
 * The Action's whole-run deadline when the `timeout` input is empty: a run always ends with a
 * report (and a check run), well inside GitHub's 6-hour job limit.
 */
export const DEFAULT_ACTION_TIMEOUT_SECONDS = 1800;
