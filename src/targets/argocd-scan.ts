// Finding Application and ApplicationSet documents in the repository's YAML and JSON files.
import type { FindingDraft } from '../model/finding.js';
import { maySpell } from '../manifest/index.js';
import { fromApplication } from './argocd-app.js';
import type { ArgoNaming, DeclaredAt, Found } from './argocd-types.js';
import type { RepoIndex } from './walk.js';
import { asObj, asString, parseDocs, type Obj, type SourceDoc } from './yaml-docs.js';

/** Whether a file may declare an Application: files that cannot are not parsed (manifest/may-spell.ts). */
export const mayDeclare = (text: string): boolean => maySpell(text, 'Application');
const MENTIONS = /Application/;

/**
 * A document that does not parse is a problem when the file names Applications (or hides text
 * from us that Kubernetes reads); a note otherwise (a templated YAML of some other tool).
 */
function unreadable(rel: string, text: string, doc: SourceDoc, found: Found): void {
  const draft: FindingDraft = {
    ruleId: 'manifest/parse-error',
    message: `${rel}: a document that may declare an Argo CD Application ${doc.error ?? 'does not parse'}`,
    location: { file: rel, line: doc.line },
    fingerprintKey: `${rel}#${doc.line}`,
  };
  if (doc.foreign && !MENTIONS.test(text)) found.suspect.push(draft);
  else if (doc.foreign) found.problems.push(draft);
  else if (MENTIONS.test(text))
    found.problems.push({ ...draft, message: `${rel}: an Argo CD manifest does not parse: ${doc.error ?? ''}` });
  else
    found.notes.push(`${rel}:${doc.line}: does not parse (${doc.error ?? ''}); not searched for Argo CD Applications`);
}

export function scanFile(rel: string, text: string, index: RepoIndex, naming: ArgoNaming, found: Found): void {
  for (const doc of parseDocs(text)) {
    if (doc.error !== undefined) {
      unreadable(rel, text, doc, found);
      continue;
    }
    scanObject(asObj(doc.value), { file: rel, line: doc.line }, index, naming, found);
  }
}

/** An Application, an ApplicationSet, or a `kind: List` of them (Argo CD and kubectl unpack Lists). */
function scanObject(obj: Obj | undefined, at: DeclaredAt, index: RepoIndex, naming: ArgoNaming, found: Found): void {
  if (!obj) return;
  if (typeof obj.kind === 'string' && obj.kind.endsWith('List') && Array.isArray(obj.items)) {
    for (const item of obj.items) scanObject(asObj(item), at, index, naming, found);
    return;
  }
  if (!String(obj.apiVersion ?? '').startsWith('argoproj.io/')) return;
  const name = asString(asObj(obj.metadata)?.name) ?? '(unnamed)';
  if (obj.kind === 'ApplicationSet' && found.sets) {
    found.sets.push({ obj, file: at.file, line: at.line });
  } else if (obj.kind === 'ApplicationSet') {
    found.notChecked.push({
      unit: `ApplicationSet ${name}`,
      file: at.file,
      line: at.line,
      inputs: [],
      declaration: JSON.stringify(obj),
      reason:
        'discovery.applicationSets is off: its generators are not expanded, so the Applications it creates were not rendered; turn it on or declare them as targets in the config to check them',
    });
  } else if (obj.kind === 'Application') {
    fromApplication(obj, at, index, naming, found);
  }
}
