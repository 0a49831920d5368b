// Flux `postBuild` variable substitution (fluxcd/pkg kustomize_varsub.go with fluxcd/pkg/envsubst):
// run on each built object's YAML unless the object carries the label or annotation
// `kustomize.toolkit.fluxcd.io/substitute: disabled`, and only when there is at least one
// variable. Only `${...}` is a variable (`$var` is text); `$${` is an escaped `${`. Supported:
// `${var}`, `${var=default}`, `${var:=default}`, `${var-default}`, `${var:-default}`; the other
// bash-style functions envsubst has are refused (not modelled). A variable with no value and no
// default is an error, as in Flux with strict substitution (StrictPostBuildSubstitutions).
import { asObject } from '../kube/object.js';
import { parseYamlFile } from '../manifest/yaml-file.js';

export const SUBSTITUTE_KEY = 'kustomize.toolkit.fluxcd.io/substitute';
const VAR_NAME = /^[_A-Za-z][_A-Za-z0-9]*$/;
const EXPR = /^([_A-Za-z][_A-Za-z0-9]*)(?:(:?[-=])([\s\S]*))?$/;

export class SubstituteError extends Error {}

/** One string with every `${...}` replaced; throws SubstituteError for a missing variable or an unmodelled form. */
export function envsubst(text: string, vars: Record<string, string>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('$${', i)) {
      out += '${';
      i += 3;
      continue;
    }
    if (!text.startsWith('${', i)) {
      out += text[i];
      i++;
      continue;
    }
    const end = text.indexOf('}', i + 2);
    if (end < 0) throw new SubstituteError(`unterminated variable at "${text.slice(i, i + 40)}"`);
    out += evaluate(text.slice(i + 2, end), vars);
    i = end + 1;
  }
  return out;
}

function evaluate(expr: string, vars: Record<string, string>): string {
  const m = EXPR.exec(expr);
  if (!m) throw new SubstituteError(`\${${expr}} uses a substitution form deploy-gate does not model`);
  const [, name, op, fallback] = m as unknown as [string, string, string | undefined, string | undefined];
  const has = Object.prototype.hasOwnProperty.call(vars, name);
  const value = has ? (vars[name] as string) : undefined;
  if (op === undefined) {
    if (value === undefined)
      throw new SubstituteError(`variable "${name}" has no value (postBuild.substitute/substituteFrom) and no default`);
    return value;
  }
  const emptyCounts = op.startsWith(':');
  if (value === undefined || (emptyCounts && value === '')) return fallback ?? '';
  return value;
}

/** A rendered YAML stream with each document substituted (documents that opt out are left alone). */
export function substituteStream(stream: string, vars: Record<string, string>): string {
  if (Object.keys(vars).length === 0) return stream;
  // The variable names are checked as Flux checks them before substituting.
  const bad = Object.keys(vars).find((k) => !VAR_NAME.test(k));
  if (bad !== undefined)
    throw new SubstituteError(`'${bad}' var name is invalid, must match '^[_[:alpha:]][_[:alpha:][:digit:]]*$'`);
  return stream
    .split(/^---[ \t]*$/m)
    .map((doc) => (optedOut(doc) ? doc : envsubst(doc, vars)))
    .join('---');
}

function optedOut(doc: string): boolean {
  const parsed = parseYamlFile(doc);
  const meta = asObject(asObject(parsed.firstError ? undefined : parsed.value).metadata);
  return (
    asObject(meta.labels)[SUBSTITUTE_KEY] === 'disabled' || asObject(meta.annotations)[SUBSTITUTE_KEY] === 'disabled'
  );
}
