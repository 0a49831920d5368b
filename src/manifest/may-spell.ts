// Pre-filters skip parsing files that cannot declare what they look for (an Argo CD Application, a
// Flux object). Once parsed, a YAML text holds more than the characters it writes: escapes in a
// double-quoted scalar (`"Applic\x61tion"`, JSON's `\u0061`), a line continuation in one (a
// backslash ending the line, on any line break go-yaml knows), and `!!binary`, which go-yaml reads
// as the string of its bytes (its tag written verbosely, percent-encoded or through a `%TAG`
// handle). A text may spell a word when it writes the word, an escape of one of its characters,
// a line continuation or such a tag, or when it is not UTF-8 (go-yaml reads UTF-16 and UTF-32);
// nothing else can make it.

const cache = new Map<string, RegExp>();

export function maySpell(text: string, word: string): boolean {
  let pattern = cache.get(word);
  if (!pattern) {
    pattern = spellings(word);
    cache.set(word, pattern);
  }
  return pattern.test(text);
}

function spellings(word: string): RegExp {
  const literal = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hex = [...new Set(word)].map((c) =>
    [...c.charCodeAt(0).toString(16).padStart(2, '0')]
      .map((d) => (/\d/.test(d) ? d : `[${d}${d.toUpperCase()}]`))
      .join(''),
  );
  const escape = `\\\\(?:x|u00|U000000)(?:${hex.join('|')})`;
  const continuation = '\\\\[\\r\\n\\u0085\\u2028\\u2029]';
  // Tags are case-sensitive; any case is taken all the same.
  const binary = '![^\\s]*(?:[Bb][Ii][Nn][Aa][Rr][Yy]|%)';
  // NUL: a UTF-16 or UTF-32 text read as UTF-8 (go-yaml decodes those).
  return new RegExp(`${literal}|${escape}|${continuation}|${binary}|^%TAG|\\u0000`, 'm');
}
