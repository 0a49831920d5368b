// Third-party notices for what the bundle contains: every npm package esbuild pulled into dist/,
// with its license text, from the build's metafile. The bundle strips license comments
// (legalComments: 'none'); this file is where those licenses travel instead.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** `node_modules/@scope/name/lib/x.js` → `node_modules/@scope/name` (the innermost package). */
function packageDirOf(input) {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const scoped = parts[at + 1]?.startsWith('@');
  return parts.slice(0, at + (scoped ? 3 : 2)).join('/');
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

function licenseTexts(dir) {
  return readdirSync(dir)
    .filter((f) => LICENSE_FILE.test(f))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8').trim());
}

/** The notices text for the inputs of an esbuild metafile; packages sorted by name, deterministic. */
export function thirdPartyNotices(metafile, root) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const dir = packageDirOf(input);
    if (dir) dirs.add(dir);
  }
  const packages = [...dirs].map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return {
      name: manifest.name,
      version: manifest.version,
      license: manifest.license ?? 'UNKNOWN',
      texts: licenseTexts(path.join(root, dir)),
    };
  });
  const unique = new Map(packages.map((p) => [`${p.name}@${p.version}`, p]));
  const sorted = [...unique.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1,
  );
  const sections = sorted.map((p) => {
    const body =
      p.texts.length > 0
        ? p.texts.join('\n\n')
        : `(the package ships no license file; its package.json declares ${p.license})`;
    return `${'-'.repeat(78)}\n${p.name} ${p.version} — ${p.license}\n${'-'.repeat(78)}\n\n${body}\n`;
  });
  return `Third-party software bundled in deploy-gate's dist/\n\ndeploy-gate bundles the following ${sorted.length} packages. Their licenses and notices follow.\n\n${sections.join('\n')}`;
}

export function packagesInNotices(text) {
  return [...text.matchAll(/^-{78}\n(\S+) (\S+) — /gm)].map((m) => `${m[1]}@${m[2]}`);
}

export function hasLicenseFile(dir) {
  return existsSync(dir) && licenseTexts(dir).length > 0;
}
