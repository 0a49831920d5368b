// The renderer prototypes' requests, read from the argv the gate gives helm and kubectl
// (src/render/helm-args.ts, src/render/kustomize.ts): every option is one `--flag=value` element
// and options end with `--`. Anything else (version probes, a flag not listed) gives null, and the
// call goes to the real tool only.

const HELM_LISTS = {
  '--values': 'valuesFiles',
  '--api-versions': 'apiVersions',
  '--set': 'set',
  '--set-string': 'setString',
};
const HELM_SCALARS = { '--kube-version': 'kubeVersion', '--namespace': 'namespace' };

/** helm-renderer's request for `helm template …`, or null. */
export function helmRequest(argv) {
  if (argv[0] !== 'template') return null;
  const req = { valuesFiles: [], apiVersions: [], set: [], setString: [], includeCrds: false };
  let i = 1;
  for (; i < argv.length && argv[i] !== '--'; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const [flag, value] = eq < 0 ? [a, undefined] : [a.slice(0, eq), a.slice(eq + 1)];
    if (flag === '--include-crds' && value === undefined) req.includeCrds = true;
    else if (flag === '--skip-crds' && value === undefined) req.includeCrds = false;
    else if (HELM_SCALARS[flag] && value !== undefined) req[HELM_SCALARS[flag]] = value;
    // --values and --api-versions are pflag string slices (split at commas: the gate refuses
    // commas there); --set and --set-string are string arrays, one element each.
    else if (HELM_LISTS[flag] && value !== undefined)
      req[HELM_LISTS[flag]].push(...(flag === '--values' || flag === '--api-versions' ? value.split(',') : [value]));
    else return null;
  }
  if (argv.length !== i + 3) return null;
  return { ...req, releaseName: argv[i + 1], chartDir: argv[i + 2] };
}

/** kustomize-renderer's request for `kubectl kustomize DIR --load-restrictor X`, or null. */
export function kustomizeRequest(argv) {
  if (argv[0] !== 'kustomize' || argv.length !== 4 || argv[2] !== '--load-restrictor') return null;
  return { dir: argv[1], options: { loadRestrictor: argv[3] } };
}

/**
 * The CLI's error as the helpers report it: helm's text after `Error: `, kubectl's after
 * `error: ` (warnings before it dropped); a Go panic as `panic: …`.
 */
export function toolError(tool, stderr) {
  const text = stderr.toString('utf8');
  const panic = /^panic: (.*)$/m.exec(text);
  if (panic) return `panic: ${panic[1]}`;
  const prefix = tool === 'helm' ? 'Error: ' : 'error: ';
  const at = text.search(new RegExp(`^${prefix}`, 'm'));
  return (at >= 0 ? text.slice(at + prefix.length) : text).trimEnd();
}
