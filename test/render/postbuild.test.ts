// Flux postBuild substitution as fluxcd/pkg envsubst does it (strict: a variable with no value is an error).
import { describe, expect, it } from 'vitest';
import { envsubst, substituteStream } from '../../src/render/postbuild.js';

describe('postBuild substitution', () => {
  it('replaces ${var} and the default forms; $var and $${var} are text', () => {
    const vars = { a: 'x', empty: '' };
    expect(envsubst('${a} $a $${a} ${b:=d1} ${b=d2} ${empty:-d3} ${empty-d4} ${a:=no}', vars)).toBe(
      'x $a ${a} d1 d2 d3  x',
    );
  });

  it('refuses a variable with no value and forms it does not model', () => {
    expect(() => envsubst('${missing}', {})).toThrow(/"missing" has no value/);
    expect(() => envsubst('${a^^}', { a: 'x' })).toThrow(/does not model/);
  });

  it('leaves documents that opt out and substitutes nothing without variables', () => {
    const stream =
      'a: ${v}\n---\nmetadata:\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\nb: ${v}\n';
    expect(substituteStream(stream, { v: '1' })).toBe(
      'a: 1\n---\nmetadata:\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\nb: ${v}\n',
    );
    expect(substituteStream('a: ${v}\n', {})).toBe('a: ${v}\n');
    expect(() => substituteStream('a: 1\n', { 'bad-name': 'x' })).toThrow(/var name is invalid/);
  });
});
