/**
 * Go (RE2) patterns in CRD schemas that JavaScript rejects, e.g. `^(?i)(abort|warn)?$`
 * (prometheus-operator). Known differences are translated; anything still rejected is skipped
 * with a note rather than crashing the compilation of the whole schema.
 */
export interface RegExpLike {
  test(s: string): boolean;
}

export interface PatternNotes {
  skipped: Set<string>;
}

/** Translates an RE2 pattern to a JavaScript source and flags; undefined when it cannot. */
export function translateRe2(pattern: string): { source: string; flags: string } {
  let source = pattern;
  let flags = '';
  // A leading/embedded global flag group `(?i)` (also `(?s)`, `(?is)`): JS has only whole-regex flags.
  source = source.replace(/\(\?([imsU]+)\)/g, (_m, f: string) => {
    for (const c of f) if (c === 'i' || c === 's' || c === 'm') flags += flags.includes(c) ? '' : c;
    return '';
  });
  source = source
    .replace(/\(\?P</g, '(?<') // named groups
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$')
    .replace(/\[\[:alpha:\]\]/g, '[A-Za-z]')
    .replace(/\[\[:digit:\]\]/g, '[0-9]')
    .replace(/\[\[:alnum:\]\]/g, '[A-Za-z0-9]')
    .replace(/\[:alpha:\]/g, 'A-Za-z')
    .replace(/\[:digit:\]/g, '0-9')
    .replace(/\[:alnum:\]/g, 'A-Za-z0-9')
    .replace(/\[:space:\]/g, '\\s');
  return { source, flags };
}

/** An ajv `code.regExp` engine: RE2 translation, then non-unicode mode, then skip with a note. */
export function makeRegExpEngine(notes: PatternNotes): (pattern: string, flags: string) => RegExpLike {
  return (pattern, flags) => {
    const t = translateRe2(pattern);
    const all = [...new Set(flags + t.flags)].join('');
    for (const f of [all, all.replace('u', '')]) {
      try {
        return new RegExp(t.source, f);
      } catch {
        // try the next, more lenient mode
      }
    }
    notes.skipped.add(pattern);
    // One stand-in per pattern: ajv keys compiled patterns by toString(), and a shared key would
    // hide every skipped pattern but the first when a cached validator is loaded again.
    return { test: () => true, toString: () => `skipped:${pattern}` };
  };
}
