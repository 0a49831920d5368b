/**
 * Lua run after the libraries open, before a health script: it makes fengari's Lua 5.3 look like
 * gopher-lua's Lua 5.1 where a script can tell, and closes what a script from a pull request must
 * not reach on a CI runner (files, processes, the environment). `...` is the table of safe `os`
 * functions; `open` says whether the standard libraries are open (useOpenLibs); `admit(n)` raises
 * the string limit before n bytes are made at once; `source51(text, name)` reads text as gopher-lua
 * does (lua51-source.ts).
 */
export const PRELUDE = String.raw`
local safeOs, open, admit, source51 = ...
local rawunpack = table.unpack

-- Numbers print as gopher-lua prints them: '..' already does (luaO_tostring is patched), but
-- tostring and string.format's %s go through a formatter of their own.
local rawtostring = tostring
local function numberString(v) return '' .. v end
tostring = function(...)
  local v = ...
  if select('#', ...) > 0 and type(v) == 'number' then return numberString(v) end
  return rawtostring(...)
end

-- Lua 5.1 base functions that 5.3 dropped.
unpack = rawunpack
dofile, loadfile = nil, nil
-- gopher-lua loads Lua 5.1 text only: loadstring(text), load(reader function); never a binary chunk.
local rawload, concat = load, table.concat
loadstring = function(text, name)
  name = name or '<string>'
  local source, err = source51(text, name)
  if not source then return nil, err end
  return rawload(source, name, 't')
end
load = function(reader, name)
  if type(reader) ~= 'function' then
    error('bad argument #1 to load (function expected, got ' .. type(reader) .. ')', 2)
  end
  local parts = {}
  while true do
    local piece = reader()
    if piece == nil or piece == '' then break end
    if type(piece) ~= 'string' and type(piece) ~= 'number' then return nil, 'reader function must return a string' end
    parts[#parts + 1] = piece
  end
  return loadstring(concat(parts), name or '?')
end
print = function() end  -- Argo CD's output goes to its log; ours must not corrupt a report

-- Lua 5.1's table library: getn and maxn, but no pack, unpack or move.
table.getn = function(t) return #t end
table.maxn = function(t)
  local max = 0
  for k in pairs(t) do
    if type(k) == 'number' and k > max then max = k end
  end
  return max
end
table.setn = function() error("'setn' is obsolete") end
table.pack, table.unpack, table.move = nil, nil, nil

-- require reaches only preloaded modules: the safe os, as in Argo CD.
package.preload.os = function() return safeOs end
package.path, package.cpath = '', ''
if package.searchers then
  package.searchers = { package.searchers[1] }
end
package.loadlib = nil

if not open then return end

os = safeOs
io, debug, utf8 = nil, nil, nil

-- gopher-lua's math: 5.1 functions that 5.3 removed; none of 5.3's integer functions.
local floor, log = math.floor, math.log
math.pow = function(x, y) return x ^ y end
math.ldexp = function(m, e) return m * 2.0 ^ e end
math.frexp = function(x)
  if x == 0 or x ~= x or x == math.huge or x == -math.huge then return x, 0 end
  local e = floor(log(math.abs(x), 2)) + 1
  local m = x / 2.0 ^ e
  if math.abs(m) >= 1 then m, e = m / 2, e + 1 end
  if math.abs(m) < 0.5 then m, e = m * 2, e - 1 end
  return m, e
end
math.mod = math.fmod
math.log10 = function(x) return log(x, 10) end
math.cosh = function(x) return (math.exp(x) + math.exp(-x)) / 2 end
math.sinh = function(x) return (math.exp(x) - math.exp(-x)) / 2 end
math.tanh = function(x) local a, b = math.exp(x), math.exp(-x) return (a - b) / (a + b) end
math.log = function(x) return log(x) end
math.type, math.tointeger, math.ult, math.maxinteger, math.mininteger = nil, nil, nil, nil, nil

-- string.format's integer conversions take any number, truncated (Lua 5.3 refuses 2.5 for %d).
local format, find = string.format, string.find
local function truncate(v)
  if v >= 0 then return floor(v) end
  return -floor(-v)
end
string.format = function(f, ...)
  local args = { n = select('#', ...), ... }
  local pos, argi = 1, 0
  while true do
    local s, e, conv = find(f, '%%[-+ #0]*%d*%.?%d*(.)', pos)
    if not s then break end
    if conv ~= '%' then
      argi = argi + 1
      local v = args[argi]
      if type(v) == 'number' and find('diouxXc', conv, 1, true) then args[argi] = truncate(v) end
      if type(v) == 'number' and conv == 's' then args[argi] = numberString(v) end
    end
    pos = e + 1
  end
  return format(f, rawunpack(args, 1, args.n))
end
string.gfind = string.gmatch
-- gopher-lua's rep has no separator (Lua 5.1); what it would make is admitted before it is made.
local rep = string.rep
string.rep = function(s, n)
  if type(n) == 'number' and n > 0 and (type(s) == 'string' or type(s) == 'number') then admit(n * #('' .. s)) end
  return rep(s, n)
end
string.dump = function() error('GopherLua does not support the string.dump') end
string.pack, string.packsize, string.unpack = nil, nil, nil
`;
