import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  newLuaState,
  pushJson,
  require_fengari,
  runWithBudget
} from "./chunks/chunk-LYETZ6Z3.js";
import {
  JOB_DONE,
  JOB_RUNNING,
  SCRIPT_BUDGET_MS
} from "./chunks/chunk-M2ALONYX.js";
import {
  __toESM
} from "./chunks/chunk-MDYSVXZZ.js";

// src/health/lua-worker.ts
import { workerData } from "node:worker_threads";

// src/health/health-script.ts
var import_fengari = __toESM(require_fengari(), 1);
var HEALTH_STATUSES = ["Healthy", "Progressing", "Degraded", "Suspended", "Missing", "Unknown"];
var INVALID_HEALTH_STATUS = "Lua returned an invalid health status";
function evaluateHealthScript(script, object, options) {
  const L = newLuaState(options.openLibs);
  try {
    pushJson(L, object);
    import_fengari.lua.lua_setglobal(L, (0, import_fengari.to_luastring)("obj"));
    const ran = runWithBudget(L, script, options.name ?? "<string>", options.budgetMs ?? SCRIPT_BUDGET_MS);
    if (!ran.ok) return { kind: "error", error: ran.error, ...ran.limit ? { limit: ran.limit } : {} };
    return readResult(L);
  } finally {
    import_fengari.lua.lua_close(L);
  }
}
function typeName(L, idx) {
  return (0, import_fengari.to_jsstring)(import_fengari.lua.lua_typename(L, import_fengari.lua.lua_type(L, idx)));
}
function readResult(L) {
  if (import_fengari.lua.lua_gettop(L) === 0 || import_fengari.lua.lua_type(L, -1) === import_fengari.lua.LUA_TNIL) return { kind: "none" };
  if (import_fengari.lua.lua_type(L, -1) !== import_fengari.lua.LUA_TTABLE) {
    return { kind: "error", error: `expect table output from Lua script, not ${typeName(L, -1)}` };
  }
  const fields = stringFields(L);
  if (fields.kind !== "status") return fields;
  const { status, message } = fields.health;
  if (!HEALTH_STATUSES.includes(status)) {
    return { kind: "status", health: { status: "Unknown", message: INVALID_HEALTH_STATUS } };
  }
  return { kind: "status", health: { status, message } };
}
function stringFields(L) {
  const found = {};
  let empty = true;
  import_fengari.lua.lua_pushnil(L);
  while (import_fengari.lua.lua_next(L, -2) !== 0) {
    empty = false;
    if (import_fengari.lua.lua_type(L, -2) === import_fengari.lua.LUA_TNUMBER) {
      import_fengari.lua.lua_settop(L, -3);
      return { kind: "none" };
    }
    const key = import_fengari.lua.lua_type(L, -2) === import_fengari.lua.LUA_TSTRING ? import_fengari.lua.lua_tojsstring(L, -2).toLowerCase() : "";
    if (key === "status" || key === "message") {
      if (import_fengari.lua.lua_type(L, -1) !== import_fengari.lua.LUA_TSTRING) {
        const got = typeName(L, -1);
        import_fengari.lua.lua_settop(L, -3);
        return {
          kind: "error",
          error: `json: cannot unmarshal ${got} into Go struct field HealthStatus.${key} of type string`
        };
      }
      found[key] = import_fengari.lua.lua_tojsstring(L, -1);
    }
    import_fengari.lua.lua_pop(L, 1);
  }
  if (empty) return { kind: "none" };
  return { kind: "status", health: { status: found.status ?? "", message: found.message ?? "" } };
}

// src/health/lua-worker.ts
var { port, flag } = workerData;
var state = new Int32Array(flag);
port.on("message", (job) => {
  Atomics.store(state, 0, JOB_RUNNING);
  Atomics.notify(state, 0);
  const result = evaluateHealthScript(job.script, job.object, job.options);
  port.postMessage(result);
  Atomics.store(state, 0, JOB_DONE);
  Atomics.notify(state, 0);
});
