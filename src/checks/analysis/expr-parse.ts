/**
 * A parser for the part of expr-lang/expr (the language of Argo Rollouts' successCondition and
 * failureCondition) that analysis conditions use: literals, `result`, member and index access,
 * unary and binary operators with expr's precedence, `? :`, `??`, calls, and predicates
 * (`all(result, {# > 0})` or `all(result, # > 0)`). Anything else is a parse error, never a guess.
 */
import { ExprError, lex, type Tok } from './expr-lex.js';

export { ExprError };

export type Node =
  | { t: 'lit'; value: unknown }
  | { t: 'id'; name: string }
  | { t: 'elem' }
  | { t: 'member'; object: Node; key: Node; optional: boolean }
  | { t: 'unary'; op: string; arg: Node }
  | { t: 'binary'; op: string; left: Node; right: Node }
  | { t: 'cond'; test: Node; then: Node; else: Node }
  | { t: 'call'; name: string; args: Node[] }
  | { t: 'closure'; body: Node }
  | { t: 'array'; items: Node[] };

/** Binary operators by precedence, lowest first (expr's table). */
const LEVELS: string[][] = [
  ['||', 'or'],
  ['&&', 'and'],
  ['==', '!=', '<', '>', '<=', '>=', 'in', 'matches', 'contains', 'startsWith', 'endsWith', 'not in'],
  ['..'],
  ['+', '-'],
  ['*', '/', '%'],
  ['**', '^'],
];

class Parser {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(offset = 0): Tok {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)]!;
  }
  private next(): Tok {
    return this.toks[this.i++]!;
  }
  private isOp(v: string): boolean {
    const t = this.peek();
    return (t.k === 'op' || t.k === 'id') && t.v === v;
  }
  private expect(v: string): void {
    const t = this.next();
    if (t.v !== v) throw new ExprError(`expected ${v}, got ${t.v || 'end of expression'}`);
  }

  parseAll(): Node {
    const node = this.expression();
    if (this.peek().k !== 'end') throw new ExprError(`unexpected ${this.peek().v}`);
    return node;
  }

  expression(): Node {
    const test = this.coalesce();
    if (!this.isOp('?')) return test;
    this.next();
    const then = this.expression();
    this.expect(':');
    return { t: 'cond', test, then, else: this.expression() };
  }

  private coalesce(): Node {
    let left = this.binary(0);
    while (this.isOp('??')) {
      this.next();
      left = { t: 'binary', op: '??', left, right: this.binary(0) };
    }
    return left;
  }

  private binaryOp(level: number): string | undefined {
    const t = this.peek();
    if (t.k === 'id' && t.v === 'not' && this.peek(1).v === 'in' && level === 2) return 'not in';
    return (t.k === 'op' || t.k === 'id') && LEVELS[level]!.includes(t.v) ? t.v : undefined;
  }

  private binary(level: number): Node {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (let op = this.binaryOp(level); op !== undefined; op = this.binaryOp(level)) {
      this.next();
      if (op === 'not in') this.next();
      // ** is right-associative; the rest associate to the left.
      const right = op === '**' || op === '^' ? this.binary(level) : this.binary(level + 1);
      left = { t: 'binary', op: { or: '||', and: '&&' }[op] ?? op, left, right };
    }
    return left;
  }

  private unary(): Node {
    if (this.isOp('!') || this.isOp('not') || this.isOp('-') || this.isOp('+')) {
      const op = this.next().v;
      return { t: 'unary', op: op === 'not' ? '!' : op, arg: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(node: Node): Node {
    for (;;) {
      if (this.isOp('.') || this.isOp('?.')) {
        const optional = this.next().v === '?.';
        const name = this.next();
        if (name.k !== 'id') throw new ExprError(`expected a field name after .`);
        node = { t: 'member', object: node, key: { t: 'lit', value: name.v }, optional };
      } else if (this.isOp('[')) {
        this.next();
        const key = this.expression();
        this.expect(']');
        node = { t: 'member', object: node, key, optional: false };
      } else return node;
    }
  }

  private primary(): Node {
    const t = this.next();
    if (t.k === 'num') return { t: 'lit', value: t.n };
    if (t.k === 'str') return { t: 'lit', value: t.v };
    if (t.v === '(') {
      const e = this.expression();
      this.expect(')');
      return e;
    }
    if (t.v === '[') return { t: 'array', items: this.list(']') };
    if (t.v === '{') {
      const body = this.expression();
      this.expect('}');
      return { t: 'closure', body };
    }
    if (t.v === '#') return { t: 'elem' };
    if (t.v === '.') {
      const name = this.next();
      return { t: 'member', object: { t: 'elem' }, key: { t: 'lit', value: name.v }, optional: false };
    }
    if (t.k === 'id') {
      const literals: Record<string, unknown> = { true: true, false: false, nil: null };
      if (t.v in literals) return { t: 'lit', value: literals[t.v] };
      if (this.isOp('(')) {
        this.next();
        return { t: 'call', name: t.v, args: this.list(')') };
      }
      return { t: 'id', name: t.v };
    }
    throw new ExprError(`unexpected ${t.v || 'end of expression'}`);
  }

  private list(close: string): Node[] {
    const items: Node[] = [];
    while (!this.isOp(close)) {
      items.push(this.expression());
      if (!this.isOp(close)) this.expect(',');
    }
    this.next();
    return items;
  }
}

/** Parses a condition; throws ExprError. */
export function parseExpr(source: string): Node {
  return new Parser(lex(source)).parseAll();
}
