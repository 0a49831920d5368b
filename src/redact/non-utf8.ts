/**
 * Input that is not valid UTF-8 is never echoed (security case E5). kustomize quotes a bad line of
 * an env file twice: as Go's byte list (`line [80 65 83 83 …] has invalid utf8 bytes`) and as the
 * text itself, and that line is often `PASSWORD=…`. Neither form can be told apart from a secret,
 * so both go: a byte list of four or more values anywhere, and every line holding U+FFFD (what
 * invalid bytes become when the tool's output is read as UTF-8) from its first byte list or, failing
 * one, from its start.
 */
const BYTE_LIST = /\[(?:\d{1,3}[ ,]+){3,}\d{1,3}\]/g;
const OMITTED_BYTES = '[byte values not shown]';
const OMITTED_LINE = '<a line with bytes that are not valid UTF-8: not shown>';

export function withoutNonUtf8Echoes(text: string): string {
  const lists = text.replace(BYTE_LIST, OMITTED_BYTES);
  if (!lists.includes('\uFFFD')) return lists;
  return lists
    .split('\n')
    .map((line) => {
      if (!line.includes('\uFFFD')) return line;
      const at = line.indexOf(OMITTED_BYTES);
      return at < 0 ? OMITTED_LINE : `${line.slice(0, at)}${OMITTED_BYTES}: not valid UTF-8, not shown`;
    })
    .join('\n');
}
