/* Minimal typings for the parts of fengari (Lua 5.3 in JavaScript) that the health runner uses. */
declare module 'fengari' {
  export type LuaState = object;
  export type LuaString = Uint8Array;
  export type CFunction = (L: LuaState) => number;
  export function to_luastring(s: string): LuaString;
  export function to_jsstring(s: LuaString): string;
  export const lua: {
    LUA_OK: number;
    LUA_MULTRET: number;
    LUA_MASKCOUNT: number;
    LUA_TNIL: number;
    LUA_TNUMBER: number;
    LUA_TSTRING: number;
    LUA_TTABLE: number;
    lua_close(L: LuaState): void;
    lua_createtable(L: LuaState, narr: number, nrec: number): void;
    lua_getfield(L: LuaState, idx: number, k: LuaString): number;
    lua_gettop(L: LuaState): number;
    lua_pcall(L: LuaState, nargs: number, nresults: number, errfunc: number): number;
    lua_pop(L: LuaState, n: number): void;
    lua_next(L: LuaState, idx: number): number;
    lua_settop(L: LuaState, idx: number): void;
    lua_rotate(L: LuaState, idx: number, n: number): void;
    lua_tonumber(L: LuaState, idx: number): number;
    lua_atnativeerror(L: LuaState, f: CFunction): void;
    lua_touserdata(L: LuaState, idx: number): unknown;
    lua_pushboolean(L: LuaState, b: boolean): void;
    lua_pushjsfunction(L: LuaState, f: CFunction): void;
    lua_pushnil(L: LuaState): void;
    lua_pushnumber(L: LuaState, n: number): void;
    lua_pushstring(L: LuaState, s: LuaString): void;
    lua_rawseti(L: LuaState, idx: number, n: number): void;
    lua_setfield(L: LuaState, idx: number, k: LuaString): void;
    lua_setglobal(L: LuaState, name: LuaString): void;
    lua_sethook(L: LuaState, f: ((L: LuaState) => void) | null, mask: number, count: number): void;
    lua_tojsstring(L: LuaState, idx: number): string;
    lua_type(L: LuaState, idx: number): number;
    lua_typename(L: LuaState, t: number): LuaString;
  };
  export const lauxlib: {
    luaL_newstate(): LuaState;
    luaL_loadbufferx(L: LuaState, s: LuaString, sz: number | null, name: LuaString, mode: LuaString | null): number;
    luaL_requiref(L: LuaState, name: LuaString, open: CFunction, glb: number): void;
    luaL_error(L: LuaState, fmt: LuaString): never;
  };
  export const lualib: {
    luaopen_base: CFunction;
    luaopen_package: CFunction;
    luaopen_table: CFunction;
    luaopen_string: CFunction;
    luaopen_math: CFunction;
    luaopen_coroutine: CFunction;
  };
}

declare module 'fengari/src/lobject.js' {
  const lobject: {
    luaO_tostring: (L: object, obj: { ttisinteger(): boolean; value: number; setsvalue(s: unknown): void }) => void;
    setsvalue2s: (L: object, idx: number, ts: { realstring: Uint8Array }) => void;
  };
  export default lobject;
}

declare module 'fengari/src/lstring.js' {
  const lstring: { luaS_bless(L: object, s: Uint8Array): unknown };
  export default lstring;
}

declare module 'fengari/src/lauxlib.js' {
  const lauxlib: { luaL_Buffer: { prototype: object } };
  export default lauxlib;
}
