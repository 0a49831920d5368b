// The limits one health script runs under inside the Lua worker, and the fengari hooks that
// enforce them. A limit, once reached, holds: the count hook then raises on every instruction, so
// `pcall` can catch the error but the script cannot go on to return a status. A pattern match
// that never reaches the hook is stopped from outside (lua-sandbox.ts terminates the worker).
import { lauxlib, lua, to_luastring } from 'fengari';
import type { LuaState } from 'fengari';
import lauxlibModule from 'fengari/src/lauxlib.js';
import lobject from 'fengari/src/lobject.js';

import { MAX_STRING_BYTES } from './lua-job.js';

export const DEADLINE_ERROR = 'context deadline exceeded';
const HOOK_EVERY = 1000;

interface Run {
  L: LuaState;
  budgetMs: number;
  deadline: number;
  stringBytes: number;
  /** The limit reached, named; the script's result no longer counts. */
  hit?: string;
}

let current: Run | undefined;

function reach(limit: string): void {
  if (!current || current.hit !== undefined) return;
  current.hit = limit;
  // From now on every instruction raises: no pcall loop outlives the limit.
  lua.lua_sethook(current.L, hook, lua.LUA_MASKCOUNT, 1);
}

function hook(L: LuaState): void {
  if (current && current.hit === undefined && Date.now() > current.deadline)
    reach(`time budget of ${current.budgetMs} ms`);
  if (current?.hit !== undefined) lauxlib.luaL_error(L, to_luastring(errorOf(current.hit)));
}

const errorOf = (limit: string): string =>
  limit.startsWith('time') ? DEADLINE_ERROR : `the script went over its ${limit}`;

function charge(bytes: number): void {
  if (!current) return;
  current.stringBytes += bytes;
  if (current.stringBytes > MAX_STRING_BYTES) {
    reach(`string limit of ${MAX_STRING_BYTES / 1024 / 1024} MiB`);
    throw new Error(errorOf(current.hit as string));
  }
}

/** Would `bytes` more go over the string limit? Raises the limit before a library call allocates them at once. */
export function admit(bytes: number): void {
  if (current && current.stringBytes + bytes > MAX_STRING_BYTES) charge(bytes);
}

let installed = false;

/** Counts string bytes where fengari makes them: every luaL_Buffer growth (string library, table.concat) and every `..`. */
function install(): void {
  if (installed) return;
  installed = true;
  const STORE = Symbol('buffer');
  type Buffer = { [STORE]?: Uint8Array };
  Object.defineProperty(lauxlibModule.luaL_Buffer.prototype, 'b', {
    configurable: true,
    get(this: Buffer) {
      return this[STORE];
    },
    set(this: Buffer, value: Uint8Array) {
      const before = this[STORE];
      this[STORE] = value;
      if (before !== undefined && value.length > before.length) charge(value.length);
    },
  });
  const setsvalue2s = lobject.setsvalue2s;
  lobject.setsvalue2s = (L, idx, ts) => {
    setsvalue2s(L, idx, ts);
    charge(ts.realstring.length);
  };
}

/**
 * Runs `body` under the limits: the time budget from now, the string limit from zero. Returns
 * what `body` returned and the limit reached, if one was.
 */
export function withLimits<T>(L: LuaState, budgetMs: number, body: () => T): { value: T; limit?: string } {
  install();
  current = { L, budgetMs, deadline: Date.now() + budgetMs, stringBytes: 0 };
  lua.lua_sethook(L, hook, lua.LUA_MASKCOUNT, HOOK_EVERY);
  try {
    const value = body();
    return current.hit === undefined ? { value } : { value, limit: current.hit };
  } finally {
    lua.lua_sethook(L, null, 0, 0);
    current = undefined;
  }
}
