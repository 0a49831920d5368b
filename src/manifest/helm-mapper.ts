import { HelmTemplates, helmSourceFile } from './helm-source.js';
import { lastKeyToken, type SourceMapper } from './source-map.js';
import type { SourceFiles } from './source-files.js';

/**
 * Helm: the `# Source:` comment names the template; lines inside a template are a guess
 * (templating moves them), so every location is `exact: false` and carries the rendered line.
 */
export function helmMapper(targetPath: string, files: SourceFiles): SourceMapper {
  const templates = new HelmTemplates(files);
  const seen = new Map<string, number>();
  // A `# Source:` applies until the next one: a template (or a CRD file) may hold several documents.
  let current: string | undefined;
  const fileOf = (header: string): string => {
    current = helmSourceFile(header, targetPath) ?? current;
    return current ?? targetPath;
  };
  return {
    map(site, renderedLine) {
      const file = fileOf(site.header);
      const seenKey = `${file}\0${site.ref.kind}`;
      const ordinal = seen.get(seenKey) ?? 0;
      seen.set(seenKey, ordinal + 1);
      const docLine = templates.docLine(file, site.ref.kind, ordinal);
      return {
        source: { file, line: docLine ?? 1, exact: false, renderedLine },
        locate(tokens, _hit, line) {
          const key = lastKeyToken(tokens);
          // The path first (containers/1/image lands in the second container), else the first key of that name.
          const pathLine = docLine !== undefined ? templates.pathLine(file, docLine, tokens) : undefined;
          const keyLine =
            pathLine ??
            (docLine !== undefined && key !== undefined ? templates.keyLine(file, docLine, key) : undefined);
          return { file, line: keyLine ?? docLine ?? 1, exact: false, renderedLine: line };
        },
      };
    },
    problemAt(_chunkFile, header, line) {
      const file = helmSourceFile(header, targetPath) ?? current ?? targetPath;
      return { file, line: 1, exact: false, renderedLine: line };
    },
  };
}
