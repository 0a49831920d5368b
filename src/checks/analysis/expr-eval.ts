import { ExprError, parseExpr, type Node } from './expr-parse.js';

/** Values are JSON-like; `null` is expr's nil. Go's float64 semantics: NaN compares false to everything. */
type Value = unknown;

interface Scope {
  result: Value;
  elem?: Value;
}

const isNum = (v: Value): v is number => typeof v === 'number';

function typeName(v: Value): string {
  if (v === null || v === undefined) return 'nil';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'object' ? 'map' : typeof v === 'number' ? 'float64' : typeof v;
}

function equal(a: Value, b: Value): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  return a === b;
}

function compare(op: string, a: Value, b: Value): boolean {
  if (!(isNum(a) && isNum(b)) && !(typeof a === 'string' && typeof b === 'string')) {
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(a)} and ${typeName(b)})`);
  }
  switch (op) {
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    default:
      return a >= b;
  }
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (!isNum(a) || !isNum(b))
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(a)} and ${typeName(b)})`);
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '%':
      if (!Number.isInteger(a) || !Number.isInteger(b)) throw new ExprError('invalid operation: % on floats');
      if (b === 0) throw new ExprError('integer divide by zero');
      return a % b;
    default:
      return a ** b;
  }
}

function member(object: Value, key: Value, optional: boolean): Value {
  if (object === null || object === undefined) {
    if (optional) return null;
    throw new ExprError(`cannot fetch ${String(key)} from nil`);
  }
  if (Array.isArray(object)) {
    if (!isNum(key) || !Number.isInteger(key))
      throw new ExprError(`array index must be an integer, not ${typeName(key)}`);
    const i = key < 0 ? object.length + key : key;
    if (i < 0 || i >= object.length)
      throw new ExprError(`index out of range: ${key} (array of length ${object.length})`);
    return object[i];
  }
  if (typeof object === 'object') return (object as Record<string, Value>)[String(key)] ?? null;
  throw new ExprError(`cannot fetch ${String(key)} from ${typeName(object)}`);
}

function toNumber(name: string, v: Value): number {
  if (isNum(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) {
    if (name === 'asInt' && !/^[+-]?\d+$/.test(v.trim()))
      throw new ExprError(`asInt: cannot parse ${JSON.stringify(v)}`);
    return Number(v);
  }
  throw new ExprError(`${name}() not supported on ${typeName(v)} ${JSON.stringify(v)}`);
}

const PREDICATES = new Set(['all', 'any', 'none', 'one', 'filter', 'map', 'count']);

function predicate(name: string, args: Node[], scope: Scope): Value {
  if (args.length !== 2) throw new ExprError(`${name} takes 2 arguments`);
  const list = evaluate(args[0]!, scope);
  if (!Array.isArray(list)) throw new ExprError(`${name}: cannot iterate over ${typeName(list)}`);
  const body = args[1]!.t === 'closure' ? args[1]!.body : args[1]!;
  const results = list.map((elem) => evaluate(body, { ...scope, elem }));
  const truthy = (v: Value) => {
    if (typeof v !== 'boolean') throw new ExprError(`${name}: predicate returned ${typeName(v)}, not bool`);
    return v;
  };
  switch (name) {
    case 'all':
      return results.every(truthy);
    case 'any':
      return results.some(truthy);
    case 'none':
      return !results.some(truthy);
    case 'one':
      return results.filter(truthy).length === 1;
    case 'count':
      return results.filter(truthy).length;
    case 'filter':
      return list.filter((_, i) => truthy(results[i]));
    default:
      return results;
  }
}

/** Functions Rollouts adds to the environment, and expr builtins conditions use. */
function call(name: string, args: Node[], scope: Scope): Value {
  if (PREDICATES.has(name)) return predicate(name, args, scope);
  const values = args.map((a) => evaluate(a, scope));
  const [a, b] = values;
  switch (name) {
    case 'len':
      if (Array.isArray(a) || typeof a === 'string') return a.length;
      if (a && typeof a === 'object') return Object.keys(a).length;
      throw new ExprError(`invalid argument for len (type ${typeName(a)})`);
    case 'isNaN':
      return Number.isNaN(toNumber(name, a));
    case 'isInf':
      return Math.abs(toNumber(name, a)) === Infinity;
    // Rollouts' default and isNil look at the measurement's result, whatever the first argument is.
    case 'isNil':
      return scope.result === null || scope.result === undefined;
    case 'default':
      return scope.result === null || scope.result === undefined ? b : scope.result;
    case 'asInt':
    case 'int':
      return Math.trunc(toNumber(name, a));
    case 'asFloat':
    case 'float':
      return toNumber(name, a);
    case 'abs':
      return Math.abs(toNumber(name, a));
    case 'max':
    case 'min': {
      const nums = (values.length === 1 && Array.isArray(a) ? a : values).map((v) => toNumber(name, v));
      if (nums.length === 0) throw new ExprError(`${name}: no values`);
      return name === 'max' ? Math.max(...nums) : Math.min(...nums);
    }
    case 'sum':
      return (Array.isArray(a) ? a : []).reduce((s: number, v) => s + toNumber(name, v), 0);
    default:
      throw new ExprError(`unknown function ${name}`);
  }
}

function truth(v: Value, op: string): boolean {
  if (typeof v !== 'boolean')
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(v)} and bool)`);
  return v;
}

function binary(node: Extract<Node, { t: 'binary' }>, scope: Scope): Value {
  const { op } = node;
  if (op === '||') return truth(evaluate(node.left, scope), op) || truth(evaluate(node.right, scope), op);
  if (op === '&&') return truth(evaluate(node.left, scope), op) && truth(evaluate(node.right, scope), op);
  if (op === '??') return evaluate(node.left, scope) ?? evaluate(node.right, scope);
  const a = evaluate(node.left, scope);
  const b = evaluate(node.right, scope);
  switch (op) {
    case '==':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '<':
    case '>':
    case '<=':
    case '>=':
      return compare(op, a, b);
    case 'in':
    case 'not in': {
      const found = Array.isArray(b) ? b.some((x) => equal(x, a)) : b && typeof b === 'object' ? String(a) in b : false;
      return op === 'in' ? found : !found;
    }
    case 'contains':
      return String(a).includes(String(b));
    case 'startsWith':
      return String(a).startsWith(String(b));
    case 'endsWith':
      return String(a).endsWith(String(b));
    case 'matches':
      return new RegExp(String(b)).test(String(a));
    case '..':
      return Array.from({ length: Math.max(0, Number(b) - Number(a) + 1) }, (_, i) => Number(a) + i);
    default:
      return arithmetic(op, a, b);
  }
}

export function evaluate(node: Node, scope: Scope): Value {
  switch (node.t) {
    case 'lit':
      return node.value;
    case 'elem':
      return scope.elem;
    case 'id':
      if (node.name === 'result') return scope.result;
      throw new ExprError(`unknown name ${node.name}`);
    case 'member':
      return member(evaluate(node.object, scope), evaluate(node.key, scope), node.optional);
    case 'unary': {
      const v = evaluate(node.arg, scope);
      if (node.op === '!') return !truth(v, '!');
      if (!isNum(v)) throw new ExprError(`invalid operation: ${node.op} on ${typeName(v)}`);
      return node.op === '-' ? -v : v;
    }
    case 'binary':
      return binary(node, scope);
    case 'cond':
      return truth(evaluate(node.test, scope), '?') ? evaluate(node.then, scope) : evaluate(node.else, scope);
    case 'call':
      return call(node.name, node.args, scope);
    case 'array':
      return node.items.map((i) => evaluate(i, scope));
    case 'closure':
      return evaluate(node.body, scope);
  }
}

/** A compiled condition: evaluate(result) is true/false, or throws ExprError like Rollouts' Error phase. */
export interface Condition {
  source: string;
  holds(result: Value): boolean;
}

export function compileCondition(source: string): Condition {
  const ast = parseExpr(source);
  return {
    source,
    holds(result) {
      const v = evaluate(ast, { result });
      if (typeof v !== 'boolean') throw new ExprError(`expected bool, but got ${typeName(v)}`);
      return v;
    },
  };
}
