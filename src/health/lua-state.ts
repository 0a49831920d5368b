import { lua, lauxlib, lualib, to_luastring } from 'fengari';
import type { CFunction, LuaState } from 'fengari';
// The CommonJS exports objects themselves (a namespace import would be a frozen copy).
import lobject from 'fengari/src/lobject.js';
import lstring from 'fengari/src/lstring.js';
import { goNumberString } from './lua-number.js';
import { admit, withLimits } from './lua-limits.js';
import { lua51Source } from './lua51-source.js';
import { pushSafeOs } from './lua-os.js';
import { PRELUDE } from './lua-prelude.js';

/**
 * fengari is Lua 5.3; Argo CD runs gopher-lua (Lua 5.1 semantics). Every number-to-string
 * conversion inside fengari (`tostring`, `..`, `%s`, string library coercions) goes through
 * lobject.luaO_tostring, so replacing it once makes `3/1` print `3` like gopher-lua does.
 */
lobject.luaO_tostring = (L, obj) => {
  obj.setsvalue(lstring.luaS_bless(L, to_luastring(goNumberString(obj.value))));
};

/** Pushes a JSON value the way Argo CD decodes an object: maps and arrays become tables, null is nil. */
export function pushJson(L: LuaState, value: unknown): void {
  if (value === null || value === undefined) lua.lua_pushnil(L);
  else if (typeof value === 'boolean') lua.lua_pushboolean(L, value);
  else if (typeof value === 'number') lua.lua_pushnumber(L, value);
  else if (typeof value === 'string') lua.lua_pushstring(L, to_luastring(value));
  else if (Array.isArray(value)) {
    lua.lua_createtable(L, value.length, 0);
    value.forEach((item, i) => {
      pushJson(L, item);
      lua.lua_rawseti(L, -2, i + 1);
    });
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    lua.lua_createtable(L, 0, entries.length);
    for (const [k, v] of entries) {
      if (v === null || v === undefined) continue;
      pushJson(L, v);
      lua.lua_setfield(L, -2, to_luastring(k));
    }
  } else lua.lua_pushnil(L);
}

function openLib(L: LuaState, name: string, open: CFunction): void {
  lauxlib.luaL_requiref(L, to_luastring(name), open, 1);
  lua.lua_pop(L, 1);
}

/** Loads `source` as gopher-lua would (Lua 5.1 text only) and calls it; the error text, or undefined. */
function runChunk(L: LuaState, source: string, name: string, nargs: number, nresults: number): string | undefined {
  const loaded = load51(L, source, name);
  if (loaded !== undefined) return loaded;
  if (nargs > 0) lua.lua_rotate(L, -1 - nargs, 1);
  if (lua.lua_pcall(L, nargs, nresults, 0) !== lua.LUA_OK) return errorText(L);
  return undefined;
}

function errorText(L: LuaState): string {
  const t = lua.lua_type(L, -1);
  if (t === lua.LUA_TSTRING || t === lua.LUA_TNUMBER) return lua.lua_tojsstring(L, -1);
  const native = lua.lua_touserdata(L, -1);
  return native instanceof Error
    ? native.message
    : `(error object is a ${String.fromCharCode(...lua.lua_typename(L, t))} value)`;
}

/**
 * A fresh Lua state with Argo CD's libraries: package, base, table and a safe os always; string,
 * math, coroutine too when `openLibs` (scripts Argo CD ships, and argocd-cm's useOpenLibs).
 */
export function newLuaState(openLibs: boolean): LuaState {
  const L = lauxlib.luaL_newstate();
  // A JavaScript exception inside the VM (stack overflow, out of memory) becomes a Lua error.
  lua.lua_atnativeerror(L, (state) => {
    const e = lua.lua_touserdata(state, -1);
    lua.lua_pushstring(state, to_luastring(e instanceof Error ? e.message : String(e)));
    return 1;
  });
  openLib(L, '_G', lualib.luaopen_base);
  openLib(L, 'package', lualib.luaopen_package);
  openLib(L, 'table', lualib.luaopen_table);
  if (openLibs) {
    openLib(L, 'string', lualib.luaopen_string);
    openLib(L, 'math', lualib.luaopen_math);
    openLib(L, 'coroutine', lualib.luaopen_coroutine);
  }
  pushSafeOs(L);
  lua.lua_pushboolean(L, openLibs);
  lua.lua_pushjsfunction(L, admitBytes);
  lua.lua_pushjsfunction(L, source51);
  const failed = runChunk(L, PRELUDE, '=prelude', 4, 0);
  if (failed !== undefined) throw new Error(`Lua prelude failed: ${failed}`);
  return L;
}

/** `admit(n)` from the prelude: n string bytes are about to be made at once (string.rep). */
function admitBytes(L: LuaState): number {
  admit(lua.lua_tonumber(L, 1));
  return 0;
}

/** `source51(text, name)` from the prelude (load, loadstring): the text as gopher-lua reads it, or nil and why not. */
function source51(L: LuaState): number {
  const read = lua51Source(lua.lua_tojsstring(L, 1));
  if (read.ok) {
    lua.lua_pushstring(L, to_luastring(read.text));
    return 1;
  }
  lua.lua_pushnil(L);
  lua.lua_pushstring(L, to_luastring(`${lua.lua_tojsstring(L, 2)}:${read.line}: ${read.message}`));
  return 2;
}

/** Pushes the compiled chunk; or returns the error (gopher-lua's refusals first, with the line). */
function load51(L: LuaState, source: string, name: string): string | undefined {
  const read = lua51Source(source);
  if (!read.ok) return `${name}:${read.line}: ${read.message}`;
  const status = lauxlib.luaL_loadbufferx(L, to_luastring(read.text), null, to_luastring(name), to_luastring('t'));
  if (status === lua.LUA_OK) return undefined;
  const error = lua.lua_tojsstring(L, -1);
  lua.lua_pop(L, 1);
  return error;
}

export type ChunkResult = { ok: true } | { ok: false; error: string; limit?: string };

/**
 * Runs `script` as the main chunk under the limits (lua-limits.ts), leaving its return values on
 * the stack (the last one on top, which is what Argo CD reads). Over a limit, the error names it
 * whatever the script returned.
 */
export function runWithBudget(L: LuaState, script: string, name: string, budgetMs: number): ChunkResult {
  const ran = withLimits(L, budgetMs, (): string | undefined => {
    try {
      return runChunk(L, script, name, 0, lua.LUA_MULTRET);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
  if (ran.limit !== undefined)
    return { ok: false, error: `${ran.value ?? 'stopped'} (over the ${ran.limit})`, limit: ran.limit };
  return ran.value === undefined ? { ok: true } : { ok: false, error: ran.value };
}

/** The load (syntax) error of a chunk, as gopher-lua would refuse it, or undefined when it compiles. */
export function syntaxError(script: string, name: string): string | undefined {
  const L = lauxlib.luaL_newstate();
  try {
    return load51(L, script, name);
  } finally {
    lua.lua_close(L);
  }
}
