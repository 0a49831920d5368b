/**
 * The configuration (or the invocation) is wrong: the CLI exits 2 with this message, before
 * anything is rendered. The message already names the file and, when known, the line.
 */
export class ConfigError extends Error {
  readonly file: string;
  readonly line?: number;

  constructor(file: string, line: number | undefined, detail: string) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${detail}`);
    this.name = 'ConfigError';
    this.file = file;
    this.line = line;
  }
}
