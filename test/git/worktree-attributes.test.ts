// A revision is written with its own `.gitattributes` only. checkout-index looks in the work tree
// first, so the user's (in CI: the pull request's, when the base is written) eol, ident or encoding
// rules would change the base's bytes; the private index's are the revision's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFiles, checkoutRevision } from '../../src/git/revisions.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const YAML = 'a: 1\nb: $Id$\n';

function repoWithWorkTreeAttributes(): { base: string; own: string } {
  repo = new TempRepo();
  // The revision's own rule: one folder's files get CRLF.
  const base = repo
    .write({ 'x.yaml': YAML, 'own/y.yaml': YAML, 'own/.gitattributes': '*.yaml text eol=crlf\n' })
    .commit('base');
  // Not in the revision: the work tree's (as a PR checkout would hold).
  repo.write({ '.gitattributes': '*.yaml text eol=crlf ident\n' });
  return { base, own: 'a: 1\r\nb: $Id$\r\n' };
}

describe("a revision is written with its own .gitattributes, never the work tree's", () => {
  it('whole checkout', async () => {
    const { base, own } = repoWithWorkTreeAttributes();
    const tree = await checkoutRevision(repo.dir, base);
    try {
      expect(readFileSync(path.join(tree.root, 'x.yaml'), 'utf8')).toBe(YAML);
      expect(readFileSync(path.join(tree.root, 'own', 'y.yaml'), 'utf8')).toBe(own);
    } finally {
      await tree.cleanup();
    }
  });
});

describe("the repository's config and work tree do not shape what git reports", () => {
  it('diff.relative in the repository config does not narrow the changed paths', async () => {
    repo = new TempRepo();
    const base = repo.write({ 'apps/a/cm.yaml': 'a: 1\n', 'other/x.yaml': 'b: 1\n' }).commit('base');
    const head = repo.write({ 'apps/a/cm.yaml': 'a: 2\n', 'other/x.yaml': 'b: 2\n' }).commit('head');
    repo.git('config', 'diff.relative', 'true');
    // git run from a folder of the repository (--repo pointing below its top)
    const inner = path.join(repo.dir, 'apps');
    expect(await changedFiles(inner, base, head)).toEqual(['apps/a/cm.yaml', 'other/x.yaml']);
  });
});

describe("the repository's checkout settings do not narrow a whole checkout", () => {
  it('a sparse checkout in the repository still writes every file of the revision', async () => {
    repo = new TempRepo();
    const sha = repo.write({ 'a.yaml': YAML, 'apps/b/b.yaml': YAML }).commit('base');
    repo.git('config', 'core.sparseCheckout', 'true');
    repo.write({ '.git/info/sparse-checkout': '/a.yaml\n' });
    const tree = await checkoutRevision(repo.dir, sha);
    try {
      expect(readFileSync(path.join(tree.root, 'apps', 'b', 'b.yaml'), 'utf8')).toBe(YAML);
      expect(readFileSync(path.join(tree.root, 'a.yaml'), 'utf8')).toBe(YAML);
    } finally {
      await tree.cleanup();
    }
  });

  it("a cone-mode sparse checkout in the repository does not drop the revision's .gitattributes below the top (git 2.34-2.42)", async () => {
    repo = new TempRepo();
    const sha = repo
      .write({ 'keep/k.yaml': YAML, 'apps/x.yaml': 'id: $Id$\n', 'apps/.gitattributes': '*.yaml ident\n' })
      .commit('base');
    repo.git('sparse-checkout', 'set', '--cone', 'keep');
    const blob = repo.git('rev-parse', `${sha}:apps/x.yaml`);
    const tree = await checkoutRevision(repo.dir, sha);
    try {
      expect(readFileSync(path.join(tree.root, 'apps', 'x.yaml'), 'utf8')).toBe(`id: $Id: ${blob} $\n`);
    } finally {
      await tree.cleanup();
    }
  });

  it('submodule.recurse in the repository neither fetches nor fails: the submodule is named, its folder left empty', async () => {
    const inner = new TempRepo('dg-inner-');
    try {
      const innerSha = inner.write({ 'secret.yaml': 'x: 1\n' }).commit('inner');
      repo = new TempRepo();
      repo.write({ 'a.yaml': YAML, '.gitmodules': `[submodule "sub"]\n\tpath = sub\n\turl = ${inner.dir}\n` });
      repo.git('add', '-A');
      repo.git('update-index', '--add', '--cacheinfo', `160000,${innerSha},sub`);
      repo.git('commit', '-q', '-m', 'with a submodule');
      const sha = repo.git('rev-parse', 'HEAD').trim();
      repo.git('config', 'submodule.recurse', 'true');
      repo.git('config', 'submodule.sub.url', inner.dir);
      repo.git('config', 'submodule.sub.active', 'true');
      const tree = await checkoutRevision(repo.dir, sha);
      try {
        expect(tree.submodules).toEqual(['sub']);
        expect(readFileSync(path.join(tree.root, 'a.yaml'), 'utf8')).toBe(YAML);
        expect(readdirSync(path.join(tree.root, 'sub'))).toEqual([]);
      } finally {
        await tree.cleanup();
      }
    } finally {
      inner.cleanup();
    }
  });
});
