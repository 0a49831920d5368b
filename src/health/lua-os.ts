import { lua, lauxlib, to_luastring } from 'fengari';
import type { LuaState } from 'fengari';

/**
 * Argo CD's "safe" os library: only `time` and `date`. Times are UTC (an Argo CD controller's
 * local zone in its container), so a test gives the same answer on every runner.
 */
function intField(L: LuaState, name: string, fallback: number): number {
  lua.lua_getfield(L, 1, to_luastring(name));
  const value = lua.lua_type(L, -1) === lua.LUA_TNUMBER ? Math.trunc(Number(lua.lua_tojsstring(L, -1))) : fallback;
  lua.lua_pop(L, 1);
  return value;
}

function osTime(L: LuaState): number {
  if (lua.lua_gettop(L) === 0 || lua.lua_type(L, 1) === lua.LUA_TNIL) {
    lua.lua_pushnumber(L, Math.floor(Date.now() / 1000));
    return 1;
  }
  if (lua.lua_type(L, 1) !== lua.LUA_TTABLE)
    lauxlib.luaL_error(L, to_luastring('bad argument #1 to time (table expected)'));
  const ms = Date.UTC(
    intField(L, 'year', -1),
    intField(L, 'month', -1) - 1,
    intField(L, 'day', -1),
    intField(L, 'hour', 12),
    intField(L, 'min', 0),
    intField(L, 'sec', 0),
  );
  lua.lua_pushnumber(L, Math.floor(ms / 1000));
  return 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function flag(d: Date, c: string): string | undefined {
  const table: Record<string, () => string> = {
    a: () => DAYS[d.getUTCDay()]!.slice(0, 3),
    A: () => DAYS[d.getUTCDay()]!,
    b: () => MONTHS[d.getUTCMonth()]!.slice(0, 3),
    B: () => MONTHS[d.getUTCMonth()]!,
    d: () => pad(d.getUTCDate()),
    F: () => d.toISOString().slice(0, 10),
    H: () => pad(d.getUTCHours()),
    I: () => pad(((d.getUTCHours() + 11) % 12) + 1),
    m: () => pad(d.getUTCMonth() + 1),
    M: () => pad(d.getUTCMinutes()),
    p: () => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
    S: () => pad(d.getUTCSeconds()),
    X: () => d.toISOString().slice(11, 19),
    y: () => pad(d.getUTCFullYear() % 100),
    Y: () => String(d.getUTCFullYear()),
    z: () => '+0000',
    Z: () => 'UTC',
    w: () => String(d.getUTCDay()),
  };
  return table[c]?.();
}

function strftime(d: Date, format: string): string {
  return format.replace(/%(.)/g, (all, c: string) => (c === '%' ? '%' : (flag(d, c) ?? all)));
}

function osDate(L: LuaState): number {
  let format = lua.lua_gettop(L) >= 1 ? lua.lua_tojsstring(L, 1) : '%c';
  format = format.replace(/^!/, '');
  const seconds = lua.lua_gettop(L) >= 2 ? Number(lua.lua_tojsstring(L, 2)) : Date.now() / 1000;
  const d = new Date(Math.trunc(seconds) * 1000);
  if (format.startsWith('*t')) {
    const fields: Array<[string, number]> = [
      ['year', d.getUTCFullYear()],
      ['month', d.getUTCMonth() + 1],
      ['day', d.getUTCDate()],
      ['hour', d.getUTCHours()],
      ['min', d.getUTCMinutes()],
      ['sec', d.getUTCSeconds()],
      ['wday', d.getUTCDay() + 1],
      ['yday', 0],
    ];
    lua.lua_createtable(L, 0, fields.length + 1);
    for (const [k, v] of fields) {
      lua.lua_pushnumber(L, v);
      lua.lua_setfield(L, -2, to_luastring(k));
    }
    lua.lua_pushboolean(L, false);
    lua.lua_setfield(L, -2, to_luastring('isdst'));
    return 1;
  }
  lua.lua_pushstring(L, to_luastring(strftime(d, format.replace(/%c/g, '%d %b %y %H:%M UTC'))));
  return 1;
}

/** Pushes a new table holding the safe os functions. */
export function pushSafeOs(L: LuaState): void {
  lua.lua_createtable(L, 0, 2);
  lua.lua_pushjsfunction(L, osTime);
  lua.lua_setfield(L, -2, to_luastring('time'));
  lua.lua_pushjsfunction(L, osDate);
  lua.lua_setfield(L, -2, to_luastring('date'));
}
