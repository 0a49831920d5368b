import { lua, to_jsstring, to_luastring } from 'fengari';
import type { LuaState } from 'fengari';
import { newLuaState, pushJson, runWithBudget } from './lua-state.js';
import { SCRIPT_BUDGET_MS, type HealthScriptOptions } from './lua-job.js';

export const HEALTH_STATUSES = ['Healthy', 'Progressing', 'Degraded', 'Suspended', 'Missing', 'Unknown'] as const;
export const INVALID_HEALTH_STATUS = 'Lua returned an invalid health status';

export interface HealthStatus {
  status: string;
  message: string;
}

/** What a health script said: a status, nothing (nil or an empty table), or an error (`limit`: the limit it went over). */
export type HealthRun =
  { kind: 'status'; health: HealthStatus } | { kind: 'none' } | { kind: 'error'; error: string; limit?: string };

/**
 * Runs one health script on one object in this thread, with Argo CD's rules for what the script
 * returns. Only the Lua worker calls it (lua-worker.ts); everyone else goes through lua-sandbox.ts.
 */
export function evaluateHealthScript(script: string, object: unknown, options: HealthScriptOptions): HealthRun {
  const L = newLuaState(options.openLibs);
  try {
    pushJson(L, object);
    lua.lua_setglobal(L, to_luastring('obj'));
    const ran = runWithBudget(L, script, options.name ?? '<string>', options.budgetMs ?? SCRIPT_BUDGET_MS);
    if (!ran.ok) return { kind: 'error', error: ran.error, ...(ran.limit ? { limit: ran.limit } : {}) };
    return readResult(L);
  } finally {
    lua.lua_close(L);
  }
}

function typeName(L: LuaState, idx: number): string {
  return to_jsstring(lua.lua_typename(L, lua.lua_type(L, idx)));
}

function readResult(L: LuaState): HealthRun {
  if (lua.lua_gettop(L) === 0 || lua.lua_type(L, -1) === lua.LUA_TNIL) return { kind: 'none' };
  if (lua.lua_type(L, -1) !== lua.LUA_TTABLE) {
    return { kind: 'error', error: `expect table output from Lua script, not ${typeName(L, -1)}` };
  }
  const fields = stringFields(L);
  if (fields.kind !== 'status') return fields;
  const { status, message } = fields.health;
  if (!(HEALTH_STATUSES as readonly string[]).includes(status)) {
    return { kind: 'status', health: { status: 'Unknown', message: INVALID_HEALTH_STATUS } };
  }
  return { kind: 'status', health: { status, message } };
}

/**
 * The table as Argo CD reads it (JSON encoding, then decoding into {status, message}): keys match
 * case-insensitively, a table with an array part is an array (no health information), and a
 * status or message that is not a string is a decoding error.
 */
function stringFields(L: LuaState): HealthRun {
  const found: Record<string, string> = {};
  let empty = true;
  lua.lua_pushnil(L);
  while (lua.lua_next(L, -2) !== 0) {
    empty = false;
    if (lua.lua_type(L, -2) === lua.LUA_TNUMBER) {
      lua.lua_settop(L, -3);
      return { kind: 'none' };
    }
    const key = lua.lua_type(L, -2) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -2).toLowerCase() : '';
    if (key === 'status' || key === 'message') {
      if (lua.lua_type(L, -1) !== lua.LUA_TSTRING) {
        const got = typeName(L, -1);
        lua.lua_settop(L, -3);
        return {
          kind: 'error',
          error: `json: cannot unmarshal ${got} into Go struct field HealthStatus.${key} of type string`,
        };
      }
      found[key] = lua.lua_tojsstring(L, -1);
    }
    lua.lua_pop(L, 1);
  }
  if (empty) return { kind: 'none' };
  return { kind: 'status', health: { status: found.status ?? '', message: found.message ?? '' } };
}
