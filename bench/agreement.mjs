// What deploy-gate and kubeconform each found on the same objects: the corpus, and injected faults.
import path from 'node:path';

/** Findings of deploy-gate's validators (schema/*, api/*) by object: file|kind|name → rule ids. */
export function gateErrorsByObject(report) {
  const out = new Map();
  for (const f of report.findings) {
    if (!/^(schema|api)\//.test(f.ruleId) || !f.resource || !f.location) continue;
    const key = `${f.location.file}|${f.resource.kind}|${f.resource.name}`;
    out.set(key, [...new Set([...(out.get(key) ?? []), f.ruleId])]);
  }
  return out;
}

/** "could not find schema for X" → "could not find schema"; validation errors keep their first words. */
function kcClass(r) {
  const msg = (r.msg ?? '').replace(/ for [A-Z]\w*$/, '').replace(/^problem validating schema.*$/, 'schema problem');
  const first = r.validationErrors?.[0]?.msg?.replace(/'[^']*'|"[^"]*"|\d+/g, '…');
  return `${r.status === 'statusError' ? 'error' : 'invalid'}: ${first ?? msg}`.slice(0, 70);
}

/** kubeconform's invalid/error objects by the same key (file relative to `repo`). */
export function kubeconformErrorsByObject(resources, repo) {
  const out = new Map();
  for (const r of resources) {
    if (r.status !== 'statusInvalid' && r.status !== 'statusError') continue;
    const key = `${path.relative(repo, r.filename)}|${r.kind}|${r.name}`;
    out.set(key, [...(out.get(key) ?? []), kcClass(r)]);
  }
  return out;
}

function countBy(keys, byObject) {
  const counts = new Map();
  for (const k of keys) for (const c of byObject.get(k) ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * Prints objects flagged by both, by deploy-gate only, by kubeconform only, with what each said.
 * `gate` is `deploy-gate validate`'s; `audit` (optional) is the audit's, which must flag the same objects.
 */
export function printCorpusAgreement(row, gate, kc, checked, audit) {
  const both = [...gate.keys()].filter((k) => kc.has(k));
  const gateOnly = [...gate.keys()].filter((k) => !kc.has(k));
  const kcOnly = [...kc.keys()].filter((k) => !gate.has(k));
  console.log('\nagreement on the corpus x10 (objects with a validation error, same files):');
  row('  objects read: deploy-gate / kubeconform', `${checked.gate} / ${checked.kubeconform}`);
  row('  objects flagged by both', String(both.length));
  for (const [c, n] of countBy(both, gate).slice(0, 6)) row(`    deploy-gate: ${c}`, String(n));
  for (const [c, n] of countBy(both, kc).slice(0, 6)) row(`    kubeconform: ${c}`, String(n));
  row('  objects flagged by deploy-gate only', String(gateOnly.length));
  for (const [c, n] of countBy(gateOnly, gate).slice(0, 6)) row(`    ${c}`, String(n));
  row('  objects flagged by kubeconform only', String(kcOnly.length));
  for (const [c, n] of countBy(kcOnly, kc).slice(0, 6)) row(`    ${c}`, String(n));
  if (audit) {
    const same = audit.size === gate.size && [...gate].every(([k, v]) => audit.get(k)?.join() === v.join());
    row(
      '  deploy-gate audit flagged the same objects with the same rules',
      same ? 'yes' : `NO (audit: ${audit.size} objects)`,
    );
  }
}

/** The deploy-gate validator rules (schema/*, api/*) a report has for the object named `name`. */
function rulesFor(report, name) {
  return [
    ...new Set(
      report.findings.filter((x) => x.resource?.name === name && /^(schema|api)\//.test(x.ruleId)).map((x) => x.ruleId),
    ),
  ];
}

/**
 * One line per injected fault: what a strict validator must say, and what each tool said.
 * `reports`: deploy-gate reports by label (validate first, then audit); the kubeconform column when it ran.
 */
export function printFaultAgreement(row, faults, reports, kcResources) {
  const width = Math.max(...faults.map((f) => f.name.length)) + 2;
  const labels = Object.keys(reports);
  console.log('\ninjected faults (one object each; "-" = no error):');
  console.log(
    `  ${'object'.padEnd(width)} ${'expected'.padEnd(22)} ${labels.map((l) => l.padEnd(34)).join(' ')} kubeconform`,
  );
  const ok = Object.fromEntries([...labels, 'kubeconform'].map((l) => [l, 0]));
  for (const f of faults) {
    const cells = labels.map((label) => {
      const rules = rulesFor(reports[label], f.name);
      const caught = f.expect === null ? rules.length === 0 : rules.includes(f.expect);
      if (caught) ok[label]++;
      return `${rules.join(', ') || '-'}${caught ? '' : ' <-- MISSED'}`.padEnd(34);
    });
    const kc = kcResources?.filter((r) => r.name === f.name && r.status !== 'statusValid').map(kcClass);
    const kcCaught = kc && (f.expect === null ? kc.length === 0 : kc.length > 0);
    if (kcCaught) ok.kubeconform++;
    const kcText = kc ? `${kc.join('; ') || '-'}${kcCaught ? '' : '  <-- missed'}` : 'not run';
    console.log(`  ${f.name.padEnd(width)} ${(f.expect ?? 'no error').padEnd(22)} ${cells.join(' ')} ${kcText}`);
  }
  for (const label of labels) row(`injected faults judged as expected: ${label}`, `${ok[label]}/${faults.length}`);
  if (kcResources) row('injected faults judged as expected: kubeconform', `${ok.kubeconform}/${faults.length}`);
}
