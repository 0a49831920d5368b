import jsyaml from 'js-yaml';

/**
 * A js-yaml schema that resolves plain scalars exactly as the yaml package's YAML 1.2 core schema
 * (the full path's parser) does — same tests, same order, same conversions — so a document read
 * on the fast path has the same value as on the full path. js-yaml's own CORE_SCHEMA differs
 * (it accepts `1_000` and `0b1`), which is why it is not used.
 */
/**
 * One js-yaml type per tag (js-yaml keeps only the last type of a tag), trying yaml's tests in
 * yaml's order. `starts`: every character the tests' matches can begin with — a cheap look at the
 * first character spares the regular expressions for the plain strings most scalars are.
 */
const scalar = (tag: string, starts: string, forms: Array<[RegExp, (s: string) => unknown]>) =>
  new jsyaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (data: unknown) =>
      typeof data === 'string' &&
      data.length > 0 &&
      starts.includes(data[0] as string) &&
      forms.some(([test]) => test.test(data)),
    construct: (data: string) => {
      const form = forms.find(([test]) => test.test(data));
      return form ? form[1](data) : data;
    },
  });

const nullType = new jsyaml.Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (data: unknown) =>
    data === null ||
    data === '' ||
    (typeof data === 'string' && '~Nn'.includes(data[0] as string) && /^(?:~|[Nn]ull|NULL)$/.test(data)),
  construct: () => null,
});

export const FAST_SCHEMA = jsyaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    nullType,
    scalar('bool', 'tTfF', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (s) => s[0] === 't' || s[0] === 'T']]),
    scalar('int', '-+0123456789', [
      [/^0o[0-7]+$/, (s) => parseInt(s.substring(2), 8)],
      [/^[-+]?[0-9]+$/, (s) => parseInt(s, 10)],
      [/^0x[0-9a-fA-F]+$/, (s) => parseInt(s.substring(2), 16)],
    ]),
    scalar('float', '-+.0123456789', [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (s) => (s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity),
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (s) => parseFloat(s)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (s) => parseFloat(s)],
    ]),
  ],
});
