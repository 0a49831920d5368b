import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  placementOf,
  readFile,
  readdir
} from "./chunk-QL7IOEAV.js";
import {
  QUANTITY_SYNTAX_MESSAGE,
  parseExactQuantity,
  parseQuantity
} from "./chunk-54GLFIVL.js";
import {
  compareVersions
} from "./chunk-QMC5NZGM.js";
import {
  apiGroup
} from "./chunk-XY7PLT3O.js";
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  asObject,
  escapePointerToken,
  isObject
} from "./chunk-LYFTJUJU.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";

// src/kube/api-introductions.ts
function parseIntroductionTable(data) {
  const raw = data ?? {};
  const since = raw.servedSince;
  if (typeof raw.oldest !== "string" || typeof raw.newest !== "string" || typeof since !== "object" || !since)
    throw new Error("policies/api-introductions.yaml: needs oldest, newest and servedSince");
  const servedSince = /* @__PURE__ */ new Map();
  for (const [key, version] of Object.entries(since)) {
    if (typeof version !== "string") throw new Error(`policies/api-introductions.yaml: bad row ${key}`);
    servedSince.set(key, version);
  }
  return { oldest: raw.oldest, newest: raw.newest, servedSince };
}
function whyNotServed(apiVersion, kind, version, table) {
  const since = table.servedSince.get(`${apiVersion}/${kind}`);
  if (since === void 0) return { why: "unknown", newest: table.newest };
  return compareVersions(since, version) > 0 ? { why: "newer", since } : { why: "removed" };
}

// src/schema/api-tables.ts
import { readFileSync } from "node:fs";
import path from "node:path";

// src/kube/api-removals.ts
function validRelease(row) {
  if (typeof row.removedIn === "string") return true;
  return (row.removedIn === void 0 || row.removedIn === null) && typeof row.deprecatedIn === "string";
}
function parseRemovalTable(data) {
  const raw = data ?? {};
  if (typeof raw.coveredThrough !== "string" || !Array.isArray(raw.builtinGroups) || !Array.isArray(raw.apis)) {
    throw new Error("policies/api-removals.yaml: needs coveredThrough, builtinGroups and apis");
  }
  const byKind = /* @__PURE__ */ new Map();
  for (const row of raw.apis) {
    if (typeof row.apiVersion !== "string" || !Array.isArray(row.kinds) || !validRelease(row)) {
      throw new Error(`policies/api-removals.yaml: bad row ${JSON.stringify(row)}`);
    }
    for (const kind of row.kinds) {
      const key = `${row.apiVersion}/${kind}`;
      if (byKind.has(key)) throw new Error(`policies/api-removals.yaml: ${key} listed twice`);
      byKind.set(key, {
        apiVersion: row.apiVersion,
        kind,
        deprecatedIn: row.deprecatedIn ?? null,
        removedIn: row.removedIn ?? null,
        replacement: row.replacement ?? null,
        replacementSince: row.replacementSince ?? null,
        ...row.note ? { note: row.note } : {}
      });
    }
  }
  return { coveredThrough: raw.coveredThrough, builtinGroups: new Set(raw.builtinGroups), byKind };
}

// src/schema/api-tables.ts
function packagedYaml(text, file) {
  const parsed = parseYamlFile(text);
  const broken = parsed.firstError;
  if (broken) throw new Error(`${file} line ${broken.line}: ${broken.error}`);
  return parsed.value;
}
var readPolicy = (name) => packagedYaml(readFileSync(path.join(packageRoot(), "policies", name), "utf8"), `policies/${name}`);
var removals;
var introductions;
var removalTable = () => removals ??= parseRemovalTable(readPolicy("api-removals.yaml"));
var introductionTable = () => introductions ??= parseIntroductionTable(readPolicy("api-introductions.yaml"));

// node_modules/@bufbuild/cel/dist/esm/error.js
var privateSymbol = /* @__PURE__ */ Symbol.for("@bufbuild/cel/error");
function celError(value, exprId) {
  if (isCelError(value)) {
    return value;
  }
  if (typeof exprId === "number") {
    exprId = BigInt(exprId);
  }
  if (value instanceof Error) {
    return new _CelError(value.message, value, exprId);
  }
  if (typeof value === "string") {
    return new _CelError(value, void 0, exprId);
  }
  return new _CelError(`${value}`, value, exprId);
}
function celErrorMerge(first, ...rest) {
  return new _CelError(first.message, rest, first.exprId);
}
function isCelError(v) {
  return typeof v === "object" && v !== null && privateSymbol in v;
}
var _CelError = class extends Error {
  _cause;
  _exprId;
  [privateSymbol] = {};
  constructor(message, _cause, _exprId) {
    super(message);
    this._cause = _cause;
    this._exprId = _exprId;
  }
  get exprId() {
    return this._exprId;
  }
  get cause() {
    return this._cause;
  }
};

// node_modules/@bufbuild/protobuf/dist/esm/reflect/error.js
var errorNames = [
  "FieldValueInvalidError",
  "FieldListRangeError",
  "ForeignFieldError"
];
var FieldError = class extends Error {
  constructor(fieldOrOneof, message, name = "FieldValueInvalidError") {
    super(message);
    this.name = name;
    this.field = () => fieldOrOneof;
  }
};
function isFieldError(arg) {
  return arg instanceof Error && errorNames.includes(arg.name) && "field" in arg && typeof arg.field == "function";
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/names.js
function protoCamelCase(snakeCase) {
  let capNext = false;
  const b = [];
  for (let i = 0; i < snakeCase.length; i++) {
    let c = snakeCase.charAt(i);
    switch (c) {
      case "_":
        capNext = true;
        break;
      case "0":
      case "1":
      case "2":
      case "3":
      case "4":
      case "5":
      case "6":
      case "7":
      case "8":
      case "9":
        b.push(c);
        capNext = false;
        break;
      default:
        if (capNext) {
          capNext = false;
          c = c.toUpperCase();
        }
        b.push(c);
        break;
    }
  }
  return b.join("");
}
function protoSnakeCase(lowerCamelCase) {
  return lowerCamelCase.replace(/[A-Z]/g, (letter) => "_" + letter.toLowerCase());
}
var reservedObjectProperties = /* @__PURE__ */ new Set([
  // names reserved by JavaScript
  "constructor",
  "toString",
  "toJSON",
  "valueOf"
]);
function safeObjectProperty(name) {
  return reservedObjectProperties.has(name) ? name + "$" : name;
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/nested-types.js
function* nestedTypes(desc) {
  switch (desc.kind) {
    case "file":
      for (const message of desc.messages) {
        yield message;
        yield* nestedTypes(message);
      }
      yield* desc.enums;
      yield* desc.services;
      yield* desc.extensions;
      break;
    case "message":
      for (const message of desc.nestedMessages) {
        yield message;
        yield* nestedTypes(message);
      }
      yield* desc.nestedEnums;
      yield* desc.nestedExtensions;
      break;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/descriptors.js
var ScalarType;
(function(ScalarType2) {
  ScalarType2[ScalarType2["DOUBLE"] = 1] = "DOUBLE";
  ScalarType2[ScalarType2["FLOAT"] = 2] = "FLOAT";
  ScalarType2[ScalarType2["INT64"] = 3] = "INT64";
  ScalarType2[ScalarType2["UINT64"] = 4] = "UINT64";
  ScalarType2[ScalarType2["INT32"] = 5] = "INT32";
  ScalarType2[ScalarType2["FIXED64"] = 6] = "FIXED64";
  ScalarType2[ScalarType2["FIXED32"] = 7] = "FIXED32";
  ScalarType2[ScalarType2["BOOL"] = 8] = "BOOL";
  ScalarType2[ScalarType2["STRING"] = 9] = "STRING";
  ScalarType2[ScalarType2["BYTES"] = 12] = "BYTES";
  ScalarType2[ScalarType2["UINT32"] = 13] = "UINT32";
  ScalarType2[ScalarType2["SFIXED32"] = 15] = "SFIXED32";
  ScalarType2[ScalarType2["SFIXED64"] = 16] = "SFIXED64";
  ScalarType2[ScalarType2["SINT32"] = 17] = "SINT32";
  ScalarType2[ScalarType2["SINT64"] = 18] = "SINT64";
})(ScalarType || (ScalarType = {}));

// node_modules/@bufbuild/protobuf/dist/esm/is-message.js
function isMessage(arg, schema) {
  const isMessage2 = arg !== null && typeof arg == "object" && "$typeName" in arg && typeof arg.$typeName == "string";
  if (!isMessage2) {
    return false;
  }
  if (schema === void 0) {
    return true;
  }
  return schema.typeName === arg.$typeName;
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/varint.js
function varint64read() {
  const buf = this.buf;
  let pos = this.pos;
  let lo = 0;
  let hi = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    const b = buf[pos++];
    lo |= (b & 127) << shift;
    if ((b & 128) == 0) {
      this.pos = pos;
      this.assertBounds();
      this.varint64Lo = lo;
      this.varint64Hi = hi;
      return;
    }
  }
  const middleByte = buf[pos++];
  lo |= (middleByte & 15) << 28;
  hi = (middleByte & 112) >> 4;
  if ((middleByte & 128) == 0) {
    this.pos = pos;
    this.assertBounds();
    this.varint64Lo = lo;
    this.varint64Hi = hi;
    return;
  }
  for (let shift = 3; shift <= 31; shift += 7) {
    const b = buf[pos++];
    hi |= (b & 127) << shift;
    if ((b & 128) == 0) {
      this.pos = pos;
      this.assertBounds();
      this.varint64Lo = lo;
      this.varint64Hi = hi;
      return;
    }
  }
  throw new Error("invalid varint");
}
var TWO_PWR_32_DBL = 4294967296;
function int64FromString(dec) {
  const minus = dec[0] === "-";
  if (minus) {
    dec = dec.slice(1);
  }
  const base = 1e6;
  let lowBits = 0;
  let highBits = 0;
  function add1e6digit(begin, end) {
    const digit1e6 = Number(dec.slice(begin, end));
    highBits *= base;
    lowBits = lowBits * base + digit1e6;
    if (lowBits >= TWO_PWR_32_DBL) {
      highBits = highBits + (lowBits / TWO_PWR_32_DBL | 0);
      lowBits = lowBits % TWO_PWR_32_DBL;
    }
  }
  add1e6digit(-24, -18);
  add1e6digit(-18, -12);
  add1e6digit(-12, -6);
  add1e6digit(-6);
  return minus ? negate(lowBits, highBits) : newBits(lowBits, highBits);
}
function int64ToString(lo, hi) {
  let bits = newBits(lo, hi);
  const negative = bits.hi & 2147483648;
  if (negative) {
    bits = negate(bits.lo, bits.hi);
  }
  const result = uInt64ToString(bits.lo, bits.hi);
  return negative ? "-" + result : result;
}
function uInt64ToString(lo, hi) {
  ({ lo, hi } = toUnsigned(lo, hi));
  if (hi <= 2097151) {
    return String(TWO_PWR_32_DBL * hi + lo);
  }
  const low = lo & 16777215;
  const mid = (lo >>> 24 | hi << 8) & 16777215;
  const high = hi >> 16 & 65535;
  let digitA = low + mid * 6777216 + high * 6710656;
  let digitB = mid + high * 8147497;
  let digitC = high * 2;
  const base = 1e7;
  if (digitA >= base) {
    digitB += Math.floor(digitA / base);
    digitA %= base;
  }
  if (digitB >= base) {
    digitC += Math.floor(digitB / base);
    digitB %= base;
  }
  return digitC.toString() + decimalFrom1e7WithLeadingZeros(digitB) + decimalFrom1e7WithLeadingZeros(digitA);
}
function toUnsigned(lo, hi) {
  return { lo: lo >>> 0, hi: hi >>> 0 };
}
function newBits(lo, hi) {
  return { lo: lo | 0, hi: hi | 0 };
}
function negate(lowBits, highBits) {
  highBits = ~highBits;
  if (lowBits) {
    lowBits = ~lowBits + 1;
  } else {
    highBits += 1;
  }
  return newBits(lowBits, highBits);
}
var decimalFrom1e7WithLeadingZeros = (digit1e7) => {
  const partial = String(digit1e7);
  return "0000000".slice(partial.length) + partial;
};
function varint32write(value, bytes) {
  if (value >>> 0 < 128) {
    bytes.push(value);
    return;
  }
  if (value >= 0) {
    while (value > 127) {
      bytes.push(value & 127 | 128);
      value = value >>> 7;
    }
    bytes.push(value);
  } else {
    for (let i = 0; i < 9; i++) {
      bytes.push(value & 127 | 128);
      value = value >> 7;
    }
    bytes.push(1);
  }
}
function varint32read() {
  let b = this.buf[this.pos++];
  if ((b & 128) === 0) {
    this.assertBounds();
    return b;
  }
  let result = b & 127;
  b = this.buf[this.pos++];
  result |= (b & 127) << 7;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 127) << 14;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 127) << 21;
  if ((b & 128) === 0) {
    this.assertBounds();
    return result;
  }
  b = this.buf[this.pos++];
  result |= (b & 15) << 28;
  for (let readBytes = 5; (b & 128) !== 0 && readBytes < 10; readBytes++)
    b = this.buf[this.pos++];
  if ((b & 128) !== 0)
    throw new Error("invalid varint");
  this.assertBounds();
  return result >>> 0;
}

// node_modules/@bufbuild/protobuf/dist/esm/proto-int64.js
var protoInt64 = /* @__PURE__ */ makeInt64Support();
function makeInt64Support() {
  const dv = new DataView(new ArrayBuffer(8));
  const ok = typeof BigInt === "function" && typeof dv.getBigInt64 === "function" && typeof dv.getBigUint64 === "function" && typeof dv.setBigInt64 === "function" && typeof dv.setBigUint64 === "function" && (!!globalThis.Deno || !!globalThis.Bun || typeof process != "object" || typeof process.env != "object" || process.env.BUF_BIGINT_DISABLE !== "1");
  if (ok) {
    const MIN = BigInt("-9223372036854775808");
    const MAX = BigInt("9223372036854775807");
    const UMIN = BigInt("0");
    const UMAX = BigInt("18446744073709551615");
    return {
      zero: BigInt(0),
      supported: true,
      parse(value) {
        const bi = typeof value == "bigint" ? value : BigInt(value);
        if (bi > MAX || bi < MIN) {
          throw new Error(`invalid int64: ${value}`);
        }
        return bi;
      },
      uParse(value) {
        const bi = typeof value == "bigint" ? value : BigInt(value);
        if (bi > UMAX || bi < UMIN) {
          throw new Error(`invalid uint64: ${value}`);
        }
        return bi;
      },
      enc(value) {
        dv.setBigInt64(0, this.parse(value), true);
        return {
          lo: dv.getInt32(0, true),
          hi: dv.getInt32(4, true)
        };
      },
      uEnc(value) {
        dv.setBigInt64(0, this.uParse(value), true);
        return {
          lo: dv.getInt32(0, true),
          hi: dv.getInt32(4, true)
        };
      },
      dec(lo, hi) {
        dv.setInt32(0, lo, true);
        dv.setInt32(4, hi, true);
        return dv.getBigInt64(0, true);
      },
      uDec(lo, hi) {
        dv.setInt32(0, lo, true);
        dv.setInt32(4, hi, true);
        return dv.getBigUint64(0, true);
      }
    };
  }
  return {
    zero: "0",
    supported: false,
    parse(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertInt64String(value);
      return value;
    },
    uParse(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertUInt64String(value);
      return value;
    },
    enc(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertInt64String(value);
      return int64FromString(value);
    },
    uEnc(value) {
      if (typeof value != "string") {
        value = value.toString();
      }
      assertUInt64String(value);
      return int64FromString(value);
    },
    dec(lo, hi) {
      return int64ToString(lo, hi);
    },
    uDec(lo, hi) {
      return uInt64ToString(lo, hi);
    }
  };
}
function assertInt64String(value) {
  if (!/^-?[0-9]+$/.test(value)) {
    throw new Error("invalid int64: " + value);
  }
}
function assertUInt64String(value) {
  if (!/^[0-9]+$/.test(value)) {
    throw new Error("invalid uint64: " + value);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/scalar.js
function scalarEquals(type, a, b) {
  if (a === b) {
    return true;
  }
  if (type == ScalarType.BYTES) {
    if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) {
      return false;
    }
    if (a.length !== b.length) {
      return false;
    }
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        return false;
      }
    }
    return true;
  }
  switch (type) {
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return a == b;
  }
  return false;
}
function scalarZeroValue(type, longAsString) {
  switch (type) {
    case ScalarType.STRING:
      return "";
    case ScalarType.BOOL:
      return false;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return 0;
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.SFIXED64:
    case ScalarType.FIXED64:
    case ScalarType.SINT64:
      return longAsString ? "0" : protoInt64.zero;
    case ScalarType.BYTES:
      return new Uint8Array(0);
    default:
      return 0;
  }
}
function isScalarZeroValue(type, value) {
  switch (type) {
    case ScalarType.BOOL:
      return value === false;
    case ScalarType.STRING:
      return value === "";
    case ScalarType.BYTES:
      return value instanceof Uint8Array && !value.byteLength;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return Object.is(value, 0);
    default:
      return value == 0;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/unsafe.js
var IMPLICIT = 2;
var unsafeLocal = /* @__PURE__ */ Symbol.for("reflect unsafe local");
function unsafeOneofCase(target, oneof) {
  const c = target[oneof.localName].case;
  if (c === void 0) {
    return c;
  }
  return oneof.fields.find((f) => f.localName === c);
}
function unsafeIsSet(target, field) {
  const name = field.localName;
  if (field.oneof) {
    return target[field.oneof.localName].case === name;
  }
  if (field.presence != IMPLICIT) {
    return target[name] !== void 0 && Object.prototype.hasOwnProperty.call(target, name);
  }
  switch (field.fieldKind) {
    case "list":
      return target[name].length > 0;
    case "map":
      return Object.keys(target[name]).length > 0;
    case "scalar":
      return !isScalarZeroValue(field.scalar, target[name]);
    case "enum":
      return target[name] !== field.enum.values[0].number;
  }
  throw new Error("message field with implicit presence");
}
function unsafeIsSetExplicit(target, localName) {
  return Object.prototype.hasOwnProperty.call(target, localName) && target[localName] !== void 0;
}
function unsafeGet(target, field) {
  if (field.oneof) {
    const oneof = target[field.oneof.localName];
    if (oneof.case === field.localName) {
      return oneof.value;
    }
    return void 0;
  }
  return target[field.localName];
}
function unsafeSet(target, field, value) {
  if (field.oneof) {
    target[field.oneof.localName] = {
      case: field.localName,
      value
    };
  } else {
    target[field.localName] = value;
  }
}
function setOwn(obj2, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(obj2, "__proto__", {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  } else {
    obj2[key] = value;
  }
}
function getOwn(obj2, key) {
  return Object.prototype.hasOwnProperty.call(obj2, key) ? obj2[key] : void 0;
}
function unsafeClear(target, field) {
  const name = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    if (target[oneofLocalName].case === name) {
      target[oneofLocalName] = { case: void 0 };
    }
  } else if (field.presence != IMPLICIT) {
    delete target[name];
  } else {
    switch (field.fieldKind) {
      case "map":
        target[name] = {};
        break;
      case "list":
        target[name] = [];
        break;
      case "enum":
        target[name] = field.enum.values[0].number;
        break;
      case "scalar":
        target[name] = scalarZeroValue(field.scalar, field.longAsString);
        break;
    }
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/guard.js
function isObject2(arg) {
  return arg !== null && typeof arg == "object" && !Array.isArray(arg);
}
function isReflectList(arg, field) {
  var _a, _b, _c, _d;
  if (isObject2(arg) && unsafeLocal in arg && "add" in arg && "field" in arg && typeof arg.field == "function") {
    if (field !== void 0) {
      const a = field;
      const b = arg.field();
      return a.listKind == b.listKind && a.scalar === b.scalar && ((_a = a.message) === null || _a === void 0 ? void 0 : _a.typeName) === ((_b = b.message) === null || _b === void 0 ? void 0 : _b.typeName) && ((_c = a.enum) === null || _c === void 0 ? void 0 : _c.typeName) === ((_d = b.enum) === null || _d === void 0 ? void 0 : _d.typeName);
    }
    return true;
  }
  return false;
}
function isReflectMap(arg, field) {
  var _a, _b, _c, _d;
  if (isObject2(arg) && unsafeLocal in arg && "has" in arg && "field" in arg && typeof arg.field == "function") {
    if (field !== void 0) {
      const a = field, b = arg.field();
      return a.mapKey === b.mapKey && a.mapKind == b.mapKind && a.scalar === b.scalar && ((_a = a.message) === null || _a === void 0 ? void 0 : _a.typeName) === ((_b = b.message) === null || _b === void 0 ? void 0 : _b.typeName) && ((_c = a.enum) === null || _c === void 0 ? void 0 : _c.typeName) === ((_d = b.enum) === null || _d === void 0 ? void 0 : _d.typeName);
    }
    return true;
  }
  return false;
}
function isReflectMessage(arg, messageDesc2) {
  return isObject2(arg) && unsafeLocal in arg && "desc" in arg && isObject2(arg.desc) && arg.desc.kind === "message" && (messageDesc2 === void 0 || arg.desc.typeName == messageDesc2.typeName);
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/text-encoding.js
var te;
function configureTextEncoding(textEncoding) {
  var _a;
  te = Object.assign(Object.assign({}, textEncoding), { encodeUtf8Into: (_a = textEncoding.encodeUtf8Into) !== null && _a !== void 0 ? _a : emulateEncodeInto(textEncoding.encodeUtf8.bind(textEncoding)) });
}
function getTextEncoding() {
  if (!te) {
    const globals = globalThis;
    if (!globals.TextEncoder || !globals.TextDecoder) {
      throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");
    }
    const textEncoder = new globals.TextEncoder();
    const textDecoder = new globals.TextDecoder("utf-8", {
      ignoreBOM: true
    });
    let textDecoderStrict;
    const config = {
      encodeUtf8(text) {
        return textEncoder.encode(text);
      },
      decodeUtf8(bytes, strict) {
        if (strict) {
          if (!textDecoderStrict) {
            textDecoderStrict = new globals.TextDecoder("utf-8", {
              fatal: true,
              ignoreBOM: true
            });
          }
          return textDecoderStrict.decode(bytes);
        }
        return textDecoder.decode(bytes);
      },
      checkUtf8(text) {
        try {
          encodeURIComponent(text);
          return true;
        } catch (_) {
          return false;
        }
      }
    };
    if (textEncoder.encodeInto) {
      config.encodeUtf8Into = textEncoder.encodeInto.bind(textEncoder);
    }
    const nativeStringIsWellFormed = String.prototype.isWellFormed;
    if (nativeStringIsWellFormed) {
      config.checkUtf8 = (text) => {
        return nativeStringIsWellFormed.call(text);
      };
    }
    configureTextEncoding(config);
  }
  return te;
}
function emulateEncodeInto(encodeUtf8) {
  return (text, dest) => {
    const bytes = encodeUtf8(text);
    dest.set(bytes);
    return { written: bytes.byteLength };
  };
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/binary-encoding.js
var WireType;
(function(WireType2) {
  WireType2[WireType2["Varint"] = 0] = "Varint";
  WireType2[WireType2["Bit64"] = 1] = "Bit64";
  WireType2[WireType2["LengthDelimited"] = 2] = "LengthDelimited";
  WireType2[WireType2["StartGroup"] = 3] = "StartGroup";
  WireType2[WireType2["EndGroup"] = 4] = "EndGroup";
  WireType2[WireType2["Bit32"] = 5] = "Bit32";
})(WireType || (WireType = {}));
var UINT32_MAX = 4294967295;
var INT32_MAX = 2147483647;
var INT32_MIN = -2147483648;
var BinaryWriter = class {
  constructor(encodeUtf8) {
    this.stackPos = [];
    this.encodeUtf8Into = encodeUtf8 ? emulateEncodeInto(encodeUtf8) : getTextEncoding().encodeUtf8Into;
    this.buffer = EMPTY_BUFFER;
    this.viewCache = EMPTY_VIEW;
    this.pos = 0;
  }
  ensureCapacity(size) {
    const required = this.pos + size;
    if (required > this.buffer.length) {
      let newLen = this.buffer.length || INITIAL_SIZE;
      while (newLen < required)
        newLen *= 2;
      const newBuf = new Uint8Array(newLen);
      if (this.pos > 0)
        newBuf.set(this.buffer);
      this.buffer = newBuf;
    }
  }
  /**
   * The DataView over `buffer`, rebuilt only if the buffer has grown since it
   * was last used.
   */
  view() {
    const bytes = this.buffer;
    const view = this.viewCache;
    if (view.byteLength === bytes.byteLength)
      return view;
    const newView = new DataView(bytes.buffer);
    this.viewCache = newView;
    return newView;
  }
  /**
   * Return all bytes written and reset this writer.
   */
  finish() {
    const result = this.buffer.slice(0, this.pos);
    this.pos = 0;
    this.stackPos = [];
    return result;
  }
  /**
   * Start a new fork for length-delimited data like a message
   * or a packed repeated field.
   *
   * Must be joined later with `join()`.
   */
  fork() {
    this.stackPos.push(this.pos);
    this.ensureCapacity(DEFAULT_LEN_PREFIX_SIZE);
    this.buffer[this.pos++] = 0;
    return this;
  }
  /**
   * Join the last fork. Write its length and bytes, then
   * return to the previous state.
   */
  join() {
    const forkPos = this.stackPos.pop();
    if (forkPos === void 0)
      throw new Error("invalid state, fork stack empty");
    const len = this.pos - forkPos - DEFAULT_LEN_PREFIX_SIZE;
    const lenPrefixSize = varint32Size(len);
    if (lenPrefixSize > DEFAULT_LEN_PREFIX_SIZE) {
      this.ensureCapacity(lenPrefixSize - DEFAULT_LEN_PREFIX_SIZE);
      this.buffer.copyWithin(forkPos + lenPrefixSize, forkPos + DEFAULT_LEN_PREFIX_SIZE, this.pos);
    }
    this.pos = forkPos;
    this.uint32(len);
    this.pos += len;
    return this;
  }
  /**
   * Writes a tag (field number and wire type).
   *
   * Equivalent to `uint32( (fieldNo << 3 | type) >>> 0 )`.
   *
   * Generated code should compute the tag ahead of time and call `uint32()`.
   */
  tag(fieldNo, type) {
    return this.uint32((fieldNo << 3 | type) >>> 0);
  }
  /**
   * Write a chunk of raw bytes.
   */
  raw(chunk) {
    this.ensureCapacity(chunk.length);
    this.buffer.set(chunk, this.pos);
    this.pos += chunk.length;
    return this;
  }
  /**
   * Write a `uint32` value, an unsigned 32 bit varint.
   */
  uint32(value) {
    assertUInt32(value);
    this.ensureCapacity(5);
    if (value < 128) {
      this.buffer[this.pos++] = value;
      return this;
    }
    while (value > 127) {
      this.buffer[this.pos++] = value & 127 | 128;
      value >>>= 7;
    }
    this.buffer[this.pos++] = value;
    return this;
  }
  /**
   * Write a `int32` value, a signed 32 bit varint.
   */
  int32(value) {
    assertInt32(value);
    if (value >= 0) {
      return this.uint32(value);
    }
    this.ensureCapacity(10);
    for (let i = 0; i < 9; i++) {
      this.buffer[this.pos++] = value & 127 | 128;
      value >>= 7;
    }
    this.buffer[this.pos++] = 1;
    return this;
  }
  /**
   * Write a `bool` value, a varint.
   */
  bool(value) {
    this.ensureCapacity(1);
    this.buffer[this.pos++] = value ? 1 : 0;
    return this;
  }
  /**
   * Write a `bytes` value, length-delimited arbitrary data.
   */
  bytes(value) {
    this.uint32(value.byteLength);
    return this.raw(value);
  }
  /**
   * Write a `string` value, length-delimited data converted to UTF-8 text.
   */
  string(value) {
    if (typeof value !== "string") {
      value = String(value);
    }
    const len = value.length;
    if (len <= ASCII_MAX_LENGTH) {
      this.ensureCapacity(len + 1);
      const ascii = this.buffer;
      let pos = this.pos;
      ascii[pos++] = len;
      let i = 0;
      for (; i < len; i++) {
        const code = value.charCodeAt(i);
        if (code > 127)
          break;
        ascii[pos++] = code;
      }
      if (i == len) {
        this.pos = pos;
        return this;
      }
    }
    this.ensureCapacity(len * 3 + 5);
    const lenPrefixSizeGuess = varint32Size(len);
    const buf = this.buffer;
    const start = this.pos;
    const { written } = this.encodeUtf8Into(value, buf.subarray(start + lenPrefixSizeGuess));
    const lenPrefixSize = varint32Size(written);
    if (lenPrefixSize != lenPrefixSizeGuess) {
      buf.copyWithin(start + lenPrefixSize, start + lenPrefixSizeGuess, start + lenPrefixSizeGuess + written);
    }
    this.uint32(written);
    this.pos += written;
    return this;
  }
  /**
   * Write a `float` value, 32-bit floating point number.
   */
  float(value) {
    assertFloat32(value);
    this.ensureCapacity(4);
    this.view().setFloat32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `double` value, a 64-bit floating point number.
   */
  double(value) {
    this.ensureCapacity(8);
    this.view().setFloat64(this.pos, value, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `fixed32` value, an unsigned, fixed-length 32-bit integer.
   */
  fixed32(value) {
    assertUInt32(value);
    this.ensureCapacity(4);
    this.view().setUint32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `sfixed32` value, a signed, fixed-length 32-bit integer.
   */
  sfixed32(value) {
    assertInt32(value);
    this.ensureCapacity(4);
    this.view().setInt32(this.pos, value, true);
    this.pos += 4;
    return this;
  }
  /**
   * Write a `sint32` value, a signed, zigzag-encoded 32-bit varint.
   */
  sint32(value) {
    assertInt32(value);
    return this.uint32((value << 1 ^ value >> 31) >>> 0);
  }
  /**
   * Write a `sfixed64` value, a signed, fixed-length 64-bit integer.
   */
  sfixed64(value) {
    const tc = protoInt64.enc(value);
    this.ensureCapacity(8);
    const view = this.view();
    view.setInt32(this.pos, tc.lo, true);
    view.setInt32(this.pos + 4, tc.hi, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `fixed64` value, an unsigned, fixed-length 64 bit integer.
   */
  fixed64(value) {
    const tc = protoInt64.uEnc(value);
    this.ensureCapacity(8);
    const view = this.view();
    view.setInt32(this.pos, tc.lo, true);
    view.setInt32(this.pos + 4, tc.hi, true);
    this.pos += 8;
    return this;
  }
  /**
   * Write a `int64` value, a signed 64-bit varint.
   */
  int64(value) {
    const tc = protoInt64.enc(value);
    return this.writeVarint64(tc.lo, tc.hi);
  }
  /**
   * Write a `sint64` value, a signed, zig-zag-encoded 64-bit varint.
   */
  sint64(value) {
    const tc = protoInt64.enc(value), sign = tc.hi >> 31, lo = tc.lo << 1 ^ sign, hi = (tc.hi << 1 | tc.lo >>> 31) ^ sign;
    return this.writeVarint64(lo, hi);
  }
  /**
   * Write a `uint64` value, an unsigned 64-bit varint.
   */
  uint64(value) {
    const tc = protoInt64.uEnc(value);
    return this.writeVarint64(tc.lo, tc.hi);
  }
  /**
   * Write a 64-bit varint directly into the buffer. Accepts the value as
   * split low/high 32-bit words.
   *
   * Ported from varint64write() to avoid the intermediate number[] buffer.
   * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/writer.js#L344
   */
  writeVarint64(lo, hi) {
    this.ensureCapacity(10);
    const buf = this.buffer;
    let pos = this.pos;
    for (let i = 0; i < 28; i = i + 7) {
      const shift = lo >>> i;
      const hasNext = !(shift >>> 7 == 0 && hi == 0);
      buf[pos++] = (hasNext ? shift | 128 : shift) & 255;
      if (!hasNext) {
        this.pos = pos;
        return this;
      }
    }
    const splitBits = lo >>> 28 & 15 | (hi & 7) << 4;
    const hasMoreBits = !(hi >> 3 == 0);
    buf[pos++] = (hasMoreBits ? splitBits | 128 : splitBits) & 255;
    if (!hasMoreBits) {
      this.pos = pos;
      return this;
    }
    for (let i = 3; i < 31; i = i + 7) {
      const shift = hi >>> i;
      const hasNext = !(shift >>> 7 == 0);
      buf[pos++] = (hasNext ? shift | 128 : shift) & 255;
      if (!hasNext) {
        this.pos = pos;
        return this;
      }
    }
    buf[pos++] = hi >>> 31 & 1;
    this.pos = pos;
    return this;
  }
};
var INITIAL_SIZE = 128;
var DEFAULT_LEN_PREFIX_SIZE = 1;
var EMPTY_BUFFER = new Uint8Array(0);
var EMPTY_VIEW = new DataView(EMPTY_BUFFER.buffer);
var ASCII_MAX_LENGTH = 32;
function varint32Size(value) {
  if (value < 128)
    return 1;
  if (value < 16384)
    return 2;
  if (value < 2097152)
    return 3;
  if (value < 268435456)
    return 4;
  return 5;
}
var BinaryReader = class {
  constructor(buf, decodeUtf8 = getTextEncoding().decodeUtf8) {
    this.decodeUtf8 = decodeUtf8;
    this.varint64Lo = 0;
    this.varint64Hi = 0;
    this.varint64 = varint64read;
    this.uint32 = varint32read;
    this.buf = buf;
    this.len = buf.length;
    this.pos = 0;
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  /**
   * Reads a tag - field number and wire type. Tags are uint32 varints; values
   * that do not fit in uint32 are rejected.
   */
  tag() {
    const start = this.pos;
    const tag = this.uint32();
    const bytesRead = this.pos - start;
    if (bytesRead > 5 || bytesRead == 5 && this.buf[this.pos - 1] > 15) {
      throw new Error("illegal tag: varint overflows uint32");
    }
    const fieldNo = tag >>> 3;
    const wireType = tag & 7;
    if (fieldNo <= 0 || wireType > 5) {
      throw new Error("illegal tag: field no " + fieldNo + " wire type " + wireType);
    }
    return [fieldNo, wireType];
  }
  /**
   * Skip one element and return the skipped data.
   *
   * When skipping StartGroup, provide the tags field number to check for
   * matching field number in the EndGroup tag. Recursion into nested groups
   * is guarded by the `recursionLimit` argument: When the limit is reached,
   * this method throws.
   */
  skip(wireType, fieldNo, recursionLimit = 100) {
    let start = this.pos;
    switch (wireType) {
      case WireType.Varint:
        while (this.buf[this.pos++] & 128) {
        }
        break;
      // @ts-ignore TS7029: Fallthrough case in switch -- ignore instead of expect-error for compiler settings without noFallthroughCasesInSwitch: true
      case WireType.Bit64:
        this.pos += 4;
      case WireType.Bit32:
        this.pos += 4;
        break;
      case WireType.LengthDelimited:
        let len = this.uint32();
        this.pos += len;
        break;
      case WireType.StartGroup:
        if (recursionLimit <= 0) {
          throw new Error("maximum recursion depth reached");
        }
        for (; ; ) {
          const [fn, wt] = this.tag();
          if (wt === WireType.EndGroup) {
            if (fieldNo !== void 0 && fn !== fieldNo) {
              throw new Error("invalid end group tag");
            }
            break;
          }
          this.skip(wt, fn, recursionLimit - 1);
        }
        break;
      default:
        throw new Error("cant skip wire type " + wireType);
    }
    this.assertBounds();
    return this.buf.subarray(start, this.pos);
  }
  /**
   * Throws error if position in byte array is out of range.
   */
  assertBounds() {
    if (this.pos > this.len)
      throw new RangeError("premature EOF");
  }
  /**
   * Read a `int32` field, a signed 32 bit varint.
   */
  int32() {
    return this.uint32() | 0;
  }
  /**
   * Read a `sint32` field, a signed, zigzag-encoded 32-bit varint.
   */
  sint32() {
    let zze = this.uint32();
    return zze >>> 1 ^ -(zze & 1);
  }
  /**
   * Read a `int64` field, a signed 64-bit varint.
   */
  int64() {
    this.varint64();
    return protoInt64.dec(this.varint64Lo, this.varint64Hi);
  }
  /**
   * Read a `uint64` field, an unsigned 64-bit varint.
   */
  uint64() {
    this.varint64();
    return protoInt64.uDec(this.varint64Lo, this.varint64Hi);
  }
  /**
   * Read a `sint64` field, a signed, zig-zag-encoded 64-bit varint.
   */
  sint64() {
    this.varint64();
    let lo = this.varint64Lo;
    let hi = this.varint64Hi;
    let s = -(lo & 1);
    lo = (lo >>> 1 | (hi & 1) << 31) ^ s;
    hi = hi >>> 1 ^ s;
    return protoInt64.dec(lo, hi);
  }
  /**
   * Read a `bool` field, a variant.
   */
  bool() {
    const b = this.buf[this.pos];
    if (b < 128) {
      this.pos++;
      return b !== 0;
    }
    this.varint64();
    return this.varint64Lo !== 0 || this.varint64Hi !== 0;
  }
  /**
   * Read a `fixed32` field, an unsigned, fixed-length 32-bit integer.
   */
  fixed32() {
    return this.view.getUint32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `sfixed32` field, a signed, fixed-length 32-bit integer.
   */
  sfixed32() {
    return this.view.getInt32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `fixed64` field, an unsigned, fixed-length 64 bit integer.
   */
  fixed64() {
    return protoInt64.uDec(this.sfixed32(), this.sfixed32());
  }
  /**
   * Read a `fixed64` field, a signed, fixed-length 64-bit integer.
   */
  sfixed64() {
    return protoInt64.dec(this.sfixed32(), this.sfixed32());
  }
  /**
   * Read a `float` field, 32-bit floating point number.
   */
  float() {
    return this.view.getFloat32((this.pos += 4) - 4, true);
  }
  /**
   * Read a `double` field, a 64-bit floating point number.
   */
  double() {
    return this.view.getFloat64((this.pos += 8) - 8, true);
  }
  /**
   * Read a `bytes` field, length-delimited arbitrary data.
   */
  bytes() {
    let len = this.uint32(), start = this.pos;
    this.pos += len;
    this.assertBounds();
    return this.buf.subarray(start, start + len);
  }
  /**
   * Read a `string` field, length-delimited data converted to UTF-8 text. If
   * `strict` is true, throw on invalid UTF-8 instead of substituting U+FFFD.
   */
  string(strict) {
    const len = this.uint32();
    const start = this.pos;
    this.pos += len;
    this.assertBounds();
    const buf = this.buf;
    if (len <= ASCII_MAX_LENGTH) {
      const codes = new Array(len);
      for (let i = 0; i < len; i++) {
        const byte = buf[start + i];
        if (byte > 127) {
          return this.decodeUtf8(buf.subarray(start, this.pos), strict);
        }
        codes[i] = byte;
      }
      return String.fromCharCode.apply(String, codes);
    }
    return this.decodeUtf8(buf.subarray(start, this.pos), strict);
  }
};
function assertInt32(arg) {
  if (typeof arg == "string") {
    arg = Number(arg);
  } else if (typeof arg != "number") {
    throw new Error("invalid int32: " + typeof arg);
  }
  if (!Number.isInteger(arg) || arg > INT32_MAX || arg < INT32_MIN)
    throw new Error("invalid int32: " + arg);
}
function assertUInt32(arg) {
  if (typeof arg == "string") {
    arg = Number(arg);
  } else if (typeof arg != "number") {
    throw new Error("invalid uint32: " + typeof arg);
  }
  if (!Number.isInteger(arg) || arg > UINT32_MAX || arg < 0)
    throw new Error("invalid uint32: " + arg);
}
function assertFloat32(arg) {
  if (typeof arg == "string") {
    const o = arg;
    arg = Number(arg);
    if (Number.isNaN(arg) && o !== "NaN") {
      throw new Error("invalid float32: " + o);
    }
  } else if (typeof arg != "number") {
    throw new Error("invalid float32: " + typeof arg);
  }
  if (!Number.isFinite(Math.fround(arg)) && Number.isFinite(arg)) {
    throw new Error("invalid float32: " + arg);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/reflect-check.js
function checkField(field, value) {
  const check = field.fieldKind == "list" ? isReflectList(value, field) : field.fieldKind == "map" ? isReflectMap(value, field) : checkSingular(field, value);
  if (check === true) {
    return void 0;
  }
  let reason;
  switch (field.fieldKind) {
    case "list":
      reason = `expected ${formatReflectList(field)}, got ${formatVal(value)}`;
      break;
    case "map":
      reason = `expected ${formatReflectMap(field)}, got ${formatVal(value)}`;
      break;
    default: {
      reason = reasonSingular(field, value, check);
    }
  }
  return new FieldError(field, reason);
}
function checkListItem(field, index, value) {
  const check = checkSingular(field, value);
  if (check !== true) {
    return new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
  }
  return void 0;
}
function checkMapEntry(field, key, value) {
  const checkKey = checkScalarValue(field.mapKey)(key);
  if (checkKey !== true) {
    return new FieldError(field, `invalid map key: ${reasonSingular({ scalar: field.mapKey }, key, checkKey)}`);
  }
  const checkVal = checkSingular(field, value);
  if (checkVal !== true) {
    return new FieldError(field, `map entry ${formatVal(key)}: ${reasonSingular(field, value, checkVal)}`);
  }
  return void 0;
}
function checkSingular(field, value) {
  if (field.scalar !== void 0) {
    return checkScalarValue(field.scalar)(value);
  }
  if (field.enum !== void 0) {
    if (field.enum.open) {
      return checkScalarValue(ScalarType.INT32)(value);
    }
    return field.enum.values.some((v) => v.number === value);
  }
  return isReflectMessage(value, field.message);
}
function checkScalarValue(scalar) {
  switch (scalar) {
    case ScalarType.DOUBLE:
      return (value) => typeof value == "number";
    case ScalarType.FLOAT:
      return (value) => {
        if (typeof value != "number") {
          return false;
        }
        if (!Number.isFinite(Math.fround(value)) && Number.isFinite(value)) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return (value) => {
        if (typeof value !== "number" || !Number.isInteger(value)) {
          return false;
        }
        if (value > INT32_MAX || value < INT32_MIN) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return (value) => {
        if (typeof value !== "number" || !Number.isInteger(value)) {
          return false;
        }
        if (value > UINT32_MAX || value < 0) {
          return `${value.toFixed()} out of range`;
        }
        return true;
      };
    case ScalarType.BOOL:
      return (value) => typeof value == "boolean";
    case ScalarType.STRING:
      return (value) => {
        if (typeof value != "string") {
          return false;
        }
        return getTextEncoding().checkUtf8(value) || "invalid UTF8";
      };
    case ScalarType.BYTES:
      return (value) => value instanceof Uint8Array;
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (value) => {
        if (typeof value == "bigint" || typeof value == "number" || typeof value == "string" && value.length > 0) {
          try {
            protoInt64.parse(value);
            return true;
          } catch (_) {
            return `${value} out of range`;
          }
        }
        return false;
      };
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      return (value) => {
        if (typeof value == "bigint" || typeof value == "number" || typeof value == "string" && value.length > 0) {
          try {
            protoInt64.uParse(value);
            return true;
          } catch (_) {
            return `${value} out of range`;
          }
        }
        return false;
      };
  }
}
function reasonSingular(field, val, details) {
  details = typeof details == "string" ? `: ${details}` : `, got ${formatVal(val)}`;
  if (field.scalar !== void 0) {
    return `expected ${scalarTypeDescription(field.scalar)}` + details;
  }
  if (field.enum !== void 0) {
    return `expected ${field.enum.toString()}` + details;
  }
  return `expected ${formatReflectMessage(field.message)}` + details;
}
function formatVal(val) {
  switch (typeof val) {
    case "object":
      if (val === null) {
        return "null";
      }
      if (val instanceof Uint8Array) {
        return `Uint8Array(${val.length})`;
      }
      if (Array.isArray(val)) {
        return `Array(${val.length})`;
      }
      if (isReflectList(val)) {
        return formatReflectList(val.field());
      }
      if (isReflectMap(val)) {
        return formatReflectMap(val.field());
      }
      if (isReflectMessage(val)) {
        return formatReflectMessage(val.desc);
      }
      if (isMessage(val)) {
        return `message ${val.$typeName}`;
      }
      return "object";
    case "string":
      return val.length > 30 ? "string" : `"${val.split('"').join('\\"')}"`;
    case "boolean":
      return String(val);
    case "number":
      return String(val);
    case "bigint":
      return String(val) + "n";
    default:
      return typeof val;
  }
}
function formatReflectMessage(desc) {
  return `ReflectMessage (${desc.typeName})`;
}
function formatReflectList(field) {
  switch (field.listKind) {
    case "message":
      return `ReflectList (${field.message.toString()})`;
    case "enum":
      return `ReflectList (${field.enum.toString()})`;
    case "scalar":
      return `ReflectList (${ScalarType[field.scalar]})`;
  }
}
function formatReflectMap(field) {
  switch (field.mapKind) {
    case "message":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${field.message.toString()})`;
    case "enum":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${field.enum.toString()})`;
    case "scalar":
      return `ReflectMap (${ScalarType[field.mapKey]}, ${ScalarType[field.scalar]})`;
  }
}
function scalarTypeDescription(scalar) {
  switch (scalar) {
    case ScalarType.STRING:
      return "string";
    case ScalarType.BOOL:
      return "boolean";
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return "bigint (int64)";
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return "bigint (uint64)";
    case ScalarType.BYTES:
      return "Uint8Array";
    case ScalarType.DOUBLE:
      return "number (float64)";
    case ScalarType.FLOAT:
      return "number (float32)";
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return "number (uint32)";
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return "number (int32)";
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/wrappers.js
function isWrapper(arg) {
  return isWrapperTypeName(arg.$typeName);
}
function isWrapperDesc(messageDesc2) {
  const f = messageDesc2.fields[0];
  return isWrapperTypeName(messageDesc2.typeName) && f !== void 0 && f.fieldKind == "scalar" && f.name == "value" && f.number == 1;
}
function hasCustomJsonRepresentation(desc) {
  switch (desc.typeName) {
    case "google.protobuf.Any":
    case "google.protobuf.Timestamp":
    case "google.protobuf.Duration":
    case "google.protobuf.FieldMask":
    case "google.protobuf.Struct":
    case "google.protobuf.Value":
    case "google.protobuf.ListValue":
      return true;
    default:
      return isWrapperDesc(desc);
  }
}
var wrapperTypeNames = /* @__PURE__ */ new Set([
  "google.protobuf.DoubleValue",
  "google.protobuf.FloatValue",
  "google.protobuf.Int64Value",
  "google.protobuf.UInt64Value",
  "google.protobuf.Int32Value",
  "google.protobuf.UInt32Value",
  "google.protobuf.BoolValue",
  "google.protobuf.StringValue",
  "google.protobuf.BytesValue"
]);
function isWrapperTypeName(name) {
  return wrapperTypeNames.has(name);
}

// node_modules/@bufbuild/protobuf/dist/esm/create.js
var EDITION_PROTO3 = 999;
var EDITION_PROTO2 = 998;
var IMPLICIT2 = 2;
function create(schema, init) {
  if (isMessage(init, schema)) {
    return init;
  }
  return compiledCreate(schema)(init);
}
var compiledCreates = /* @__PURE__ */ new WeakMap();
function compiledCreate(desc) {
  let compiled = compiledCreates.get(desc);
  if (compiled === void 0) {
    compiled = compileCreate(desc);
    compiledCreates.set(desc, compiled);
  }
  return compiled;
}
var INIT_SINGULAR = 0;
var INIT_LIST = 1;
var INIT_MAP = 2;
var INIT_ONEOF = 3;
function compileCreate(desc) {
  const typeName = desc.typeName;
  const { properties, prototype } = compileInitMessage(desc);
  return (init) => {
    let message;
    if (prototype !== void 0) {
      message = Object.create(prototype);
      message.$typeName = typeName;
    } else {
      message = { $typeName: typeName };
    }
    for (let i = 0; i < properties.length; i++) {
      const property = properties[i];
      const name = property.name;
      const initValue = init === null || init === void 0 ? void 0 : init[name];
      switch (property.kind) {
        case INIT_SINGULAR:
          if (initValue != null) {
            message[name] = property.convert !== void 0 ? property.convert(initValue) : initValue;
          } else if (property.constant !== void 0) {
            message[name] = property.constant;
          }
          break;
        case INIT_LIST:
          message[name] = property.convert !== void 0 && Array.isArray(initValue) ? initValue.map(property.convert) : initValue !== null && initValue !== void 0 ? initValue : [];
          break;
        case INIT_MAP:
          if (property.convert === void 0 || !isObject2(initValue)) {
            message[name] = initValue !== null && initValue !== void 0 ? initValue : {};
          } else {
            const converted = {};
            const keys = Object.keys(initValue);
            for (let k = 0; k < keys.length; k++) {
              setOwn(converted, keys[k], property.convert(initValue[keys[k]]));
            }
            message[name] = converted;
          }
          break;
        case INIT_ONEOF: {
          const oneofValue = initValue;
          if ((oneofValue === null || oneofValue === void 0 ? void 0 : oneofValue.case) != null) {
            const convert = property.convert.get(oneofValue.case);
            if (convert !== void 0) {
              message[name] = {
                case: oneofValue.case,
                value: convert(oneofValue.value)
              };
              break;
            }
          }
          message[name] = { case: void 0 };
          break;
        }
      }
    }
    return message;
  };
}
function compileInitMessage(desc) {
  var _a, _b;
  const properties = [];
  const prototype = {};
  const usePrototype = needsPrototypeChain(desc);
  for (const member of desc.members) {
    const name = member.localName;
    if (member.kind == "oneof") {
      properties.push({
        name,
        kind: INIT_ONEOF,
        constant: void 0,
        convert: compileConvertOneof(member)
      });
      continue;
    }
    switch (member.fieldKind) {
      case "message": {
        properties.push({
          name,
          kind: INIT_SINGULAR,
          constant: void 0,
          convert: compileConvertMessage(member)
        });
        break;
      }
      case "list": {
        properties.push({
          name,
          kind: INIT_LIST,
          constant: void 0,
          convert: member.listKind == "message" ? (_a = compileConvertMessage(member)) !== null && _a !== void 0 ? _a : ((value) => value) : member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        break;
      }
      case "map": {
        properties.push({
          name,
          kind: INIT_MAP,
          constant: void 0,
          convert: member.mapKind == "message" ? (_b = compileConvertMessage(member)) !== null && _b !== void 0 ? _b : ((value) => value) : member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        break;
      }
      default: {
        const zeroValue = createZeroValue(member);
        properties.push({
          name,
          kind: INIT_SINGULAR,
          constant: member.presence == IMPLICIT2 ? zeroValue : void 0,
          convert: member.fieldKind == "scalar" && member.scalar == ScalarType.BYTES ? toU8Arr : void 0
        });
        if (usePrototype) {
          prototype[name] = zeroValue;
        }
        break;
      }
    }
  }
  return {
    properties,
    prototype: usePrototype ? prototype : void 0
  };
}
function compileConvertOneof(oneof) {
  const converters = /* @__PURE__ */ new Map();
  for (const field of oneof.fields) {
    let convert;
    if (field.fieldKind == "message") {
      convert = compileConvertMessage(field);
    } else if (field.fieldKind == "scalar" && field.scalar == ScalarType.BYTES) {
      convert = toU8Arr;
    }
    converters.set(field.localName, convert !== null && convert !== void 0 ? convert : ((value) => value));
  }
  return converters;
}
function compileConvertMessage(field) {
  if (field.fieldKind == "message" && !field.oneof && isWrapperDesc(field.message)) {
    return field.message.fields[0].scalar == ScalarType.BYTES ? toU8Arr : void 0;
  }
  if (field.message.typeName == "google.protobuf.Struct" && field.parent.typeName !== "google.protobuf.Value") {
    return void 0;
  }
  const messageDesc2 = field.message;
  let compiled;
  return (value) => {
    if (!isObject2(value) || isMessage(value, messageDesc2)) {
      return value;
    }
    compiled !== null && compiled !== void 0 ? compiled : compiled = compiledCreate(messageDesc2);
    return compiled(value);
  };
}
function toU8Arr(value) {
  return Array.isArray(value) ? new Uint8Array(value) : value;
}
function needsPrototypeChain(desc) {
  switch (desc.file.edition) {
    case EDITION_PROTO3:
      return false;
    case EDITION_PROTO2:
      return true;
    default:
      return desc.fields.some((f) => f.presence != IMPLICIT2 && f.fieldKind != "message" && !f.oneof);
  }
}
function createZeroValue(field) {
  const defaultValue = field.getDefaultValue();
  if (defaultValue !== void 0) {
    return field.fieldKind == "scalar" && field.longAsString ? defaultValue.toString() : defaultValue;
  }
  return field.fieldKind == "scalar" ? scalarZeroValue(field.scalar, field.longAsString) : field.enum.values[0].number;
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/message.js
var NULL_VALUE = 0;
function localMessageMapper(field) {
  if (usesJsonRepresentation(field)) {
    return {
      toMessage: (local) => wktStructToReflect(local),
      toLocal: (message) => wktStructToLocal(message)
    };
  }
  if (field.fieldKind == "message" && !field.oneof && isWrapperDesc(field.message)) {
    const wrapperDesc = field.message;
    const valueLocalName = wrapperDesc.fields[0].localName;
    return {
      toMessage: (local) => {
        const message = create(wrapperDesc);
        if (local !== void 0) {
          message[valueLocalName] = local;
        }
        return message;
      },
      toLocal: (message) => message[valueLocalName]
    };
  }
  const childDesc = field.message;
  return {
    toMessage: (local) => local === void 0 ? create(childDesc) : local,
    toLocal: (message) => message
  };
}
function usesJsonRepresentation(field) {
  return field.message.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value";
}
function wktStructToReflect(json) {
  const struct = {
    $typeName: "google.protobuf.Struct",
    fields: {}
  };
  if (isObject2(json)) {
    for (const k of Object.keys(json)) {
      setOwn(struct.fields, k, wktValueToReflect(json[k]));
    }
  }
  return struct;
}
function wktStructToLocal(val) {
  const json = {};
  for (const k of Object.keys(val.fields)) {
    setOwn(json, k, wktValueToLocal(val.fields[k]));
  }
  return json;
}
function wktValueToLocal(val) {
  switch (val.kind.case) {
    case "structValue":
      return wktStructToLocal(val.kind.value);
    case "listValue":
      return val.kind.value.values.map(wktValueToLocal);
    case "nullValue":
    case void 0:
      return null;
    default:
      return val.kind.value;
  }
}
function wktValueToReflect(json) {
  const value = {
    $typeName: "google.protobuf.Value",
    kind: { case: void 0 }
  };
  switch (typeof json) {
    case "number":
      value.kind = { case: "numberValue", value: json };
      break;
    case "string":
      value.kind = { case: "stringValue", value: json };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: json };
      break;
    case "object":
      if (json === null) {
        value.kind = { case: "nullValue", value: NULL_VALUE };
      } else if (Array.isArray(json)) {
        const listValue = {
          $typeName: "google.protobuf.ListValue",
          values: []
        };
        if (Array.isArray(json)) {
          for (const e of json) {
            listValue.values.push(wktValueToReflect(e));
          }
        }
        value.kind = {
          case: "listValue",
          value: listValue
        };
      } else {
        value.kind = {
          case: "structValue",
          value: wktStructToReflect(json)
        };
      }
      break;
  }
  return value;
}

// node_modules/@bufbuild/protobuf/dist/esm/reflect/reflect.js
function reflect(messageDesc2, message, check = true) {
  return new ReflectMessageImpl(messageDesc2, message, check);
}
var messageSortedFields = /* @__PURE__ */ new WeakMap();
var ReflectMessageImpl = class {
  get sortedFields() {
    const cached = messageSortedFields.get(this.desc);
    if (cached) {
      return cached;
    }
    const sortedFields = this.desc.fields.concat().sort((a, b) => a.number - b.number);
    messageSortedFields.set(this.desc, sortedFields);
    return sortedFields;
  }
  constructor(messageDesc2, message, check = true) {
    this.lists = /* @__PURE__ */ new Map();
    this.maps = /* @__PURE__ */ new Map();
    this.check = check;
    this.desc = messageDesc2;
    this.message = this[unsafeLocal] = message !== null && message !== void 0 ? message : create(messageDesc2);
    this.fields = messageDesc2.fields;
    this.oneofs = messageDesc2.oneofs;
    this.members = messageDesc2.members;
  }
  findNumber(number) {
    if (!this._fieldsByNumber) {
      this._fieldsByNumber = new Map(this.desc.fields.map((f) => [f.number, f]));
    }
    return this._fieldsByNumber.get(number);
  }
  oneofCase(oneof) {
    assertOwn(this.message, oneof);
    return unsafeOneofCase(this.message, oneof);
  }
  isSet(field) {
    assertOwn(this.message, field);
    return unsafeIsSet(this.message, field);
  }
  clear(field) {
    assertOwn(this.message, field);
    unsafeClear(this.message, field);
  }
  get(field) {
    assertOwn(this.message, field);
    const value = unsafeGet(this.message, field);
    switch (field.fieldKind) {
      case "list":
        let list2 = this.lists.get(field);
        if (!list2 || list2[unsafeLocal] !== value) {
          this.lists.set(
            field,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            list2 = new ReflectListImpl(field, value, this.check)
          );
        }
        return list2;
      case "map":
        let map = this.maps.get(field);
        if (!map || map[unsafeLocal] !== value) {
          this.maps.set(
            field,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            map = new ReflectMapImpl(field, value, this.check)
          );
        }
        return map;
      case "message":
        return messageToReflect(field, value, this.check);
      case "scalar":
        return value === void 0 ? scalarZeroValue(field.scalar, false) : longToReflect(field, value);
      case "enum":
        return value !== null && value !== void 0 ? value : field.enum.values[0].number;
    }
  }
  set(field, value) {
    assertOwn(this.message, field);
    if (this.check) {
      const err = checkField(field, value);
      if (err) {
        throw err;
      }
    }
    let local;
    if (field.fieldKind == "message") {
      local = messageToLocal(field, value);
    } else if (isReflectMap(value) || isReflectList(value)) {
      local = value[unsafeLocal];
    } else {
      local = longToLocal(field, value);
    }
    unsafeSet(this.message, field, local);
  }
  getUnknown() {
    return this.message.$unknown;
  }
  setUnknown(value) {
    this.message.$unknown = value;
  }
};
function assertOwn(owner, member) {
  if (member.parent.typeName !== owner.$typeName) {
    throw new FieldError(member, `cannot use ${member.toString()} with message ${owner.$typeName}`, "ForeignFieldError");
  }
}
function reflectList(field, unsafeInput, check = true) {
  return new ReflectListImpl(field, unsafeInput !== null && unsafeInput !== void 0 ? unsafeInput : [], check);
}
var ReflectListImpl = class {
  field() {
    return this._field;
  }
  get size() {
    return this._arr.length;
  }
  constructor(field, unsafeInput, check) {
    this._field = field;
    this._arr = this[unsafeLocal] = unsafeInput;
    this.check = check;
  }
  get(index) {
    const item = this._arr[index];
    return item === void 0 ? void 0 : listItemToReflect(this._field, item, this.check);
  }
  set(index, item) {
    if (index < 0 || index >= this._arr.length) {
      throw new FieldError(this._field, `list item #${index + 1}: out of range`);
    }
    if (this.check) {
      const err = checkListItem(this._field, index, item);
      if (err) {
        throw err;
      }
    }
    this._arr[index] = listItemToLocal(this._field, item);
  }
  add(item) {
    if (this.check) {
      const err = checkListItem(this._field, this._arr.length, item);
      if (err) {
        throw err;
      }
    }
    this._arr.push(listItemToLocal(this._field, item));
    return void 0;
  }
  clear() {
    this._arr.splice(0, this._arr.length);
  }
  [Symbol.iterator]() {
    return this.values();
  }
  keys() {
    return this._arr.keys();
  }
  *values() {
    for (const item of this._arr) {
      yield listItemToReflect(this._field, item, this.check);
    }
  }
  *entries() {
    for (let i = 0; i < this._arr.length; i++) {
      yield [i, listItemToReflect(this._field, this._arr[i], this.check)];
    }
  }
};
function reflectMap(field, unsafeInput, check = true) {
  return new ReflectMapImpl(field, unsafeInput, check);
}
var ReflectMapImpl = class {
  constructor(field, unsafeInput, check = true) {
    this.obj = this[unsafeLocal] = unsafeInput !== null && unsafeInput !== void 0 ? unsafeInput : {};
    this.check = check;
    this._field = field;
  }
  field() {
    return this._field;
  }
  set(key, value) {
    if (this.check) {
      const err = checkMapEntry(this._field, key, value);
      if (err) {
        throw err;
      }
    }
    setOwn(this.obj, mapKeyToLocal(key), mapValueToLocal(this._field, value));
    return this;
  }
  delete(key) {
    const k = mapKeyToLocal(key);
    const has = Object.prototype.hasOwnProperty.call(this.obj, k);
    if (has) {
      delete this.obj[k];
    }
    return has;
  }
  clear() {
    for (const key of Object.keys(this.obj)) {
      delete this.obj[key];
    }
  }
  get(key) {
    let val = getOwn(this.obj, mapKeyToLocal(key));
    if (val !== void 0) {
      val = mapValueToReflect(this._field, val, this.check);
    }
    return val;
  }
  has(key) {
    return Object.prototype.hasOwnProperty.call(this.obj, mapKeyToLocal(key));
  }
  *keys() {
    for (const objKey of Object.keys(this.obj)) {
      yield mapKeyToReflect(objKey, this._field.mapKey);
    }
  }
  *entries() {
    for (const objEntry of Object.entries(this.obj)) {
      yield [
        mapKeyToReflect(objEntry[0], this._field.mapKey),
        mapValueToReflect(this._field, objEntry[1], this.check)
      ];
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  get size() {
    return Object.keys(this.obj).length;
  }
  *values() {
    for (const val of Object.values(this.obj)) {
      yield mapValueToReflect(this._field, val, this.check);
    }
  }
  forEach(callbackfn, thisArg) {
    for (const mapEntry of this.entries()) {
      callbackfn.call(thisArg, mapEntry[1], mapEntry[0], this);
    }
  }
};
function messageToLocal(field, value) {
  if (!isReflectMessage(value)) {
    return value;
  }
  if (isWrapper(value.message) && !field.oneof && field.fieldKind == "message") {
    return value.message.value;
  }
  if (value.desc.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value") {
    return wktStructToLocal(value.message);
  }
  return value.message;
}
function messageToReflect(field, value, check) {
  if (value !== void 0) {
    if (isWrapperDesc(field.message) && !field.oneof && field.fieldKind == "message") {
      value = {
        $typeName: field.message.typeName,
        value: longToReflect(field.message.fields[0], value)
      };
    } else if (field.message.typeName == "google.protobuf.Struct" && field.parent.typeName != "google.protobuf.Value" && isObject2(value)) {
      value = wktStructToReflect(value);
    }
  }
  return new ReflectMessageImpl(field.message, value, check);
}
function listItemToLocal(field, value) {
  if (field.listKind == "message") {
    return messageToLocal(field, value);
  }
  return longToLocal(field, value);
}
function listItemToReflect(field, value, check) {
  if (field.listKind == "message") {
    return messageToReflect(field, value, check);
  }
  return longToReflect(field, value);
}
function mapValueToLocal(field, value) {
  if (field.mapKind == "message") {
    return messageToLocal(field, value);
  }
  return longToLocal(field, value);
}
function mapValueToReflect(field, value, check) {
  if (field.mapKind == "message") {
    return messageToReflect(field, value, check);
  }
  return value;
}
function mapKeyToLocal(key) {
  return typeof key == "string" || typeof key == "number" ? key : String(key);
}
function mapKeyToReflect(key, type) {
  switch (type) {
    case ScalarType.STRING:
      return key;
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32: {
      const n = Number.parseInt(key);
      if (Number.isFinite(n)) {
        return n;
      }
      break;
    }
    case ScalarType.BOOL:
      switch (key) {
        case "true":
          return true;
        case "false":
          return false;
      }
      break;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      try {
        return protoInt64.uParse(key);
      } catch (_a) {
      }
      break;
    default:
      try {
        return protoInt64.parse(key);
      } catch (_b) {
      }
      break;
  }
  return key;
}
function longToReflect(field, value) {
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if ("longAsString" in field && field.longAsString && typeof value == "string") {
        value = protoInt64.parse(value);
      }
      break;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if ("longAsString" in field && field.longAsString && typeof value == "string") {
        value = protoInt64.uParse(value);
      }
      break;
  }
  return value;
}
function longToLocal(field, value) {
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if ("longAsString" in field && field.longAsString) {
        value = String(value);
      } else if (typeof value == "string" || typeof value == "number") {
        value = protoInt64.parse(value);
      }
      break;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if ("longAsString" in field && field.longAsString) {
        value = String(value);
      } else if (typeof value == "string" || typeof value == "number") {
        value = protoInt64.uParse(value);
      }
      break;
  }
  return value;
}

// node_modules/@bufbuild/cel/dist/esm/uint.js
var privateSymbol2 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/uint");
function celUint(v) {
  return new Uint(v);
}
function isCelUint(v) {
  return typeof v === "object" && v !== null && privateSymbol2 in v;
}
var Uint = class {
  _value;
  [privateSymbol2] = {};
  constructor(_value) {
    this._value = _value;
  }
  get value() {
    return this._value;
  }
};

// node_modules/@bufbuild/protobuf/dist/esm/wire/base64-encoding.js
var nativeSetFromBase64 = Uint8Array.prototype.setFromBase64;
function base64Decode(base64Str) {
  const len = base64Str.length;
  let size = len - (len + 3 >> 2);
  if ((len & 3) == 0 && base64Str[len - 1] == "=") {
    size -= base64Str[len - 2] == "=" ? 2 : 1;
  }
  const bytes = new Uint8Array(size);
  let written = -1;
  if (nativeSetFromBase64) {
    try {
      const result = nativeSetFromBase64.call(bytes, base64Str);
      if (result.read == len) {
        written = result.written;
      }
    } catch (_a) {
    }
  }
  if (written < 0) {
    written = setFromBase64(bytes, base64Str);
  }
  return written == size ? bytes : bytes.subarray(0, written);
}
function setFromBase64(bytes, base64Str) {
  const table = getDecodeTable();
  let bytePos = 0, groupPos = 0, b, p = 0;
  for (let i = 0; i < base64Str.length; i++) {
    b = table[base64Str.charCodeAt(i)];
    if (b === void 0) {
      switch (base64Str[i]) {
        // @ts-ignore TS7029: Fallthrough case in switch -- ignore instead of expect-error for compiler settings without noFallthroughCasesInSwitch: true
        case "=":
          groupPos = 0;
        // reset state when padding found
        case "\n":
        case "\r":
        case "	":
        case " ":
          continue;
        // skip white-space, and padding
        default:
          throw Error("invalid base64 string");
      }
    }
    switch (groupPos) {
      case 0:
        p = b;
        groupPos = 1;
        break;
      case 1:
        bytes[bytePos++] = p << 2 | (b & 48) >> 4;
        p = b;
        groupPos = 2;
        break;
      case 2:
        bytes[bytePos++] = (p & 15) << 4 | (b & 60) >> 2;
        p = b;
        groupPos = 3;
        break;
      case 3:
        bytes[bytePos++] = (p & 3) << 6 | b;
        groupPos = 0;
        break;
    }
  }
  if (groupPos == 1)
    throw Error("invalid base64 string");
  return bytePos;
}
var nativeToBase64 = Uint8Array.prototype.toBase64;
var toBase64OptionsMap = {
  std: { alphabet: "base64", omitPadding: false },
  std_raw: { alphabet: "base64", omitPadding: true },
  url: { alphabet: "base64url", omitPadding: true }
};
function base64Encode(bytes, encoding = "std") {
  if (nativeToBase64) {
    return nativeToBase64.call(bytes, toBase64OptionsMap[encoding]);
  }
  const table = getEncodeTable(encoding);
  const pad = encoding == "std";
  let base64 = "", groupPos = 0, b, p = 0;
  for (let i = 0; i < bytes.length; i++) {
    b = bytes[i];
    switch (groupPos) {
      case 0:
        base64 += table[b >> 2];
        p = (b & 3) << 4;
        groupPos = 1;
        break;
      case 1:
        base64 += table[p | b >> 4];
        p = (b & 15) << 2;
        groupPos = 2;
        break;
      case 2:
        base64 += table[p | b >> 6];
        base64 += table[b & 63];
        groupPos = 0;
        break;
    }
  }
  if (groupPos) {
    base64 += table[p];
    if (pad) {
      base64 += "=";
      if (groupPos == 1)
        base64 += "=";
    }
  }
  return base64;
}
var encodeTableStd;
var encodeTableUrl;
var decodeTable;
function getEncodeTable(encoding) {
  if (!encodeTableStd) {
    encodeTableStd = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("");
    encodeTableUrl = encodeTableStd.slice(0, -2).concat("-", "_");
  }
  return encoding == "url" ? (
    // biome-ignore lint/style/noNonNullAssertion: TS fails to narrow down
    encodeTableUrl
  ) : encodeTableStd;
}
function getDecodeTable() {
  if (!decodeTable) {
    decodeTable = [];
    const encodeTable = getEncodeTable("std");
    for (let i = 0; i < encodeTable.length; i++)
      decodeTable[encodeTable[i].charCodeAt(0)] = i;
    decodeTable["-".charCodeAt(0)] = encodeTable.indexOf("+");
    decodeTable["_".charCodeAt(0)] = encodeTable.indexOf("/");
  }
  return decodeTable;
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/restore-json-names.js
function restoreJsonNames(message) {
  for (const f of message.field) {
    if (!unsafeIsSetExplicit(f, "jsonName")) {
      f.jsonName = protoCamelCase(f.name);
    }
  }
  message.nestedType.forEach(restoreJsonNames);
}

// node_modules/@bufbuild/protobuf/dist/esm/wire/text-format.js
function parseTextFormatEnumValue(descEnum, value) {
  const enumValue = descEnum.values.find((v) => v.name === value);
  if (!enumValue) {
    throw new Error(`cannot parse ${descEnum} default value: ${value}`);
  }
  return enumValue.number;
}
function parseTextFormatScalarValue(type, value) {
  switch (type) {
    case ScalarType.STRING:
      return value;
    case ScalarType.BYTES: {
      const u = unescapeBytesDefaultValue(value);
      if (u === false) {
        throw new Error(`cannot parse ${ScalarType[type]} default value: ${value}`);
      }
      return u;
    }
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return protoInt64.parse(value);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return protoInt64.uParse(value);
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      switch (value) {
        case "inf":
          return Number.POSITIVE_INFINITY;
        case "-inf":
          return Number.NEGATIVE_INFINITY;
        case "nan":
          return Number.NaN;
        default:
          return parseFloat(value);
      }
    case ScalarType.BOOL:
      return value === "true";
    case ScalarType.INT32:
    case ScalarType.UINT32:
    case ScalarType.SINT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
      return parseInt(value, 10);
  }
}
function unescapeBytesDefaultValue(str2) {
  const b = [];
  const input = {
    tail: str2,
    c: "",
    next() {
      if (this.tail.length == 0) {
        return false;
      }
      this.c = this.tail[0];
      this.tail = this.tail.substring(1);
      return true;
    },
    take(n) {
      if (this.tail.length >= n) {
        const r = this.tail.substring(0, n);
        this.tail = this.tail.substring(n);
        return r;
      }
      return false;
    }
  };
  while (input.next()) {
    switch (input.c) {
      case "\\":
        if (input.next()) {
          switch (input.c) {
            case "\\":
              b.push(input.c.charCodeAt(0));
              break;
            case "b":
              b.push(8);
              break;
            case "f":
              b.push(12);
              break;
            case "n":
              b.push(10);
              break;
            case "r":
              b.push(13);
              break;
            case "t":
              b.push(9);
              break;
            case "v":
              b.push(11);
              break;
            case "0":
            case "1":
            case "2":
            case "3":
            case "4":
            case "5":
            case "6":
            case "7": {
              const s = input.c;
              const t = input.take(2);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 8);
              if (Number.isNaN(n)) {
                return false;
              }
              b.push(n);
              break;
            }
            case "x": {
              const s = input.c;
              const t = input.take(2);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 16);
              if (Number.isNaN(n)) {
                return false;
              }
              b.push(n);
              break;
            }
            case "u": {
              const s = input.c;
              const t = input.take(4);
              if (t === false) {
                return false;
              }
              const n = parseInt(s + t, 16);
              if (Number.isNaN(n)) {
                return false;
              }
              const chunk = new Uint8Array(4);
              const view = new DataView(chunk.buffer);
              view.setInt32(0, n, true);
              b.push(chunk[0], chunk[1], chunk[2], chunk[3]);
              break;
            }
            case "U": {
              const s = input.c;
              const t = input.take(8);
              if (t === false) {
                return false;
              }
              const tc = protoInt64.uEnc(s + t);
              const chunk = new Uint8Array(8);
              const view = new DataView(chunk.buffer);
              view.setInt32(0, tc.lo, true);
              view.setInt32(4, tc.hi, true);
              b.push(chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7]);
              break;
            }
          }
        }
        break;
      default:
        b.push(input.c.charCodeAt(0));
    }
  }
  return new Uint8Array(b);
}

// node_modules/@bufbuild/protobuf/dist/esm/registry.js
function createRegistry(...input) {
  return initBaseRegistry(input);
}
function createEmbeddedFileRegistry(fileDescriptorProto, resolve) {
  return buildFileRegistry([fileDescriptorProto, resolve]);
}
function buildFileRegistry(args, check) {
  const registry = createBaseRegistry();
  if (!args.length) {
    return registry;
  }
  if ("$typeName" in args[0] && args[0].$typeName == "google.protobuf.FileDescriptorSet") {
    for (const file of args[0].file) {
      check === null || check === void 0 ? void 0 : check(file);
      addFile(file, registry);
    }
    return registry;
  }
  if ("$typeName" in args[0]) {
    let recurseDeps = function(file) {
      const deps = [];
      for (const protoFileName of file.dependency) {
        if (registry.getFile(protoFileName) != void 0) {
          continue;
        }
        if (seen.has(protoFileName)) {
          continue;
        }
        const dep = resolve(protoFileName);
        if (!dep) {
          throw new Error(`Unable to resolve ${protoFileName}, imported by ${file.name}`);
        }
        if ("kind" in dep) {
          registry.addFile(dep, false, true);
        } else {
          seen.add(dep.name);
          deps.push(dep);
        }
      }
      return deps.concat(...deps.map(recurseDeps));
    };
    const input = args[0];
    const resolve = args[1];
    const seen = /* @__PURE__ */ new Set();
    for (const file of [input, ...recurseDeps(input)].reverse()) {
      check === null || check === void 0 ? void 0 : check(file);
      addFile(file, registry);
    }
  } else {
    for (const fileReg of args) {
      for (const file of fileReg.files) {
        registry.addFile(file);
      }
    }
  }
  return registry;
}
function createBaseRegistry() {
  const types = /* @__PURE__ */ new Map();
  const extendees = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Map();
  return {
    kind: "registry",
    types,
    extendees,
    [Symbol.iterator]() {
      return types.values();
    },
    get files() {
      return files.values();
    },
    addFile(file, skipTypes, withDeps) {
      files.set(file.proto.name, file);
      if (!skipTypes) {
        for (const type of nestedTypes(file)) {
          this.add(type);
        }
      }
      if (withDeps) {
        for (const f of file.dependencies) {
          this.addFile(f, skipTypes, withDeps);
        }
      }
    },
    add(desc) {
      if (desc.kind == "extension") {
        let numberToExt = extendees.get(desc.extendee.typeName);
        if (!numberToExt) {
          extendees.set(
            desc.extendee.typeName,
            // biome-ignore lint/suspicious/noAssignInExpressions: no
            numberToExt = /* @__PURE__ */ new Map()
          );
        }
        numberToExt.set(desc.number, desc);
      }
      types.set(desc.typeName, desc);
    },
    get(typeName) {
      return types.get(typeName);
    },
    getFile(fileName) {
      return files.get(fileName);
    },
    getMessage(typeName) {
      const t = types.get(typeName);
      return (t === null || t === void 0 ? void 0 : t.kind) == "message" ? t : void 0;
    },
    getEnum(typeName) {
      const t = types.get(typeName);
      return (t === null || t === void 0 ? void 0 : t.kind) == "enum" ? t : void 0;
    },
    getExtension(typeName) {
      const t = types.get(typeName);
      return (t === null || t === void 0 ? void 0 : t.kind) == "extension" ? t : void 0;
    },
    getExtensionFor(extendee, no) {
      var _a;
      return (_a = extendees.get(extendee.typeName)) === null || _a === void 0 ? void 0 : _a.get(no);
    },
    getService(typeName) {
      const t = types.get(typeName);
      return (t === null || t === void 0 ? void 0 : t.kind) == "service" ? t : void 0;
    }
  };
}
function initBaseRegistry(inputs) {
  const registry = createBaseRegistry();
  for (const input of inputs) {
    switch (input.kind) {
      case "registry":
        for (const n of input) {
          registry.add(n);
        }
        break;
      case "file":
        registry.addFile(input);
        break;
      default:
        registry.add(input);
        break;
    }
  }
  return registry;
}
var EDITION_PROTO22 = 998;
var EDITION_PROTO32 = 999;
var EDITION_UNSTABLE = 9999;
var TYPE_STRING = 9;
var TYPE_GROUP = 10;
var TYPE_MESSAGE = 11;
var TYPE_BYTES = 12;
var TYPE_ENUM = 14;
var LABEL_REPEATED = 3;
var LABEL_REQUIRED = 2;
var JS_STRING = 1;
var IDEMPOTENCY_UNKNOWN = 0;
var EXPLICIT = 1;
var IMPLICIT3 = 2;
var LEGACY_REQUIRED = 3;
var PACKED = 1;
var DELIMITED = 2;
var OPEN = 1;
var VERIFY = 2;
var maximumEdition = 1002;
var featureDefaults = {
  // EDITION_PROTO2
  998: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 2,
    // CLOSED,
    repeatedFieldEncoding: 2,
    // EXPANDED,
    utf8Validation: 3,
    // NONE,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 2,
    // LEGACY_BEST_EFFORT,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_PROTO3
  999: {
    fieldPresence: 2,
    // IMPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2023
  1e3: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 2,
    // STYLE_LEGACY,
    defaultSymbolVisibility: 1,
    // EXPORT_ALL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2024
  1001: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 1,
    // STYLE2024,
    defaultSymbolVisibility: 2,
    // EXPORT_TOP_LEVEL,
    enforceProtoLimits: 1
    // LEGACY_NO_EXPLICIT_LIMITS,
  },
  // EDITION_2026
  1002: {
    fieldPresence: 1,
    // EXPLICIT,
    enumType: 1,
    // OPEN,
    repeatedFieldEncoding: 1,
    // PACKED,
    utf8Validation: 2,
    // VERIFY,
    messageEncoding: 1,
    // LENGTH_PREFIXED,
    jsonFormat: 1,
    // ALLOW,
    enforceNamingStyle: 3,
    // STYLE2026,
    defaultSymbolVisibility: 4,
    // STRICT,
    enforceProtoLimits: 2
    // PROTO_LIMITS2026,
  }
};
function addFile(proto, reg) {
  var _a, _b;
  const file = {
    kind: "file",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    edition: getFileEdition(proto),
    name: proto.name.replace(/\.proto$/, ""),
    dependencies: findFileDependencies(proto, reg),
    enums: [],
    messages: [],
    extensions: [],
    services: [],
    toString() {
      return `file ${proto.name}`;
    }
  };
  const mapEntriesStore = /* @__PURE__ */ new Map();
  const mapEntries = {
    get(typeName) {
      return mapEntriesStore.get(typeName);
    },
    add(desc) {
      var _a2;
      assert(((_a2 = desc.proto.options) === null || _a2 === void 0 ? void 0 : _a2.mapEntry) === true);
      mapEntriesStore.set(desc.typeName, desc);
    }
  };
  for (const enumProto of proto.enumType) {
    addEnum(enumProto, file, void 0, reg);
  }
  for (const messageProto of proto.messageType) {
    addMessage(messageProto, file, void 0, reg, mapEntries);
  }
  for (const serviceProto of proto.service) {
    addService(serviceProto, file, reg);
  }
  addExtensions(file, reg);
  for (const mapEntry of mapEntriesStore.values()) {
    addFields(mapEntry, reg, mapEntries);
  }
  for (const message of file.messages) {
    addFields(message, reg, mapEntries);
    addExtensions(message, reg);
  }
  reg.addFile(file, true);
}
function addExtensions(desc, reg) {
  switch (desc.kind) {
    case "file":
      for (const proto of desc.proto.extension) {
        const ext = newField(proto, desc, reg);
        desc.extensions.push(ext);
        reg.add(ext);
      }
      break;
    case "message":
      for (const proto of desc.proto.extension) {
        const ext = newField(proto, desc, reg);
        desc.nestedExtensions.push(ext);
        reg.add(ext);
      }
      for (const message of desc.nestedMessages) {
        addExtensions(message, reg);
      }
      break;
  }
}
function addFields(message, reg, mapEntries) {
  const allOneofs = message.proto.oneofDecl.map((proto) => newOneof(proto, message));
  const oneofsSeen = /* @__PURE__ */ new Set();
  for (const proto of message.proto.field) {
    const oneof = findOneof(proto, allOneofs);
    const field = newField(proto, message, reg, oneof, mapEntries);
    message.fields.push(field);
    message.field[field.localName] = field;
    if (oneof === void 0) {
      message.members.push(field);
    } else {
      oneof.fields.push(field);
      if (!oneofsSeen.has(oneof)) {
        oneofsSeen.add(oneof);
        message.members.push(oneof);
      }
    }
  }
  for (const oneof of allOneofs.filter((o) => oneofsSeen.has(o))) {
    message.oneofs.push(oneof);
  }
  for (const child of message.nestedMessages) {
    addFields(child, reg, mapEntries);
  }
}
function addEnum(proto, file, parent, reg) {
  var _a, _b, _c, _d, _e, _f, _g;
  var _h, _j;
  const sharedPrefix = findEnumSharedPrefix(proto.name, proto.value);
  const desc = {
    kind: "enum",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    parent,
    open: true,
    name: proto.name,
    typeName: makeTypeName(proto, parent, file),
    value: {},
    values: [],
    sharedPrefix,
    toString() {
      return `enum ${this.typeName}`;
    }
  };
  desc.open = isEnumOpen(desc);
  reg.add(desc);
  for (const p of proto.value) {
    const name = p.name;
    const value = {
      kind: "enum_value",
      proto: p,
      deprecated: (_d = (_c = p.options) === null || _c === void 0 ? void 0 : _c.deprecated) !== null && _d !== void 0 ? _d : false,
      parent: desc,
      name,
      localName: safeObjectProperty(sharedPrefix == void 0 ? name : name.substring(sharedPrefix.length)),
      number: p.number,
      jsonName: (_e = findEnumValueJsonName(p)) !== null && _e !== void 0 ? _e : name,
      toString() {
        return `enum value ${desc.typeName}.${name}`;
      }
    };
    desc.values.push(value);
    (_f = (_h = desc.value)[_j = p.number]) !== null && _f !== void 0 ? _f : _h[_j] = value;
  }
  ((_g = parent === null || parent === void 0 ? void 0 : parent.nestedEnums) !== null && _g !== void 0 ? _g : file.enums).push(desc);
}
function addMessage(proto, file, parent, reg, mapEntries) {
  var _a, _b, _c, _d;
  const desc = {
    kind: "message",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    parent,
    name: proto.name,
    typeName: makeTypeName(proto, parent, file),
    fields: [],
    field: {},
    oneofs: [],
    members: [],
    nestedEnums: [],
    nestedMessages: [],
    nestedExtensions: [],
    toString() {
      return `message ${this.typeName}`;
    }
  };
  if (((_c = proto.options) === null || _c === void 0 ? void 0 : _c.mapEntry) === true) {
    mapEntries.add(desc);
  } else {
    ((_d = parent === null || parent === void 0 ? void 0 : parent.nestedMessages) !== null && _d !== void 0 ? _d : file.messages).push(desc);
    reg.add(desc);
  }
  for (const enumProto of proto.enumType) {
    addEnum(enumProto, file, desc, reg);
  }
  for (const messageProto of proto.nestedType) {
    addMessage(messageProto, file, desc, reg, mapEntries);
  }
}
function addService(proto, file, reg) {
  var _a, _b;
  const desc = {
    kind: "service",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    file,
    name: proto.name,
    typeName: makeTypeName(proto, void 0, file),
    methods: [],
    method: {},
    toString() {
      return `service ${this.typeName}`;
    }
  };
  file.services.push(desc);
  reg.add(desc);
  for (const methodProto of proto.method) {
    const method = newMethod(methodProto, desc, reg);
    desc.methods.push(method);
    desc.method[method.localName] = method;
  }
}
function newMethod(proto, parent, reg) {
  var _a, _b, _c, _d;
  let methodKind;
  if (proto.clientStreaming && proto.serverStreaming) {
    methodKind = "bidi_streaming";
  } else if (proto.clientStreaming) {
    methodKind = "client_streaming";
  } else if (proto.serverStreaming) {
    methodKind = "server_streaming";
  } else {
    methodKind = "unary";
  }
  const input = reg.getMessage(trimLeadingDot(proto.inputType));
  const output = reg.getMessage(trimLeadingDot(proto.outputType));
  assert(input, `invalid MethodDescriptorProto: input_type ${proto.inputType} not found`);
  assert(output, `invalid MethodDescriptorProto: output_type ${proto.inputType} not found`);
  const name = proto.name;
  return {
    kind: "rpc",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    parent,
    name,
    localName: safeObjectProperty(name.length ? safeObjectProperty(name[0].toLowerCase() + name.substring(1)) : name),
    methodKind,
    input,
    output,
    idempotency: (_d = (_c = proto.options) === null || _c === void 0 ? void 0 : _c.idempotencyLevel) !== null && _d !== void 0 ? _d : IDEMPOTENCY_UNKNOWN,
    toString() {
      return `rpc ${parent.typeName}.${name}`;
    }
  };
}
function newOneof(proto, parent) {
  return {
    kind: "oneof",
    proto,
    deprecated: false,
    parent,
    fields: [],
    name: proto.name,
    localName: safeObjectProperty(protoCamelCase(proto.name)),
    toString() {
      return `oneof ${parent.typeName}.${this.name}`;
    }
  };
}
function newField(proto, parentOrFile, reg, oneof, mapEntries) {
  var _a, _b, _c;
  const isExtension = mapEntries === void 0;
  const field = {
    kind: "field",
    proto,
    deprecated: (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.deprecated) !== null && _b !== void 0 ? _b : false,
    name: proto.name,
    number: proto.number,
    scalar: void 0,
    message: void 0,
    enum: void 0,
    presence: getFieldPresence(proto, oneof, isExtension, parentOrFile),
    utf8Validation: isUtf8Validated(proto, parentOrFile),
    listKind: void 0,
    mapKind: void 0,
    mapKey: void 0,
    delimitedEncoding: void 0,
    packed: void 0,
    longAsString: false,
    getDefaultValue: void 0
  };
  let toStr;
  if (isExtension) {
    const file = parentOrFile.kind == "file" ? parentOrFile : parentOrFile.file;
    const parent = parentOrFile.kind == "file" ? void 0 : parentOrFile;
    const typeName = makeTypeName(proto, parent, file);
    field.kind = "extension";
    field.file = file;
    field.parent = parent;
    field.oneof = void 0;
    field.typeName = typeName;
    field.jsonName = `[${typeName}]`;
    toStr = () => `extension ${typeName}`;
    const extendee = reg.getMessage(trimLeadingDot(proto.extendee));
    assert(extendee, `invalid FieldDescriptorProto: extendee ${proto.extendee} not found`);
    field.extendee = extendee;
  } else {
    const parent = parentOrFile;
    assert(parent.kind == "message");
    field.parent = parent;
    field.oneof = oneof;
    field.localName = oneof ? protoCamelCase(proto.name) : safeObjectProperty(protoCamelCase(proto.name));
    field.jsonName = proto.jsonName;
    toStr = () => `field ${parent.typeName}.${proto.name}`;
  }
  Object.defineProperty(field, "toString", {
    value: toStr,
    writable: true,
    enumerable: true,
    configurable: true
  });
  const label = proto.label;
  const type = proto.type;
  const jstype = (_c = proto.options) === null || _c === void 0 ? void 0 : _c.jstype;
  if (label === LABEL_REPEATED) {
    const mapEntry = type == TYPE_MESSAGE ? mapEntries === null || mapEntries === void 0 ? void 0 : mapEntries.get(trimLeadingDot(proto.typeName)) : void 0;
    if (mapEntry) {
      field.fieldKind = "map";
      const { key, value } = findMapEntryFields(mapEntry);
      field.mapKey = key.scalar;
      field.mapKind = value.fieldKind;
      field.message = value.message;
      field.delimitedEncoding = false;
      field.enum = value.enum;
      field.scalar = value.scalar;
      return field;
    }
    field.fieldKind = "list";
    switch (type) {
      case TYPE_MESSAGE:
      case TYPE_GROUP:
        field.listKind = "message";
        field.message = reg.getMessage(trimLeadingDot(proto.typeName));
        assert(field.message);
        field.delimitedEncoding = isDelimitedEncoding(proto, parentOrFile);
        break;
      case TYPE_ENUM:
        field.listKind = "enum";
        field.enum = reg.getEnum(trimLeadingDot(proto.typeName));
        assert(field.enum);
        break;
      default:
        field.listKind = "scalar";
        field.scalar = type;
        field.longAsString = jstype == JS_STRING;
        break;
    }
    field.packed = isPackedField(proto, parentOrFile);
    return field;
  }
  switch (type) {
    case TYPE_MESSAGE:
    case TYPE_GROUP:
      field.fieldKind = "message";
      field.message = reg.getMessage(trimLeadingDot(proto.typeName));
      assert(field.message, `invalid FieldDescriptorProto: type_name ${proto.typeName} not found`);
      field.delimitedEncoding = isDelimitedEncoding(proto, parentOrFile);
      field.getDefaultValue = () => void 0;
      break;
    case TYPE_ENUM: {
      const enumeration = reg.getEnum(trimLeadingDot(proto.typeName));
      assert(enumeration !== void 0, `invalid FieldDescriptorProto: type_name ${proto.typeName} not found`);
      field.fieldKind = "enum";
      field.enum = reg.getEnum(trimLeadingDot(proto.typeName));
      field.getDefaultValue = () => {
        return unsafeIsSetExplicit(proto, "defaultValue") ? parseTextFormatEnumValue(enumeration, proto.defaultValue) : void 0;
      };
      break;
    }
    default: {
      field.fieldKind = "scalar";
      field.scalar = type;
      field.longAsString = jstype == JS_STRING;
      field.getDefaultValue = () => {
        return unsafeIsSetExplicit(proto, "defaultValue") ? parseTextFormatScalarValue(type, proto.defaultValue) : void 0;
      };
      break;
    }
  }
  return field;
}
function getFileEdition(proto) {
  switch (proto.syntax) {
    case "":
    case "proto2":
      return EDITION_PROTO22;
    case "proto3":
      return EDITION_PROTO32;
    case "editions":
      if (proto.edition === EDITION_UNSTABLE) {
        return maximumEdition;
      }
      if (proto.edition in featureDefaults) {
        return proto.edition;
      }
      throw new Error(`${proto.name}: unsupported edition`);
    default:
      throw new Error(`${proto.name}: unsupported syntax "${proto.syntax}"`);
  }
}
function findFileDependencies(proto, reg) {
  return proto.dependency.map((wantName) => {
    const dep = reg.getFile(wantName);
    if (!dep) {
      throw new Error(`Cannot find ${wantName}, imported by ${proto.name}`);
    }
    return dep;
  });
}
function findEnumSharedPrefix(enumName, values) {
  const prefix = camelToSnakeCase(enumName) + "_";
  for (const value of values) {
    if (!value.name.toLowerCase().startsWith(prefix)) {
      return void 0;
    }
    const shortName = value.name.substring(prefix.length);
    if (shortName.length == 0) {
      return void 0;
    }
    if (/^\d/.test(shortName)) {
      return void 0;
    }
  }
  return prefix;
}
function findEnumValueJsonName(proto) {
  var _a, _b;
  const extensionNumber = 998;
  const fieldNumber = 1;
  let jsonName;
  for (const uf of (_b = (_a = proto.options) === null || _a === void 0 ? void 0 : _a.$unknown) !== null && _b !== void 0 ? _b : []) {
    if (uf.no !== extensionNumber || uf.wireType !== WireType.LengthDelimited) {
      continue;
    }
    const reader = new BinaryReader(new BinaryReader(uf.data).bytes());
    while (reader.pos < reader.len) {
      const [no, wireType] = reader.tag();
      if (no === fieldNumber && wireType === WireType.LengthDelimited) {
        jsonName = reader.string();
      } else {
        reader.skip(wireType, no);
      }
    }
  }
  return jsonName;
}
function camelToSnakeCase(camel) {
  return (camel.substring(0, 1) + camel.substring(1).replace(/[A-Z]/g, (c) => "_" + c)).toLowerCase();
}
function makeTypeName(proto, parent, file) {
  let typeName;
  if (parent) {
    typeName = `${parent.typeName}.${proto.name}`;
  } else if (file.proto.package.length > 0) {
    typeName = `${file.proto.package}.${proto.name}`;
  } else {
    typeName = `${proto.name}`;
  }
  return typeName;
}
function trimLeadingDot(typeName) {
  return typeName.startsWith(".") ? typeName.substring(1) : typeName;
}
function findOneof(proto, allOneofs) {
  if (!unsafeIsSetExplicit(proto, "oneofIndex")) {
    return void 0;
  }
  if (proto.proto3Optional) {
    return void 0;
  }
  const oneof = allOneofs[proto.oneofIndex];
  assert(oneof, `invalid FieldDescriptorProto: oneof #${proto.oneofIndex} for field #${proto.number} not found`);
  return oneof;
}
function getFieldPresence(proto, oneof, isExtension, parent) {
  if (proto.label == LABEL_REQUIRED) {
    return LEGACY_REQUIRED;
  }
  if (proto.label == LABEL_REPEATED) {
    return IMPLICIT3;
  }
  if (!!oneof || proto.proto3Optional) {
    return EXPLICIT;
  }
  if (isExtension) {
    return EXPLICIT;
  }
  const resolved = resolveFeature("fieldPresence", { proto, parent });
  if (resolved == IMPLICIT3 && (proto.type == TYPE_MESSAGE || proto.type == TYPE_GROUP)) {
    return EXPLICIT;
  }
  return resolved;
}
function isPackedField(proto, parent) {
  if (proto.label != LABEL_REPEATED) {
    return false;
  }
  switch (proto.type) {
    case TYPE_STRING:
    case TYPE_BYTES:
    case TYPE_GROUP:
    case TYPE_MESSAGE:
      return false;
  }
  const o = proto.options;
  if (o && unsafeIsSetExplicit(o, "packed")) {
    return o.packed;
  }
  return PACKED == resolveFeature("repeatedFieldEncoding", {
    proto,
    parent
  });
}
function findMapEntryFields(mapEntry) {
  const key = mapEntry.fields.find((f) => f.number === 1);
  const value = mapEntry.fields.find((f) => f.number === 2);
  assert(key && key.fieldKind == "scalar" && key.scalar != ScalarType.BYTES && key.scalar != ScalarType.FLOAT && key.scalar != ScalarType.DOUBLE && value && value.fieldKind != "list" && value.fieldKind != "map");
  return { key, value };
}
function isEnumOpen(desc) {
  var _a;
  return OPEN == resolveFeature("enumType", {
    proto: desc.proto,
    parent: (_a = desc.parent) !== null && _a !== void 0 ? _a : desc.file
  });
}
function isDelimitedEncoding(proto, parent) {
  if (proto.type == TYPE_GROUP) {
    return true;
  }
  return DELIMITED == resolveFeature("messageEncoding", {
    proto,
    parent
  });
}
function isUtf8Validated(proto, parent) {
  return VERIFY == resolveFeature("utf8Validation", {
    proto,
    parent
  });
}
function resolveFeature(name, ref) {
  var _a, _b;
  const featureSet = (_a = ref.proto.options) === null || _a === void 0 ? void 0 : _a.features;
  if (featureSet) {
    const val = featureSet[name];
    if (val != 0) {
      return val;
    }
  }
  if ("kind" in ref) {
    if (ref.kind == "message") {
      return resolveFeature(name, (_b = ref.parent) !== null && _b !== void 0 ? _b : ref.file);
    }
    const editionDefaults = featureDefaults[ref.edition];
    if (!editionDefaults) {
      throw new Error(`feature default for edition ${ref.edition} not found`);
    }
    return editionDefaults[name];
  }
  return resolveFeature(name, ref.parent);
}
function assert(condition, msg) {
  if (!condition) {
    throw new Error(msg);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/boot.js
function boot(boot2) {
  const root = bootFileDescriptorProto(boot2);
  root.messageType.forEach(restoreJsonNames);
  const reg = createEmbeddedFileRegistry(root, () => void 0);
  return reg.getFile(root.name);
}
function bootFileDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    syntax: "",
    edition: 0
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FileDescriptorProto", dependency: [], publicDependency: [], weakDependency: [], optionDependency: [], service: [], extension: [] }, init), { messageType: init.messageType.map(bootDescriptorProto), enumType: init.enumType.map(bootEnumDescriptorProto) }));
}
function bootDescriptorProto(init) {
  var _a, _b, _c, _d, _e, _f, _g, _h;
  const proto = /* @__PURE__ */ Object.create({
    visibility: 0
  });
  return Object.assign(proto, {
    $typeName: "google.protobuf.DescriptorProto",
    name: init.name,
    field: (_b = (_a = init.field) === null || _a === void 0 ? void 0 : _a.map(bootFieldDescriptorProto)) !== null && _b !== void 0 ? _b : [],
    extension: [],
    nestedType: (_d = (_c = init.nestedType) === null || _c === void 0 ? void 0 : _c.map(bootDescriptorProto)) !== null && _d !== void 0 ? _d : [],
    enumType: (_f = (_e = init.enumType) === null || _e === void 0 ? void 0 : _e.map(bootEnumDescriptorProto)) !== null && _f !== void 0 ? _f : [],
    extensionRange: (_h = (_g = init.extensionRange) === null || _g === void 0 ? void 0 : _g.map((e) => Object.assign({ $typeName: "google.protobuf.DescriptorProto.ExtensionRange" }, e))) !== null && _h !== void 0 ? _h : [],
    oneofDecl: [],
    reservedRange: [],
    reservedName: []
  });
}
function bootFieldDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    label: 1,
    typeName: "",
    extendee: "",
    defaultValue: "",
    oneofIndex: 0,
    jsonName: "",
    proto3Optional: false
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FieldDescriptorProto" }, init), { options: init.options ? bootFieldOptions(init.options) : void 0 }));
}
function bootFieldOptions(init) {
  var _a, _b, _c;
  const proto = /* @__PURE__ */ Object.create({
    ctype: 0,
    packed: false,
    jstype: 0,
    lazy: false,
    unverifiedLazy: false,
    deprecated: false,
    weak: false,
    debugRedact: false,
    retention: 0
  });
  return Object.assign(proto, Object.assign(Object.assign({ $typeName: "google.protobuf.FieldOptions" }, init), { targets: (_a = init.targets) !== null && _a !== void 0 ? _a : [], editionDefaults: (_c = (_b = init.editionDefaults) === null || _b === void 0 ? void 0 : _b.map((e) => Object.assign({ $typeName: "google.protobuf.FieldOptions.EditionDefault" }, e))) !== null && _c !== void 0 ? _c : [], uninterpretedOption: [] }));
}
function bootEnumDescriptorProto(init) {
  const proto = /* @__PURE__ */ Object.create({
    visibility: 0
  });
  return Object.assign(proto, {
    $typeName: "google.protobuf.EnumDescriptorProto",
    name: init.name,
    reservedName: [],
    reservedRange: [],
    value: init.value.map((e) => Object.assign({ $typeName: "google.protobuf.EnumValueDescriptorProto" }, e))
  });
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/message.js
function messageDesc(file, path4, ...paths) {
  return paths.reduce((acc, cur) => acc.nestedMessages[cur], file.messages[path4]);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/descriptor_pb.js
var file_google_protobuf_descriptor = /* @__PURE__ */ boot({ "name": "google/protobuf/descriptor.proto", "package": "google.protobuf", "messageType": [{ "name": "FileDescriptorSet", "field": [{ "name": "file", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.FileDescriptorProto" }], "extensionRange": [{ "start": 536e6, "end": 536000001 }] }, { "name": "FileDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "package", "number": 2, "type": 9, "label": 1 }, { "name": "dependency", "number": 3, "type": 9, "label": 3 }, { "name": "public_dependency", "number": 10, "type": 5, "label": 3 }, { "name": "weak_dependency", "number": 11, "type": 5, "label": 3 }, { "name": "option_dependency", "number": 15, "type": 9, "label": 3 }, { "name": "message_type", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto" }, { "name": "enum_type", "number": 5, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto" }, { "name": "service", "number": 6, "type": 11, "label": 3, "typeName": ".google.protobuf.ServiceDescriptorProto" }, { "name": "extension", "number": 7, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "options", "number": 8, "type": 11, "label": 1, "typeName": ".google.protobuf.FileOptions" }, { "name": "source_code_info", "number": 9, "type": 11, "label": 1, "typeName": ".google.protobuf.SourceCodeInfo" }, { "name": "syntax", "number": 12, "type": 9, "label": 1 }, { "name": "edition", "number": 14, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }] }, { "name": "DescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "field", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "extension", "number": 6, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldDescriptorProto" }, { "name": "nested_type", "number": 3, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto" }, { "name": "enum_type", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto" }, { "name": "extension_range", "number": 5, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto.ExtensionRange" }, { "name": "oneof_decl", "number": 8, "type": 11, "label": 3, "typeName": ".google.protobuf.OneofDescriptorProto" }, { "name": "options", "number": 7, "type": 11, "label": 1, "typeName": ".google.protobuf.MessageOptions" }, { "name": "reserved_range", "number": 9, "type": 11, "label": 3, "typeName": ".google.protobuf.DescriptorProto.ReservedRange" }, { "name": "reserved_name", "number": 10, "type": 9, "label": 3 }, { "name": "visibility", "number": 11, "type": 14, "label": 1, "typeName": ".google.protobuf.SymbolVisibility" }], "nestedType": [{ "name": "ExtensionRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.ExtensionRangeOptions" }] }, { "name": "ReservedRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }] }] }, { "name": "ExtensionRangeOptions", "field": [{ "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }, { "name": "declaration", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.ExtensionRangeOptions.Declaration", "options": { "retention": 2 } }, { "name": "features", "number": 50, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "verification", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.ExtensionRangeOptions.VerificationState", "defaultValue": "UNVERIFIED", "options": { "retention": 2 } }], "nestedType": [{ "name": "Declaration", "field": [{ "name": "number", "number": 1, "type": 5, "label": 1 }, { "name": "full_name", "number": 2, "type": 9, "label": 1 }, { "name": "type", "number": 3, "type": 9, "label": 1 }, { "name": "reserved", "number": 5, "type": 8, "label": 1 }, { "name": "repeated", "number": 6, "type": 8, "label": 1 }] }], "enumType": [{ "name": "VerificationState", "value": [{ "name": "DECLARATION", "number": 0 }, { "name": "UNVERIFIED", "number": 1 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "FieldDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "number", "number": 3, "type": 5, "label": 1 }, { "name": "label", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldDescriptorProto.Label" }, { "name": "type", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldDescriptorProto.Type" }, { "name": "type_name", "number": 6, "type": 9, "label": 1 }, { "name": "extendee", "number": 2, "type": 9, "label": 1 }, { "name": "default_value", "number": 7, "type": 9, "label": 1 }, { "name": "oneof_index", "number": 9, "type": 5, "label": 1 }, { "name": "json_name", "number": 10, "type": 9, "label": 1 }, { "name": "options", "number": 8, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions" }, { "name": "proto3_optional", "number": 17, "type": 8, "label": 1 }], "enumType": [{ "name": "Type", "value": [{ "name": "TYPE_DOUBLE", "number": 1 }, { "name": "TYPE_FLOAT", "number": 2 }, { "name": "TYPE_INT64", "number": 3 }, { "name": "TYPE_UINT64", "number": 4 }, { "name": "TYPE_INT32", "number": 5 }, { "name": "TYPE_FIXED64", "number": 6 }, { "name": "TYPE_FIXED32", "number": 7 }, { "name": "TYPE_BOOL", "number": 8 }, { "name": "TYPE_STRING", "number": 9 }, { "name": "TYPE_GROUP", "number": 10 }, { "name": "TYPE_MESSAGE", "number": 11 }, { "name": "TYPE_BYTES", "number": 12 }, { "name": "TYPE_UINT32", "number": 13 }, { "name": "TYPE_ENUM", "number": 14 }, { "name": "TYPE_SFIXED32", "number": 15 }, { "name": "TYPE_SFIXED64", "number": 16 }, { "name": "TYPE_SINT32", "number": 17 }, { "name": "TYPE_SINT64", "number": 18 }] }, { "name": "Label", "value": [{ "name": "LABEL_OPTIONAL", "number": 1 }, { "name": "LABEL_REPEATED", "number": 3 }, { "name": "LABEL_REQUIRED", "number": 2 }] }] }, { "name": "OneofDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "options", "number": 2, "type": 11, "label": 1, "typeName": ".google.protobuf.OneofOptions" }] }, { "name": "EnumDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "value", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumValueDescriptorProto" }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.EnumOptions" }, { "name": "reserved_range", "number": 4, "type": 11, "label": 3, "typeName": ".google.protobuf.EnumDescriptorProto.EnumReservedRange" }, { "name": "reserved_name", "number": 5, "type": 9, "label": 3 }, { "name": "visibility", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.SymbolVisibility" }], "nestedType": [{ "name": "EnumReservedRange", "field": [{ "name": "start", "number": 1, "type": 5, "label": 1 }, { "name": "end", "number": 2, "type": 5, "label": 1 }] }] }, { "name": "EnumValueDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "number", "number": 2, "type": 5, "label": 1 }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.EnumValueOptions" }] }, { "name": "ServiceDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "method", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.MethodDescriptorProto" }, { "name": "options", "number": 3, "type": 11, "label": 1, "typeName": ".google.protobuf.ServiceOptions" }] }, { "name": "MethodDescriptorProto", "field": [{ "name": "name", "number": 1, "type": 9, "label": 1 }, { "name": "input_type", "number": 2, "type": 9, "label": 1 }, { "name": "output_type", "number": 3, "type": 9, "label": 1 }, { "name": "options", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.MethodOptions" }, { "name": "client_streaming", "number": 5, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "server_streaming", "number": 6, "type": 8, "label": 1, "defaultValue": "false" }] }, { "name": "FileOptions", "field": [{ "name": "java_package", "number": 1, "type": 9, "label": 1 }, { "name": "java_outer_classname", "number": 8, "type": 9, "label": 1 }, { "name": "java_multiple_files", "number": 10, "type": 8, "label": 1, "defaultValue": "false", "options": {} }, { "name": "java_generate_equals_and_hash", "number": 20, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "java_string_check_utf8", "number": 27, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "optimize_for", "number": 9, "type": 14, "label": 1, "typeName": ".google.protobuf.FileOptions.OptimizeMode", "defaultValue": "SPEED" }, { "name": "go_package", "number": 11, "type": 9, "label": 1 }, { "name": "cc_generic_services", "number": 16, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "java_generic_services", "number": 17, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "py_generic_services", "number": 18, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 23, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "cc_enable_arenas", "number": 31, "type": 8, "label": 1, "defaultValue": "true", "options": {} }, { "name": "objc_class_prefix", "number": 36, "type": 9, "label": 1 }, { "name": "csharp_namespace", "number": 37, "type": 9, "label": 1 }, { "name": "swift_prefix", "number": 39, "type": 9, "label": 1 }, { "name": "php_class_prefix", "number": 40, "type": 9, "label": 1 }, { "name": "php_namespace", "number": 41, "type": 9, "label": 1 }, { "name": "php_metadata_namespace", "number": 44, "type": 9, "label": 1 }, { "name": "ruby_package", "number": 45, "type": 9, "label": 1 }, { "name": "features", "number": 50, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "enumType": [{ "name": "OptimizeMode", "value": [{ "name": "SPEED", "number": 1 }, { "name": "CODE_SIZE", "number": 2 }, { "name": "LITE_RUNTIME", "number": 3 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "MessageOptions", "field": [{ "name": "message_set_wire_format", "number": 1, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "no_standard_descriptor_accessor", "number": 2, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "map_entry", "number": 7, "type": 8, "label": 1 }, { "name": "deprecated_legacy_json_field_conflicts", "number": 11, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "features", "number": 12, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "FieldOptions", "field": [{ "name": "ctype", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.CType", "defaultValue": "STRING" }, { "name": "packed", "number": 2, "type": 8, "label": 1 }, { "name": "jstype", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.JSType", "defaultValue": "JS_NORMAL" }, { "name": "lazy", "number": 5, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "unverified_lazy", "number": 15, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "weak", "number": 10, "type": 8, "label": 1, "defaultValue": "false", "options": { "deprecated": true } }, { "name": "debug_redact", "number": 16, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "retention", "number": 17, "type": 14, "label": 1, "typeName": ".google.protobuf.FieldOptions.OptionRetention" }, { "name": "targets", "number": 19, "type": 14, "label": 3, "typeName": ".google.protobuf.FieldOptions.OptionTargetType" }, { "name": "edition_defaults", "number": 20, "type": 11, "label": 3, "typeName": ".google.protobuf.FieldOptions.EditionDefault" }, { "name": "features", "number": 21, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "feature_support", "number": 22, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions.FeatureSupport" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "nestedType": [{ "name": "EditionDefault", "field": [{ "name": "edition", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "value", "number": 2, "type": 9, "label": 1 }] }, { "name": "FeatureSupport", "field": [{ "name": "edition_introduced", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "edition_deprecated", "number": 2, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "deprecation_warning", "number": 3, "type": 9, "label": 1 }, { "name": "edition_removed", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "removal_error", "number": 5, "type": 9, "label": 1 }] }], "enumType": [{ "name": "CType", "value": [{ "name": "STRING", "number": 0 }, { "name": "CORD", "number": 1 }, { "name": "STRING_PIECE", "number": 2 }] }, { "name": "JSType", "value": [{ "name": "JS_NORMAL", "number": 0 }, { "name": "JS_STRING", "number": 1 }, { "name": "JS_NUMBER", "number": 2 }] }, { "name": "OptionRetention", "value": [{ "name": "RETENTION_UNKNOWN", "number": 0 }, { "name": "RETENTION_RUNTIME", "number": 1 }, { "name": "RETENTION_SOURCE", "number": 2 }] }, { "name": "OptionTargetType", "value": [{ "name": "TARGET_TYPE_UNKNOWN", "number": 0 }, { "name": "TARGET_TYPE_FILE", "number": 1 }, { "name": "TARGET_TYPE_EXTENSION_RANGE", "number": 2 }, { "name": "TARGET_TYPE_MESSAGE", "number": 3 }, { "name": "TARGET_TYPE_FIELD", "number": 4 }, { "name": "TARGET_TYPE_ONEOF", "number": 5 }, { "name": "TARGET_TYPE_ENUM", "number": 6 }, { "name": "TARGET_TYPE_ENUM_ENTRY", "number": 7 }, { "name": "TARGET_TYPE_SERVICE", "number": 8 }, { "name": "TARGET_TYPE_METHOD", "number": 9 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "OneofOptions", "field": [{ "name": "features", "number": 1, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "EnumOptions", "field": [{ "name": "allow_alias", "number": 2, "type": 8, "label": 1 }, { "name": "deprecated", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "deprecated_legacy_json_field_conflicts", "number": 6, "type": 8, "label": 1, "options": { "deprecated": true } }, { "name": "features", "number": 7, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "EnumValueOptions", "field": [{ "name": "deprecated", "number": 1, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "features", "number": 2, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "debug_redact", "number": 3, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "feature_support", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.FieldOptions.FeatureSupport" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "ServiceOptions", "field": [{ "name": "features", "number": 34, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "deprecated", "number": 33, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "MethodOptions", "field": [{ "name": "deprecated", "number": 33, "type": 8, "label": 1, "defaultValue": "false" }, { "name": "idempotency_level", "number": 34, "type": 14, "label": 1, "typeName": ".google.protobuf.MethodOptions.IdempotencyLevel", "defaultValue": "IDEMPOTENCY_UNKNOWN" }, { "name": "features", "number": 35, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "uninterpreted_option", "number": 999, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption" }], "enumType": [{ "name": "IdempotencyLevel", "value": [{ "name": "IDEMPOTENCY_UNKNOWN", "number": 0 }, { "name": "NO_SIDE_EFFECTS", "number": 1 }, { "name": "IDEMPOTENT", "number": 2 }] }], "extensionRange": [{ "start": 990, "end": 999 }, { "start": 1e3, "end": 536870912 }] }, { "name": "UninterpretedOption", "field": [{ "name": "name", "number": 2, "type": 11, "label": 3, "typeName": ".google.protobuf.UninterpretedOption.NamePart" }, { "name": "identifier_value", "number": 3, "type": 9, "label": 1 }, { "name": "positive_int_value", "number": 4, "type": 4, "label": 1 }, { "name": "negative_int_value", "number": 5, "type": 3, "label": 1 }, { "name": "double_value", "number": 6, "type": 1, "label": 1 }, { "name": "string_value", "number": 7, "type": 12, "label": 1 }, { "name": "aggregate_value", "number": 8, "type": 9, "label": 1 }], "nestedType": [{ "name": "NamePart", "field": [{ "name": "name_part", "number": 1, "type": 9, "label": 2 }, { "name": "is_extension", "number": 2, "type": 8, "label": 2 }] }] }, { "name": "FeatureSet", "field": [{ "name": "field_presence", "number": 1, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.FieldPresence", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "EXPLICIT", "edition": 900 }, { "value": "IMPLICIT", "edition": 999 }, { "value": "EXPLICIT", "edition": 1e3 }] } }, { "name": "enum_type", "number": 2, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.EnumType", "options": { "retention": 1, "targets": [6, 1], "editionDefaults": [{ "value": "CLOSED", "edition": 900 }, { "value": "OPEN", "edition": 999 }] } }, { "name": "repeated_field_encoding", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.RepeatedFieldEncoding", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "EXPANDED", "edition": 900 }, { "value": "PACKED", "edition": 999 }] } }, { "name": "utf8_validation", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.Utf8Validation", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "NONE", "edition": 900 }, { "value": "VERIFY", "edition": 999 }] } }, { "name": "message_encoding", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.MessageEncoding", "options": { "retention": 1, "targets": [4, 1], "editionDefaults": [{ "value": "LENGTH_PREFIXED", "edition": 900 }] } }, { "name": "json_format", "number": 6, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.JsonFormat", "options": { "retention": 1, "targets": [3, 6, 1], "editionDefaults": [{ "value": "LEGACY_BEST_EFFORT", "edition": 900 }, { "value": "ALLOW", "edition": 999 }] } }, { "name": "enforce_naming_style", "number": 7, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.EnforceNamingStyle", "options": { "retention": 2, "targets": [1, 2, 3, 4, 5, 6, 7, 8, 9], "editionDefaults": [{ "value": "STYLE_LEGACY", "edition": 900 }, { "value": "STYLE2024", "edition": 1001 }, { "value": "STYLE2026", "edition": 1002 }] } }, { "name": "default_symbol_visibility", "number": 8, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.VisibilityFeature.DefaultSymbolVisibility", "options": { "retention": 2, "targets": [1], "editionDefaults": [{ "value": "EXPORT_ALL", "edition": 900 }, { "value": "EXPORT_TOP_LEVEL", "edition": 1001 }, { "value": "STRICT", "edition": 1002 }] } }, { "name": "enforce_proto_limits", "number": 9, "type": 14, "label": 1, "typeName": ".google.protobuf.FeatureSet.ProtoLimitsFeature.EnforceProtoLimits", "options": { "retention": 2, "targets": [6, 3, 4, 5], "editionDefaults": [{ "value": "LEGACY_NO_EXPLICIT_LIMITS", "edition": 900 }, { "value": "PROTO_LIMITS2026", "edition": 1002 }] } }], "nestedType": [{ "name": "VisibilityFeature", "enumType": [{ "name": "DefaultSymbolVisibility", "value": [{ "name": "DEFAULT_SYMBOL_VISIBILITY_UNKNOWN", "number": 0 }, { "name": "EXPORT_ALL", "number": 1 }, { "name": "EXPORT_TOP_LEVEL", "number": 2 }, { "name": "LOCAL_ALL", "number": 3 }, { "name": "STRICT", "number": 4 }] }] }, { "name": "ProtoLimitsFeature", "enumType": [{ "name": "EnforceProtoLimits", "value": [{ "name": "PROTO_LIMITS_UNKNOWN", "number": 0 }, { "name": "LEGACY_NO_EXPLICIT_LIMITS", "number": 1 }, { "name": "PROTO_LIMITS2026", "number": 2 }] }] }], "enumType": [{ "name": "FieldPresence", "value": [{ "name": "FIELD_PRESENCE_UNKNOWN", "number": 0 }, { "name": "EXPLICIT", "number": 1 }, { "name": "IMPLICIT", "number": 2 }, { "name": "LEGACY_REQUIRED", "number": 3 }] }, { "name": "EnumType", "value": [{ "name": "ENUM_TYPE_UNKNOWN", "number": 0 }, { "name": "OPEN", "number": 1 }, { "name": "CLOSED", "number": 2 }] }, { "name": "RepeatedFieldEncoding", "value": [{ "name": "REPEATED_FIELD_ENCODING_UNKNOWN", "number": 0 }, { "name": "PACKED", "number": 1 }, { "name": "EXPANDED", "number": 2 }] }, { "name": "Utf8Validation", "value": [{ "name": "UTF8_VALIDATION_UNKNOWN", "number": 0 }, { "name": "VERIFY", "number": 2 }, { "name": "NONE", "number": 3 }] }, { "name": "MessageEncoding", "value": [{ "name": "MESSAGE_ENCODING_UNKNOWN", "number": 0 }, { "name": "LENGTH_PREFIXED", "number": 1 }, { "name": "DELIMITED", "number": 2 }] }, { "name": "JsonFormat", "value": [{ "name": "JSON_FORMAT_UNKNOWN", "number": 0 }, { "name": "ALLOW", "number": 1 }, { "name": "LEGACY_BEST_EFFORT", "number": 2 }] }, { "name": "EnforceNamingStyle", "value": [{ "name": "ENFORCE_NAMING_STYLE_UNKNOWN", "number": 0 }, { "name": "STYLE2024", "number": 1 }, { "name": "STYLE_LEGACY", "number": 2 }, { "name": "STYLE2026", "number": 3 }] }], "extensionRange": [{ "start": 1e3, "end": 9995 }, { "start": 9995, "end": 1e4 }, { "start": 1e4, "end": 10001 }] }, { "name": "FeatureSetDefaults", "field": [{ "name": "defaults", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.FeatureSetDefaults.FeatureSetEditionDefault" }, { "name": "minimum_edition", "number": 4, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "maximum_edition", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }], "nestedType": [{ "name": "FeatureSetEditionDefault", "field": [{ "name": "edition", "number": 3, "type": 14, "label": 1, "typeName": ".google.protobuf.Edition" }, { "name": "overridable_features", "number": 4, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }, { "name": "fixed_features", "number": 5, "type": 11, "label": 1, "typeName": ".google.protobuf.FeatureSet" }] }] }, { "name": "SourceCodeInfo", "field": [{ "name": "location", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.SourceCodeInfo.Location" }], "nestedType": [{ "name": "Location", "field": [{ "name": "path", "number": 1, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "span", "number": 2, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "leading_comments", "number": 3, "type": 9, "label": 1 }, { "name": "trailing_comments", "number": 4, "type": 9, "label": 1 }, { "name": "leading_detached_comments", "number": 6, "type": 9, "label": 3 }] }], "extensionRange": [{ "start": 536e6, "end": 536000001 }] }, { "name": "GeneratedCodeInfo", "field": [{ "name": "annotation", "number": 1, "type": 11, "label": 3, "typeName": ".google.protobuf.GeneratedCodeInfo.Annotation" }], "nestedType": [{ "name": "Annotation", "field": [{ "name": "path", "number": 1, "type": 5, "label": 3, "options": { "packed": true } }, { "name": "source_file", "number": 2, "type": 9, "label": 1 }, { "name": "begin", "number": 3, "type": 5, "label": 1 }, { "name": "end", "number": 4, "type": 5, "label": 1 }, { "name": "semantic", "number": 5, "type": 14, "label": 1, "typeName": ".google.protobuf.GeneratedCodeInfo.Annotation.Semantic" }], "enumType": [{ "name": "Semantic", "value": [{ "name": "NONE", "number": 0 }, { "name": "SET", "number": 1 }, { "name": "ALIAS", "number": 2 }] }] }] }], "enumType": [{ "name": "Edition", "value": [{ "name": "EDITION_UNKNOWN", "number": 0 }, { "name": "EDITION_LEGACY", "number": 900 }, { "name": "EDITION_PROTO2", "number": 998 }, { "name": "EDITION_PROTO3", "number": 999 }, { "name": "EDITION_2023", "number": 1e3 }, { "name": "EDITION_2024", "number": 1001 }, { "name": "EDITION_2026", "number": 1002 }, { "name": "EDITION_UNSTABLE", "number": 9999 }, { "name": "EDITION_1_TEST_ONLY", "number": 1 }, { "name": "EDITION_2_TEST_ONLY", "number": 2 }, { "name": "EDITION_99997_TEST_ONLY", "number": 99997 }, { "name": "EDITION_99998_TEST_ONLY", "number": 99998 }, { "name": "EDITION_99999_TEST_ONLY", "number": 99999 }, { "name": "EDITION_MAX", "number": 2147483647 }] }, { "name": "SymbolVisibility", "value": [{ "name": "VISIBILITY_UNSET", "number": 0 }, { "name": "VISIBILITY_LOCAL", "number": 1 }, { "name": "VISIBILITY_EXPORT", "number": 2 }] }] });
var FileDescriptorProtoSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_descriptor, 1);
var ExtensionRangeOptions_VerificationState;
(function(ExtensionRangeOptions_VerificationState2) {
  ExtensionRangeOptions_VerificationState2[ExtensionRangeOptions_VerificationState2["DECLARATION"] = 0] = "DECLARATION";
  ExtensionRangeOptions_VerificationState2[ExtensionRangeOptions_VerificationState2["UNVERIFIED"] = 1] = "UNVERIFIED";
})(ExtensionRangeOptions_VerificationState || (ExtensionRangeOptions_VerificationState = {}));
var FieldDescriptorProto_Type;
(function(FieldDescriptorProto_Type2) {
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["DOUBLE"] = 1] = "DOUBLE";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FLOAT"] = 2] = "FLOAT";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["INT64"] = 3] = "INT64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["UINT64"] = 4] = "UINT64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["INT32"] = 5] = "INT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FIXED64"] = 6] = "FIXED64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["FIXED32"] = 7] = "FIXED32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["BOOL"] = 8] = "BOOL";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["STRING"] = 9] = "STRING";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["GROUP"] = 10] = "GROUP";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["MESSAGE"] = 11] = "MESSAGE";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["BYTES"] = 12] = "BYTES";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["UINT32"] = 13] = "UINT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["ENUM"] = 14] = "ENUM";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SFIXED32"] = 15] = "SFIXED32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SFIXED64"] = 16] = "SFIXED64";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SINT32"] = 17] = "SINT32";
  FieldDescriptorProto_Type2[FieldDescriptorProto_Type2["SINT64"] = 18] = "SINT64";
})(FieldDescriptorProto_Type || (FieldDescriptorProto_Type = {}));
var FieldDescriptorProto_Label;
(function(FieldDescriptorProto_Label2) {
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["OPTIONAL"] = 1] = "OPTIONAL";
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["REPEATED"] = 3] = "REPEATED";
  FieldDescriptorProto_Label2[FieldDescriptorProto_Label2["REQUIRED"] = 2] = "REQUIRED";
})(FieldDescriptorProto_Label || (FieldDescriptorProto_Label = {}));
var FileOptions_OptimizeMode;
(function(FileOptions_OptimizeMode2) {
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["SPEED"] = 1] = "SPEED";
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["CODE_SIZE"] = 2] = "CODE_SIZE";
  FileOptions_OptimizeMode2[FileOptions_OptimizeMode2["LITE_RUNTIME"] = 3] = "LITE_RUNTIME";
})(FileOptions_OptimizeMode || (FileOptions_OptimizeMode = {}));
var FieldOptions_CType;
(function(FieldOptions_CType2) {
  FieldOptions_CType2[FieldOptions_CType2["STRING"] = 0] = "STRING";
  FieldOptions_CType2[FieldOptions_CType2["CORD"] = 1] = "CORD";
  FieldOptions_CType2[FieldOptions_CType2["STRING_PIECE"] = 2] = "STRING_PIECE";
})(FieldOptions_CType || (FieldOptions_CType = {}));
var FieldOptions_JSType;
(function(FieldOptions_JSType2) {
  FieldOptions_JSType2[FieldOptions_JSType2["JS_NORMAL"] = 0] = "JS_NORMAL";
  FieldOptions_JSType2[FieldOptions_JSType2["JS_STRING"] = 1] = "JS_STRING";
  FieldOptions_JSType2[FieldOptions_JSType2["JS_NUMBER"] = 2] = "JS_NUMBER";
})(FieldOptions_JSType || (FieldOptions_JSType = {}));
var FieldOptions_OptionRetention;
(function(FieldOptions_OptionRetention2) {
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_UNKNOWN"] = 0] = "RETENTION_UNKNOWN";
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_RUNTIME"] = 1] = "RETENTION_RUNTIME";
  FieldOptions_OptionRetention2[FieldOptions_OptionRetention2["RETENTION_SOURCE"] = 2] = "RETENTION_SOURCE";
})(FieldOptions_OptionRetention || (FieldOptions_OptionRetention = {}));
var FieldOptions_OptionTargetType;
(function(FieldOptions_OptionTargetType2) {
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_UNKNOWN"] = 0] = "TARGET_TYPE_UNKNOWN";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_FILE"] = 1] = "TARGET_TYPE_FILE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_EXTENSION_RANGE"] = 2] = "TARGET_TYPE_EXTENSION_RANGE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_MESSAGE"] = 3] = "TARGET_TYPE_MESSAGE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_FIELD"] = 4] = "TARGET_TYPE_FIELD";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ONEOF"] = 5] = "TARGET_TYPE_ONEOF";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ENUM"] = 6] = "TARGET_TYPE_ENUM";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_ENUM_ENTRY"] = 7] = "TARGET_TYPE_ENUM_ENTRY";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_SERVICE"] = 8] = "TARGET_TYPE_SERVICE";
  FieldOptions_OptionTargetType2[FieldOptions_OptionTargetType2["TARGET_TYPE_METHOD"] = 9] = "TARGET_TYPE_METHOD";
})(FieldOptions_OptionTargetType || (FieldOptions_OptionTargetType = {}));
var MethodOptions_IdempotencyLevel;
(function(MethodOptions_IdempotencyLevel2) {
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["IDEMPOTENCY_UNKNOWN"] = 0] = "IDEMPOTENCY_UNKNOWN";
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["NO_SIDE_EFFECTS"] = 1] = "NO_SIDE_EFFECTS";
  MethodOptions_IdempotencyLevel2[MethodOptions_IdempotencyLevel2["IDEMPOTENT"] = 2] = "IDEMPOTENT";
})(MethodOptions_IdempotencyLevel || (MethodOptions_IdempotencyLevel = {}));
var FeatureSet_VisibilityFeature_DefaultSymbolVisibility;
(function(FeatureSet_VisibilityFeature_DefaultSymbolVisibility2) {
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["DEFAULT_SYMBOL_VISIBILITY_UNKNOWN"] = 0] = "DEFAULT_SYMBOL_VISIBILITY_UNKNOWN";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["EXPORT_ALL"] = 1] = "EXPORT_ALL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["EXPORT_TOP_LEVEL"] = 2] = "EXPORT_TOP_LEVEL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["LOCAL_ALL"] = 3] = "LOCAL_ALL";
  FeatureSet_VisibilityFeature_DefaultSymbolVisibility2[FeatureSet_VisibilityFeature_DefaultSymbolVisibility2["STRICT"] = 4] = "STRICT";
})(FeatureSet_VisibilityFeature_DefaultSymbolVisibility || (FeatureSet_VisibilityFeature_DefaultSymbolVisibility = {}));
var FeatureSet_ProtoLimitsFeature_EnforceProtoLimits;
(function(FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2) {
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["PROTO_LIMITS_UNKNOWN"] = 0] = "PROTO_LIMITS_UNKNOWN";
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["LEGACY_NO_EXPLICIT_LIMITS"] = 1] = "LEGACY_NO_EXPLICIT_LIMITS";
  FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2[FeatureSet_ProtoLimitsFeature_EnforceProtoLimits2["PROTO_LIMITS2026"] = 2] = "PROTO_LIMITS2026";
})(FeatureSet_ProtoLimitsFeature_EnforceProtoLimits || (FeatureSet_ProtoLimitsFeature_EnforceProtoLimits = {}));
var FeatureSet_FieldPresence;
(function(FeatureSet_FieldPresence2) {
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["FIELD_PRESENCE_UNKNOWN"] = 0] = "FIELD_PRESENCE_UNKNOWN";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["EXPLICIT"] = 1] = "EXPLICIT";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["IMPLICIT"] = 2] = "IMPLICIT";
  FeatureSet_FieldPresence2[FeatureSet_FieldPresence2["LEGACY_REQUIRED"] = 3] = "LEGACY_REQUIRED";
})(FeatureSet_FieldPresence || (FeatureSet_FieldPresence = {}));
var FeatureSet_EnumType;
(function(FeatureSet_EnumType2) {
  FeatureSet_EnumType2[FeatureSet_EnumType2["ENUM_TYPE_UNKNOWN"] = 0] = "ENUM_TYPE_UNKNOWN";
  FeatureSet_EnumType2[FeatureSet_EnumType2["OPEN"] = 1] = "OPEN";
  FeatureSet_EnumType2[FeatureSet_EnumType2["CLOSED"] = 2] = "CLOSED";
})(FeatureSet_EnumType || (FeatureSet_EnumType = {}));
var FeatureSet_RepeatedFieldEncoding;
(function(FeatureSet_RepeatedFieldEncoding2) {
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["REPEATED_FIELD_ENCODING_UNKNOWN"] = 0] = "REPEATED_FIELD_ENCODING_UNKNOWN";
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["PACKED"] = 1] = "PACKED";
  FeatureSet_RepeatedFieldEncoding2[FeatureSet_RepeatedFieldEncoding2["EXPANDED"] = 2] = "EXPANDED";
})(FeatureSet_RepeatedFieldEncoding || (FeatureSet_RepeatedFieldEncoding = {}));
var FeatureSet_Utf8Validation;
(function(FeatureSet_Utf8Validation2) {
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["UTF8_VALIDATION_UNKNOWN"] = 0] = "UTF8_VALIDATION_UNKNOWN";
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["VERIFY"] = 2] = "VERIFY";
  FeatureSet_Utf8Validation2[FeatureSet_Utf8Validation2["NONE"] = 3] = "NONE";
})(FeatureSet_Utf8Validation || (FeatureSet_Utf8Validation = {}));
var FeatureSet_MessageEncoding;
(function(FeatureSet_MessageEncoding2) {
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["MESSAGE_ENCODING_UNKNOWN"] = 0] = "MESSAGE_ENCODING_UNKNOWN";
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["LENGTH_PREFIXED"] = 1] = "LENGTH_PREFIXED";
  FeatureSet_MessageEncoding2[FeatureSet_MessageEncoding2["DELIMITED"] = 2] = "DELIMITED";
})(FeatureSet_MessageEncoding || (FeatureSet_MessageEncoding = {}));
var FeatureSet_JsonFormat;
(function(FeatureSet_JsonFormat2) {
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["JSON_FORMAT_UNKNOWN"] = 0] = "JSON_FORMAT_UNKNOWN";
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["ALLOW"] = 1] = "ALLOW";
  FeatureSet_JsonFormat2[FeatureSet_JsonFormat2["LEGACY_BEST_EFFORT"] = 2] = "LEGACY_BEST_EFFORT";
})(FeatureSet_JsonFormat || (FeatureSet_JsonFormat = {}));
var FeatureSet_EnforceNamingStyle;
(function(FeatureSet_EnforceNamingStyle2) {
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["ENFORCE_NAMING_STYLE_UNKNOWN"] = 0] = "ENFORCE_NAMING_STYLE_UNKNOWN";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE2024"] = 1] = "STYLE2024";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE_LEGACY"] = 2] = "STYLE_LEGACY";
  FeatureSet_EnforceNamingStyle2[FeatureSet_EnforceNamingStyle2["STYLE2026"] = 3] = "STYLE2026";
})(FeatureSet_EnforceNamingStyle || (FeatureSet_EnforceNamingStyle = {}));
var GeneratedCodeInfo_Annotation_Semantic;
(function(GeneratedCodeInfo_Annotation_Semantic2) {
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["NONE"] = 0] = "NONE";
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["SET"] = 1] = "SET";
  GeneratedCodeInfo_Annotation_Semantic2[GeneratedCodeInfo_Annotation_Semantic2["ALIAS"] = 2] = "ALIAS";
})(GeneratedCodeInfo_Annotation_Semantic || (GeneratedCodeInfo_Annotation_Semantic = {}));
var Edition;
(function(Edition2) {
  Edition2[Edition2["EDITION_UNKNOWN"] = 0] = "EDITION_UNKNOWN";
  Edition2[Edition2["EDITION_LEGACY"] = 900] = "EDITION_LEGACY";
  Edition2[Edition2["EDITION_PROTO2"] = 998] = "EDITION_PROTO2";
  Edition2[Edition2["EDITION_PROTO3"] = 999] = "EDITION_PROTO3";
  Edition2[Edition2["EDITION_2023"] = 1e3] = "EDITION_2023";
  Edition2[Edition2["EDITION_2024"] = 1001] = "EDITION_2024";
  Edition2[Edition2["EDITION_2026"] = 1002] = "EDITION_2026";
  Edition2[Edition2["EDITION_UNSTABLE"] = 9999] = "EDITION_UNSTABLE";
  Edition2[Edition2["EDITION_1_TEST_ONLY"] = 1] = "EDITION_1_TEST_ONLY";
  Edition2[Edition2["EDITION_2_TEST_ONLY"] = 2] = "EDITION_2_TEST_ONLY";
  Edition2[Edition2["EDITION_99997_TEST_ONLY"] = 99997] = "EDITION_99997_TEST_ONLY";
  Edition2[Edition2["EDITION_99998_TEST_ONLY"] = 99998] = "EDITION_99998_TEST_ONLY";
  Edition2[Edition2["EDITION_99999_TEST_ONLY"] = 99999] = "EDITION_99999_TEST_ONLY";
  Edition2[Edition2["EDITION_MAX"] = 2147483647] = "EDITION_MAX";
})(Edition || (Edition = {}));
var SymbolVisibility;
(function(SymbolVisibility2) {
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_UNSET"] = 0] = "VISIBILITY_UNSET";
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_LOCAL"] = 1] = "VISIBILITY_LOCAL";
  SymbolVisibility2[SymbolVisibility2["VISIBILITY_EXPORT"] = 2] = "VISIBILITY_EXPORT";
})(SymbolVisibility || (SymbolVisibility = {}));

// node_modules/@bufbuild/protobuf/dist/esm/from-binary.js
function makeReadContext(options) {
  return Object.assign(Object.assign({ readUnknownFields: true, recursionLimit: 100 }, options), { depth: 0 });
}
function fromBinary(schema, bytes, options) {
  const message = create(schema);
  compiledReader(schema).read(message, new BinaryReader(bytes), makeReadContext(options), bytes.byteLength);
  return message;
}
var compiledReaders = /* @__PURE__ */ new WeakMap();
function compiledReader(desc) {
  let compiled = compiledReaders.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage(desc);
  }
  return compiled;
}
function compileMessage(desc) {
  const descString = String(desc);
  const fieldReaders = /* @__PURE__ */ new Map();
  const compiled = {
    read: compileMessageReader(descString, fieldReaders),
    readGroup: compileGroupReader(descString, fieldReaders)
  };
  compiledReaders.set(desc, compiled);
  for (const field of desc.fields) {
    fieldReaders.set(field.number, compileFieldReader(field));
  }
  return compiled;
}
function compileMessageReader(descString, fieldReaders) {
  return (message, reader, ctx, length) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from binary: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    const end = reader.pos + length;
    const unknownFields = (_a = message.$unknown) !== null && _a !== void 0 ? _a : [];
    while (reader.pos < end) {
      const [fieldNo, wireType] = reader.tag();
      const fieldReader = fieldReaders.get(fieldNo);
      if (fieldReader === void 0) {
        const data = reader.skip(wireType, fieldNo, ctx.recursionLimit - ctx.depth);
        if (ctx.readUnknownFields) {
          unknownFields.push({ no: fieldNo, wireType, data });
        }
        continue;
      }
      fieldReader(message, reader, ctx, wireType);
    }
    if (unknownFields.length > 0) {
      message.$unknown = unknownFields;
    }
    ctx.depth--;
  };
}
function compileGroupReader(descString, fieldReaders) {
  return (message, reader, ctx, fieldNo) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from binary: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    let recordFieldNo;
    let wireType;
    const unknownFields = (_a = message.$unknown) !== null && _a !== void 0 ? _a : [];
    while (reader.pos < reader.len) {
      [recordFieldNo, wireType] = reader.tag();
      if (wireType == WireType.EndGroup) {
        break;
      }
      const fieldReader = fieldReaders.get(recordFieldNo);
      if (fieldReader === void 0) {
        const data = reader.skip(wireType, recordFieldNo, ctx.recursionLimit - ctx.depth);
        if (ctx.readUnknownFields) {
          unknownFields.push({ no: recordFieldNo, wireType, data });
        }
        continue;
      }
      fieldReader(message, reader, ctx, wireType);
    }
    if (wireType != WireType.EndGroup || recordFieldNo !== fieldNo) {
      throw new Error("invalid end group tag");
    }
    if (unknownFields.length > 0) {
      message.$unknown = unknownFields;
    }
    ctx.depth--;
  };
}
function readField(message, reader, field, wireType, ctx) {
  compileFieldReader(field)(message[unsafeLocal], reader, ctx, wireType);
}
function compileFieldReader(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarFieldReader(field);
    case "enum":
      return compileEnumFieldReader(field);
    case "message":
      return compileMessageFieldReader(field);
    case "list":
      return compileListFieldReader(field);
    case "map":
      return compileMapFieldReader(field);
  }
}
function compileScalarFieldReader(field) {
  const readScalar = compileScalarReader(field.scalar, field.utf8Validation, field.longAsString);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, reader) => {
      message[oneofLocalName] = {
        case: localName,
        value: readScalar(reader)
      };
    };
  }
  return (message, reader) => {
    message[localName] = readScalar(reader);
  };
}
function compileEnumFieldReader(field) {
  var _a;
  const localName = field.localName;
  const oneofLocalName = (_a = field.oneof) === null || _a === void 0 ? void 0 : _a.localName;
  if (field.enum.open) {
    if (oneofLocalName !== void 0) {
      return (message, reader) => {
        message[oneofLocalName] = { case: localName, value: reader.int32() };
      };
    }
    return (message, reader) => {
      message[localName] = reader.int32();
    };
  }
  const values = field.enum.values;
  const fieldNo = field.number;
  return (message, reader, ctx, wireType) => {
    var _a2;
    const val = reader.int32();
    if (values.some((v) => v.number === val)) {
      if (oneofLocalName !== void 0) {
        message[oneofLocalName] = { case: localName, value: val };
      } else {
        message[localName] = val;
      }
    } else if (ctx.readUnknownFields) {
      const bytes = [];
      varint32write(val, bytes);
      const unknownFields = (_a2 = message.$unknown) !== null && _a2 !== void 0 ? _a2 : [];
      unknownFields.push({
        no: fieldNo,
        wireType,
        data: new Uint8Array(bytes)
      });
      message.$unknown = unknownFields;
    }
  };
}
function compileMessageFieldReader(field) {
  const localName = field.localName;
  const { toMessage, toLocal } = localMessageMapper(field);
  const readChild = compileChildReader(field);
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, reader, ctx) => {
      const oneof = message[oneofLocalName];
      const child = toMessage(oneof.case === localName ? oneof.value : void 0);
      readChild(child, reader, ctx);
      message[oneofLocalName] = { case: localName, value: toLocal(child) };
    };
  }
  return (message, reader, ctx) => {
    const child = toMessage(message[localName]);
    readChild(child, reader, ctx);
    message[localName] = toLocal(child);
  };
}
function compileChildReader(field) {
  const compiledChild = compiledReader(field.message);
  if (field.delimitedEncoding) {
    const fieldNo = field.number;
    return (child, reader, ctx) => compiledChild.readGroup(child, reader, ctx, fieldNo);
  }
  return (child, reader, ctx) => compiledChild.read(child, reader, ctx, reader.uint32());
}
function compileListFieldReader(field) {
  const localName = field.localName;
  if (field.listKind == "message") {
    const { toMessage, toLocal } = localMessageMapper(field);
    const readChild = compileChildReader(field);
    return (message, reader, ctx) => {
      const child = toMessage(void 0);
      readChild(child, reader, ctx);
      message[localName].push(toLocal(child));
    };
  }
  const scalarType = field.listKind == "enum" ? ScalarType.INT32 : field.scalar;
  const longAsString = field.listKind == "scalar" ? field.longAsString : false;
  const readScalar = compileScalarReader(scalarType, field.utf8Validation, longAsString);
  const packedPossible = scalarType != ScalarType.STRING && scalarType != ScalarType.BYTES;
  return (message, reader, ctx, wireType) => {
    const items = message[localName];
    if (wireType == WireType.LengthDelimited && packedPossible) {
      const end = reader.uint32() + reader.pos;
      while (reader.pos < end) {
        items.push(readScalar(reader));
      }
    } else {
      items.push(readScalar(reader));
    }
  };
}
function compileMapFieldReader(field) {
  const localName = field.localName;
  const readKey = compileScalarReader(field.mapKey, field.utf8Validation, false);
  const keyZero = scalarZeroValue(field.mapKey, false);
  let readValue;
  let valueDefault;
  switch (field.mapKind) {
    case "scalar": {
      const scalar = field.scalar;
      const readScalar = compileScalarReader(scalar, field.utf8Validation, false);
      readValue = (reader) => readScalar(reader);
      if (scalar == ScalarType.BYTES) {
        valueDefault = () => new Uint8Array(0);
      } else {
        const zero = scalarZeroValue(scalar, false);
        valueDefault = () => zero;
      }
      break;
    }
    case "enum": {
      const zero = field.enum.values[0].number;
      readValue = (reader) => reader.int32();
      valueDefault = () => zero;
      break;
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader(field.message).read;
      readValue = (reader, ctx, existing) => {
        const child = toMessage(existing);
        readChild(child, reader, ctx, reader.uint32());
        return toLocal(child);
      };
      valueDefault = () => toLocal(toMessage(void 0));
      break;
    }
  }
  return (message, reader, ctx) => {
    const record = message[localName];
    let key;
    let val;
    const len = reader.uint32();
    const end = reader.pos + len;
    while (reader.pos < end) {
      const [fieldNo, wireType] = reader.tag();
      switch (fieldNo) {
        case 1:
          key = readKey(reader);
          break;
        case 2:
          val = readValue(reader, ctx, val);
          break;
        default:
          reader.skip(wireType, fieldNo, ctx.recursionLimit - ctx.depth);
      }
    }
    if (key === void 0) {
      key = keyZero;
    }
    if (val === void 0) {
      val = valueDefault();
    }
    setOwn(record, key, val);
  };
}
function compileScalarReader(type, utf8Validation, longAsString) {
  switch (type) {
    case ScalarType.STRING:
      return (reader) => reader.string(utf8Validation);
    case ScalarType.BOOL:
      return (reader) => reader.bool();
    case ScalarType.DOUBLE:
      return (reader) => reader.double();
    case ScalarType.FLOAT:
      return (reader) => reader.float();
    case ScalarType.INT32:
      return (reader) => reader.int32();
    case ScalarType.INT64:
      if (longAsString) {
        return (reader) => String(reader.int64());
      }
      return (reader) => reader.int64();
    case ScalarType.UINT64:
      if (longAsString) {
        return (reader) => String(reader.uint64());
      }
      return (reader) => reader.uint64();
    case ScalarType.FIXED64:
      if (longAsString) {
        return (reader) => String(reader.fixed64());
      }
      return (reader) => reader.fixed64();
    case ScalarType.BYTES:
      return (reader) => reader.bytes();
    case ScalarType.FIXED32:
      return (reader) => reader.fixed32();
    case ScalarType.SFIXED32:
      return (reader) => reader.sfixed32();
    case ScalarType.SFIXED64:
      if (longAsString) {
        return (reader) => String(reader.sfixed64());
      }
      return (reader) => reader.sfixed64();
    case ScalarType.SINT64:
      if (longAsString) {
        return (reader) => String(reader.sint64());
      }
      return (reader) => reader.sint64();
    case ScalarType.UINT32:
      return (reader) => reader.uint32();
    case ScalarType.SINT32:
      return (reader) => reader.sint32();
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/codegenv2/file.js
function fileDesc(b64, imports) {
  var _a;
  const root = fromBinary(FileDescriptorProtoSchema, base64Decode(b64));
  root.messageType.forEach(restoreJsonNames);
  root.dependency = (_a = imports === null || imports === void 0 ? void 0 : imports.map((f) => f.proto.name)) !== null && _a !== void 0 ? _a : [];
  const reg = createEmbeddedFileRegistry(root, (protoFileName) => imports === null || imports === void 0 ? void 0 : imports.find((f) => f.proto.name === protoFileName));
  return reg.getFile(root.name);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/timestamp_pb.js
var file_google_protobuf_timestamp = /* @__PURE__ */ fileDesc("Ch9nb29nbGUvcHJvdG9idWYvdGltZXN0YW1wLnByb3RvEg9nb29nbGUucHJvdG9idWYiKwoJVGltZXN0YW1wEg8KB3NlY29uZHMYASABKAMSDQoFbmFub3MYAiABKAVChQEKE2NvbS5nb29nbGUucHJvdG9idWZCDlRpbWVzdGFtcFByb3RvUAFaMmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3RpbWVzdGFtcHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var TimestampSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_timestamp, 0);

// node_modules/@bufbuild/protobuf/dist/esm/wkt/timestamp.js
function timestampDate(timestamp) {
  return new Date(timestampMs(timestamp));
}
function timestampFromMs(timestampMs2) {
  const seconds = Math.floor(timestampMs2 / 1e3);
  return create(TimestampSchema, {
    seconds: protoInt64.parse(seconds),
    nanos: (timestampMs2 - seconds * 1e3) * 1e6
  });
}
function timestampMs(timestamp) {
  return Number(timestamp.seconds) * 1e3 + Math.round(timestamp.nanos / 1e6);
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/duration_pb.js
var file_google_protobuf_duration = /* @__PURE__ */ fileDesc("Ch5nb29nbGUvcHJvdG9idWYvZHVyYXRpb24ucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIqCghEdXJhdGlvbhIPCgdzZWNvbmRzGAEgASgDEg0KBW5hbm9zGAIgASgFQoMBChNjb20uZ29vZ2xlLnByb3RvYnVmQg1EdXJhdGlvblByb3RvUAFaMWdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2R1cmF0aW9ucGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");
var DurationSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_duration, 0);

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/any_pb.js
var file_google_protobuf_any = /* @__PURE__ */ fileDesc("Chlnb29nbGUvcHJvdG9idWYvYW55LnByb3RvEg9nb29nbGUucHJvdG9idWYiJgoDQW55EhAKCHR5cGVfdXJsGAEgASgJEg0KBXZhbHVlGAIgASgMQnYKE2NvbS5nb29nbGUucHJvdG9idWZCCEFueVByb3RvUAFaLGdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2FueXBiogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var AnySchema = /* @__PURE__ */ messageDesc(file_google_protobuf_any, 0);

// node_modules/@bufbuild/protobuf/dist/esm/to-binary.js
var IMPLICIT4 = 2;
var LEGACY_REQUIRED2 = 3;
var writeDefaults = {
  writeUnknownFields: true
};
function makeWriteOptions(options) {
  return options ? Object.assign(Object.assign({}, writeDefaults), options) : writeDefaults;
}
function toBinary(schema, message, options) {
  const writer = new BinaryWriter();
  compiledWriter(schema)(writer, makeWriteOptions(options), message);
  return writer.finish();
}
var compiledWriters = /* @__PURE__ */ new WeakMap();
function compiledWriter(desc) {
  let compiled = compiledWriters.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage2(desc);
  }
  return compiled;
}
function compileMessage2(desc) {
  const typeName = desc.typeName;
  const sortedFields = desc.fields.concat().sort((a, b) => a.number - b.number);
  const foreignField = sortedFields[0];
  const fieldWriters = [];
  const compiled = (writer, opts, message) => {
    if (message.$typeName !== typeName && foreignField !== void 0) {
      throw new FieldError(foreignField, `cannot use ${foreignField} with message ${message.$typeName}`, "ForeignFieldError");
    }
    for (let i = 0; i < fieldWriters.length; i++) {
      fieldWriters[i](writer, opts, message);
    }
    const unknown = message.$unknown;
    if (unknown !== void 0 && opts.writeUnknownFields) {
      for (let i = 0; i < unknown.length; i++) {
        const { no, wireType, data } = unknown[i];
        writer.tag(no, wireType).raw(data);
      }
    }
  };
  compiledWriters.set(desc, compiled);
  for (const field of sortedFields) {
    fieldWriters.push(compileField(field));
  }
  return compiled;
}
function compileField(field) {
  switch (field.fieldKind) {
    case "message":
    case "scalar":
    case "enum":
      return compileSingularField(field);
    case "list":
      return compileListField(field);
    case "map":
      return compileMapField(field);
  }
}
function compileSingularField(field) {
  const writeValue = compileSingularValue(field);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (writer, opts, message) => {
      const oneof = message[oneofLocalName];
      if (oneof.case === localName) {
        writeValue(writer, opts, oneof.value);
      }
    };
  }
  if (field.presence != IMPLICIT4) {
    const requiredError = field.presence == LEGACY_REQUIRED2 ? `cannot encode ${field} to binary: required field not set` : void 0;
    return (writer, opts, message) => {
      const value = message[localName];
      if (value !== void 0 && Object.prototype.hasOwnProperty.call(message, localName)) {
        writeValue(writer, opts, value);
      } else if (requiredError !== void 0) {
        throw new Error(requiredError);
      }
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (writer, opts, message) => {
      const value = message[localName];
      if (value !== zero) {
        writeValue(writer, opts, value);
      }
    };
  }
  switch (field.scalar) {
    case ScalarType.BOOL:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value !== false) {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.STRING:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value !== "") {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.BYTES:
      return (writer, opts, message) => {
        const value = message[localName];
        if (!(value instanceof Uint8Array) || value.byteLength > 0) {
          writeValue(writer, opts, value);
        }
      };
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (writer, opts, message) => {
        const value = message[localName];
        if (!Object.is(value, 0)) {
          writeValue(writer, opts, value);
        }
      };
    default:
      return (writer, opts, message) => {
        const value = message[localName];
        if (value != 0) {
          writeValue(writer, opts, value);
        }
      };
  }
}
function compileSingularValue(field) {
  switch (field.fieldKind) {
    case "message": {
      const { toMessage } = localMessageMapper(field);
      const writeChild = compileChildWriter(field);
      return (writer, opts, value) => {
        writeChild(writer, opts, toMessage(value));
      };
    }
    case "scalar":
    case "enum": {
      const scalarType = field.fieldKind == "enum" ? ScalarType.INT32 : field.scalar;
      const fieldNo = field.number;
      const wireType = writeTypeOfScalar(scalarType);
      const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
      return (writer, opts, value) => {
        writer.tag(fieldNo, wireType);
        writeScalar(writer, value);
      };
    }
  }
}
function compileListField(field) {
  const localName = field.localName;
  const fieldNo = field.number;
  switch (field.listKind) {
    case "message": {
      const { toMessage } = localMessageMapper(field);
      const writeChild = compileChildWriter(field);
      return (writer, opts, message) => {
        const items = message[localName];
        for (let i = 0; i < items.length; i++) {
          writeChild(writer, opts, toMessage(items[i]));
        }
      };
    }
    case "scalar":
    case "enum": {
      const scalarType = field.listKind == "enum" ? ScalarType.INT32 : field.scalar;
      const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
      if (field.packed) {
        return (writer, opts, message) => {
          const items = message[localName];
          if (items.length == 0) {
            return;
          }
          writer.tag(fieldNo, WireType.LengthDelimited).fork();
          for (let i = 0; i < items.length; i++) {
            writeScalar(writer, items[i]);
          }
          writer.join();
        };
      }
      const wireType = writeTypeOfScalar(scalarType);
      return (writer, opts, message) => {
        const items = message[localName];
        for (let i = 0; i < items.length; i++) {
          writer.tag(fieldNo, wireType);
          writeScalar(writer, items[i]);
        }
      };
    }
  }
}
function compileMapField(field) {
  const localName = field.localName;
  const fieldNo = field.number;
  const writeKey = compileMapKey(field);
  if (field.mapKind == "message") {
    const { toMessage } = localMessageMapper(field);
    const writeMessage = compiledWriter(field.message);
    return (writer, opts, message) => {
      const record = message[localName];
      const keys = Object.keys(record);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        writer.tag(fieldNo, WireType.LengthDelimited).fork();
        writeKey(writer, key);
        writer.tag(2, WireType.LengthDelimited).fork();
        writeMessage(writer, opts, toMessage(record[key]));
        writer.join();
        writer.join();
      }
    };
  }
  const scalarType = field.mapKind == "enum" ? ScalarType.INT32 : field.scalar;
  const valueWireType = writeTypeOfScalar(scalarType);
  const writeScalar = compileScalarValue(scalarType, field.parent.typeName, field.name);
  return (writer, opts, message) => {
    const record = message[localName];
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      writer.tag(fieldNo, WireType.LengthDelimited).fork();
      writeKey(writer, key);
      writer.tag(2, valueWireType);
      writeScalar(writer, record[key]);
      writer.join();
    }
  };
}
function compileMapKey(field) {
  const wireType = writeTypeOfScalar(field.mapKey);
  const writeScalar = compileScalarValue(field.mapKey, field.parent.typeName, field.name);
  const convertKey = compileMapKeyConverter(field.mapKey);
  return (writer, key) => {
    writer.tag(1, wireType);
    writeScalar(writer, convertKey(key));
  };
}
function compileMapKeyConverter(type) {
  switch (type) {
    case ScalarType.STRING:
      return (key) => key;
    case ScalarType.BOOL:
      return (key) => key === "true" ? true : key === "false" ? false : key;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return (key) => {
        try {
          return protoInt64.uParse(key);
        } catch (_a) {
          return key;
        }
      };
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (key) => {
        try {
          return protoInt64.parse(key);
        } catch (_a) {
          return key;
        }
      };
    default:
      return (key) => {
        const n = Number.parseInt(key);
        return Number.isFinite(n) ? n : key;
      };
  }
}
function compileScalarValue(type, messageName, fieldName) {
  const writeScalar = compileScalarWrite(type);
  return (writer, value) => {
    try {
      writeScalar(writer, value);
    } catch (e) {
      if (e instanceof Error) {
        throw new Error(`cannot encode field ${messageName}.${fieldName} to binary: ${e.message}`);
      }
      throw e;
    }
  };
}
function compileScalarWrite(type) {
  switch (type) {
    case ScalarType.STRING:
      return (writer, value) => writer.string(value);
    case ScalarType.BOOL:
      return (writer, value) => writer.bool(value);
    case ScalarType.DOUBLE:
      return (writer, value) => writer.double(value);
    case ScalarType.FLOAT:
      return (writer, value) => writer.float(value);
    case ScalarType.INT32:
      return (writer, value) => writer.int32(value);
    case ScalarType.INT64:
      return (writer, value) => writer.int64(value);
    case ScalarType.UINT64:
      return (writer, value) => writer.uint64(value);
    case ScalarType.FIXED64:
      return (writer, value) => writer.fixed64(value);
    case ScalarType.BYTES:
      return (writer, value) => writer.bytes(value);
    case ScalarType.FIXED32:
      return (writer, value) => writer.fixed32(value);
    case ScalarType.SFIXED32:
      return (writer, value) => writer.sfixed32(value);
    case ScalarType.SFIXED64:
      return (writer, value) => writer.sfixed64(value);
    case ScalarType.SINT64:
      return (writer, value) => writer.sint64(value);
    case ScalarType.UINT32:
      return (writer, value) => writer.uint32(value);
    case ScalarType.SINT32:
      return (writer, value) => writer.sint32(value);
  }
}
function writeField(writer, opts, msg, field) {
  compileField(field)(writer, opts, msg[unsafeLocal]);
}
function compileChildWriter(field) {
  const fieldNo = field.number;
  const writeMessage = compiledWriter(field.message);
  if (field.delimitedEncoding) {
    return (writer, opts, child) => {
      writer.tag(fieldNo, WireType.StartGroup);
      writeMessage(writer, opts, child);
      writer.tag(fieldNo, WireType.EndGroup);
    };
  }
  return (writer, opts, child) => {
    writer.tag(fieldNo, WireType.LengthDelimited).fork();
    writeMessage(writer, opts, child);
    writer.join();
  };
}
function writeTypeOfScalar(type) {
  switch (type) {
    case ScalarType.BYTES:
    case ScalarType.STRING:
      return WireType.LengthDelimited;
    case ScalarType.DOUBLE:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return WireType.Bit64;
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
    case ScalarType.FLOAT:
      return WireType.Bit32;
    default:
      return WireType.Varint;
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/any.js
function anyPack(schema, message, into) {
  let ret = false;
  if (!into) {
    into = create(AnySchema);
    ret = true;
  }
  into.value = toBinary(schema, message);
  into.typeUrl = typeNameToUrl(message.$typeName);
  return ret ? into : void 0;
}
function anyIs(any, descOrTypeName) {
  if (any.typeUrl === "") {
    return false;
  }
  const want = typeof descOrTypeName == "string" ? descOrTypeName : descOrTypeName.typeName;
  const got = typeUrlToName(any.typeUrl);
  return want === got;
}
function anyUnpack(any, registryOrMessageDesc) {
  if (any.typeUrl === "") {
    return void 0;
  }
  const desc = registryOrMessageDesc.kind == "message" ? registryOrMessageDesc : registryOrMessageDesc.getMessage(typeUrlToName(any.typeUrl));
  if (!desc || !anyIs(any, desc)) {
    return void 0;
  }
  return fromBinary(desc, any.value);
}
function typeNameToUrl(name) {
  return `type.googleapis.com/${name}`;
}
function typeUrlToName(url2) {
  const slash = url2.lastIndexOf("/");
  const name = slash >= 0 ? url2.substring(slash + 1) : url2;
  if (!name.length) {
    throw new Error(`invalid type url: ${url2}`);
  }
  return name;
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/empty_pb.js
var file_google_protobuf_empty = /* @__PURE__ */ fileDesc("Chtnb29nbGUvcHJvdG9idWYvZW1wdHkucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIHCgVFbXB0eUJ9ChNjb20uZ29vZ2xlLnByb3RvYnVmQgpFbXB0eVByb3RvUAFaLmdvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL2VtcHR5cGL4AQGiAgNHUEKqAh5Hb29nbGUuUHJvdG9idWYuV2VsbEtub3duVHlwZXNiBnByb3RvMw");

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/struct_pb.js
var file_google_protobuf_struct = /* @__PURE__ */ fileDesc("Chxnb29nbGUvcHJvdG9idWYvc3RydWN0LnByb3RvEg9nb29nbGUucHJvdG9idWYihAEKBlN0cnVjdBIzCgZmaWVsZHMYASADKAsyIy5nb29nbGUucHJvdG9idWYuU3RydWN0LkZpZWxkc0VudHJ5GkUKC0ZpZWxkc0VudHJ5EgsKA2tleRgBIAEoCRIlCgV2YWx1ZRgCIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZToCOAEi6gEKBVZhbHVlEjAKCm51bGxfdmFsdWUYASABKA4yGi5nb29nbGUucHJvdG9idWYuTnVsbFZhbHVlSAASFgoMbnVtYmVyX3ZhbHVlGAIgASgBSAASFgoMc3RyaW5nX3ZhbHVlGAMgASgJSAASFAoKYm9vbF92YWx1ZRgEIAEoCEgAEi8KDHN0cnVjdF92YWx1ZRgFIAEoCzIXLmdvb2dsZS5wcm90b2J1Zi5TdHJ1Y3RIABIwCgpsaXN0X3ZhbHVlGAYgASgLMhouZ29vZ2xlLnByb3RvYnVmLkxpc3RWYWx1ZUgAQgYKBGtpbmQiMwoJTGlzdFZhbHVlEiYKBnZhbHVlcxgBIAMoCzIWLmdvb2dsZS5wcm90b2J1Zi5WYWx1ZSobCglOdWxsVmFsdWUSDgoKTlVMTF9WQUxVRRAAQn8KE2NvbS5nb29nbGUucHJvdG9idWZCC1N0cnVjdFByb3RvUAFaL2dvb2dsZS5nb2xhbmcub3JnL3Byb3RvYnVmL3R5cGVzL2tub3duL3N0cnVjdHBi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var StructSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 0);
var ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 1);
var ListValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_struct, 2);
var NullValue;
(function(NullValue2) {
  NullValue2[NullValue2["NULL_VALUE"] = 0] = "NULL_VALUE";
})(NullValue || (NullValue = {}));

// node_modules/@bufbuild/protobuf/dist/esm/wkt/google/protobuf/wrappers_pb.js
var file_google_protobuf_wrappers = /* @__PURE__ */ fileDesc("Ch5nb29nbGUvcHJvdG9idWYvd3JhcHBlcnMucHJvdG8SD2dvb2dsZS5wcm90b2J1ZiIcCgtEb3VibGVWYWx1ZRINCgV2YWx1ZRgBIAEoASIbCgpGbG9hdFZhbHVlEg0KBXZhbHVlGAEgASgCIhsKCkludDY0VmFsdWUSDQoFdmFsdWUYASABKAMiHAoLVUludDY0VmFsdWUSDQoFdmFsdWUYASABKAQiGwoKSW50MzJWYWx1ZRINCgV2YWx1ZRgBIAEoBSIcCgtVSW50MzJWYWx1ZRINCgV2YWx1ZRgBIAEoDSIaCglCb29sVmFsdWUSDQoFdmFsdWUYASABKAgiHAoLU3RyaW5nVmFsdWUSDQoFdmFsdWUYASABKAkiGwoKQnl0ZXNWYWx1ZRINCgV2YWx1ZRgBIAEoDEKDAQoTY29tLmdvb2dsZS5wcm90b2J1ZkINV3JhcHBlcnNQcm90b1ABWjFnb29nbGUuZ29sYW5nLm9yZy9wcm90b2J1Zi90eXBlcy9rbm93bi93cmFwcGVyc3Bi+AEBogIDR1BCqgIeR29vZ2xlLlByb3RvYnVmLldlbGxLbm93blR5cGVzYgZwcm90bzM");
var DoubleValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 0);
var FloatValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 1);
var Int64ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 2);
var UInt64ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 3);
var Int32ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 4);
var UInt32ValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 5);
var BoolValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 6);
var StringValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 7);
var BytesValueSchema = /* @__PURE__ */ messageDesc(file_google_protobuf_wrappers, 8);

// node_modules/@bufbuild/protobuf/dist/esm/extensions.js
function getExtension(message, extension, options) {
  assertExtendee(extension, message);
  const ufs = filterUnknownFields(message.$unknown, extension);
  const [container, field, get] = createExtensionContainer(extension);
  const ctx = makeReadContext(options);
  for (const uf of ufs) {
    readField(container, new BinaryReader(uf.data), field, uf.wireType, ctx);
  }
  return get();
}
function setExtension(message, extension, value) {
  var _a;
  assertExtendee(extension, message);
  const ufs = ((_a = message.$unknown) !== null && _a !== void 0 ? _a : []).filter((uf) => uf.no !== extension.number);
  const [container, field] = createExtensionContainer(extension, value);
  const writer = new BinaryWriter();
  writeField(writer, { writeUnknownFields: true }, container, field);
  const reader = new BinaryReader(writer.finish());
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    const data = reader.skip(wireType, no);
    ufs.push({ no, wireType, data });
  }
  message.$unknown = ufs;
}
function filterUnknownFields(unknownFields, extension) {
  if (unknownFields === void 0)
    return [];
  if (extension.fieldKind === "enum" || extension.fieldKind === "scalar") {
    for (let i = unknownFields.length - 1; i >= 0; --i) {
      if (unknownFields[i].no == extension.number) {
        return [unknownFields[i]];
      }
    }
    return [];
  }
  return unknownFields.filter((uf) => uf.no === extension.number);
}
function createExtensionContainer(extension, value) {
  const localName = extension.typeName;
  const field = Object.assign(Object.assign({}, extension), { kind: "field", parent: extension.extendee, localName });
  const desc = Object.assign(Object.assign({}, extension.extendee), { fields: [field], members: [field], oneofs: [] });
  const container = create(desc, value !== void 0 ? { [localName]: value } : void 0);
  return [
    reflect(desc, container),
    field,
    () => {
      const value2 = container[localName];
      if (value2 === void 0) {
        const desc2 = extension.message;
        if (isWrapperDesc(desc2)) {
          return scalarZeroValue(desc2.fields[0].scalar, desc2.fields[0].longAsString);
        }
        return create(desc2);
      }
      return value2;
    }
  ];
}
function assertExtendee(extension, message) {
  if (extension.extendee.typeName != message.$typeName) {
    throw new Error(`extension ${extension.typeName} can only be applied to message ${extension.extendee.typeName}`);
  }
}

// node_modules/@bufbuild/protobuf/dist/esm/equals.js
function equals(schema, a, b, options) {
  if (a.$typeName != schema.typeName || b.$typeName != schema.typeName) {
    return false;
  }
  if (a === b) {
    return true;
  }
  return reflectEquals(reflect(schema, a), reflect(schema, b), options);
}
function reflectEquals(a, b, opts) {
  if (a.desc.typeName === "google.protobuf.Any" && (opts === null || opts === void 0 ? void 0 : opts.unpackAny) == true) {
    return anyUnpackedEquals(a.message, b.message, opts);
  }
  for (const f of a.fields) {
    if (!fieldEquals(f, a, b, opts)) {
      return false;
    }
  }
  if ((opts === null || opts === void 0 ? void 0 : opts.unknown) == true && !unknownEquals(a, b, opts.registry)) {
    return false;
  }
  if ((opts === null || opts === void 0 ? void 0 : opts.extensions) == true && !extensionsEquals(a, b, opts)) {
    return false;
  }
  return true;
}
function fieldEquals(f, a, b, opts) {
  if (!a.isSet(f) && !b.isSet(f)) {
    return true;
  }
  if (!a.isSet(f) || !b.isSet(f)) {
    return false;
  }
  switch (f.fieldKind) {
    case "scalar":
      return scalarEquals(f.scalar, a.get(f), b.get(f));
    case "enum":
      return a.get(f) === b.get(f);
    case "message":
      return reflectEquals(a.get(f), b.get(f), opts);
    case "map": {
      const mapA = a.get(f);
      const mapB = b.get(f);
      const keys = [];
      for (const k of mapA.keys()) {
        if (!mapB.has(k)) {
          return false;
        }
        keys.push(k);
      }
      for (const k of mapB.keys()) {
        if (!mapA.has(k)) {
          return false;
        }
      }
      for (const key of keys) {
        const va = mapA.get(key);
        const vb = mapB.get(key);
        if (va === vb) {
          continue;
        }
        switch (f.mapKind) {
          case "enum":
            return false;
          case "message":
            if (!reflectEquals(va, vb, opts)) {
              return false;
            }
            break;
          case "scalar":
            if (!scalarEquals(f.scalar, va, vb)) {
              return false;
            }
            break;
        }
      }
      break;
    }
    case "list": {
      const listA = a.get(f);
      const listB = b.get(f);
      if (listA.size != listB.size) {
        return false;
      }
      for (let i = 0; i < listA.size; i++) {
        const va = listA.get(i);
        const vb = listB.get(i);
        if (va === vb) {
          continue;
        }
        switch (f.listKind) {
          case "enum":
            return false;
          case "message":
            if (!reflectEquals(va, vb, opts)) {
              return false;
            }
            break;
          case "scalar":
            if (!scalarEquals(f.scalar, va, vb)) {
              return false;
            }
            break;
        }
      }
      break;
    }
  }
  return true;
}
function anyUnpackedEquals(a, b, opts) {
  if (a.typeUrl !== b.typeUrl) {
    return false;
  }
  const unpackedA = anyUnpack(a, opts.registry);
  const unpackedB = anyUnpack(b, opts.registry);
  if (unpackedA && unpackedB) {
    const schema = opts.registry.getMessage(unpackedA.$typeName);
    if (schema) {
      return equals(schema, unpackedA, unpackedB, opts);
    }
  }
  return scalarEquals(ScalarType.BYTES, a.value, b.value);
}
function unknownEquals(a, b, registry) {
  function getTrulyUnknown(msg, registry2) {
    var _a;
    const u = (_a = msg.getUnknown()) !== null && _a !== void 0 ? _a : [];
    return registry2 ? u.filter((uf) => !registry2.getExtensionFor(msg.desc, uf.no)) : u;
  }
  const unknownA = getTrulyUnknown(a, registry);
  const unknownB = getTrulyUnknown(b, registry);
  if (unknownA.length != unknownB.length) {
    return false;
  }
  for (let i = 0; i < unknownA.length; i++) {
    const a2 = unknownA[i];
    const b2 = unknownB[i];
    if (a2.no != b2.no) {
      return false;
    }
    if (a2.wireType != b2.wireType) {
      return false;
    }
    if (!scalarEquals(ScalarType.BYTES, a2.data, b2.data)) {
      return false;
    }
  }
  return true;
}
function extensionsEquals(a, b, opts) {
  function getSetExtensions(msg, registry) {
    var _a;
    return ((_a = msg.getUnknown()) !== null && _a !== void 0 ? _a : []).map((uf) => registry.getExtensionFor(msg.desc, uf.no)).filter((e) => e != void 0).filter((e, index, arr) => arr.indexOf(e) === index);
  }
  const extensionsA = getSetExtensions(a, opts.registry);
  const extensionsB = getSetExtensions(b, opts.registry);
  if (extensionsA.length != extensionsB.length || extensionsA.some((e) => !extensionsB.includes(e))) {
    return false;
  }
  for (const extension of extensionsA) {
    const [containerA, field] = createExtensionContainer(extension, getExtension(a.message, extension));
    const [containerB] = createExtensionContainer(extension, getExtension(b.message, extension));
    if (!fieldEquals(field, containerA, containerB, opts)) {
      return false;
    }
  }
  return true;
}

// node_modules/@bufbuild/protobuf/dist/esm/wkt/json.js
var timestampMsMin = /* @__PURE__ */ Date.parse("0001-01-01T00:00:00Z");
var timestampMsMax = /* @__PURE__ */ Date.parse("9999-12-31T23:59:59Z");
var durationSecondsMin = -315576e6;
var durationSecondsMax = 315576e6;

// node_modules/@bufbuild/protobuf/dist/esm/to-json.js
var LEGACY_REQUIRED3 = 3;
var IMPLICIT5 = 2;
var jsonWriteDefaults = {
  alwaysEmitImplicit: false,
  enumAsInteger: false,
  useProtoFieldName: false
};
function makeWriteOptions2(options) {
  return options ? Object.assign(Object.assign({}, jsonWriteDefaults), options) : jsonWriteDefaults;
}
function toJson(schema, message, options) {
  return compiledWriter2(schema)(makeWriteOptions2(options), message);
}
var compiledWriters2 = /* @__PURE__ */ new WeakMap();
function compiledWriter2(desc) {
  let compiled = compiledWriters2.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage3(desc);
  }
  return compiled;
}
function compileMessage3(desc) {
  const typeName = desc.typeName;
  const writeWkt = compileWkt(desc);
  if (writeWkt !== void 0) {
    const foreignField2 = desc.fields[0];
    const compiledWriter4 = (opts, message) => {
      if (message.$typeName !== typeName && foreignField2 !== void 0) {
        throw new FieldError(foreignField2, `cannot use ${foreignField2} with message ${message.$typeName}`, "ForeignFieldError");
      }
      return writeWkt(opts, message);
    };
    compiledWriters2.set(desc, compiledWriter4);
    return compiledWriter4;
  }
  const sortedFields = desc.fields.concat().sort((a, b) => a.number - b.number);
  const foreignField = sortedFields[0];
  const fieldWriters = [];
  const compiledWriter3 = (opts, message) => {
    if (message.$typeName !== typeName && foreignField !== void 0) {
      throw new FieldError(foreignField, `cannot use ${foreignField} with message ${message.$typeName}`, "ForeignFieldError");
    }
    const json = {};
    for (let i = 0; i < fieldWriters.length; i++) {
      fieldWriters[i](opts, message, json);
    }
    if (opts.registry) {
      writeExtensions(json, opts, opts.registry, message, desc);
    }
    return json;
  };
  compiledWriters2.set(desc, compiledWriter3);
  for (const field of sortedFields) {
    const writeField2 = compileField2(field);
    fieldWriters.push(field.jsonName === "__proto__" || field.name === "__proto__" ? writeOwnKeys(writeField2) : writeField2);
  }
  return compiledWriter3;
}
function writeOwnKeys(writeField2) {
  return (opts, message, json) => {
    const tmp = /* @__PURE__ */ Object.create(null);
    writeField2(opts, message, tmp);
    for (const key of Object.keys(tmp)) {
      setOwn(json, key, tmp[key]);
    }
  };
}
function compileWkt(desc) {
  if (!desc.typeName.startsWith("google.protobuf.")) {
    return void 0;
  }
  switch (desc.typeName) {
    case "google.protobuf.Any":
      return (opts, message) => anyToJson(message, opts);
    case "google.protobuf.Timestamp":
      return (opts, message) => timestampToJson(message);
    case "google.protobuf.Duration":
      return (opts, message) => durationToJson(message);
    case "google.protobuf.FieldMask":
      return (opts, message) => fieldMaskToJson(message);
    case "google.protobuf.Struct":
      return (opts, message) => structToJson(message);
    case "google.protobuf.Value":
      return (opts, message) => valueToJson(message);
    case "google.protobuf.ListValue":
      return (opts, message) => listValueToJson(message);
    default:
      if (isWrapperDesc(desc)) {
        const valueField = desc.fields[0];
        const localName = valueField.localName;
        const zero = scalarZeroValue(valueField.scalar, false);
        const writeScalar = compileScalarValue2(valueField);
        return (opts, message) => {
          const value = message[localName];
          return writeScalar(opts, value === void 0 ? zero : value);
        };
      }
      return void 0;
  }
}
function compileField2(field) {
  switch (field.fieldKind) {
    case "scalar":
    case "enum":
    case "message":
      return compileSingularField2(field);
    case "list":
    case "map": {
      const writeValue = field.fieldKind == "list" ? compileListValue(field) : compileMapValue(field);
      const protoName = field.name;
      const jsonKey = field.jsonName;
      const localName = field.localName;
      return (opts, message, json) => {
        const value = writeValue(opts, message[localName]);
        if (value !== void 0) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = value;
        }
      };
    }
  }
}
function compileSingularField2(field) {
  const writeValue = compileSingularValue2(field);
  const protoName = field.name;
  const jsonKey = field.jsonName;
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (opts, message, json) => {
      const oneof = message[oneofLocalName];
      if (oneof.case === localName) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, oneof.value);
      }
    };
  }
  if (field.presence != IMPLICIT5) {
    const requiredError = field.presence == LEGACY_REQUIRED3 ? `cannot encode ${field} to JSON: required field not set` : void 0;
    return (opts, message, json) => {
      const value = message[localName];
      if (value !== void 0 && Object.prototype.hasOwnProperty.call(message, localName)) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
      } else if (requiredError !== void 0) {
        throw new Error(requiredError);
      }
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (opts, message, json) => {
      const value = message[localName];
      if (value !== zero || opts.alwaysEmitImplicit) {
        json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
      }
    };
  }
  switch (field.scalar) {
    case ScalarType.BOOL:
      return (opts, message, json) => {
        const value = message[localName];
        if (value !== false || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.STRING:
      return (opts, message, json) => {
        const value = message[localName];
        if (value !== "" || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.BYTES:
      return (opts, message, json) => {
        const value = message[localName];
        if (!(value instanceof Uint8Array) || value.byteLength > 0 || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (opts, message, json) => {
        const value = message[localName];
        if (!Object.is(value, 0) || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
    default:
      return (opts, message, json) => {
        const value = message[localName];
        if (value != 0 || opts.alwaysEmitImplicit) {
          json[opts.useProtoFieldName ? protoName : jsonKey] = writeValue(opts, value);
        }
      };
  }
}
function compileFieldValue(field) {
  switch (field.fieldKind) {
    case "scalar":
    case "enum":
    case "message":
      return compileSingularValue2(field);
    case "list":
      return compileListValue(field);
    case "map":
      return compileMapValue(field);
  }
}
function compileSingularValue2(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileMessageValue(field) {
  const { toMessage } = localMessageMapper(field);
  const writeMessage = compiledWriter2(field.message);
  return (opts, value) => writeMessage(opts, toMessage(value));
}
function compileListValue(field) {
  const writeItem = compileListItemValue(field);
  return (opts, value) => {
    const items = value;
    if (items.length == 0 && !opts.alwaysEmitImplicit) {
      return void 0;
    }
    const jsonArray = [];
    for (let i = 0; i < items.length; i++) {
      jsonArray.push(writeItem(opts, items[i]));
    }
    return jsonArray;
  };
}
function compileListItemValue(field) {
  switch (field.listKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileMapValue(field) {
  const writeMapValue = compileMapEntryValue(field);
  return (opts, value) => {
    const record = value;
    const keys = Object.keys(record);
    if (keys.length == 0 && !opts.alwaysEmitImplicit) {
      return void 0;
    }
    const jsonObject = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      setOwn(jsonObject, key, writeMapValue(opts, record[key]));
    }
    return jsonObject;
  };
}
function compileMapEntryValue(field) {
  switch (field.mapKind) {
    case "scalar":
      return compileScalarValue2(field);
    case "enum":
      return compileEnumValue(field);
    case "message":
      return compileMessageValue(field);
  }
}
function compileEnumValue(field) {
  const desc = field.enum;
  if (desc.typeName == "google.protobuf.NullValue") {
    return (opts, value) => {
      if (typeof value != "number") {
        throw errorEnumValue(desc, value);
      }
      return null;
    };
  }
  return (opts, value) => {
    var _a, _b;
    if (typeof value != "number") {
      throw errorEnumValue(desc, value);
    }
    if (opts.enumAsInteger) {
      return value;
    }
    return (_b = (_a = desc.value[value]) === null || _a === void 0 ? void 0 : _a.jsonName) !== null && _b !== void 0 ? _b : value;
  };
}
function errorEnumValue(desc, value) {
  return new Error(`cannot encode ${desc} to JSON: expected number, got ${formatVal(value)}`);
}
function compileScalarValue2(field) {
  switch (field.scalar) {
    // int32, fixed32, uint32: JSON value will be a decimal number. Either numbers or strings are accepted.
    case ScalarType.INT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
      return (opts, value) => {
        if (typeof value != "number") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // float, double: JSON value will be a number or one of the special string values "NaN", "Infinity", and "-Infinity".
    // Either numbers or strings are accepted. Exponent notation is also accepted.
    case ScalarType.FLOAT:
    case ScalarType.DOUBLE:
      return (opts, value) => {
        if (typeof value != "number") {
          throw errorScalarValue(field, value);
        }
        if (Number.isNaN(value))
          return "NaN";
        if (value === Number.POSITIVE_INFINITY)
          return "Infinity";
        if (value === Number.NEGATIVE_INFINITY)
          return "-Infinity";
        return value;
      };
    // string:
    case ScalarType.STRING:
      return (opts, value) => {
        if (typeof value != "string") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // bool:
    case ScalarType.BOOL:
      return (opts, value) => {
        if (typeof value != "boolean") {
          throw errorScalarValue(field, value);
        }
        return value;
      };
    // JSON value will be a decimal string. Either numbers or strings are accepted.
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      return (opts, value) => {
        if (typeof value == "bigint" || typeof value == "string" || typeof value == "number" && Number.isInteger(value)) {
          return value.toString();
        }
        throw errorScalarValue(field, value);
      };
    // bytes: JSON value will be the data encoded as a string using standard base64 encoding with paddings.
    // Either standard or URL-safe base64 encoding with/without paddings are accepted.
    case ScalarType.BYTES:
      return (opts, value) => {
        if (value instanceof Uint8Array) {
          return base64Encode(value);
        }
        throw errorScalarValue(field, value);
      };
  }
}
function errorScalarValue(field, value) {
  var _a;
  return new Error(`cannot encode ${field} to JSON: ${(_a = checkField(field, value)) === null || _a === void 0 ? void 0 : _a.message}`);
}
function writeExtensions(json, opts, registry, message, desc) {
  const unknown = message.$unknown;
  if (unknown === void 0) {
    return;
  }
  const tagSeen = /* @__PURE__ */ new Set();
  for (let i = 0; i < unknown.length; i++) {
    const { no } = unknown[i];
    if (!tagSeen.has(no)) {
      tagSeen.add(no);
      const extension = registry.getExtensionFor(desc, no);
      if (!extension) {
        continue;
      }
      const value = getExtension(message, extension);
      const [container, field] = createExtensionContainer(extension, value);
      const local = container[unsafeLocal];
      const jsonValue = compileFieldValue(field)(opts, local[field.localName]);
      if (jsonValue !== void 0) {
        json[extension.jsonName] = jsonValue;
      }
    }
  }
}
function anyToJson(val, opts) {
  if (val.typeUrl === "") {
    return {};
  }
  const { registry } = opts;
  let message;
  let desc;
  if (registry) {
    message = anyUnpack(val, registry);
    if (message) {
      desc = registry.getMessage(message.$typeName);
    }
  }
  if (!desc || !message) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: "${val.typeUrl}" is not in the type registry`);
  }
  const json = hasCustomJsonRepresentation(desc) ? {
    value: compiledWriter2(desc)(opts, message)
  } : compiledWriter2(desc)(opts, message);
  json["@type"] = val.typeUrl;
  return json;
}
function durationToJson(val) {
  const seconds = Number(val.seconds);
  const nanos = val.nanos;
  if (seconds > durationSecondsMax || seconds < durationSecondsMin) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: value out of range`);
  }
  if (seconds > 0 && nanos < 0 || seconds < 0 && nanos > 0) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos sign must match seconds sign`);
  }
  let text = val.seconds.toString();
  if (nanos !== 0) {
    let nanosStr = Math.abs(nanos).toString();
    nanosStr = "0".repeat(9 - nanosStr.length) + nanosStr;
    if (nanosStr.substring(3) === "000000") {
      nanosStr = nanosStr.substring(0, 3);
    } else if (nanosStr.substring(6) === "000") {
      nanosStr = nanosStr.substring(0, 6);
    }
    text += "." + nanosStr;
    if (nanos < 0 && seconds == 0) {
      text = "-" + text;
    }
  }
  return text + "s";
}
function fieldMaskToJson(val) {
  return val.paths.map((p) => {
    if (protoSnakeCase(protoCamelCase(p)) !== p) {
      throw new Error(`cannot encode message ${val.$typeName} to JSON: lowerCamelCase of path name "${p}" is irreversible`);
    }
    return protoCamelCase(p);
  }).join(",");
}
function structToJson(val) {
  const json = {};
  const keys = Object.keys(val.fields);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    setOwn(json, key, valueToJson(val.fields[key]));
  }
  return json;
}
function valueToJson(val) {
  switch (val.kind.case) {
    case "nullValue":
      return null;
    case "numberValue":
      if (!Number.isFinite(val.kind.value)) {
        throw new Error(`${val.$typeName} cannot be NaN or Infinity`);
      }
      return val.kind.value;
    case "boolValue":
      return val.kind.value;
    case "stringValue":
      return val.kind.value;
    case "structValue":
      return structToJson(val.kind.value);
    case "listValue":
      return listValueToJson(val.kind.value);
    default:
      throw new Error(`${val.$typeName} must have a value`);
  }
}
function listValueToJson(val) {
  return val.values.map(valueToJson);
}
function timestampToJson(val) {
  const ms = Number(val.seconds) * 1e3;
  if (ms < timestampMsMin || ms > timestampMsMax) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);
  }
  if (val.nanos < 0) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos must not be negative`);
  }
  if (val.nanos > 999999999) {
    throw new Error(`cannot encode message ${val.$typeName} to JSON: nanos must not be greater than 999999999`);
  }
  let z = "Z";
  if (val.nanos > 0) {
    const nanosStr = (val.nanos + 1e9).toString().substring(1);
    if (nanosStr.substring(3) === "000000") {
      z = "." + nanosStr.substring(0, 3) + "Z";
    } else if (nanosStr.substring(6) === "000") {
      z = "." + nanosStr.substring(0, 6) + "Z";
    } else {
      z = "." + nanosStr + "Z";
    }
  }
  return new Date(ms).toISOString().replace(".000Z", z);
}

// node_modules/@bufbuild/protobuf/dist/esm/from-json.js
var IMPLICIT6 = 2;
function makeReadContext2(options) {
  return Object.assign(Object.assign({ ignoreUnknownFields: false, recursionLimit: 100 }, options), { depth: 0 });
}
function fromJson(schema, json, options) {
  const message = create(schema);
  readMessage(schema, message, json, options);
  return message;
}
function readMessage(schema, message, json, options) {
  try {
    compiledReader2(schema)(message, json, makeReadContext2(options));
  } catch (e) {
    if (isFieldError(e)) {
      throw new Error(`cannot decode ${e.field()} from JSON: ${e.message}`, {
        cause: e
      });
    }
    throw e;
  }
}
var compiledReaders2 = /* @__PURE__ */ new WeakMap();
function compiledReader2(desc) {
  let compiled = compiledReaders2.get(desc);
  if (compiled === void 0) {
    compiled = compileMessage4(desc);
  }
  return compiled;
}
function compileMessage4(desc) {
  const descString = String(desc);
  const readWkt = compileWkt2(desc);
  if (readWkt !== void 0) {
    const compiled2 = (message, json, ctx) => {
      if (++ctx.depth > ctx.recursionLimit) {
        throw new Error(`cannot decode ${descString} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
      }
      readWkt(message, json, ctx);
      ctx.depth--;
    };
    compiledReaders2.set(desc, compiled2);
    return compiled2;
  }
  const typeName = desc.typeName;
  const fieldsByJsonKey = /* @__PURE__ */ new Map();
  const compiled = (message, json, ctx) => {
    var _a;
    if (++ctx.depth > ctx.recursionLimit) {
      throw new Error(`cannot decode ${descString} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
    }
    if (json == null || Array.isArray(json) || typeof json != "object") {
      throw new Error(`cannot decode ${descString} from JSON: ${formatVal(json)}`);
    }
    const oneofSeen = /* @__PURE__ */ new Map();
    const fieldSeen = /* @__PURE__ */ new Set();
    const jsonKeys = Object.keys(json);
    for (let i = 0; i < jsonKeys.length; i++) {
      const jsonKey = jsonKeys[i];
      const jsonValue = json[jsonKey];
      const entry = fieldsByJsonKey.get(jsonKey);
      if (entry !== void 0) {
        const field = entry.field;
        if (fieldSeen.has(field)) {
          throw new FieldError(field, "set multiple times");
        }
        fieldSeen.add(field);
        if (entry.oneofScalarNullSkip && jsonValue === null) {
          continue;
        }
        if (entry.oneof) {
          const seen = oneofSeen.get(entry.oneof);
          if (seen !== void 0) {
            throw new FieldError(entry.oneof, `oneof set multiple times by ${seen.name} and ${field.name}`);
          }
          oneofSeen.set(entry.oneof, field);
        }
        entry.read(message, jsonValue, ctx);
      } else {
        const extension = jsonKey.startsWith("[") && jsonKey.endsWith("]") ? (_a = ctx.registry) === null || _a === void 0 ? void 0 : _a.getExtension(jsonKey.substring(1, jsonKey.length - 1)) : void 0;
        if ((extension === null || extension === void 0 ? void 0 : extension.extendee.typeName) == typeName) {
          const [container, field, get] = createExtensionContainer(extension);
          compileFieldReader2(field)(container[unsafeLocal], jsonValue, ctx);
          setExtension(message, extension, get());
        }
        if (extension === void 0 && !ctx.ignoreUnknownFields) {
          throw new Error(`cannot decode ${descString} from JSON: key "${jsonKey}" is unknown`);
        }
      }
    }
    ctx.depth--;
  };
  compiledReaders2.set(desc, compiled);
  for (const field of desc.fields) {
    const entry = {
      read: compileFieldReader2(field),
      field,
      oneof: field.oneof,
      oneofScalarNullSkip: field.oneof !== void 0 && field.fieldKind == "scalar"
    };
    fieldsByJsonKey.set(field.name, entry).set(field.jsonName, entry);
  }
  return compiled;
}
function compileWkt2(desc) {
  if (!desc.typeName.startsWith("google.protobuf.")) {
    return void 0;
  }
  switch (desc.typeName) {
    case "google.protobuf.Any":
      return (message, json, ctx) => anyFromJson(message, json, ctx);
    case "google.protobuf.Timestamp":
      return (message, json) => timestampFromJson(message, json);
    case "google.protobuf.Duration":
      return (message, json) => durationFromJson(message, json);
    case "google.protobuf.FieldMask":
      return (message, json) => fieldMaskFromJson(message, json);
    case "google.protobuf.Struct":
      return (message, json, ctx) => structFromJson(message, json, ctx);
    case "google.protobuf.Value":
      return (message, json, ctx) => valueFromJson(message, json, ctx);
    case "google.protobuf.ListValue":
      return (message, json, ctx) => listValueFromJson(message, json, ctx);
    default:
      if (isWrapperDesc(desc)) {
        const valueField = desc.fields[0];
        const localName = valueField.localName;
        const scalar = valueField.scalar;
        const longAsString = valueField.longAsString;
        const readScalar = compileScalarConverter(valueField);
        return (message, json) => {
          if (json === null) {
            message[localName] = scalarZeroValue(scalar, longAsString);
          } else {
            message[localName] = readScalar(json);
          }
        };
      }
      return void 0;
  }
}
function compileFieldReader2(field) {
  switch (field.fieldKind) {
    case "scalar":
      return compileScalarFieldReader2(field);
    case "enum":
      return compileEnumFieldReader2(field);
    case "message":
      return compileMessageFieldReader2(field);
    case "list":
      return compileListFieldReader2(field);
    case "map":
      return compileMapFieldReader2(field);
  }
}
function compileScalarFieldReader2(field) {
  const readScalar = compileScalarConverter(field);
  const localName = field.localName;
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json) => {
      message[oneofLocalName] = {
        case: localName,
        value: readScalar(json)
      };
    };
  }
  const clear = compileClear(field);
  return (message, json) => {
    if (json === null) {
      clear(message);
    } else {
      message[localName] = readScalar(json);
    }
  };
}
function compileClear(field) {
  const localName = field.localName;
  if (field.presence != IMPLICIT6) {
    return (message) => {
      delete message[localName];
    };
  }
  if (field.fieldKind == "enum") {
    const zero = field.enum.values[0].number;
    return (message) => {
      message[localName] = zero;
    };
  }
  const scalar = field.scalar;
  const longAsString = field.longAsString;
  return (message) => {
    message[localName] = scalarZeroValue(scalar, longAsString);
  };
}
function compileEnumFieldReader2(field) {
  const readEnumValue = compileEnumConverter(field.enum);
  const checkEnum2 = compileEnumCheck(field.enum);
  const localName = field.localName;
  const nullResets = field.enum.typeName != "google.protobuf.NullValue";
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json, ctx) => {
      if (json === null && nullResets) {
        const oneof = message[oneofLocalName];
        if (oneof.case === localName) {
          message[oneofLocalName] = { case: void 0 };
        }
        return;
      }
      const value = readEnumValue(json, ctx.ignoreUnknownFields);
      if (value === tokenIgnoredUnknownEnum) {
        return;
      }
      const check = checkEnum2(value);
      if (check !== true) {
        throw new FieldError(field, reasonSingular(field, value, check));
      }
      message[oneofLocalName] = { case: localName, value };
    };
  }
  const clear = compileClear(field);
  return (message, json, ctx) => {
    if (json === null && nullResets) {
      clear(message);
      return;
    }
    const value = readEnumValue(json, ctx.ignoreUnknownFields);
    if (value === tokenIgnoredUnknownEnum) {
      return;
    }
    const check = checkEnum2(value);
    if (check !== true) {
      throw new FieldError(field, reasonSingular(field, value, check));
    }
    message[localName] = value;
  };
}
function compileMessageFieldReader2(field) {
  const localName = field.localName;
  const { toMessage, toLocal } = localMessageMapper(field);
  const readChild = compiledReader2(field.message);
  const nullResets = field.message.typeName != "google.protobuf.Value";
  if (field.oneof) {
    const oneofLocalName = field.oneof.localName;
    return (message, json, ctx) => {
      const oneof = message[oneofLocalName];
      if (json === null && nullResets) {
        if (oneof.case === localName) {
          message[oneofLocalName] = { case: void 0 };
        }
        return;
      }
      const child = toMessage(oneof.case === localName ? oneof.value : void 0);
      readChild(child, json, ctx);
      message[oneofLocalName] = { case: localName, value: toLocal(child) };
    };
  }
  return (message, json, ctx) => {
    if (json === null && nullResets) {
      delete message[localName];
      return;
    }
    const child = toMessage(message[localName]);
    readChild(child, json, ctx);
    message[localName] = toLocal(child);
  };
}
function compileListFieldReader2(field) {
  const localName = field.localName;
  const readItem = compileListItemReader(field);
  return (message, json, ctx) => {
    if (json === null) {
      return;
    }
    if (!Array.isArray(json)) {
      throw new FieldError(field, "expected Array, got " + formatVal(json));
    }
    const items = message[localName];
    for (let i = 0; i < json.length; i++) {
      const value = readItem(json[i], ctx, items.length);
      if (value !== tokenIgnoredUnknownEnum) {
        items.push(value);
      }
    }
  };
}
function compileListItemReader(field) {
  switch (field.listKind) {
    case "scalar": {
      const parseScalar = compileScalarParse(field);
      const checkValue = checkScalarValue(field.scalar);
      const toLocal = compileScalarToLocal(field);
      return (json, ctx, index) => {
        if (json === null) {
          throw new FieldError(field, "list item must not be null");
        }
        const value = parseScalar(json);
        const check = checkValue(value);
        if (check !== true) {
          throw new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
        }
        return toLocal(value);
      };
    }
    case "enum": {
      const readEnumValue = compileEnumConverter(field.enum);
      const checkEnum2 = compileEnumCheck(field.enum);
      const nullResets = field.enum.typeName != "google.protobuf.NullValue";
      return (json, ctx, index) => {
        if (json === null && nullResets) {
          throw new FieldError(field, "list item must not be null");
        }
        const value = readEnumValue(json, ctx.ignoreUnknownFields);
        if (value === tokenIgnoredUnknownEnum) {
          return value;
        }
        const check = checkEnum2(value);
        if (check !== true) {
          throw new FieldError(field, `list item #${index + 1}: ${reasonSingular(field, value, check)}`);
        }
        return value;
      };
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader2(field.message);
      const nullResets = field.message.typeName != "google.protobuf.Value";
      return (json, ctx) => {
        if (json === null && nullResets) {
          throw new FieldError(field, "list item must not be null");
        }
        const child = toMessage(void 0);
        readChild(child, json, ctx);
        return toLocal(child);
      };
    }
  }
}
function compileMapFieldReader2(field) {
  const localName = field.localName;
  const mapKey = field.mapKey;
  const parseMapKey = compileMapKeyParse(mapKey);
  const checkMapKey = checkScalarValue(mapKey);
  let parseValue;
  let checkValue;
  let toLocalValue = (value) => value;
  let nullResets = true;
  switch (field.mapKind) {
    case "scalar": {
      parseValue = compileScalarParse(field);
      checkValue = checkScalarValue(field.scalar);
      toLocalValue = compileScalarToLocal(field);
      break;
    }
    case "enum": {
      const readEnumValue = compileEnumConverter(field.enum);
      parseValue = (json, ctx) => readEnumValue(json, ctx.ignoreUnknownFields);
      checkValue = compileEnumCheck(field.enum);
      nullResets = field.enum.typeName != "google.protobuf.NullValue";
      break;
    }
    case "message": {
      const { toMessage, toLocal } = localMessageMapper(field);
      const readChild = compiledReader2(field.message);
      nullResets = field.message.typeName != "google.protobuf.Value";
      parseValue = (json, ctx) => {
        const child = toMessage(void 0);
        readChild(child, json, ctx);
        return toLocal(child);
      };
      break;
    }
  }
  return (message, json, ctx) => {
    if (json === null) {
      return;
    }
    if (typeof json != "object" || Array.isArray(json)) {
      throw new FieldError(field, "expected object, got " + formatVal(json));
    }
    const record = message[localName];
    const seen = /* @__PURE__ */ new Set();
    const jsonMapKeys = Object.keys(json);
    for (let i = 0; i < jsonMapKeys.length; i++) {
      const jsonMapKey = jsonMapKeys[i];
      const jsonMapValue = json[jsonMapKey];
      const key = parseMapKey(jsonMapKey);
      if (seen.has(key)) {
        throw new FieldError(field, `duplicate map key "${jsonMapKey}"`);
      }
      seen.add(key);
      if (jsonMapValue === null && nullResets) {
        throw new FieldError(field, "map value must not be null");
      }
      const value = parseValue(jsonMapValue, ctx);
      if (value === tokenIgnoredUnknownEnum) {
        continue;
      }
      const checkKey = checkMapKey(key);
      if (checkKey !== true) {
        throw new FieldError(field, `invalid map key: ${reasonSingular({ scalar: mapKey }, key, checkKey)}`);
      }
      if (checkValue !== void 0) {
        const check = checkValue(value);
        if (check !== true) {
          throw new FieldError(field, `map entry ${formatVal(key)}: ${reasonSingular(field, value, check)}`);
        }
      }
      setOwn(record, key, toLocalValue(value));
    }
  };
}
var tokenIgnoredUnknownEnum = /* @__PURE__ */ Symbol();
function compileEnumConverter(desc) {
  const zero = desc.values[0].number;
  const numbers = /* @__PURE__ */ new Map();
  for (const value of desc.values) {
    numbers.set(value.jsonName, value.number);
  }
  for (const value of desc.values) {
    numbers.set(value.name, value.number);
  }
  return (json, ignoreUnknownFields) => {
    if (json === null) {
      return zero;
    }
    switch (typeof json) {
      case "number":
        if (Number.isInteger(json)) {
          return json;
        }
        break;
      case "string": {
        const number = numbers.get(json);
        if (number !== void 0) {
          return number;
        }
        if (ignoreUnknownFields) {
          return tokenIgnoredUnknownEnum;
        }
        break;
      }
    }
    throw new Error(`cannot decode ${desc} from JSON: ${formatVal(json)}`);
  };
}
function compileEnumCheck(desc) {
  if (desc.open) {
    return checkScalarValue(ScalarType.INT32);
  }
  const values = desc.values;
  return (value) => values.some((v) => v.number === value);
}
function compileScalarConverter(field) {
  const parseScalar = compileScalarParse(field);
  const checkValue = checkScalarValue(field.scalar);
  const toLocal = compileScalarToLocal(field);
  return (json) => {
    const value = parseScalar(json);
    const check = checkValue(value);
    if (check !== true) {
      throw new FieldError(field, reasonSingular(field, value, check));
    }
    return toLocal(value);
  };
}
function compileScalarParse(field) {
  switch (field.scalar) {
    // float, double: JSON value will be a number or one of the special string values "NaN", "Infinity", and "-Infinity".
    // Either numbers or strings are accepted. Exponent notation is also accepted.
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return (json) => {
        if (json === "NaN")
          return NaN;
        if (json === "Infinity")
          return Number.POSITIVE_INFINITY;
        if (json === "-Infinity")
          return Number.NEGATIVE_INFINITY;
        if (typeof json == "number") {
          if (Number.isNaN(json)) {
            throw new FieldError(field, "unexpected NaN number");
          }
          if (!Number.isFinite(json)) {
            throw new FieldError(field, "unexpected infinite number");
          }
          return json;
        }
        if (typeof json == "string") {
          if (json === "") {
            return json;
          }
          if (json.trim().length !== json.length) {
            return json;
          }
          const float = Number(json);
          if (!Number.isFinite(float)) {
            return json;
          }
          return float;
        }
        return json;
      };
    // int32, fixed32, uint32: JSON value will be a decimal number. Either numbers or strings are accepted.
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
    case ScalarType.UINT32:
      return int32FromJson;
    // bytes: JSON value will be the data encoded as a string using standard base64 encoding with paddings.
    // Either standard or URL-safe base64 encoding with/without paddings are accepted.
    case ScalarType.BYTES:
      return (json) => {
        if (typeof json == "string") {
          if (json === "") {
            return new Uint8Array(0);
          }
          try {
            return base64Decode(json);
          } catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            throw new FieldError(field, message);
          }
        }
        return json;
      };
    // int64, sfixed64, sint64, fixed64, uint64: The validation step accepts
    // string and number. string, bool: no conversion.
    default:
      return (json) => json;
  }
}
function compileScalarToLocal(field) {
  const longAsString = field.fieldKind !== "map" && field.longAsString;
  switch (field.scalar) {
    case ScalarType.INT64:
    case ScalarType.SFIXED64:
    case ScalarType.SINT64:
      if (longAsString) {
        return (value) => String(value);
      }
      return (value) => typeof value == "string" || typeof value == "number" ? protoInt64.parse(value) : value;
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
      if (longAsString) {
        return (value) => String(value);
      }
      return (value) => typeof value == "string" || typeof value == "number" ? protoInt64.uParse(value) : value;
    default:
      return (value) => value;
  }
}
function compileMapKeyParse(type) {
  switch (type) {
    case ScalarType.BOOL:
      return (jsonString) => {
        switch (jsonString) {
          case "true":
            return true;
          case "false":
            return false;
        }
        return jsonString;
      };
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
    case ScalarType.SINT32:
      return int32FromJson;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return (jsonString) => /^-?0+$/.test(jsonString) ? "0" : jsonString.replace(/^(-?)0+(?=\d)/, "$1");
    default:
      return (jsonString) => jsonString;
  }
}
function int32FromJson(json) {
  if (typeof json == "string") {
    if (json === "") {
      return json;
    }
    if (json.trim().length !== json.length) {
      return json;
    }
    const num2 = Number(json);
    if (Number.isNaN(num2)) {
      return json;
    }
    return num2;
  }
  return json;
}
function anyFromJson(any, json, ctx) {
  var _a;
  if (json === null || Array.isArray(json) || typeof json != "object") {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: expected object but got ${formatVal(json)}`);
  }
  if (Object.keys(json).length == 0) {
    return;
  }
  const typeUrl = json["@type"];
  if (typeof typeUrl != "string" || typeUrl == "") {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: "@type" is empty`);
  }
  const typeName = typeUrl.includes("/") ? typeUrl.substring(typeUrl.lastIndexOf("/") + 1) : typeUrl;
  if (!typeName.length) {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: "@type" is invalid`);
  }
  const desc = (_a = ctx.registry) === null || _a === void 0 ? void 0 : _a.getMessage(typeName);
  if (!desc) {
    throw new Error(`cannot decode message ${any.$typeName} from JSON: ${typeUrl} is not in the type registry`);
  }
  const message = create(desc);
  if (hasCustomJsonRepresentation(desc) && Object.prototype.hasOwnProperty.call(json, "value")) {
    compiledReader2(desc)(message, json.value, ctx);
  } else {
    const copy = {};
    for (const key of Object.keys(json)) {
      if (key !== "@type") {
        setOwn(copy, key, json[key]);
      }
    }
    compiledReader2(desc)(message, copy, ctx);
  }
  anyPack(desc, message, any);
}
function timestampFromJson(timestamp, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: ${formatVal(json)}`);
  }
  const matches2 = json.match(/^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/);
  if (!matches2) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: invalid RFC 3339 string`);
  }
  const ms = Date.parse(
    // biome-ignore format: want this to read well
    matches2[1] + "-" + matches2[2] + "-" + matches2[3] + "T" + matches2[4] + ":" + matches2[5] + ":" + matches2[6] + (matches2[8] ? matches2[8] : "Z")
  );
  if (Number.isNaN(ms)) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: invalid RFC 3339 string`);
  }
  if (ms < timestampMsMin || ms > timestampMsMax) {
    throw new Error(`cannot decode message ${timestamp.$typeName} from JSON: must be from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z inclusive`);
  }
  timestamp.seconds = protoInt64.parse(ms / 1e3);
  timestamp.nanos = 0;
  if (matches2[7]) {
    timestamp.nanos = parseInt("1" + matches2[7] + "0".repeat(9 - matches2[7].length)) - 1e9;
  }
}
function durationFromJson(duration, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  const match = json.match(/^(-?[0-9]+)(?:\.([0-9]+))?s/);
  if (match === null) {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  const longSeconds = Number(match[1]);
  if (longSeconds > durationSecondsMax || longSeconds < durationSecondsMin) {
    throw new Error(`cannot decode message ${duration.$typeName} from JSON: ${formatVal(json)}`);
  }
  duration.seconds = protoInt64.parse(longSeconds);
  if (typeof match[2] !== "string") {
    return;
  }
  const nanosStr = match[2] + "0".repeat(9 - match[2].length);
  duration.nanos = parseInt(nanosStr);
  if (longSeconds < 0 || Object.is(longSeconds, -0)) {
    duration.nanos = -duration.nanos;
  }
}
function fieldMaskFromJson(fieldMask, json) {
  if (typeof json !== "string") {
    throw new Error(`cannot decode message ${fieldMask.$typeName} from JSON: ${formatVal(json)}`);
  }
  if (json === "") {
    return;
  }
  fieldMask.paths = json.split(",").map((path4) => {
    if (path4.includes("_")) {
      throw new Error(`cannot decode message ${fieldMask.$typeName} from JSON: path names must be lowerCamelCase`);
    }
    return protoSnakeCase(path4);
  });
}
function structFromJson(struct, json, ctx) {
  if (typeof json != "object" || json == null || Array.isArray(json)) {
    throw new Error(`cannot decode message ${struct.$typeName} from JSON ${formatVal(json)}`);
  }
  const keys = Object.keys(json);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const parsedValue = create(ValueSchema);
    valueFromJson(parsedValue, json[key], ctx);
    setOwn(struct.fields, key, parsedValue);
  }
}
function valueFromJson(value, json, ctx) {
  if (++ctx.depth > ctx.recursionLimit) {
    throw new Error(`cannot decode ${value.$typeName} from JSON: maximum recursion depth of ${ctx.recursionLimit} reached`);
  }
  switch (typeof json) {
    case "number":
      value.kind = { case: "numberValue", value: json };
      break;
    case "string":
      value.kind = { case: "stringValue", value: json };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: json };
      break;
    case "object":
      if (json === null) {
        value.kind = { case: "nullValue", value: NullValue.NULL_VALUE };
      } else if (Array.isArray(json)) {
        const listValue = create(ListValueSchema);
        listValueFromJson(listValue, json, ctx);
        value.kind = { case: "listValue", value: listValue };
      } else {
        const struct = create(StructSchema);
        structFromJson(struct, json, ctx);
        value.kind = { case: "structValue", value: struct };
      }
      break;
    default:
      throw new Error(`cannot decode message ${value.$typeName} from JSON ${formatVal(json)}`);
  }
  ctx.depth--;
  return value;
}
function listValueFromJson(listValue, json, ctx) {
  if (!Array.isArray(json)) {
    throw new Error(`cannot decode message ${listValue.$typeName} from JSON ${formatVal(json)}`);
  }
  for (let i = 0; i < json.length; i++) {
    const value = create(ValueSchema);
    valueFromJson(value, json[i], ctx);
    listValue.values.push(value);
  }
}

// node_modules/@bufbuild/cel/dist/esm/proto.js
function celFromScalar(type, v) {
  switch (type) {
    case ScalarType.UINT32:
    case ScalarType.UINT64:
    case ScalarType.FIXED32:
    case ScalarType.FIXED64:
      return celUint(BigInt(v));
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return BigInt(v);
    default:
      return v;
  }
}

// node_modules/@bufbuild/cel/dist/esm/list.js
var privateSymbol3 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/list");
function celList(arrayOrReflectList) {
  if (isReflectList(arrayOrReflectList)) {
    return new RepeatedFieldList(arrayOrReflectList);
  }
  return new ArrayList(arrayOrReflectList);
}
function celListConcat(...lists2) {
  return new ConcatList(lists2);
}
function isCelList(v) {
  return typeof v === "object" && v !== null && privateSymbol3 in v;
}
var ArrayList = class {
  _array;
  [privateSymbol3] = {};
  constructor(_array) {
    this._array = _array;
  }
  get size() {
    return this._array.length;
  }
  get(index) {
    if (index < 0 || index >= this.size) {
      return void 0;
    }
    return toCel(this._array[index]);
  }
  *values() {
    for (const element of this._array.values()) {
      yield toCel(element);
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
var RepeatedFieldList = class {
  _list;
  [privateSymbol3] = {};
  constructor(_list) {
    this._list = _list;
  }
  get size() {
    return this._list.size;
  }
  get(index) {
    const val = this._list.get(index);
    if (val === void 0) {
      return void 0;
    }
    return celFromListElem(this._list.field(), val);
  }
  *values() {
    for (const val of this._list) {
      yield celFromListElem(this._list.field(), val);
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
var ConcatList = class {
  _lists;
  [privateSymbol3] = {};
  _size;
  constructor(_lists) {
    this._lists = _lists;
    let size = 0;
    for (const list2 of _lists) {
      size += list2.size;
    }
    this._size = size;
  }
  get size() {
    return this._size;
  }
  get(index) {
    if (index < 0 || index >= this.size) {
      return void 0;
    }
    for (const list2 of this._lists) {
      if (index < list2.size) {
        return list2.get(index);
      }
      index = index - list2.size;
    }
    return void 0;
  }
  *values() {
    for (const list2 of this._lists) {
      yield* list2.values();
    }
  }
  [Symbol.iterator]() {
    return this.values();
  }
};
function celFromListElem(desc, v) {
  switch (desc.listKind) {
    case "enum":
      return BigInt(v);
    case "message":
      return reflectMsgToCel(v);
    case "scalar":
      return celFromScalar(desc.scalar, v);
  }
}
var EMPTY_LIST = celList([]);

// node_modules/@bufbuild/cel/dist/esm/eval.js
var contextStack = [];
function setEvalContext(context) {
  contextStack.push(context);
  return () => contextStack.pop();
}
function getEvalContext() {
  if (contextStack.length === 0) {
    throw new Error("cannot use `getEvalContext` outside of an evaluation");
  }
  return contextStack[contextStack.length - 1];
}
function withEvalContext(context, next) {
  return {
    id: next.id,
    eval(ctx) {
      const unset = setEvalContext(context);
      try {
        return next.eval(ctx);
      } finally {
        unset();
      }
    }
  };
}
function getMsgDesc(typeName) {
  const schema = getEvalContext().registry.getMessage(typeName);
  if (!schema) {
    throw new Error(`Message ${typeName} not found in registry`);
  }
  return schema;
}

// node_modules/@bufbuild/cel/dist/esm/type.js
var privateSymbol4 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/type");
var CelScalar = {
  INT: celScalarType("int"),
  UINT: celScalarType("uint"),
  BOOL: celScalarType("bool"),
  STRING: celScalarType("string"),
  BYTES: celScalarType("bytes"),
  DOUBLE: celScalarType("double"),
  NULL: celScalarType("null_type"),
  DYN: celScalarType("dyn"),
  TYPE: celScalarType("type")
};
var TIMESTAMP = objectType(TimestampSchema);
var DURATION = objectType(DurationSchema);
function mapType(key, value) {
  return {
    [privateSymbol4]: {},
    kind: "map",
    key,
    value,
    name: "map",
    toString() {
      return `map(${key}, ${value})`;
    }
  };
}
function listType(element) {
  return {
    [privateSymbol4]: {},
    kind: "list",
    element,
    name: "list",
    toString() {
      return `list(${element})`;
    }
  };
}
function objectType(descOrTypeName) {
  let name, desc;
  if (typeof descOrTypeName === "string") {
    name = descOrTypeName;
    desc = void 0;
  } else {
    name = descOrTypeName.typeName;
    desc = descOrTypeName;
  }
  return {
    [privateSymbol4]: {},
    kind: "object",
    desc,
    name,
    toString() {
      return name;
    }
  };
}
function celScalarType(scalar) {
  return {
    [privateSymbol4]: {},
    kind: "scalar",
    scalar,
    name: scalar,
    toString() {
      return scalar;
    }
  };
}
function celType(v) {
  switch (typeof v) {
    case "bigint":
      return CelScalar.INT;
    case "boolean":
      return CelScalar.BOOL;
    case "number":
      return CelScalar.DOUBLE;
    case "string":
      return CelScalar.STRING;
    case "object":
      switch (true) {
        case v === null:
          return CelScalar.NULL;
        case v instanceof Uint8Array:
          return CelScalar.BYTES;
        case isReflectMessage(v):
          return celTypeOfMessage(v);
        case isCelList(v):
          return listType(CelScalar.DYN);
        case isCelMap(v):
          return mapType(CelScalar.DYN, CelScalar.DYN);
        case isCelUint(v):
          return CelScalar.UINT;
        default:
          if (isObjectCelType(v)) {
            return CelScalar.TYPE;
          }
      }
  }
  throw new Error(`Not a CEL value: ${v}`);
}
function isCelType(v) {
  return typeof v === "object" && v !== null && isObjectCelType(v);
}
function isObjectCelType(v) {
  return privateSymbol4 in v;
}
function celTypeOfMessage(v) {
  let typeName = v.desc.typeName;
  if (isReflectMessageAny(v)) {
    typeName = typeUrlToName2(v.message.typeUrl);
    if (typeName === ValueSchema.typeName) {
      const value = anyUnpack(v.message, ValueSchema);
      return value ? valueToType(value) : CelScalar.NULL;
    }
  }
  switch (typeName) {
    case FloatValueSchema.typeName:
    case DoubleValueSchema.typeName:
      return CelScalar.DOUBLE;
    case UInt64ValueSchema.typeName:
    case UInt32ValueSchema.typeName:
      return CelScalar.UINT;
    case Int32ValueSchema.typeName:
    case Int64ValueSchema.typeName:
      return CelScalar.INT;
    case StringValueSchema.typeName:
      return CelScalar.STRING;
    case BytesValueSchema.typeName:
      return CelScalar.BYTES;
    case BoolValueSchema.typeName:
      return CelScalar.BOOL;
    case StructSchema.typeName:
      return mapType(CelScalar.STRING, CelScalar.DYN);
    case ListValueSchema.typeName:
      return listType(CelScalar.DYN);
    case ValueSchema.typeName:
      return valueToType(v.message);
  }
  return typeName === v.desc.typeName ? objectType(v.desc) : objectType(typeName);
}
function valueToType(v) {
  switch (v.kind.case) {
    case "boolValue":
      return CelScalar.BOOL;
    case "listValue":
      return listType(CelScalar.DYN);
    case "nullValue":
    case void 0:
      return CelScalar.NULL;
    case "numberValue":
      return CelScalar.DOUBLE;
    case "stringValue":
      return CelScalar.STRING;
    case "structValue":
      return mapType(CelScalar.STRING, CelScalar.DYN);
  }
}
function isReflectMessageAny(v) {
  return v.desc.typeName === AnySchema.typeName;
}
function typeUrlToName2(url2) {
  const slash = url2.lastIndexOf("/");
  const name = slash >= 0 ? url2.substring(slash + 1) : url2;
  if (!name.length) {
    throw new Error(`invalid type url: ${url2}`);
  }
  return name;
}

// node_modules/@bufbuild/cel/dist/esm/value.js
function toCel(v) {
  switch (typeof v) {
    case "bigint":
    case "boolean":
    case "number":
    case "string":
      return v;
    case "object":
      break;
    default:
      throw new Error(`unsupported input ${typeof v}`);
  }
  switch (true) {
    case v === null:
    case v instanceof Uint8Array:
    case isCelList(v):
    case isCelMap(v):
    case isCelUint(v):
    case isCelType(v):
      return v;
  }
  if (isArray(v) || isReflectList(v)) {
    return celList(v);
  }
  if (isMap(v) || isReflectMap(v)) {
    return celMap(v);
  }
  if (isMessage(v)) {
    const value = wktToCel(v);
    if (value !== void 0) {
      return value;
    }
    return reflect(getMsgDesc(v.$typeName), v);
  }
  if (isReflectMessage(v)) {
    return reflectMsgToCel(v);
  }
  if (v.constructor.name === "Object") {
    return celMap(new Map(Object.entries(v)));
  }
  throw new Error(`Unsupported input ${v}`);
}
function unwrapAny(v) {
  if (!isReflectAny(v)) {
    return v;
  }
  const unpacked = anyUnpack(v.message, getEvalContext().registry);
  if (unpacked === void 0) {
    throw new Error(`invalid Any or ${v.message.typeUrl} not found in registry`);
  }
  const value = wktToCel(unpacked);
  if (value !== void 0) {
    return value;
  }
  return reflect(getMsgDesc(unpacked.$typeName), unpacked);
}
function reflectMsgToCel(v) {
  const value = wktToCel(v.message);
  if (value !== void 0) {
    return value;
  }
  return v;
}
function isReflectAny(v) {
  return isReflectMessage(v, AnySchema);
}
function isArray(v) {
  return Array.isArray(v);
}
function isMap(v) {
  return v instanceof Map;
}
function wktToCel(msg) {
  if (isWrapper(msg)) {
    return unwrapWrapper(msg);
  }
  return jsonWrapperToCel(msg);
}
function unwrapWrapper(v) {
  switch (v.$typeName) {
    case Int32ValueSchema.typeName:
      return BigInt(v.value);
    case UInt32ValueSchema.typeName:
      return celUint(BigInt(v.value));
    case UInt64ValueSchema.typeName:
      return celUint(v.value);
  }
  return v.value;
}
function jsonWrapperToCel(msg) {
  switch (true) {
    case isMessage(msg, StructSchema):
      return structToCel(msg);
    case isMessage(msg, ValueSchema):
      return valueToCel(msg);
    case isMessage(msg, ListValueSchema):
      return listValueToCel(msg);
  }
  return void 0;
}
function structToCel(s) {
  const map = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(s.fields)) {
    map.set(k, valueToCel(v));
  }
  return celMap(map);
}
function valueToCel(v) {
  switch (v.kind.case) {
    case "boolValue":
    case "numberValue":
    case "stringValue":
      return v.kind.value;
    case "nullValue":
    case void 0:
      return null;
    case "structValue":
      return structToCel(v.kind.value);
    case "listValue":
      return listValueToCel(v.kind.value);
  }
}
function listValueToCel(l) {
  return celList(l.values);
}

// node_modules/@bufbuild/cel/dist/esm/map.js
var privateSymbol5 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/map");
function celMap(mapOrReflectMap) {
  if (isReflectMap(mapOrReflectMap)) {
    return new ProtoMap(mapOrReflectMap);
  }
  return new NativeMap(mapOrReflectMap);
}
function isCelMap(v) {
  return typeof v === "object" && v !== null && privateSymbol5 in v;
}
var NativeMap = class {
  _map;
  [privateSymbol5] = {};
  constructor(_map) {
    this._map = _map;
  }
  get size() {
    return this._map.size;
  }
  get(key) {
    if (isCelUint(key)) {
      key = key.value;
    }
    if (typeof key === "number") {
      if (!Number.isInteger(key)) {
        return void 0;
      }
      key = BigInt(key);
    }
    const value = this._map.get(key);
    if (value !== void 0) {
      return toCel(value);
    }
    if (typeof key === "bigint") {
      for (const mapKey of this._map.keys()) {
        if (!isCelUint(mapKey)) {
          continue;
        }
        if (mapKey.value === key) {
          return toCel(this._map.get(mapKey));
        }
      }
    }
    return void 0;
  }
  has(key) {
    return this.get(key) != void 0;
  }
  forEach(callback, thisArg) {
    this._map.forEach((value, key, _) => callback.call(thisArg, toCel(value), key, this));
  }
  *entries() {
    for (const [key, value] of this._map.entries()) {
      yield [key, toCel(value)];
    }
  }
  keys() {
    return this._map.keys();
  }
  *values() {
    for (const value of this._map.values()) {
      yield toCel(value);
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};
var ProtoMap = class {
  _map;
  [privateSymbol5] = {};
  constructor(_map) {
    this._map = _map;
  }
  get size() {
    return this._map.size;
  }
  get(key) {
    const value = this._map.get(mapKeyFromCel(this._map.field(), key));
    if (value === void 0) {
      return void 0;
    }
    return celFromMapValue(this._map.field(), value);
  }
  has(key) {
    return this._map.has(mapKeyFromCel(this._map.field(), key));
  }
  forEach(callback, thisArg) {
    this._map.forEach((value, key, _) => callback.call(thisArg, celFromMapValue(this._map.field(), value), celFromMapKey(this._map.field(), key), this));
  }
  *entries() {
    for (const [key, value] of this._map.entries()) {
      yield [
        celFromMapKey(this._map.field(), key),
        celFromMapValue(this._map.field(), value)
      ];
    }
  }
  *keys() {
    for (const key of this._map.keys()) {
      yield celFromMapKey(this._map.field(), key);
    }
  }
  *values() {
    for (const value of this._map.keys()) {
      yield celFromMapValue(this._map.field(), value);
    }
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};
function mapKeyFromCel(desc, v) {
  if (isCelUint(v)) {
    v = v.value;
  }
  switch (desc.mapKey) {
    case ScalarType.SINT32:
    case ScalarType.INT32:
    case ScalarType.FIXED32:
    case ScalarType.UINT32:
    case ScalarType.SFIXED32:
      if (typeof v === "bigint") {
        return Number(v);
      }
      return v;
    case ScalarType.SINT64:
    case ScalarType.INT64:
    case ScalarType.FIXED64:
    case ScalarType.UINT64:
    case ScalarType.SFIXED64:
      if (v === "number" && Number.isInteger(v)) {
        return BigInt(v);
      }
      return v;
    default:
      return v;
  }
}
function celFromMapKey(desc, v) {
  return celFromScalar(desc.mapKey, v);
}
function celFromMapValue(desc, v) {
  switch (desc.mapKind) {
    case "enum":
      return BigInt(v);
    case "message":
      return reflectMsgToCel(v);
    case "scalar":
      return celFromScalar(desc.scalar, v);
  }
}
var EMPTY_MAP = celMap(/* @__PURE__ */ new Map());

// node_modules/@bufbuild/cel/dist/esm/registry.js
var wktRegistry = createRegistry(TimestampSchema, DurationSchema, AnySchema, file_google_protobuf_wrappers, file_google_protobuf_struct);
function createRegistryWithWKT(...inputs) {
  return createRegistry(wktRegistry, ...inputs);
}

// node_modules/@bufbuild/cel/dist/esm/equals.js
function equals2(lhs, rhs) {
  if (lhs === rhs) {
    return true;
  }
  if (isCelUint(lhs)) {
    lhs = lhs.value;
  }
  if (isCelUint(rhs)) {
    rhs = rhs.value;
  }
  if ((typeof lhs === "number" || typeof lhs === "bigint") && (typeof rhs === "number" || typeof rhs === "bigint")) {
    return lhs == rhs;
  }
  switch (true) {
    case lhs instanceof Uint8Array:
      return rhs instanceof Uint8Array && equalsBytes(lhs, rhs);
    case isCelList(lhs):
      return isCelList(rhs) && equalsList(lhs, rhs);
    case isCelMap(lhs):
      return isCelMap(rhs) && equalsMap(lhs, rhs);
    case isCelType(lhs):
      return isCelType(rhs) && equalsType(lhs, rhs);
  }
  if (isReflectMessage(lhs)) {
    if (!isReflectMessage(rhs)) {
      return false;
    }
    if (lhs.desc.typeName !== rhs.desc.typeName) {
      return false;
    }
    return equals(lhs.desc, lhs.message, rhs.message, {
      registry: getEvalContext().registry,
      unpackAny: true,
      unknown: true,
      extensions: true
    });
  }
  return false;
}
function equalsType(lhs, rhs) {
  return lhs.kind === rhs.kind && lhs.name === rhs.name;
}
function equalsList(lhs, rhs) {
  if (lhs.size !== rhs.size) {
    return false;
  }
  for (let i = 0; i < lhs.size; i++) {
    if (!equals2(lhs.get(i), rhs.get(i))) {
      return false;
    }
  }
  return true;
}
function equalsMap(lhs, rhs) {
  if (lhs.size !== rhs.size) {
    return false;
  }
  for (const [k, v] of lhs) {
    const rv = rhs.get(k);
    if (rv === void 0 || !equals2(v, rv)) {
      return false;
    }
  }
  return true;
}
function equalsBytes(lhs, rhs) {
  if (lhs.length !== rhs.length) {
    return false;
  }
  for (let i = 0; i < lhs.length; i++) {
    if (lhs[i] !== rhs[i]) {
      return false;
    }
  }
  return true;
}

// node_modules/@bufbuild/cel/dist/esm/func.js
var privateSymbol6 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/func");
function celFunc(name, args, result, impl) {
  return new Func(name, void 0, args, result, impl);
}
function celMethod(name, target, args, result, impl) {
  return new Method(name, target, args, result, impl);
}
var Callable = class {
  _name;
  _target;
  _args;
  _result;
  _impl;
  _id;
  [privateSymbol6] = {};
  constructor(_name, _target, _args, _result, _impl, _id = "") {
    this._name = _name;
    this._target = _target;
    this._args = _args;
    this._result = _result;
    this._impl = _impl;
    this._id = _id;
  }
  get id() {
    if (this._id === "") {
      const qualifier = this.target ? `${this.target.name}.` : "";
      this._id = `${qualifier}${this.name}(${this.arguments.map((p) => p.name).join(",")})`;
    }
    return this._id;
  }
  get name() {
    return this._name;
  }
  get target() {
    return this._target;
  }
  get arguments() {
    return this._args;
  }
  get result() {
    return this._result;
  }
  call(id, target, args) {
    if (args.length != this.arguments.length) {
      return void 0;
    }
    for (let i = 0; i < args.length; i++) {
      if (!isSubtypeOf(args[i], this.arguments[i])) {
        return void 0;
      }
    }
    try {
      return toCel(this._impl.apply(target, args));
    } catch (ex) {
      return celError(ex, id);
    }
  }
};
var Func = class extends Callable {
  call(id, target, args) {
    if (target !== void 0) {
      return void 0;
    }
    return super.call(id, void 0, args);
  }
};
var Method = class extends Callable {
  call(id, target, args) {
    if (target === void 0 || !isSubtypeOf(target, this.target)) {
      return void 0;
    }
    return super.call(id, target, args);
  }
};
function isSubtypeOf(val, typ) {
  return typ === CelScalar.DYN || equalsType(celType(val), typ);
}

// node_modules/@bufbuild/cel/dist/esm/resolver.js
var privateSymbol7 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/resolver");
function createResolver(...inputs) {
  const groups = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    const funcs = isFuncResolver(input) || Array.isArray(input) ? input : [input];
    for (const func of funcs) {
      let group = groups.get(func.name);
      if (group === void 0) {
        group = [];
        groups.set(func.name, group);
      }
      group.push(func);
    }
  }
  return new Resolver(new Map(new Array(...groups.entries()).map(([name, funcs]) => [
    name,
    createFuncGroup(name, funcs)
  ])));
}
function isFuncResolver(v) {
  return typeof v === "object" && v !== null && privateSymbol7 in v;
}
var Resolver = class {
  _groups;
  [privateSymbol7] = {};
  constructor(_groups) {
    this._groups = _groups;
  }
  *[Symbol.iterator]() {
    for (const group of this._groups.values()) {
      yield* group;
    }
  }
  find(name) {
    return this._groups.get(name);
  }
};
function createFuncGroup(name, funcs) {
  const set = [];
  for (const func of funcs) {
    for (let i = 0; i < set.length; i++) {
      if (func.id === set[i].id) {
        set.splice(i, 1);
        break;
      }
    }
    set.push(func);
  }
  return new Group(name, set);
}
var Group = class {
  _name;
  _funcs;
  constructor(_name, _funcs) {
    this._name = _name;
    this._funcs = _funcs;
  }
  *[Symbol.iterator]() {
    yield* this._funcs;
  }
  get name() {
    return this._name;
  }
  call(id, target, args) {
    args = args.map((arg) => unwrapAny(arg));
    for (const func of this._funcs) {
      const result = func.call(id, target, args);
      if (result !== void 0) {
        return result;
      }
    }
    return void 0;
  }
};

// node_modules/@bufbuild/cel/dist/esm/gen/dev/cel/expr/operator_const.js
var ADD = "_+_";
var CONDITIONAL = "_?_:_";
var DIVIDE = "_/_";
var EQUALS = "_==_";
var GREATER = "_>_";
var GREATER_EQUALS = "_>=_";
var IN = "@in";
var INDEX = "_[_]";
var LESS = "_<_";
var LESS_EQUALS = "_<=_";
var LOGICAL_AND = "_&&_";
var LOGICAL_NOT = "!_";
var LOGICAL_OR = "_||_";
var MODULO = "_%_";
var MULTIPLY = "_*_";
var NEGATE = "-_";
var NOT_EQUALS = "_!=_";
var NOT_STRICTLY_FALSE = "@not_strictly_false";
var OLD_NOT_STRICTLY_FALSE = "__not_strictly_false__";
var OPT_INDEX = "_[?_]";
var OPT_SELECT = "_?._";
var SUBTRACT = "_-_";

// node_modules/@bufbuild/cel/dist/esm/duration.js
var ONE_SECOND = 1000000000n;
var MAX_DURATION_NANOS = 9223372036854775807n;
var MIN_DURATION_NANOS = -9223372036854775808n;
function createDuration(seconds = 0n, ns = 0n) {
  const fullNanos = seconds * ONE_SECOND + BigInt(ns);
  if (fullNanos > MAX_DURATION_NANOS || fullNanos < MIN_DURATION_NANOS) {
    throw new Error("duration out of range");
  }
  return create(DurationSchema, {
    seconds: fullNanos / ONE_SECOND,
    nanos: Number(fullNanos % ONE_SECOND)
    // preserves sign
  });
}
var DURATION_STRING_LENGTH_LIMIT = 128;
var UNITS = Object.freeze({
  ns: 1n,
  us: 1000n,
  \u00B5s: 1000n,
  ms: 1000n * 1000n,
  s: 1000n * 1000n * 1000n,
  m: 1000n * 1000n * 1000n * 60n,
  h: 1000n * 1000n * 1000n * 60n * 60n
});
var INT_REGEXP = /^\d+/;
var UNIT_REGEXP = new RegExp(`^(${Object.keys(UNITS).join("|")})`);
function parseDuration(str2) {
  if (str2.length > DURATION_STRING_LENGTH_LIMIT) {
    throw badDurationStr(`duration string exceeds ${DURATION_STRING_LENGTH_LIMIT} characters`);
  }
  if (/^[-+]?0$/.test(str2))
    return createDuration();
  const [sign, values] = /^[+-]/.test(str2) ? [str2[0] === "+" ? 1n : -1n, str2.slice(1)] : [1n, str2];
  let fullNanos = 0n;
  let remainder = values;
  while (remainder.length > 0) {
    const int = INT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(int?.length ?? 0);
    if (remainder[0] === ".")
      remainder = remainder.slice(1);
    const fraction = INT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(fraction?.length ?? 0);
    const unit = UNIT_REGEXP.exec(remainder)?.[0];
    remainder = remainder.slice(unit?.length ?? 0);
    if ((int ?? fraction) === void 0 || unit === void 0) {
      throw badDurationStr("invalid syntax");
    }
    const factor = UNITS[unit];
    fullNanos += BigInt(int ?? 0) * factor;
    fullNanos += BigInt(fraction ?? 0) * factor / 10n ** BigInt(fraction?.length ?? 0);
  }
  return createDuration(0n, sign * fullNanos);
}
function badDurationStr(e) {
  return new Error(`Failed to parse duration: ${e}`);
}

// node_modules/@bufbuild/cel/dist/esm/timestamp.js
var MAX_TIMESTAMP_SECONDS = 253402300799n;
var MIN_TIMESTAMP_SECONDS = -62135596800n;
var ONE_SECOND2 = 1000000000n;
function createTimestamp(s = 0n, ns = 0n) {
  const fullNanos = s * ONE_SECOND2 + BigInt(ns);
  const shift = fullNanos % ONE_SECOND2 < 0n ? 1n : 0n;
  const seconds = fullNanos / ONE_SECOND2 - shift;
  const nanos = Number(fullNanos % ONE_SECOND2 + shift * ONE_SECOND2);
  if (seconds > MAX_TIMESTAMP_SECONDS || seconds < MIN_TIMESTAMP_SECONDS) {
    throw new Error("timestamp out of range");
  }
  return create(TimestampSchema, { seconds, nanos });
}

// node_modules/@bufbuild/cel/dist/esm/std/math.js
var MAX_INT = 9223372036854775807n;
var MIN_INT = -9223372036854775808n;
var MAX_UINT = 18446744073709551615n;
function safeInt(value, op = "type conversion") {
  const numeric = typeof value === "string" ? BigInt(value) : value;
  if (typeof numeric === "bigint") {
    if (numeric >= MIN_INT && numeric <= MAX_INT) {
      return numeric;
    }
  } else if (Number.isFinite(numeric)) {
    if (numeric > Number(MIN_INT) && numeric < Number(MAX_INT)) {
      return BigInt(Math.trunc(numeric));
    }
  }
  throw celError(`int overflow during ${op}`);
}
function safeUint(value, op = "type conversion") {
  const numeric = typeof value === "string" ? BigInt(value) : value;
  if (typeof numeric === "bigint" || Number.isFinite(numeric)) {
    const int = typeof numeric === "number" ? BigInt(Math.trunc(numeric)) : numeric;
    if (numeric >= 0 && int <= MAX_UINT) {
      return celUint(int);
    }
  }
  throw celError(`uint overflow during ${op}`);
}
function bytesConcat(l, r) {
  const val = new Uint8Array(l.length + r.length);
  val.set(l);
  val.set(r, l.length);
  return val;
}
function timestampSum(l, r) {
  return createTimestamp(l.message.seconds + r.message.seconds, l.message.nanos + r.message.nanos);
}
function durationSum(l, r) {
  return createDuration(l.message.seconds + r.message.seconds, l.message.nanos + r.message.nanos);
}
function durationDifference(l, r) {
  return createDuration(l.message.seconds - r.message.seconds, l.message.nanos - r.message.nanos);
}
function timestampDifference(l, r) {
  return createTimestamp(l.message.seconds - r.message.seconds, l.message.nanos - r.message.nanos);
}
function safeDivide(type, l, r) {
  if (r === 0n)
    throw celError(`${type.name} divide by zero`);
  return safeInt(l / r, `divide by ${r}`);
}
function safeModulo(type, l, r) {
  if (r === 0n)
    throw celError(`${type.name} modulus by zero`);
  return l % r;
}
var LIST = listType(CelScalar.DYN);
var { BYTES, DOUBLE, INT, STRING, UINT } = CelScalar;
var math_default = [
  celFunc(ADD, [INT, INT], INT, (l, r) => safeInt(l + r, ADD)),
  celFunc(ADD, [UINT, UINT], UINT, (l, r) => safeUint(l.value + r.value, ADD)),
  celFunc(ADD, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l + r),
  celFunc(ADD, [DURATION, DURATION], DURATION, durationSum),
  celFunc(ADD, [TIMESTAMP, DURATION], TIMESTAMP, timestampSum),
  celFunc(ADD, [DURATION, TIMESTAMP], TIMESTAMP, timestampSum),
  celFunc(ADD, [STRING, STRING], STRING, (l, r) => l + r),
  celFunc(ADD, [BYTES, BYTES], BYTES, bytesConcat),
  celFunc(ADD, [LIST, LIST], LIST, celListConcat),
  celFunc(SUBTRACT, [INT, INT], INT, (l, r) => safeInt(l - r, SUBTRACT)),
  celFunc(SUBTRACT, [UINT, UINT], UINT, (l, r) => safeUint(l.value - r.value, SUBTRACT)),
  celFunc(SUBTRACT, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l - r),
  celFunc(SUBTRACT, [TIMESTAMP, TIMESTAMP], DURATION, durationDifference),
  celFunc(SUBTRACT, [DURATION, DURATION], DURATION, durationDifference),
  celFunc(SUBTRACT, [TIMESTAMP, DURATION], TIMESTAMP, timestampDifference),
  celFunc(MULTIPLY, [INT, INT], INT, (l, r) => safeInt(l * r, MULTIPLY)),
  celFunc(MULTIPLY, [UINT, UINT], UINT, (l, r) => safeUint(l.value * r.value, MULTIPLY)),
  celFunc(MULTIPLY, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l * r),
  celFunc(DIVIDE, [INT, INT], INT, (l, r) => safeDivide(INT, l, r)),
  celFunc(DIVIDE, [UINT, UINT], UINT, (l, r) => celUint(safeDivide(UINT, l.value, r.value))),
  celFunc(DIVIDE, [DOUBLE, DOUBLE], DOUBLE, (l, r) => l / r),
  celFunc(MODULO, [INT, INT], INT, (l, r) => safeModulo(INT, l, r)),
  celFunc(MODULO, [UINT, UINT], UINT, (l, r) => celUint(safeModulo(UINT, l.value, r.value))),
  celFunc(NEGATE, [INT], INT, (x) => safeInt(-x)),
  celFunc(NEGATE, [DOUBLE], DOUBLE, (x) => -x)
];

// node_modules/@bufbuild/cel/dist/esm/std/cast.js
var encoder = new TextEncoder();
var decoder = new TextDecoder(void 0, { fatal: true });
function stringToBool(x) {
  switch (x) {
    case "true":
    case "True":
    case "TRUE":
    case "t":
    case "1":
      return true;
    case "false":
    case "False":
    case "FALSE":
    case "f":
    case "0":
      return false;
  }
  throw new Error(`Unable to convert string '${x}' to bool`);
}
function bytesToString(x) {
  try {
    return decoder.decode(x);
  } catch (e) {
    throw new Error(`Failed to decode bytes as string: ${e}`);
  }
}
function stringToTimestamp(x) {
  try {
    return fromJson(TimestampSchema, x);
  } catch (e) {
    throw new Error(`Failed to parse timestamp: ${e}`);
  }
}
function toType(x) {
  if (isMessage(x)) {
    return objectType(getMsgDesc(x.$typeName));
  }
  return celType(x);
}
function identity(x) {
  return x;
}
var { BOOL, BYTES: BYTES2, DOUBLE: DOUBLE2, DYN, INT: INT2, STRING: STRING2, TYPE, UINT: UINT2 } = CelScalar;
var cast_default = [
  // Int
  celFunc("int", [INT2], INT2, identity),
  celFunc("int", [UINT2], INT2, (x) => safeInt(x.value)),
  celFunc("int", [DOUBLE2], INT2, safeInt),
  celFunc("int", [STRING2], INT2, safeInt),
  celFunc("int", [TIMESTAMP], INT2, (x) => safeInt(x.message.seconds)),
  celFunc("int", [DURATION], INT2, (x) => safeInt(x.message.seconds)),
  // Uint
  celFunc("uint", [UINT2], UINT2, identity),
  celFunc("uint", [INT2], UINT2, safeUint),
  celFunc("uint", [DOUBLE2], UINT2, safeUint),
  celFunc("uint", [STRING2], UINT2, safeUint),
  // Double
  celFunc("double", [DOUBLE2], DOUBLE2, identity),
  celFunc("double", [INT2], DOUBLE2, (x) => Number(x)),
  celFunc("double", [UINT2], DOUBLE2, (x) => Number(x.value)),
  celFunc("double", [STRING2], DOUBLE2, (x) => Number(x)),
  // Bool
  celFunc("bool", [BOOL], BOOL, identity),
  celFunc("bool", [STRING2], BOOL, stringToBool),
  // Bytes
  celFunc("bytes", [BYTES2], BYTES2, identity),
  celFunc("bytes", [STRING2], BYTES2, (x) => encoder.encode(x)),
  // String
  celFunc("string", [STRING2], STRING2, identity),
  celFunc("string", [BOOL], STRING2, (x) => x.toString()),
  celFunc("string", [INT2], STRING2, (x) => x.toString()),
  celFunc("string", [UINT2], STRING2, (x) => x.value.toString()),
  celFunc("string", [DOUBLE2], STRING2, (x) => x.toString()),
  celFunc("string", [BYTES2], STRING2, bytesToString),
  celFunc("string", [TIMESTAMP], STRING2, (x) => toJson(TimestampSchema, x.message)),
  celFunc("string", [DURATION], STRING2, (x) => toJson(DurationSchema, x.message)),
  // Timestamp
  celFunc("timestamp", [TIMESTAMP], TIMESTAMP, identity),
  celFunc("timestamp", [STRING2], TIMESTAMP, stringToTimestamp),
  celFunc("timestamp", [INT2], TIMESTAMP, (x) => timestampFromMs(Number(x))),
  // Duration
  celFunc("duration", [DURATION], DURATION, identity),
  celFunc("duration", [STRING2], DURATION, parseDuration),
  celFunc("duration", [INT2], DURATION, (x) => create(DurationSchema, { seconds: x })),
  // Misc
  celFunc("type", [DYN], TYPE, toType),
  celFunc("dyn", [DYN], DYN, identity)
];

// node_modules/@bufbuild/cel/dist/esm/gen/dev/cel/expr/overload_const.js
var CONTAINS = "contains";
var ENDS_WITH = "endsWith";
var MATCHES = "matches";
var SIZE = "size";
var STARTS_WITH = "startsWith";
var TIME_GET_DATE = "getDate";
var TIME_GET_DAY_OF_MONTH = "getDayOfMonth";
var TIME_GET_DAY_OF_WEEK = "getDayOfWeek";
var TIME_GET_DAY_OF_YEAR = "getDayOfYear";
var TIME_GET_FULL_YEAR = "getFullYear";
var TIME_GET_HOURS = "getHours";
var TIME_GET_MILLISECONDS = "getMilliseconds";
var TIME_GET_MINUTES = "getMinutes";
var TIME_GET_MONTH = "getMonth";
var TIME_GET_SECONDS = "getSeconds";

// node_modules/@bufbuild/re2/dist/esm/RE2Flags.js
var FOLD_CASE = 1;
var LITERAL = 2;
var CLASS_NL = 4;
var DOT_NL = 8;
var ONE_LINE = 16;
var NON_GREEDY = 32;
var PERL_X = 64;
var UNICODE_GROUPS = 128;
var WAS_DOLLAR = 256;
var MATCH_NL = CLASS_NL | DOT_NL;
var PERL = CLASS_NL | ONE_LINE | PERL_X | UNICODE_GROUPS;
var UNANCHORED = 0;
var ANCHOR_START = 1;
var ANCHOR_BOTH = 2;

// node_modules/@bufbuild/re2/dist/esm/UnicodeRangeTable.js
var UnicodeRangeTable = class {
  data;
  isStride1;
  SIZE;
  constructor(data, isStride1 = false) {
    this.data = data;
    this.isStride1 = isStride1;
    this.SIZE = isStride1 ? 2 : 3;
  }
  // High-performance getters that do NOT allocate memory
  getLo(index) {
    return this.data[index * this.SIZE];
  }
  getHi(index) {
    return this.data[index * this.SIZE + 1];
  }
  getStride(index) {
    return this.isStride1 ? 1 : this.data[index * this.SIZE + 2];
  }
  get(index) {
    const i = index * this.SIZE;
    return [this.data[i], this.data[i + 1], this.getStride(index)];
  }
  get length() {
    return this.data.length / this.SIZE;
  }
};

// node_modules/@bufbuild/re2/dist/esm/UnicodeTables.js
var _B64_MAP = null;
var getB64Map = () => {
  if (!_B64_MAP) {
    _B64_MAP = new Uint8Array(256);
    const b = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-";
    for (let i = 0; i < 64; i++) {
      _B64_MAP[b.charCodeAt(i)] = i;
    }
  }
  return _B64_MAP;
};
var decodeVLQ = (str2) => {
  const b64 = getB64Map();
  const res = [];
  let value = 0, shift = 0;
  for (let i = 0; i < str2.length; i++) {
    const digit = b64[str2.charCodeAt(i)];
    value |= (digit & 31) << shift;
    if ((digit & 32) === 0) {
      res.push(value);
      value = 0;
      shift = 0;
    } else {
      shift += 5;
    }
  }
  return res;
};
var decodeRanges = (str2, isStride1) => {
  if (str2.length === 0)
    return new Uint32Array(0);
  const res = decodeVLQ(str2);
  const numRanges = isStride1 ? res.length / 2 : res.length / 3;
  const out = new Uint32Array(numRanges * 3);
  let current = 0, resIdx = 0;
  for (let i = 0; i < numRanges; i++) {
    current += res[resIdx++];
    out[i * 3] = current;
    current += res[resIdx++];
    out[i * 3 + 1] = current;
    out[i * 3 + 2] = isStride1 ? 1 : res[resIdx++];
  }
  return out;
};
var decodeOrbit = (str2) => {
  const res = decodeVLQ(str2);
  const map = /* @__PURE__ */ new Map();
  let currentKey = 0;
  for (let i = 0; i < res.length; i += 2) {
    currentKey += res[i];
    map.set(currentKey, res[i + 1]);
  }
  return map;
};
var mergeRanges = (a, b) => {
  if (b.length === 0)
    return a;
  if (a.length === 0)
    return b;
  const points = [];
  const push = (arr) => {
    for (let i = 0; i < arr.length; i += 3) {
      const lo = arr[i], hi = arr[i + 1], stride = arr[i + 2];
      if (stride === 1) {
        points.push([lo, hi]);
      } else {
        for (let cp = lo; cp <= hi; cp += stride)
          points.push([cp, cp]);
      }
    }
  };
  push(a);
  push(b);
  points.sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [lo, hi] of points) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 >= lo) {
      if (hi > last[1])
        last[1] = hi;
    } else {
      merged.push([lo, hi]);
    }
  }
  const out = new Uint32Array(merged.length * 3);
  for (let i = 0; i < merged.length; i++) {
    out[i * 3] = merged[i][0];
    out[i * 3 + 1] = merged[i][1];
    out[i * 3 + 2] = 1;
  }
  return out;
};
var sweepPlatform = (pattern) => {
  const re = new RegExp(pattern, "u");
  const ranges = [];
  let start = -1;
  for (let cp = 0; cp <= 1114111; cp++) {
    if (re.test(String.fromCodePoint(cp))) {
      if (start < 0)
        start = cp;
    } else if (start >= 0) {
      ranges.push(start, cp - 1, 1);
      start = -1;
    }
  }
  if (start >= 0)
    ranges.push(start, 1114111, 1);
  return Uint32Array.from(ranges);
};
var LazyDecoder = class {
  initializer;
  cache;
  constructor(initializer) {
    this.initializer = initializer;
    this.cache = /* @__PURE__ */ new Map();
  }
  has(key) {
    return key in this.initializer;
  }
  get(key) {
    const cached = this.cache.get(key);
    if (cached !== void 0 || this.cache.has(key)) {
      return cached ?? null;
    }
    const fn = this.initializer[key];
    const val = fn ? fn() : null;
    this.cache.set(key, val);
    return val;
  }
};
var _CASE_ORBIT = null;
var getCASE_ORBIT = () => {
  if (!_CASE_ORBIT) {
    _CASE_ORBIT = decodeOrbit("rDqpII-LsD+0HGrpIsCxJzElODoODrOnByP-Mz+HTieNj-HCweD1fDxeB+9HBwfC1FE2eBxfBjeE1eDmpII0fjB4c+BgkHChkHKikHDjkHBkkHImkHZnkHhhGlkH9O70H-Io8HBp8HBq8HBr8HBs8HBt8HBu8HBv8HJ48HB58HB68HB78HB88HB98HB+8HB-8HJo9HBp9HBq9HBr9HBs9HBt9HBu9HBv9HM89HLlaFs+HQwcQwdQ8-HzJpdErCBlGgphBokHjMu+pBBv+pBDy+pBBz+pBB0+pBB1+pBw5Um4+BBl4+B68cg17CBh17CBi17CBj17CBk17CBl17CBm17CBn17CBo17CBp17CBq17CBr17CBs17CBt17CBu17CBv17CBw17CBx17CBy17CBz17CB017CB117CB217CB317CB417CD717CB817CB917CB+17CB-17CBg27CBh27CBi27CBj27CBk27CBl27CBm27CBn27CBo27CBp27CBq27CBr27CBs27CBt27CBu27CBv27CBw27CBx27CBy27CBz27C");
  }
  return _CASE_ORBIT;
};
var _DELTA_CATEGORIES = /* @__PURE__ */ new LazyDecoder({
  L: () => decodeRanges("pkHBBh6iBCBNCBkvXzBB36BbBKWB9JCB8lBJBCDDClBBCaaCt-Bt-BBfBgkG68DBmoHdBjhDsBBz8HxmWxmWBcBDgwhCgwhCBsTB", false),
  LC: () => decodeRanges("pkHBh6iBCNC0rZVLV", true),
  Ll: () => decodeRanges("qkHj6iBj6iBO1sZ1sZBUB", false),
  Lm: () => decodeRanges("uqjChBhBx+XCBpBBB", false),
  Lo: () => decodeRanges("guhCzBB36BDBCzLzLBBB8lBJBCDDClBBCaaCt-Bt-BBfBgkG68DBmoHdBmhDnBB18HxmWxmWBcBDgwhCgwhCBsTB", false),
  Lu: () => decodeRanges("pkHi6iBi6iBBOOC0rZ0rZBUB", false),
  M: () => decodeRanges("3kCymhCymhCBDBvM8lB8lBBHBCDDCDBCEBCPPB47C47CkuQRB-lhBBB", false),
  Mc: () => decodeRanges("49kCCBIDDCDBCBBCvavaswSCB", false),
  Mn: () => decodeRanges("3kCymhCymhCBDBvM-lB-lBBEBOECPBB47CkuQkuQBKBECB-lhBBB", false),
  N: () => decodeRanges("gqjCJnsCTtoBJ3pRJ3hDJ37XJ4nGJ", true),
  Nd: () => decodeRanges("gqjCJnsCTtoBJ3pRJ3hDJ37XJ4nGJ", true),
  P: () => decodeRanges("u6GBBwBvv8Bvv8BmzBBBCBBpgCssUssUBBBwkeAB", false),
  Pd: () => decodeRanges("urjCA", true),
  Po: () => decodeRanges("u6GBBwB1i+B1i+BBCCBpgCpgCssUCBwkeAB", false),
  S: () => decodeRanges("nhJCBz+CDBlPBBK-82B-82BBxzvBxzvBBuHBRzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false),
  Sm: () => decodeRanges("usjCB", true),
  So: () => decodeRanges("nhJCBz+CDBlPBBKxwmDxwmDBuHBRzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false)
});
var _DELTA_SCRIPTS = /* @__PURE__ */ new LazyDecoder({
  Arabic: () => decodeRanges("3kCrxhCrxhCBBB4BAB", false),
  Balinese: () => decodeRanges("u6GBwBA", true),
  Common: () => decodeRanges("nhJCBz+CDBlPBBKxwmDxwmDB4HBHzNB-vKJBFBBoOGGvBIIWDDKiHiHBjBB", false),
  Cyrillic: () => decodeRanges("pkHB", true),
  Egyptian_Hieroglyphs: () => decodeRanges("gjtC68D", true),
  Han: () => decodeRanges("w-6FtT", true),
  Kawi: () => decodeRanges("66nCA", true),
  Khitan_Small_Script: () => decodeRanges("-njDA", true),
  Latin: () => decodeRanges("r+pBCNC", true),
  Myanmar: () => decodeRanges("w2lCT", true)
});
var _NEW_SCRIPTS = /* @__PURE__ */ new LazyDecoder({
  Garay: () => new UnicodeRangeTable(decodeRanges("gqjClBEcJB", true)),
  Gurung_Khema: () => new UnicodeRangeTable(decodeRanges("go4C5B", true)),
  Kirat_Rai: () => new UnicodeRangeTable(decodeRanges("gq7C5B", true)),
  Ol_Onal: () => new UnicodeRangeTable(decodeRanges("wu5DqBFA", true)),
  Sunuwar: () => new UnicodeRangeTable(decodeRanges("g+mChBPJ", true)),
  Todhri: () => new UnicodeRangeTable(decodeRanges("guhCzB", true)),
  Tulu_Tigalari: () => new UnicodeRangeTable(decodeRanges("g8kCJBCDDClBBCJBCDDCDBCJBCBBJBB", false))
});
var STABLE_CATEGORY_NAMES = /* @__PURE__ */ new Set([
  "C",
  "Cc",
  "Cf",
  "Cn",
  "Co",
  "Cs",
  "L",
  "LC",
  "Ll",
  "Lm",
  "Lo",
  "Lt",
  "Lu",
  "M",
  "Mc",
  "Me",
  "Mn",
  "N",
  "Nd",
  "Nl",
  "No",
  "P",
  "Pc",
  "Pd",
  "Pe",
  "Pf",
  "Pi",
  "Po",
  "Ps",
  "S",
  "Sc",
  "Sk",
  "Sm",
  "So",
  "Z",
  "Zl",
  "Zp",
  "Zs"
]);
var STABLE_SCRIPT_NAMES = /* @__PURE__ */ new Set([
  "Adlam",
  "Ahom",
  "Anatolian_Hieroglyphs",
  "Arabic",
  "Armenian",
  "Avestan",
  "Balinese",
  "Bamum",
  "Bassa_Vah",
  "Batak",
  "Bengali",
  "Bhaiksuki",
  "Bopomofo",
  "Brahmi",
  "Braille",
  "Buginese",
  "Buhid",
  "Canadian_Aboriginal",
  "Carian",
  "Caucasian_Albanian",
  "Chakma",
  "Cham",
  "Cherokee",
  "Chorasmian",
  "Common",
  "Coptic",
  "Cuneiform",
  "Cypriot",
  "Cypro_Minoan",
  "Cyrillic",
  "Deseret",
  "Devanagari",
  "Dives_Akuru",
  "Dogra",
  "Duployan",
  "Egyptian_Hieroglyphs",
  "Elbasan",
  "Elymaic",
  "Ethiopic",
  "Georgian",
  "Glagolitic",
  "Gothic",
  "Grantha",
  "Greek",
  "Gujarati",
  "Gunjala_Gondi",
  "Gurmukhi",
  "Han",
  "Hangul",
  "Hanifi_Rohingya",
  "Hanunoo",
  "Hatran",
  "Hebrew",
  "Hiragana",
  "Imperial_Aramaic",
  "Inherited",
  "Inscriptional_Pahlavi",
  "Inscriptional_Parthian",
  "Javanese",
  "Kaithi",
  "Kannada",
  "Katakana",
  "Kawi",
  "Kayah_Li",
  "Kharoshthi",
  "Khitan_Small_Script",
  "Khmer",
  "Khojki",
  "Khudawadi",
  "Lao",
  "Latin",
  "Lepcha",
  "Limbu",
  "Linear_A",
  "Linear_B",
  "Lisu",
  "Lycian",
  "Lydian",
  "Mahajani",
  "Makasar",
  "Malayalam",
  "Mandaic",
  "Manichaean",
  "Marchen",
  "Masaram_Gondi",
  "Medefaidrin",
  "Meetei_Mayek",
  "Mende_Kikakui",
  "Meroitic_Cursive",
  "Meroitic_Hieroglyphs",
  "Miao",
  "Modi",
  "Mongolian",
  "Mro",
  "Multani",
  "Myanmar",
  "Nabataean",
  "Nag_Mundari",
  "Nandinagari",
  "New_Tai_Lue",
  "Newa",
  "Nko",
  "Nushu",
  "Nyiakeng_Puachue_Hmong",
  "Ogham",
  "Ol_Chiki",
  "Old_Hungarian",
  "Old_Italic",
  "Old_North_Arabian",
  "Old_Permic",
  "Old_Persian",
  "Old_Sogdian",
  "Old_South_Arabian",
  "Old_Turkic",
  "Old_Uyghur",
  "Oriya",
  "Osage",
  "Osmanya",
  "Pahawh_Hmong",
  "Palmyrene",
  "Pau_Cin_Hau",
  "Phags_Pa",
  "Phoenician",
  "Psalter_Pahlavi",
  "Rejang",
  "Runic",
  "Samaritan",
  "Saurashtra",
  "Sharada",
  "Shavian",
  "Siddham",
  "SignWriting",
  "Sinhala",
  "Sogdian",
  "Sora_Sompeng",
  "Soyombo",
  "Sundanese",
  "Syloti_Nagri",
  "Syriac",
  "Tagalog",
  "Tagbanwa",
  "Tai_Le",
  "Tai_Tham",
  "Tai_Viet",
  "Takri",
  "Tamil",
  "Tangsa",
  "Tangut",
  "Telugu",
  "Thaana",
  "Thai",
  "Tibetan",
  "Tifinagh",
  "Tirhuta",
  "Toto",
  "Ugaritic",
  "Unknown",
  "Vai",
  "Vithkuqi",
  "Wancho",
  "Warang_Citi",
  "Yezidi",
  "Yi",
  "Zanabazar_Square"
]);
var NEW_SCRIPT_NAMES = /* @__PURE__ */ new Set([
  "Garay",
  "Gurung_Khema",
  "Kirat_Rai",
  "Ol_Onal",
  "Sunuwar",
  "Todhri",
  "Tulu_Tigalari"
]);
var _sweepCache = /* @__PURE__ */ new Map();
var _foldCache = /* @__PURE__ */ new Map();
var buildForProperty = (name) => {
  if (NEW_SCRIPT_NAMES.has(name)) {
    return _NEW_SCRIPTS.get(name);
  }
  let kind = null;
  let pattern = null;
  if (STABLE_CATEGORY_NAMES.has(name)) {
    kind = "category";
    pattern = `\\p{General_Category=${name}}`;
  } else if (STABLE_SCRIPT_NAMES.has(name)) {
    kind = "script";
    pattern = `\\p{Script=${name}}`;
  } else
    return null;
  const cacheKey = `${kind}:${name}`;
  const cached = _sweepCache.get(cacheKey);
  if (cached)
    return cached;
  const base = sweepPlatform(pattern);
  const delta = kind === "category" ? _DELTA_CATEGORIES.get(name) : _DELTA_SCRIPTS.get(name);
  const merged = delta ? mergeRanges(base, delta) : base;
  const table = new UnicodeRangeTable(merged);
  _sweepCache.set(cacheKey, table);
  return table;
};
var buildFoldOverlay = (name) => {
  const cached = _foldCache.get(name);
  if (cached !== void 0)
    return cached;
  const base = buildForProperty(name);
  if (!base) {
    _foldCache.set(name, null);
    return null;
  }
  const inBase = (r) => {
    let lo = 0, hi = base.length;
    while (lo < hi) {
      const m = lo + hi >> 1;
      const rlo = base.getLo(m), rhi = base.getHi(m);
      if (r < rlo)
        hi = m;
      else if (r > rhi)
        lo = m + 1;
      else
        return (r - rlo) % base.getStride(m) === 0;
    }
    return false;
  };
  const orbit = getCASE_ORBIT();
  const simpleFold2 = (r) => {
    const folded = orbit.get(r);
    if (folded !== void 0)
      return folded;
    const s = String.fromCodePoint(r);
    const lower = s.toLowerCase();
    if (lower.length === s.length) {
      const lowerCp = lower.codePointAt(0);
      if (lowerCp !== void 0 && lowerCp !== r)
        return lowerCp;
    }
    const upper = s.toUpperCase();
    if (upper.length === s.length) {
      const upperCp = upper.codePointAt(0);
      if (upperCp !== void 0 && upperCp !== r)
        return upperCp;
    }
    return r;
  };
  const extras = /* @__PURE__ */ new Set();
  for (let i = 0; i < base.length; i++) {
    const lo = base.getLo(i), hi = base.getHi(i), stride = base.getStride(i);
    for (let cp = lo; cp <= hi; cp += stride) {
      let r = simpleFold2(cp);
      while (r !== cp) {
        if (!inBase(r))
          extras.add(r);
        r = simpleFold2(r);
      }
    }
  }
  if (extras.size === 0) {
    _foldCache.set(name, null);
    return null;
  }
  const sorted = Array.from(extras).sort((a, b) => a - b);
  const merged = [];
  for (const cp of sorted) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 === cp)
      last[1] = cp;
    else
      merged.push([cp, cp]);
  }
  const out = new Uint32Array(merged.length * 3);
  for (let i = 0; i < merged.length; i++) {
    out[i * 3] = merged[i][0];
    out[i * 3 + 1] = merged[i][1];
    out[i * 3 + 2] = 1;
  }
  const table = new UnicodeRangeTable(out);
  _foldCache.set(name, table);
  return table;
};
var getUpper = () => {
  const table = buildForProperty("Lu");
  if (table === null) {
    throw new Error("Upper: missing Lu property");
  }
  return table;
};
var UnicodeTables = {
  get CASE_ORBIT() {
    return getCASE_ORBIT();
  },
  STABLE_CATEGORY_NAMES,
  STABLE_SCRIPT_NAMES,
  NEW_SCRIPT_NAMES,
  buildForProperty,
  buildFoldOverlay,
  CATEGORIES: {
    has: (name) => STABLE_CATEGORY_NAMES.has(name),
    get: (name) => buildForProperty(name)
  },
  SCRIPTS: {
    has: (name) => STABLE_SCRIPT_NAMES.has(name) || NEW_SCRIPT_NAMES.has(name),
    get: (name) => buildForProperty(name)
  },
  FOLD_CATEGORIES: {
    has: (name) => STABLE_CATEGORY_NAMES.has(name),
    get: (name) => buildFoldOverlay(name)
  },
  FOLD_SCRIPT: {
    has: (name) => STABLE_SCRIPT_NAMES.has(name) || NEW_SCRIPT_NAMES.has(name),
    get: (name) => buildFoldOverlay(name)
  },
  get Upper() {
    return getUpper();
  },
  // --- Test-only hooks: expose the raw bundled 15.0→16.0 delta and
  // new-in-16.0 script data so tests can verify the generator output.
  // These are not part of the public API.
  _deltaCategoryRanges: (name) => _DELTA_CATEGORIES.get(name),
  _deltaScriptRanges: (name) => _DELTA_SCRIPTS.get(name),
  _newScriptTable: (name) => _NEW_SCRIPTS.get(name)
};

// node_modules/@bufbuild/re2/dist/esm/Unicode.js
var MAX_RUNE = 1114111;
var MAX_ASCII = 127;
var MAX_BMP = 65535;
var MIN_FOLD = 65;
var MAX_FOLD = 125251;
var MIN_HIGH_SURROGATE = 55296;
var MAX_HIGH_SURROGATE = 56319;
var MIN_LOW_SURROGATE = 56320;
var MAX_LOW_SURROGATE = 57343;
var MIN_SUPPLEMENTARY_CODE_POINT = 65536;
function simpleFold(r) {
  const caseOrbit = UnicodeTables.CASE_ORBIT;
  const folded = caseOrbit.get(r);
  if (folded !== void 0) {
    return folded;
  }
  const s = String.fromCodePoint(r);
  const lower = s.toLowerCase();
  if (lower.length === s.length) {
    const lowerCp = lower.codePointAt(0);
    if (lowerCp !== void 0 && lowerCp !== r)
      return lowerCp;
  }
  const upper = s.toUpperCase();
  if (upper.length === s.length) {
    const upperCp = upper.codePointAt(0);
    if (upperCp !== void 0 && upperCp !== r)
      return upperCp;
  }
  return r;
}
function equalsIgnoreCase(r1, r2) {
  if (r1 < 0 || r2 < 0) {
    return false;
  }
  if (r1 === r2) {
    return true;
  }
  if (r1 <= MAX_ASCII && r2 <= MAX_ASCII) {
    if (65 <= r1 && r1 <= 90) {
      r1 |= 32;
    }
    if (65 <= r2 && r2 <= 90) {
      r2 |= 32;
    }
    return r1 === r2;
  }
  for (let r = simpleFold(r1); r !== r1; r = simpleFold(r)) {
    if (r === r2) {
      return true;
    }
  }
  return false;
}

// node_modules/@bufbuild/re2/dist/esm/chars.js
var codePointAtOrThrow = (s, i) => {
  const cp = s.codePointAt(i);
  if (cp === void 0) {
    throw new Error(`codePointAt(${i}) returned undefined for ${JSON.stringify(s)}`);
  }
  return cp;
};

// node_modules/@bufbuild/re2/dist/esm/Utils.js
var METACHARACTERS = "\\.+*?()|[]{}^$";
var EMPTY_BEGIN_LINE = 1;
var EMPTY_END_LINE = 2;
var EMPTY_BEGIN_TEXT = 4;
var EMPTY_END_TEXT = 8;
var EMPTY_WORD_BOUNDARY = 16;
var EMPTY_NO_WORD_BOUNDARY = 32;
function emptyInts() {
  return [];
}
function isalnum(c) {
  return 48 <= c && c <= 57 || 97 <= c && c <= 122 || 65 <= c && c <= 90;
}
function unhex(c) {
  if (48 <= c && c <= 57) {
    return c - 48;
  }
  if (97 <= c && c <= 102) {
    return c - 97 + 10;
  }
  if (65 <= c && c <= 70) {
    return c - 65 + 10;
  }
  return -1;
}
function stringToRunes(str2) {
  return Array.from(String(str2)).map((s) => codePointAtOrThrow(s, 0));
}
function runeToString(r) {
  return String.fromCodePoint(r);
}
function isWordRune(r) {
  return 97 <= r && r <= 122 || 65 <= r && r <= 90 || 48 <= r && r <= 57 || r === 95;
}
function emptyOpContext(r1, r2) {
  let op = 0;
  if (r1 < 0) {
    op |= EMPTY_BEGIN_TEXT | EMPTY_BEGIN_LINE;
  }
  if (r1 === 10) {
    op |= EMPTY_BEGIN_LINE;
  }
  if (r2 < 0) {
    op |= EMPTY_END_TEXT | EMPTY_END_LINE;
  }
  if (r2 === 10) {
    op |= EMPTY_END_LINE;
  }
  if (isWordRune(r1) !== isWordRune(r2)) {
    op |= EMPTY_WORD_BOUNDARY;
  } else {
    op |= EMPTY_NO_WORD_BOUNDARY;
  }
  return op;
}
function quoteMeta(str2) {
  return str2.split("").map((s) => {
    if (METACHARACTERS.indexOf(s) >= 0) {
      return `\\${s}`;
    }
    return s;
  }).join("");
}
function charCount(codePoint) {
  return codePoint > MAX_BMP ? 2 : 1;
}

// node_modules/@bufbuild/re2/dist/esm/MachineInput.js
var MachineUTF16Input = class _MachineUTF16Input {
  charSequence;
  start;
  end;
  constructor(charSequence, start = 0, end = charSequence.length) {
    this.charSequence = charSequence;
    this.start = start;
    this.end = end;
  }
  static EOF() {
    return -1 << 3;
  }
  endPos() {
    return this.end;
  }
  hasString(prefilter, pos) {
    const idx = this.charSequence.indexOf(prefilter.str, this.start + pos);
    return idx !== -1 && idx <= this.end - prefilter.str.length;
  }
  step(pos) {
    pos += this.start;
    if (pos >= this.end) {
      return _MachineUTF16Input.EOF();
    }
    const c1 = this.charSequence.charCodeAt(pos);
    if (c1 < MIN_HIGH_SURROGATE || c1 > MAX_HIGH_SURROGATE || pos + 1 >= this.end) {
      return c1 << 3 | 1;
    }
    const c2 = this.charSequence.charCodeAt(pos + 1);
    if (c2 >= MIN_LOW_SURROGATE && c2 <= MAX_LOW_SURROGATE) {
      const rune = (c1 - MIN_HIGH_SURROGATE) * 1024 + (c2 - MIN_LOW_SURROGATE) + MIN_SUPPLEMENTARY_CODE_POINT;
      return rune << 3 | 2;
    }
    return c1 << 3 | 1;
  }
  index(re2, pos) {
    pos += this.start;
    const i = this.charSequence.indexOf(re2.prefix, pos);
    return i < 0 ? i : i - pos;
  }
  context(pos) {
    pos += this.start;
    const r1 = pos > 0 && pos <= this.charSequence.length ? this.charSequence.codePointAt(pos - 1) : -1;
    const r2 = pos < this.charSequence.length ? this.charSequence.codePointAt(pos) : -1;
    if (r1 === void 0 || r2 === void 0) {
      throw new Error("invalid state");
    }
    return emptyOpContext(r1, r2);
  }
  prefixLength(re2) {
    return re2.prefix.length;
  }
};
function fromUTF16(charSequence, start = 0, end = charSequence.length) {
  return new MachineUTF16Input(charSequence, start, end);
}

// node_modules/@bufbuild/re2/dist/esm/Inst.js
var Inst = class _Inst {
  static ALT = 1;
  static ALT_MATCH = 2;
  static CAPTURE = 3;
  static EMPTY_WIDTH = 4;
  static FAIL = 5;
  static MATCH = 6;
  static NOP = 7;
  static RUNE = 8;
  static RUNE1 = 9;
  static RUNE_ANY = 10;
  static RUNE_ANY_NOT_NL = 11;
  op;
  out;
  arg;
  runes;
  static isRuneOp(op) {
    return _Inst.RUNE <= op && op <= _Inst.RUNE_ANY_NOT_NL;
  }
  constructor(op) {
    this.op = op;
    this.out = 0;
    this.arg = 0;
    this.runes = [];
  }
  // MatchRune returns true if the instruction matches (and consumes) r.
  // It should only be called when op is a rune op.
  matchRune(r) {
    if (this.runes.length === 1) {
      const r0 = this.runes[0];
      if ((this.arg & FOLD_CASE) !== 0) {
        return equalsIgnoreCase(r0, r);
      }
      return r === r0;
    }
    const len = this.runes.length;
    if (len === 2 || len === 4 || len === 6 || len === 8) {
      for (let j = 0; j < len; j += 2) {
        if (r < this.runes[j]) {
          return false;
        }
        if (r <= this.runes[j + 1]) {
          return true;
        }
      }
      return false;
    }
    let lo = 0;
    let hi = this.runes.length / 2 | 0;
    while (lo < hi) {
      const m = lo + hi >> 1;
      const c = this.runes[2 * m];
      if (c <= r) {
        if (r <= this.runes[2 * m + 1]) {
          return true;
        }
        lo = m + 1;
      } else {
        hi = m;
      }
    }
    return false;
  }
};

// node_modules/@bufbuild/re2/dist/esm/DFA.js
var hashPCs = (pcs) => {
  let h = -2128831035;
  for (let i = 0; i < pcs.length; i++) {
    h ^= pcs[i];
    h = Math.imul(h, 16777619);
  }
  return h;
};
var arraysEqual = (a, b) => {
  if (a.length !== b.length)
    return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i])
      return false;
  }
  return true;
};
var DFAState = class {
  nfaStates;
  isMatch;
  hasEmptyWidth;
  matchIDs;
  nextAscii;
  nextMap;
  constructor(nfaStates, isMatch, hasEmptyWidth, matchIDs = []) {
    this.nfaStates = nfaStates;
    this.isMatch = isMatch;
    this.hasEmptyWidth = hasEmptyWidth;
    this.matchIDs = matchIDs;
    this.nextAscii = new Array(MAX_ASCII + 1).fill(null);
    this.nextMap = /* @__PURE__ */ new Map();
  }
};
var DFA = class _DFA {
  prog;
  stateCache;
  stateCount;
  startState;
  stateLimit;
  cacheClears;
  failed;
  static MAX_CACHE_CLEARS = 5;
  constructor(prog) {
    this.prog = prog;
    this.stateCache = /* @__PURE__ */ new Map();
    this.stateCount = 0;
    this.startState = null;
    this.stateLimit = 1e4;
    this.cacheClears = 0;
    this.failed = false;
  }
  // Follows epsilon transitions to find all reachable states without consuming a char.
  // Stops at EMPTY_WIDTH (includes the PC but does not follow through).
  computeClosure(pcs) {
    const closure = /* @__PURE__ */ new Set();
    const stack = [...pcs];
    let isMatch = false;
    let hasEmptyWidth = false;
    const matchIDs = [];
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === void 0) {
        throw new Error("invalid state");
      }
      if (closure.has(pc))
        continue;
      closure.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.MATCH:
          isMatch = true;
          if (!matchIDs.includes(inst.arg))
            matchIDs.push(inst.arg);
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          hasEmptyWidth = true;
          break;
      }
    }
    const sortedPCs = Int32Array.from(closure).sort();
    matchIDs.sort((a, b) => a - b);
    return { pcs: sortedPCs, isMatch, hasEmptyWidth, matchIDs };
  }
  // Resolve EMPTY_WIDTH PCs using the given context.
  // Returns { resolvedPCs: Set<number>, isMatch: boolean }
  resolveEmptyWidth(nfaStates, context) {
    const resolved = /* @__PURE__ */ new Set();
    const stack = [];
    let isMatch = false;
    for (let i = 0; i < nfaStates.length; i++) {
      const pc = nfaStates[i];
      const inst = this.prog.getInst(pc);
      if (inst.op === Inst.EMPTY_WIDTH) {
        if ((inst.arg & ~context) === 0) {
          stack.push(inst.out);
        }
      } else {
        resolved.add(pc);
        if (inst.op === Inst.MATCH) {
          isMatch = true;
        }
      }
    }
    while (stack.length > 0) {
      const pc = stack.pop();
      if (pc === void 0) {
        throw new Error("invalid state");
      }
      if (resolved.has(pc))
        continue;
      resolved.add(pc);
      const inst = this.prog.getInst(pc);
      switch (inst.op) {
        case Inst.MATCH:
          isMatch = true;
          break;
        case Inst.ALT:
        case Inst.ALT_MATCH:
          stack.push(inst.out);
          stack.push(inst.arg);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          stack.push(inst.out);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) {
            stack.push(inst.out);
          }
          break;
      }
    }
    return { resolvedPCs: resolved, isMatch };
  }
  getState(pcs) {
    const closureResult = this.computeClosure(pcs);
    const sortedPCs = closureResult.pcs;
    const hash = hashPCs(sortedPCs);
    let bucket = this.stateCache.get(hash);
    if (bucket) {
      for (let i = 0; i < bucket.length; i++) {
        const state2 = bucket[i];
        if (arraysEqual(state2.nfaStates, sortedPCs)) {
          return state2;
        }
      }
    } else {
      bucket = [];
      this.stateCache.set(hash, bucket);
    }
    if (this.failed)
      return null;
    if (this.stateCount >= this.stateLimit) {
      this.stateCache.clear();
      this.stateCount = 0;
      this.startState = null;
      this.cacheClears++;
      if (this.cacheClears >= _DFA.MAX_CACHE_CLEARS) {
        this.failed = true;
      }
      return null;
    }
    const state = new DFAState(sortedPCs, closureResult.isMatch, closureResult.hasEmptyWidth, closureResult.matchIDs);
    bucket.push(state);
    this.stateCount++;
    return state;
  }
  // Compute the next DFA state given a current state, a character, and context.
  // Context is needed only when the state has EMPTY_WIDTH PCs.
  step(state, charCode, anchor, context) {
    let cacheKey = 0;
    if (state.hasEmptyWidth) {
      cacheKey = charCode * 128 + (context & 63) * 2 + (anchor === UNANCHORED ? 0 : 1);
      const cached = state.nextMap.get(cacheKey);
      if (cached !== void 0 || state.nextMap.has(cacheKey)) {
        return cached ?? null;
      }
    } else {
      if (anchor === UNANCHORED && charCode <= MAX_ASCII) {
        const next = state.nextAscii[charCode];
        if (next !== null) {
          return next;
        }
      } else {
        cacheKey = charCode + (anchor === UNANCHORED ? 0 : MAX_RUNE + 1);
        const cached = state.nextMap.get(cacheKey);
        if (cached !== void 0 || state.nextMap.has(cacheKey)) {
          return cached ?? null;
        }
      }
    }
    let activePCs;
    if (state.hasEmptyWidth) {
      const { resolvedPCs } = this.resolveEmptyWidth(state.nfaStates, context);
      activePCs = resolvedPCs;
    } else {
      activePCs = state.nfaStates;
    }
    const nextPCs = [];
    const iterPCs = activePCs instanceof Set ? activePCs : state.nfaStates;
    for (const pc of iterPCs) {
      const inst = this.prog.getInst(pc);
      if (Inst.isRuneOp(inst.op) && inst.matchRune(charCode)) {
        nextPCs.push(inst.out);
      }
    }
    if (anchor === UNANCHORED) {
      nextPCs.push(this.prog.start);
    }
    const nextState = this.getState(nextPCs);
    if (state.hasEmptyWidth) {
      state.nextMap.set(cacheKey, nextState);
    } else if (anchor === UNANCHORED && charCode <= MAX_ASCII) {
      state.nextAscii[charCode] = nextState;
    } else {
      cacheKey = charCode + (anchor === UNANCHORED ? 0 : MAX_RUNE + 1);
      state.nextMap.set(cacheKey, nextState);
    }
    return nextState;
  }
  // The hot loop: Execute the Lazy DFA
  match(input, pos, anchor) {
    if (!this.startState) {
      this.startState = this.getState([this.prog.start]);
      if (!this.startState)
        return null;
    }
    const endPos = input.endPos();
    let currentState = this.startState;
    let prevRune = -1;
    if (pos > 0) {
      const r = input.step(pos - 1) >> 3;
      if (r >= 0)
        prevRune = r;
    }
    if (currentState.isMatch) {
      if (anchor === ANCHOR_BOTH) {
        if (pos === endPos)
          return true;
      } else {
        return true;
      }
    }
    let i = pos;
    while (i < endPos) {
      const r = input.step(i);
      const rune = r >> 3;
      const width = r & 7;
      if (width === 0)
        break;
      const context = emptyOpContext(prevRune, rune);
      if (currentState.hasEmptyWidth) {
        const { isMatch } = this.resolveEmptyWidth(currentState.nfaStates, context);
        if (isMatch) {
          if (anchor === ANCHOR_BOTH) {
          } else {
            return true;
          }
        }
      }
      if (!currentState.hasEmptyWidth && anchor === UNANCHORED && rune <= MAX_ASCII) {
        currentState = currentState.nextAscii[rune] || this.step(currentState, rune, anchor, context);
      } else {
        currentState = this.step(currentState, rune, anchor, context);
      }
      if (currentState === null)
        return null;
      if (currentState.isMatch) {
        if (anchor === ANCHOR_BOTH) {
          if (i + width === endPos)
            return true;
        } else {
          return true;
        }
      }
      if (currentState.nfaStates.length === 0) {
        if (anchor !== UNANCHORED)
          return false;
      }
      prevRune = rune;
      i += width;
    }
    if (currentState.hasEmptyWidth) {
      const endContext = emptyOpContext(prevRune, -1);
      const { isMatch } = this.resolveEmptyWidth(currentState.nfaStates, endContext);
      if (isMatch)
        return true;
    }
    return false;
  }
};

// node_modules/@bufbuild/re2/dist/esm/Regexp.js
var Regexp = class _Regexp {
  static Op = {
    NO_MATCH: 0,
    EMPTY_MATCH: 1,
    LITERAL: 2,
    CHAR_CLASS: 3,
    ANY_CHAR_NOT_NL: 4,
    ANY_CHAR: 5,
    BEGIN_LINE: 6,
    END_LINE: 7,
    BEGIN_TEXT: 8,
    END_TEXT: 9,
    WORD_BOUNDARY: 10,
    NO_WORD_BOUNDARY: 11,
    CAPTURE: 12,
    STAR: 13,
    PLUS: 14,
    QUEST: 15,
    REPEAT: 16,
    CONCAT: 17,
    ALTERNATE: 18,
    LEFT_PAREN: 19,
    VERTICAL_BAR: 20
  };
  static isPseudoOp(op) {
    return op >= _Regexp.Op.LEFT_PAREN;
  }
  static emptySubs() {
    return [];
  }
  static fromRegexp(re) {
    const regex2 = new _Regexp(re.op);
    regex2.flags = re.flags;
    regex2.subs = re.subs;
    regex2.runes = re.runes;
    regex2.cap = re.cap;
    regex2.min = re.min;
    regex2.max = re.max;
    regex2.name = re.name;
    regex2.namedGroups = re.namedGroups;
    return regex2;
  }
  op;
  flags;
  subs;
  runes;
  min;
  max;
  cap;
  name;
  namedGroups;
  constructor(op) {
    this.op = op;
    this.flags = 0;
    this.subs = _Regexp.emptySubs();
    this.runes = [];
    this.min = 0;
    this.max = 0;
    this.cap = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ new Map();
  }
  reinit() {
    this.flags = 0;
    this.subs = _Regexp.emptySubs();
    this.runes = [];
    this.cap = 0;
    this.min = 0;
    this.max = 0;
    this.name = null;
    this.namedGroups = /* @__PURE__ */ new Map();
  }
  // maxCap() walks the regexp to find the maximum capture index.
  maxCap() {
    let m = 0;
    if (this.op === _Regexp.Op.CAPTURE) {
      m = this.cap;
    }
    if (this.subs !== null) {
      for (let sub of this.subs) {
        const n = sub.maxCap();
        if (m < n) {
          m = n;
        }
      }
    }
    return m;
  }
};

// node_modules/@bufbuild/re2/dist/esm/Prefilter.js
var Prefilter = class _Prefilter {
  type;
  subs;
  str;
  static Type = { NONE: 0, EXACT: 1, AND: 2, OR: 3 };
  constructor(type) {
    this.type = type;
    this.subs = [];
    this.str = "";
  }
  eval(input, pos) {
    switch (this.type) {
      case _Prefilter.Type.NONE:
        return true;
      case _Prefilter.Type.EXACT:
        return input.hasString(this, pos);
      case _Prefilter.Type.AND:
        for (let i = 0; i < this.subs.length; i++) {
          if (!this.subs[i].eval(input, pos))
            return false;
        }
        return true;
      case _Prefilter.Type.OR:
        for (let i = 0; i < this.subs.length; i++) {
          if (this.subs[i].eval(input, pos))
            return true;
        }
        return false;
      default:
        return true;
    }
  }
};
var fromRegexp = (re) => {
  if (!re)
    return new Prefilter(Prefilter.Type.NONE);
  switch (re.op) {
    case Regexp.Op.NO_MATCH:
    case Regexp.Op.EMPTY_MATCH:
    case Regexp.Op.BEGIN_LINE:
    case Regexp.Op.END_LINE:
    case Regexp.Op.BEGIN_TEXT:
    case Regexp.Op.END_TEXT:
    case Regexp.Op.WORD_BOUNDARY:
    case Regexp.Op.NO_WORD_BOUNDARY:
    case Regexp.Op.CHAR_CLASS:
    case Regexp.Op.ANY_CHAR_NOT_NL:
    case Regexp.Op.ANY_CHAR: {
      return new Prefilter(Prefilter.Type.NONE);
    }
    case Regexp.Op.LITERAL: {
      if (re.runes.length === 0 || (re.flags & FOLD_CASE) !== 0) {
        return new Prefilter(Prefilter.Type.NONE);
      }
      const pf = new Prefilter(Prefilter.Type.EXACT);
      let str2 = "";
      for (let i = 0; i < re.runes.length; i++) {
        str2 += String.fromCodePoint(re.runes[i]);
      }
      pf.str = str2;
      return pf;
    }
    case Regexp.Op.CAPTURE:
    case Regexp.Op.PLUS: {
      return fromRegexp(re.subs[0]);
    }
    case Regexp.Op.REPEAT: {
      if (re.min >= 1) {
        return fromRegexp(re.subs[0]);
      }
      return new Prefilter(Prefilter.Type.NONE);
    }
    case Regexp.Op.CONCAT: {
      const pf = new Prefilter(Prefilter.Type.AND);
      for (const sub of re.subs) {
        pf.subs.push(fromRegexp(sub));
      }
      return pf;
    }
    case Regexp.Op.ALTERNATE: {
      const pf = new Prefilter(Prefilter.Type.OR);
      for (const sub of re.subs) {
        pf.subs.push(fromRegexp(sub));
      }
      return pf;
    }
    default:
      return new Prefilter(Prefilter.Type.NONE);
  }
};
var simplify = (pf) => {
  if (pf.type === Prefilter.Type.EXACT || pf.type === Prefilter.Type.NONE) {
    return pf;
  }
  if (pf.type === Prefilter.Type.AND) {
    const newSubs = [];
    for (const sub of pf.subs) {
      const s = simplify(sub);
      if (s.type !== Prefilter.Type.NONE) {
        if (s.type === Prefilter.Type.AND) {
          newSubs.push(...s.subs);
        } else {
          newSubs.push(s);
        }
      }
    }
    if (newSubs.length === 0)
      return new Prefilter(Prefilter.Type.NONE);
    if (newSubs.length === 1)
      return newSubs[0];
    pf.subs = newSubs;
    return pf;
  }
  if (pf.type === Prefilter.Type.OR) {
    const newSubs = [];
    for (const sub of pf.subs) {
      const s = simplify(sub);
      if (s.type === Prefilter.Type.NONE) {
        return new Prefilter(Prefilter.Type.NONE);
      }
      if (s.type === Prefilter.Type.OR) {
        newSubs.push(...s.subs);
      } else {
        newSubs.push(s);
      }
    }
    if (newSubs.length === 0)
      return new Prefilter(Prefilter.Type.NONE);
    if (newSubs.length === 1)
      return newSubs[0];
    const seen = /* @__PURE__ */ new Set();
    const uniqueSubs = [];
    for (const sub of newSubs) {
      if (sub.type === Prefilter.Type.EXACT) {
        if (!seen.has(sub.str)) {
          seen.add(sub.str);
          uniqueSubs.push(sub);
        }
      } else {
        uniqueSubs.push(sub);
      }
    }
    pf.subs = uniqueSubs;
    return pf;
  }
  return pf;
};
var PrefilterTree = {
  build: (re) => simplify(fromRegexp(re))
};

// node_modules/@bufbuild/re2/dist/esm/Prog.js
var PatchList = class {
  head;
  tail;
  /**
   * @param {number} head - Encoded pointer to the start of the patch list.
   * @param {number} tail - Encoded pointer to the end of the patch list.
   */
  constructor(head = 0, tail = 0) {
    this.head = head;
    this.tail = tail;
  }
};
var Prog = class {
  inst;
  start;
  numCap;
  constructor() {
    this.inst = [];
    this.start = 0;
    this.numCap = 2;
  }
  // Returns the instruction at the specified pc.
  // Precondition: pc > 0 && pc < numInst().
  getInst(pc) {
    return this.inst[pc];
  }
  // Returns the number of instructions in this program.
  numInst() {
    return this.inst.length;
  }
  // Adds a new instruction to this program, with operator |op| and |pc| equal
  // to |numInst()|.
  addInst(op) {
    this.inst.push(new Inst(op));
  }
  // skipNop() follows any no-op or capturing instructions and returns the
  // resulting instruction.
  skipNop(pc) {
    let i = this.inst[pc];
    while (i.op === Inst.NOP || i.op === Inst.CAPTURE) {
      i = this.inst[pc];
      pc = i.out;
    }
    return i;
  }
  // prefix() returns a pair of a literal string that all matches for the
  // regexp must start with, and a boolean which is true if the prefix is the
  // entire match.  The string is returned by appending to |prefix|.
  prefix() {
    let prefix = "";
    let i = this.skipNop(this.start);
    if (!Inst.isRuneOp(i.op) || i.runes.length !== 1) {
      return [i.op === Inst.MATCH, prefix];
    }
    while (Inst.isRuneOp(i.op) && i.runes.length === 1 && (i.arg & FOLD_CASE) === 0) {
      prefix += String.fromCodePoint(i.runes[0]);
      i = this.skipNop(i.out);
    }
    return [i.op === Inst.MATCH, prefix];
  }
  // startCond() returns the leading empty-width conditions that must be true
  // in any match.  It returns -1 (all bits set) if no matches are possible.
  startCond() {
    let flag = 0;
    let pc = this.start;
    loop: for (; ; ) {
      const i = this.inst[pc];
      switch (i.op) {
        case Inst.EMPTY_WIDTH:
          flag |= i.arg;
          break;
        case Inst.FAIL:
          return -1;
        case Inst.CAPTURE:
        case Inst.NOP:
          break;
        default:
          break loop;
      }
      pc = i.out;
    }
    return flag;
  }
  // --- Patch list ---
  // A patchlist is a list of instruction pointers that need to be filled in
  // (patched).  Because the pointers haven't been filled in yet, we can reuse
  // their storage to hold the list.  It's kind of sleazy, but works well in
  // practice.  See http://swtch.com/~rsc/regexp/regexp1.html for inspiration.
  // These aren't really pointers: they're integers, so we can reinterpret them
  // this way without using package unsafe.  A value l denotes p.inst[l>>1].out
  // (l&1==0) or .arg (l&1==1).  l == 0 denotes the empty list, okay because we
  // start every program with a fail instruction, so we'll never want to point
  // at its output link.
  next(l) {
    const i = this.inst[l >> 1];
    if ((l & 1) === 0) {
      return i.out;
    }
    return i.arg;
  }
  patch(l, val) {
    let head = l.head;
    while (head !== 0) {
      const i = this.inst[head >> 1];
      if ((head & 1) === 0) {
        head = i.out;
        i.out = val;
      } else {
        head = i.arg;
        i.arg = val;
      }
    }
  }
  append(l1, l2) {
    if (l1.head === 0)
      return l2;
    if (l2.head === 0)
      return l1;
    const i = this.inst[l1.tail >> 1];
    if ((l1.tail & 1) === 0) {
      i.out = l2.head;
    } else {
      i.arg = l2.head;
    }
    return new PatchList(l1.head, l2.tail);
  }
};

// node_modules/@bufbuild/re2/dist/esm/exceptions.js
var RE2JSException = class extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSException";
  }
};
var RE2JSSyntaxException = class extends RE2JSException {
  error;
  input;
  /**
   * @param {string} error
   * @param {string|null} [input=null]
   */
  constructor(error, input = null) {
    let message = `error parsing regexp: ${error}`;
    if (input) {
      message += `: \`${input}\``;
    }
    super(message);
    this.name = "RE2JSSyntaxException";
    this.message = message;
    this.error = error;
    this.input = input;
  }
  /**
   * Retrieves the description of the error.
   * @returns {string}
   */
  getDescription() {
    return this.error;
  }
  /**
   * Retrieves the erroneous regular-expression pattern.
   * @returns {string|null}
   */
  getPattern() {
    return this.input;
  }
};
var RE2JSCompileException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSCompileException";
  }
};
var RE2JSFlagsException = class extends RE2JSException {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "RE2JSFlagsException";
  }
};

// node_modules/@bufbuild/re2/dist/esm/Compiler.js
var Frag = class {
  i;
  out;
  nullable;
  constructor(i = 0, out = new PatchList(), nullable = false) {
    this.i = i;
    this.out = out;
    this.nullable = nullable;
  }
};
var Compiler = class _Compiler {
  prog;
  static ANY_RUNE_NOT_NL() {
    return [0, 10 - 1, 10 + 1, MAX_RUNE];
  }
  static ANY_RUNE() {
    return [0, MAX_RUNE];
  }
  static compileRegexp(re) {
    const c = new _Compiler();
    const f = c.compile(re);
    c.prog.patch(f.out, c.newInst(Inst.MATCH).i);
    c.prog.start = f.i;
    return c.prog;
  }
  constructor() {
    this.prog = new Prog();
    this.newInst(Inst.FAIL);
  }
  newInst(op) {
    this.prog.addInst(op);
    return new Frag(this.prog.numInst() - 1, new PatchList(), true);
  }
  // Returns a no-op fragment.  Sometimes unavoidable.
  nop() {
    const f = this.newInst(Inst.NOP);
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  fail() {
    return new Frag();
  }
  // Given fragment a, returns (a) capturing as \n.
  // Given a fragment a, returns a fragment with capturing parens around a.
  cap(arg) {
    const f = this.newInst(Inst.CAPTURE);
    f.out = new PatchList(f.i << 1, f.i << 1);
    this.prog.getInst(f.i).arg = arg;
    if (this.prog.numCap < arg + 1) {
      this.prog.numCap = arg + 1;
    }
    return f;
  }
  // Given fragments a and b, returns ab; a|b
  cat(f1, f2) {
    if (f1.i === 0 || f2.i === 0) {
      return this.fail();
    }
    this.prog.patch(f1.out, f2.i);
    return new Frag(f1.i, f2.out, f1.nullable && f2.nullable);
  }
  // Given fragments for a and b, returns fragment for a|b.
  alt(f1, f2) {
    if (f1.i === 0) {
      return f2;
    }
    if (f2.i === 0) {
      return f1;
    }
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    i.out = f1.i;
    i.arg = f2.i;
    f.out = this.prog.append(f1.out, f2.out);
    f.nullable = f1.nullable || f2.nullable;
    return f;
  }
  // loop returns the fragment for the main loop of a plus or star.
  // For plus, it can be used directly. with f1.i as the entry.
  // For star, it can be used directly when f1 can't match an empty string.
  // (When f1 can match an empty string, f1* must be implemented as (f1+)?
  // to get the priority match order correct.)
  loop(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    this.prog.patch(f1.out, f.i);
    return f;
  }
  // Given a fragment for a, returns a fragment for a? or a?? (if nongreedy)
  quest(f1, nongreedy) {
    const f = this.newInst(Inst.ALT);
    const i = this.prog.getInst(f.i);
    if (nongreedy) {
      i.arg = f1.i;
      f.out = new PatchList(f.i << 1, f.i << 1);
    } else {
      i.out = f1.i;
      f.out = new PatchList(f.i << 1 | 1, f.i << 1 | 1);
    }
    f.out = this.prog.append(f.out, f1.out);
    return f;
  }
  // Given a fragment a, returns a fragment for a* or a*? (if nongreedy)
  star(f1, nongreedy) {
    if (f1.nullable) {
      return this.quest(this.plus(f1, nongreedy), nongreedy);
    }
    return this.loop(f1, nongreedy);
  }
  // Given a fragment for a, returns a fragment for a+ or a+? (if nongreedy)
  plus(f1, nongreedy) {
    return new Frag(f1.i, this.loop(f1, nongreedy).out, f1.nullable);
  }
  // op is a bitmask of EMPTY_* flags.
  empty(op) {
    const f = this.newInst(Inst.EMPTY_WIDTH);
    this.prog.getInst(f.i).arg = op;
    f.out = new PatchList(f.i << 1, f.i << 1);
    return f;
  }
  // flags : parser flags
  rune(runes, flags) {
    const f = this.newInst(Inst.RUNE);
    f.nullable = false;
    const i = this.prog.getInst(f.i);
    i.runes = runes;
    flags &= FOLD_CASE;
    if (runes.length !== 1 || simpleFold(runes[0]) === runes[0]) {
      flags &= ~FOLD_CASE;
    }
    i.arg = flags;
    f.out = new PatchList(f.i << 1, f.i << 1);
    if ((flags & FOLD_CASE) === 0 && runes.length === 1 || runes.length === 2 && runes[0] === runes[1]) {
      i.op = Inst.RUNE1;
    } else if (runes.length === 2 && runes[0] === 0 && runes[1] === MAX_RUNE) {
      i.op = Inst.RUNE_ANY;
    } else if (runes.length === 4 && runes[0] === 0 && runes[1] === 10 - 1 && runes[2] === 10 + 1 && runes[3] === MAX_RUNE) {
      i.op = Inst.RUNE_ANY_NOT_NL;
    }
    return f;
  }
  compile(re) {
    switch (re.op) {
      case Regexp.Op.NO_MATCH:
        return this.fail();
      case Regexp.Op.EMPTY_MATCH:
        return this.nop();
      case Regexp.Op.LITERAL:
        if (re.runes.length === 0) {
          return this.nop();
        }
        let f = null;
        for (let r of re.runes) {
          const f1 = this.rune([r], re.flags);
          f = f === null ? f1 : this.cat(f, f1);
        }
        return f;
      case Regexp.Op.CHAR_CLASS:
        return this.rune(re.runes, re.flags);
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return this.rune(_Compiler.ANY_RUNE_NOT_NL(), 0);
      case Regexp.Op.ANY_CHAR:
        return this.rune(_Compiler.ANY_RUNE(), 0);
      case Regexp.Op.BEGIN_LINE:
        return this.empty(EMPTY_BEGIN_LINE);
      case Regexp.Op.END_LINE:
        return this.empty(EMPTY_END_LINE);
      case Regexp.Op.BEGIN_TEXT:
        return this.empty(EMPTY_BEGIN_TEXT);
      case Regexp.Op.END_TEXT:
        return this.empty(EMPTY_END_TEXT);
      case Regexp.Op.WORD_BOUNDARY:
        return this.empty(EMPTY_WORD_BOUNDARY);
      case Regexp.Op.NO_WORD_BOUNDARY:
        return this.empty(EMPTY_NO_WORD_BOUNDARY);
      case Regexp.Op.CAPTURE: {
        const bra = this.cap(re.cap << 1);
        const sub = this.compile(re.subs[0]);
        const ket = this.cap(re.cap << 1 | 1);
        return this.cat(this.cat(bra, sub), ket);
      }
      case Regexp.Op.STAR:
        return this.star(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.PLUS:
        return this.plus(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.QUEST:
        return this.quest(this.compile(re.subs[0]), (re.flags & NON_GREEDY) !== 0);
      case Regexp.Op.CONCAT: {
        if (re.subs.length === 0) {
          return this.nop();
        }
        let f2 = null;
        for (let sub of re.subs) {
          const f1 = this.compile(sub);
          f2 = f2 === null ? f1 : this.cat(f2, f1);
        }
        if (f2 === null) {
          throw new Error("invalid frag");
        }
        return f2;
      }
      case Regexp.Op.ALTERNATE: {
        if (re.subs.length === 0) {
          return this.nop();
        }
        let f2 = null;
        for (let sub of re.subs) {
          const f1 = this.compile(sub);
          f2 = f2 === null ? f1 : this.alt(f2, f1);
        }
        if (f2 === null) {
          throw new Error("invalid frag");
        }
        return f2;
      }
      default:
        throw new RE2JSCompileException("regexp: unhandled case in compile");
    }
  }
};

// node_modules/@bufbuild/re2/dist/esm/Simplify.js
function simplify2(re) {
  switch (re.op) {
    case Regexp.Op.CAPTURE: {
      const sub = simplify2(re.subs[0]);
      if (sub !== re.subs[0]) {
        const nre = Regexp.fromRegexp(re);
        nre.runes = [];
        nre.subs = [sub];
        return nre;
      }
      return re;
    }
    case Regexp.Op.CONCAT:
    case Regexp.Op.ALTERNATE: {
      const newSubs = [];
      let changed = false;
      for (let i = 0; i < re.subs.length; i++) {
        const sub = re.subs[i];
        const nsub = simplify2(sub);
        if (nsub !== sub) {
          changed = true;
        }
        if (re.op === Regexp.Op.CONCAT) {
          if (nsub.op === Regexp.Op.NO_MATCH) {
            return new Regexp(Regexp.Op.NO_MATCH);
          }
          if (nsub.op === Regexp.Op.EMPTY_MATCH) {
            changed = true;
            continue;
          }
          if (nsub.op === Regexp.Op.CONCAT) {
            changed = true;
            newSubs.push(...nsub.subs);
            continue;
          }
        } else if (re.op === Regexp.Op.ALTERNATE) {
          if (nsub.op === Regexp.Op.NO_MATCH) {
            changed = true;
            continue;
          }
          if (nsub.op === Regexp.Op.ALTERNATE) {
            changed = true;
            newSubs.push(...nsub.subs);
            continue;
          }
        }
        newSubs.push(nsub);
      }
      if (changed) {
        if (newSubs.length === 0) {
          return new Regexp(re.op === Regexp.Op.CONCAT ? Regexp.Op.EMPTY_MATCH : Regexp.Op.NO_MATCH);
        }
        if (newSubs.length === 1) {
          return newSubs[0];
        }
        const nre = Regexp.fromRegexp(re);
        nre.runes = [];
        nre.subs = newSubs;
        return nre;
      }
      return re;
    }
    case Regexp.Op.CHAR_CLASS: {
      if (re.runes === null)
        return re;
      if (re.runes.length === 0) {
        return new Regexp(Regexp.Op.NO_MATCH);
      }
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === MAX_RUNE) {
        return new Regexp(Regexp.Op.ANY_CHAR);
      }
      if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === 10 - 1 && re.runes[2] === 10 + 1 && re.runes[3] === MAX_RUNE) {
        return new Regexp(Regexp.Op.ANY_CHAR_NOT_NL);
      }
      return re;
    }
    case Regexp.Op.STAR:
    case Regexp.Op.PLUS:
    case Regexp.Op.QUEST: {
      const sub = simplify2(re.subs[0]);
      return simplify1(re.op, re.flags, sub, re);
    }
    case Regexp.Op.REPEAT: {
      if (re.min === 0 && re.max === 0) {
        return new Regexp(Regexp.Op.EMPTY_MATCH);
      }
      const sub = simplify2(re.subs[0]);
      if (re.max === -1) {
        if (re.min === 0) {
          return simplify1(Regexp.Op.STAR, re.flags, sub, null);
        }
        if (re.min === 1) {
          return simplify1(Regexp.Op.PLUS, re.flags, sub, null);
        }
        const nre = new Regexp(Regexp.Op.CONCAT);
        const subs = [];
        for (let i = 0; i < re.min - 1; i++) {
          subs.push(sub);
        }
        subs.push(simplify1(Regexp.Op.PLUS, re.flags, sub, null));
        nre.subs = subs.slice(0);
        return simplify2(nre);
      }
      if (re.min === 1 && re.max === 1) {
        return sub;
      }
      let prefixSubs = null;
      if (re.min > 0) {
        prefixSubs = [];
        for (let i = 0; i < re.min; i++) {
          prefixSubs.push(sub);
        }
      }
      if (re.max > re.min) {
        let suffix = simplify1(Regexp.Op.QUEST, re.flags, sub, null);
        for (let i = re.min + 1; i < re.max; i++) {
          const nre2 = new Regexp(Regexp.Op.CONCAT);
          nre2.subs = [sub, suffix];
          suffix = simplify1(Regexp.Op.QUEST, re.flags, nre2, null);
        }
        if (prefixSubs === null) {
          return suffix;
        }
        prefixSubs.push(suffix);
      }
      if (prefixSubs !== null) {
        const prefix = new Regexp(Regexp.Op.CONCAT);
        prefix.subs = prefixSubs.slice(0);
        return simplify2(prefix);
      }
      return new Regexp(Regexp.Op.NO_MATCH);
    }
  }
  return re;
}
function simplify1(op, flags, sub, re) {
  if (sub.op === Regexp.Op.EMPTY_MATCH) {
    return sub;
  }
  if (sub.op === Regexp.Op.NO_MATCH) {
    if (op === Regexp.Op.PLUS)
      return sub;
    return new Regexp(Regexp.Op.EMPTY_MATCH);
  }
  if (op === sub.op && (flags & NON_GREEDY) === (sub.flags & NON_GREEDY)) {
    return sub;
  }
  if (re !== null && re.op === op && (re.flags & NON_GREEDY) === (flags & NON_GREEDY) && sub === re.subs[0]) {
    return re;
  }
  const nre = new Regexp(op);
  nre.flags = flags;
  nre.subs = [sub];
  return nre;
}

// node_modules/@bufbuild/re2/dist/esm/CharGroup.js
var CharGroup = class {
  sign;
  cls;
  constructor(sign, cls) {
    this.sign = sign;
    this.cls = cls;
  }
};
var code1 = [48, 57];
var code2 = [9, 10, 12, 13, 32, 32];
var code3 = [48, 57, 65, 90, 95, 95, 97, 122];
var _PERL_GROUPS = null;
var getPerlGroups = () => {
  if (!_PERL_GROUPS) {
    _PERL_GROUPS = /* @__PURE__ */ new Map([
      ["\\d", new CharGroup(1, code1)],
      ["\\D", new CharGroup(-1, code1)],
      ["\\s", new CharGroup(1, code2)],
      ["\\S", new CharGroup(-1, code2)],
      ["\\w", new CharGroup(1, code3)],
      ["\\W", new CharGroup(-1, code3)]
    ]);
  }
  return _PERL_GROUPS;
};
var code4 = [48, 57, 65, 90, 97, 122];
var code5 = [65, 90, 97, 122];
var code6 = [0, 127];
var code7 = [9, 9, 32, 32];
var code8 = [0, 31, 127, 127];
var code9 = [48, 57];
var code10 = [33, 126];
var code11 = [97, 122];
var code12 = [32, 126];
var code13 = [33, 47, 58, 64, 91, 96, 123, 126];
var code14 = [9, 13, 32, 32];
var code15 = [65, 90];
var code16 = [48, 57, 65, 90, 95, 95, 97, 122];
var code17 = [48, 57, 65, 70, 97, 102];
var _POSIX_GROUPS = null;
var getPosixGroups = () => {
  if (!_POSIX_GROUPS) {
    _POSIX_GROUPS = /* @__PURE__ */ new Map([
      ["[:alnum:]", new CharGroup(1, code4)],
      ["[:^alnum:]", new CharGroup(-1, code4)],
      ["[:alpha:]", new CharGroup(1, code5)],
      ["[:^alpha:]", new CharGroup(-1, code5)],
      ["[:ascii:]", new CharGroup(1, code6)],
      ["[:^ascii:]", new CharGroup(-1, code6)],
      ["[:blank:]", new CharGroup(1, code7)],
      ["[:^blank:]", new CharGroup(-1, code7)],
      ["[:cntrl:]", new CharGroup(1, code8)],
      ["[:^cntrl:]", new CharGroup(-1, code8)],
      ["[:digit:]", new CharGroup(1, code9)],
      ["[:^digit:]", new CharGroup(-1, code9)],
      ["[:graph:]", new CharGroup(1, code10)],
      ["[:^graph:]", new CharGroup(-1, code10)],
      ["[:lower:]", new CharGroup(1, code11)],
      ["[:^lower:]", new CharGroup(-1, code11)],
      ["[:print:]", new CharGroup(1, code12)],
      ["[:^print:]", new CharGroup(-1, code12)],
      ["[:punct:]", new CharGroup(1, code13)],
      ["[:^punct:]", new CharGroup(-1, code13)],
      ["[:space:]", new CharGroup(1, code14)],
      ["[:^space:]", new CharGroup(-1, code14)],
      ["[:upper:]", new CharGroup(1, code15)],
      ["[:^upper:]", new CharGroup(-1, code15)],
      ["[:word:]", new CharGroup(1, code16)],
      ["[:^word:]", new CharGroup(-1, code16)],
      ["[:xdigit:]", new CharGroup(1, code17)],
      ["[:^xdigit:]", new CharGroup(-1, code17)]
    ]);
  }
  return _POSIX_GROUPS;
};

// node_modules/@bufbuild/re2/dist/esm/CharClass.js
var CharClass = class _CharClass {
  // cmp() returns the ordering of the pair (a[i], a[i+1]) relative to
  // (pivotFrom, pivotTo), where the first component of the pair (lo) is
  // ordered naturally and the second component (hi) is in reverse order.
  static cmp(array, i, pivotFrom, pivotTo) {
    const cmp = array[i] - pivotFrom;
    return cmp !== 0 ? cmp : pivotTo - array[i + 1];
  }
  // qsortIntPair() quicksorts pairs of ints in |array| according to lt().
  // Precondition: |left|, |right|, |this.len| must all be even; |this.len > 1|.
  static qsortIntPair(array, left, right) {
    const pivotIndex = ((left + right) / 2 | 0) & ~1;
    const pivotFrom = array[pivotIndex];
    const pivotTo = array[pivotIndex + 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (i < right && _CharClass.cmp(array, i, pivotFrom, pivotTo) < 0) {
        i += 2;
      }
      while (j > left && _CharClass.cmp(array, j, pivotFrom, pivotTo) > 0) {
        j -= 2;
      }
      if (i <= j) {
        if (i !== j) {
          let temp = array[i];
          array[i] = array[j];
          array[j] = temp;
          temp = array[i + 1];
          array[i + 1] = array[j + 1];
          array[j + 1] = temp;
        }
        i += 2;
        j -= 2;
      }
    }
    if (left < j) {
      _CharClass.qsortIntPair(array, left, j);
    }
    if (i < right) {
      _CharClass.qsortIntPair(array, i, right);
    }
  }
  r;
  len;
  constructor(r = emptyInts()) {
    this.r = r;
    this.len = r.length;
  }
  // Returns the character class as an int array.  Subsequent CharClass
  // operations may mutate this array, so typically this is the last operation
  // performed on a given CharClass instance.
  toArray() {
    if (this.len === this.r.length) {
      return this.r;
    }
    return this.r.slice(0, this.len);
  }
  // cleanClass() sorts the ranges (pairs of elements) of this CharClass,
  // merges them, and eliminates duplicates.
  cleanClass() {
    if (this.len < 4) {
      return this;
    }
    _CharClass.qsortIntPair(this.r, 0, this.len - 2);
    let w = 2;
    for (let i = 2; i < this.len; i += 2) {
      {
        const lo = this.r[i];
        const hi = this.r[i + 1];
        if (lo <= this.r[w - 1] + 1) {
          if (hi > this.r[w - 1]) {
            this.r[w - 1] = hi;
          }
          continue;
        }
        this.r[w] = lo;
        this.r[w + 1] = hi;
        w += 2;
      }
    }
    this.len = w;
    return this;
  }
  // appendLiteral() appends the literal |x| to this CharClass.
  appendLiteral(x, flags) {
    return (flags & FOLD_CASE) !== 0 ? this.appendFoldedRange(x, x) : this.appendRange(x, x);
  }
  // appendRange() appends the range [lo-hi] (inclusive) to this CharClass.
  appendRange(lo, hi) {
    if (this.len > 0) {
      for (let i = 2; i <= 4; i += 2) {
        if (this.len >= i) {
          const rlo = this.r[this.len - i];
          const rhi = this.r[this.len - i + 1];
          if (lo <= rhi + 1 && rlo <= hi + 1) {
            if (lo < rlo) {
              this.r[this.len - i] = lo;
            }
            if (hi > rhi) {
              this.r[this.len - i + 1] = hi;
            }
            return this;
          }
        }
      }
    }
    this.r[this.len++] = lo;
    this.r[this.len++] = hi;
    return this;
  }
  // appendFoldedRange() appends the range [lo-hi] and its case
  // folding-equivalent runes to this CharClass.
  appendFoldedRange(lo, hi) {
    if (lo <= MIN_FOLD && hi >= MAX_FOLD) {
      return this.appendRange(lo, hi);
    }
    if (hi < MIN_FOLD || lo > MAX_FOLD) {
      return this.appendRange(lo, hi);
    }
    if (lo < MIN_FOLD) {
      this.appendRange(lo, MIN_FOLD - 1);
      lo = MIN_FOLD;
    }
    if (hi > MAX_FOLD) {
      this.appendRange(MAX_FOLD + 1, hi);
      hi = MAX_FOLD;
    }
    for (let c = lo; c <= hi; c++) {
      this.appendRange(c, c);
      for (let f = simpleFold(c); f !== c; f = simpleFold(f)) {
        this.appendRange(f, f);
      }
    }
    return this;
  }
  // appendClass() appends the class |x| to this CharClass.
  // It assumes |x| is clean.  Does not mutate |x|.
  appendClass(x) {
    for (let i = 0; i < x.length; i += 2) {
      this.appendRange(x[i], x[i + 1]);
    }
    return this;
  }
  // appendFoldedClass() appends the case folding of the class |x| to this
  // CharClass.  Does not mutate |x|.
  appendFoldedClass(x) {
    for (let i = 0; i < x.length; i += 2) {
      this.appendFoldedRange(x[i], x[i + 1]);
    }
    return this;
  }
  // appendNegatedClass() append the negation of the class |x| to this
  // CharClass.  It assumes |x| is clean.  Does not mutate |x|.
  appendNegatedClass(x) {
    let nextLo = 0;
    for (let i = 0; i < x.length; i += 2) {
      const lo = x[i];
      const hi = x[i + 1];
      if (nextLo <= lo - 1) {
        this.appendRange(nextLo, lo - 1);
      }
      nextLo = hi + 1;
    }
    if (nextLo <= MAX_RUNE) {
      this.appendRange(nextLo, MAX_RUNE);
    }
    return this;
  }
  // appendTable() appends the Unicode range table |table| to this CharClass.
  // Does not mutate |table|.
  appendTable(table) {
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        this.appendRange(lo, hi);
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        this.appendRange(c, c);
      }
    }
    return this;
  }
  // appendNegatedTable() returns the result of appending the negation of range
  // table |table| to this CharClass.  Does not mutate |table|.
  appendNegatedTable(table) {
    let nextLo = 0;
    for (let i = 0; i < table.length; ++i) {
      const lo = table.getLo(i);
      const hi = table.getHi(i);
      const stride = table.getStride(i);
      if (stride === 1) {
        if (nextLo <= lo - 1) {
          this.appendRange(nextLo, lo - 1);
        }
        nextLo = hi + 1;
        continue;
      }
      for (let c = lo; c <= hi; c += stride) {
        if (nextLo <= c - 1) {
          this.appendRange(nextLo, c - 1);
        }
        nextLo = c + 1;
      }
    }
    if (nextLo <= MAX_RUNE) {
      this.appendRange(nextLo, MAX_RUNE);
    }
    return this;
  }
  // appendTableWithSign() calls append{,Negated}Table depending on sign.
  // Does not mutate |table|.
  appendTableWithSign(table, sign) {
    return sign < 0 ? this.appendNegatedTable(table) : this.appendTable(table);
  }
  // negateClass() negates this CharClass, which must already be clean.
  negateClass() {
    let nextLo = 0;
    let w = 0;
    for (let i = 0; i < this.len; i += 2) {
      const lo = this.r[i];
      const hi = this.r[i + 1];
      if (nextLo <= lo - 1) {
        this.r[w] = nextLo;
        this.r[w + 1] = lo - 1;
        w += 2;
      }
      nextLo = hi + 1;
    }
    this.len = w;
    if (nextLo <= MAX_RUNE) {
      this.r[this.len++] = nextLo;
      this.r[this.len++] = MAX_RUNE;
    }
    return this;
  }
  // appendClassWithSign() calls appendClass() if sign is +1 or
  // appendNegatedClass if sign is -1.  Does not mutate |x|.
  appendClassWithSign(x, sign) {
    return sign < 0 ? this.appendNegatedClass(x) : this.appendClass(x);
  }
  // appendGroup() appends CharGroup |g| to this CharClass, folding iff
  // |foldCase|.  Does not mutate |g|.
  appendGroup(g, foldCase) {
    let cls = g.cls;
    if (foldCase) {
      cls = new _CharClass().appendFoldedClass(cls).cleanClass().toArray();
    }
    return this.appendClassWithSign(cls, g.sign);
  }
};

// node_modules/@bufbuild/re2/dist/esm/Parser.js
var StringIterator = class {
  str;
  position;
  constructor(str2) {
    this.str = str2;
    this.position = 0;
  }
  // Returns the cursor position.  Do not interpret the result!
  pos() {
    return this.position;
  }
  // Resets the cursor position to a previous value returned by pos().
  rewindTo(pos) {
    this.position = pos;
  }
  // Returns true unless the stream is exhausted.
  more() {
    return this.position < this.str.length;
  }
  // Returns the rune at the cursor position.
  // Precondition: |more()|.
  peek() {
    return codePointAtOrThrow(this.str, this.position);
  }
  // Advances the cursor by |n| positions, which must be ASCII runes.
  //
  // (In practise, this is only ever used to skip over regexp
  // metacharacters that are ASCII, so there is no numeric difference
  // between indices into  UTF-8 bytes, UTF-16 codes and runes.)
  skip(n) {
    this.position += n;
  }
  // Advances the cursor by the number of cursor positions in |s|.
  skipString(s) {
    this.position += s.length;
  }
  // Returns the rune at the cursor position, and advances the cursor
  // past it.  Precondition: |more()|.
  pop() {
    const r = codePointAtOrThrow(this.str, this.position);
    this.position += charCount(r);
    return r;
  }
  lookingAt(s) {
    return this.str.startsWith(s, this.position);
  }
  // Returns the rest of the pattern from the current position.
  rest() {
    return this.str.substring(this.position);
  }
  // Returns the substring from |beforePos| to the current position.
  // |beforePos| must have been previously returned by |pos()|.
  from(beforePos) {
    return this.str.substring(beforePos, this.position);
  }
  toString() {
    return this.rest();
  }
};
var Parser = class _Parser {
  // Parse errors
  static ERR_INVALID_CHAR_RANGE = "invalid character class range";
  static ERR_INVALID_ESCAPE = "invalid escape sequence";
  static ERR_INVALID_NAMED_CAPTURE = "invalid named capture";
  static ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax";
  static ERR_INVALID_REPEAT_OP = "invalid nested repetition operator";
  static ERR_INVALID_REPEAT_SIZE = "invalid repeat count";
  static ERR_MISSING_BRACKET = "missing closing ]";
  static ERR_MISSING_PAREN = "missing closing )";
  static ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator";
  static ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression";
  static ERR_DUPLICATE_NAMED_CAPTURE = "duplicate capture group name";
  static ERR_UNEXPECTED_PAREN = "unexpected )";
  static ERR_NESTING_DEPTH = "expression nests too deeply";
  static ERR_LARGE = "expression too large";
  static ERR_BAD_EXPRESSION = "expression not valid";
  // maxHeight is the maximum height of a regexp parse tree.
  // It is somewhat arbitrarily chosen, but the idea is to be large enough
  // that no one will actually hit in real use but at the same time small enough
  // that recursion on the Regexp tree will not hit the 1GB Go stack limit.
  // The maximum amount of stack for a single recursive frame is probably
  // closer to 1kB, so this could potentially be raised, but it seems unlikely
  // that people have regexps nested even this deeply.
  // We ran a test on Google's C++ code base and turned up only
  // a single use case with depth > 100; it had depth 128.
  // Using depth 1000 should be plenty of margin.
  // As an optimization, we don't even bother calculating heights
  // until we've allocated at least maxHeight Regexp structures.
  static MAX_HEIGHT = 1e3;
  // maxSize is the maximum size of a compiled regexp in Insts.
  // It too is somewhat arbitrarily chosen, but the idea is to be large enough
  // to allow significant regexps while at the same time small enough that
  // the compiled form will not take up too much memory.
  // 128 MB is enough for a 3.3 million Inst structures, which roughly
  // corresponds to a 3.3 MB regexp.
  static MAX_SIZE = 3355443;
  // 128 << 20 / (5 * 8) (instSize = byte, 2 uint32, slice is 5 64-bit words)
  // maxRunes is the maximum number of runes allowed in a regexp tree
  // counting the runes in all the nodes.
  // Ignoring character classes p.numRunes is always less than the length of the regexp.
  // Character classes can make it much larger: each \pL adds 1292 runes.
  // 128 MB is enough for 32M runes, which is over 26k \pL instances.
  // Note that repetitions do not make copies of the rune slices,
  // so \pL{1000} is only one rune slice, not 1000.
  // We could keep a cache of character classes we've seen,
  // so that all the \pL we see use the same rune list,
  // but that doesn't remove the problem entirely:
  // consider something like [\pL01234][\pL01235][\pL01236]...[\pL^&*()].
  // And because the Rune slice is exposed directly in the Regexp,
  // there is not an opportunity to change the representation to allow
  // partial sharing between different character classes.
  // So the limit is the best we can do.
  static MAX_RUNES = 33554432;
  // 128 << 20 / 4 (runeSize, int32 is 4 bytes)
  // RangeTables are represented as int[][], a list of triples (start, end,
  // stride).
  static ANY_TABLE = new UnicodeRangeTable(new Uint32Array([0, MAX_RUNE, 1]));
  // Ascii tables
  static ASCII_TABLE = new UnicodeRangeTable(new Uint32Array([0, 127, 1]));
  static ASCII_FOLD_TABLE = new UnicodeRangeTable(new Uint32Array([
    0,
    127,
    1,
    383,
    383,
    1,
    // Old English long s (ſ), folds to S/s.
    8490,
    8490,
    1
    // Kelvin K, folds to K/k.
  ]));
  // unicodeTable() returns the Unicode RangeTable identified by name
  // and the table of additional fold-equivalent code points.
  // Returns null if |name| does not identify a Unicode character range.
  static unicodeTable(name) {
    if (name === "Any") {
      return { tab: _Parser.ANY_TABLE, fold: _Parser.ANY_TABLE, sign: 1 };
    }
    if (name === "Ascii") {
      return {
        tab: _Parser.ASCII_TABLE,
        fold: _Parser.ASCII_FOLD_TABLE,
        sign: 1
      };
    }
    if (name === "Assigned") {
      return {
        tab: UnicodeTables.CATEGORIES.get("Cn"),
        fold: UnicodeTables.CATEGORIES.get("Cn"),
        sign: -1
      };
    }
    if (name === "Lc") {
      return {
        tab: UnicodeTables.CATEGORIES.get("LC"),
        fold: UnicodeTables.FOLD_CATEGORIES.get("LC"),
        sign: 1
      };
    }
    if (UnicodeTables.CATEGORIES.has(name)) {
      return {
        tab: UnicodeTables.CATEGORIES.get(name),
        fold: UnicodeTables.FOLD_CATEGORIES.get(name),
        sign: 1
      };
    }
    if (UnicodeTables.SCRIPTS.has(name)) {
      return {
        tab: UnicodeTables.SCRIPTS.get(name),
        fold: UnicodeTables.FOLD_SCRIPT.get(name),
        sign: 1
      };
    }
    return null;
  }
  // minFoldRune returns the minimum rune fold-equivalent to r.
  static minFoldRune(r) {
    if (r < MIN_FOLD || r > MAX_FOLD) {
      return r;
    }
    let min = r;
    const r0 = r;
    for (r = simpleFold(r); r !== r0; r = simpleFold(r)) {
      if (min > r) {
        min = r;
      }
    }
    return min;
  }
  static literalRegexp(s, flags) {
    const re = new Regexp(Regexp.Op.LITERAL);
    re.flags = flags;
    re.runes = stringToRunes(s);
    return re;
  }
  /**
   * Parse regular expression pattern {@code pattern} with mode flags {@code flags}.
   * @param {string} pattern
   * @param {number} flags
   */
  static parse(pattern, flags) {
    return new _Parser(pattern, flags).parseInternal();
  }
  // parseRepeat parses {min} (max=min) or {min,} (max=-1) or {min,max}.
  // If |t| is not of that form, it returns -1.
  // If |t| has the right form but the values are negative or too big,
  // it returns -2.
  // On success, returns a nonnegative number encoding min/max in the
  // high/low signed halfwords of the result.  (Note: min >= 0; max may
  // be -1.)
  //
  // On success, advances |t| beyond the repeat; otherwise |t.pos()| is
  // undefined.
  static parseRepeat(t) {
    const start = t.pos();
    if (!t.more() || !t.lookingAt("{")) {
      return -1;
    }
    t.skip(1);
    const min = _Parser.parseInt(t);
    if (min === -1) {
      return -1;
    }
    if (!t.more()) {
      return -1;
    }
    let max;
    if (!t.lookingAt(",")) {
      max = min;
    } else {
      t.skip(1);
      if (!t.more()) {
        return -1;
      }
      if (t.lookingAt("}")) {
        max = -1;
      } else {
        max = _Parser.parseInt(t);
        if (max === -1) {
          return -1;
        }
      }
    }
    if (!t.more() || !t.lookingAt("}")) {
      return -1;
    }
    t.skip(1);
    if (min < 0 || min > 1e3 || max === -2 || max > 1e3 || max >= 0 && min > max) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_SIZE, t.from(start));
    }
    return min << 16 | max & MAX_BMP;
  }
  // isValidCaptureName reports whether name
  // is a valid capture name: [A-Za-z0-9_]+.
  // PCRE limits names to 32 bytes.
  // Python rejects names starting with digits.
  // We don't enforce either of those.
  static isValidCaptureName(name) {
    if (name.length === 0) {
      return false;
    }
    for (let i = 0; i < name.length; i++) {
      const c = codePointAtOrThrow(name, i);
      if (c !== 95 && !isalnum(c)) {
        return false;
      }
    }
    return true;
  }
  // parseInt parses a nonnegative decimal integer.
  // -1 => bad format.  -2 => format ok, but integer overflow.
  static parseInt(t) {
    const start = t.pos();
    while (t.more() && t.peek() >= 48 && t.peek() <= 57) {
      t.skip(1);
    }
    const n = t.from(start);
    if (n.length === 0 || n.length > 1 && n.codePointAt(0) === 48) {
      return -1;
    }
    if (n.length > 8) {
      return -2;
    }
    return parseInt(n, 10);
  }
  // can this be represented as a character class?
  // single-rune literal string, char class, ., and .|\n.
  static isCharClass(re) {
    return re.op === Regexp.Op.LITERAL && re.runes.length === 1 || re.op === Regexp.Op.CHAR_CLASS || re.op === Regexp.Op.ANY_CHAR_NOT_NL || re.op === Regexp.Op.ANY_CHAR;
  }
  // does re match r?
  static matchRune(re, r) {
    switch (re.op) {
      case Regexp.Op.LITERAL:
        return re.runes.length === 1 && re.runes[0] === r;
      case Regexp.Op.CHAR_CLASS:
        for (let i = 0; i < re.runes.length; i += 2) {
          if (re.runes[i] <= r && r <= re.runes[i + 1]) {
            return true;
          }
        }
        return false;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        return r !== 10;
      case Regexp.Op.ANY_CHAR:
        return true;
    }
    return false;
  }
  // mergeCharClass makes dst = dst|src.
  // The caller must ensure that dst.Op >= src.Op,
  // to reduce the amount of copying.
  static mergeCharClass(dst, src) {
    switch (dst.op) {
      case Regexp.Op.ANY_CHAR:
        break;
      case Regexp.Op.ANY_CHAR_NOT_NL:
        if (_Parser.matchRune(src, 10)) {
          dst.op = Regexp.Op.ANY_CHAR;
        }
        break;
      case Regexp.Op.CHAR_CLASS:
        if (src.op === Regexp.Op.LITERAL) {
          dst.runes = new CharClass(dst.runes).appendLiteral(src.runes[0], src.flags).toArray();
        } else {
          dst.runes = new CharClass(dst.runes).appendClass(src.runes).toArray();
        }
        break;
      case Regexp.Op.LITERAL:
        if (src.runes[0] === dst.runes[0] && src.flags === dst.flags) {
          break;
        }
        dst.op = Regexp.Op.CHAR_CLASS;
        dst.runes = new CharClass().appendLiteral(dst.runes[0], dst.flags).appendLiteral(src.runes[0], src.flags).toArray();
        break;
    }
  }
  // parseEscape parses an escape sequence at the beginning of s
  // and returns the rune.
  // Pre: t at '\\'.  Post: after escape.
  static parseEscape(t) {
    const startPos = t.pos();
    t.skip(1);
    if (!t.more()) {
      throw new RE2JSSyntaxException(_Parser.ERR_TRAILING_BACKSLASH);
    }
    let c = t.pop();
    switch (c) {
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 48:
      case 55: {
        if (c !== 48 && (!t.more() || t.peek() < 48 || t.peek() > 55)) {
          break;
        }
        let r = c - 48;
        for (let i = 1; i < 3; i++) {
          if (!t.more() || t.peek() < 48 || t.peek() > 55) {
            break;
          }
          r = r * 8 + t.peek() - 48;
          t.skip(1);
        }
        return r;
      }
      case 120: {
        if (!t.more()) {
          break;
        }
        c = t.pop();
        if (c === 123) {
          let nhex = 0;
          let r = 0;
          while (true) {
            if (!t.more()) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            c = t.pop();
            if (c === 125) {
              break;
            }
            const v = unhex(c);
            if (v < 0) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            r = r * 16 + v;
            if (r > MAX_RUNE) {
              throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
            }
            nhex++;
          }
          if (nhex === 0) {
            break;
          }
          return r;
        }
        const x = unhex(c);
        if (!t.more()) {
          break;
        }
        c = t.pop();
        const y = unhex(c);
        if (x < 0 || y < 0) {
          break;
        }
        return x * 16 + y;
      }
      case 97:
        return 7;
      case 102:
        return 12;
      case 110:
        return 10;
      case 114:
        return 13;
      case 116:
        return 9;
      case 118:
        return 11;
      default:
        if (c <= MAX_ASCII && !isalnum(c)) {
          return c;
        }
        break;
    }
    throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, t.from(startPos));
  }
  // parseClassChar parses a character class character and returns it.
  // wholeClassPos is the position of the start of the entire class "[...".
  // Pre: t at class char; Post: t after it.
  static parseClassChar(t, wholeClassPos) {
    if (!t.more()) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_BRACKET, t.from(wholeClassPos));
    }
    if (t.lookingAt("\\")) {
      return _Parser.parseEscape(t);
    }
    return t.pop();
  }
  static concatRunes(x, y) {
    const r = new Array(x.length + y.length);
    for (let i = 0; i < x.length; i++)
      r[i] = x[i];
    for (let i = 0; i < y.length; i++)
      r[x.length + i] = y[i];
    return r;
  }
  wholeRegexp;
  flags;
  numCap;
  namedGroups;
  stack;
  free;
  numRegexp;
  numRunes;
  repeats;
  height;
  size;
  constructor(wholeRegexp, flags = 0) {
    this.wholeRegexp = wholeRegexp;
    this.flags = flags;
    this.numCap = 0;
    this.namedGroups = /* @__PURE__ */ new Map();
    this.stack = [];
    this.free = null;
    this.numRegexp = 0;
    this.numRunes = 0;
    this.repeats = 0;
    this.height = null;
    this.size = null;
  }
  // Allocate a Regexp, from the free list if possible.
  newRegexp(op) {
    let re = this.free;
    if (re !== null && re.subs !== null && re.subs.length > 0) {
      this.free = re.subs[0];
      re.reinit();
      re.op = op;
    } else {
      re = new Regexp(op);
      this.numRegexp += 1;
    }
    return re;
  }
  reuse(re) {
    if (this.height !== null) {
      this.height.delete(re);
    }
    if (re.subs !== null && re.subs.length > 0) {
      re.subs[0] = this.free;
    }
    this.free = re;
  }
  checkLimits(re) {
    if (this.numRunes > _Parser.MAX_RUNES) {
      throw new RE2JSSyntaxException(_Parser.ERR_LARGE);
    }
    this.checkSize(re);
    this.checkHeight(re);
  }
  checkSize(re) {
    if (this.size === null) {
      if (this.repeats === 0) {
        this.repeats = 1;
      }
      if (re.op === Regexp.Op.REPEAT) {
        let n = re.max;
        if (n === -1) {
          n = re.min;
        }
        if (n <= 0) {
          n = 1;
        }
        if (n > _Parser.MAX_SIZE / this.repeats) {
          this.repeats = _Parser.MAX_SIZE;
        } else {
          this.repeats *= n;
        }
      }
      if (this.numRegexp < _Parser.MAX_SIZE / this.repeats) {
        return;
      }
      this.size = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) {
        this.checkSize(reEx);
      }
    }
    if (this.calcSize(re, true) > _Parser.MAX_SIZE) {
      throw new RE2JSSyntaxException(_Parser.ERR_LARGE);
    }
  }
  calcSize(re, force = false) {
    if (!force && this.size !== null) {
      const cached = this.size.get(re);
      if (cached !== void 0) {
        return cached;
      }
    }
    let size = 0;
    switch (re.op) {
      case Regexp.Op.LITERAL: {
        size = re.runes.length;
        break;
      }
      case Regexp.Op.CAPTURE:
      case Regexp.Op.STAR: {
        size = 2 + this.calcSize(re.subs[0]);
        break;
      }
      case Regexp.Op.PLUS:
      case Regexp.Op.QUEST: {
        size = 1 + this.calcSize(re.subs[0]);
        break;
      }
      case Regexp.Op.CONCAT: {
        for (let sub of re.subs) {
          size = size + this.calcSize(sub);
        }
        break;
      }
      case Regexp.Op.ALTERNATE: {
        for (let sub of re.subs) {
          size = size + this.calcSize(sub);
        }
        if (re.subs.length > 1) {
          size = size + re.subs.length - 1;
        }
        break;
      }
      case Regexp.Op.REPEAT: {
        let sub = this.calcSize(re.subs[0]);
        if (re.max === -1) {
          if (re.min === 0) {
            size = 2 + sub;
          } else {
            size = 1 + re.min * sub;
          }
          break;
        }
        size = re.max * sub + (re.max - re.min);
        break;
      }
    }
    size = Math.max(1, size);
    this.size?.set(re, size);
    return size;
  }
  checkHeight(re) {
    if (this.numRegexp < _Parser.MAX_HEIGHT) {
      return;
    }
    if (this.height === null) {
      this.height = /* @__PURE__ */ new Map();
      for (let reEx of this.stack) {
        this.checkHeight(reEx);
      }
    }
    if (this.calcHeight(re, true) > _Parser.MAX_HEIGHT) {
      throw new RE2JSSyntaxException(_Parser.ERR_NESTING_DEPTH);
    }
  }
  calcHeight(re, force = false) {
    if (!force && this.height !== null) {
      const cached = this.height.get(re);
      if (cached !== void 0) {
        return cached;
      }
    }
    let h = 1;
    for (let sub of re.subs) {
      const hsub = this.calcHeight(sub);
      if (h < 1 + hsub) {
        h = 1 + hsub;
      }
    }
    this.height?.set(re, h);
    return h;
  }
  // Parse stack manipulation.
  pop() {
    return this.stack.pop();
  }
  popToPseudo() {
    const n = this.stack.length;
    let i = n;
    while (i > 0 && !Regexp.isPseudoOp(this.stack[i - 1].op)) {
      i--;
    }
    const r = this.stack.slice(i, n);
    this.stack = this.stack.slice(0, i);
    return r;
  }
  // push pushes the regexp re onto the parse stack and returns the regexp.
  // Returns null for a CHAR_CLASS that can be merged with the top-of-stack.
  push(re) {
    this.numRunes += re.runes.length;
    if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] === re.runes[1]) {
      if (this.maybeConcat(re.runes[0], this.flags & ~FOLD_CASE)) {
        return null;
      }
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags & ~FOLD_CASE;
    } else if (re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 4 && re.runes[0] === re.runes[1] && re.runes[2] === re.runes[3] && simpleFold(re.runes[0]) === re.runes[2] && simpleFold(re.runes[2]) === re.runes[0] || re.op === Regexp.Op.CHAR_CLASS && re.runes.length === 2 && re.runes[0] + 1 === re.runes[1] && simpleFold(re.runes[0]) === re.runes[1] && simpleFold(re.runes[1]) === re.runes[0]) {
      if (this.maybeConcat(re.runes[0], this.flags | FOLD_CASE)) {
        return null;
      }
      re.op = Regexp.Op.LITERAL;
      re.runes = [re.runes[0]];
      re.flags = this.flags | FOLD_CASE;
    } else {
      this.maybeConcat(-1, 0);
    }
    this.stack.push(re);
    this.checkLimits(re);
    return re;
  }
  // maybeConcat implements incremental concatenation
  // of literal runes into string nodes.  The parser calls this
  // before each push, so only the top fragment of the stack
  // might need processing.  Since this is called before a push,
  // the topmost literal is no longer subject to operators like *
  // (Otherwise ab* would turn into (ab)*.)
  // If (r >= 0 and there's a node left over, maybeConcat uses it
  // to push r with the given flags.
  // maybeConcat reports whether r was pushed.
  maybeConcat(r, flags) {
    const n = this.stack.length;
    if (n < 2) {
      return false;
    }
    const re1 = this.stack[n - 1];
    const re2 = this.stack[n - 2];
    if (re1.op !== Regexp.Op.LITERAL || re2.op !== Regexp.Op.LITERAL || (re1.flags & FOLD_CASE) !== (re2.flags & FOLD_CASE)) {
      return false;
    }
    re2.runes = _Parser.concatRunes(re2.runes, re1.runes);
    if (r >= 0) {
      re1.runes = [r];
      re1.flags = flags;
      return true;
    }
    this.pop();
    this.reuse(re1);
    return false;
  }
  // newLiteral returns a new LITERAL Regexp with the given flags
  newLiteral(r, flags) {
    const re = this.newRegexp(Regexp.Op.LITERAL);
    re.flags = flags;
    if ((flags & FOLD_CASE) !== 0) {
      r = _Parser.minFoldRune(r);
    }
    re.runes = [r];
    return re;
  }
  // literal pushes a literal regexp for the rune r on the stack
  // and returns that regexp.
  literal(r) {
    this.push(this.newLiteral(r, this.flags));
  }
  // op pushes a regexp with the given op onto the stack
  // and returns that regexp.
  op(op) {
    const re = this.newRegexp(op);
    re.flags = this.flags;
    return this.push(re);
  }
  // repeat replaces the top stack element with itself repeated according to
  // op, min, max.  beforePos is the start position of the repetition operator.
  // Pre: t is positioned after the initial repetition operator.
  // Post: t advances past an optional perl-mode '?', or stays put.
  //       Or, it fails with RE2JSSyntaxException.
  repeat(op, min, max, beforePos, t, lastRepeatPos) {
    let flags = this.flags;
    if (t.more() && t.lookingAt("?")) {
      t.skip(1);
      flags ^= NON_GREEDY;
    }
    if (lastRepeatPos !== -1) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_OP, t.from(lastRepeatPos));
    }
    const n = this.stack.length;
    if (n === 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    }
    const sub = this.stack[n - 1];
    if (Regexp.isPseudoOp(sub.op)) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_REPEAT_ARGUMENT, t.from(beforePos));
    }
    const re = this.newRegexp(op);
    re.min = min;
    re.max = max;
    re.flags = flags;
    re.subs = [sub];
    this.stack[n - 1] = re;
    this.checkLimits(re);
    if (op === Regexp.Op.REPEAT && (min >= 2 || max >= 2) && !this.repeatIsValid(re, 1e3)) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_REPEAT_SIZE, t.from(beforePos));
    }
  }
  // repeatIsValid reports whether the repetition re is valid.
  // Valid means that the combination of the top-level repetition
  // and any inner repetitions does not exceed n copies of the
  // innermost thing.
  // This function rewalks the regexp tree and is called for every repetition,
  // so we have to worry about inducing quadratic behavior in the parser.
  // We avoid this by only calling repeatIsValid when min or max >= 2.
  // In that case the depth of any >= 2 nesting can only get to 9 without
  // triggering a parse error, so each subtree can only be rewalked 9 times.
  repeatIsValid(re, n) {
    if (re.op === Regexp.Op.REPEAT) {
      let m = re.max;
      if (m === 0) {
        return true;
      }
      if (m < 0) {
        m = re.min;
      }
      if (m > n) {
        return false;
      }
      if (m > 0) {
        n = Math.trunc(n / m);
      }
    }
    for (let sub of re.subs) {
      if (!this.repeatIsValid(sub, n)) {
        return false;
      }
    }
    return true;
  }
  // concat replaces the top of the stack (above the topmost '|' or '(') with
  // its concatenation.
  concat() {
    this.maybeConcat(-1, 0);
    const subs = this.popToPseudo();
    if (subs.length === 0) {
      return this.push(this.newRegexp(Regexp.Op.EMPTY_MATCH));
    }
    return this.push(this.collapse(subs, Regexp.Op.CONCAT));
  }
  // alternate replaces the top of the stack (above the topmost '(') with its
  // alternation.
  alternate() {
    const subs = this.popToPseudo();
    if (subs.length > 0) {
      this.cleanAlt(subs[subs.length - 1]);
    }
    if (subs.length === 0) {
      return this.push(this.newRegexp(Regexp.Op.NO_MATCH));
    }
    return this.push(this.collapse(subs, Regexp.Op.ALTERNATE));
  }
  // cleanAlt cleans re for eventual inclusion in an alternation.
  cleanAlt(re) {
    if (re.op === Regexp.Op.CHAR_CLASS) {
      re.runes = new CharClass(re.runes).cleanClass().toArray();
      if (re.runes.length === 2 && re.runes[0] === 0 && re.runes[1] === MAX_RUNE) {
        re.runes = [];
        re.op = Regexp.Op.ANY_CHAR;
      } else if (re.runes.length === 4 && re.runes[0] === 0 && re.runes[1] === 10 - 1 && re.runes[2] === 10 + 1 && re.runes[3] === MAX_RUNE) {
        re.runes = [];
        re.op = Regexp.Op.ANY_CHAR_NOT_NL;
      }
    }
  }
  // collapse returns the result of applying op to subs[start:end].
  // If (sub contains op nodes, they all get hoisted up
  // so that there is never a concat of a concat or an
  // alternate of an alternate.
  collapse(subs, op) {
    if (subs.length === 1) {
      return subs[0];
    }
    let len = 0;
    for (let sub of subs) {
      len += sub.op === op ? sub.subs.length : 1;
    }
    let newsubs = new Array(len).fill(null);
    let i = 0;
    for (let sub of subs) {
      if (sub.op === op) {
        for (let j = 0; j < sub.subs.length; j++) {
          newsubs[i++] = sub.subs[j];
        }
        this.reuse(sub);
      } else {
        newsubs[i++] = sub;
      }
    }
    let re = this.newRegexp(op);
    re.subs = newsubs;
    if (op === Regexp.Op.ALTERNATE) {
      if (re.subs.length === 1) {
        const old = re;
        re = re.subs[0];
        this.reuse(old);
      }
    }
    return re;
  }
  parseInternal() {
    if ((this.flags & LITERAL) !== 0) {
      return _Parser.literalRegexp(this.wholeRegexp, this.flags);
    }
    let lastRepeatPos = -1;
    let min = -1;
    let max = -1;
    const t = new StringIterator(this.wholeRegexp);
    while (t.more()) {
      {
        let repeatPos = -1;
        switch (t.peek()) {
          case 40:
            if (t.lookingAt("(?")) {
              this.parsePerlFlags(t);
              break;
            }
            const lparen = this.op(Regexp.Op.LEFT_PAREN);
            if (lparen === null) {
              throw new Error("op(LEFT_PAREN) unexpectedly returned null");
            }
            lparen.cap = ++this.numCap;
            t.skip(1);
            break;
          case 124:
            this.parseVerticalBar();
            t.skip(1);
            break;
          case 41:
            this.parseRightParen();
            t.skip(1);
            break;
          case 94:
            if ((this.flags & ONE_LINE) !== 0) {
              this.op(Regexp.Op.BEGIN_TEXT);
            } else {
              this.op(Regexp.Op.BEGIN_LINE);
            }
            t.skip(1);
            break;
          case 36:
            if ((this.flags & ONE_LINE) !== 0) {
              const endText = this.op(Regexp.Op.END_TEXT);
              if (endText === null) {
                throw new Error("op(END_TEXT) unexpectedly returned null");
              }
              endText.flags |= WAS_DOLLAR;
            } else {
              this.op(Regexp.Op.END_LINE);
            }
            t.skip(1);
            break;
          case 46:
            if ((this.flags & DOT_NL) !== 0) {
              this.op(Regexp.Op.ANY_CHAR);
            } else {
              this.op(Regexp.Op.ANY_CHAR_NOT_NL);
            }
            t.skip(1);
            break;
          case 91:
            this.parseClass(t);
            break;
          case 42:
          case 43:
          case 63: {
            repeatPos = t.pos();
            let op = null;
            switch (t.pop()) {
              case 42:
                op = Regexp.Op.STAR;
                break;
              case 43:
                op = Regexp.Op.PLUS;
                break;
              case 63:
                op = Regexp.Op.QUEST;
                break;
            }
            if (op === null) {
              throw new Error("repeat op unexpectedly null");
            }
            this.repeat(op, min, max, repeatPos, t, lastRepeatPos);
            break;
          }
          case 123: {
            repeatPos = t.pos();
            const minMax = _Parser.parseRepeat(t);
            if (minMax < 0) {
              t.rewindTo(repeatPos);
              this.literal(t.pop());
              break;
            }
            min = minMax >> 16;
            max = (minMax & MAX_BMP) << 16 >> 16;
            this.repeat(Regexp.Op.REPEAT, min, max, repeatPos, t, lastRepeatPos);
            break;
          }
          case 92: {
            const savedPos = t.pos();
            t.skip(1);
            let handled = false;
            if (t.more()) {
              const c = t.pop();
              switch (c) {
                case 65:
                  this.op(Regexp.Op.BEGIN_TEXT);
                  handled = true;
                  break;
                case 98:
                  this.op(Regexp.Op.WORD_BOUNDARY);
                  handled = true;
                  break;
                case 66:
                  this.op(Regexp.Op.NO_WORD_BOUNDARY);
                  handled = true;
                  break;
                case 67:
                  throw new RE2JSSyntaxException(_Parser.ERR_INVALID_ESCAPE, "\\C");
                case 81: {
                  let lit = t.rest();
                  const i = lit.indexOf("\\E");
                  if (i >= 0) {
                    lit = lit.substring(0, i);
                    t.skipString(lit);
                    t.skipString("\\E");
                  } else {
                    t.skipString(lit);
                  }
                  let j = 0;
                  while (j < lit.length) {
                    const codepoint = codePointAtOrThrow(lit, j);
                    this.literal(codepoint);
                    j += charCount(codepoint);
                  }
                  handled = true;
                  break;
                }
                case 122:
                  this.op(Regexp.Op.END_TEXT);
                  handled = true;
                  break;
                default:
                  t.rewindTo(savedPos);
                  break;
              }
            } else {
              t.rewindTo(savedPos);
            }
            if (handled)
              break;
            const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
            re.flags = this.flags;
            if (t.lookingAt("\\p") || t.lookingAt("\\P")) {
              const cc2 = new CharClass();
              if (this.parseUnicodeClass(t, cc2)) {
                re.runes = cc2.toArray();
                this.push(re);
                break;
              }
            }
            const cc = new CharClass();
            if (this.parsePerlClassEscape(t, cc)) {
              re.runes = cc.toArray();
              this.push(re);
              break;
            }
            t.rewindTo(savedPos);
            this.reuse(re);
            this.literal(_Parser.parseEscape(t));
            break;
          }
          default:
            this.literal(t.pop());
            break;
        }
        lastRepeatPos = repeatPos;
      }
    }
    this.concat();
    if (this.swapVerticalBar()) {
      this.pop();
    }
    this.alternate();
    const n = this.stack.length;
    if (n !== 1) {
      throw new RE2JSSyntaxException(_Parser.ERR_MISSING_PAREN, this.wholeRegexp);
    }
    this.stack[0].namedGroups = this.namedGroups;
    return this.stack[0];
  }
  // parsePerlFlags parses a Perl flag setting or non-capturing group or both,
  // like (?i) or (?: or (?i:.
  // Pre: t at "(?".  Post: t after ")".
  // Sets numCap.
  parsePerlFlags(t) {
    const startPos = t.pos();
    if (t.lookingAt("(?P<") || t.lookingAt("(?<")) {
      const s = t.rest();
      const begin = s.charAt(2) === "P" ? 4 : 3;
      const end = s.indexOf(">");
      if (end < 0) {
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_NAMED_CAPTURE, s);
      }
      const name = s.substring(begin, end);
      t.skipString(name);
      t.skip(begin + 1);
      if (!_Parser.isValidCaptureName(name)) {
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_NAMED_CAPTURE, s.substring(0, end + 1));
      }
      const re = this.op(Regexp.Op.LEFT_PAREN);
      if (re === null) {
        throw new Error("op(LEFT_PAREN) unexpectedly returned null");
      }
      re.cap = ++this.numCap;
      if (this.namedGroups.get(name)) {
        throw new RE2JSSyntaxException(_Parser.ERR_DUPLICATE_NAMED_CAPTURE, name);
      }
      this.namedGroups.set(name, this.numCap);
      re.name = name;
      return;
    }
    t.skip(2);
    let flags = this.flags;
    let sign = 1;
    let sawFlag = false;
    loop: while (t.more()) {
      {
        const c = t.pop();
        switch (c) {
          case 105:
            flags |= FOLD_CASE;
            sawFlag = true;
            break;
          case 109:
            flags &= ~ONE_LINE;
            sawFlag = true;
            break;
          case 115:
            flags |= DOT_NL;
            sawFlag = true;
            break;
          case 85:
            flags |= NON_GREEDY;
            sawFlag = true;
            break;
          // Switch to negation.
          case 45:
            if (sign < 0) {
              break loop;
            }
            sign = -1;
            flags = ~flags;
            sawFlag = false;
            break;
          // End of flags, starting group or not.
          case 58:
          case 41:
            if (sign < 0) {
              if (!sawFlag) {
                break loop;
              }
              flags = ~flags;
            }
            if (c === 58) {
              this.op(Regexp.Op.LEFT_PAREN);
            }
            this.flags = flags;
            return;
          default:
            break loop;
        }
      }
    }
    throw new RE2JSSyntaxException(_Parser.ERR_INVALID_PERL_OP, t.from(startPos));
  }
  // parseVerticalBar handles a | in the input.
  parseVerticalBar() {
    this.concat();
    if (!this.swapVerticalBar()) {
      this.op(Regexp.Op.VERTICAL_BAR);
    }
  }
  // If the top of the stack is an element followed by an opVerticalBar
  // swapVerticalBar swaps the two and returns true.
  // Otherwise it returns false.
  swapVerticalBar() {
    const n = this.stack.length;
    if (n >= 3 && this.stack[n - 2].op === Regexp.Op.VERTICAL_BAR && _Parser.isCharClass(this.stack[n - 1]) && _Parser.isCharClass(this.stack[n - 3])) {
      let re1 = this.stack[n - 1];
      let re3 = this.stack[n - 3];
      if (re1.op > re3.op) {
        const tmp = re3;
        re3 = re1;
        re1 = tmp;
        this.stack[n - 3] = re3;
      }
      _Parser.mergeCharClass(re3, re1);
      this.reuse(re1);
      this.pop();
      return true;
    }
    if (n >= 2) {
      const re1 = this.stack[n - 1];
      const re2 = this.stack[n - 2];
      if (re2.op === Regexp.Op.VERTICAL_BAR) {
        if (n >= 3) {
          this.cleanAlt(this.stack[n - 3]);
        }
        this.stack[n - 2] = re1;
        this.stack[n - 1] = re2;
        return true;
      }
    }
    return false;
  }
  // parseRightParen handles a ')' in the input.
  parseRightParen() {
    this.concat();
    if (this.swapVerticalBar()) {
      this.pop();
    }
    this.alternate();
    const n = this.stack.length;
    if (n < 2) {
      throw new RE2JSSyntaxException(_Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    }
    const re1 = this.pop();
    if (re1 === void 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_BAD_EXPRESSION, this.wholeRegexp);
    }
    const re2 = this.pop();
    if (re2 === void 0 || re2.op !== Regexp.Op.LEFT_PAREN) {
      throw new RE2JSSyntaxException(_Parser.ERR_UNEXPECTED_PAREN, this.wholeRegexp);
    }
    this.flags = re2.flags;
    if (re2.cap === 0) {
      this.push(re1);
    } else {
      re2.op = Regexp.Op.CAPTURE;
      re2.subs = [re1];
      this.push(re2);
    }
  }
  // parsePerlClassEscape parses a leading Perl character class escape like \d
  // from the beginning of |t|.  If one is present, it appends the characters
  // to cc and returns true.  The iterator is advanced past the escape
  // on success, undefined on failure, in which case false is returned.
  parsePerlClassEscape(t, cc) {
    const beforePos = t.pos();
    if (!t.more() || t.pop() !== 92 || !t.more()) {
      return false;
    }
    t.pop();
    const p = t.from(beforePos);
    const g = getPerlGroups().get(p);
    if (g === void 0) {
      return false;
    }
    cc.appendGroup(g, (this.flags & FOLD_CASE) !== 0);
    return true;
  }
  // parseNamedClass parses a leading POSIX named character class like
  // [:alnum:] from the beginning of t.  If one is present, it appends the
  // characters to cc, advances the iterator, and returns true.
  // Pre: t at "[:".  Post: t after ":]".
  // On failure (no class of than name), throws RE2JSSyntaxException.
  // On misparse, returns false; t.pos() is undefined.
  parseNamedClass(t, cc) {
    const cls = t.rest();
    const i = cls.indexOf(":]");
    if (i < 0) {
      return false;
    }
    const name = cls.substring(0, i + 2);
    t.skipString(name);
    const g = getPosixGroups().get(name);
    if (g === void 0) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, name);
    }
    cc.appendGroup(g, (this.flags & FOLD_CASE) !== 0);
    return true;
  }
  // parseUnicodeClass() parses a leading Unicode character class like \p{Han}
  // from the beginning of t.  If one is present, it appends the characters to
  // to |cc|, advances |t| and returns true.
  //
  // Returns false if such a pattern is not present or UNICODE_GROUPS
  // flag is not enabled; |t.pos()| is not advanced in this case.
  // Indicates error by throwing RE2JSSyntaxException.
  parseUnicodeClass(t, cc) {
    const startPos = t.pos();
    if ((this.flags & UNICODE_GROUPS) === 0 || !t.lookingAt("\\p") && !t.lookingAt("\\P")) {
      return false;
    }
    t.skip(1);
    let sign = 1;
    let c = t.pop();
    if (c === 80) {
      sign = -1;
    }
    if (!t.more()) {
      t.rewindTo(startPos);
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.rest());
    }
    c = t.pop();
    let name;
    if (c !== 123) {
      name = runeToString(c);
    } else {
      const rest = t.rest();
      const end = rest.indexOf("}");
      if (end < 0) {
        t.rewindTo(startPos);
        throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.rest());
      }
      name = rest.substring(0, end);
      t.skipString(name);
      t.skip(1);
    }
    if (!(name.length === 0) && name.codePointAt(0) === 94) {
      sign = 0 - sign;
      name = name.substring(1);
    }
    const pair = _Parser.unicodeTable(name);
    if (pair === null) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    }
    if (pair.sign < 0) {
      sign = 0 - sign;
    }
    const tab = pair.tab;
    const fold = pair.fold;
    if (tab === null) {
      throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(startPos));
    }
    if ((this.flags & FOLD_CASE) === 0 || fold === null) {
      cc.appendTableWithSign(tab, sign);
    } else {
      const tmp = new CharClass().appendTable(tab).appendTable(fold).cleanClass().toArray();
      cc.appendClassWithSign(tmp, sign);
    }
    return true;
  }
  // parseClass parses a character class and pushes it onto the parse stack.
  //
  // NOTES:
  // Pre: at '['; Post: after ']'.
  // Mutates stack.  Advances iterator.  May throw.
  parseClass(t) {
    const startPos = t.pos();
    t.skip(1);
    const re = this.newRegexp(Regexp.Op.CHAR_CLASS);
    re.flags = this.flags;
    const cc = new CharClass();
    let sign = 1;
    if (t.more() && t.lookingAt("^")) {
      sign = -1;
      t.skip(1);
      if ((this.flags & CLASS_NL) === 0) {
        cc.appendRange(10, 10);
      }
    }
    let first = true;
    while (!t.more() || t.peek() !== 93 || first) {
      first = false;
      const beforePos = t.pos();
      if (t.lookingAt("[:")) {
        if (this.parseNamedClass(t, cc)) {
          continue;
        }
        t.rewindTo(beforePos);
      }
      if (this.parseUnicodeClass(t, cc)) {
        continue;
      }
      if (this.parsePerlClassEscape(t, cc)) {
        continue;
      }
      t.rewindTo(beforePos);
      const lo = _Parser.parseClassChar(t, startPos);
      let hi = lo;
      if (t.more() && t.lookingAt("-")) {
        t.skip(1);
        if (t.more() && t.lookingAt("]")) {
          t.skip(-1);
        } else {
          hi = _Parser.parseClassChar(t, startPos);
          if (hi < lo) {
            throw new RE2JSSyntaxException(_Parser.ERR_INVALID_CHAR_RANGE, t.from(beforePos));
          }
        }
      }
      if ((this.flags & FOLD_CASE) === 0) {
        cc.appendRange(lo, hi);
      } else {
        cc.appendFoldedRange(lo, hi);
      }
    }
    t.skip(1);
    cc.cleanClass();
    if (sign < 0) {
      cc.negateClass();
    }
    re.runes = cc.toArray();
    this.push(re);
  }
};

// node_modules/@bufbuild/re2/dist/esm/RE2.js
var RE2 = class _RE2 {
  expr;
  prog;
  numSubexp;
  cond;
  prefix;
  prefixComplete;
  prefixRune;
  dfa;
  prefilter;
  namedGroups;
  static compile(expr) {
    return _RE2.compileImpl(expr, PERL);
  }
  static compileImpl(expr, mode) {
    return new _RE2(expr, mode);
  }
  constructor(expr, mode) {
    let re = Parser.parse(expr, mode);
    re = simplify2(re);
    const prefilter = PrefilterTree.build(re);
    const prog = Compiler.compileRegexp(re);
    this.prefilter = prefilter.type === Prefilter.Type.NONE ? null : prefilter;
    const [prefixCompl, prefixStr] = prog.prefix();
    this.prefixComplete = prefixCompl;
    this.prefix = prefixStr;
    this.prefixRune = 0;
    if (this.prefix.length > 0) {
      const cp = this.prefix.codePointAt(0);
      if (cp === void 0) {
        throw new Error("RE2: prefix has no code point");
      }
      this.prefixRune = cp;
    }
    this.namedGroups = re.namedGroups;
    this.expr = expr;
    this.prog = prog;
    this.numSubexp = re.maxCap();
    this.cond = prog.startCond();
    this.dfa = new DFA(this.prog);
  }
  matchPrefixComplete(input, pos, anchor, ncap) {
    if ((anchor === ANCHOR_START || anchor === ANCHOR_BOTH) && pos !== 0) {
      return null;
    }
    let matchStart = -1;
    let matchEnd = -1;
    const pLen = input.prefixLength(this);
    if (anchor === UNANCHORED) {
      const idx = input.index(this, pos);
      if (idx < 0)
        return null;
      matchStart = pos + idx;
      matchEnd = matchStart + pLen;
    } else if (anchor === ANCHOR_BOTH) {
      if (input.endPos() !== pLen)
        return null;
      const idx = input.index(this, 0);
      if (idx !== 0)
        return null;
      matchStart = 0;
      matchEnd = pLen;
    } else if (anchor === ANCHOR_START) {
      const idx = input.index(this, 0);
      if (idx !== 0)
        return null;
      matchStart = 0;
      matchEnd = pLen;
    }
    if (matchStart < 0)
      return null;
    if (ncap > 0) {
      const matchcap = new Int32Array(ncap).fill(-1);
      matchcap[0] = matchStart;
      matchcap[1] = matchEnd;
      return Array.from(matchcap);
    }
    return [];
  }
  executeEngine(input, pos, anchor, ncap) {
    if (this.prefixComplete && (ncap === 0 || this.numSubexp === 0)) {
      return this.matchPrefixComplete(input, pos, anchor, ncap);
    }
    if (this.prefilter !== null && anchor === UNANCHORED) {
      if (!this.prefilter.eval(input, pos)) {
        return null;
      }
    }
    const dfaResult = this.dfa.match(input, pos, anchor);
    if (dfaResult !== null) {
      return dfaResult ? [] : null;
    }
    return this._nfaFallback(input, pos, anchor) ? [] : null;
  }
  // Minimal boolean-only NFA for when the DFA bails due to state explosion.
  // No captures, no thread pools — just two sets of NFA states swapped each step.
  _nfaFallback(input, pos, anchor) {
    const prog = this.prog;
    const endPos = input.endPos();
    const addState = (set, visited2, pc, context) => {
      if (pc < 0 || pc >= prog.numInst() || visited2.has(pc))
        return;
      visited2.add(pc);
      const inst = prog.getInst(pc);
      switch (inst.op) {
        case Inst.ALT:
        case Inst.ALT_MATCH:
          addState(set, visited2, inst.out, context);
          addState(set, visited2, inst.arg, context);
          break;
        case Inst.NOP:
        case Inst.CAPTURE:
          addState(set, visited2, inst.out, context);
          break;
        case Inst.EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) {
            addState(set, visited2, inst.out, context);
          }
          break;
        default:
          set.add(pc);
          break;
      }
    };
    let current = /* @__PURE__ */ new Set();
    let next = /* @__PURE__ */ new Set();
    let prevRune = -1;
    if (pos > 0) {
      const r = input.step(pos - 1) >> 3;
      if (r >= 0)
        prevRune = r;
    }
    for (let i = pos; i <= endPos; i++) {
      const rune = i < endPos ? input.step(i) >> 3 : -1;
      const width = i < endPos ? input.step(i) & 7 : 0;
      const context = emptyOpContext(prevRune, rune);
      if (anchor === UNANCHORED || i === pos) {
        const visited2 = /* @__PURE__ */ new Set();
        addState(current, visited2, prog.start, context);
      }
      if (anchor !== ANCHOR_BOTH) {
        for (const pc of current) {
          const inst = prog.getInst(pc);
          if (inst.op === Inst.MATCH) {
            return true;
          }
        }
      }
      if (i >= endPos || width === 0)
        break;
      next.clear();
      for (const pc of current) {
        const inst = prog.getInst(pc);
        if (Inst.isRuneOp(inst.op) && inst.matchRune(rune)) {
          const nextContext = emptyOpContext(rune, i + width < endPos ? input.step(i + width) >> 3 : -1);
          const visited2 = /* @__PURE__ */ new Set();
          addState(next, visited2, inst.out, nextContext);
        }
      }
      if (anchor === UNANCHORED) {
        const nextRune = i + width < endPos ? input.step(i + width) >> 3 : -1;
        const nextContext = emptyOpContext(rune, nextRune);
        const visited2 = /* @__PURE__ */ new Set();
        addState(next, visited2, prog.start, nextContext);
      }
      prevRune = rune;
      [current, next] = [next, current];
      i += width - 1;
    }
    const endContext = emptyOpContext(prevRune, -1);
    const visited = /* @__PURE__ */ new Set();
    const finalSet = /* @__PURE__ */ new Set();
    for (const pc of current) {
      addState(finalSet, visited, pc, endContext);
    }
    for (const pc of finalSet) {
      const inst = prog.getInst(pc);
      if (inst.op === Inst.MATCH)
        return true;
    }
    return false;
  }
  numberOfCapturingGroups() {
    return this.numSubexp;
  }
  reset() {
  }
  toString() {
    return this.expr;
  }
  match(s) {
    return this.executeEngine(fromUTF16(s), 0, UNANCHORED, 0) !== null;
  }
};

// node_modules/@bufbuild/re2/dist/esm/index.js
var RE2JS = class _RE2JS {
  patternInput;
  flagsInput;
  re2Input;
  /**
   * Flag: case insensitive matching.
   */
  static CASE_INSENSITIVE = 1;
  /**
   * Flag: dot ({@code .}) matches all characters, including newline.
   */
  static DOTALL = 2;
  /**
   * Flag: multiline matching: {@code ^} and {@code $} match at beginning and end of line, not just
   * beginning and end of input.
   */
  static MULTILINE = 4;
  /**
   * Flag: Unicode groups (e.g. {@code \p{Greek}} ) will be syntax errors.
   */
  static DISABLE_UNICODE_GROUPS = 8;
  /**
   * Returns a literal pattern string for the specified string.
   *
   * @param {string} str The string to be literalized
   * @returns {string} A literal string replacement
   */
  static quote(str2) {
    return quoteMeta(str2);
  }
  /**
   * Helper: create new RE2JS with given regex and flags.
   * @param {string} regex
   * @param {number} [flags=0]
   * @returns {RE2JS}
   */
  static compile(regex2, flags = 0) {
    return new _RE2JS(regex2, flags);
  }
  static validateFlags(flags) {
    if ((flags & ~(_RE2JS.MULTILINE | _RE2JS.DOTALL | _RE2JS.CASE_INSENSITIVE | _RE2JS.DISABLE_UNICODE_GROUPS)) !== 0) {
      throw new RE2JSFlagsException("Flags should only be a combination of MULTILINE, DOTALL, CASE_INSENSITIVE, DISABLE_UNICODE_GROUPS");
    }
  }
  static buildRegexWithFlags(regex2, flags = 0) {
    let fregex = regex2;
    if ((flags & _RE2JS.CASE_INSENSITIVE) !== 0) {
      fregex = `(?i)${fregex}`;
    }
    if ((flags & _RE2JS.DOTALL) !== 0) {
      fregex = `(?s)${fregex}`;
    }
    if ((flags & _RE2JS.MULTILINE) !== 0) {
      fregex = `(?m)${fregex}`;
    }
    return fregex;
  }
  /**
   * Matches a string against a regular expression.
   *
   * @param {string} regex the regular expression
   * @param {string} input the input
   * @returns {boolean} true if the regular expression matches the entire input
   * @throws RE2JSSyntaxException if the regular expression is malformed
   */
  static matches(regex2, input) {
    return _RE2JS.compile(regex2).testExact(input);
  }
  /**
   * @param {string} pattern
   * @param {number} flags
   */
  constructor(pattern, flags = 0) {
    let re2Flags = PERL;
    if ((flags & _RE2JS.DISABLE_UNICODE_GROUPS) !== 0) {
      re2Flags &= ~UNICODE_GROUPS;
    }
    _RE2JS.validateFlags(flags);
    const fregex = _RE2JS.buildRegexWithFlags(pattern, flags);
    this.patternInput = pattern;
    this.flagsInput = flags;
    this.re2Input = RE2.compileImpl(fregex, re2Flags);
  }
  /**
   * Releases memory used by internal caches associated with this pattern.
   */
  reset() {
    this.re2Input.reset();
  }
  /**
   * Returns the flags used in the constructor.
   * @returns {number}
   */
  flags() {
    return this.flagsInput;
  }
  /**
   * Returns the pattern used in the constructor.
   * @returns {string}
   */
  pattern() {
    return this.patternInput;
  }
  re2() {
    return this.re2Input;
  }
  /**
   * Matches a string against a regular expression.
   *
   * @param {string} input the input
   * @returns {boolean} true if the regular expression matches the entire input
   */
  matches(input) {
    return this.testExact(input);
  }
  /**
   * Tests whether the regular expression matches any part of the input string.
   *
   * @param {string} input - The input string to test against.
   * @returns {boolean} `true` if the pattern is found anywhere in the input, `false` otherwise.
   */
  test(input) {
    return this.re2Input.match(input);
  }
  /**
   * Tests whether the regular expression matches the ENTIRE input string.
   *
   * @param {string} input - The input string to test against.
   * @returns {boolean} `true` if the exact input string fully matches the pattern, `false` otherwise.
   */
  testExact(input) {
    return this.re2Input.executeEngine(fromUTF16(input), 0, ANCHOR_BOTH, 0) !== null;
  }
  toString() {
    return this.patternInput;
  }
  /**
   * Returns the number of capturing groups in this matcher's pattern.
   */
  groupCount() {
    return this.re2Input.numberOfCapturingGroups();
  }
  /**
   * Return a map of the capturing groups in this matcher's pattern.
   */
  namedGroups() {
    return this.re2Input.namedGroups;
  }
};

// node_modules/@bufbuild/cel/dist/esm/std/logic.js
function matches(pattern) {
  return RE2JS.compile(pattern).test(this);
}
function compareDuration(lhs, rhs) {
  const cmp = lhs.message.seconds - rhs.message.seconds;
  if (cmp == 0n) {
    return lhs.message.nanos - rhs.message.nanos;
  }
  return cmp < 0n ? -1 : 1;
}
function compareTimestamp(lhs, rhs) {
  const cmp = lhs.message.seconds - rhs.message.seconds;
  if (cmp == 0n) {
    return lhs.message.nanos - rhs.message.nanos;
  }
  return cmp < 0n ? -1 : 1;
}
function compareBytes(lhs, rhs) {
  const minLen = Math.min(lhs.length, rhs.length);
  for (let i = 0; i < minLen; i++) {
    if (lhs[i] < rhs[i]) {
      return -1;
    }
    if (lhs[i] > rhs[i]) {
      return 1;
    }
  }
  return lhs.length - rhs.length;
}
function inList(value, list2) {
  for (const v of list2) {
    if (equals2(v, value))
      return true;
  }
  return false;
}
function inMap(value, map) {
  return map.has(value);
}
var { BOOL: BOOL2, BYTES: BYTES3, DOUBLE: DOUBLE3, DYN: DYN2, INT: INT3, STRING: STRING3, UINT: UINT3 } = CelScalar;
var LIST2 = listType(CelScalar.DYN);
var MAP = mapType(CelScalar.DYN, CelScalar.DYN);
var logic_default = [
  // !
  celFunc(LOGICAL_NOT, [BOOL2], BOOL2, (x) => !x),
  // =
  celFunc(EQUALS, [DYN2, DYN2], BOOL2, equals2),
  celFunc(NOT_EQUALS, [DYN2, DYN2], BOOL2, (l, r) => !equals2(l, r)),
  // <
  celFunc(LESS, [BOOL2, BOOL2], BOOL2, (l, r) => l < r),
  celFunc(LESS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) < 0),
  celFunc(LESS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [STRING3, STRING3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [INT3, INT3], BOOL2, (l, r) => l < r),
  celFunc(LESS, [INT3, UINT3], BOOL2, (l, r) => l < r.value),
  celFunc(LESS, [UINT3, INT3], BOOL2, (l, r) => l.value < r),
  celFunc(LESS, [UINT3, UINT3], BOOL2, (l, r) => l.value < r.value),
  // TODO investigate: ECMAScript relational operators support mixed bigint/number operands,
  // but removing the coercion to number here fails the conformance test "not_lt_dyn_int_big_lossy_double"
  celFunc(LESS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) < r),
  celFunc(LESS, [DOUBLE3, INT3], BOOL2, (l, r) => l < Number(r)),
  celFunc(LESS, [DOUBLE3, UINT3], BOOL2, (l, r) => l < Number(r.value)),
  celFunc(LESS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) < r),
  celFunc(LESS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) < 0),
  celFunc(LESS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) < 0),
  // <=
  celFunc(LESS_EQUALS, [BOOL2, BOOL2], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) <= 0),
  celFunc(LESS_EQUALS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [STRING3, STRING3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [INT3, INT3], BOOL2, (l, r) => l <= r),
  celFunc(LESS_EQUALS, [INT3, UINT3], BOOL2, (l, r) => l <= r.value),
  celFunc(LESS_EQUALS, [UINT3, INT3], BOOL2, (l, r) => l.value <= r),
  celFunc(LESS_EQUALS, [UINT3, UINT3], BOOL2, (l, r) => l.value <= r.value),
  celFunc(LESS_EQUALS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) <= r),
  celFunc(LESS_EQUALS, [DOUBLE3, INT3], BOOL2, (l, r) => l <= Number(r)),
  celFunc(LESS_EQUALS, [DOUBLE3, UINT3], BOOL2, (l, r) => l <= Number(r.value)),
  celFunc(LESS_EQUALS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) <= r),
  celFunc(LESS_EQUALS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) <= 0),
  celFunc(LESS_EQUALS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) <= 0),
  // >
  celFunc(GREATER, [BOOL2, BOOL2], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) > 0),
  celFunc(GREATER, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [STRING3, STRING3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [INT3, INT3], BOOL2, (l, r) => l > r),
  celFunc(GREATER, [INT3, UINT3], BOOL2, (l, r) => l > r.value),
  celFunc(GREATER, [UINT3, INT3], BOOL2, (l, r) => l.value > r),
  celFunc(GREATER, [UINT3, UINT3], BOOL2, (l, r) => l.value > r.value),
  celFunc(GREATER, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) > r),
  celFunc(GREATER, [DOUBLE3, INT3], BOOL2, (l, r) => l > Number(r)),
  celFunc(GREATER, [DOUBLE3, UINT3], BOOL2, (l, r) => l > Number(r.value)),
  celFunc(GREATER, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) > r),
  celFunc(GREATER, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) > 0),
  celFunc(GREATER, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) > 0),
  // >=
  celFunc(GREATER_EQUALS, [BOOL2, BOOL2], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [BYTES3, BYTES3], BOOL2, (l, r) => compareBytes(l, r) >= 0),
  celFunc(GREATER_EQUALS, [DOUBLE3, DOUBLE3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [STRING3, STRING3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [INT3, INT3], BOOL2, (l, r) => l >= r),
  celFunc(GREATER_EQUALS, [INT3, UINT3], BOOL2, (l, r) => l >= r.value),
  celFunc(GREATER_EQUALS, [UINT3, INT3], BOOL2, (l, r) => l.value >= r),
  celFunc(GREATER_EQUALS, [UINT3, UINT3], BOOL2, (l, r) => l.value >= r.value),
  celFunc(GREATER_EQUALS, [INT3, DOUBLE3], BOOL2, (l, r) => Number(l) >= r),
  celFunc(GREATER_EQUALS, [DOUBLE3, INT3], BOOL2, (l, r) => l >= Number(r)),
  celFunc(GREATER_EQUALS, [DOUBLE3, UINT3], BOOL2, (l, r) => l >= Number(r.value)),
  celFunc(GREATER_EQUALS, [UINT3, DOUBLE3], BOOL2, (l, r) => Number(l.value) >= r),
  celFunc(GREATER_EQUALS, [DURATION, DURATION], BOOL2, (l, r) => compareDuration(l, r) >= 0),
  celFunc(GREATER_EQUALS, [TIMESTAMP, TIMESTAMP], BOOL2, (l, r) => compareTimestamp(l, r) >= 0),
  // size
  celFunc(SIZE, [BYTES3], INT3, (x) => BigInt(x.length)),
  celFunc(SIZE, [LIST2], INT3, (x) => BigInt(x.size)),
  celFunc(SIZE, [STRING3], INT3, (x) => BigInt([...x].length)),
  celFunc(SIZE, [MAP], INT3, (x) => BigInt(x.size)),
  celMethod(SIZE, BYTES3, [], INT3, function() {
    return BigInt(this.length);
  }),
  celMethod(SIZE, LIST2, [], INT3, function() {
    return BigInt(this.size);
  }),
  celMethod(SIZE, STRING3, [], INT3, function() {
    return BigInt([...this].length);
  }),
  celMethod(SIZE, MAP, [], INT3, function() {
    return BigInt(this.size);
  }),
  // in
  celFunc(IN, [DYN2, LIST2], BOOL2, inList),
  celFunc(IN, [STRING3, MAP], BOOL2, inMap),
  celFunc(IN, [DOUBLE3, MAP], BOOL2, inMap),
  celFunc(IN, [INT3, MAP], BOOL2, inMap),
  celFunc(IN, [BOOL2, MAP], BOOL2, inMap),
  celFunc(IN, [UINT3, MAP], BOOL2, inMap),
  // string.*
  celMethod(CONTAINS, STRING3, [STRING3], BOOL2, String.prototype.includes),
  celMethod(ENDS_WITH, STRING3, [STRING3], BOOL2, String.prototype.endsWith),
  celMethod(STARTS_WITH, STRING3, [STRING3], BOOL2, String.prototype.startsWith),
  celMethod(MATCHES, STRING3, [STRING3], BOOL2, matches)
];

// node_modules/@bufbuild/cel/dist/esm/std/time.js
function getDayOfYear(date) {
  const start = new Date(0, 0, 1);
  start.setFullYear(date.getFullYear());
  const diff = date.getTime() - start.getTime();
  const oneDay = 1e3 * 60 * 60 * 24;
  return Math.floor(diff / oneDay);
}
function convertToDate(msg, tz) {
  const ts = msg.message;
  let val = timestampDate(ts);
  if (tz === void 0) {
    return new Date(val.getUTCFullYear(), val.getUTCMonth(), val.getUTCDate(), val.getUTCHours(), val.getUTCMinutes(), val.getUTCSeconds(), val.getUTCMilliseconds());
  }
  const timeOffset = tz.match(/^(?<sign>[+-]?)(?<hours>\d\d):(?<minutes>\d\d)$/);
  if (timeOffset?.groups) {
    const sign = timeOffset.groups.sign == "-" ? 1 : -1;
    const hours = parseInt(timeOffset.groups.hours);
    const minutes = parseInt(timeOffset.groups.minutes);
    const offset = sign * (hours * 60 * 60 * 1e3 + minutes * 60 * 1e3);
    val = new Date(val.getTime() - offset);
    return new Date(val.getUTCFullYear(), val.getUTCMonth(), val.getUTCDate(), val.getUTCHours(), val.getUTCMinutes(), val.getUTCSeconds(), val.getUTCMilliseconds());
  }
  const format2 = new Intl.DateTimeFormat("en-US", {
    hourCycle: "h23",
    hour12: false,
    timeZone: tz,
    year: "numeric",
    month: "numeric",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit"
  });
  let year, month, day, hour, minute, second;
  for (const part of format2.formatToParts(val)) {
    switch (part.type) {
      case "year":
        year = parseInt(part.value);
        break;
      case "month":
        month = parseInt(part.value) - 1;
        break;
      case "day":
        day = parseInt(part.value);
        break;
      case "hour":
        hour = parseInt(part.value);
        break;
      case "minute":
        minute = parseInt(part.value);
        break;
      case "second":
        second = parseInt(part.value);
        break;
    }
  }
  if (year === void 0 || month === void 0 || day === void 0 || hour === void 0 || minute === void 0 || second === void 0) {
    throw new Error(`Error converting ${toJson(TimestampSchema, ts)} to IANA timezone ${tz}`);
  }
  return new Date(year, month, day, hour, minute, second, val.getUTCMilliseconds());
}
var { STRING: STRING4, INT: INT4 } = CelScalar;
function celTimeMethods(name, func) {
  function method(tz) {
    const date = convertToDate(this, tz);
    const result = func(date);
    try {
      return BigInt(result);
    } catch (_e) {
      throw new Error(`Error converting ${result} of ${String(date)} of ${toJson(TimestampSchema, this.message)} to BigInt`);
    }
  }
  return [
    celMethod(name, TIMESTAMP, [], INT4, method),
    celMethod(name, TIMESTAMP, [STRING4], INT4, method)
  ];
}
var time_default = [
  // Duration
  celMethod(TIME_GET_SECONDS, DURATION, [], INT4, function() {
    return this.message.seconds;
  }),
  celMethod(TIME_GET_MINUTES, DURATION, [], INT4, function() {
    return this.message.seconds / 60n;
  }),
  celMethod(TIME_GET_HOURS, DURATION, [], INT4, function() {
    return this.message.seconds / 3600n;
  }),
  celMethod(TIME_GET_MILLISECONDS, DURATION, [], INT4, function() {
    return BigInt(this.message.nanos) / 1000000n;
  }),
  // Timestamp
  ...celTimeMethods(TIME_GET_FULL_YEAR, (x) => x.getFullYear()),
  ...celTimeMethods(TIME_GET_MONTH, (x) => x.getMonth()),
  ...celTimeMethods(TIME_GET_DATE, (x) => x.getDate()),
  ...celTimeMethods(TIME_GET_DAY_OF_MONTH, (x) => x.getDate() - 1),
  ...celTimeMethods(TIME_GET_DAY_OF_WEEK, (x) => x.getDay()),
  ...celTimeMethods(TIME_GET_DAY_OF_YEAR, (x) => getDayOfYear(x)),
  ...celTimeMethods(TIME_GET_SECONDS, (x) => x.getSeconds()),
  ...celTimeMethods(TIME_GET_MINUTES, (x) => x.getMinutes()),
  ...celTimeMethods(TIME_GET_HOURS, (x) => x.getHours()),
  ...celTimeMethods(TIME_GET_MILLISECONDS, (x) => x.getMilliseconds())
];

// node_modules/@bufbuild/cel/dist/esm/scope.js
var privateSymbol8 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/scope");
function createScope(inputs, parent) {
  const variables = /* @__PURE__ */ new Map();
  if (inputs) {
    for (const [name, type] of Object.entries(inputs)) {
      variables.set(name, type);
    }
  }
  return new Scope(variables, parent);
}
var Scope = class {
  _variables;
  _parent;
  [privateSymbol8] = {};
  constructor(_variables, _parent = void 0) {
    this._variables = _variables;
    this._parent = _parent;
  }
  *[Symbol.iterator]() {
    for (const [name, type] of this._parent ?? []) {
      if (!this._variables.has(name)) {
        yield [name, type];
      }
    }
    for (const [name, type] of this._variables) {
      yield [name, type];
    }
  }
  push(inputs) {
    return createScope(inputs, this);
  }
  pop() {
    return this._parent;
  }
  find(name) {
    if (this._variables.has(name)) {
      return this._variables.get(name);
    }
    return this._parent?.find(name);
  }
};

// node_modules/@bufbuild/cel/dist/esm/env.js
var privateSymbol9 = /* @__PURE__ */ Symbol.for("@bufbuild/cel/env");
var { BOOL: BOOL3, STRING: STRING5 } = CelScalar;
function celEnv(options) {
  const re2Funcs = [];
  if (options?.re2 !== void 0) {
    const regex2 = options.re2;
    re2Funcs.push(celMethod(MATCHES, STRING5, [STRING5], BOOL3, function(pattern) {
      return regex2.compile(pattern).test(this);
    }));
  }
  return new _CelEnv(options?.namespace ?? "", options?.registry ? createRegistryWithWKT(options.registry) : createRegistryWithWKT(), createResolver(math_default, cast_default, time_default, logic_default, options?.funcs ?? [], re2Funcs), createScope(options?.variables));
}
var _CelEnv = class {
  _namespace;
  _registry;
  _funcs;
  _variables;
  [privateSymbol9] = {};
  constructor(_namespace, _registry, _funcs, _variables) {
    this._namespace = _namespace;
    this._registry = _registry;
    this._funcs = _funcs;
    this._variables = _variables;
  }
  get namespace() {
    return this._namespace;
  }
  get registry() {
    return this._registry;
  }
  get funcs() {
    return this._funcs;
  }
  get variables() {
    return this._variables;
  }
};

// node_modules/@bufbuild/cel/dist/esm/logic-manager.js
var LogicManager = class _LogicManager {
  builder;
  function;
  terms;
  ops;
  variadicASTs;
  constructor(builder, functionName, term, variadicASTs) {
    this.builder = builder;
    this.function = functionName;
    this.terms = [term];
    this.ops = [];
    this.variadicASTs = variadicASTs;
  }
  static newVariadicLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, true);
  }
  static newBalancingLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, false);
  }
  addTerm(op, term) {
    this.terms.push(term);
    this.ops.push(op);
  }
  toExpr() {
    if (this.terms.length === 1) {
      return this.terms[0];
    }
    if (this.variadicASTs) {
      return this.builder.nextExpr(this.ops[0], {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: this.function,
          args: this.terms
        }
      });
    }
    return this.balancedTree(0, this.ops.length - 1);
  }
  balancedTree(lo, hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    let left;
    if (mid === lo) {
      left = this.terms[mid];
    } else {
      left = this.balancedTree(lo, mid - 1);
    }
    let right;
    if (mid === hi) {
      right = this.terms[mid + 1];
    } else {
      right = this.balancedTree(mid + 1, hi);
    }
    return this.builder.nextExpr(this.ops[mid], {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: this.function,
        args: [left, right]
      }
    });
  }
};

// node_modules/@bufbuild/cel/dist/esm/builder.js
var encoder2 = new TextEncoder();
var accuVarName = "@result";
var Builder = class {
  #prevId = 0n;
  sourceInfo = {
    $typeName: "cel.expr.SourceInfo",
    syntaxVersion: "",
    location: "",
    lineOffsets: [],
    positions: {},
    macroCalls: {},
    extensions: []
  };
  nextExpr(offset, exprKind) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr",
      id: this.#prevId,
      exprKind
    };
  }
  nextEntry(offset, keyKind, value) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr.CreateStruct.Entry",
      id: this.#prevId,
      keyKind,
      value,
      optionalEntry: false
    };
  }
  newConstExpr(offset, constantKind) {
    return this.nextExpr(offset, {
      case: "constExpr",
      value: { $typeName: "cel.expr.Constant", constantKind }
    });
  }
  newCallExpr(offset, functionName, args) {
    if (functionName === "has" && args.length === 1 && args[0].exprKind?.case === "selectExpr") {
      return this.expandHasMacro(offset, args[0]);
    }
    if ((functionName === "_||_" || functionName === "_&&_") && args.length > 1) {
      const logicManager = LogicManager.newBalancingLogicManager(this, functionName, args[0]);
      for (let i = 1; i < args.length; i += 1) {
        logicManager.addTerm(offset, args[i]);
      }
      return logicManager.toExpr();
    }
    return this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        args
      }
    });
  }
  newMemberCallExpr(offset, target, functionName, args) {
    return this.maybeExpand(offset, this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        target,
        args
      }
    }));
  }
  newStringExpr(offset, sequence) {
    return this.newConstExpr(offset, {
      case: "stringValue",
      value: sequence.reduce((string, chunk) => {
        if (typeof chunk !== "string") {
          if (chunk.some((cp) => cp >= 55296 && cp < 57344)) {
            throw new Error("surrogate code points are not allowed");
          }
          return string + String.fromCodePoint(...chunk);
        }
        return string + chunk;
      }, "")
    });
  }
  newBytesExpr(offset, sequence) {
    const chunks = [];
    let totalSize = 0;
    for (const rawChunk of sequence) {
      const chunk = typeof rawChunk === "string" ? encoder2.encode(rawChunk) : rawChunk;
      chunks.push(chunk);
      totalSize += chunk.length;
    }
    const value = new Uint8Array(totalSize);
    let chunkOffset = 0;
    for (const chunk of chunks) {
      value.set(chunk, chunkOffset);
      chunkOffset += chunk.length;
    }
    return this.newConstExpr(offset, {
      case: "bytesValue",
      value
    });
  }
  newBoolExpr(offset, keyword) {
    return this.newConstExpr(offset, {
      case: "boolValue",
      value: keyword === "true"
    });
  }
  newInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "int64Value",
      value: digits[0] === "-" ? -BigInt(digits.slice(1)) : BigInt(digits)
    });
  }
  newUnsignedInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "uint64Value",
      value: BigInt(digits)
    });
  }
  newDoubleExpr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "doubleValue",
      value: parseFloat(digits)
    });
  }
  newNullExpr(offset) {
    return this.newConstExpr(offset, {
      case: "nullValue",
      value: 0
    });
  }
  newIdentExpr(offset, name) {
    const expr = this.nextExpr(offset, {
      case: "identExpr",
      value: { $typeName: "cel.expr.Expr.Ident", name }
    });
    return expr;
  }
  newInfixExpr(offset, op, args) {
    return this.newCallExpr(offset, op === "in" ? "@in" : `_${op}_`, args);
  }
  newSelectExpr(offset, operand, field) {
    return this.nextExpr(offset, {
      case: "selectExpr",
      value: {
        $typeName: "cel.expr.Expr.Select",
        operand,
        field,
        testOnly: false
      }
    });
  }
  newIndexExpr(offset, operand, index) {
    return this.newCallExpr(offset, "_[_]", [operand, index]);
  }
  expandHasMacro(offset, target) {
    if (target.exprKind.case !== "selectExpr") {
      return this.newCallExpr(offset, "has", [target]);
    }
    const test = this.nextExpr(offset, {
      case: "selectExpr",
      value: { ...target.exprKind.value, testOnly: true }
    });
    this.addMacroCall(test.id, "has", void 0, [target]);
    return test;
  }
  newListExpr(offset, elements2) {
    return this.nextExpr(offset, {
      case: "listExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateList",
        elements: elements2,
        optionalIndices: []
      }
    });
  }
  newBoolMacro(offset, iterRange, iterVar, init, loopStep, loopCondition) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "boolValue",
          value: init
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopStep,
        loopCondition,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  newListMacro(offset, iterRange, iterVar, loopStep) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newListExpr(offset, []),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  expandExistsMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, false, this.newCallExpr(offset, "_||_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newCallExpr(offset, "!_", [
        this.newIdentExpr(offset, accuVarName)
      ])
    ]));
  }
  expandAllMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, true, this.newCallExpr(offset, "_&&_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandMapMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_+_", [
      this.newIdentExpr(offset, accuVarName),
      this.newListExpr(offset, [step])
    ]));
  }
  expandMapFilterMacro(offset, target, x, test, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      test,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [step])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandFilterMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      step,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [this.newIdentExpr(offset, x)])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandExistsOne(offset, iterRange, iterVar, step) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "int64Value",
          value: BigInt(0)
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep: this.newCallExpr(offset, "_?_:_", [
          step,
          this.newCallExpr(offset, "_+_", [
            this.newIdentExpr(offset, accuVarName),
            this.newConstExpr(offset, {
              case: "int64Value",
              value: BigInt(1)
            })
          ]),
          this.newIdentExpr(offset, accuVarName)
        ]),
        result: this.newCallExpr(offset, "_==_", [
          this.newIdentExpr(offset, accuVarName),
          this.newConstExpr(offset, {
            case: "int64Value",
            value: BigInt(1)
          })
        ])
      }
    });
  }
  maybeExpand(offset, call) {
    if (call.exprKind.case === "callExpr") {
      const callExpr = call.exprKind.value;
      const varName = callExpr.args[0];
      if (varName !== void 0 && call.exprKind.value.target !== void 0 && varName.exprKind?.case === "identExpr") {
        let expanded;
        if (callExpr.args.length === 2) {
          switch (callExpr.function) {
            case "exists":
              expanded = this.expandExistsMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "all":
              expanded = this.expandAllMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "map":
              expanded = this.expandMapMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "filter":
              expanded = this.expandFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "exists_one":
            case "existsOne":
              expanded = this.expandExistsOne(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
          }
        }
        if (callExpr.args.length === 3 && callExpr.function == "map") {
          expanded = this.expandMapFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1], call.exprKind.value.args[2]);
        }
        if (expanded !== void 0) {
          this.addMacroCall(expanded.id, callExpr.function, callExpr.target, callExpr.args);
          return expanded;
        }
      }
    }
    return call;
  }
  addMacroCall(exprId, functionName, target, args) {
    const macroArgs = args.map((arg) => this.buildMacroCallArg(arg));
    const macroTarget = target !== void 0 ? this.buildMacroCallArg(target) : void 0;
    const macroCall = macroTarget !== void 0 ? {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          target: macroTarget,
          args: macroArgs
        }
      }
    } : {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          args: macroArgs
        }
      }
    };
    this.sourceInfo.macroCalls[exprId.toString()] = macroCall;
  }
  buildMacroCallArg(expr) {
    if (this.sourceInfo.macroCalls[expr.id.toString()] !== void 0) {
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: { case: void 0, value: void 0 }
      };
    }
    if (expr.exprKind.case === "callExpr") {
      const call = expr.exprKind.value;
      const macroArgs = call.args.map((arg) => this.buildMacroCallArg(arg));
      const macroTarget = call.target !== void 0 ? this.buildMacroCallArg(call.target) : void 0;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "callExpr",
          value: {
            $typeName: "cel.expr.Expr.Call",
            function: call.function,
            target: macroTarget,
            args: macroArgs
          }
        }
      };
    }
    if (expr.exprKind.case === "selectExpr") {
      const sel = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "selectExpr",
          value: {
            $typeName: "cel.expr.Expr.Select",
            operand: sel.operand ? this.buildMacroCallArg(sel.operand) : void 0,
            field: sel.field,
            testOnly: sel.testOnly
          }
        }
      };
    }
    if (expr.exprKind.case === "listExpr") {
      const list2 = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "listExpr",
          value: {
            $typeName: "cel.expr.Expr.CreateList",
            elements: list2.elements.map((el) => this.buildMacroCallArg(el)),
            optionalIndices: list2.optionalIndices
          }
        }
      };
    }
    return expr;
  }
  newMapEntry(offset, key, value) {
    return this.nextEntry(offset, {
      case: "mapKey",
      value: key
    }, value);
  }
  newStructExpr(offset, entries, messageName = "") {
    return this.nextExpr(offset, {
      case: "structExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateStruct",
        entries,
        messageName
      }
    });
  }
  newStructEntry(offset, field, value) {
    return this.nextEntry(offset, {
      case: "fieldKey",
      value: field
    }, value);
  }
};

// node_modules/@bufbuild/cel/dist/esm/parser.js
var runtime;
(function(runtime2) {
  class GrammarLocation {
    source;
    start;
    constructor(source, start) {
      this.source = source;
      this.start = start;
    }
    toString() {
      return String(this.source);
    }
    offset(loc) {
      return {
        line: loc.line + this.start.line - 1,
        column: loc.line === 1 ? loc.column + this.start.column - 1 : loc.column,
        offset: loc.offset + this.start.offset
      };
    }
    static offsetStart(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.start);
      }
      return range.start;
    }
    static offsetEnd(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.end);
      }
      return range.end;
    }
  }
  runtime2.GrammarLocation = GrammarLocation;
  function padEnd(str2, targetLength, padString) {
    padString = padString || " ";
    if (str2.length > targetLength) {
      return str2;
    }
    targetLength -= str2.length;
    padString += padString.repeat(targetLength);
    return str2 + padString.slice(0, targetLength);
  }
  runtime2.padEnd = padEnd;
  class ParseFailure {
  }
  runtime2.ParseFailure = ParseFailure;
  function isFailure(r) {
    return !r.success;
  }
  runtime2.isFailure = isFailure;
  function getLine(input, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++) {
      if (input[i] === "\r") {
        if (input[i + 1] === "\n") {
          i++;
        }
        line++;
      } else if (input[i] === "\n") {
        line++;
      }
    }
    return line;
  }
  function getColumn(input, offset) {
    let column = 1;
    for (let i = offset; i > 0; i--) {
      if (["\n", "\r"].includes(input[i - 1])) {
        break;
      }
      column++;
    }
    return column;
  }
  function getLocation(source, input, start, remainder) {
    return {
      source,
      start: {
        offset: input.length - start.length,
        line: getLine(input, input.length - start.length),
        column: getColumn(input, input.length - start.length)
      },
      end: {
        offset: input.length - remainder.length,
        line: getLine(input, input.length - remainder.length),
        column: getColumn(input, input.length - remainder.length)
      }
    };
  }
  runtime2.getLocation = getLocation;
  function getRange(source, input, start, remainder) {
    return {
      source,
      start: input.length - start.length,
      end: input.length - remainder.length
    };
  }
  runtime2.getRange = getRange;
  function getText(start, remainder) {
    return start.slice(0, remainder.length > 0 ? -remainder.length : void 0);
  }
  runtime2.getText = getText;
})(runtime || (runtime = {}));
var ParseError = class _ParseError extends Error {
  rawMessage;
  location;
  constructor(message, location, name = "parse error") {
    super(_ParseError.#formatMessage(message, location));
    this.name = name;
    this.rawMessage = message;
    this.location = location;
  }
  static #formatMessage(message, location) {
    const source = location.source !== void 0 ? String(location.source) : "<input>";
    return `${source}:${location.start.line}:${location.start.column}: ` + message;
  }
};
var ParseSyntaxError = class _ParseSyntaxError extends ParseError {
  expected;
  found;
  constructor(expected, found, location, name = "syntax error") {
    super(_ParseSyntaxError.#formatMessage(expected, found), location, name);
    this.expected = expected;
    this.found = found;
  }
  static #formatMessage(expected, found) {
    function encode(s) {
      return "'" + s.replace(/[\\\x07\b\f\n\r\t\v']/g, (match) => {
        switch (match) {
          case "\\":
            return "\\\\";
          case "\x07":
            return "\\x07";
          case "\b":
            return "\\b";
          case "\f":
            return "\\f";
          case "\n":
            return "\\n";
          case "\r":
            return "\\r";
          case "	":
            return "\\t";
          case "\v":
            return "\\v";
          case "'":
            return "\\'";
          default:
            throw new Error("Unexpected string encoding replacement character. This should be an unreachable error.");
        }
      }) + "'";
    }
    function describeExpected(expected2) {
      const descriptions = [
        ...new Set(expected2.map((e) => {
          if (e.type === "literal") {
            return encode(e.value);
          }
          return e.value;
        }))
      ];
      descriptions.sort();
      switch (descriptions.length) {
        case 1:
          return descriptions[0];
        case 2:
          return `${descriptions[0]} or ${descriptions[1]}`;
        default:
          return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
      }
    }
    function describeFound(found2) {
      return found2.length === 1 ? found2 : "end of input";
    }
    return "found " + describeFound(found) + " but expecting " + describeExpected(expected);
  }
};
var item2 = {
  type: "any",
  value: "any character"
};
var item43 = {
  type: "class",
  value: "/^[\\t\\n\\f\\r ]/g"
};
var item44 = {
  type: "other",
  value: "whitespace"
};
var item50 = {
  type: "literal",
  value: "//"
};
var item53 = {
  type: "class",
  value: "/^[^\\r\\n]/g"
};
var item58 = {
  type: "class",
  value: "/^[\\r\\n]/g"
};
var item59 = {
  type: "other",
  value: "new line"
};
var item61 = {
  type: "other",
  value: "comment"
};
var item78 = {
  type: "literal",
  value: "-"
};
var item84 = {
  type: "other",
  value: "digit"
};
var item86 = {
  type: "literal",
  value: "."
};
var item96 = {
  type: "class",
  value: "/^[+\\-]/g"
};
var item107 = {
  type: "other",
  value: "float literal"
};
var item117 = {
  type: "literal",
  value: "0x"
};
var item127 = {
  type: "class",
  value: "/^[uU]/g"
};
var item130 = {
  type: "other",
  value: "unsigned integer literal"
};
var item146 = {
  type: "other",
  value: "integer literal"
};
var item156 = {
  type: "class",
  value: "/^[rR]/g"
};
var item161 = {
  type: "literal",
  value: '"""'
};
var item174 = {
  type: "literal",
  value: "'''"
};
var item185 = {
  type: "literal",
  value: '"'
};
var item197 = {
  type: "literal",
  value: "'"
};
var item225 = {
  type: "literal",
  value: "\\"
};
var item227 = {
  type: "class",
  value: "/^[xX]/g"
};
var item236 = {
  type: "other",
  value: "byte value"
};
var item242 = {
  type: "literal",
  value: "\\u"
};
var item250 = {
  type: "literal",
  value: "\\U"
};
var item262 = {
  type: "class",
  value: "/^[0-3]/g"
};
var item268 = {
  type: "other",
  value: "escaped bytes"
};
var item269 = {
  type: "other",
  value: "byte sequence"
};
var item275 = {
  type: "class",
  value: "/^[abfnrtv]/g"
};
var item281 = {
  type: "class",
  value: "/^[\"'`\\\\?]/g"
};
var item282 = {
  type: "other",
  value: "escaped character"
};
var item329 = {
  type: "other",
  value: "quoted character sequence"
};
var item331 = {
  type: "other",
  value: "string literal"
};
var item337 = {
  type: "class",
  value: "/^[bB]/g"
};
var item341 = {
  type: "other",
  value: "bytes literal"
};
var item348 = {
  type: "literal",
  value: "true"
};
var item350 = {
  type: "literal",
  value: "false"
};
var item352 = {
  type: "other",
  value: "boolean literal"
};
var item358 = {
  type: "literal",
  value: "null"
};
var item364 = {
  type: "other",
  value: "null literal"
};
var item377 = {
  type: "class",
  value: "/^[_a-zA-Z]/g"
};
var item382 = {
  type: "other",
  value: "identifier"
};
var item384 = {
  type: "literal",
  value: "("
};
var item389 = {
  type: "literal",
  value: ","
};
var item391 = {
  type: "literal",
  value: ")"
};
var item411 = {
  type: "other",
  value: "selector"
};
var item416 = {
  type: "literal",
  value: "{"
};
var item426 = {
  type: "literal",
  value: ":"
};
var item435 = {
  type: "literal",
  value: "}"
};
var item454 = {
  type: "literal",
  value: "["
};
var item459 = {
  type: "literal",
  value: "]"
};
var item527 = {
  type: "literal",
  value: "!"
};
var item543 = {
  type: "class",
  value: "/^[*\\/%]/g"
};
var item580 = {
  type: "literal",
  value: "<="
};
var item582 = {
  type: "literal",
  value: "<"
};
var item584 = {
  type: "literal",
  value: ">="
};
var item586 = {
  type: "literal",
  value: ">"
};
var item588 = {
  type: "literal",
  value: "=="
};
var item590 = {
  type: "literal",
  value: "!="
};
var item594 = {
  type: "literal",
  value: "in"
};
var item596 = {
  type: "other",
  value: "relational operator"
};
var item604 = {
  type: "literal",
  value: "&&"
};
var item610 = {
  type: "literal",
  value: "||"
};
var item619 = {
  type: "literal",
  value: "?"
};
var item628 = {
  type: "end",
  value: "end of input"
};
function parse(input, options = {}) {
  const parse$source = options.grammarSource;
  const builder = new Builder();
  const result = item1(input);
  if (result.success === true) {
    return result.value;
  }
  let remainder = input;
  let failedExpectations = [];
  for (const e of result.failedExpectations) {
    if (e.remainder.length < remainder.length) {
      remainder = e.remainder;
      failedExpectations = [];
    }
    if (e.remainder.length === remainder.length) {
      failedExpectations.push(e);
    }
  }
  throw new ParseSyntaxError(failedExpectations.map((e) => e.expectation), remainder.slice(0, 1), runtime.getLocation(parse$source, input, remainder, remainder));
  function item106(offset, digits) {
    return builder.newDoubleExpr(offset(), digits);
  }
  function item129(offset, digits) {
    return builder.newUnsignedInt64Expr(offset(), digits);
  }
  function item145(offset, digits) {
    return builder.newInt64Expr(offset(), digits);
  }
  function item238(value) {
    return parseInt(value, 16);
  }
  function item246(value) {
    return parseInt(value, 16);
  }
  function item254(value) {
    return parseInt(value, 16);
  }
  function item267(value) {
    return parseInt(value, 8);
  }
  function item276(value) {
    switch (value) {
      case "a":
        return "\x07";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "n":
        return "\n";
      case "r":
        return "\r";
      case "t":
        return "	";
      case "v":
        return "\v";
    }
    throw new Error();
  }
  function item330(offset, bytes) {
    return builder.newStringExpr(offset(), bytes);
  }
  function item340(offset, bytes) {
    return builder.newBytesExpr(offset(), bytes);
  }
  function item351(offset, keyword) {
    return builder.newBoolExpr(offset(), keyword);
  }
  function item363(offset) {
    return builder.newNullExpr(offset());
  }
  function item381(error, id) {
    if ([
      "true",
      "false",
      "null",
      "in",
      "as",
      "break",
      "const",
      "continue",
      "else",
      "for",
      "function",
      "if",
      "import",
      "let",
      "loop",
      "package",
      "namespace",
      "return",
      "var",
      "void",
      "while"
    ].includes(id)) {
      error("reserved identifier");
    }
    return id;
  }
  function item393(offset, identifier, args) {
    return builder.newCallExpr(offset(), identifier, args);
  }
  function item410(error, selector) {
    if (["true", "false", "null", "in"].includes(selector)) {
      error("reserved keyword");
    }
    return selector;
  }
  function item430(offset, key, value) {
    return builder.newStructEntry(offset(), key, value);
  }
  function item437(offset, dot, name, entries) {
    return builder.newStructExpr(offset(), entries, (dot !== null ? dot : "") + name.join("."));
  }
  function item444(offset, name) {
    return builder.newIdentExpr(offset(), name);
  }
  function item461(offset, elements2) {
    return builder.newListExpr(offset(), elements2);
  }
  function item475(offset, key, value) {
    return builder.newMapEntry(offset(), key, value);
  }
  function item484(offset, entries) {
    return builder.newStructExpr(offset(), entries);
  }
  function item500(offset, field) {
    return (prevExpr) => builder.newSelectExpr(offset(), prevExpr, field);
  }
  function item509(offset, func, args) {
    return (prevExpr) => builder.newMemberCallExpr(offset(), prevExpr, func, args);
  }
  function item516(offset, index) {
    return (prevExpr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index]);
  }
  function item519(primary, tail) {
    if (tail.length === 0) {
      return primary;
    }
    return tail.reduce((expr, op) => op(expr), primary);
  }
  function item532(offset, ops, expr) {
    if (ops.length % 2 === 0) {
      return expr;
    }
    if (expr.exprKind.case === "callExpr" && expr.exprKind.value.function === `${ops[0]}_`) {
      return expr.exprKind.value.args[0];
    }
    return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
  }
  function item544(o) {
    return `_${o}_`;
  }
  function item547(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item549(unary, tail) {
    if (tail === null) {
      return unary;
    }
    return tail.reduce((expr, op) => op(expr), unary);
  }
  function item560(o) {
    return `_${o}_`;
  }
  function item562(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item564(multiplication, tail) {
    if (tail === null) {
      return multiplication;
    }
    return tail.reduce((expr, op) => op(expr), multiplication);
  }
  function item591(operator) {
    return `_${operator}_`;
  }
  function item595() {
    return "@in";
  }
  function item598(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item600(addition, tail) {
    if (tail === null) {
      return addition;
    }
    return tail.reduce((expr, op) => op(expr), addition);
  }
  function item606(offset, relation) {
    if (relation.length === 1) {
      return relation[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_&&_", relation[0]);
    for (let i = 1; i < relation.length; i += 1) {
      logicManager.addTerm(offset(), relation[i]);
    }
    return logicManager.toExpr();
  }
  function item612(offset, and) {
    if (and.length === 1) {
      return and[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_||_", and[0]);
    for (let i = 1; i < and.length; i += 1) {
      logicManager.addTerm(offset(), and[i]);
    }
    return logicManager.toExpr();
  }
  function item624(t, f) {
    return [t, f];
  }
  function item626(offset, or, tail) {
    if (tail === null) {
      return or;
    }
    return builder.newCallExpr(offset(), "_?_:_", [or, ...tail]);
  }
  function item627(expr) {
    return { expr, sourceInfo: builder.sourceInfo };
  }
  function item1(text) {
    const result2 = item4(text);
    if (result2.success === true) {
      if (result2.remainder.length === 0) {
        return result2;
      }
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: [
          {
            expectation: item628,
            remainder: result2.remainder
          }
        ]
      };
    }
    return result2;
  }
  function item4(text) {
    const result2 = item7(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item627(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item7(text) {
    const result2 = item8(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item626(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item8(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item11(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item614(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item11(text) {
    const result2 = item13(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item612(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item13(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item607(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item15(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item15(text) {
    const result2 = item17(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item606(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item17(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item601(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item19(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item19(text) {
    const result2 = item20(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item600(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item20(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item23(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item566(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item23(text) {
    const result2 = item24(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item564(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item24(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item27(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item551(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item27(text) {
    const result2 = item28(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item549(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item28(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item31(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item534(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item31(text) {
    const choices = [item33, item520];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item33(text) {
    const result2 = item34(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item519(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item34(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item66(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item487(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item36(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item37(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item45(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item62(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item37(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item39(text) {
    const result2 = item40(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item44,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item40(text) {
    const matches2 = text.match(/^([\t\n\f\r ])+/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item43,
          remainder: text
        }
      ]
    };
  }
  function item45(text) {
    const result2 = item47(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item47(text) {
    const result2 = item48(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item61,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item48(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item49(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item51(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item55(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item49(text) {
    if (text.startsWith("//")) {
      return {
        success: true,
        value: "//",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item50,
          remainder: text
        }
      ]
    };
  }
  function item51(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item52(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item52(text) {
    if (/^[^\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item53,
          remainder: text
        }
      ]
    };
  }
  function item55(text) {
    const result2 = item56(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item59,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item56(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item57(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item57(text) {
    if (/^[\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item58,
          remainder: text
        }
      ]
    };
  }
  function item62(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item66(text) {
    const choices = [
      item68,
      item365,
      item394,
      item438,
      item445,
      item450,
      item462
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item68(text) {
    const choices = [
      item70,
      item109,
      item132,
      item148,
      item333,
      item343,
      item354
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item70(text) {
    const result2 = item71(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item107,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item71(text) {
    const result2 = item73(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item106(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item73(text) {
    const matches2 = text.match(/^((-)?([0-9])*\.([0-9])+([eE]([+\-])?([0-9])+)?|(-)?([0-9])+[eE]([+\-])?([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        },
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item109(text) {
    const result2 = item110(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item130,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item110(text) {
    const result2 = item111(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item129(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item111(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item113(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^[uU]/g);
    failedExpectations2.push({
      expectation: item127,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item113(text) {
    const matches2 = text.match(/^(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item132(text) {
    const result2 = item133(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item146,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item133(text) {
    const result2 = item135(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item145(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item135(text) {
    const matches2 = text.match(/^(-)?(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item148(text) {
    const result2 = item149(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item331,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item149(text) {
    const result2 = item152(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item330(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item152(text) {
    const result2 = item153(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item329,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item153(text) {
    const choices = [item154, item207];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item154(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[rR]/g);
    failedExpectations2.push({
      expectation: item156,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item158(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item158(text) {
    const choices = [item159, item172, item183, item195];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item159(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item163(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item163(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item164(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item164(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!""")/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item168(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item168(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item172(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item176(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item176(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item177(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item177(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!''')/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item181(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item181(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item183(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item187(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item187(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item188(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item188(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!("|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item193(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item193(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item195(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item199(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item199(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item200(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item200(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!('|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item205(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item205(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item207(text) {
    const choices = [item208, item291, item303, item316];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item208(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item211(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item211(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item212(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item212(text) {
    const choices = [item214, item283];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item214(text) {
    const result2 = item215(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item282,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item215(text) {
    const choices = [item217, item270, item277];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item217(text) {
    const result2 = item218(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item269,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item218(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item220(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item220(text) {
    const result2 = item221(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item268,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item221(text) {
    const choices = [item222, item239, item247, item255];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item222(text) {
    const result2 = item223(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item238(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item223(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^[xX]/g);
    failedExpectations2.push({
      expectation: item227,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item229(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item229(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,1}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item239(text) {
    const result2 = item240(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item246(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item240(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\u/g);
    failedExpectations2.push({
      expectation: item242,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item244(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item244(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,2}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item247(text) {
    const result2 = item248(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item254(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item248(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\U/g);
    failedExpectations2.push({
      expectation: item250,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item252(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item252(text) {
    const matches2 = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,4}/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item255(text) {
    const result2 = item256(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item267(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item256(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item259(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item259(text) {
    const matches2 = text.match(/^[0-3][0-7][0-7]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item262,
          remainder: text
        }
      ]
    };
  }
  function item270(text) {
    const result2 = item271(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item276(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item271(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item274(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item274(text) {
    if (/^[abfnrtv]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item275,
          remainder: text
        }
      ]
    };
  }
  function item277(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item280(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item280(text) {
    if (/^["'`\\?]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item281,
          remainder: text
        }
      ]
    };
  }
  function item283(text) {
    const matches2 = text.match(/^(?!""")[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item291(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item294(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item294(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item295(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item295(text) {
    const choices = [item214, item296];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item296(text) {
    const matches2 = text.match(/^(?!''')[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item303(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item306(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item306(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item307(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item307(text) {
    const choices = [item214, item308];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item308(text) {
    const matches2 = text.match(/^(?!("|([\r\n])+))[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item316(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item319(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item319(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item320(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item320(text) {
    const choices = [item214, item321];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item321(text) {
    const matches2 = text.match(/^(?!('|([\r\n])+))[\s\S]/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item333(text) {
    const result2 = item334(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item341,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item334(text) {
    const result2 = item335(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item340(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item335(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[bB]/g);
    failedExpectations2.push({
      expectation: item337,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item152(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item343(text) {
    const result2 = item344(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item352,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item344(text) {
    const result2 = item346(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item351(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item346(text) {
    const choices = [item347, item349];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item347(text) {
    if (text.startsWith("true")) {
      return {
        success: true,
        value: "true",
        remainder: text.slice(4),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item348,
          remainder: text
        }
      ]
    };
  }
  function item349(text) {
    if (text.startsWith("false")) {
      return {
        success: true,
        value: "false",
        remainder: text.slice(5),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item350,
          remainder: text
        }
      ]
    };
  }
  function item354(text) {
    const result2 = item355(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item364,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item355(text) {
    const result2 = item356(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item363(() => input.length - text.length),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item356(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^null/g);
    failedExpectations2.push({
      expectation: item358,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(?![_a-zA-Z0-9])/g);
    failedExpectations2.push();
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item365(text) {
    const result2 = item366(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item393(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item366(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item371(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item371(text) {
    const result2 = item372(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item382,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item372(text) {
    const result2 = item374(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item381((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item374(text) {
    const matches2 = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item387(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item388(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item7(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item388(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item394(text) {
    const result2 = item395(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item437(() => input.length - text.length, result2.value[0], result2.value[1], result2.value[2]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item395(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item397(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item400(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item419(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    const result7 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result7?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result7[0].length);
    const result8 = remainder2.match(/^\}/g);
    failedExpectations2.push({
      expectation: item435,
      remainder: remainder2
    });
    if (result8?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result8[0].length);
    return {
      success: true,
      value: [result0.value, result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item397(text) {
    const result2 = item398(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item398(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item400(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item412(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item402(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item402(text) {
    const result2 = item403(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item411,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item403(text) {
    const result2 = item405(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item410((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item405(text) {
    const matches2 = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item412(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item36(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item413(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item36(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item413(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item419(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item431(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item420(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item420(text) {
    const result2 = item421(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item430(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item421(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item402(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?:/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item426,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = item7(remainder2);
    failedExpectations2.push(...result3.failedExpectations);
    if (result3.success === false) {
      return {
        success: false,
        remainder: result3.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result3.remainder;
    return {
      success: true,
      value: [result1.value, result3.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item431(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item438(text) {
    const result2 = item439(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item444(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item439(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item445(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item450(text) {
    const result2 = item452(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item461(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item452(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item387(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item462(text) {
    const result2 = item464(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item484(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item464(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item468(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\}/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    }, {
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item435,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item468(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item476(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item469(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item469(text) {
    const result2 = item470(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item475(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item470(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item7(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item7(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item476(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item487(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item488(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item488(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item491(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item491(text) {
    const choices = [item492, item501, item510];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item492(text) {
    const result2 = item493(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item500(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item493(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^(?![(])/g);
    failedExpectations2.push();
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item501(text) {
    const result2 = item502(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item509(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item502(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item510(text) {
    const result2 = item511(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item516(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item511(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item520(text) {
    const result2 = item521(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item532(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item521(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item523(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item33(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item523(text) {
    const matches2 = text.match(/^((!)+|(-)+)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item527,
          remainder: text
        },
        {
          expectation: item78,
          remainder: text
        }
      ]
    };
  }
  function item534(text) {
    const result2 = item536(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item536(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item537(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item537(text) {
    const result2 = item538(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item547(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item538(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item540(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item31(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item540(text) {
    const result2 = item542(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item544(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item542(text) {
    if (/^[*\/%]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item543,
          remainder: text
        }
      ]
    };
  }
  function item551(text) {
    const result2 = item553(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item553(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item554(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item554(text) {
    const result2 = item555(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item562(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item555(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item557(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item27(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item557(text) {
    const result2 = item559(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item560(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item559(text) {
    if (/^[+\-]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item96,
          remainder: text
        }
      ]
    };
  }
  function item566(text) {
    const result2 = item568(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item568(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item569(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item569(text) {
    const result2 = item570(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item598(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item570(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item573(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item23(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item573(text) {
    const result2 = item574(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item596,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item574(text) {
    const choices = [item575, item592];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item575(text) {
    const result2 = item577(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item591(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item577(text) {
    const matches2 = text.match(/^(<=|<|>=|>|==|!=)/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item580,
          remainder: text
        },
        {
          expectation: item582,
          remainder: text
        },
        {
          expectation: item584,
          remainder: text
        },
        {
          expectation: item586,
          remainder: text
        },
        {
          expectation: item588,
          remainder: text
        },
        {
          expectation: item590,
          remainder: text
        }
      ]
    };
  }
  function item592(text) {
    const result2 = item593(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item595(),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item593(text) {
    if (text.startsWith("in")) {
      return {
        success: true,
        value: "in",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item594,
          remainder: text
        }
      ]
    };
  }
  function item601(text) {
    const matches2 = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?&&/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item604,
          remainder: text
        }
      ]
    };
  }
  function item607(text) {
    const matches2 = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\|\|/g);
    if (matches2?.length === 1) {
      return {
        success: true,
        value: matches2[0],
        remainder: text.slice(matches2[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item610,
          remainder: text
        }
      ]
    };
  }
  function item614(text) {
    const result2 = item616(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item616(text) {
    const result2 = item617(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item624(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item617(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\?/g);
    failedExpectations2.push({
      expectation: item619,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item11(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = item7(remainder2);
    failedExpectations2.push(...result4.failedExpectations);
    if (result4.success === false) {
      return {
        success: false,
        remainder: result4.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result4.remainder;
    const result5 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result5?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result5[0].length);
    return {
      success: true,
      value: [result1.value, result4.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
}

// node_modules/@bufbuild/cel/dist/esm/parse.js
function parse2(expr) {
  const result = parse(expr);
  return {
    $typeName: "cel.expr.ParsedExpr",
    expr: result.expr,
    sourceInfo: result.sourceInfo
  };
}

// node_modules/@bufbuild/cel-spec/dist/esm/gen/cel/expr/syntax_pb.js
var file_cel_expr_syntax = /* @__PURE__ */ fileDesc("ChVjZWwvZXhwci9zeW50YXgucHJvdG8SCGNlbC5leHByIlUKClBhcnNlZEV4cHISHAoEZXhwchgCIAEoCzIOLmNlbC5leHByLkV4cHISKQoLc291cmNlX2luZm8YAyABKAsyFC5jZWwuZXhwci5Tb3VyY2VJbmZvItoICgRFeHByEgoKAmlkGAIgASgDEigKCmNvbnN0X2V4cHIYAyABKAsyEi5jZWwuZXhwci5Db25zdGFudEgAEioKCmlkZW50X2V4cHIYBCABKAsyFC5jZWwuZXhwci5FeHByLklkZW50SAASLAoLc2VsZWN0X2V4cHIYBSABKAsyFS5jZWwuZXhwci5FeHByLlNlbGVjdEgAEigKCWNhbGxfZXhwchgGIAEoCzITLmNlbC5leHByLkV4cHIuQ2FsbEgAEi4KCWxpc3RfZXhwchgHIAEoCzIZLmNlbC5leHByLkV4cHIuQ3JlYXRlTGlzdEgAEjIKC3N0cnVjdF9leHByGAggASgLMhsuY2VsLmV4cHIuRXhwci5DcmVhdGVTdHJ1Y3RIABI6ChJjb21wcmVoZW5zaW9uX2V4cHIYCSABKAsyHC5jZWwuZXhwci5FeHByLkNvbXByZWhlbnNpb25IABoVCgVJZGVudBIMCgRuYW1lGAEgASgJGksKBlNlbGVjdBIfCgdvcGVyYW5kGAEgASgLMg4uY2VsLmV4cHIuRXhwchINCgVmaWVsZBgCIAEoCRIRCgl0ZXN0X29ubHkYAyABKAgaVgoEQ2FsbBIeCgZ0YXJnZXQYASABKAsyDi5jZWwuZXhwci5FeHByEhAKCGZ1bmN0aW9uGAIgASgJEhwKBGFyZ3MYAyADKAsyDi5jZWwuZXhwci5FeHByGkgKCkNyZWF0ZUxpc3QSIAoIZWxlbWVudHMYASADKAsyDi5jZWwuZXhwci5FeHByEhgKEG9wdGlvbmFsX2luZGljZXMYAiADKAUa6QEKDENyZWF0ZVN0cnVjdBIUCgxtZXNzYWdlX25hbWUYASABKAkSMgoHZW50cmllcxgCIAMoCzIhLmNlbC5leHByLkV4cHIuQ3JlYXRlU3RydWN0LkVudHJ5Go4BCgVFbnRyeRIKCgJpZBgBIAEoAxITCglmaWVsZF9rZXkYAiABKAlIABIhCgdtYXBfa2V5GAMgASgLMg4uY2VsLmV4cHIuRXhwckgAEh0KBXZhbHVlGAQgASgLMg4uY2VsLmV4cHIuRXhwchIWCg5vcHRpb25hbF9lbnRyeRgFIAEoCEIKCghrZXlfa2luZBr4AQoNQ29tcHJlaGVuc2lvbhIQCghpdGVyX3ZhchgBIAEoCRIRCglpdGVyX3ZhcjIYCCABKAkSIgoKaXRlcl9yYW5nZRgCIAEoCzIOLmNlbC5leHByLkV4cHISEAoIYWNjdV92YXIYAyABKAkSIQoJYWNjdV9pbml0GAQgASgLMg4uY2VsLmV4cHIuRXhwchImCg5sb29wX2NvbmRpdGlvbhgFIAEoCzIOLmNlbC5leHByLkV4cHISIQoJbG9vcF9zdGVwGAYgASgLMg4uY2VsLmV4cHIuRXhwchIeCgZyZXN1bHQYByABKAsyDi5jZWwuZXhwci5FeHByQgsKCWV4cHJfa2luZCLNAgoIQ29uc3RhbnQSMAoKbnVsbF92YWx1ZRgBIAEoDjIaLmdvb2dsZS5wcm90b2J1Zi5OdWxsVmFsdWVIABIUCgpib29sX3ZhbHVlGAIgASgISAASFQoLaW50NjRfdmFsdWUYAyABKANIABIWCgx1aW50NjRfdmFsdWUYBCABKARIABIWCgxkb3VibGVfdmFsdWUYBSABKAFIABIWCgxzdHJpbmdfdmFsdWUYBiABKAlIABIVCgtieXRlc192YWx1ZRgHIAEoDEgAEjcKDmR1cmF0aW9uX3ZhbHVlGAggASgLMhkuZ29vZ2xlLnByb3RvYnVmLkR1cmF0aW9uQgIYAUgAEjkKD3RpbWVzdGFtcF92YWx1ZRgJIAEoCzIaLmdvb2dsZS5wcm90b2J1Zi5UaW1lc3RhbXBCAhgBSABCDwoNY29uc3RhbnRfa2luZCKcBQoKU291cmNlSW5mbxIWCg5zeW50YXhfdmVyc2lvbhgBIAEoCRIQCghsb2NhdGlvbhgCIAEoCRIUCgxsaW5lX29mZnNldHMYAyADKAUSNgoJcG9zaXRpb25zGAQgAygLMiMuY2VsLmV4cHIuU291cmNlSW5mby5Qb3NpdGlvbnNFbnRyeRI5CgttYWNyb19jYWxscxgFIAMoCzIkLmNlbC5leHByLlNvdXJjZUluZm8uTWFjcm9DYWxsc0VudHJ5EjIKCmV4dGVuc2lvbnMYBiADKAsyHi5jZWwuZXhwci5Tb3VyY2VJbmZvLkV4dGVuc2lvbhowCg5Qb3NpdGlvbnNFbnRyeRILCgNrZXkYASABKAMSDQoFdmFsdWUYAiABKAU6AjgBGkEKD01hY3JvQ2FsbHNFbnRyeRILCgNrZXkYASABKAMSHQoFdmFsdWUYAiABKAsyDi5jZWwuZXhwci5FeHByOgI4ARqxAgoJRXh0ZW5zaW9uEgoKAmlkGAEgASgJEkUKE2FmZmVjdGVkX2NvbXBvbmVudHMYAiADKA4yKC5jZWwuZXhwci5Tb3VyY2VJbmZvLkV4dGVuc2lvbi5Db21wb25lbnQSNwoHdmVyc2lvbhgDIAEoCzImLmNlbC5leHByLlNvdXJjZUluZm8uRXh0ZW5zaW9uLlZlcnNpb24aJwoHVmVyc2lvbhINCgVtYWpvchgBIAEoAxINCgVtaW5vchgCIAEoAyJvCglDb21wb25lbnQSGQoVQ09NUE9ORU5UX1VOU1BFQ0lGSUVEEAASFAoQQ09NUE9ORU5UX1BBUlNFUhABEhoKFkNPTVBPTkVOVF9UWVBFX0NIRUNLRVIQAhIVChFDT01QT05FTlRfUlVOVElNRRADQi4KDGRldi5jZWwuZXhwckILU3ludGF4UHJvdG9QAVoMY2VsLmRldi9leHBy+AEBYgZwcm90bzM", [file_google_protobuf_duration, file_google_protobuf_struct, file_google_protobuf_timestamp]);
var ParsedExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_syntax, 0);
var ExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_syntax, 1);
var SourceInfo_Extension_Component;
(function(SourceInfo_Extension_Component2) {
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["UNSPECIFIED"] = 0] = "UNSPECIFIED";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["PARSER"] = 1] = "PARSER";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["TYPE_CHECKER"] = 2] = "TYPE_CHECKER";
  SourceInfo_Extension_Component2[SourceInfo_Extension_Component2["RUNTIME"] = 3] = "RUNTIME";
})(SourceInfo_Extension_Component || (SourceInfo_Extension_Component = {}));

// node_modules/@bufbuild/cel-spec/dist/esm/gen/cel/expr/checked_pb.js
var file_cel_expr_checked = /* @__PURE__ */ fileDesc("ChZjZWwvZXhwci9jaGVja2VkLnByb3RvEghjZWwuZXhwciLsAgoLQ2hlY2tlZEV4cHISPgoNcmVmZXJlbmNlX21hcBgCIAMoCzInLmNlbC5leHByLkNoZWNrZWRFeHByLlJlZmVyZW5jZU1hcEVudHJ5EjQKCHR5cGVfbWFwGAMgAygLMiIuY2VsLmV4cHIuQ2hlY2tlZEV4cHIuVHlwZU1hcEVudHJ5EikKC3NvdXJjZV9pbmZvGAUgASgLMhQuY2VsLmV4cHIuU291cmNlSW5mbxIUCgxleHByX3ZlcnNpb24YBiABKAkSHAoEZXhwchgEIAEoCzIOLmNlbC5leHByLkV4cHIaSAoRUmVmZXJlbmNlTWFwRW50cnkSCwoDa2V5GAEgASgDEiIKBXZhbHVlGAIgASgLMhMuY2VsLmV4cHIuUmVmZXJlbmNlOgI4ARo+CgxUeXBlTWFwRW50cnkSCwoDa2V5GAEgASgDEh0KBXZhbHVlGAIgASgLMg4uY2VsLmV4cHIuVHlwZToCOAEioggKBFR5cGUSJQoDZHluGAEgASgLMhYuZ29vZ2xlLnByb3RvYnVmLkVtcHR5SAASKgoEbnVsbBgCIAEoDjIaLmdvb2dsZS5wcm90b2J1Zi5OdWxsVmFsdWVIABIxCglwcmltaXRpdmUYAyABKA4yHC5jZWwuZXhwci5UeXBlLlByaW1pdGl2ZVR5cGVIABIvCgd3cmFwcGVyGAQgASgOMhwuY2VsLmV4cHIuVHlwZS5QcmltaXRpdmVUeXBlSAASMgoKd2VsbF9rbm93bhgFIAEoDjIcLmNlbC5leHByLlR5cGUuV2VsbEtub3duVHlwZUgAEiwKCWxpc3RfdHlwZRgGIAEoCzIXLmNlbC5leHByLlR5cGUuTGlzdFR5cGVIABIqCghtYXBfdHlwZRgHIAEoCzIWLmNlbC5leHByLlR5cGUuTWFwVHlwZUgAEi8KCGZ1bmN0aW9uGAggASgLMhsuY2VsLmV4cHIuVHlwZS5GdW5jdGlvblR5cGVIABIWCgxtZXNzYWdlX3R5cGUYCSABKAlIABIUCgp0eXBlX3BhcmFtGAogASgJSAASHgoEdHlwZRgLIAEoCzIOLmNlbC5leHByLlR5cGVIABInCgVlcnJvchgMIAEoCzIWLmdvb2dsZS5wcm90b2J1Zi5FbXB0eUgAEjQKDWFic3RyYWN0X3R5cGUYDiABKAsyGy5jZWwuZXhwci5UeXBlLkFic3RyYWN0VHlwZUgAGi0KCExpc3RUeXBlEiEKCWVsZW1fdHlwZRgBIAEoCzIOLmNlbC5leHByLlR5cGUaTwoHTWFwVHlwZRIgCghrZXlfdHlwZRgBIAEoCzIOLmNlbC5leHByLlR5cGUSIgoKdmFsdWVfdHlwZRgCIAEoCzIOLmNlbC5leHByLlR5cGUaVgoMRnVuY3Rpb25UeXBlEiMKC3Jlc3VsdF90eXBlGAEgASgLMg4uY2VsLmV4cHIuVHlwZRIhCglhcmdfdHlwZXMYAiADKAsyDi5jZWwuZXhwci5UeXBlGkUKDEFic3RyYWN0VHlwZRIMCgRuYW1lGAEgASgJEicKD3BhcmFtZXRlcl90eXBlcxgCIAMoCzIOLmNlbC5leHByLlR5cGUicwoNUHJpbWl0aXZlVHlwZRIeChpQUklNSVRJVkVfVFlQRV9VTlNQRUNJRklFRBAAEggKBEJPT0wQARIJCgVJTlQ2NBACEgoKBlVJTlQ2NBADEgoKBkRPVUJMRRAEEgoKBlNUUklORxAFEgkKBUJZVEVTEAYiVgoNV2VsbEtub3duVHlwZRIfChtXRUxMX0tOT1dOX1RZUEVfVU5TUEVDSUZJRUQQABIHCgNBTlkQARINCglUSU1FU1RBTVAQAhIMCghEVVJBVElPThADQgsKCXR5cGVfa2luZCLWAwoERGVjbBIMCgRuYW1lGAEgASgJEikKBWlkZW50GAIgASgLMhguY2VsLmV4cHIuRGVjbC5JZGVudERlY2xIABIvCghmdW5jdGlvbhgDIAEoCzIbLmNlbC5leHByLkRlY2wuRnVuY3Rpb25EZWNsSAAaWQoJSWRlbnREZWNsEhwKBHR5cGUYASABKAsyDi5jZWwuZXhwci5UeXBlEiEKBXZhbHVlGAIgASgLMhIuY2VsLmV4cHIuQ29uc3RhbnQSCwoDZG9jGAMgASgJGvsBCgxGdW5jdGlvbkRlY2wSNwoJb3ZlcmxvYWRzGAEgAygLMiQuY2VsLmV4cHIuRGVjbC5GdW5jdGlvbkRlY2wuT3ZlcmxvYWQSCwoDZG9jGAIgASgJGqQBCghPdmVybG9hZBITCgtvdmVybG9hZF9pZBgBIAEoCRIeCgZwYXJhbXMYAiADKAsyDi5jZWwuZXhwci5UeXBlEhMKC3R5cGVfcGFyYW1zGAMgAygJEiMKC3Jlc3VsdF90eXBlGAQgASgLMg4uY2VsLmV4cHIuVHlwZRIcChRpc19pbnN0YW5jZV9mdW5jdGlvbhgFIAEoCBILCgNkb2MYBiABKAlCCwoJZGVjbF9raW5kIlEKCVJlZmVyZW5jZRIMCgRuYW1lGAEgASgJEhMKC292ZXJsb2FkX2lkGAMgAygJEiEKBXZhbHVlGAQgASgLMhIuY2VsLmV4cHIuQ29uc3RhbnRCLAoMZGV2LmNlbC5leHByQglEZWNsUHJvdG9QAVoMY2VsLmRldi9leHBy+AEBYgZwcm90bzM", [file_cel_expr_syntax, file_google_protobuf_empty, file_google_protobuf_struct]);
var CheckedExprSchema = /* @__PURE__ */ messageDesc(file_cel_expr_checked, 0);
var Type_PrimitiveType;
(function(Type_PrimitiveType2) {
  Type_PrimitiveType2[Type_PrimitiveType2["PRIMITIVE_TYPE_UNSPECIFIED"] = 0] = "PRIMITIVE_TYPE_UNSPECIFIED";
  Type_PrimitiveType2[Type_PrimitiveType2["BOOL"] = 1] = "BOOL";
  Type_PrimitiveType2[Type_PrimitiveType2["INT64"] = 2] = "INT64";
  Type_PrimitiveType2[Type_PrimitiveType2["UINT64"] = 3] = "UINT64";
  Type_PrimitiveType2[Type_PrimitiveType2["DOUBLE"] = 4] = "DOUBLE";
  Type_PrimitiveType2[Type_PrimitiveType2["STRING"] = 5] = "STRING";
  Type_PrimitiveType2[Type_PrimitiveType2["BYTES"] = 6] = "BYTES";
})(Type_PrimitiveType || (Type_PrimitiveType = {}));
var Type_WellKnownType;
(function(Type_WellKnownType2) {
  Type_WellKnownType2[Type_WellKnownType2["WELL_KNOWN_TYPE_UNSPECIFIED"] = 0] = "WELL_KNOWN_TYPE_UNSPECIFIED";
  Type_WellKnownType2[Type_WellKnownType2["ANY"] = 1] = "ANY";
  Type_WellKnownType2[Type_WellKnownType2["TIMESTAMP"] = 2] = "TIMESTAMP";
  Type_WellKnownType2[Type_WellKnownType2["DURATION"] = 3] = "DURATION";
})(Type_WellKnownType || (Type_WellKnownType = {}));

// node_modules/@bufbuild/cel/dist/esm/namespace.js
function resolveCandidateNames(namespace, name) {
  if (name.startsWith(".")) {
    return [name.substring(1)];
  }
  if (namespace === "") {
    return [name];
  }
  const candidates = [];
  for (let nextNs = namespace; ; ) {
    candidates.push(nextNs + "." + name);
    const i = nextNs.lastIndexOf(".");
    if (i < 0) {
      break;
    }
    nextNs = nextNs.substring(0, i);
  }
  candidates.push(name);
  return candidates;
}

// node_modules/@bufbuild/cel/dist/esm/field.js
function accessByIndex(obj2, index) {
  if (typeof obj2 !== "object" || obj2 === null) {
    return void 0;
  }
  if (isCelMap(obj2)) {
    return obj2.get(index);
  }
  if (isCelList(obj2)) {
    return obj2.get(Number(index));
  }
  return void 0;
}
function accessByName(obj2, name) {
  if (typeof obj2 !== "object" || obj2 === null) {
    return void 0;
  }
  if (isCelMap(obj2)) {
    return obj2.get(name);
  }
  obj2 = unwrapAny(obj2);
  if (!isReflectMessage(obj2)) {
    return void 0;
  }
  const field = obj2.desc.fields.find((f) => f.name === name);
  if (!field) {
    return void 0;
  }
  switch (field.fieldKind) {
    case "enum":
      return BigInt(obj2.get(field));
    case "list":
      return celList(obj2.get(field));
    case "map":
      return celMap(obj2.get(field));
    case "scalar":
      return celFromScalar(field.scalar, obj2.get(field));
    case "message":
      if (obj2.isSet(field)) {
        return reflectMsgToCel(obj2.get(field));
      }
      if (isWrapperDesc(field.message)) {
        return null;
      }
      switch (field.message.typeName) {
        case StructSchema.typeName:
          return EMPTY_MAP;
        case ListValueSchema.typeName:
          return EMPTY_LIST;
        case ValueSchema.typeName:
          return null;
      }
      return reflect(field.message);
  }
}
function isSet(obj2, name) {
  if (typeof obj2 !== "object" || obj2 === null) {
    return false;
  }
  if (isCelMap(obj2)) {
    return obj2.has(name);
  }
  obj2 = unwrapAny(obj2);
  if (isReflectMessage(obj2)) {
    const field = obj2.desc.fields.find((f) => f.name === name);
    if (!field) {
      return void 0;
    }
    return obj2.isSet(field);
  }
  return false;
}

// node_modules/@bufbuild/cel/dist/esm/access.js
function attrAccess(factory, vars, obj2, accAttr) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return void 0;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.access(vars, obj2);
}
function attrIsPresent(factory, vars, obj2, accAttr) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return false;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.isPresent(vars, obj2);
}
function attrAccessIfPresent(factory, vars, obj2, accAttr, presenceOnly) {
  const val = accAttr.resolve(vars);
  if (val === void 0) {
    return void 0;
  }
  if (isCelError(val)) {
    return val;
  }
  const access = factory.newAccess(accAttr.id, val, accAttr.isOptional());
  return access.accessIfPresent(vars, obj2, presenceOnly);
}
function applyAccesses(vars, obj2, accesses) {
  if (accesses.length === 0) {
    return obj2;
  }
  let cur = obj2;
  for (const access of accesses) {
    const result = access.access(vars, cur);
    if (result === void 0) {
      return void 0;
    }
    if (isCelError(result)) {
      return result;
    }
    cur = result;
  }
  return cur;
}
var AbsoluteAttr = class {
  id;
  nsNames;
  accesses_;
  registry;
  factory;
  constructor(id, nsNames, accesses_, registry, factory) {
    this.id = id;
    this.nsNames = nsNames;
    this.accesses_ = accesses_;
    this.registry = registry;
    this.factory = factory;
    if (nsNames.length === 0) {
      throw new Error("No names provided");
    }
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.accesses_.push(access);
  }
  candidateNames() {
    return this.nsNames;
  }
  accesses() {
    return this.accesses_;
  }
  access(vars, obj2) {
    return attrAccess(this.factory, vars, obj2, this);
  }
  isPresent(vars, obj2) {
    return attrIsPresent(this.factory, vars, obj2, this);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj2, this, presenceOnly);
  }
  resolve(vars) {
    for (const name of this.nsNames) {
      const raw = vars.resolve(name);
      if (raw !== void 0) {
        if (isCelError(raw)) {
          return raw;
        }
        return applyAccesses(vars, raw, this.accesses_);
      }
      const typ = this.findIdent(name);
      if (typ !== void 0 && this.accesses_.length === 0) {
        return typ;
      }
    }
    return void 0;
  }
  findIdent(ident) {
    const desc = this.registry.getMessage(ident);
    if (desc) {
      return objectType(desc);
    }
    if (ident.indexOf(".") > 1) {
      const lastDot = ident.lastIndexOf(".");
      const enumName = ident.substring(0, lastDot);
      const valueName = ident.substring(lastDot + 1);
      const descEnum = this.registry.getEnum(enumName);
      if (descEnum) {
        const enumValue = descEnum.values.find((v) => v.name === valueName);
        if (enumValue) {
          return BigInt(enumValue.number);
        }
      }
    }
    switch (ident) {
      case "int":
        return CelScalar.INT;
      case "uint":
        return CelScalar.UINT;
      case "double":
        return CelScalar.DOUBLE;
      case "bool":
        return CelScalar.BOOL;
      case "string":
        return CelScalar.STRING;
      case "bytes":
        return CelScalar.BYTES;
      case "list":
        return listType(CelScalar.DYN);
      case "map":
        return mapType(CelScalar.DYN, CelScalar.DYN);
      case "null_type":
        return CelScalar.NULL;
      case "type":
        return CelScalar.TYPE;
      default:
        return void 0;
    }
  }
};
var ConditionalAttr = class {
  id;
  cond;
  t;
  f;
  factory;
  constructor(id, cond, t, f, factory) {
    this.id = id;
    this.cond = cond;
    this.t = t;
    this.f = f;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.t.addAccess(access);
    this.f.addAccess(access);
  }
  access(vars, obj2) {
    return attrAccess(this.factory, vars, obj2, this);
  }
  isPresent(vars, obj2) {
    return attrIsPresent(this.factory, vars, obj2, this);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj2, this, presenceOnly);
  }
  resolve(vars) {
    const cond = this.cond.eval(vars);
    switch (true) {
      case cond === true:
        return this.t.resolve(vars);
      case cond === false:
        return this.f.resolve(vars);
      case isCelError(cond):
        return cond;
    }
    return celError(`found no matching overload for _?_:_ applied to '(${celType(cond).name})'`, this.id);
  }
};
var MaybeAttr = class {
  id;
  attrs;
  factory;
  constructor(id, attrs, factory) {
    this.id = id;
    this.attrs = attrs;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    const augmentedNames = [];
    let str2;
    if (access instanceof StringAccess) {
      str2 = access.name;
    }
    for (const attr of this.attrs) {
      if (str2 !== void 0 && attr.accesses().length === 0) {
        for (const name of attr.candidateNames()) {
          augmentedNames.push(name + "." + str2);
        }
      }
      attr.addAccess(access);
    }
    if (augmentedNames.length > 0) {
      const newAttr = this.factory.createAbsolute(this.id, augmentedNames);
      this.attrs.unshift(newAttr);
    }
  }
  access(vars, obj2) {
    return attrAccess(this.factory, vars, obj2, this);
  }
  isPresent(vars, obj2) {
    return attrIsPresent(this.factory, vars, obj2, this);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj2, this, presenceOnly);
  }
  resolve(vars) {
    for (const attr of this.attrs) {
      const val = attr.resolve(vars);
      if (val !== void 0) {
        return val;
      }
    }
    return void 0;
  }
};
var RelativeAttr = class {
  id;
  operand;
  accesses_;
  factory;
  constructor(id, operand, accesses_, factory) {
    this.id = id;
    this.operand = operand;
    this.accesses_ = accesses_;
    this.factory = factory;
  }
  isOptional() {
    return false;
  }
  addAccess(access) {
    this.accesses_.push(access);
  }
  access(vars, obj2) {
    return attrAccess(this.factory, vars, obj2, this);
  }
  isPresent(vars, obj2) {
    return attrIsPresent(this.factory, vars, obj2, this);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    return attrAccessIfPresent(this.factory, vars, obj2, this, presenceOnly);
  }
  resolve(vars) {
    const v = this.operand.eval(vars);
    if (isCelError(v)) {
      return v;
    }
    return applyAccesses(vars, v, this.accesses_);
  }
};
var StringAccess = class {
  id;
  name;
  celVal;
  optional;
  constructor(id, name, celVal, optional) {
    this.id = id;
    this.name = name;
    this.celVal = celVal;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj2) {
    const val = accessByName(obj2, this.name);
    if (val === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.name);
    }
    return val;
  }
  isPresent(_vars, obj2) {
    const set = isSet(obj2, this.name);
    if (set === void 0) {
      return fieldNotFound(this.id, this.name);
    }
    return set;
  }
  accessIfPresent(_vars, obj2, presenceOnly) {
    const val = accessByName(obj2, this.name);
    if (val === void 0 && !this.optional && !presenceOnly) {
      return fieldNotFound(this.id, this.name);
    }
    return val;
  }
};
var BoolAccess = class {
  id;
  index;
  optional;
  constructor(id, index, optional) {
    this.id = id;
    this.index = index;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj2) {
    if (obj2 === void 0) {
      return obj2;
    }
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return raw;
  }
  isPresent(_vars, obj2) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return true;
  }
  accessIfPresent(_vars, obj2, _presenceOnly) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return fieldNotFound(this.id, this.index);
    }
    return raw;
  }
};
var NumAccess = class {
  id;
  index;
  celVal;
  optional;
  constructor(id, index, celVal, optional) {
    this.id = id;
    this.index = index;
    this.celVal = celVal;
    this.optional = optional;
  }
  isOptional() {
    return this.optional;
  }
  access(_vars, obj2) {
    if (obj2 === void 0) {
      return obj2;
    }
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return raw;
  }
  isPresent(_vars, obj2) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return true;
  }
  accessIfPresent(_vars, obj2, _presenceOnly) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, this.index, -1);
    }
    return raw;
  }
};
var IntAccess = class {
  id;
  index;
  celVal;
  optional;
  constructor(id, index, celVal, optional) {
    this.id = id;
    this.index = index;
    this.celVal = celVal;
    this.optional = optional;
  }
  access(_vars, obj2) {
    if (obj2 === void 0) {
      return obj2;
    }
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return raw;
  }
  isPresent(_vars, obj2) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return true;
  }
  accessIfPresent(_vars, obj2, _presenceOnly) {
    const raw = accessByIndex(obj2, this.index);
    if (raw === void 0 && !this.optional) {
      return indexOutOfBounds(this.id, Number(this.index), -1);
    }
    return raw;
  }
  isOptional() {
    return this.optional;
  }
};
var ErrorAttr = class {
  id;
  error;
  opt;
  constructor(id, error, opt) {
    this.id = id;
    this.error = error;
    this.opt = opt;
  }
  addAccess(_access) {
  }
  resolve(_vars) {
    return this.error;
  }
  isOptional() {
    return this.opt;
  }
  access(_vars, _obj) {
    return this.error;
  }
  isPresent(_vars, _obj) {
    return this.error;
  }
  accessIfPresent(_vars, _obj, _presenceOnly) {
    return this.error;
  }
};
var EvalAccess = class {
  id;
  key;
  factory;
  optional;
  constructor(id, key, factory, optional) {
    this.id = id;
    this.key = key;
    this.factory = factory;
    this.optional = optional;
  }
  access(vars, obj2) {
    if (obj2 === void 0) {
      return obj2;
    }
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.access(vars, obj2);
  }
  isPresent(vars, obj2) {
    if (obj2 === void 0) {
      return false;
    }
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.isPresent(vars, obj2);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    const key = this.key.eval(vars);
    if (isCelError(key)) {
      return key;
    }
    const access = this.factory.newAccess(this.id, key, this.optional);
    return access.accessIfPresent(vars, obj2, presenceOnly);
  }
  isOptional() {
    return this.optional;
  }
};
var ConcreteAttributeFactory = class {
  registry;
  container;
  constructor(registry, container) {
    this.registry = registry;
    this.container = container;
  }
  createAbsolute(id, names) {
    return new AbsoluteAttr(id, names, [], this.registry, this);
  }
  createConditional(id, cond, t, f) {
    return new ConditionalAttr(id, cond, t, f, this);
  }
  createMaybe(id, name) {
    return new MaybeAttr(id, [this.createAbsolute(id, resolveCandidateNames(this.container, name))], this);
  }
  createRelative(id, operand) {
    return new RelativeAttr(id, operand, [], this);
  }
  newAccess(id, val, opt) {
    switch (typeof val) {
      case "boolean":
        return new BoolAccess(id, val, opt);
      case "number":
        return new NumAccess(id, val, val, opt);
      case "bigint":
        return new IntAccess(id, val, val, opt);
      case "string":
        return new StringAccess(id, val, val, opt);
      case "object":
        if (val instanceof EvalAttr) {
          return new EvalAccess(id, val, this, opt);
        }
        if (isCelUint(val)) {
          return new IntAccess(id, val.value, val, opt);
        }
        break;
      default:
        break;
    }
    return new ErrorAttr(id, celError("unsupported key type", id), opt);
  }
};
function fieldNotFound(id, name) {
  return celError(`field not found: ${String(name)}`, id);
}
function indexOutOfBounds(id, index, length) {
  return celError(`index ${index} out of bounds [0, ${length})`, id);
}

// node_modules/@bufbuild/cel/dist/esm/activation.js
var ObjectActivation = class {
  data;
  constructor(data) {
    this.data = data;
  }
  resolve(name) {
    const value = this.data[name];
    if (value === void 0) {
      return void 0;
    }
    if (isCelError(value)) {
      return value;
    }
    return toCel(value);
  }
};
var VarActivation = class {
  name;
  value;
  parent;
  constructor(name, value, parent) {
    this.name = name;
    this.value = value;
    this.parent = parent;
  }
  resolve(name) {
    if (name === this.name) {
      return this.value;
    }
    return this.parent.resolve(name);
  }
};
var EMPTY_ACTIVATION = {
  resolve() {
    return void 0;
  }
};

// node_modules/@bufbuild/cel/dist/esm/object.js
function celObject(typeName, fields) {
  const desc = getMsgDesc(typeName);
  const msg = reflect(desc);
  for (const [k, v] of fields.entries()) {
    const field = desc.fields.find((f) => f.name === k);
    if (field === void 0) {
      throw new Error(`Unknown field ${k} for ${typeName}`);
    }
    setMsgField(msg, field, v);
  }
  return reflectMsgToCel(msg);
}
function setMsgField(msg, field, v) {
  switch (field.fieldKind) {
    case "list":
      if (!isCelList(v)) {
        throw unexpectedTypeError(field, "list", v);
      }
      const list2 = reflectList(field, void 0, false);
      copyList(list2, v);
      msg.set(field, list2);
      return;
    case "map":
      if (!isCelMap(v)) {
        throw unexpectedTypeError(field, "map", v);
      }
      const map = reflectMap(field, void 0, false);
      copyMap(map, v);
      msg.set(field, map);
      return;
    case "enum":
      msg.set(field, enumFromCel(field, v));
      return;
    case "message":
      const msgVal = msgFromCel(field, v);
      if (msgVal !== null) {
        msg.set(field, msgVal);
      }
      return;
  }
  msg.set(field, scalarFromCel(field, field.scalar, v));
}
function copyList(list2, cList) {
  const field = list2.field();
  for (const v of cList) {
    switch (field.listKind) {
      case "enum":
        list2.add(enumFromCel(field, v));
        break;
      case "message":
        list2.add(msgFromCel(field, v));
        break;
      case "scalar":
        list2.add(scalarFromCel(field, field.scalar, v));
        break;
    }
  }
}
function copyMap(map, cMap) {
  const field = map.field();
  for (const [k, v] of cMap.entries()) {
    const key = scalarFromCel(field, field.mapKey, k);
    switch (field.mapKind) {
      case "enum":
        map.set(key, enumFromCel(field, v));
        break;
      case "scalar":
        map.set(key, scalarFromCel(field, field.scalar, v));
        break;
      case "message":
        map.set(key, msgFromCel(field, v));
        break;
    }
  }
}
function enumFromCel(field, v) {
  if (typeof v !== "bigint") {
    throw unexpectedTypeError(field, "int", v);
  }
  return intToInt32(v);
}
function msgFromCel(field, v) {
  switch (field.message.typeName) {
    case AnySchema.typeName:
      if (isReflectMessage(v, AnySchema)) {
        return v;
      }
      return reflect(AnySchema, anyFromCel(v));
    case ValueSchema.typeName:
      return reflect(ValueSchema, valueFromCel(v));
    case StructSchema.typeName:
      if (!isCelMap(v)) {
        throw unexpectedTypeError(field, "map", v);
      }
      return reflect(StructSchema, structFromCel(v));
    case ListValueSchema.typeName:
      if (!isCelList(v)) {
        throw unexpectedTypeError(field, "list", v);
      }
      return reflect(ListValueSchema, listValueFromCel(v));
  }
  if (v === null) {
    return null;
  }
  if (isWrapperDesc(field.message)) {
    const msg = reflect(field.message, void 0, false);
    msg.set(field.message.fields[0], scalarFromCel(field.message.fields[0], field.message.fields[0].scalar, v));
    return msg;
  }
  if (!isReflectMessage(v, field.message)) {
    throw unexpectedTypeError(field, field.message.typeName, v);
  }
  return v;
}
function anyFromCel(v) {
  switch (typeof v) {
    case "string":
      return anyPack(StringValueSchema, create(StringValueSchema, { value: v }));
    case "boolean":
      return anyPack(BoolValueSchema, create(BoolValueSchema, { value: v }));
    case "bigint":
      return anyPack(Int64ValueSchema, create(Int64ValueSchema, { value: v }));
    case "number":
      return anyPack(DoubleValueSchema, create(DoubleValueSchema, { value: v }));
    default:
      switch (true) {
        case v instanceof Uint8Array:
          return anyPack(BytesValueSchema, create(BytesValueSchema, { value: v }));
        case v == null:
          return anyPack(ValueSchema, create(ValueSchema, {
            kind: { case: "nullValue", value: NullValue.NULL_VALUE }
          }));
        case isCelList(v):
          return anyPack(ListValueSchema, listValueFromCel(v));
        case isCelMap(v):
          return anyPack(StructSchema, structFromCel(v));
        case isCelUint(v):
          return anyPack(UInt64ValueSchema, create(UInt64ValueSchema, { value: v.value }));
        case isReflectMessage(v):
          return anyPack(v.desc, v.message);
        default:
          throw new Error(`type cannot be converted ${AnySchema}`);
      }
  }
}
function valueFromCel(v) {
  const value = create(ValueSchema);
  switch (typeof v) {
    case "string":
      value.kind = { case: "stringValue", value: v };
      break;
    case "boolean":
      value.kind = { case: "boolValue", value: v };
      break;
    case "bigint":
      if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < BigInt(Number.MIN_SAFE_INTEGER)) {
        value.kind = { case: "stringValue", value: v.toString() };
      } else {
        value.kind = { case: "numberValue", value: Number(v) };
      }
      break;
    case "number":
      if (Number.isNaN(v)) {
        value.kind = { case: "stringValue", value: "NaN" };
      } else if (v === Number.POSITIVE_INFINITY) {
        value.kind = { case: "stringValue", value: "Infinity" };
      } else if (v === Number.NEGATIVE_INFINITY) {
        value.kind = { case: "stringValue", value: "-Infinity" };
      } else {
        value.kind = { case: "numberValue", value: Number(v) };
      }
      break;
    default:
      switch (true) {
        case v instanceof Uint8Array:
          value.kind = { case: "stringValue", value: base64Encode(v) };
          break;
        case v == null:
          value.kind = { case: "nullValue", value: NullValue.NULL_VALUE };
          break;
        case isCelList(v):
          value.kind = { case: "listValue", value: listValueFromCel(v) };
          break;
        case isCelMap(v):
          value.kind = { case: "structValue", value: structFromCel(v) };
          break;
        case isCelUint(v):
          if (v.value > BigInt(Number.MAX_SAFE_INTEGER)) {
            value.kind = { case: "stringValue", value: v.value.toString() };
          } else {
            value.kind = { case: "numberValue", value: Number(v.value) };
          }
          break;
        case isReflectMessage(v):
          return fromJson(ValueSchema, toJson(v.desc, v.message));
        default:
          throw new Error(`type cannot be converted ${ValueSchema}`);
      }
  }
  return value;
}
function listValueFromCel(list2) {
  const listValue = create(ListValueSchema);
  for (const v of list2) {
    listValue.values.push(valueFromCel(v));
  }
  return listValue;
}
function structFromCel(map) {
  const struct = create(StructSchema);
  for (const [k, v] of map.entries()) {
    if (typeof k !== "string") {
      throw new Error(`Invalid key type: ${typeof k} for google.protobuf.Struct, expected string`);
    }
    struct.fields[k] = valueFromCel(v);
  }
  return struct;
}
function scalarFromCel(field, type, v) {
  if (isCelUint(v)) {
    v = v.value;
  }
  switch (type) {
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return intToUint32(v);
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return intToInt32(v);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      if (typeof v !== "bigint") {
        throw unexpectedTypeError(field, "int", v);
      }
      return v;
    case ScalarType.FLOAT:
      if (typeof v !== "number") {
        throw unexpectedTypeError(field, "double", v);
      }
      return Math.fround(v);
    case ScalarType.DOUBLE:
      if (typeof v !== "number") {
        throw unexpectedTypeError(field, "double", v);
      }
      return v;
    case ScalarType.STRING:
      if (typeof v !== "string") {
        throw unexpectedTypeError(field, "string", v);
      }
      return v;
    case ScalarType.BOOL:
      if (typeof v !== "boolean") {
        throw unexpectedTypeError(field, "bool", v);
      }
      return v;
    case ScalarType.BYTES:
      if (!(v instanceof Uint8Array)) {
        throw unexpectedTypeError(field, "bytes", v);
      }
      return v;
  }
}
function unexpectedTypeError(field, expected, actValue) {
  return new Error(`Expected ${expected} but got ${celType(actValue)} for ${field.parent}.${field.name}`);
}
function intToInt32(v) {
  if (v < INT32_MIN || v > INT32_MAX) {
    throw new Error("int32 out of range");
  }
  return Number(v);
}
function intToUint32(v) {
  if (v < 0 || v > UINT32_MAX) {
    throw new Error("uint32 out of range");
  }
  return Number(v);
}

// node_modules/@bufbuild/cel/dist/esm/planner.js
var Planner = class {
  functions;
  registry;
  namespace;
  factory;
  constructor(functions, registry, namespace) {
    this.functions = functions;
    this.registry = registry;
    this.namespace = namespace;
    this.factory = new ConcreteAttributeFactory(this.registry, this.namespace);
  }
  plan(expr) {
    const id = Number(expr.id);
    switch (expr.exprKind.case) {
      case "identExpr":
        return new EvalAttr(this.factory.createMaybe(id, expr.exprKind.value.name), false);
      case "constExpr":
        return new EvalConst(id, this.constVal(expr.exprKind.value));
      case "callExpr":
        return this.planCall(id, expr.exprKind.value);
      case "listExpr":
        return this.planCreateList(id, expr.exprKind.value);
      case "structExpr":
        return this.planCreateStruct(id, expr.exprKind.value);
      case "selectExpr":
        return this.planSelect(id, expr.exprKind.value);
      case "comprehensionExpr":
        return this.planComprehension(id, expr.exprKind.value);
      default:
        return new EvalErr(id, "invalid expression");
    }
  }
  planComprehension(id, value) {
    if (value.accuInit === void 0 || value.iterRange === void 0 || value.loopCondition === void 0 || value.loopStep === void 0 || value.result === void 0) {
      throw new Error("invalid comprehension");
    }
    const accu = this.plan(value.accuInit);
    const iterRange = this.plan(value.iterRange);
    const cond = this.plan(value.loopCondition);
    const step = this.plan(value.loopStep);
    const result = this.plan(value.result);
    return new EvalFold(id, value.accuVar, value.iterVar, iterRange, accu, cond, step, result);
  }
  planSelect(id, expr) {
    if (expr.operand === void 0) {
      throw new Error("invalid select");
    }
    const operand = this.plan(expr.operand);
    const attr = this.relativeAttr(id, operand, false);
    const acc = this.factory.newAccess(id, expr.field, false);
    if (acc instanceof ErrorAttr) {
      throw new Error(`invalid select: ${acc.error.message}`);
    }
    if (expr.testOnly) {
      return new EvalHas(id, attr, acc, expr.field);
    }
    attr.addAccess(acc);
    return attr;
  }
  planCreateObj(id, expr) {
    const typeName = this.resolveType(expr.messageName);
    if (typeName === void 0) {
      return new EvalErr(id, "unknown type: " + expr.messageName);
    }
    let optionals = void 0;
    const keys = [];
    const values = [];
    for (let i = 0; i < expr.entries.length; i++) {
      const entry = expr.entries[i];
      if (entry.optionalEntry) {
        if (optionals === void 0) {
          optionals = new Array(expr.entries.length).fill(false);
        }
        optionals[i] = true;
      }
      switch (entry.keyKind.case) {
        case "fieldKey":
          keys.push(entry.keyKind.value);
          break;
        case "mapKey":
          throw new Error("invalid entry");
        default:
          break;
      }
      if (entry.value === void 0) {
        throw new Error("invalid entry");
      }
      values.push(this.plan(entry.value));
    }
    return new EvalObj(id, typeName, keys, values, optionals);
  }
  planCreateStruct(id, expr) {
    if (expr.messageName !== "") {
      return this.planCreateObj(id, expr);
    }
    let optionals = void 0;
    const keys = [];
    const values = [];
    for (let i = 0; i < expr.entries.length; i++) {
      const entry = expr.entries[i];
      if (entry.optionalEntry) {
        if (optionals === void 0) {
          optionals = new Array(expr.entries.length).fill(false);
        }
        optionals[i] = true;
      }
      switch (entry.keyKind.case) {
        case "fieldKey":
          throw new Error("unimplemented");
        case "mapKey":
          keys.push(this.plan(entry.keyKind.value));
          break;
        default:
          break;
      }
      if (entry.value === void 0) {
        return new EvalErr(id, "map entry missing value");
      }
      values.push(this.plan(entry.value));
    }
    return new EvalMap(id, keys, values, optionals);
  }
  planCreateList(id, expr) {
    const optionals = void 0;
    if (expr.optionalIndices.length > 0) {
      const optionals2 = new Array(expr.elements.length).fill(false);
      for (let i = 0; i < expr.optionalIndices.length; i++) {
        const index = expr.optionalIndices[i];
        if (index < 0 || index >= expr.elements.length) {
          throw new Error("invalid optional index");
        }
        optionals2[index] = true;
      }
    }
    return new EvalList(id, expr.elements.map((arg) => this.plan(arg)), optionals);
  }
  planCall(id, call) {
    if (call.target !== void 0) {
      const qualName = toQualifiedName(call.target);
      if (qualName !== void 0) {
        const funcName = qualName + "." + call.function;
        for (const candidate of resolveCandidateNames(this.namespace, funcName)) {
          const func = this.functions.find(candidate);
          if (func !== void 0) {
            return new EvalCall(id, candidate, "", void 0, func, call.args.map((arg) => this.plan(arg)));
          }
        }
      }
    }
    let args = call.args.map((arg) => this.plan(arg));
    if (call.target) {
      args = [this.plan(call.target), ...args];
    }
    switch (call.function) {
      case INDEX:
        return this.planCallIndex(call, args, false);
      case OPT_INDEX:
      case OPT_SELECT:
        return this.planCallIndex(call, args, true);
      case CONDITIONAL:
        return this.planCallConditional(id, call, args);
      case LOGICAL_AND:
        return new EvalAnd(id, args);
      case LOGICAL_OR:
        return new EvalOr(id, args);
      case NOT_STRICTLY_FALSE:
      case OLD_NOT_STRICTLY_FALSE:
        return new EvalNotStrictlyFalse(id, args[0]);
      default:
        return new EvalCall(id, call.function, "", call.target ? args[0] : void 0, this.functions.find(call.function), call.target ? args.slice(1) : args);
    }
  }
  planCallConditional(id, _call, args) {
    const cond = args[0];
    const t = args[1];
    const f = args[2];
    const tAttr = this.relativeAttr(t.id, t, false);
    const fAttr = this.relativeAttr(f.id, f, false);
    return new EvalAttr(this.factory.createConditional(id, cond, tAttr, fAttr), false);
  }
  planCallIndex(_call, args, opt) {
    const op = args[0];
    const ind = args[1];
    const attr = this.relativeAttr(op.id, op, false);
    let acc;
    if (ind instanceof EvalConst) {
      acc = this.factory.newAccess(op.id, ind.value, opt);
    } else if (ind instanceof EvalAttr) {
      acc = this.factory.newAccess(op.id, ind, opt);
    } else {
      acc = this.relativeAttr(op.id, ind, opt);
    }
    attr.addAccess(acc);
    return attr;
  }
  constVal(val) {
    switch (val.constantKind.case) {
      case "stringValue":
        return val.constantKind.value;
      case "bytesValue":
        return val.constantKind.value;
      case "doubleValue":
        return val.constantKind.value;
      case "boolValue":
        return val.constantKind.value;
      case "int64Value":
        return val.constantKind.value;
      case "uint64Value":
        return celUint(val.constantKind.value);
      case "nullValue":
        return null;
      case void 0:
        throw new Error("invalid constant");
      default:
        throw new Error(`unimplemented: ${val.constantKind.case}`);
    }
  }
  relativeAttr(id, e, opt) {
    if (e instanceof EvalAttr) {
      return e;
    }
    return new EvalAttr(this.factory.createRelative(id, e), opt);
  }
  resolveType(name) {
    for (const candidate of resolveCandidateNames(this.namespace, name)) {
      if (this.isKnownType(candidate)) {
        return candidate;
      }
    }
    return void 0;
  }
  isKnownType(name) {
    switch (name) {
      case "google.protobuf.Value":
      case "google.protobuf.Struct":
      case "google.protobuf.ListValue":
      case "google.protobuf.NullValue":
      case "google.protobuf.BoolValue":
      case "google.protobuf.UInt32Value":
      case "google.protobuf.UInt64Value":
      case "google.protobuf.Int32Value":
      case "google.protobuf.Int64Value":
      case "google.protobuf.FloatValue":
      case "google.protobuf.DoubleValue":
      case "google.protobuf.StringValue":
      case "google.protobuf.BytesValue":
      case "google.protobuf.Timestamp":
      case "google.protobuf.Duration":
      case "google.protobuf.Any":
        return true;
      default:
        return this.registry.getMessage(name) !== void 0;
    }
  }
};
var EvalHas = class {
  id;
  attr;
  access;
  field;
  constructor(id, attr, access, field) {
    this.id = id;
    this.attr = attr;
    this.access = access;
    this.field = field;
  }
  eval(ctx) {
    const raw = this.attr.resolve(ctx);
    if (raw === void 0) {
      return false;
    }
    if (isCelError(raw)) {
      return raw;
    }
    return this.access.isPresent(ctx, raw);
  }
};
var EvalErr = class {
  id;
  msg;
  constructor(id, msg) {
    this.id = id;
    this.msg = msg;
  }
  eval(_ctx) {
    return celError(this.msg, this.id);
  }
};
var EvalConst = class {
  id;
  value;
  constructor(id, value) {
    this.id = id;
    this.value = value;
  }
  eval(_ctx) {
    return this.value;
  }
};
var EvalAttr = class {
  attr;
  opt;
  id;
  constructor(attr, opt) {
    this.attr = attr;
    this.opt = opt;
    this.id = attr.id;
  }
  access(vars, obj2) {
    return this.attr.access(vars, obj2);
  }
  isPresent(vars, obj2) {
    return this.attr.isPresent(vars, obj2);
  }
  accessIfPresent(vars, obj2, presenceOnly) {
    return this.attr.accessIfPresent(vars, obj2, presenceOnly);
  }
  isOptional() {
    return this.opt;
  }
  eval(ctx) {
    const val = this.attr.resolve(ctx);
    if (val === void 0) {
      return celError("unresolved attribute", this.id);
    }
    if (isCelError(val)) {
      return val;
    }
    return val;
  }
  resolve(vars) {
    return this.attr.resolve(vars);
  }
  addAccess(acc) {
    this.attr.addAccess(acc);
  }
};
var EvalCall = class {
  id;
  name;
  overload;
  target;
  func;
  args;
  constructor(id, name, overload, target, func, args) {
    this.id = id;
    this.name = name;
    this.overload = overload;
    this.target = target;
    this.func = func;
    this.args = args;
  }
  eval(ctx) {
    if (this.func === void 0) {
      return celError(`unbound function: ${this.name}`, this.id);
    }
    const target = this.target?.eval(ctx);
    if (isCelError(target)) {
      return target;
    }
    const vals = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (isCelError(val)) {
        return val;
      }
      vals.push(val);
    }
    const result = this.func.call(this.id, target, vals);
    if (result !== void 0) {
      return result;
    }
    return celError(`found no matching overload for '${this.name}' applied to '${target !== void 0 ? `${celType(target)}.` : ""}(${vals.map((x) => celType(x)).map((x) => x.name).join(", ")})'`, this.id);
  }
};
var EvalObj = class {
  id;
  typeName;
  fields;
  values;
  optionals;
  constructor(id, typeName, fields, values, optionals) {
    this.id = id;
    this.typeName = typeName;
    this.fields = fields;
    this.values = values;
    this.optionals = optionals;
  }
  args() {
    return this.values;
  }
  eval(ctx) {
    const vals = coerceToValues(this.values.map((x) => x.eval(ctx)));
    if (isCelError(vals)) {
      return vals;
    }
    const obj2 = /* @__PURE__ */ new Map();
    for (let i = 0; i < vals.length; i++) {
      if (obj2.has(this.fields[i])) {
        return celError(`map key conflict: ${this.fields[i]}`, this.id);
      }
      obj2.set(this.fields[i], vals[i]);
    }
    try {
      return celObject(this.typeName, obj2);
    } catch (ex) {
      if (ex instanceof Error) {
        ex = ex.message;
      }
      return celError(`${ex}`, this.id);
    }
  }
};
var EvalList = class {
  id;
  elems;
  constructor(id, elems, _) {
    this.id = id;
    this.elems = elems;
  }
  eval(ctx) {
    if (this.elems.length === 0) {
      return EMPTY_LIST;
    }
    const first = this.elems[0].eval(ctx);
    if (isCelError(first)) {
      return first;
    }
    const elemVals = [first];
    for (let i = 1; i < this.elems.length; i++) {
      const elemVal = this.elems[i].eval(ctx);
      if (isCelError(elemVal)) {
        return elemVal;
      }
      elemVals.push(elemVal);
    }
    return celList(elemVals);
  }
  args() {
    return this.elems;
  }
};
var EvalMap = class {
  id;
  keys;
  values;
  constructor(id, keys, values, _) {
    this.id = id;
    this.keys = keys;
    this.values = values;
  }
  args() {
    return this.keys.concat(this.values);
  }
  eval(ctx) {
    if (this.keys.length === 0) {
      return EMPTY_MAP;
    }
    const entries = /* @__PURE__ */ new Map();
    const firstKey = this.mapKeyOrError(this.keys[0].eval(ctx));
    if (isCelError(firstKey)) {
      return firstKey;
    }
    const firstVal = this.values[0].eval(ctx);
    if (isCelError(firstVal)) {
      return firstVal;
    }
    if (typeof firstKey === "number" && !Number.isInteger(firstKey)) {
      return unsupportedKeyType(this.id);
    }
    entries.set(firstKey, firstVal);
    for (let i = 1; i < this.keys.length; i++) {
      const key = this.mapKeyOrError(this.keys[i].eval(ctx));
      if (isCelError(key)) {
        return key;
      }
      const val = this.values[i].eval(ctx);
      if (isCelError(val)) {
        return val;
      }
      if (entries.has(key)) {
        return celError(`map key conflict: ${key}`, this.id);
      }
      if (typeof key === "number" && !Number.isInteger(key)) {
        return unsupportedKeyType(this.id);
      }
      entries.set(key, val);
    }
    return celMap(entries);
  }
  mapKeyOrError(key) {
    switch (typeof key) {
      case "boolean":
      case "bigint":
      case "string":
        return key;
      case "object":
        if (isCelUint(key)) {
          return key;
        }
        return unsupportedKeyType(this.id);
      case "number":
        if (Number.isInteger(key)) {
          return BigInt(key);
        }
        return unsupportedKeyType(this.id);
      default:
        return unsupportedKeyType(this.id);
    }
  }
};
var EvalFold = class {
  id;
  accuVar;
  iterVar;
  iterRange;
  accu;
  cond;
  step;
  result;
  constructor(id, accuVar, iterVar, iterRange, accu, cond, step, result) {
    this.id = id;
    this.accuVar = accuVar;
    this.iterVar = iterVar;
    this.iterRange = iterRange;
    this.accu = accu;
    this.cond = cond;
    this.step = step;
    this.result = result;
  }
  eval(ctx) {
    const accuInit = this.accu.eval(ctx);
    if (isCelError(accuInit)) {
      return accuInit;
    }
    const accuCtx = new VarActivation(this.accuVar, accuInit, ctx);
    const iterRange = this.iterRange.eval(ctx);
    if (isCelError(iterRange)) {
      return iterRange;
    }
    let items = [];
    if (isCelMap(iterRange)) {
      items = Array.from(iterRange.keys());
    } else if (isCelList(iterRange)) {
      items = Array.from(iterRange);
    } else {
      return celError(`type mismatch: iterable vs ${celType(iterRange)}`, this.id);
    }
    for (const item of items) {
      if (isCelError(item)) {
        return item;
      }
      const iterCtx = new VarActivation(this.iterVar, item, accuCtx);
      const cond = this.cond.eval(iterCtx);
      if (isCelError(cond)) {
        return cond;
      }
      if (cond !== true) {
        break;
      }
      accuCtx.value = this.step.eval(iterCtx);
    }
    return this.result.eval(accuCtx);
  }
};
var EvalAnd = class {
  id;
  args;
  constructor(id, args) {
    this.id = id;
    this.args = args;
  }
  eval(ctx) {
    const errors = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (typeof val === "boolean") {
        if (!val)
          return false;
        continue;
      }
      if (isCelError(val)) {
        errors.push(val);
      } else {
        errors.push(celError(`type mismatch: expected bool, got ${celType(val)}`, this.id));
      }
    }
    if (errors.length > 0) {
      return celErrorMerge(errors[0], ...errors.slice(1));
    }
    return true;
  }
};
var EvalOr = class {
  id;
  args;
  constructor(id, args) {
    this.id = id;
    this.args = args;
  }
  eval(ctx) {
    const errors = [];
    for (const arg of this.args) {
      const val = arg.eval(ctx);
      if (typeof val === "boolean") {
        if (val)
          return true;
        continue;
      }
      if (isCelError(val)) {
        errors.push(val);
      } else {
        errors.push(celError(`type mismatch: expected bool, got ${celType(val)}`, this.id));
      }
    }
    if (errors.length > 0) {
      return celErrorMerge(errors[0], ...errors.slice(1));
    }
    return false;
  }
};
var EvalNotStrictlyFalse = class {
  id;
  arg;
  constructor(id, arg) {
    this.id = id;
    this.arg = arg;
  }
  /**
   * This is not in the spec but is part of at least go,java, and cpp implementations.
   *
   * It should return true for anything exept for the literal `false`.
   */
  eval(ctx) {
    return this.arg.eval(ctx) !== false;
  }
};
function toQualifiedName(expr) {
  switch (expr.exprKind.case) {
    case "identExpr":
      return expr.exprKind.value.name;
    case "selectExpr": {
      if (expr.exprKind.value.testOnly || expr.exprKind.value.operand === void 0) {
        return void 0;
      }
      const parent = toQualifiedName(expr.exprKind.value.operand);
      if (parent === void 0) {
        return void 0;
      }
      return parent + "." + expr.exprKind.value.field;
    }
    default:
      return void 0;
  }
}
function unsupportedKeyType(id) {
  return celError(`unsupported key type`, id);
}
function coerceToValues(args) {
  const errors = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (isCelError(arg)) {
      errors.push(arg);
    }
  }
  if (errors.length > 0) {
    return celErrorMerge(errors[0], ...errors.slice(1));
  }
  return args;
}

// node_modules/@bufbuild/cel/dist/esm/plan.js
var cache = /* @__PURE__ */ new WeakMap();
function plan(env2, expr) {
  let planner = cache.get(env2);
  if (planner === void 0) {
    planner = new Planner(env2.funcs, env2.registry, env2.namespace);
    cache.set(env2, planner);
  }
  let maybeExpr;
  if (isMessage(expr, CheckedExprSchema)) {
    maybeExpr = expr.expr;
  } else if (isMessage(expr, ParsedExprSchema)) {
    maybeExpr = expr.expr;
  } else {
    maybeExpr = expr;
  }
  const plan2 = planner.plan(maybeExpr ?? create(ExprSchema));
  const withContext = withEvalContext({ registry: env2.registry }, {
    id: plan2.id,
    eval(ctx) {
      try {
        let val = plan2.eval(ctx);
        if (isCelError(val)) {
          return val;
        }
        return unwrapAny(val);
      } catch (ex) {
        return celError(ex, plan2.id);
      }
    }
  });
  return (ctx) => {
    return withContext.eval(ctx !== void 0 ? new ObjectActivation(ctx) : EMPTY_ACTIVATION);
  };
}

// src/schema/re2.ts
function translateRe2(pattern) {
  let source = pattern;
  let flags = "";
  source = source.replace(/\(\?([imsU]+)\)/g, (_m, f) => {
    for (const c of f) if (c === "i" || c === "s" || c === "m") flags += flags.includes(c) ? "" : c;
    return "";
  });
  source = source.replace(/\(\?P</g, "(?<").replace(/\\A/g, "^").replace(/\\z/g, "$").replace(/\[\[:alpha:\]\]/g, "[A-Za-z]").replace(/\[\[:digit:\]\]/g, "[0-9]").replace(/\[\[:alnum:\]\]/g, "[A-Za-z0-9]").replace(/\[:alpha:\]/g, "A-Za-z").replace(/\[:digit:\]/g, "0-9").replace(/\[:alnum:\]/g, "A-Za-z0-9").replace(/\[:space:\]/g, "\\s");
  return { source, flags };
}
function makeRegExpEngine(notes) {
  return (pattern, flags) => {
    const t = translateRe2(pattern);
    const all = [...new Set(flags + t.flags)].join("");
    for (const f of [all, all.replace("u", "")]) {
      try {
        return new RegExp(t.source, f);
      } catch {
      }
    }
    notes.skipped.add(pattern);
    return { test: () => true, toString: () => `skipped:${pattern}` };
  };
}

// node_modules/@bufbuild/cel/dist/esm/ext/strings.js
function charAt(index) {
  const i = Number(index);
  if (i < 0 || i > this.length) {
    throw indexOutOfBounds2(i, this.length);
  }
  return this.charAt(i);
}
function indexOf(substr, startN) {
  if (startN === void 0) {
    return BigInt(this.indexOf(substr));
  }
  const start = Number(startN);
  if (start < 0 || start >= this.length) {
    throw indexOutOfBounds2(start, this.length);
  }
  return BigInt(this.indexOf(substr, start));
}
function lastIndexOf(substr, startN) {
  if (startN === void 0) {
    return BigInt(this.lastIndexOf(substr));
  }
  const start = Number(startN);
  if (start < 0 || start >= this.length) {
    throw indexOutOfBounds2(start, this.length);
  }
  return BigInt(this.lastIndexOf(substr, start));
}
function lowerAscii() {
  let result = "";
  for (let i = 0; i < this.length; i++) {
    const code = this.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      result += String.fromCharCode(code + 32);
    } else {
      result += this.charAt(i);
    }
  }
  return result;
}
function upperAscii() {
  let result = "";
  for (let i = 0; i < this.length; i++) {
    const c = this.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      result += String.fromCharCode(c - 32);
    } else {
      result += this.charAt(i);
    }
  }
  return result;
}
function replace(substr, repl, num2) {
  const count = num2 === void 0 ? this.length : Number(num2);
  let result = this;
  let offset = 0;
  let remaining = count;
  let index = result.indexOf(substr, offset);
  while (remaining > 0 && index !== -1) {
    result = result.substring(0, index) + repl + result.substring(index + substr.length);
    offset = index + repl.length;
    remaining--;
    index = result.indexOf(substr, offset);
  }
  return result;
}
function split(sep, num2) {
  const count = num2 === void 0 ? void 0 : Number(num2);
  if (count === 1) {
    return celList([this]);
  }
  return celList(this.split(sep, count));
}
function substring(start, end) {
  if (end === void 0) {
    const i2 = Number(start);
    if (i2 < 0 || i2 > this.length) {
      throw indexOutOfBounds2(i2, this.length);
    }
    return this.substring(i2);
  }
  const i = Number(start);
  const j = Number(end);
  if (i < 0 || i > this.length) {
    throw indexOutOfBounds2(i, this.length);
  }
  if (j < 0 || j > this.length) {
    throw indexOutOfBounds2(j, this.length);
  }
  if (i > j) {
    throw invalidArgument("substring", "start > end");
  }
  return this.substring(i, j);
}
var WHITE_SPACE = /* @__PURE__ */ new Set([
  32,
  9,
  10,
  11,
  12,
  13,
  133,
  160,
  5760,
  8192,
  8193,
  8194,
  8195,
  8196,
  8197,
  8198,
  8199,
  8200,
  8201,
  8202,
  8232,
  8233,
  8239,
  8287,
  12288
]);
function trim() {
  let start = 0;
  let end = this.length - 1;
  while (start < this.length && WHITE_SPACE.has(this.charCodeAt(start))) {
    start++;
  }
  while (end > start && WHITE_SPACE.has(this.charCodeAt(end))) {
    end--;
  }
  return this.substring(start, end + 1);
}
function join(sep = "") {
  let result = "";
  for (let i = 0; i < this.size; i++) {
    const item = this.get(i);
    if (typeof item !== "string") {
      throw invalidArgument("join", "list contains non-string value");
    }
    if (i > 0) {
      result += sep;
    }
    result += item;
  }
  return result;
}
var QUOTE_MAP = /* @__PURE__ */ new Map([
  [0, "\\0"],
  [7, "\\a"],
  [8, "\\b"],
  [9, "\\t"],
  [10, "\\n"],
  [11, "\\v"],
  [12, "\\f"],
  [13, "\\r"],
  [34, '\\"'],
  [92, "\\\\"]
]);
function quote(str2) {
  let result = '"';
  for (let i = 0; i < str2.length; i++) {
    const c = str2.charCodeAt(i);
    result += QUOTE_MAP.get(c) ?? str2.charAt(i);
  }
  result += '"';
  return result;
}
function formatFloatString(val) {
  switch (val) {
    case "Infinity":
    case "-Infinity":
    case "NaN":
      return val;
    default:
      throw invalidArgument("format", "invalid floating point value");
  }
}
function formatFloating(val, precision) {
  switch (true) {
    case typeof val === "number":
      if (!Number.isFinite(val) || precision === void 0) {
        return val.toString();
      }
      return new Intl.NumberFormat("en-US", {
        maximumFractionDigits: precision,
        minimumFractionDigits: precision,
        notation: "standard",
        roundingMode: "halfEven",
        useGrouping: false
      }).format(val);
    case typeof val === "string":
      return formatFloatString(val);
    default:
      throw invalidArgument("format", "fixed-point clause can only be used on doubles");
  }
}
function formatExponent(val, precision) {
  switch (true) {
    case typeof val === "number":
      if (!Number.isFinite(val)) {
        return val.toString();
      }
      let str2 = val.toExponential(precision);
      const plusIdx = str2.lastIndexOf("+");
      if (plusIdx === str2.length - 2) {
        str2 = `${str2.substring(0, plusIdx + 1)}0${str2.substring(plusIdx + 1)}`;
      }
      return str2;
    case typeof val === "string":
      return formatFloatString(val);
    default:
      throw invalidArgument("format", "scientific clause can only be used on doubles");
  }
}
function formatBinary(val) {
  switch (true) {
    case typeof val === "boolean":
      return val ? "1" : "0";
    case typeof val === "bigint":
      return val.toString(2);
    case isCelUint(val):
      return val.value.toString(2);
    default:
      throw invalidArgument("format", "only integers and bools can be formatted as binary");
  }
}
function formatOctal(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(8);
    case isCelUint(val):
      return val.value.toString(8);
    default:
      throw invalidArgument("format", "invalid integer value");
  }
}
function formatDecimal(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(10);
    case isCelUint(val):
      return val.value.toString(10);
    case (typeof val === "number" && !Number.isFinite(val)):
      return val.toString();
    default:
      throw invalidArgument("format", "invalid integer value");
  }
}
function formatHexBytes(val) {
  let result = "";
  for (let i = 0; i < val.length; i++) {
    result += val[i].toString(16).padStart(2, "0");
  }
  return result;
}
function formatHex(val) {
  switch (true) {
    case typeof val === "bigint":
      return val.toString(16);
    case isCelUint(val):
      return val.value.toString(16);
    case typeof val === "string":
      const encoder3 = new TextEncoder();
      return formatHexBytes(encoder3.encode(val));
    case val instanceof Uint8Array:
      return formatHexBytes(val);
    default:
      throw invalidArgument("format", "only integers, byte buffers, and strings can be formatted as hex");
  }
}
function formatHeX(val) {
  const result = formatHex(val);
  if (typeof result !== "string") {
    return result;
  }
  return result.toUpperCase();
}
function formatList(val) {
  let result = "[";
  for (let i = 0; i < val.size; i++) {
    if (i > 0) {
      result += ", ";
    }
    result += formatString(val.get(i));
  }
  result += "]";
  return result;
}
function formatMap(val) {
  const formatted = new Array(val.size);
  let i = 0;
  for (const [key, value] of val) {
    formatted[i] = [formatString(key), formatString(value)];
    i++;
  }
  let result = "{";
  let delim = "";
  for (const [key, value] of formatted.sort((a, b) => a[0].localeCompare(b[0]))) {
    result += delim + key + ": " + value;
    delim = ", ";
  }
  result += "}";
  return result;
}
function formatString(val) {
  switch (typeof val) {
    case "boolean":
      return val ? "true" : "false";
    case "bigint":
      return formatDecimal(val);
    case "number":
      return formatFloating(val, void 0);
    case "string":
      return val;
    case "object":
      switch (true) {
        case val === null:
          return "null";
        case isCelType(val):
          return val.name;
        case isCelUint(val):
          return val.value.toString();
        case isReflectMessage(val, TimestampSchema):
          return toJson(TimestampSchema, val.message);
        case isReflectMessage(val, DurationSchema):
          return toJson(DurationSchema, val.message);
        case val instanceof Uint8Array:
          return new TextDecoder().decode(val);
        case isCelList(val):
          return formatList(val);
        case isCelMap(val):
          return formatMap(val);
      }
  }
  throw invalidArgument("format", "invalid string value");
}
function format(args) {
  let result = "";
  let i = 0;
  let j = 0;
  while (i < this.length) {
    if (this.charAt(i) !== "%") {
      result += this.charAt(i);
      i++;
      continue;
    }
    if (i + 1 >= this.length) {
      throw invalidArgument("format", "invalid format string");
    }
    let c = this.charAt(i + 1);
    i += 2;
    if (c === "%") {
      result += "%";
      continue;
    }
    let precision = 6;
    if (c === ".") {
      precision = 0;
      while (i < this.length && this.charAt(i) >= "0" && this.charAt(i) <= "9") {
        precision = precision * 10 + Number(this.charAt(i));
        i++;
      }
      if (i >= this.length) {
        throw invalidArgument("format", "invalid format string");
      }
      c = this.charAt(i);
      i++;
    }
    const val = args.get(j++);
    if (val === void 0) {
      throw invalidArgument("format", "too few arguments for format string");
    }
    result += formatPlaceholder(c, val, precision);
  }
  if (j < args.size) {
    throw invalidArgument("format", "too many arguments for format string");
  }
  return result;
}
function formatPlaceholder(c, val, precision) {
  switch (c) {
    case "e":
      return formatExponent(val, precision);
    case "f":
      return formatFloating(val, precision);
    case "b":
      return formatBinary(val);
    case "d":
      return formatDecimal(val);
    case "s":
      return formatString(val);
    case "x":
      return formatHex(val);
    case "X":
      return formatHeX(val);
    case "o":
      return formatOctal(val);
    default:
      throw invalidArgument("format", `could not parse formatting clause: unrecognized formatting clause: ${c}`);
  }
}
function invalidArgument(func, issue) {
  return new Error(`invalid argument to function ${func}: ${issue}`);
}
function indexOutOfBounds2(index, length) {
  return new Error(`index ${index} out of bounds [0, ${length})`);
}
var { STRING: STRING6, INT: INT5, DYN: DYN3 } = CelScalar;
var LIST_DYN = listType(DYN3);
var LIST_STRING = listType(DYN3);
var strings_default = [
  celFunc("strings.quote", [STRING6], STRING6, quote),
  celMethod("charAt", STRING6, [INT5], STRING6, charAt),
  celMethod("indexOf", STRING6, [STRING6], INT5, indexOf),
  celMethod("indexOf", STRING6, [STRING6, INT5], INT5, indexOf),
  celMethod("lastIndexOf", STRING6, [STRING6], INT5, lastIndexOf),
  celMethod("lastIndexOf", STRING6, [STRING6, INT5], INT5, lastIndexOf),
  celMethod("lowerAscii", STRING6, [], STRING6, lowerAscii),
  celMethod("upperAscii", STRING6, [], STRING6, upperAscii),
  celMethod("replace", STRING6, [STRING6, STRING6], STRING6, replace),
  celMethod("replace", STRING6, [STRING6, STRING6, INT5], STRING6, replace),
  celMethod("split", STRING6, [STRING6], LIST_STRING, split),
  celMethod("split", STRING6, [STRING6, INT5], LIST_STRING, split),
  celMethod("substring", STRING6, [INT5], STRING6, substring),
  celMethod("substring", STRING6, [INT5, INT5], STRING6, substring),
  celMethod("trim", STRING6, [], STRING6, trim),
  celMethod("join", LIST_STRING, [], STRING6, join),
  celMethod("join", LIST_STRING, [STRING6], STRING6, join),
  celMethod("format", STRING6, [LIST_DYN], STRING6, format)
];

// src/schema/cel/kube-library.ts
var { STRING: STRING7, INT: INT6, DOUBLE: DOUBLE4, BOOL: BOOL4, DYN: DYN4 } = CelScalar;
var LIST3 = listType(DYN4);
var LibraryError = class extends Error {
};
function compare(a, b) {
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === "number" || typeof a === "bigint") && (typeof b === "number" || typeof b === "bigint")) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const qa = quantityOf(a);
  const qb = quantityOf(b);
  if (qa && qb) return compareQuantities(qa, qb);
  throw new LibraryError("no such overload: the list elements are not comparable");
}
function elements(list2) {
  return [...list2];
}
function sameValue(a, b) {
  try {
    return compare(a, b) === 0;
  } catch {
    return a === b;
  }
}
var lists = [
  celMethod("isSorted", LIST3, [], BOOL4, function() {
    const xs = elements(this);
    return xs.every((x, i) => i === 0 || compare(xs[i - 1], x) <= 0);
  }),
  celMethod("sum", LIST3, [], DYN4, function() {
    const xs = elements(this);
    if (xs.length === 0) return 0n;
    if (xs.every((x) => typeof x === "bigint")) return xs.reduce((a, b) => a + b, 0n);
    if (xs.every((x) => typeof x === "number")) return xs.reduce((a, b) => a + b, 0);
    throw new LibraryError("no such overload: sum() of a list that is not all int or all double");
  }),
  celMethod("min", LIST3, [], DYN4, function() {
    const xs = elements(this);
    if (xs.length === 0) throw new LibraryError("min called on empty list");
    return xs.reduce((a, b) => compare(b, a) < 0 ? b : a);
  }),
  celMethod("max", LIST3, [], DYN4, function() {
    const xs = elements(this);
    if (xs.length === 0) throw new LibraryError("max called on empty list");
    return xs.reduce((a, b) => compare(b, a) > 0 ? b : a);
  }),
  celMethod("indexOf", LIST3, [DYN4], INT6, function(x) {
    return BigInt(elements(this).findIndex((e) => sameValue(e, x)));
  }),
  celMethod("lastIndexOf", LIST3, [DYN4], INT6, function(x) {
    const xs = elements(this);
    for (let i = xs.length - 1; i >= 0; i--) if (sameValue(xs[i], x)) return BigInt(i);
    return -1n;
  })
];
var regex = [
  celMethod("find", STRING7, [STRING7], STRING7, function(pattern) {
    return new RegExp(pattern).exec(this)?.[0] ?? "";
  }),
  celMethod("findAll", STRING7, [STRING7], LIST3, function(pattern) {
    return celList([...this.matchAll(new RegExp(pattern, "g"))].map((m) => m[0]));
  }),
  celMethod("findAll", STRING7, [STRING7, INT6], LIST3, function(pattern, limit) {
    const all = [...this.matchAll(new RegExp(pattern, "g"))].map((m) => m[0]);
    return celList(limit < 0n ? all : all.slice(0, Number(limit)));
  })
];
var QUANTITY = "@quantity";
function quantityValue(q) {
  return celMap(/* @__PURE__ */ new Map([[QUANTITY, `${q.nanos}`]]));
}
function quantityOf(v) {
  if (!isCelMap(v) || v.size !== 1) return void 0;
  const s = v.get(QUANTITY);
  return typeof s === "string" ? { nanos: BigInt(s) } : void 0;
}
function asQuantity(v) {
  const q = typeof v === "bigint" ? { nanos: v * 1000000000n } : quantityOf(v);
  if (!q) throw new LibraryError("no such overload: not a quantity");
  return q;
}
function compareQuantities(a, b) {
  return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
}
var quantity = [
  celFunc("isQuantity", [STRING7], BOOL4, (s) => parseExactQuantity(s) !== void 0),
  celFunc("quantity", [STRING7], DYN4, (s) => {
    const q = parseExactQuantity(s);
    if (!q) throw new LibraryError(`quantities must match the regular expression: ${JSON.stringify(s)}`);
    return quantityValue(q);
  }),
  celMethod("isLessThan", DYN4, [DYN4], BOOL4, function(o) {
    return compareQuantities(asQuantity(this), asQuantity(o)) < 0;
  }),
  celMethod("isGreaterThan", DYN4, [DYN4], BOOL4, function(o) {
    return compareQuantities(asQuantity(this), asQuantity(o)) > 0;
  }),
  celMethod("compareTo", DYN4, [DYN4], INT6, function(o) {
    return BigInt(compareQuantities(asQuantity(this), asQuantity(o)));
  }),
  celMethod("add", DYN4, [DYN4], DYN4, function(o) {
    return quantityValue({ nanos: asQuantity(this).nanos + asQuantity(o).nanos });
  }),
  celMethod("sub", DYN4, [DYN4], DYN4, function(o) {
    return quantityValue({ nanos: asQuantity(this).nanos - asQuantity(o).nanos });
  }),
  celMethod("sign", DYN4, [], INT6, function() {
    const n = asQuantity(this).nanos;
    return n > 0n ? 1n : n < 0n ? -1n : 0n;
  }),
  celMethod("isInteger", DYN4, [], BOOL4, function() {
    return asQuantity(this).nanos % 1000000000n === 0n;
  }),
  celMethod("asInteger", DYN4, [], INT6, function() {
    const n = asQuantity(this).nanos;
    if (n % 1000000000n !== 0n) throw new LibraryError("cannot convert value to integer");
    return n / 1000000000n;
  }),
  celMethod("asApproximateFloat", DYN4, [], DOUBLE4, function() {
    return Number(asQuantity(this).nanos) / 1e9;
  })
];
var URL_KEY = "@url";
function parseUrl(s) {
  try {
    if (s.startsWith("/")) return new URL(s, "path-only:/");
    return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) ? new URL(s) : void 0;
  } catch {
    return void 0;
  }
}
function urlOf(v) {
  const s = isCelMap(v) ? v.get(URL_KEY) : void 0;
  const u = typeof s === "string" ? parseUrl(s) : void 0;
  if (!u) throw new LibraryError("no such overload: not a URL");
  return u;
}
var url = [
  celFunc("isURL", [STRING7], BOOL4, (s) => parseUrl(s) !== void 0),
  celFunc("url", [STRING7], DYN4, (s) => {
    if (!parseUrl(s)) throw new LibraryError(`URL parse error during conversion from string: ${JSON.stringify(s)}`);
    return celMap(/* @__PURE__ */ new Map([[URL_KEY, s]]));
  }),
  celMethod("getScheme", DYN4, [], STRING7, function() {
    const u = urlOf(this);
    return u.protocol === "path-only:" ? "" : u.protocol.slice(0, -1);
  }),
  celMethod("getHost", DYN4, [], STRING7, function() {
    return urlOf(this).host;
  }),
  celMethod("getHostname", DYN4, [], STRING7, function() {
    return urlOf(this).hostname.replace(/^\[(.*)\]$/, "$1");
  }),
  celMethod("getPort", DYN4, [], STRING7, function() {
    return urlOf(this).port;
  }),
  celMethod("getEscapedPath", DYN4, [], STRING7, function() {
    return urlOf(this).pathname;
  }),
  celMethod("getQuery", DYN4, [], DYN4, function() {
    const out = /* @__PURE__ */ new Map();
    for (const [k, v] of urlOf(this).searchParams) out.set(k, celList([...out.get(k) ?? [], v]));
    return celMap(out);
  })
];
var IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
function isIp(s) {
  if (IPV4.test(s)) return true;
  if (!s.includes(":") || s.includes("%") || /\d+\.\d+\.\d+\.\d+$/.test(s)) return false;
  try {
    return new URL(`http://[${s}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}
function isCidr(s) {
  const slash = s.indexOf("/");
  if (slash < 0) return false;
  const ip2 = s.slice(0, slash);
  const bits = s.slice(slash + 1);
  if (!/^(0|[1-9]\d{0,2})$/.test(bits) || !isIp(ip2)) return false;
  return Number(bits) <= (IPV4.test(ip2) ? 32 : 128);
}
var ip = [
  celFunc("isIP", [STRING7], BOOL4, (s) => isIp(s)),
  celFunc("isCIDR", [STRING7], BOOL4, (s) => isCidr(s))
];
var KUBE_LIBRARY = [...strings_default, ...lists, ...regex, ...quantity, ...url, ...ip];

// src/schema/cel/optional-library.ts
var { STRING: STRING8, BOOL: BOOL5, DYN: DYN5 } = CelScalar;
var LIST4 = listType(DYN5);
var MAP_BRAND = Object.getOwnPropertySymbols(celMap(/* @__PURE__ */ new Map()))[0];
var VALUE_KEY = "\0optional.value";
var Optional = class _Optional {
  constructor(value) {
    this.value = value;
    Object.defineProperty(this, MAP_BRAND, { value: {} });
  }
  value;
  get size() {
    return this.value === void 0 ? 0 : 1;
  }
  /** Field or index access through the optional: none stays none, a missing key gives none. */
  get(key) {
    const v = this.value;
    if (v === void 0) return NONE;
    if (key === VALUE_KEY) return v;
    if (v instanceof _Optional) return v.get(key);
    if (isCelMap(v)) return optionalOf(v.get(key));
    if (isCelList(v) && (typeof key === "bigint" || typeof key === "number")) return optionalOf(listItem(v, key));
    return void 0;
  }
  has(key) {
    const v = this.value;
    if (isCelMap(v)) return v.has(key);
    if (isCelList(v) && (typeof key === "bigint" || typeof key === "number")) return listItem(v, key) !== void 0;
    return false;
  }
  *entries() {
    if (this.value !== void 0) yield [VALUE_KEY, this.value];
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  // Iterating an optional (a comprehension over it) is a type error the API server reports when
  // the CRD is created; here it stops the rule as unsupported rather than iterate a made-up key.
  keys() {
    throw new LibraryError("no such overload: an optional is not iterable");
  }
  values() {
    return this.keys();
  }
  forEach() {
    return this.keys();
  }
};
var NONE = new Optional(void 0);
function listItem(list2, index) {
  const i = Number(index);
  return Number.isInteger(i) && i >= 0 && i < list2.size ? list2.get(i) : void 0;
}
function optionalOf(value) {
  return value === void 0 ? NONE : new Optional(value);
}
function inside(v, what) {
  if (!(v instanceof Optional)) throw new LibraryError(`no such overload: ${what} needs an optional`);
  return v.value;
}
function requireOptional(v, what) {
  inside(v, what);
  return v;
}
function isZeroValue(v) {
  if (v === null || v === false || v === "" || v === 0 || v === 0n) return true;
  if (v instanceof Uint8Array) return v.length === 0;
  if (isCelList(v) || isCelMap(v)) return v.size === 0;
  return isCelUint(v) && v.value === 0n;
}
function optionalAccess(target, key) {
  const out = (target instanceof Optional ? target : new Optional(target)).get(key);
  if (out === void 0)
    throw new LibraryError("no such overload: `.?` or `[?]` on a value that is neither map nor list");
  return out;
}
function present(marked) {
  return new Set([...marked].map(Number));
}
var OPTIONAL_LIBRARY = [
  celFunc("optional.of", [DYN5], DYN5, (v) => optionalOf(v)),
  celFunc("optional.none", [], DYN5, () => NONE),
  celFunc("optional.ofNonZeroValue", [DYN5], DYN5, (v) => isZeroValue(v) ? NONE : optionalOf(v)),
  celMethod("hasValue", DYN5, [], BOOL5, function() {
    return inside(this, "hasValue()") !== void 0;
  }),
  celMethod("value", DYN5, [], DYN5, function() {
    const v = inside(this, "value()");
    if (v === void 0) throw new LibraryError("optional.none() dereference");
    return v;
  }),
  celMethod("or", DYN5, [DYN5], DYN5, function(other) {
    return inside(this, "or()") !== void 0 ? this : requireOptional(other, "or()");
  }),
  celMethod("orValue", DYN5, [DYN5], DYN5, function(fallback) {
    return inside(this, "orValue()") ?? fallback;
  }),
  // What the syntax rewrite calls.
  celMethod("__opt_select__", DYN5, [STRING8], DYN5, function(field) {
    return optionalAccess(this, field);
  }),
  celMethod("__opt_index__", DYN5, [DYN5], DYN5, function(key) {
    return optionalAccess(this, key);
  }),
  celMethod("__opt_list__", LIST4, [LIST4], LIST4, function(marked) {
    const optional = present(marked);
    const out = [];
    [...this].forEach((item, i) => {
      if (!optional.has(i)) out.push(item);
      else {
        const v = inside(item, "an optional list element");
        if (v !== void 0) out.push(v);
      }
    });
    return celList(out);
  }),
  celMethod("__opt_map__", DYN5, [LIST4], DYN5, function(marked) {
    if (!isCelMap(this)) throw new LibraryError("no such overload: optional entries outside a map literal");
    const optional = present(marked);
    const out = /* @__PURE__ */ new Map();
    [...this.entries()].forEach(([k, item], i) => {
      if (!optional.has(i)) out.set(k, item);
      else {
        const v = inside(item, "an optional map entry");
        if (v !== void 0) out.set(k, v);
      }
    });
    return celMap(out);
  }),
  // `o.optMap(x, e)` is `o.__opt_values__().map(x, e).__opt_first__()`: the list macro binds x.
  celMethod("__opt_values__", DYN5, [], LIST4, function() {
    const v = inside(this, "optMap()");
    return celList(v === void 0 ? [] : [v]);
  }),
  celMethod("__opt_first__", LIST4, [], DYN5, function() {
    return this.size === 0 ? NONE : optionalOf(this.get(0));
  }),
  celMethod("__opt_flat__", LIST4, [], DYN5, function() {
    return this.size === 0 ? NONE : requireOptional(this.get(0), "optFlatMap()");
  })
];

// src/schema/cel/optional-syntax.ts
var CLOSER = { "[": "]", "{": "}", "(": ")" };
function rewriteOptionalSyntax(expression) {
  if (!/\?|\boptMap\b|\boptFlatMap\b/.test(expression)) return expression;
  return new Rewrite(lex(expression)).run();
}
var Rewrite = class {
  constructor(tokens) {
    this.tokens = tokens;
  }
  tokens;
  out = [];
  frames = [];
  /** The last significant token consumed: does a `[` after it index, or open a list? */
  prev;
  pendingSuffix = "";
  run() {
    for (let i = 0; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t.kind === "space") {
        this.out.push(t.text);
        continue;
      }
      i = this.optionalSelect(i) ?? this.optMap(i) ?? this.open(i) ?? this.comma(i) ?? this.close(i) ?? this.copy(i);
      this.prev = this.tokens[i];
    }
    return this.out.join("");
  }
  // Each step below handles the token at i if it is its construct, and returns the index of the
  // last token it consumed.
  /** `.?field` */
  optionalSelect(i) {
    const mark = this.nextAt(i + 1);
    const field = this.nextAt(mark + 1);
    if (!this.isPunct(i, ".") || !this.isPunct(mark, "?") || !isPlainIdent(this.tokens[field])) return void 0;
    this.out.push(`.__opt_select__('${this.tokens[field].text}')`);
    return field;
  }
  /** `.optMap(` and `.optFlatMap(` */
  optMap(i) {
    const name = this.nextAt(i + 1);
    const macro = this.tokens[name];
    if (!this.isPunct(i, ".") || !this.isPunct(this.nextAt(name + 1), "(")) return void 0;
    if (macro?.kind !== "ident" || macro.text !== "optMap" && macro.text !== "optFlatMap") return void 0;
    this.out.push(".__opt_values__().map");
    this.pendingSuffix = macro.text === "optMap" ? ".__opt_first__()" : ".__opt_flat__()";
    return name;
  }
  /** `(`, `[` (an index, `[?` an optional one, or a list), `{` (a map or a message literal) */
  open(i) {
    const t = this.tokens[i];
    const closer = t.kind === "punct" ? CLOSER[t.text] : void 0;
    if (!closer) return void 0;
    const frame = { closer, replacement: closer, entry: 0, marked: [], suffix: "" };
    this.frames.push(frame);
    const mark = this.nextAt(i + 1);
    if (t.text === "(") {
      frame.suffix = this.pendingSuffix;
      this.pendingSuffix = "";
    } else if (t.text === "[" && isOperand(this.prev)) {
      if (this.isPunct(mark, "?")) {
        this.out.push(".__opt_index__(");
        frame.replacement = ")";
        return mark;
      }
    } else if (t.text === "[" || this.prev?.kind !== "ident" || this.prev.text === "in") {
      frame.literal = t.text === "[" ? "list" : "map";
      this.out.push(t.text);
      return this.isPunct(mark, "?") ? this.dropMark(i, mark, frame) : i;
    }
    this.out.push(t.text);
    return i;
  }
  /** `,` between the entries of a literal, `, ?` before an optional one */
  comma(i) {
    const frame = this.frames[this.frames.length - 1];
    if (!this.isPunct(i, ",") || !frame?.literal) return void 0;
    frame.entry++;
    this.out.push(",");
    const mark = this.nextAt(i + 1);
    return this.isPunct(mark, "?") ? this.dropMark(i, mark, frame) : i;
  }
  close(i) {
    const frame = this.frames[this.frames.length - 1];
    if (!frame || !this.isPunct(i, frame.closer)) return void 0;
    this.frames.pop();
    this.out.push(frame.replacement);
    if (frame.marked.length > 0)
      this.out.push(`.${frame.literal === "list" ? "__opt_list__" : "__opt_map__"}([${frame.marked.join(", ")}])`);
    this.out.push(frame.suffix);
    return i;
  }
  copy(i) {
    this.out.push(this.tokens[i].text);
    return i;
  }
  /** Marks the current entry optional and drops its `?` (at mark), keeping the space before it. */
  dropMark(from, mark, frame) {
    frame.marked.push(frame.entry);
    for (let k = from + 1; k < mark; k++) this.out.push(this.tokens[k].text);
    return mark;
  }
  nextAt(from) {
    let j = from;
    while (this.tokens[j]?.kind === "space") j++;
    return j;
  }
  isPunct(j, text) {
    const t = this.tokens[j];
    return t?.kind === "punct" && t.text === text;
  }
};
var isPlainIdent = (t) => t?.kind === "ident" && !t.text.startsWith("`");
function isOperand(t) {
  if (!t) return false;
  if (t.kind === "ident") return t.text !== "in";
  if (t.kind === "punct") return t.text === ")" || t.text === "]" || t.text === "}";
  return true;
}
var STRING_START = /(?:[rR][bB]?|[bB][rR]?)?('''|"""|'|")/y;
var NUMBER = /0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?/y;
var IDENT = /[A-Za-z_][A-Za-z0-9_]*|`[^`]*`/y;
var SPACE = /(?:\s+|\/\/[^\n]*)+/y;
function lex(s) {
  const tokens = [];
  let i = 0;
  const match = (re) => {
    re.lastIndex = i;
    return re.exec(s);
  };
  while (i < s.length) {
    let m;
    if (m = match(SPACE)) tokens.push({ kind: "space", text: m[0] });
    else if (m = match(STRING_START)) {
      const end = stringEnd(s, i + m[0].length, m[1], /[rR]/.test(m[0].slice(0, -m[1].length)));
      tokens.push({ kind: "string", text: s.slice(i, end) });
      i = end;
      continue;
    } else if (m = match(NUMBER)) tokens.push({ kind: "number", text: m[0] });
    else if (m = match(IDENT)) tokens.push({ kind: "ident", text: m[0] });
    else tokens.push({ kind: "punct", text: s[i] });
    i += tokens[tokens.length - 1]?.text.length ?? 1;
  }
  return tokens;
}
function stringEnd(s, from, quote2, raw) {
  let i = from;
  while (i < s.length) {
    if (!raw && s[i] === "\\") i += 2;
    else if (s.startsWith(quote2, i)) return i + quote2.length;
    else i++;
  }
  return s.length;
}

// src/schema/cel/evaluate.ts
var env = celEnv({
  funcs: [...KUBE_LIBRARY, ...OPTIONAL_LIBRARY],
  re2: {
    compile(pattern) {
      const t = translateRe2(pattern);
      return new RegExp(t.source, t.flags);
    }
  }
});
var programs = /* @__PURE__ */ new Map();
function compile(expression) {
  let program = programs.get(expression);
  if (!program) {
    try {
      const run = plan(env, parse2(rewriteOptionalSyntax(expression)));
      program = { ok: true, run };
    } catch (err) {
      program = { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    programs.set(expression, program);
  }
  return program;
}
var UNSUPPORTED = /unbound function|no such overload|unsupported|not implemented|unknown (function|macro)/i;
function evaluateCel(expression, vars) {
  const program = compile(expression);
  if (!program.ok) return { kind: "unsupported", message: `the expression does not parse here: ${program.message}` };
  let result;
  try {
    result = program.run(vars);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { kind: UNSUPPORTED.test(message) ? "unsupported" : "error", message };
  }
  if (isCelError(result)) {
    const message = result.message;
    return { kind: UNSUPPORTED.test(message) ? "unsupported" : "error", message };
  }
  return { kind: "value", value: result };
}

// src/schema/cel/crd-rules.ts
var CREATED = "created";
function crdRuleDrafts(resource, schema, from, old) {
  if (!hasRules(schema)) return [];
  const drafts = [];
  const oldObject = old === void 0 || old === CREATED ? void 0 : withDefaults(schema, old);
  visit(schema, withDefaults(schema, resource.object), oldObject, "");
  return drafts;
  function visit(s, value, oldValue, pointer) {
    if (!isObject(s) || value === void 0) return;
    for (const rule of rulesOf(s)) {
      const draft = evaluateRule(rule, s, value, oldValue, pointer);
      if (draft) drafts.push(draft);
    }
    const properties = isObject(s["properties"]) ? s["properties"] : {};
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childSchema = properties[key] ?? (isObject(s["additionalProperties"]) ? s["additionalProperties"] : void 0);
        const childOld = isObject(oldValue) ? oldValue[key] : void 0;
        visit(childSchema, child, childOld, `${pointer}/${escapePointerToken(key)}`);
      }
    } else if (Array.isArray(value) && isObject(s["items"])) {
      const items = s["items"];
      const oldItem = listItemPairing(s, oldValue);
      value.forEach((item, i) => visit(items, item, oldItem(item), `${pointer}/${i}`));
    }
  }
  function evaluateRule(rule, s, value, oldValue, pointer) {
    const transition = isTransition(rule);
    if (transition !== (old !== void 0)) return void 0;
    if (transition && oldValue === void 0 && !rule.optionalOldSelf) return void 0;
    const vars = { self: toCel2(value, s) };
    if (transition)
      vars["oldSelf"] = rule.optionalOldSelf ? optionalOf(oldValue === void 0 ? void 0 : toCel2(oldValue, s)) : toCel2(oldValue, s);
    const path4 = rule.fieldPath ? `${pointer}${fieldPathPointer(rule.fieldPath)}` : pointer || "/";
    const at = `${pointer || "/"} (${from})`;
    const outcome = evaluateCel(rule.rule, vars);
    if (outcome.kind === "value" && outcome.value === true) return void 0;
    if (outcome.kind === "value" && outcome.value === false)
      return {
        ruleId: "schema/invalid",
        message: `${messageOf(rule, vars)} (x-kubernetes-validations rule \`${oneLine(rule.rule)}\` at ${at})`,
        resource,
        path: path4,
        remediation: "change the object so the CRD rule holds; the API server refuses it as it is",
        fingerprintKey: `cel:${rule.rule}`
      };
    const why = outcome.kind === "value" ? `it gave ${typeof outcome.value}, not a bool` : outcome.kind === "error" ? `it errors here (${outcome.message}); the API server refuses an object whose rule errors, unless a default deploy-gate does not apply avoids it` : `this evaluator cannot run it (${outcome.message})`;
    return {
      ruleId: "schema/not-checked",
      message: `x-kubernetes-validations rule \`${oneLine(rule.rule)}\` at ${at} was not checked: ${why}`,
      resource,
      path: path4,
      fingerprintKey: `cel:${rule.rule}`
    };
  }
}
function messageOf(rule, vars) {
  if (rule.messageExpression) {
    const out = evaluateCel(rule.messageExpression, vars);
    if (out.kind === "value" && typeof out.value === "string" && out.value.trim() !== "") return out.value;
  }
  return rule.message ?? `failed rule: ${oneLine(rule.rule)}`;
}
function rulesOf(s) {
  const list2 = s["x-kubernetes-validations"];
  return Array.isArray(list2) ? list2.filter((r) => isObject(r) && typeof r["rule"] === "string") : [];
}
var isTransition = (rule) => /\boldSelf\b/.test(rule.rule);
function hasTransitionRules(s) {
  return someRule(s, isTransition);
}
var hasRules = (s) => someRule(s, () => true);
function someRule(s, test) {
  if (Array.isArray(s)) return s.some((v) => someRule(v, test));
  if (!isObject(s)) return false;
  return Object.entries(s).some(
    ([k, v]) => k === "x-kubernetes-validations" ? Array.isArray(v) && rulesOf(s).some(test) : someRule(v, test)
  );
}
function listItemPairing(s, oldValue) {
  const keys = s["x-kubernetes-list-map-keys"];
  if (s["x-kubernetes-list-type"] !== "map" || !Array.isArray(keys) || !Array.isArray(oldValue)) return () => void 0;
  const keyOf = (v) => isObject(v) ? JSON.stringify(keys.map((k) => v[String(k)])) : "";
  const byKey = new Map(oldValue.map((v) => [keyOf(v), v]));
  return (item) => byKey.get(keyOf(item));
}
function withDefaults(s, value) {
  if (!isObject(s)) return value;
  if (isObject(value)) {
    const properties = isObject(s["properties"]) ? s["properties"] : {};
    const additional = isObject(s["additionalProperties"]) ? s["additionalProperties"] : void 0;
    const out = {};
    for (const [key, child] of Object.entries(value)) out[key] = withDefaults(properties[key] ?? additional, child);
    for (const [key, ps] of Object.entries(properties))
      if (out[key] === void 0 && isObject(ps) && ps["default"] !== void 0)
        out[key] = withDefaults(ps, structuredClone(ps["default"]));
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => withDefaults(s["items"], v));
  return value;
}
var RESERVED = new Set(
  "true false null in as break const continue else for function if import let loop package namespace return var void while".split(
    " "
  )
);
function escapeProperty(name) {
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[A-Za-z_./-][A-Za-z0-9_./-]*$/.test(name)) return void 0;
  return name.replaceAll("__", "__underscores__").replaceAll(".", "__dot__").replaceAll("-", "__dash__").replaceAll("/", "__slash__");
}
function celValueOf(value) {
  return toCel2(value, {});
}
function toCel2(value, s) {
  const schema = isObject(s) ? s : {};
  if (value === null || value === void 0) return null;
  if (typeof value === "number") {
    if (schema["type"] === "number" || !Number.isInteger(value)) return value;
    return BigInt(value);
  }
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return celList(value.map((v) => toCel2(v, schema["items"])));
  if (isObject(value)) {
    const properties = isObject(schema["properties"]) ? schema["properties"] : void 0;
    const additional = schema["additionalProperties"];
    const out = /* @__PURE__ */ new Map();
    for (const [key, child] of Object.entries(value)) {
      if (properties && key in properties) {
        const name = escapeProperty(key);
        if (name !== void 0) out.set(name, toCel2(child, properties[key]));
      } else if (isObject(additional)) out.set(key, toCel2(child, additional));
      else if (!properties || schema["x-kubernetes-preserve-unknown-fields"] === true) out.set(key, toCel2(child, {}));
    }
    return celMap(out);
  }
  return null;
}
function fieldPathPointer(fieldPath) {
  let out = "";
  for (const m of fieldPath.matchAll(/\.([A-Za-z0-9_-]+)|\[\s*'([^']*)'\s*\]|\[(\d+)\]/g))
    out += `/${escapePointerToken(m[1] ?? m[2] ?? m[3] ?? "")}`;
  return out;
}
function oneLine(s) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}\u2026` : flat;
}

// src/apiserver/names.ts
var LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
var QUALIFIED_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
var LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
var C_IDENTIFIER_ENV = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
var PRINTABLE_NOT_EQUALS = /^[\x20-\x3c\x3e-\x7e]+$/;
var CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;
var tooLong = (max) => `must be no more than ${max} characters`;
var lengthAndPattern = (max, pattern, message) => (v) => [...v.length > max ? [tooLong(max)] : [], ...pattern.test(v) ? [] : [message]];
var dns1123Label = lengthAndPattern(
  63,
  LABEL,
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')"
);
var dns1123Subdomain = lengthAndPattern(
  253,
  SUBDOMAIN,
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com')"
);
var dns1035Label = lengthAndPattern(
  63,
  DNS1035,
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name', or 'abc-123')"
);
function pathSegmentName(v) {
  if (v === "." || v === "..") return [`may not be '${v}'`];
  const bad = ["/", "%"].filter((c) => v.includes(c));
  return bad.map((c) => `may not contain '${c}'`);
}
function qualifiedName(v) {
  const parts = v.split("/");
  if (parts.length > 2)
    return [
      "a qualified name must consist of alphanumeric characters, '-', '_' or '.', with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
    ];
  const name = parts.length === 2 ? parts[1] ?? "" : v;
  const out = [];
  if (parts.length === 2) {
    const prefix = parts[0] ?? "";
    if (prefix === "") out.push("prefix part must be non-empty");
    else out.push(...dns1123Subdomain(prefix).map((m) => `prefix part ${m}`));
  }
  if (name === "") out.push("name part must be non-empty");
  else {
    if (name.length > 63) out.push(`name part ${tooLong(63)}`);
    if (!QUALIFIED_NAME.test(name))
      out.push(
        "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', or 'my.name', or '123-abc')"
      );
  }
  return out;
}
var labelValue = lengthAndPattern(
  63,
  LABEL_VALUE,
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue', or 'my_value', or '12345')"
);
function ianaPortName(v) {
  const out = [];
  if (v.length > 15) out.push(tooLong(15));
  if (!/^[-a-z0-9]+$/.test(v)) out.push("must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)");
  if (v.includes("--")) out.push("must not contain consecutive hyphens");
  if (!/[a-z]/.test(v)) out.push("must contain at least one letter (a-z)");
  if (v.startsWith("-") || v.endsWith("-")) out.push("must not begin or end with a hyphen");
  return out;
}
function envVarName(v, relaxed) {
  if (relaxed)
    return PRINTABLE_NOT_EQUALS.test(v) ? [] : ["a valid environment variable name must consist only of printable ASCII characters other than '='"];
  return C_IDENTIFIER_ENV.test(v) ? [] : [
    "a valid environment variable name must consist of alphabetic characters, digits, '_', '-', or '.', and must not start with a digit"
  ];
}
function configMapKey(v) {
  const out = [];
  if (v.length > 253) out.push(tooLong(253));
  if (!CONFIG_KEY.test(v)) out.push("a valid config key must consist of alphanumeric characters, '-', '_' or '.'");
  if (v === "." || v === "..") out.push(`must not be '${v}'`);
  else if (v.startsWith("..")) out.push("must not start with '..'");
  return out;
}
function localDescendingPath(v) {
  const out = [];
  if (v.startsWith("/")) out.push("must be a relative path");
  if (v.split("/").includes("..")) out.push("must not contain '..'");
  return out;
}

// src/apiserver/rejections.ts
var Rejections = class {
  constructor(version) {
    this.version = version;
  }
  version;
  list = [];
  add(path4, message, cite) {
    this.list.push({ path: path4, message, cite });
  }
  /** The API server's "Invalid value" for each of `messages` (a name or key checker's answers) about `value`. */
  invalid(path4, value, messages, cite) {
    for (const m of messages) this.add(path4, `Invalid value: ${JSON.stringify(value)}: ${m}`, cite);
  }
  /** The API server's "Unsupported value" wording. */
  unsupported(path4, value, allowed, cite) {
    const supported = allowed.map((a) => JSON.stringify(a)).join(", ");
    this.add(path4, `Unsupported value: ${JSON.stringify(value)}: supported values: ${supported}`, cite);
  }
  /** The target runs at least this minor version (feature gates that changed a rule by default). */
  atLeast(version) {
    return compareVersions(this.version, version) >= 0;
  }
};
var str = (v) => typeof v === "string" ? v : void 0;
var num = (v) => typeof v === "number" ? v : void 0;
var list = (v) => Array.isArray(v) ? v : [];
var obj = asObject;
var isSet2 = (v) => v !== void 0 && v !== null;
function checkEnum(r, path4, value, allowed, cite) {
  const v = str(value);
  if (v !== void 0 && !allowed.includes(v)) r.unsupported(path4, v, allowed, cite);
}
function checkMin(r, path4, value, min, cite) {
  const v = num(value);
  if (v !== void 0 && v < min) r.add(path4, `Invalid value: ${v}: must be greater than or equal to ${min}`, cite);
}
function checkPort(r, path4, value, cite) {
  const v = num(value);
  if (v !== void 0 && (v < 1 || v > 65535))
    r.add(path4, `Invalid value: ${v}: must be between 1 and 65535, inclusive`, cite);
}
function checkIntOrPercent(r, path4, value, cite) {
  if (typeof value === "number") {
    checkMin(r, path4, value, 0, cite);
    return value;
  }
  if (typeof value !== "string") return void 0;
  const m = /^(\d+)%$/.exec(value);
  if (!m) {
    r.invalid(
      path4,
      value,
      ["a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%')"],
      cite
    );
    return void 0;
  }
  const percent = Number(m[1]);
  if (percent > 100) r.invalid(path4, value, ["must not be greater than 100%"], cite);
  return percent;
}

// src/apiserver/config-data.ts
var V = "core/validation/validation.go";
var MAX_CONFIG_MAP_BYTES = 1024 * 1024;
var TYPED_SECRETS = {
  "kubernetes.io/tls": { keys: ["tls.crt", "tls.key"] },
  "kubernetes.io/dockerconfigjson": { keys: [".dockerconfigjson"], json: ".dockerconfigjson" },
  "kubernetes.io/dockercfg": { keys: [".dockercfg"], json: ".dockercfg" },
  "kubernetes.io/ssh-auth": { keys: ["ssh-privatekey"] },
  "kubernetes.io/basic-auth": { keys: ["username", "password"], anyOf: true }
};
function validateConfigMap(r, object) {
  const cite = `${V} ValidateConfigMap`;
  const data = obj(object["data"]);
  const binary = obj(object["binaryData"]);
  let total = 0;
  for (const [field, map] of [
    ["data", data],
    ["binaryData", binary]
  ])
    for (const [key, value] of Object.entries(map)) {
      const at = `/${field}/${escapePointerToken(key)}`;
      r.invalid(at, key, configMapKey(key), cite);
      if (field === "binaryData" && Object.hasOwn(data, key))
        r.add(at, `Invalid value: ${JSON.stringify(key)}: duplicate of key present in data`, cite);
      total += typeof value === "string" ? Buffer.byteLength(value) : 0;
    }
  if (total > MAX_CONFIG_MAP_BYTES) r.add("/data", `Too long: must have at most ${MAX_CONFIG_MAP_BYTES} bytes`, cite);
}
function validateSecret(r, object) {
  const cite = `${V} ValidateSecret`;
  const data = obj(object["data"]);
  const stringData = obj(object["stringData"]);
  for (const [field, map] of [
    ["data", data],
    ["stringData", stringData]
  ])
    for (const key of Object.keys(map)) r.invalid(`/${field}/${escapePointerToken(key)}`, key, configMapKey(key), cite);
  const type = str(object["type"]);
  const rule = type ? TYPED_SECRETS[type] : void 0;
  if (!rule) {
    if (type === "kubernetes.io/service-account-token" && !str(obj(obj(object["metadata"])["annotations"])["kubernetes.io/service-account.name"]))
      r.add("/metadata/annotations", "Required value: kubernetes.io/service-account.name annotation is required", cite);
    return;
  }
  const has = (k) => isSet2(data[k]) || isSet2(stringData[k]);
  const missing = rule.keys.filter((k) => !has(k));
  if (rule.anyOf ? missing.length === rule.keys.length : missing.length > 0)
    for (const k of rule.anyOf ? [rule.keys.join(" or ")] : missing)
      r.add("/data", `Required value: ${k} (a ${type} Secret must have it)`, cite);
  if (rule.json && has(rule.json)) {
    const text = contentOf(data[rule.json], stringData[rule.json]);
    if (text !== void 0 && !isJson(text))
      r.add(
        `/data/${escapePointerToken(rule.json)}`,
        `Invalid value: "<secret contents redacted>": invalid JSON`,
        cite
      );
  }
}
function contentOf(data, stringData) {
  if (typeof stringData === "string") return stringData;
  if (typeof data !== "string") return void 0;
  return Buffer.from(data, "base64").toString("utf8");
}
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// src/apiserver/metadata.ts
var META = "apimachinery/pkg/api/validation/objectmeta.go ValidateObjectMeta";
var LABELS = "apimachinery/pkg/apis/meta/v1/validation/validation.go ValidateLabels";
var SELECTOR = "apimachinery/pkg/apis/meta/v1/validation/validation.go ValidateLabelSelector";
var TOTAL_ANNOTATION_SIZE = 256 * 1024;
var NAME_RULES = {
  Service: { rule: dns1035Label, cite: "core/validation/validation.go ValidateServiceName" },
  Namespace: { rule: dns1123Label, cite: "core/validation/validation.go ValidateNamespaceName" },
  Role: { rule: pathSegmentName, cite: "rbac/validation/validation.go ValidateRBACName" },
  ClusterRole: { rule: pathSegmentName, cite: "rbac/validation/validation.go ValidateRBACName" },
  RoleBinding: { rule: pathSegmentName, cite: "rbac/validation/validation.go ValidateRBACName" },
  ClusterRoleBinding: { rule: pathSegmentName, cite: "rbac/validation/validation.go ValidateRBACName" }
};
function validateMetadata(r, kind, object) {
  const meta = obj(object["metadata"]);
  const name = str(meta["name"]);
  const { rule, cite } = NAME_RULES[kind] ?? { rule: dns1123Subdomain, cite: META };
  if (name !== void 0 && name !== "") r.invalid("/metadata/name", name, rule(name), cite);
  if (kind === "CronJob" && name && name.length > 52)
    r.add(
      "/metadata/name",
      `Invalid value: ${JSON.stringify(name)}: must be no more than 52 characters`,
      "batch/validation/validation.go ValidateCronJobCreate"
    );
  const namespace = str(meta["namespace"]);
  if (namespace) r.invalid("/metadata/namespace", namespace, dns1123Label(namespace), META);
  validateLabels(r, "/metadata/labels", meta["labels"]);
  validateAnnotations(r, "/metadata/annotations", meta["annotations"]);
}
function validateLabels(r, path4, labels) {
  for (const [key, value] of Object.entries(obj(labels))) {
    const at = `${path4}/${escapePointerToken(key)}`;
    r.invalid(at, key, qualifiedName(key), LABELS);
    if (typeof value === "string") r.invalid(at, value, labelValue(value), LABELS);
  }
}
function validateAnnotations(r, path4, annotations) {
  let total = 0;
  for (const [key, value] of Object.entries(obj(annotations))) {
    const at = `${path4}/${escapePointerToken(key)}`;
    r.invalid(at, key, qualifiedName(key.toLowerCase()), `${META} (ValidateAnnotations)`);
    total += Buffer.byteLength(key) + (typeof value === "string" ? Buffer.byteLength(value) : 0);
  }
  if (total > TOTAL_ANNOTATION_SIZE)
    r.add(
      path4,
      `Too long: may not be more than ${TOTAL_ANNOTATION_SIZE} bytes (annotations total ${total} bytes)`,
      `${META} (ValidateAnnotationsSize)`
    );
}
var OPERATORS = ["In", "NotIn", "Exists", "DoesNotExist"];
function validateLabelSelector(r, path4, selector) {
  const s = obj(selector);
  validateLabels(r, `${path4}/matchLabels`, s["matchLabels"]);
  list(s["matchExpressions"]).forEach((e, i) => {
    const at = `${path4}/matchExpressions/${i}`;
    const x = obj(e);
    const op = str(x["operator"]);
    checkEnum(r, `${at}/operator`, op, OPERATORS, SELECTOR);
    const values = list(x["values"]);
    if ((op === "In" || op === "NotIn") && values.length === 0)
      r.add(`${at}/values`, "Required value: must be specified when `operator` is 'In' or 'NotIn'", SELECTOR);
    if ((op === "Exists" || op === "DoesNotExist") && values.length > 0)
      r.add(`${at}/values`, "Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'", SELECTOR);
    const key = str(x["key"]);
    if (key !== void 0) r.invalid(`${at}/key`, key, qualifiedName(key), SELECTOR);
  });
}
function selectorMatches(selector, labels) {
  const s = obj(selector);
  for (const [k, v] of Object.entries(obj(s["matchLabels"]))) if (labels[k] !== v) return false;
  for (const e of list(s["matchExpressions"])) {
    const x = obj(e);
    const key = str(x["key"]) ?? "";
    const has = Object.hasOwn(labels, key);
    const values = list(x["values"]);
    const op = str(x["operator"]);
    if (op === "In" && !(has && values.includes(labels[key]))) return false;
    if (op === "NotIn" && has && values.includes(labels[key])) return false;
    if (op === "Exists" && !has) return false;
    if (op === "DoesNotExist" && has) return false;
  }
  return true;
}
function selectorEmpty(selector) {
  const s = obj(selector);
  return Object.keys(obj(s["matchLabels"])).length === 0 && list(s["matchExpressions"]).length === 0;
}

// src/apiserver/policy-objects.ts
var AUTOSCALING = "autoscaling/validation/validation.go";
var POLICY = "policy/validation/validation.go";
var RBAC = "rbac/validation/validation.go";
var RBAC_GROUP = "rbac.authorization.k8s.io";
function validateHpa(r, spec3) {
  const cite = `${AUTOSCALING} validateHorizontalPodAutoscalerSpec`;
  const min = num(spec3["minReplicas"]);
  const max = num(spec3["maxReplicas"]);
  checkMin(r, "/spec/minReplicas", min, 1, cite);
  if (max !== void 0 && max < 1) r.add("/spec/maxReplicas", `Invalid value: ${max}: must be greater than 0`, cite);
  if (min !== void 0 && max !== void 0 && max < min)
    r.add("/spec/maxReplicas", `Invalid value: ${max}: must be greater than or equal to \`minReplicas\``, cite);
  checkMin(r, "/spec/targetCPUUtilizationPercentage", spec3["targetCPUUtilizationPercentage"], 1, cite);
  const ref = obj(spec3["scaleTargetRef"]);
  for (const field of ["kind", "name"])
    if (isSet2(spec3["scaleTargetRef"]) && !str(ref[field]))
      r.add(`/spec/scaleTargetRef/${field}`, "Required value", `${AUTOSCALING} ValidateCrossVersionObjectReference`);
  list(spec3["metrics"]).forEach((m, i) => {
    const type = str(obj(m)["type"]);
    checkEnum(
      r,
      `/spec/metrics/${i}/type`,
      type,
      ["Object", "Pods", "Resource", "ContainerResource", "External"],
      `${AUTOSCALING} validateMetricSpec`
    );
    const field = type ? type.charAt(0).toLowerCase() + type.slice(1) : void 0;
    if (field && !isSet2(obj(m)[field]))
      r.add(
        `/spec/metrics/${i}/${field}`,
        `Required value: must populate information for the given metric source`,
        `${AUTOSCALING} validateMetricSpec`
      );
    const target = obj(obj(obj(m)[field ?? ""])["target"]);
    checkEnum(
      r,
      `/spec/metrics/${i}/${field}/target/type`,
      target["type"],
      ["Utilization", "Value", "AverageValue"],
      `${AUTOSCALING} validateMetricTarget`
    );
  });
  const behavior = obj(spec3["behavior"]);
  for (const dir of ["scaleUp", "scaleDown"]) {
    const rules = obj(behavior[dir]);
    checkEnum(
      r,
      `/spec/behavior/${dir}/selectPolicy`,
      rules["selectPolicy"],
      ["Max", "Min", "Disabled"],
      `${AUTOSCALING} validateScalingRules`
    );
    list(rules["policies"]).forEach(
      (p, i) => checkEnum(
        r,
        `/spec/behavior/${dir}/policies/${i}/type`,
        obj(p)["type"],
        ["Pods", "Percent"],
        `${AUTOSCALING} validateScalingPolicy`
      )
    );
  }
}
function validatePdb(r, spec3) {
  const cite = `${POLICY} ValidatePodDisruptionBudgetSpec`;
  if (isSet2(spec3["minAvailable"]) && isSet2(spec3["maxUnavailable"]))
    r.add("/spec", "Invalid value: minAvailable and maxUnavailable cannot be both set", cite);
  checkIntOrPercent(r, "/spec/minAvailable", spec3["minAvailable"], cite);
  checkIntOrPercent(r, "/spec/maxUnavailable", spec3["maxUnavailable"], cite);
  checkEnum(
    r,
    "/spec/unhealthyPodEvictionPolicy",
    spec3["unhealthyPodEvictionPolicy"],
    ["IfHealthyBudget", "AlwaysAllow"],
    cite
  );
  if (isSet2(spec3["selector"])) validateLabelSelector(r, "/spec/selector", spec3["selector"]);
}
var ROLE_REF_KINDS = {
  RoleBinding: ["Role", "ClusterRole"],
  ClusterRoleBinding: ["ClusterRole"]
};
function validateRbac(r, object, kind) {
  const kinds = ROLE_REF_KINDS[kind];
  if (kinds) {
    const cite = `${RBAC} Validate${kind}`;
    const ref = obj(object["roleRef"]);
    checkEnum(r, "/roleRef/kind", ref["kind"], kinds, cite);
    if (isSet2(ref["apiGroup"]) && ref["apiGroup"] !== RBAC_GROUP)
      r.unsupported("/roleRef/apiGroup", ref["apiGroup"], [RBAC_GROUP], cite);
    list(object["subjects"]).forEach((s, i) => validateSubject(r, `/subjects/${i}`, obj(s), kind === "RoleBinding"));
    return;
  }
  list(object["rules"]).forEach((rule, i) => {
    const x = obj(rule);
    const cite = `${RBAC} ValidatePolicyRule`;
    if (list(x["verbs"]).length === 0)
      r.add(`/rules/${i}/verbs`, "Required value: verbs must contain at least one value", cite);
    const urls = list(x["nonResourceURLs"]).length > 0;
    if (urls && kind === "Role")
      r.add(`/rules/${i}/nonResourceURLs`, "Invalid value: namespaced rules cannot apply to non-resource URLs", cite);
    if (!urls && list(x["apiGroups"]).length === 0)
      r.add(`/rules/${i}/apiGroups`, "Required value: resource rules must supply at least one api group", cite);
    if (!urls && list(x["resources"]).length === 0)
      r.add(`/rules/${i}/resources`, "Required value: resource rules must supply at least one resource", cite);
  });
  if (kind === "ClusterRole") {
    const agg = obj(object["aggregationRule"]);
    list(agg["clusterRoleSelectors"]).forEach((s, i) => {
      if (selectorEmpty(s)) return;
      validateLabelSelector(r, `/aggregationRule/clusterRoleSelectors/${i}`, s);
    });
  }
}
function validateSubject(r, path4, subject, namespaced) {
  const cite = `${RBAC} ValidateRoleBindingSubject`;
  const kind = str(subject["kind"]);
  checkEnum(r, `${path4}/kind`, kind, ["ServiceAccount", "User", "Group"], cite);
  if (kind === "ServiceAccount") {
    if (isSet2(subject["apiGroup"]) && subject["apiGroup"] !== "")
      r.unsupported(`${path4}/apiGroup`, subject["apiGroup"], [""], cite);
    if (!namespaced && !str(subject["namespace"])) r.add(`${path4}/namespace`, "Required value", cite);
  } else if (kind && isSet2(subject["apiGroup"]) && subject["apiGroup"] !== RBAC_GROUP)
    r.unsupported(`${path4}/apiGroup`, subject["apiGroup"], [RBAC_GROUP], cite);
}

// src/apiserver/resources.ts
var CITE = "core/validation/validation.go ValidateResourceRequirements";
var STANDARD = /* @__PURE__ */ new Set(["cpu", "memory", "ephemeral-storage", "storage"]);
function isExtended(name) {
  return name.includes("/") && !name.includes("kubernetes.io/");
}
function validateResourceRequirements(r, path4, resources) {
  const res = obj(resources);
  const values = { limits: /* @__PURE__ */ new Map(), requests: /* @__PURE__ */ new Map() };
  for (const field of ["limits", "requests"])
    for (const [name, raw] of Object.entries(obj(res[field]))) {
      const at = `${path4}/${field}/${escapePointerToken(name)}`;
      checkResourceName(r, at, name);
      const value = validateQuantity(r, at, raw, CITE);
      if (value === void 0) continue;
      if (isExtended(name) && !Number.isInteger(value))
        r.add(at, `Invalid value: ${JSON.stringify(raw)}: must be an integer`, CITE);
      values[field].set(name, value);
    }
  for (const [name, request] of values.requests) {
    const at = `${path4}/requests/${escapePointerToken(name)}`;
    const limit = values.limits.get(name);
    if (limit !== void 0 && request > limit)
      r.add(
        at,
        `Invalid value: ${JSON.stringify(obj(res["requests"])[name])}: must be less than or equal to ${name} limit of ${JSON.stringify(obj(res["limits"])[name])}`,
        CITE
      );
    if (isExtended(name) || name.startsWith("hugepages-")) {
      if (limit === void 0) r.add(at, "Forbidden: Limit must be set for non overcommitable resources", CITE);
      else if (limit !== request && isExtended(name))
        r.add(
          at,
          `Invalid value: ${JSON.stringify(obj(res["requests"])[name])}: must be equal to ${name} limit of ${JSON.stringify(obj(res["limits"])[name])}`,
          CITE
        );
    }
  }
}
function checkResourceName(r, at, name) {
  if (STANDARD.has(name) || name.startsWith("hugepages-")) return;
  if (!name.includes("/")) {
    r.add(
      at,
      `Invalid value: ${JSON.stringify(name)}: must be a standard resource for containers`,
      `${CITE} (validateContainerResourceName)`
    );
    return;
  }
  r.invalid(at, name, qualifiedName(name), `${CITE} (validateResourceName)`);
}
function validateQuantity(r, path4, raw, cite) {
  if (typeof raw !== "string" && typeof raw !== "number") return void 0;
  const value = parseQuantity(raw);
  if (value === void 0) {
    r.add(
      path4,
      `Invalid value: ${JSON.stringify(raw)}: ${QUANTITY_SYNTAX_MESSAGE}`,
      `${cite} (resource.ParseQuantity)`
    );
    return void 0;
  }
  if (value < 0) r.add(path4, `Invalid value: ${JSON.stringify(raw)}: must be greater than or equal to 0`, cite);
  return value;
}

// src/apiserver/containers.ts
var V2 = "core/validation/validation.go";
var PROTOCOLS = ["TCP", "UDP", "SCTP"];
function validateContainer(r, path4, container, role, ctx) {
  const name = str(container["name"]);
  if (name !== void 0) r.invalid(`${path4}/name`, name, dns1123Label(name), `${V2} validateContainerCommon`);
  checkEnum(
    r,
    `${path4}/imagePullPolicy`,
    container["imagePullPolicy"],
    ["Always", "IfNotPresent", "Never"],
    `${V2} validatePullPolicy`
  );
  checkEnum(
    r,
    `${path4}/terminationMessagePolicy`,
    container["terminationMessagePolicy"],
    ["File", "FallbackToLogsOnError"],
    `${V2} validateContainerCommon`
  );
  validatePorts(r, `${path4}/ports`, container["ports"], ctx.hostNetwork);
  validateEnv(r, `${path4}/env`, container["env"]);
  validateMounts(r, `${path4}/volumeMounts`, container["volumeMounts"], ctx.volumes);
  validateResourceRequirements(r, `${path4}/resources`, container["resources"]);
  validateContainerSecurityContext(r, `${path4}/securityContext`, container["securityContext"]);
  validateRestartPolicy(r, path4, container, role);
  validateProbes(r, path4, container, role);
}
function validatePorts(r, path4, ports, hostNetwork) {
  const cite = `${V2} validateContainerPorts`;
  const names = /* @__PURE__ */ new Set();
  list(ports).forEach((p, i) => {
    const port = obj(p);
    const at = `${path4}/${i}`;
    const name = str(port["name"]);
    if (name) {
      r.invalid(`${at}/name`, name, ianaPortName(name), cite);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, cite);
      names.add(name);
    }
    const containerPort = num(port["containerPort"]);
    checkPort(r, `${at}/containerPort`, containerPort, cite);
    const hostPort = num(port["hostPort"]);
    if (hostPort !== 0) checkPort(r, `${at}/hostPort`, hostPort, cite);
    if (hostNetwork && hostPort !== void 0 && hostPort !== 0 && hostPort !== containerPort)
      r.add(
        `${at}/hostPort`,
        `Invalid value: ${hostPort}: must match \`containerPort\` when \`hostNetwork\` is true`,
        `${V2} validateHostNetwork`
      );
    checkEnum(r, `${at}/protocol`, port["protocol"], PROTOCOLS, cite);
  });
}
function validateEnv(r, path4, env2) {
  const cite = `${V2} ValidateEnv`;
  const relaxed = r.atLeast("1.32");
  list(env2).forEach((e, i) => {
    const v = obj(e);
    const at = `${path4}/${i}`;
    const name = str(v["name"]);
    if (name !== void 0 && name !== "") r.invalid(`${at}/name`, name, envVarName(name, relaxed), cite);
    const from = obj(v["valueFrom"]);
    if (isSet2(v["valueFrom"])) {
      const sources = ["fieldRef", "resourceFieldRef", "configMapKeyRef", "secretKeyRef"].filter((k) => isSet2(from[k]));
      if (str(v["value"]))
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": may not be specified when `value` is not empty',
          `${V2} validateEnvVarValueFrom`
        );
      if (sources.length === 0)
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`',
          `${V2} validateEnvVarValueFrom`
        );
      else if (sources.length > 1)
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": may not have more than one field specified at a time',
          `${V2} validateEnvVarValueFrom`
        );
    }
  });
}
function validateMounts(r, path4, mounts, volumes) {
  const cite = `${V2} ValidateVolumeMounts`;
  const paths = /* @__PURE__ */ new Set();
  list(mounts).forEach((m, i) => {
    const mount = obj(m);
    const at = `${path4}/${i}`;
    const name = str(mount["name"]);
    if (name && !volumes.has(name)) r.add(`${at}/name`, `Not found: ${JSON.stringify(name)}`, cite);
    const mountPath = str(mount["mountPath"]);
    if (mountPath) {
      if (paths.has(mountPath))
        r.add(`${at}/mountPath`, `Invalid value: ${JSON.stringify(mountPath)}: must be unique`, cite);
      paths.add(mountPath);
    }
    const subPath = str(mount["subPath"]);
    if (subPath)
      r.invalid(`${at}/subPath`, subPath, localDescendingPath(subPath), `${cite} (validateLocalDescendingPath)`);
    if (isSet2(mount["subPath"]) && isSet2(mount["subPathExpr"]) && subPath && str(mount["subPathExpr"]))
      r.add(`${at}/subPathExpr`, "Invalid value: subPathExpr and subPath are mutually exclusive", cite);
  });
}
function validateContainerSecurityContext(r, path4, value) {
  const sc = obj(value);
  const cite = `${V2} ValidateSecurityContext`;
  checkMin(r, `${path4}/runAsUser`, sc["runAsUser"], 0, cite);
  checkMin(r, `${path4}/runAsGroup`, sc["runAsGroup"], 0, cite);
  if (sc["allowPrivilegeEscalation"] === false) {
    if (sc["privileged"] === true)
      r.add(path4, "Invalid value: cannot set `allowPrivilegeEscalation` to false and `privileged` to true", cite);
    const added = list(obj(sc["capabilities"])["add"]);
    if (added.includes("SYS_ADMIN") || added.includes("CAP_SYS_ADMIN"))
      r.add(
        path4,
        "Invalid value: cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN",
        cite
      );
  }
}
function validateRestartPolicy(r, path4, container, role) {
  const policy = str(container["restartPolicy"]);
  if (policy === void 0) return;
  const at = `${path4}/restartPolicy`;
  if (role === "container" || role === "ephemeral") {
    r.add(at, "Forbidden: may not be set for non-init containers", `${V2} validateContainers`);
    return;
  }
  if (!r.atLeast("1.29"))
    r.add(
      at,
      "Forbidden: dropped before Kubernetes 1.29 (SidecarContainers is off by default): the container runs as a plain init container and the pod never starts",
      "core/pod/util.go dropDisabledPodFields"
    );
  else if (policy !== "Always") r.unsupported(at, policy, ["Always"], `${V2} validateInitContainers`);
}
var PROBES = ["livenessProbe", "readinessProbe", "startupProbe"];
var HANDLERS = ["exec", "httpGet", "tcpSocket", "grpc"];
var INIT_ONLY_WITH_ALWAYS = "Forbidden: may not be set for init containers without restartPolicy=Always";
function validateProbes(r, path4, container, role) {
  for (const probe of PROBES) {
    if (!isSet2(container[probe])) continue;
    const at = `${path4}/${probe}`;
    if (role === "init" || role === "ephemeral") {
      r.add(at, INIT_ONLY_WITH_ALWAYS, `${V2} validateInitContainers`);
      continue;
    }
    validateProbe(r, at, obj(container[probe]), probe !== "readinessProbe");
  }
  if (role === "init" && isSet2(container["lifecycle"]))
    r.add(`${path4}/lifecycle`, INIT_ONLY_WITH_ALWAYS, `${V2} validateInitContainers`);
  const lifecycle = obj(container["lifecycle"]);
  for (const hook of ["postStart", "preStop"])
    if (isSet2(lifecycle[hook]))
      validateHandler(
        r,
        `${path4}/lifecycle/${hook}`,
        obj(lifecycle[hook]),
        ["exec", "httpGet", "tcpSocket", "sleep"],
        `${V2} validateLifecycle`
      );
}
function validateProbe(r, path4, probe, mustSucceedOnce) {
  const cite = `${V2} validateProbe`;
  validateHandler(r, path4, probe, HANDLERS, cite);
  for (const field of [
    "initialDelaySeconds",
    "timeoutSeconds",
    "periodSeconds",
    "successThreshold",
    "failureThreshold"
  ])
    checkMin(r, `${path4}/${field}`, probe[field], 0, cite);
  const success = num(probe["successThreshold"]);
  if (mustSucceedOnce && success !== void 0 && success !== 0 && success !== 1)
    r.add(
      `${path4}/successThreshold`,
      `Invalid value: ${success}: must be 1`,
      `${V2} validateLivenessProbe / validateStartupProbe`
    );
  checkMin(r, `${path4}/terminationGracePeriodSeconds`, probe["terminationGracePeriodSeconds"], 1, cite);
}
function validateHandler(r, path4, handler, kinds, cite) {
  const set = kinds.filter((k) => isSet2(handler[k]));
  if (set.length === 0) r.add(path4, "Required value: must specify a handler type", cite);
  if (set.length > 1) r.add(`${path4}/${set[1]}`, `Forbidden: may not specify more than 1 handler type`, cite);
  const http = obj(handler["httpGet"]);
  if (isSet2(handler["httpGet"])) {
    validatePortRef(r, `${path4}/httpGet/port`, http["port"], cite);
    checkEnum(r, `${path4}/httpGet/scheme`, http["scheme"], ["HTTP", "HTTPS"], cite);
  }
  if (isSet2(handler["tcpSocket"]))
    validatePortRef(r, `${path4}/tcpSocket/port`, obj(handler["tcpSocket"])["port"], cite);
  checkPort(r, `${path4}/grpc/port`, obj(handler["grpc"])["port"], cite);
}
function validatePortRef(r, path4, port, cite) {
  checkPort(r, path4, port, cite);
  if (typeof port === "string" && !/^\d+$/.test(port)) r.invalid(path4, port, ianaPortName(port), cite);
}

// src/apiserver/services.ts
var V3 = "core/validation/validation.go";
var NET = "networking/validation/validation.go";
var TYPES = ["ClusterIP", "NodePort", "LoadBalancer", "ExternalName"];
function validateService(r, spec3) {
  const cite = `${V3} ValidateService`;
  const type = str(spec3["type"]) ?? "ClusterIP";
  checkEnum(r, "/spec/type", spec3["type"], TYPES, cite);
  const ports = list(spec3["ports"]);
  if (type === "ExternalName") {
    const name = str(spec3["externalName"]);
    if (!name) r.add("/spec/externalName", "Required value", cite);
    else r.invalid("/spec/externalName", name, dns1123Subdomain(name.replace(/\.$/, "")), cite);
    const ip2 = str(spec3["clusterIP"]);
    if (ip2 && ip2 !== "") r.add("/spec/clusterIP", "Forbidden: may not be set for ExternalName services", cite);
  } else if (ports.length === 0 && spec3["clusterIP"] !== "None") r.add("/spec/ports", "Required value", cite);
  const seen = /* @__PURE__ */ new Set();
  const names = /* @__PURE__ */ new Set();
  ports.forEach((p, i) => {
    const port = obj(p);
    const at = `/spec/ports/${i}`;
    const name = str(port["name"]);
    if (ports.length > 1 && !name) r.add(`${at}/name`, "Required value", `${V3} validateServicePort`);
    if (name) {
      r.invalid(`${at}/name`, name, dns1123Label(name), `${V3} validateServicePort`);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, `${V3} validateServicePort`);
      names.add(name);
    }
    const number = num(port["port"]);
    checkPort(r, `${at}/port`, number, `${V3} validateServicePort`);
    checkEnum(r, `${at}/protocol`, port["protocol"], PROTOCOLS, `${V3} validateServicePort`);
    if (isSet2(port["targetPort"]))
      validatePortRef(r, `${at}/targetPort`, port["targetPort"], `${V3} validateServicePort`);
    const key = `${number}/${str(port["protocol"]) ?? "TCP"}`;
    if (seen.has(key))
      r.add(
        at,
        `Duplicate value: {"port": ${number}, "protocol": ${JSON.stringify(str(port["protocol"]) ?? "TCP")}}`,
        cite
      );
    seen.add(key);
    const nodePort = num(port["nodePort"]);
    if (nodePort !== void 0 && nodePort !== 0) {
      if (type === "ClusterIP" || type === "ExternalName")
        r.add(`${at}/nodePort`, `Forbidden: may not be used when \`type\` is '${type}'`, cite);
      else checkPort(r, `${at}/nodePort`, nodePort, cite);
    }
  });
  checkEnum(r, "/spec/sessionAffinity", spec3["sessionAffinity"], ["ClientIP", "None"], cite);
  for (const field of ["externalTrafficPolicy", "internalTrafficPolicy"])
    checkEnum(r, `/spec/${field}`, spec3[field], ["Cluster", "Local"], cite);
  const external = type === "NodePort" || type === "LoadBalancer" || type === "ClusterIP" && list(spec3["externalIPs"]).length > 0;
  if (isSet2(spec3["externalTrafficPolicy"]) && !external)
    r.add(
      "/spec/externalTrafficPolicy",
      `Invalid value: ${JSON.stringify(spec3["externalTrafficPolicy"])}: may only be set for externally-accessible services`,
      `${V3} validateServiceExternalTrafficPolicy`
    );
  checkEnum(
    r,
    "/spec/ipFamilyPolicy",
    spec3["ipFamilyPolicy"],
    ["SingleStack", "PreferDualStack", "RequireDualStack"],
    cite
  );
  list(spec3["ipFamilies"]).forEach((f, i) => checkEnum(r, `/spec/ipFamilies/${i}`, f, ["IPv4", "IPv6"], cite));
  if (spec3["clusterIP"] === "None" && type !== "ClusterIP" && type !== "ExternalName")
    r.add("/spec/clusterIP", `Invalid value: "None": may not be set to 'None' for ${type} services`, cite);
  validateLabels(r, "/spec/selector", spec3["selector"]);
}
function validateIngress(r, spec3) {
  const cite = `${NET} validateIngressRules`;
  list(spec3["rules"]).forEach((rule, i) => {
    const host = str(obj(rule)["host"]);
    if (host) {
      const plain = host.startsWith("*.") ? host.slice(2) : host;
      if (/^\d+(\.\d+){3}$/.test(host))
        r.add(
          `/spec/rules/${i}/host`,
          `Invalid value: ${JSON.stringify(host)}: must be a DNS name, not an IP address`,
          cite
        );
      else r.invalid(`/spec/rules/${i}/host`, host, dns1123Subdomain(plain), cite);
    }
    list(obj(obj(rule)["http"])["paths"]).forEach((p, j) => {
      const path4 = obj(p);
      const at = `/spec/rules/${i}/http/paths/${j}`;
      const type = str(path4["pathType"]);
      checkEnum(
        r,
        `${at}/pathType`,
        type,
        ["Exact", "Prefix", "ImplementationSpecific"],
        `${NET} validateHTTPIngressPath`
      );
      const value = str(path4["path"]);
      if (type !== void 0 && value !== void 0 && value !== "" && !value.startsWith("/"))
        r.add(
          `${at}/path`,
          `Invalid value: ${JSON.stringify(value)}: must be an absolute path`,
          `${NET} validateHTTPIngressPath`
        );
      validateBackend(r, `${at}/backend`, path4["backend"]);
    });
  });
  if (isSet2(spec3["defaultBackend"])) validateBackend(r, "/spec/defaultBackend", spec3["defaultBackend"]);
  const cls = str(spec3["ingressClassName"]);
  if (cls) r.invalid("/spec/ingressClassName", cls, dns1123Subdomain(cls), `${NET} ValidateIngressSpec`);
}
function validateBackend(r, path4, value) {
  const cite = `${NET} validateIngressBackend`;
  const backend = obj(value);
  const hasService = isSet2(backend["service"]);
  if (hasService && isSet2(backend["resource"]))
    r.add(path4, "Invalid value: cannot set both resource and service backends", cite);
  if (!hasService && !isSet2(backend["resource"]))
    r.add(path4, "Invalid value: resource or service backend is required", cite);
  if (!hasService) return;
  const service2 = obj(backend["service"]);
  const name = str(service2["name"]);
  if (name) r.invalid(`${path4}/service/name`, name, dns1123Label(name), cite);
  const port = obj(service2["port"]);
  if (isSet2(port["name"]) && isSet2(port["number"]))
    r.add(`${path4}/service/port`, "Invalid value: cannot set both port name & port number", cite);
  else if (!isSet2(port["name"]) && !isSet2(port["number"]))
    r.add(`${path4}/service/port`, "Invalid value: port name or number is required", cite);
  if (isSet2(port["number"])) validatePortRef(r, `${path4}/service/port/number`, port["number"], cite);
  if (isSet2(port["name"])) validatePortRef(r, `${path4}/service/port/name`, port["name"], cite);
}
function validateNetworkPolicy(r, spec3) {
  const cite = `${NET} ValidateNetworkPolicySpec`;
  list(spec3["policyTypes"]).forEach((t, i) => checkEnum(r, `/spec/policyTypes/${i}`, t, ["Ingress", "Egress"], cite));
  for (const direction of ["ingress", "egress"])
    list(spec3[direction]).forEach(
      (rule, i) => list(obj(rule)["ports"]).forEach((p, j) => {
        const port = obj(p);
        const at = `/spec/${direction}/${i}/ports/${j}`;
        checkEnum(r, `${at}/protocol`, port["protocol"], PROTOCOLS, `${NET} ValidateNetworkPolicyPort`);
        if (isSet2(port["port"])) validatePortRef(r, `${at}/port`, port["port"], `${NET} ValidateNetworkPolicyPort`);
        const end = num(port["endPort"]);
        if (end !== void 0) {
          if (typeof port["port"] !== "number")
            r.add(
              `${at}/endPort`,
              "Required value: may not be specified when `port` is not a number",
              `${NET} ValidateNetworkPolicyPort`
            );
          else if (end < port["port"])
            r.add(
              `${at}/endPort`,
              `Invalid value: ${end}: must be greater than or equal to \`port\``,
              `${NET} ValidateNetworkPolicyPort`
            );
        }
      })
    );
}

// src/apiserver/pod.ts
var V4 = "core/validation/validation.go";
var ANY_RESTART = ["Always", "OnFailure", "Never"];
var VOLUME_SOURCES = [
  "hostPath",
  "emptyDir",
  "gcePersistentDisk",
  "awsElasticBlockStore",
  "gitRepo",
  "secret",
  "nfs",
  "iscsi",
  "glusterfs",
  "persistentVolumeClaim",
  "rbd",
  "flexVolume",
  "cinder",
  "cephfs",
  "flocker",
  "downwardAPI",
  "fc",
  "azureFile",
  "configMap",
  "vsphereVolume",
  "quobyte",
  "azureDisk",
  "photonPersistentDisk",
  "projected",
  "portworxVolume",
  "scaleIO",
  "storageos",
  "csi",
  "ephemeral",
  "image"
];
var HOST_PATH_TYPES = [
  "",
  "DirectoryOrCreate",
  "Directory",
  "FileOrCreate",
  "File",
  "Socket",
  "CharDevice",
  "BlockDevice"
];
function validatePodSpec(r, path4, spec3, restart, addedVolumes = []) {
  const volumes = validateVolumes(r, `${path4}/volumes`, spec3["volumes"]);
  for (const name of addedVolumes) volumes.add(name);
  const hostNetwork = spec3["hostNetwork"] === true;
  const names = /* @__PURE__ */ new Set();
  const each = (field, roleOf) => list(spec3[field]).forEach((c, i) => {
    const container = obj(c);
    const at = `${path4}/${field}/${i}`;
    const name = str(container["name"]);
    if (name) {
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, `${V4} validateContainers`);
      names.add(name);
    }
    validateContainer(r, at, container, roleOf(container), { volumes, hostNetwork });
  });
  each("initContainers", (c) => isSet2(c["restartPolicy"]) && r.atLeast("1.29") ? "sidecar" : "init");
  each("containers", () => "container");
  checkEnum(r, `${path4}/restartPolicy`, spec3["restartPolicy"], restart, `${V4} validateRestartPolicy`);
  validateDns(r, path4, spec3);
  validateTolerations(r, `${path4}/tolerations`, spec3["tolerations"]);
  validatePodSecurityContext(r, `${path4}/securityContext`, spec3["securityContext"]);
  for (const field of ["serviceAccountName", "priorityClassName"])
    r.invalid(`${path4}/${field}`, spec3[field], dns1123Subdomain(str(spec3[field]) || "ok"), `${V4} ValidatePodSpec`);
  for (const field of ["hostname", "subdomain"])
    r.invalid(`${path4}/${field}`, spec3[field], dns1123Label(str(spec3[field]) || "ok"), `${V4} ValidatePodSpec`);
  validateLabels(r, `${path4}/nodeSelector`, spec3["nodeSelector"]);
  checkMin(r, `${path4}/activeDeadlineSeconds`, spec3["activeDeadlineSeconds"], 1, `${V4} ValidatePodSpec`);
  checkMin(
    r,
    `${path4}/terminationGracePeriodSeconds`,
    spec3["terminationGracePeriodSeconds"],
    0,
    `${V4} ValidatePodSpec`
  );
}
function validateVolumes(r, path4, value) {
  const names = /* @__PURE__ */ new Set();
  const cite = `${V4} ValidateVolumes`;
  list(value).forEach((v, i) => {
    const volume = obj(v);
    const at = `${path4}/${i}`;
    const name = str(volume["name"]);
    if (name) {
      r.invalid(`${at}/name`, name, dns1123Label(name), cite);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, cite);
      names.add(name);
    }
    const sources = VOLUME_SOURCES.filter((s) => isSet2(volume[s]));
    if (sources.length === 0) r.add(at, "Required value: must specify a volume type", `${V4} validateVolumeSource`);
    if (sources.length > 1)
      r.add(`${at}/${sources[1]}`, "Forbidden: may not specify more than 1 volume type", `${V4} validateVolumeSource`);
    validateVolumeSource(r, at, volume);
  });
  return names;
}
function validateVolumeSource(r, at, volume) {
  const hostPath = obj(volume["hostPath"]);
  checkEnum(r, `${at}/hostPath/type`, hostPath["type"], HOST_PATH_TYPES, `${V4} validateHostPathType`);
  validateQuantity(
    r,
    `${at}/emptyDir/sizeLimit`,
    obj(volume["emptyDir"])["sizeLimit"],
    `${V4} validateEmptyDirVolumeSource`
  );
  for (const source of ["configMap", "secret"]) {
    const s = obj(volume[source]);
    validateMode(r, `${at}/${source}/defaultMode`, s["defaultMode"]);
    validateItems(r, `${at}/${source}/items`, s["items"]);
  }
  const projected = obj(volume["projected"]);
  validateMode(r, `${at}/projected/defaultMode`, projected["defaultMode"]);
  list(projected["sources"]).forEach((s, i) => {
    for (const kind of ["configMap", "secret", "downwardAPI"])
      validateItems(r, `${at}/projected/sources/${i}/${kind}/items`, obj(obj(s)[kind])["items"]);
  });
  validateItems(r, `${at}/downwardAPI/items`, obj(volume["downwardAPI"])["items"]);
  const claim = obj(volume["persistentVolumeClaim"]);
  if (isSet2(volume["persistentVolumeClaim"]) && !str(claim["claimName"]))
    r.add(`${at}/persistentVolumeClaim/claimName`, "Required value", `${V4} validatePersistentClaimVolumeSource`);
}
function validateMode(r, path4, mode) {
  const m = num(mode);
  if (m !== void 0 && (m < 0 || m > 511))
    r.add(
      path4,
      `Invalid value: ${m}: must be a number between 0 and 0777 (octal), both inclusive`,
      `${V4} validateConfigMapVolumeSource`
    );
}
function validateItems(r, path4, items) {
  list(items).forEach((it, i) => {
    const p = str(obj(it)["path"]);
    if (p) r.invalid(`${path4}/${i}/path`, p, localDescendingPath(p), `${V4} validateKeyToPath`);
    validateMode(r, `${path4}/${i}/mode`, obj(it)["mode"]);
  });
}
function validateDns(r, path4, spec3) {
  const cite = `${V4} validateDNSPolicy`;
  const policy = spec3["dnsPolicy"];
  checkEnum(r, `${path4}/dnsPolicy`, policy, ["ClusterFirstWithHostNet", "ClusterFirst", "Default", "None"], cite);
  if (policy === "None" && list(obj(spec3["dnsConfig"])["nameservers"]).length === 0)
    r.add(
      `${path4}/dnsConfig`,
      "Required value: must provide `dnsConfig` when `dnsPolicy` is None",
      `${V4} validatePodDNSConfig`
    );
}
function validateTolerations(r, path4, value) {
  const cite = `${V4} ValidateTolerations`;
  list(value).forEach((t, i) => {
    const tol = obj(t);
    const at = `${path4}/${i}`;
    const key = str(tol["key"]);
    if (key) r.invalid(`${at}/key`, key, qualifiedName(key), cite);
    const op = str(tol["operator"]) ?? "Equal";
    checkEnum(r, `${at}/operator`, tol["operator"], ["Equal", "Exists"], cite);
    if (!key && op !== "Exists")
      r.add(
        `${at}/operator`,
        `Invalid value: ${JSON.stringify(op)}: operator must be Exists when \`key\` is empty, which means "match all values and all keys"`,
        cite
      );
    if (op === "Exists" && str(tol["value"]))
      r.add(
        `${at}/operator`,
        `Invalid value: ${JSON.stringify(tol["value"])}: value must be empty when \`operator\` is 'Exists'`,
        cite
      );
    checkEnum(r, `${at}/effect`, tol["effect"], ["NoSchedule", "PreferNoSchedule", "NoExecute"], cite);
    if (isSet2(tol["tolerationSeconds"]) && tol["effect"] !== "NoExecute")
      r.add(
        `${at}/effect`,
        `Invalid value: ${JSON.stringify(tol["effect"] ?? "")}: effect must be 'NoExecute' when \`tolerationSeconds\` is set`,
        cite
      );
  });
}
function validatePodSecurityContext(r, path4, value) {
  const sc = obj(value);
  const cite = `${V4} ValidatePodSecurityContext`;
  for (const field of ["runAsUser", "runAsGroup", "fsGroup"]) checkMin(r, `${path4}/${field}`, sc[field], 0, cite);
  list(sc["supplementalGroups"]).forEach((g, i) => checkMin(r, `${path4}/supplementalGroups/${i}`, g, 0, cite));
  checkEnum(r, `${path4}/fsGroupChangePolicy`, sc["fsGroupChangePolicy"], ["OnRootMismatch", "Always"], cite);
}

// src/apiserver/storage.ts
var V5 = "core/validation/validation.go";
var ACCESS_MODES = ["ReadWriteOnce", "ReadOnlyMany", "ReadWriteMany", "ReadWriteOncePod"];
function validateAccessModes(r, path4, modes, cite) {
  const values = list(modes);
  if (values.length === 0) r.add(path4, "Required value: at least 1 access mode is required", cite);
  values.forEach((m, i) => checkEnum(r, `${path4}/${i}`, m, ACCESS_MODES, cite));
  if (values.includes("ReadWriteOncePod") && values.length > 1)
    r.add(path4, "Forbidden: may not use ReadWriteOncePod with other access modes", cite);
}
function validatePersistentVolumeClaimSpec(r, path4, spec3) {
  const cite = `${V5} ValidatePersistentVolumeClaimSpec`;
  if (isSet2(spec3["dataSource"]) || isSet2(spec3["dataSourceRef"])) return;
  validateAccessModes(r, `${path4}/accessModes`, spec3["accessModes"], cite);
  const storage = obj(obj(spec3["resources"])["requests"])["storage"];
  if (!isSet2(storage)) r.add(`${path4}/resources/requests/storage`, "Required value", cite);
  else validateQuantity(r, `${path4}/resources/requests/storage`, storage, cite);
  checkEnum(r, `${path4}/volumeMode`, spec3["volumeMode"], ["Block", "Filesystem"], cite);
}
var PV_SOURCES = [
  "hostPath",
  "gcePersistentDisk",
  "awsElasticBlockStore",
  "glusterfs",
  "nfs",
  "rbd",
  "quobyte",
  "cinder",
  "cephfs",
  "fc",
  "flocker",
  "flexVolume",
  "azureFile",
  "vsphereVolume",
  "azureDisk",
  "photonPersistentDisk",
  "portworxVolume",
  "scaleIO",
  "local",
  "storageos",
  "csi",
  "iscsi"
];
function validatePersistentVolume(r, spec3) {
  const cite = `${V5} ValidatePersistentVolumeSpec`;
  validateAccessModes(r, "/spec/accessModes", spec3["accessModes"], cite);
  const storage = obj(spec3["capacity"])["storage"];
  if (!isSet2(storage)) r.add("/spec/capacity/storage", "Required value", cite);
  else validateQuantity(r, "/spec/capacity/storage", storage, cite);
  checkEnum(
    r,
    "/spec/persistentVolumeReclaimPolicy",
    spec3["persistentVolumeReclaimPolicy"],
    ["Recycle", "Delete", "Retain"],
    cite
  );
  checkEnum(r, "/spec/volumeMode", spec3["volumeMode"], ["Block", "Filesystem"], cite);
  const sources = PV_SOURCES.filter((s) => isSet2(spec3[s]));
  if (sources.length === 0) r.add("/spec", "Required value: must specify a volume type", cite);
  if (sources.length > 1) r.add(`/spec/${sources[1]}`, "Forbidden: may not specify more than 1 volume type", cite);
  const hostPath = obj(spec3["hostPath"]);
  checkEnum(r, "/spec/hostPath/type", hostPath["type"], HOST_PATH_TYPES, `${V5} validateHostPathType`);
  const path4 = str(hostPath["path"]);
  if (path4 !== void 0 && path4.split("/").includes(".."))
    r.add(
      "/spec/hostPath/path",
      `Invalid value: ${JSON.stringify(path4)}: must not contain '..'`,
      `${V5} validateHostPathVolumeSource`
    );
}

// src/apiserver/cron.ts
var DESCRIPTORS = /* @__PURE__ */ new Set(["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"]);
var MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
var DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
var FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTHS },
  { min: 0, max: 6, names: DAYS }
];
function scheduleError(schedule) {
  const trimmed = schedule.trim();
  if (trimmed.startsWith("@")) {
    if (DESCRIPTORS.has(trimmed)) return void 0;
    if (/^@every\s+\S+$/.test(trimmed)) return void 0;
    return `unrecognized descriptor: ${trimmed}`;
  }
  const fields = trimmed.split(/\s+/);
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}: [${fields.join(" ")}]`;
  for (let i = 0; i < 5; i++) {
    const error = fieldError(fields[i] ?? "", FIELDS[i]);
    if (error) return error;
  }
  return void 0;
}
function fieldError(field, bounds) {
  for (const part of field.split(",")) {
    const [range = "", step, extra] = part.split("/");
    if (extra !== void 0) return `too many slashes: ${part}`;
    if (step !== void 0 && !/^\d+$/.test(step)) return `failed to parse int from ${step}`;
    if (range === "*" || range === "?") continue;
    const [lo = "", hi, more] = range.split("-");
    if (more !== void 0) return `too many hyphens: ${range}`;
    for (const end of hi === void 0 ? [lo] : [lo, hi]) {
      const value = valueOf(end, bounds);
      if (value === void 0) return `failed to parse int from ${end}`;
      if (value < bounds.min) return `beginning of range (${value}) below minimum (${bounds.min}): ${part}`;
      if (value > bounds.max) return `end of range (${value}) above maximum (${bounds.max}): ${part}`;
    }
  }
  return void 0;
}
function valueOf(text, bounds) {
  const named = bounds.names?.indexOf(text.toLowerCase()) ?? -1;
  if (named >= 0) return named + bounds.min;
  return /^\d+$/.test(text) ? Number(text) : void 0;
}
function isTimeZone(name) {
  if (name === "" || name.toLowerCase() === "local") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// src/apiserver/workloads.ts
var APPS = "apps/validation/validation.go";
var BATCH = "batch/validation/validation.go";
var CORE = "core/validation/validation.go";
function validateTemplate(r, path4, template, restart, addedVolumes = []) {
  const t = obj(template);
  const labels = obj(obj(t["metadata"])["labels"]);
  validateLabels(r, `${path4}/metadata/labels`, labels);
  validatePodSpec(r, `${path4}/spec`, obj(t["spec"]), restart, addedVolumes);
  return labels;
}
function validateSelector(r, spec3, labels, cite) {
  if (!isSet2(spec3["selector"])) return;
  if (selectorEmpty(spec3["selector"])) {
    r.add("/spec/selector", "Invalid value: {}: empty selector is invalid for deployment", cite);
    return;
  }
  validateLabelSelector(r, "/spec/selector", spec3["selector"]);
  if (!selectorMatches(spec3["selector"], labels))
    r.add("/spec/template/metadata/labels", "Invalid value: `selector` does not match template `labels`", cite);
}
function validateRollingUpdate(r, path4, value, cite, surgeDefault) {
  const ru = obj(value);
  const unavailable = checkIntOrPercent(r, `${path4}/maxUnavailable`, ru["maxUnavailable"], cite);
  const surge = isSet2(ru["maxSurge"]) ? checkIntOrPercent(r, `${path4}/maxSurge`, ru["maxSurge"], cite) : surgeDefault;
  if (unavailable === 0 && surge === 0)
    r.add(`${path4}/maxUnavailable`, "Invalid value: 0: may not be 0 when `maxSurge` is 0", cite);
}
function validateDeployment(r, spec3) {
  const cite = `${APPS} ValidateDeploymentSpec`;
  const labels = validateTemplate(r, "/spec/template", spec3["template"], ["Always"]);
  validateSelector(r, spec3, labels, cite);
  for (const field of ["replicas", "minReadySeconds", "revisionHistoryLimit"])
    checkMin(r, `/spec/${field}`, spec3[field], 0, cite);
  const strategy = obj(spec3["strategy"]);
  checkEnum(
    r,
    "/spec/strategy/type",
    strategy["type"],
    ["Recreate", "RollingUpdate"],
    `${APPS} ValidateDeploymentStrategy`
  );
  if (strategy["type"] === "Recreate" && isSet2(strategy["rollingUpdate"]))
    r.add(
      "/spec/strategy/rollingUpdate",
      "Forbidden: may not be specified when strategy `type` is 'Recreate'",
      `${APPS} ValidateDeploymentStrategy`
    );
  else if (isSet2(strategy["rollingUpdate"]))
    validateRollingUpdate(
      r,
      "/spec/strategy/rollingUpdate",
      strategy["rollingUpdate"],
      `${APPS} ValidateRollingUpdateDeployment`,
      25
    );
  const deadline = num(spec3["progressDeadlineSeconds"]);
  const minReady = num(spec3["minReadySeconds"]) ?? 0;
  if (deadline !== void 0 && deadline <= minReady)
    r.add("/spec/progressDeadlineSeconds", `Invalid value: ${deadline}: must be greater than minReadySeconds`, cite);
}
function validateReplicaSet(r, spec3) {
  const cite = `${APPS} ValidateReplicaSetSpec`;
  const labels = validateTemplate(r, "/spec/template", spec3["template"], ["Always"]);
  validateSelector(r, spec3, labels, cite);
  checkMin(r, "/spec/replicas", spec3["replicas"], 0, cite);
  checkMin(r, "/spec/minReadySeconds", spec3["minReadySeconds"], 0, cite);
}
function validateDaemonSet(r, spec3) {
  const cite = `${APPS} ValidateDaemonSetSpec`;
  const labels = validateTemplate(r, "/spec/template", spec3["template"], ["Always"]);
  validateSelector(r, spec3, labels, cite);
  const strategy = obj(spec3["updateStrategy"]);
  checkEnum(
    r,
    "/spec/updateStrategy/type",
    strategy["type"],
    ["OnDelete", "RollingUpdate"],
    `${APPS} ValidateDaemonSetUpdateStrategy`
  );
  if (strategy["type"] === "RollingUpdate" || strategy["type"] === void 0 && isSet2(strategy["rollingUpdate"]))
    validateRollingUpdate(
      r,
      "/spec/updateStrategy/rollingUpdate",
      strategy["rollingUpdate"],
      `${APPS} ValidateRollingUpdateDaemonSet`,
      0
    );
}
function validateStatefulSet(r, spec3) {
  const cite = `${APPS} ValidateStatefulSetSpec`;
  const claims = list(spec3["volumeClaimTemplates"]).map((t) => str(obj(obj(t)["metadata"])["name"]) ?? "");
  const labels = validateTemplate(r, "/spec/template", spec3["template"], ["Always"], claims);
  validateSelector(r, spec3, labels, cite);
  checkMin(r, "/spec/replicas", spec3["replicas"], 0, cite);
  checkMin(r, "/spec/minReadySeconds", spec3["minReadySeconds"], 0, cite);
  checkEnum(r, "/spec/podManagementPolicy", spec3["podManagementPolicy"], ["OrderedReady", "Parallel"], cite);
  const strategy = obj(spec3["updateStrategy"]);
  checkEnum(r, "/spec/updateStrategy/type", strategy["type"], ["RollingUpdate", "OnDelete"], cite);
  if (strategy["type"] === "OnDelete" && isSet2(strategy["rollingUpdate"]))
    r.add("/spec/updateStrategy/rollingUpdate", "Invalid value: only allowed for updateStrategy 'RollingUpdate'", cite);
  const ru = obj(strategy["rollingUpdate"]);
  checkMin(r, "/spec/updateStrategy/rollingUpdate/partition", ru["partition"], 0, cite);
  const retention = obj(spec3["persistentVolumeClaimRetentionPolicy"]);
  for (const field of ["whenDeleted", "whenScaled"])
    checkEnum(r, `/spec/persistentVolumeClaimRetentionPolicy/${field}`, retention[field], ["Retain", "Delete"], cite);
  checkMin(r, "/spec/ordinals/start", obj(spec3["ordinals"])["start"], 0, cite);
  list(spec3["volumeClaimTemplates"]).forEach(
    (t, i) => validatePersistentVolumeClaimSpec(r, `/spec/volumeClaimTemplates/${i}/spec`, obj(obj(t)["spec"]))
  );
}
function validateJobSpec(r, path4, spec3) {
  const cite = `${BATCH} validateJobSpec`;
  const labels = validateTemplate(r, `${path4}/template`, spec3["template"], ["OnFailure", "Never"]);
  for (const field of ["parallelism", "completions", "backoffLimit"])
    checkMin(r, `${path4}/${field}`, spec3[field], 0, cite);
  checkMin(r, `${path4}/activeDeadlineSeconds`, spec3["activeDeadlineSeconds"], 1, cite);
  checkMin(r, `${path4}/ttlSecondsAfterFinished`, spec3["ttlSecondsAfterFinished"], 0, cite);
  const mode = spec3["completionMode"];
  checkEnum(r, `${path4}/completionMode`, mode, ["NonIndexed", "Indexed"], cite);
  if (mode === "Indexed" && !isSet2(spec3["completions"]))
    r.add(`${path4}/completions`, "Required value: when completion mode is Indexed", cite);
  if (isSet2(spec3["backoffLimitPerIndex"]) && mode !== "Indexed")
    r.add(`${path4}/backoffLimitPerIndex`, "Forbidden: requires indexed completion mode", cite);
  if (isSet2(spec3["podFailurePolicy"]) && obj(obj(spec3["template"])["spec"])["restartPolicy"] !== "Never")
    r.add(
      `${path4}/template/spec/restartPolicy`,
      'Invalid value: only "Never" is supported when podFailurePolicy is specified',
      cite
    );
  if (spec3["manualSelector"] === true && isSet2(spec3["selector"])) {
    validateLabelSelector(r, `${path4}/selector`, spec3["selector"]);
    if (!selectorMatches(spec3["selector"], labels))
      r.add(`${path4}/template/metadata/labels`, "Invalid value: `selector` does not match template `labels`", cite);
  }
}
function validateCronJob(r, spec3) {
  const cite = `${BATCH} validateCronJobSpec`;
  const schedule = str(spec3["schedule"]);
  if (schedule !== void 0) {
    if (r.atLeast("1.25") && schedule.includes("TZ"))
      r.add(
        "/spec/schedule",
        `Invalid value: ${JSON.stringify(schedule)}: cannot use TZ or CRON_TZ in schedule, use timeZone field instead`,
        `${BATCH} validateScheduleFormat`
      );
    else {
      const error = scheduleError(schedule.replace(/^(CRON_TZ|TZ)=\S+\s+/, ""));
      if (error)
        r.add(
          "/spec/schedule",
          `Invalid value: ${JSON.stringify(schedule)}: ${error}`,
          `${BATCH} validateScheduleFormat`
        );
    }
  }
  const zone = str(spec3["timeZone"]);
  if (zone !== void 0 && !isTimeZone(zone))
    r.add(
      "/spec/timeZone",
      `Invalid value: ${JSON.stringify(zone)}: unknown time zone ${zone}`,
      `${BATCH} validateTimeZone`
    );
  checkEnum(r, "/spec/concurrencyPolicy", spec3["concurrencyPolicy"], ["Allow", "Forbid", "Replace"], cite);
  for (const field of ["startingDeadlineSeconds", "successfulJobsHistoryLimit", "failedJobsHistoryLimit"])
    checkMin(r, `/spec/${field}`, spec3[field], 0, cite);
  validateJobSpec(r, "/spec/jobTemplate/spec", obj(obj(spec3["jobTemplate"])["spec"]));
}
var WORKLOAD_VALIDATORS = {
  Deployment: validateDeployment,
  ReplicaSet: validateReplicaSet,
  DaemonSet: validateDaemonSet,
  StatefulSet: validateStatefulSet,
  Job: (r, spec3) => validateJobSpec(r, "/spec", spec3),
  CronJob: validateCronJob,
  ReplicationController: (r, spec3) => {
    validateTemplate(r, "/spec/template", spec3["template"], ["Always"]);
    checkMin(r, "/spec/replicas", spec3["replicas"], 0, `${CORE} ValidateReplicationControllerSpec`);
  },
  Pod: (r, spec3) => validatePodSpec(r, "/spec", spec3, ANY_RESTART)
};
function validatePodTemplate(r, object) {
  validateTemplate(r, "/template", object["template"], ANY_RESTART);
}

// src/apiserver/create.ts
var spec = (f) => (r, o) => f(r, obj(o["spec"]));
var VALIDATORS = {
  "/Pod": spec(WORKLOAD_VALIDATORS["Pod"]),
  "/PodTemplate": (r, o) => validatePodTemplate(r, o),
  "/ReplicationController": spec(WORKLOAD_VALIDATORS["ReplicationController"]),
  "apps/Deployment": spec(WORKLOAD_VALIDATORS["Deployment"]),
  "apps/ReplicaSet": spec(WORKLOAD_VALIDATORS["ReplicaSet"]),
  "apps/DaemonSet": spec(WORKLOAD_VALIDATORS["DaemonSet"]),
  "apps/StatefulSet": spec(WORKLOAD_VALIDATORS["StatefulSet"]),
  "batch/Job": spec(WORKLOAD_VALIDATORS["Job"]),
  "batch/CronJob": spec(WORKLOAD_VALIDATORS["CronJob"]),
  "/Service": spec(validateService),
  "/ConfigMap": validateConfigMap,
  "/Secret": validateSecret,
  "/PersistentVolumeClaim": (r, o) => validatePersistentVolumeClaimSpec(r, "/spec", obj(o["spec"])),
  "/PersistentVolume": spec(validatePersistentVolume),
  "networking.k8s.io/Ingress": spec(validateIngress),
  "networking.k8s.io/NetworkPolicy": spec(validateNetworkPolicy),
  "autoscaling/HorizontalPodAutoscaler": spec(validateHpa),
  "policy/PodDisruptionBudget": spec(validatePdb),
  "rbac.authorization.k8s.io/Role": validateRbac,
  "rbac.authorization.k8s.io/ClusterRole": validateRbac,
  "rbac.authorization.k8s.io/RoleBinding": validateRbac,
  "rbac.authorization.k8s.io/ClusterRoleBinding": validateRbac
};
var BUILTIN_GROUPS = /* @__PURE__ */ new Set([
  "",
  "apps",
  "batch",
  "networking.k8s.io",
  "autoscaling",
  "policy",
  "rbac.authorization.k8s.io",
  "storage.k8s.io",
  "scheduling.k8s.io"
]);
function createRejections(apiVersion, kind, object, version) {
  const group = apiGroup(apiVersion);
  if (!BUILTIN_GROUPS.has(group)) return [];
  const r = new Rejections(version);
  validateMetadata(r, kind, object);
  VALIDATORS[`${group}/${kind}`]?.(r, object, kind);
  return r.list;
}

// src/apiserver/update.ts
import { isDeepStrictEqual } from "node:util";
var IMMUTABLE_FIELD = "apply/immutable-field";
var APPS2 = "apps/validation/validation.go";
var CORE2 = "core/validation/validation.go";
var spec2 = (o) => obj(o["spec"]);
var differs = (a, b) => !isDeepStrictEqual(a ?? null, b ?? null);
function storedSelector(selector) {
  if (!isSet2(selector)) return selector;
  const s = obj(selector);
  const labels = obj(s["matchLabels"]);
  const expressions = list(s["matchExpressions"]);
  return {
    ...Object.keys(labels).length > 0 ? { matchLabels: labels } : {},
    ...expressions.length > 0 ? { matchExpressions: expressions } : {}
  };
}
function selectorRule(cite) {
  return (b, h) => differs(storedSelector(spec2(b)["selector"]), storedSelector(spec2(h)["selector"])) ? [{ path: "/spec/selector", what: "spec.selector", cite }] : [];
}
var STATEFULSET_UPDATABLE = /* @__PURE__ */ new Set([
  "replicas",
  "template",
  "updateStrategy",
  "persistentVolumeClaimRetentionPolicy",
  "minReadySeconds",
  "ordinals",
  "revisionHistoryLimit"
]);
function statefulSetField(field, value) {
  if (field === "podManagementPolicy") return value ?? "OrderedReady";
  if (field === "serviceName") return value ?? "";
  if (field === "selector") return storedSelector(value);
  if (field !== "volumeClaimTemplates") return value;
  return list(value).map((t) => {
    const template = obj(t);
    const meta = { ...obj(template["metadata"]) };
    delete meta["creationTimestamp"];
    return { metadata: meta, spec: { volumeMode: "Filesystem", ...spec2(template) } };
  });
}
var statefulSet = (b, h) => {
  const fields = /* @__PURE__ */ new Set([...Object.keys(spec2(b)), ...Object.keys(spec2(h))]);
  return [...fields].filter((f) => !STATEFULSET_UPDATABLE.has(f)).filter((f) => differs(statefulSetField(f, spec2(b)[f]), statefulSetField(f, spec2(h)[f]))).map((f) => ({
    path: `/spec/${f}`,
    what: `spec.${f} (a StatefulSet may only change 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds')`,
    cite: `${APPS2} ValidateStatefulSetUpdate`
  }));
};
var JOB_IMMUTABLE = [
  "selector",
  "template",
  "completionMode",
  "podFailurePolicy",
  "backoffLimitPerIndex",
  "manualSelector"
];
var job = (b, h) => {
  const cite = "batch/validation/validation.go ValidateJobSpecUpdate";
  const out = JOB_IMMUTABLE.filter((f) => differs(spec2(b)[f], spec2(h)[f])).map((f) => ({
    path: `/spec/${f}`,
    what: `spec.${f}`,
    cite
  }));
  const indexed = spec2(b)["completionMode"] === "Indexed" && spec2(h)["completionMode"] === "Indexed";
  if (!indexed && differs(spec2(b)["completions"], spec2(h)["completions"]))
    out.push({ path: "/spec/completions", what: "spec.completions (only an Indexed Job may change it)", cite });
  return out;
};
var service = (b, h) => {
  const cite = `${CORE2} ValidateServiceUpdate`;
  const externalName = (o) => spec2(o)["type"] === "ExternalName";
  if (externalName(b) || externalName(h)) return [];
  const out = [];
  const before = str(spec2(b)["clusterIP"]);
  const after = str(spec2(h)["clusterIP"]);
  if (before && after && before !== after)
    out.push({ path: "/spec/clusterIP", what: `spec.clusterIP (${before} \u2192 ${after})`, cite });
  const ipsBefore = list(spec2(b)["clusterIPs"]);
  const ipsAfter = list(spec2(h)["clusterIPs"]);
  if (ipsBefore.length > 0 && ipsAfter.length > 0 && ipsBefore[0] !== ipsAfter[0])
    out.push({ path: "/spec/clusterIPs", what: "spec.clusterIPs (its primary address)", cite });
  return out;
};
var pvc = (b, h) => {
  const cite = `${CORE2} ValidatePersistentVolumeClaimUpdate`;
  const out = [];
  for (const field of ["storageClassName", "volumeName"]) {
    const before2 = spec2(b)[field];
    const after2 = spec2(h)[field];
    if (isSet2(before2) && isSet2(after2) && before2 !== after2)
      out.push({ path: `/spec/${field}`, what: `spec.${field}`, cite });
  }
  for (const field of ["accessModes", "volumeMode", "selector", "dataSource"])
    if (differs(spec2(b)[field], spec2(h)[field]) && !(field === "volumeMode" && (spec2(b)[field] ?? "Filesystem") === (spec2(h)[field] ?? "Filesystem")))
      out.push({ path: `/spec/${field}`, what: `spec.${field}`, cite });
  const size = (o) => parseQuantity(obj(obj(spec2(o)["resources"])["requests"])["storage"]);
  const [before, after] = [size(b), size(h)];
  if (before !== void 0 && after !== void 0 && after < before)
    out.push({
      path: "/spec/resources/requests/storage",
      what: 'spec.resources.requests.storage decreased ("field can not be less than previous value")',
      cite
    });
  return out;
};
function immutableData(kind) {
  const cite = `${CORE2} Validate${kind}Update`;
  const fields = kind === "ConfigMap" ? ["data", "binaryData"] : ["data", "stringData"];
  return (b, h) => {
    const out = [];
    if (kind === "Secret" && (str(b["type"]) ?? "Opaque") !== (str(h["type"]) ?? "Opaque"))
      out.push({ path: "/type", what: "type", cite });
    if (b["immutable"] !== true) return out;
    if (h["immutable"] !== true)
      out.push({ path: "/immutable", what: "immutable (it cannot be turned off once true)", cite });
    for (const f of fields)
      if (differs(b[f], h[f])) out.push({ path: `/${f}`, what: `${f} of an immutable ${kind}`, cite });
    return out;
  };
}
var roleRef = (b, h) => differs(b["roleRef"], h["roleRef"]) ? [
  {
    path: "/roleRef",
    what: 'roleRef ("cannot change roleRef")',
    cite: "rbac/validation/validation.go ValidateRoleBindingUpdate"
  }
] : [];
var storageClass = (b, h) => ["parameters", "provisioner", "reclaimPolicy", "volumeBindingMode"].filter(
  (f) => differs(b[f], h[f]) && !(f === "reclaimPolicy" && (b[f] ?? "Delete") === (h[f] ?? "Delete")) && !(f === "volumeBindingMode" && (b[f] ?? "Immediate") === (h[f] ?? "Immediate"))
).map((f) => ({ path: `/${f}`, what: f, cite: "storage/validation/validation.go ValidateStorageClassUpdate" }));
var RULES = {
  "apps/Deployment": selectorRule(`${APPS2} ValidateDeploymentUpdate`),
  "apps/ReplicaSet": selectorRule(`${APPS2} ValidateReplicaSetUpdate`),
  "apps/DaemonSet": selectorRule(`${APPS2} ValidateDaemonSetUpdate`),
  "apps/StatefulSet": statefulSet,
  "batch/Job": job,
  "/Service": service,
  "/PersistentVolumeClaim": pvc,
  "/ConfigMap": immutableData("ConfigMap"),
  "/Secret": immutableData("Secret"),
  "rbac.authorization.k8s.io/RoleBinding": roleRef,
  "rbac.authorization.k8s.io/ClusterRoleBinding": roleRef,
  "storage.k8s.io/StorageClass": storageClass
};
function isHook(o) {
  const a = obj(obj(o["metadata"])["annotations"]);
  return isSet2(a["argocd.argoproj.io/hook"]) || isSet2(a["helm.sh/hook"]);
}
function recreatedBy(o) {
  const a = obj(obj(o["metadata"])["annotations"]);
  const options = (str(a["argocd.argoproj.io/sync-options"]) ?? "").split(",").map((s) => s.trim());
  if (options.includes("Force=true")) return "argocd.argoproj.io/sync-options Force=true";
  if (str(a["kustomize.toolkit.fluxcd.io/force"]) === "enabled") return "kustomize.toolkit.fluxcd.io/force: enabled";
  return void 0;
}
var FIX = "give the object a new name (the new one is created, the old one pruned), or let the sync recreate it: Argo CD `argocd.argoproj.io/sync-options: Force=true,Replace=true` on the object (Replace=true alone still updates in place and fails), or Flux `kustomize.toolkit.fluxcd.io/force: enabled` on the object (or `spec.force: true` on its Kustomization)";
function immutableFieldDrafts(base, head, namespaces = {}) {
  const before = new Map(base.map((r) => [placementOf(r.ref, namespaces.base).key, r]));
  const drafts = [];
  for (const h of head) {
    const rule = RULES[`${apiGroup(h.ref.apiVersion)}/${h.ref.kind}`];
    const b = before.get(placementOf(h.ref, namespaces.head).key);
    if (!rule || !b || isHook(h.object) || isHook(b.object)) continue;
    for (const change of rule(b.object, h.object)) drafts.push(draftOf(h, change));
  }
  return drafts;
}
function draftOf(resource, change) {
  const recreate = recreatedBy(resource.object);
  const refused = `${resource.ref.kind} ${resource.ref.name}: the change to ${change.what} is an update the API server refuses (${change.cite})`;
  const base = {
    ruleId: IMMUTABLE_FIELD,
    resource,
    path: change.path,
    location: resource.locate(change.path),
    fingerprintKey: change.path
  };
  if (recreate)
    return {
      ...base,
      severity: "note",
      message: `${refused}; the object carries ${recreate}, so the sync deletes and recreates it (the old object and its pods go first)`
    };
  return {
    ...base,
    message: `${refused}: Argo CD's sync fails with "field is immutable" and the Application stays OutOfSync (Flux's apply fails the same way)`,
    remediation: FIX
  };
}

// src/apiserver/index.ts
function apiServerDrafts(resource, version) {
  const { apiVersion, kind } = resource.ref;
  return createRejections(apiVersion, kind, resource.object, version).map((rej) => {
    const location = resource.locate(rej.path);
    const at = location.file ? ` (${location.file}${location.line ? `:${location.line}` : ""})` : "";
    return {
      ruleId: "schema/invalid",
      message: `${rej.path || "/"}: ${rej.message} (Kubernetes ${version} API server: ${rej.cite})${at}`,
      resource,
      path: rej.path,
      location,
      fingerprintKey: `apiserver:${rej.message.replace(/"[^"]*"/g, "")}`
    };
  });
}

// src/schema/crd-schemas.ts
import path2 from "node:path";
function crdKey(group, version, kind) {
  return `${group}/${version}/${kind.toLowerCase()}`;
}
function schemasOfCrd(crd, from) {
  const out = /* @__PURE__ */ new Map();
  const spec3 = crd["spec"];
  const names = spec3?.["names"];
  const group = spec3?.["group"];
  const kind = names?.["kind"];
  if (typeof group !== "string" || typeof kind !== "string") return out;
  const scope = spec3?.["scope"] === "Cluster" ? "Cluster" : "Namespaced";
  const topLevel = spec3?.["validation"]?.["openAPIV3Schema"];
  const versions = Array.isArray(spec3?.["versions"]) ? spec3["versions"] : [];
  if (versions.length === 0 && typeof spec3?.["version"] === "string")
    versions.push({ name: spec3["version"], served: true });
  const name = crd["metadata"]?.["name"];
  for (const v of versions) {
    if (typeof v["name"] !== "string") continue;
    const schema = v["schema"]?.["openAPIV3Schema"] ?? topLevel;
    out.set(crdKey(group, v["name"], kind), {
      schema: schema ?? { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      scope,
      served: v["served"] !== false,
      from: `CRD ${typeof name === "string" ? name : kind} in ${from}`
    });
  }
  return out;
}
async function readCrdDir(dir) {
  const schemas = /* @__PURE__ */ new Map();
  const notes = [];
  let files;
  try {
    files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name)).map((e) => path2.join(e.parentPath, e.name)).sort();
  } catch (err) {
    notes.push(`CRD folder ${dir} cannot be read: ${err.message}`);
    return { schemas, notes };
  }
  for (const file of files) {
    const rel = path2.relative(dir, file);
    const text = await readFile(file, "utf8");
    const catalog = /^(.+)[\\/]([^\\/]+)_([^\\/_]+)\.json$/i.exec(rel);
    for (const doc of parseYamlFile(text).docs) {
      if (doc.error !== void 0) {
        notes.push(`${rel}: not parseable (line ${doc.line}: ${doc.error}); its CRDs were not read`);
        break;
      }
      const obj2 = doc.value;
      if (!obj2 || typeof obj2 !== "object") continue;
      const o = obj2;
      if (o["kind"] === "CustomResourceDefinition") {
        for (const [k, v] of schemasOfCrd(o, rel)) if (!schemas.has(k)) schemas.set(k, v);
      } else if (catalog && catalog[1] && catalog[2] && catalog[3]) {
        const key = crdKey(catalog[1].replace(/\\/g, "/"), catalog[3], catalog[2]);
        if (!schemas.has(key)) schemas.set(key, { schema: o, served: true, from: `schema ${rel}` });
      }
    }
  }
  return { schemas, notes };
}

// src/cache/secret.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync as readFileSync2, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path3 from "node:path";
var CACHE_SECRET_ENV = "DEPLOY_GATE_CACHE_SECRET";
var MIN_SECRET_LENGTH = 16;
var memo;
var CI_MARKERS = [
  "CI",
  "JENKINS_URL",
  "TF_BUILD",
  "CODEBUILD_BUILD_ID",
  "TEAMCITY_VERSION",
  "BUILDKITE",
  "BAMBOO_BUILDKEY"
];
function onCi(env2 = process.env) {
  return env2.GITHUB_ACTIONS === "true" || CI_MARKERS.some((name) => Boolean(env2[name]));
}
function keyFile() {
  const base = process.env.XDG_CONFIG_HOME && path3.isAbsolute(process.env.XDG_CONFIG_HOME) ? process.env.XDG_CONFIG_HOME : path3.join(os.homedir(), ".config");
  return path3.join(base, "deploy-gate", "cache.key");
}
function userKey() {
  const file = keyFile();
  try {
    const existing = readFileSync2(file);
    if (existing.length >= 32) return existing;
  } catch {
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path3.dirname(file), { recursive: true, mode: 448 });
    writeFileSync(tmp, randomBytes(32), { mode: 384 });
    renameSync(tmp, file);
    return readFileSync2(file);
  } catch {
    rmSync(tmp, { force: true });
    return void 0;
  }
}
function cacheSecret() {
  if (memo) return memo;
  const fromEnv = process.env[CACHE_SECRET_ENV];
  if (fromEnv && fromEnv.length >= MIN_SECRET_LENGTH) memo = Buffer.from(fromEnv, "utf8");
  else memo = !onCi() && userKey() || randomBytes(32);
  return memo;
}

// src/cache/signature.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function signatureOf(parts, secret = cacheSecret()) {
  const mac = createHmac("sha256", secret);
  parts.forEach((part, i) => {
    if (i > 0) mac.update("\0");
    mac.update(part);
  });
  return mac.digest();
}
function signatureMatches(given, want) {
  const got = typeof given === "string" && /^[0-9a-f]*$/.test(given) ? Buffer.from(given, "hex") : given instanceof Uint8Array ? given : void 0;
  return got !== void 0 && got.length === want.length && timingSafeEqual(got, want);
}

export {
  cacheSecret,
  signatureOf,
  signatureMatches,
  whyNotServed,
  removalTable,
  introductionTable,
  translateRe2,
  makeRegExpEngine,
  crdKey,
  schemasOfCrd,
  readCrdDir,
  dns1123Subdomain,
  dns1035Label,
  celMap,
  evaluateCel,
  CREATED,
  crdRuleDrafts,
  hasTransitionRules,
  celValueOf,
  immutableFieldDrafts,
  apiServerDrafts
};
