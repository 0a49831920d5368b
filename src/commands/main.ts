import { Command, CommanderError, Option } from 'commander';
import { UsageError } from '../engine/options.js';
import { checkRepoDir, FORMATS, EXIT_USAGE, MARKDOWN_SIZES } from './cli-args.js';
import type { GateFlags } from './gate.js';
import type { InspectFlags } from './inspect.js';
import type { HealthTestFlags } from './health-test.js';
import type { ValidateFlags } from './validate.js';
import type { PrintFlags } from './print-report.js';
import { toolVersion } from '../package-root.js';
import { internalError } from './internal-error.js';

const collect = (value: string, previous: string[]) => [...previous, value];

/** A command's answer is the exit code (each command's module is imported only when it runs). */
const setExitCode = async (code: number | Promise<number>) => {
  process.exitCode = await code;
};

const markdownSizeOption = () =>
  new Option(
    '--markdown-size <size>',
    'markdown budget: comment (65,536 characters) or summary (1 MiB, for $GITHUB_STEP_SUMMARY)',
  )
    .choices([...MARKDOWN_SIZES])
    .default('comment');

/** Where the report goes and which schemas validate: the same flags on every command that judges. */
function reportAndSchemas(cmd: Command): Command {
  return cmd
    .addOption(new Option('--format <format>', 'output format').choices([...FORMATS]).default('text'))
    .option('--output <file>', 'write the report here instead of stdout')
    .addOption(markdownSizeOption())
    .option(
      '--schema-location <template>',
      'Kubernetes schema location ({{version}}, {{file}}); repeatable',
      collect,
      [],
    )
    .option(
      '--crd-schema-location <template>',
      'CRD schema location ({{group}}, {{kind}}, {{version}}); repeatable',
      collect,
      [],
    );
}

function common(cmd: Command): Command {
  return reportAndSchemas(
    cmd
      .option('--repo <dir>', 'the deploy repository (a git checkout)', '.')
      .option('--config <path>', 'config file, repo-relative (default .deploy-gate.yaml)'),
  )
    .option('--jobs <n>', 'parallel renders (default: CPU count)')
    .option(
      '--timeout <seconds>',
      'whole-run deadline: targets not rendered by then are inconclusive (render/failed E_RUN_DEADLINE)',
    )
    .option('--offline', 'never open a network connection', false)
    .option('--helm <path>', 'helm binary (default: helm on PATH)')
    .option('--kustomize <path>', 'kustomize binary (default: kustomize on PATH, else kubectl kustomize)')
    .option('--resolve-tags', 'resolve image tags to digests through the registry')
    .option('--no-progress', 'no progress lines on stderr');
}

/** Two examples per command in its --help: the everyday call and a fuller one. */
const EXAMPLES: Record<string, string[]> = {
  check: [
    'deploy-gate check --base origin/main',
    'deploy-gate check --repo ../deploy --base main --head feature --format markdown --output comment.md',
  ],
  audit: [
    'deploy-gate audit --environment production',
    'deploy-gate audit --repo ../deploy --ref v1.4.0 --format sarif --output audit.sarif',
  ],
  validate: ['deploy-gate validate manifests/', 'deploy-gate validate - --kubernetes-version 1.31 < rendered.yaml'],
  render: [
    'deploy-gate render --target web/staging',
    'deploy-gate render --repo ../deploy --ref main --output rendered.yaml',
  ],
  targets: ['deploy-gate targets', 'deploy-gate targets --repo ../deploy --format json'],
  merge: ['deploy-gate merge shard-*.json', 'deploy-gate merge a.json b.json --format markdown --output summary.md'],
  rules: ['deploy-gate rules', 'deploy-gate rules --table'],
  'health-test': [
    'deploy-gate health-test platform/argocd/health-tests',
    'deploy-gate health-test --format json --argocd-cm argocd-cm.yaml platform/argocd/health-tests',
  ],
};

function program(): Command {
  const prog = new Command('deploy-gate')
    .description(
      'Pre-merge gate for GitOps deploy repositories: renders with the real helm and kustomize, validates, diffs and judges.',
    )
    .version(toolVersion())
    .exitOverride()
    // One line of error and where the options are, never the whole help; each command names itself below.
    .showHelpAfterError('(see deploy-gate --help)');
  prog.hook('preAction', (_prog, action) => {
    const repo = (action.opts() as { repo?: unknown }).repo;
    if (typeof repo === 'string') checkRepoDir(repo);
  });
  prog.addHelpText('after', '\nExit codes: 0 pass, 1 fail, 3 inconclusive, 2 the invocation is wrong.');

  // The required option first, marked: commander lists options in the order they are added.
  common(
    prog
      .command('check')
      .description('gate a change: render base and head, report what the change introduces')
      .requiredOption('--base <ref>', '(required) the revision the change starts from, e.g. origin/main'),
  )
    .option('--head <ref>', 'the revision to judge', 'HEAD')
    .action(async (flags: GateFlags) => setExitCode((await import('./gate.js')).gateCommand('check', flags)));

  common(prog.command('audit').description('judge everything at one revision'))
    .option('--ref <ref>', 'the revision to audit', 'HEAD')
    .option('--environment <name>', 'only this environment; repeatable', collect, [])
    .option('--argocd-server <url>', 'judge the live Argo CD Applications (token from ARGOCD_AUTH_TOKEN)')
    .option('--argocd-insecure', 'do not verify the Argo CD server certificate')
    .option('--argocd-ca-file <file>', 'CA bundle for the Argo CD server certificate')
    .option('--shard <I/N>', 'audit a deterministic share of the targets')
    .option(
      '--render-cache [dir]',
      'reuse the render of a target whose every input is unchanged (default dir: the tool cache)',
    )
    .action(async (flags: GateFlags) => setExitCode((await import('./gate.js')).gateCommand('audit', flags)));

  reportAndSchemas(
    prog
      .command('validate')
      .description(
        'validate manifest files as they are (no git, no render): strict schemas, removed APIs, YAML problems, with file:line',
      )
      .argument('<paths...>', 'files, folders (walked for *.yaml, *.yml, *.json) or - for stdin')
      .option('--config <path>', 'config file (default: .deploy-gate.yaml in the current folder, when present)')
      .option('--kubernetes-version <version>', "validate against this Kubernetes version (default: the config's)"),
  )
    .option('--jobs <n>', 'validating threads (default: this one plus one per idle CPU)')
    .option(
      '--timeout <seconds>',
      'whole-run deadline: files not validated by then are inconclusive (render/failed E_RUN_DEADLINE)',
    )
    .option('--offline', 'never open a network connection', false)
    .option('--no-progress', 'accepted as by the other commands (validate prints no progress)')
    .action(async (paths: string[], flags: ValidateFlags) =>
      setExitCode((await import('./validate.js')).validateCommand(paths, flags)),
    );

  prog
    .command('render')
    .description('print rendered YAML, Secrets redacted')
    .option('--repo <dir>', 'the deploy repository', '.')
    .option('--ref <ref>', 'the revision', 'HEAD')
    .option('--config <path>', 'config file, repo-relative')
    .option('--target <app/env>', 'only this target')
    .option('--output <file>', 'write here instead of stdout')
    .option('--helm <path>', 'helm binary')
    .option('--kustomize <path>', 'kustomize binary')
    .option('--offline', 'never fetch remote charts or bases (the source cache is still used)', false)
    .action(async (flags: InspectFlags) => setExitCode((await import('./inspect.js')).renderCommand(flags)));

  prog
    .command('targets')
    .description('list the targets found, one per line')
    .option('--repo <dir>', 'the deploy repository', '.')
    .option('--ref <ref>', 'the revision', 'HEAD')
    .option('--config <path>', 'config file, repo-relative')
    .option('--output <file>', 'write here instead of stdout')
    .addOption(
      new Option('--format <format>', 'text: one line per target; json: the full target definitions')
        .choices(['text', 'json'])
        .default('text'),
    )
    .action(async (flags: InspectFlags) => setExitCode((await import('./inspect.js')).targetsCommand(flags)));

  prog
    .command('merge')
    .description('join shard reports (JSON) into one report')
    .argument('<reports...>', 'report files written with --format json')
    .addOption(new Option('--format <format>', 'output format').choices([...FORMATS]).default('text'))
    .option('--output <file>', 'write here instead of stdout')
    .addOption(markdownSizeOption())
    .action(async (files: string[], flags: PrintFlags) =>
      setExitCode((await import('./merge.js')).mergeCommand(files, flags)),
    );

  prog
    .command('health-test')
    .description('run Argo CD custom health checks against their health_test.yaml cases')
    .argument(
      '<dirs...>',
      'directories in resource_customizations layout (<group>/<Kind>/health.lua, health_test.yaml)',
    )
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--output <file>', 'write here instead of stdout')
    .option(
      '--argocd-cm <file>',
      'argocd-cm ConfigMap or argo-cd chart values: scripts for tests without a health.lua; repeatable',
      collect,
      [],
    )
    .option('--repo <dir>', "also render this repository's targets and use the scripts their argocd-cm configures")
    .option('--ref <ref>', 'the revision of --repo', 'HEAD')
    .option('--config <path>', 'config file of --repo, repo-relative')
    .option('--helm <path>', 'helm binary')
    .option('--kustomize <path>', 'kustomize binary')
    .action(async (dirs: string[], flags: HealthTestFlags) =>
      setExitCode((await import('./health-test.js')).healthTestCommand(dirs, flags)),
    );

  prog
    .command('rules')
    .description('print the rule reference (markdown)')
    .option('--table', 'only the compact table')
    .action(async (flags: { table?: boolean }) => setExitCode((await import('./rules.js')).rulesCommand(flags)));
  for (const cmd of prog.commands) {
    cmd.showHelpAfterError(`(see deploy-gate ${cmd.name()} --help)`);
    const examples = EXAMPLES[cmd.name()];
    if (examples) cmd.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}`);
  }
  return prog;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version "fail" with exit code 0 in commander; unknown flags are usage errors.
      return err.exitCode === 0 ? 0 : EXIT_USAGE;
    }
    if (err instanceof UsageError || (err instanceof Error && /^--/.test(err.message))) {
      process.stderr.write(`deploy-gate: ${err.message}\n`);
      return EXIT_USAGE;
    }
    return internalError(err);
  }
}
