import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM,
  require_formats
} from "./chunk-W54ZEO7A.js";

// ../../../work/main/node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "../../../work/main/node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// ../../../work/main/node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "../../../work/main/node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str2) => REGEX_SPECIAL_CHARS.test(str2);
    exports.isRegexChar = (str2) => str2.length === 1 && exports.hasRegexChars(str2);
    exports.escapeRegex = (str2) => str2.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str2) => str2.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str2) => {
      return str2.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path35, { windows } = {}) => {
      const segs = path35.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// ../../../work/main/node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "../../../work/main/node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str2 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str2;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str2.slice(0, start);
        str2 = str2.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str2.slice(0, lastIndex);
        glob = str2.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str2;
      } else {
        base = str2;
      }
      if (base && base !== "" && base !== "/" && base !== str2) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// ../../../work/main/node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "../../../work/main/node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants2.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse5 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse5(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse5.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str2) => {
        switch (str2) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str2);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse5;
  }
});

// ../../../work/main/node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "../../../work/main/node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse5 = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch7 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch7(input, options, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str2);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch7.compileRe(glob, options) : picomatch7.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch7(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch7.test(input, regex, options, { glob, posix });
        const result2 = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result2);
        }
        if (isMatch === false) {
          result2.isMatch = false;
          return returnObject ? result2 : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result2);
          }
          result2.isMatch = false;
          return returnObject ? result2 : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result2);
        }
        return returnObject ? result2 : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch7.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch7.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch7.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch7.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch7.isMatch = (str2, patterns, options) => picomatch7(patterns, options)(str2);
    picomatch7.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch7.parse(p, options));
      return parse5(pattern, { ...options, fastpaths: false });
    };
    picomatch7.scan = (input, options) => scan(input, options);
    picomatch7.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch7.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch7.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse5.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse5(input, options);
      }
      return picomatch7.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch7.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch7.constants = constants2;
    module.exports = picomatch7;
  }
});

// ../../../work/main/node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "../../../work/main/node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch7(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch7, pico);
    module.exports = picomatch7;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap5 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar5 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection2(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode3(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar5(node) || isCollection2(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection2;
    exports.isDocument = isDocument;
    exports.isMap = isMap5;
    exports.isNode = isNode3;
    exports.isPair = isPair2;
    exports.isScalar = isScalar5;
    exports.isSeq = isSeq4;
  }
});

// ../../../work/main/node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "../../../work/main/node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path35) {
      const ctrl = callVisitor(key, node, visitor, path35);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path35, ctrl);
        return visit_(key, ctrl, visitor, path35);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path35 = Object.freeze(path35.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path35);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path35 = Object.freeze(path35.concat(node));
          const ck = visit_("key", node.key, visitor, path35);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path35);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path35) {
      const ctrl = await callVisitor(key, node, visitor, path35);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path35, ctrl);
        return visitAsync_(key, ctrl, visitor, path35);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path35 = Object.freeze(path35.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path35);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path35 = Object.freeze(path35.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path35);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path35);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path35) {
      if (typeof visitor === "function")
        return visitor(key, node, path35);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path35);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path35);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path35);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path35);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path35);
      return void 0;
    }
    function replaceNode(key, path35, node) {
      const parent = path35[path35.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// ../../../work/main/node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "../../../work/main/node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines2.push(`%TAG ${handle} ${prefix}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// ../../../work/main/node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "../../../work/main/node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// ../../../work/main/node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "../../../work/main/node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node2.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node2.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// ../../../work/main/node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "../../../work/main/node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node2 = require_Node();
    function collectionFromPath(schema, path35, value) {
      let v = value;
      for (let i = path35.length - 1; i >= 0; --i) {
        const k = path35[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path35) => path35 == null || typeof path35 === "object" && !!path35[Symbol.iterator]().next().done;
    var Collection = class extends Node2.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path35, value) {
        if (isEmptyPath(path35))
          this.add(value);
        else {
          const [key, ...rest] = path35;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path35) {
        const [key, ...rest] = path35;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path35, keepScalar) {
        const [key, ...rest] = path35;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path35) {
        const [key, ...rest] = path35;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path35, value) {
        const [key, ...rest] = path35;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str2, indent, comment) => str2.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json2 = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json2;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str2 += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str2 += json2.slice(start, i);
                const code = json2.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str2 += "\\x" + code.substr(2);
                    else
                      str2 += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent;
                if (json2[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json2.slice(start) : json2;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header2 = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header2 += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header2}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header2}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str2 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str2 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// ../../../work/main/node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "../../../work/main/node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_2, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines2.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str2 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines2.push(str2);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines2)
            str2 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str2}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair2(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair2(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair2(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair2(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair2(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_2, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair2;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// ../../../work/main/node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "../../../work/main/node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_2, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str2 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines2 = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines2[i] = str2.substr(o, lineWidth);
          }
          str2 = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys2 = Object.keys(it);
            if (keys2.length === 1) {
              key = keys2[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys2.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_2, ctx) {
        if (!ctx)
          return super.toJSON(_2);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f = str2.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str2 = value.toString(radix);
        return value < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_2, ctx) {
        return super.toJSON(_2, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp2 = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp2.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp2;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp2 = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp2.intTime,
      timestamp2.floatTime,
      timestamp2.timestamp
    ];
    exports.schema = schema;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp2 = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp2.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp2.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp2.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp2.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys2 = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys2} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys2 = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys2}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// ../../../work/main/node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "../../../work/main/node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// ../../../work/main/node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "../../../work/main/node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines2.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines2.push(`... ${cs}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// ../../../work/main/node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "../../../work/main/node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document2 = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path35, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path35, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path35) {
        if (Collection.isEmptyPath(path35)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path35) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path35, keepScalar) {
        if (Collection.isEmptyPath(path35))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path35, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path35) {
        if (Collection.isEmptyPath(path35))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path35) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path35, value) {
        if (Collection.isEmptyPath(path35)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path35), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path35, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json: json2, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json2,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document2;
  }
});

// ../../../work/main/node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "../../../work/main/node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap5 = fc.start.source === "{";
      const fcName = isMap5 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap5 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap5 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap5 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap5 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap5) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap5 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header2 = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header2)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header2.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines2 = scalar.source ? splitLines2(scalar.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header2.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header2.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header2.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header2.indent;
      let offset = scalar.offset + header2.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header2.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header2.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header2.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header2.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header2.length + scalar.source.length;
      return { value, type, comment: header2.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document2 = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document2.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// ../../../work/main/node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "../../../work/main/node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document2 = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer2 = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document2.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer2;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header2 = token.props[0];
            if (header2.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header2.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header2 = token.props[0];
        if (header2.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header2.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path35) => {
      let item = cst;
      for (const [field, index] of path35) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path35) => {
      const parent = visit2.itemAtPath(cst, path35.slice(0, -1));
      const field = path35[path35.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path35, item, visitor) {
      let ctrl = visitor(item, path35);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path35.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path35);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path35) : ctrl;
    }
    exports.visit = visit2;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection2 = (token) => !!token && "items" in token;
    var isScalar5 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection2;
    exports.isScalar = isScalar5;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter4 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter4;
  }
});

// ../../../work/main/node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "../../../work/main/node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list2, type) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser2;
  }
});

// ../../../work/main/node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "../../../work/main/node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments4(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument5(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse5(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument5(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document2.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse5;
    exports.parseAllDocuments = parseAllDocuments4;
    exports.parseDocument = parseDocument5;
    exports.stringify = stringify;
  }
});

// ../../../work/main/node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "../../../work/main/node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document2 = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document2.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _2(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _2;
    var plus = new _Code("+");
    function str2(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str2;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str2`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _2`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// ../../../work/main/node_modules/ajv/dist/standalone/index.js
var require_standalone = __commonJS({
  "../../../work/main/node_modules/ajv/dist/standalone/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var scope_1 = require_scope();
    var code_1 = require_code();
    function standaloneCode2(ajv2, refsOrFunc) {
      if (!ajv2.opts.code.source) {
        throw new Error("moduleCode: ajv instance must have code.source option");
      }
      const { _n } = ajv2.scope.opts;
      return typeof refsOrFunc == "function" ? funcExportCode(refsOrFunc.source) : refsOrFunc !== void 0 ? multiExportsCode(refsOrFunc, getValidate) : multiExportsCode(ajv2.schemas, (sch) => sch.meta ? void 0 : ajv2.compile(sch.schema));
      function getValidate(id) {
        const v = ajv2.getSchema(id);
        if (!v)
          throw new Error(`moduleCode: no schema with id ${id}`);
        return v;
      }
      function funcExportCode(source) {
        const usedValues = {};
        const n = source === null || source === void 0 ? void 0 : source.validateName;
        const vCode = validateCode(usedValues, source);
        if (ajv2.opts.code.esm) {
          return `"use strict";${_n}export const validate = ${n};${_n}export default ${n};${_n}${vCode}`;
        }
        return `"use strict";${_n}module.exports = ${n};${_n}module.exports.default = ${n};${_n}${vCode}`;
      }
      function multiExportsCode(schemas, getValidateFunc) {
        var _a;
        const usedValues = {};
        let code = (0, code_1._)`"use strict";`;
        for (const name in schemas) {
          const v = getValidateFunc(schemas[name]);
          if (v) {
            const vCode = validateCode(usedValues, v.source);
            const exportSyntax = ajv2.opts.code.esm ? (0, code_1._)`export const ${(0, code_1.getEsmExportName)(name)}` : (0, code_1._)`exports${(0, code_1.getProperty)(name)}`;
            code = (0, code_1._)`${code}${_n}${exportSyntax} = ${(_a = v.source) === null || _a === void 0 ? void 0 : _a.validateName};${_n}${vCode}`;
          }
        }
        return `${code}`;
      }
      function validateCode(usedValues, s) {
        if (!s)
          throw new Error('moduleCode: function does not have "source" property');
        if (usedState(s.validateName) === scope_1.UsedValueState.Completed)
          return code_1.nil;
        setUsedState(s.validateName, scope_1.UsedValueState.Started);
        const scopeCode = ajv2.scope.scopeCode(s.scopeValues, usedValues, refValidateCode);
        const code = new code_1._Code(`${scopeCode}${_n}${s.validateCode}`);
        return s.evaluated ? (0, code_1._)`${code}${s.validateName}.evaluated = ${s.evaluated};${_n}` : code;
        function refValidateCode(n) {
          var _a;
          const vRef = (_a = n.value) === null || _a === void 0 ? void 0 : _a.ref;
          if (n.prefix === "validate" && typeof vRef == "function") {
            const v = vRef;
            return validateCode(usedValues, v.source);
          } else if ((n.prefix === "root" || n.prefix === "wrapper") && typeof vRef == "object") {
            const { validate, validateName } = vRef;
            if (!validateName)
              throw new Error("ajv internal error");
            const def = ajv2.opts.code.es5 ? scope_1.varKinds.var : scope_1.varKinds.const;
            const wrapper = (0, code_1._)`${def} ${n} = {validate: ${validateName}};`;
            if (usedState(validateName) === scope_1.UsedValueState.Started)
              return wrapper;
            const vCode = validateCode(usedValues, validate === null || validate === void 0 ? void 0 : validate.source);
            return (0, code_1._)`${wrapper}${_n}${vCode}`;
          }
          return void 0;
        }
        function usedState(name) {
          var _a;
          return (_a = usedValues[name.prefix]) === null || _a === void 0 ? void 0 : _a.get(name);
        }
        function setUsedState(name, state) {
          const { prefix } = name;
          const names = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          names.set(name, state);
        }
      }
    }
    module.exports = exports = standaloneCode2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = standaloneCode2;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node2 = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node2 {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node2 {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node2 {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node2 {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node2 {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node2 {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants2) {
        this.code = optimizeExpr(this.code, names, constants2);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node2 {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants2) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants2))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants2) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        if (!(super.optimizeNames(names, constants2) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants2) {
        var _a, _b;
        super.optimizeNames(names, constants2);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants2) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants2[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants2[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES2) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES2.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str2) {
      return unescapeJsonPointer(decodeURIComponent(str2));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str2) {
      return encodeURIComponent(escapeJsonPointer(str2));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str2) {
      if (typeof str2 == "number")
        return `${str2}`;
      return str2.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str2) {
      return str2.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/errors.js
var require_errors2 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors2();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result2) {
      if (result2 === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result2 == "function" ? { ref: result2 } : { ref: result2, code: (0, codegen_1.stringify)(result2) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// ../../../work/main/node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "../../../work/main/node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal2(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys2;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal2(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys2 = Object.keys(a);
        length = keys2.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys2[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys2[i];
          if (!equal2(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// ../../../work/main/node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "../../../work/main/node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str2) {
      return str2.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal2 = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _2, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal2(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors2();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES: RULES2 } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES2))) {
        gen.block(() => keywordCode(it, "$ref", RULES2.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES2.rules)
          groupKeywords(group);
        groupKeywords(RULES2.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock2, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock2();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// ../../../work/main/node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "../../../work/main/node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// ../../../work/main/node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "../../../work/main/node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines: lines2 } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines: lines2, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "../../../work/main/node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// ../../../work/main/node_modules/fast-uri/lib/utils.js
var require_utils2 = __commonJS({
  "../../../work/main/node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str2, token) {
      let ind = 0;
      for (let i = 0; i < str2.length; i++) {
        if (str2[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path35) {
      let input = path35;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path35) {
      if (path35 === "" || path35[0] === "/") {
        return removeDotSegments(path35);
      }
      const segments = path35.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP2) {
      const re = isIP2 ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// ../../../work/main/node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "../../../work/main/node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils2();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path35 = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path35 && path35 !== "/" ? path35 : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// ../../../work/main/node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "../../../work/main/node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils2();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri2, options) {
      if (typeof uri2 === "string") {
        uri2 = /** @type {T} */
        normalizeString(uri2, options);
      } else if (typeof uri2 === "object") {
        uri2 = /** @type {T} */
        parse5(serialize(uri2, options), options);
      }
      return uri2;
    }
    function resolve(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse5(serialize(base, options), options);
        relative = parse5(serialize(relative, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative.scheme) {
        target.scheme = relative.scheme;
        target.userinfo = relative.userinfo;
        target.host = relative.host;
        target.port = relative.port;
        target.path = removeDotSegments(relative.path || "");
        target.query = relative.query;
      } else {
        if (relative.userinfo !== void 0 || relative.host !== void 0 || relative.port !== void 0) {
          target.userinfo = relative.userinfo;
          target.host = relative.host;
          target.port = relative.port;
          target.path = removeDotSegments(relative.path || "");
          target.query = relative.query;
        } else {
          if (!relative.path) {
            target.path = base.path;
            if (relative.query !== void 0) {
              target.query = relative.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative.path[0] === "/") {
              target.path = removeDotSegments(relative.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative.path;
              } else if (!base.path) {
                target.path = relative.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative.fragment;
      return target;
    }
    function equal2(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP2) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP2 === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2) {
      return Boolean(
        parsed.host && isIP2 === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri2, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP2 = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri2 = options.scheme + ":" + uri2;
        } else {
          uri2 = "//" + uri2;
        }
      }
      const authorityMatch = uri2.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri2.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri2.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP2 = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP2 ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP2 = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP2);
        }
        if (uri2.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP2 ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP2) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP2 || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP2) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse5(uri2, opts) {
      return parseWithStatus(uri2, opts).parsed;
    }
    function normalizeString(uri2, opts) {
      return normalizeStringWithStatus(uri2, opts).normalized;
    }
    function normalizeStringWithStatus(uri2, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri2, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri2 : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri2, opts) {
      if (typeof uri2 !== "string" && typeof uri2 !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri2 === "string" ? uri2 : serialize(uri2, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve,
      resolveComponent,
      equal: equal2,
      serialize,
      parse: parse5
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// ../../../work/main/node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "../../../work/main/node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri2 = require_fast_uri();
    uri2.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri2;
  }
});

// ../../../work/main/node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "../../../work/main/node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str2, flags) => new RegExp(str2, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv5 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines: lines2 } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines: lines2 });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES: RULES2 } = this;
        delete RULES2.keywords[keyword];
        delete RULES2.all[keyword];
        for (const group of RULES2.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv5.ValidationError = validation_error_1.default;
    Ajv5.MissingRefError = ref_error_1.default;
    exports.default = Ajv5;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES: RULES2 } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES2.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES: RULES2 } = this;
      let ruleGroup = post ? RULES2.post : RULES2.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES2.rules.push(ruleGroup);
      }
      RULES2.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES2.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid2 = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid2}))`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "../../../work/main/node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length2(str2) {
      const len = str2.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str2.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str2.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length2;
    ucs2length2.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "../../../work/main/node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal2 = require_fast_deep_equal();
    equal2.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal2;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// ../../../work/main/node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "../../../work/main/node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// ../../../work/main/node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// ../../../work/main/node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "../../../work/main/node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv5 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv5;
    module.exports = exports = Ajv5;
    module.exports.Ajv = Ajv5;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv5;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// ../../../work/main/node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "../../../work/main/node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv2) => {
      ajv2.addKeyword(exports.formatLimitDefinition);
      return ajv2;
    };
    exports.default = formatLimitPlugin;
  }
});

// ../../../work/main/node_modules/ajv-formats/dist/index.js
var require_dist2 = __commonJS({
  "../../../work/main/node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv2, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv2, opts, formats_1.fullFormats, fullName);
        return ajv2;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list2 = opts.formats || formats_1.formatNames;
      addFormats2(ajv2, list2, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv2);
      return ajv2;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv2, list2, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv2.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list2)
        ajv2.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// ../../../work/main/node_modules/ajv/dist/runtime/timestamp.js
var require_timestamp2 = __commonJS({
  "../../../work/main/node_modules/ajv/dist/runtime/timestamp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var DT_SEPARATOR = /t|\s/i;
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-]\d\d)(?::?(\d\d))?)$/i;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function validTimestamp(str2, allowDate) {
      const dt = str2.split(DT_SEPARATOR);
      return dt.length === 2 && validDate(dt[0]) && validTime(dt[1]) || allowDate && dt.length === 1 && validDate(dt[0]);
    }
    exports.default = validTimestamp;
    function validDate(str2) {
      const matches = DATE.exec(str2);
      if (!matches)
        return false;
      const y = +matches[1];
      const m = +matches[2];
      const d = +matches[3];
      return m >= 1 && m <= 12 && d >= 1 && (d <= DAYS[m] || // leap year: https://tools.ietf.org/html/rfc3339#appendix-C
      m === 2 && d === 29 && (y % 100 === 0 ? y % 400 === 0 : y % 4 === 0));
    }
    function validTime(str2) {
      const matches = TIME.exec(str2);
      if (!matches)
        return false;
      const hr = +matches[1];
      const min = +matches[2];
      const sec = +matches[3];
      const tzH = +(matches[4] || 0);
      const tzM = +(matches[5] || 0);
      return hr <= 23 && min <= 59 && sec <= 59 || // leap second
      hr - tzH === 23 && min - tzM === 59 && sec === 60;
    }
    validTimestamp.code = 'require("ajv/dist/runtime/timestamp").default';
  }
});

// ../../../work/main/node_modules/fastest-levenshtein/mod.js
var require_mod = __commonJS({
  "../../../work/main/node_modules/fastest-levenshtein/mod.js"(exports) {
    "use strict";
    exports.__esModule = true;
    exports.distance = exports.closest = void 0;
    var peq = new Uint32Array(65536);
    var myers_32 = function(a, b) {
      var n = a.length;
      var m = b.length;
      var lst = 1 << n - 1;
      var pv = -1;
      var mv = 0;
      var sc = n;
      var i = n;
      while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
      }
      for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= (eq & pv) + pv ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
          sc++;
        }
        if (pv & lst) {
          sc--;
        }
        mv = mv << 1 | 1;
        pv = pv << 1 | ~(xv | mv);
        mv &= xv;
      }
      i = n;
      while (i--) {
        peq[a.charCodeAt(i)] = 0;
      }
      return sc;
    };
    var myers_x = function(b, a) {
      var n = a.length;
      var m = b.length;
      var mhc = [];
      var phc = [];
      var hsize = Math.ceil(n / 32);
      var vsize = Math.ceil(m / 32);
      for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
      }
      var j = 0;
      for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
          var eq = peq[a.charCodeAt(i)];
          var pb = phc[i / 32 | 0] >>> i & 1;
          var mb = mhc[i / 32 | 0] >>> i & 1;
          var xv = eq | mv_1;
          var xh = ((eq | mb) & pv_1) + pv_1 ^ pv_1 | eq | mb;
          var ph = mv_1 | ~(xh | pv_1);
          var mh = pv_1 & xh;
          if (ph >>> 31 ^ pb) {
            phc[i / 32 | 0] ^= 1 << i;
          }
          if (mh >>> 31 ^ mb) {
            mhc[i / 32 | 0] ^= 1 << i;
          }
          ph = ph << 1 | pb;
          mh = mh << 1 | mb;
          pv_1 = mh | ~(xv | ph);
          mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
          peq[b.charCodeAt(k)] = 0;
        }
      }
      var mv = 0;
      var pv = -1;
      var start = j * 32;
      var vlen = Math.min(32, m - start) + start;
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
      }
      var score = m;
      for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = phc[i / 32 | 0] >>> i & 1;
        var mb = mhc[i / 32 | 0] >>> i & 1;
        var xv = eq | mv;
        var xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += ph >>> m - 1 & 1;
        score -= mh >>> m - 1 & 1;
        if (ph >>> 31 ^ pb) {
          phc[i / 32 | 0] ^= 1 << i;
        }
        if (mh >>> 31 ^ mb) {
          mhc[i / 32 | 0] ^= 1 << i;
        }
        ph = ph << 1 | pb;
        mh = mh << 1 | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
      }
      for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
      }
      return score;
    };
    var distance3 = function(a, b) {
      if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
      }
      if (b.length === 0) {
        return a.length;
      }
      if (a.length <= 32) {
        return myers_32(a, b);
      }
      return myers_x(a, b);
    };
    exports.distance = distance3;
    var closest2 = function(str2, arr) {
      var min_distance = Infinity;
      var min_index = 0;
      for (var i = 0; i < arr.length; i++) {
        var dist = distance3(str2, arr[i]);
        if (dist < min_distance) {
          min_distance = dist;
          min_index = i;
        }
      }
      return arr[min_index];
    };
    exports.closest = closest2;
  }
});

// src/engine/options.ts
var UsageError = class extends Error {
  name = "UsageError";
};
var DEFAULT_CONFIG_PATH = ".deploy-gate.yaml";

// src/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function packageRoot() {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "deploy-gate") {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("deploy-gate: cannot find the package root (policies/ and schemas/ live there)");
    dir = parent;
  }
}
function toolVersion() {
  return JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8")).version;
}

// src/run.ts
import os5 from "node:os";
import path33 from "node:path";

// ../../../work/main/node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// ../../../work/main/node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run3 = async (function_, resolve, arguments_) => {
    const result2 = (async () => function_(...arguments_))();
    resolve(result2);
    try {
      await result2;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run3.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/model/finding.ts
function isRenderedResource(r) {
  return r !== void 0 && typeof r.locate === "function";
}

// src/findings/exemptions.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
var IGNORE_ANNOTATION = "deploy-gate.io/ignore";
var IGNORE_REASON_ANNOTATION = "deploy-gate.io/ignore-reason";
function annotationExemption(subject) {
  const raw = subject.annotations?.[IGNORE_ANNOTATION];
  if (typeof raw !== "string") return void 0;
  const rules = raw.split(",").map((r) => r.trim()).filter(Boolean);
  if (!rules.some((r) => r === subject.ruleId || r === "*")) return void 0;
  const reason = subject.annotations?.[IGNORE_REASON_ANNOTATION];
  if (typeof reason !== "string" || reason.trim() === "") return "missing-reason";
  return { by: "annotation", reason: reason.trim() };
}
function configExemption(config, subject) {
  for (const rule of config.exemptions) {
    if (!rule.rules.some((r) => r === subject.ruleId || r === "*")) continue;
    const id = `${subject.app}/${subject.environment}`;
    if (rule.targets?.length && !import_picomatch.default.isMatch(id, rule.targets)) continue;
    const ns = subject.resource?.namespace ?? "";
    if (rule.namespaces?.length && !import_picomatch.default.isMatch(ns, rule.namespaces)) continue;
    return { by: "config", reason: rule.reason };
  }
  return void 0;
}

// src/findings/fingerprint.ts
import { createHash } from "node:crypto";

// src/model/resource.ts
function apiGroup(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function resourceKey(ref) {
  return `${apiGroup(ref.apiVersion)}/${ref.kind}/${ref.namespace ?? ""}/${ref.name}`;
}
function describeRef(ref) {
  const ns = ref.namespace ? `${ref.namespace}/` : "";
  return `${ref.kind} ${ns}${ref.name}`;
}

// src/findings/fingerprint.ts
function fingerprint(input) {
  const parts = [
    input.ruleId,
    `${input.app}/${input.environment}`,
    input.resource ? resourceKey(input.resource) : "",
    input.path ?? "",
    input.key ?? ""
  ];
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
}

// src/findings/rules.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";
var RULES = [
  { id: "render/failed", verdict: "fail", summary: "helm/kustomize failed, a path escapes the repo, or a remote/plugin was refused" },
  { id: "manifest/parse-error", verdict: "fail", summary: "rendered or source YAML does not parse" },
  { id: "manifest/duplicate-resource", verdict: "fail", summary: "the same group/kind/namespace/name twice in one target" },
  { id: "schema/invalid", verdict: "fail", summary: "object violates its schema (type, required, enum, format)" },
  { id: "schema/unknown-field", verdict: "fail", summary: "field not in the schema (strict mode)" },
  { id: "schema/not-found", verdict: "inconclusive", summary: "no schema for this kind/version anywhere" },
  { id: "api/removed", verdict: "fail", summary: "apiVersion/kind not served by the environment's Kubernetes version" },
  { id: "api/deprecated", verdict: "fail", summary: "deprecated in that version; names the replacement and the removal version" },
  { id: "image/mutable-tag", verdict: "fail", summary: "`:latest` or no tag at all" },
  { id: "image/not-pinned", verdict: "fail", summary: "no `@sha256:` digest" },
  { id: "resources/requests-missing", verdict: "fail", summary: "a container without cpu and memory requests" },
  { id: "resources/limits-missing", verdict: "fail", summary: "a container without a memory limit" },
  { id: "security/privileged", verdict: "fail", summary: "a privileged container" },
  { id: "gpu/toleration-without-request", verdict: "fail", summary: "tolerates a GPU taint but requests no GPU" },
  { id: "gate/digest-mismatch", verdict: "fail", summary: "records exist for the image, none for this digest" },
  { id: "gate/record-missing", verdict: "fail", summary: "no record at all for a changed image where records are required" },
  { id: "gate/not-passed", verdict: "fail", summary: "the record for this digest says fail or inconclusive" },
  { id: "gate/records-unavailable", verdict: "inconclusive", summary: "the record store could not be read or a record is malformed" },
  { id: "env/drift", verdict: "fail", summary: "the same app differs between two environments beyond the expected differences" },
  { id: "env/unpromoted-image", verdict: "fail", summary: "a digest introduced in a later environment was never declared in the earlier one" },
  { id: "config/changed", verdict: "fail", summary: "the head changes .deploy-gate.yaml; applied after merge" },
  { id: "live/revision-mismatch", verdict: "fail", summary: "the Application is synced to another revision than the audited one" },
  { id: "live/out-of-sync", verdict: "fail", summary: "the Application is OutOfSync" },
  { id: "live/unhealthy", verdict: "fail", summary: "the Application is Degraded, Missing or Unknown" },
  { id: "live/stuck-progressing", verdict: "fail", summary: "the Application is Progressing longer than the configured limit" },
  { id: "live/status-unavailable", verdict: "inconclusive", summary: "the Argo CD API or a needed field is missing" },
  // Added beyond v1: a check that crashed on a target is reported, never silently skipped.
  { id: "targets/none-found", verdict: "inconclusive", summary: "no targets were found to render; nothing was checked" },
  { id: "shard/missing", verdict: "inconclusive", summary: "a merged audit lacks a shard (or has one twice); its targets were not checked" },
  { id: "internal/check-error", verdict: "inconclusive", summary: "a check could not run on this target (a bug in deploy-gate); nothing it covers was verified" }
];
var BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleInfo(id) {
  return BY_ID.get(id);
}
var defaults;
function defaultSeverities() {
  if (!defaults) {
    const file = path2.join(packageRoot(), "policies", "severity.yaml");
    defaults = (0, import_yaml.parse)(readFileSync2(file, "utf8"));
  }
  return defaults;
}

// src/findings/finalize.ts
function severityOf(draft, config) {
  const configured = config.rules[draft.ruleId];
  if (configured === "off") return "off";
  return draft.severity ?? configured ?? draft.defaultSeverity ?? defaultSeverities()[draft.ruleId] ?? "error";
}
function refOf(draft) {
  if (!draft.resource) return void 0;
  return isRenderedResource(draft.resource) ? draft.resource.ref : draft.resource;
}
function annotationsOf(draft) {
  if (!isRenderedResource(draft.resource)) return void 0;
  const metadata = draft.resource.object.metadata;
  return metadata?.annotations;
}
function locationOf(draft) {
  if (draft.location) return draft.location;
  if (isRenderedResource(draft.resource)) return draft.resource.locate(draft.path ?? "");
  return void 0;
}
function finalizeDraft(draft, ctx) {
  const severity = severityOf(draft, ctx.config);
  if (severity === "off") return void 0;
  const resource = refOf(draft);
  const finding = {
    ruleId: draft.ruleId,
    verdict: draft.verdict ?? ruleInfo(draft.ruleId)?.verdict ?? "fail",
    severity,
    app: ctx.app,
    environment: ctx.environment,
    ...resource ? { resource } : {},
    ...draft.path !== void 0 ? { path: draft.path } : {},
    message: draft.message,
    fingerprint: fingerprint({ ruleId: draft.ruleId, app: ctx.app, environment: ctx.environment, resource, path: draft.path, key: draft.fingerprintKey })
  };
  const location2 = locationOf(draft);
  if (location2) finding.location = location2;
  if (draft.remediation) finding.remediation = draft.remediation;
  applyExemption(finding, draft, ctx.config);
  return finding;
}
function applyExemption(finding, draft, config) {
  const subject = { ...finding, annotations: annotationsOf(draft) };
  const byAnnotation = annotationExemption(subject);
  if (byAnnotation === "missing-reason") {
    finding.message += " (deploy-gate.io/ignore names this rule but deploy-gate.io/ignore-reason is missing: not exempted)";
  } else if (byAnnotation) {
    finding.exempted = byAnnotation;
    return;
  }
  const byConfig = configExemption(config, subject);
  if (byConfig) finding.exempted = byConfig;
}
function finalizeDrafts(drafts, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const draft of drafts) {
    const finding = finalizeDraft(draft, ctx);
    if (!finding) continue;
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    out.push(finding);
  }
  return out;
}

// src/render/exec.ts
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path3 from "node:path";
import { performance } from "node:perf_hooks";
var DEFAULT_STDERR_BYTES = 64 * 1024;
function minimalEnv(scratch, pathEnv) {
  const home = path3.join(scratch, "home");
  return {
    PATH: pathEnv,
    HOME: home,
    LANG: "C",
    LC_ALL: "C",
    TMPDIR: path3.join(scratch, "tmp"),
    XDG_CONFIG_HOME: path3.join(home, ".config"),
    XDG_CACHE_HOME: path3.join(home, ".cache"),
    XDG_DATA_HOME: path3.join(home, ".local", "share"),
    HELM_CONFIG_HOME: path3.join(scratch, "helm", "config"),
    HELM_CACHE_HOME: path3.join(scratch, "helm", "cache"),
    HELM_DATA_HOME: path3.join(scratch, "helm", "data"),
    HELM_PLUGINS: path3.join(scratch, "helm", "plugins"),
    HELM_REGISTRY_CONFIG: path3.join(scratch, "helm", "registry.json"),
    HELM_REPOSITORY_CONFIG: path3.join(scratch, "helm", "repositories.yaml"),
    HELM_REPOSITORY_CACHE: path3.join(scratch, "helm", "repository"),
    // git, when it runs through here, must never wait for a credential prompt.
    GIT_TERMINAL_PROMPT: "0"
  };
}
var CappedText = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  head = [];
  headBytes = 0;
  tail = Buffer.alloc(0);
  dropped = 0;
  push(chunk) {
    const headCap = Math.floor(this.cap / 4);
    if (this.headBytes < headCap) {
      const take = chunk.subarray(0, headCap - this.headBytes);
      this.head.push(take);
      this.headBytes += take.length;
      chunk = chunk.subarray(take.length);
    }
    if (chunk.length === 0) return;
    const tailCap = this.cap - headCap;
    const joined = Buffer.concat([this.tail, chunk]);
    const excess = Math.max(0, joined.length - tailCap);
    this.dropped += excess;
    this.tail = joined.subarray(excess);
  }
  text() {
    const gap = this.dropped > 0 ? `
[... ${this.dropped} bytes of stderr omitted ...]
` : "";
    return Buffer.concat(this.head).toString("utf8") + gap + this.tail.toString("utf8");
  }
};
function killGroup(pid) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
async function execTool(file, args, opts) {
  const scratch = await mkdtemp(path3.join(os.tmpdir(), "dg-exec-"));
  try {
    const env = { ...minimalEnv(scratch, opts.pathEnv ?? process.env.PATH ?? "/usr/bin:/bin"), ...opts.env };
    await Promise.all([mkdir(path3.join(scratch, "home")), mkdir(path3.join(scratch, "tmp"))]);
    return await run(file, args, opts, env);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
var BudgetedOutput = class {
  constructor(budget) {
    this.budget = budget;
  }
  budget;
  chunks = [];
  bytes = 0;
  over = false;
  /** Returns false when this chunk broke the budget. */
  push(chunk) {
    if (this.over) return true;
    this.bytes += chunk.length;
    if (this.bytes > this.budget) {
      this.over = true;
      this.chunks = [];
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }
  text() {
    return Buffer.concat(this.chunks).toString("utf8");
  }
};
function run(file, args, opts, env) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child2 = spawn(file, args, {
      cwd: opts.cwd,
      env,
      shell: false,
      detached: true,
      // own process group, so a timeout kills grandchildren too
      stdio: [opts.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      windowsHide: true
    });
    const out = new BudgetedOutput(opts.maxOutputBytes);
    const err = new CappedText(opts.maxStderrBytes ?? DEFAULT_STDERR_BYTES);
    let timedOut = false;
    let spawnError;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child2.pid);
    }, opts.timeoutMs);
    child2.stdout?.on("data", (chunk) => out.push(chunk) || killGroup(child2.pid));
    child2.stderr?.on("data", (chunk) => err.push(chunk));
    if (opts.input !== void 0 && child2.stdin) {
      child2.stdin.on("error", () => void 0);
      child2.stdin.end(opts.input);
    }
    child2.on("exit", () => killGroup(child2.pid));
    child2.on("error", (e) => spawnError = e.message);
    child2.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: spawnError === void 0 ? code : null,
        signal,
        stdout: out.text(),
        stderr: err.text(),
        timedOut,
        overBudget: out.over,
        durationMs: Math.round(performance.now() - started),
        ...spawnError === void 0 ? {} : { spawnError }
      });
    });
  });
}

// src/git/run-git.ts
var GIT_TIMEOUT_MS = 3e5;
var DEFAULT_BUDGET = 256 * 1024 * 1024;
var RevisionError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RevisionError";
  }
};
async function git(repo, args, opts = {}) {
  const argv = [
    "-c",
    `safe.directory=${repo}`,
    "-c",
    "core.symlinks=true",
    "-c",
    "core.autocrlf=false",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "protocol.allow=never",
    ...args
  ];
  const r = await execTool("git", argv, {
    cwd: repo,
    env: { GIT_CONFIG_NOSYSTEM: "1", GIT_OPTIONAL_LOCKS: "0", ...opts.env },
    timeoutMs: GIT_TIMEOUT_MS,
    maxOutputBytes: opts.maxOutputBytes ?? DEFAULT_BUDGET
  });
  if (r.spawnError !== void 0) throw new RevisionError(`cannot run git: ${r.spawnError}`);
  if (r.timedOut) throw new Error(`git ${args[0] ?? ""} timed out after ${GIT_TIMEOUT_MS / 1e3} s in ${repo}`);
  if (r.overBudget) throw new Error(`git ${args[0] ?? ""} printed more than the output budget in ${repo}`);
  return r;
}
async function gitOk(repo, args, opts = {}) {
  const r = await git(repo, args, opts);
  if (r.exitCode !== 0) throw new Error(`git ${args.join(" ")} failed (exit ${r.exitCode}): ${r.stderr.trim()}`);
  return r.stdout;
}

// src/git/revisions.ts
import { mkdir as mkdir2, mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import os2 from "node:os";
import path4 from "node:path";
async function resolveRevision(repo, ref) {
  if (ref === "" || ref.startsWith("-")) throw new RevisionError(`"${ref}" is not a git revision`);
  const top = await git(repo, ["rev-parse", "--git-dir"]);
  if (top.exitCode !== 0) throw new RevisionError(`${repo} is not a git repository: ${top.stderr.trim()}`);
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  const sha = r.stdout.trim();
  if (r.exitCode !== 0 || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
    throw new RevisionError(`unknown git revision "${ref}" in ${repo} (is it fetched? in CI use actions/checkout with fetch-depth: 0)`);
  }
  return { ref, sha };
}
async function checkoutRevision(repo, sha) {
  const scratch = await mkdtemp2(path4.join(os2.tmpdir(), "dg-rev-"));
  const cleanup = () => rm2(scratch, { recursive: true, force: true });
  try {
    const root = path4.join(scratch, "tree");
    await mkdir2(root);
    const env = { GIT_INDEX_FILE: path4.join(scratch, "index") };
    await gitOk(repo, ["read-tree", "--end-of-options", `${sha}^{tree}`], { env });
    await gitOk(repo, ["checkout-index", "--all", "--force", `--prefix=${root}${path4.sep}`], { env });
    const submodules = await gitlinks(repo, sha);
    return { root, submodules, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
async function gitlinks(repo, sha) {
  const out = await gitOk(repo, ["ls-tree", "-r", "-z", "--full-tree", sha]);
  const paths = [];
  for (const entry of out.split("\0")) {
    if (!entry.startsWith("160000 ")) continue;
    const tab = entry.indexOf("	");
    if (tab >= 0) paths.push(entry.slice(tab + 1));
  }
  return paths.sort();
}
async function changedFiles(repo, baseSha, headSha) {
  const out = await gitOk(repo, ["diff", "--no-renames", "--no-ext-diff", "--name-only", "-z", baseSha, headSha, "--"]);
  return [...new Set(out.split("\0").filter((p) => p !== ""))].sort();
}
var MAX_READ_BYTES = 4 * 1024 * 1024;
async function readFileAt(repo, sha, file) {
  const rel = file.split(path4.sep).join("/").replace(/^\.\//, "");
  const listing = (await gitOk(repo, ["ls-tree", "-z", "--full-tree", sha, "--", rel])).split("\0").find((e) => e !== "");
  if (listing === void 0) return void 0;
  const [mode, type, object] = listing.slice(0, listing.indexOf("	")).split(" ");
  if (type !== "blob" || mode === "120000" || object === void 0) {
    throw new RevisionError(`${rel} at ${sha.slice(0, 12)} is not a regular file (${mode === "120000" ? "a symlink" : type})`);
  }
  return gitOk(repo, ["cat-file", "blob", object], { maxOutputBytes: MAX_READ_BYTES });
}

// src/engine/judges.ts
import path22 from "node:path";

// src/render/index.ts
import { realpath as realpath4 } from "node:fs/promises";
import { performance as performance3 } from "node:perf_hooks";

// src/render/helm.ts
import { mkdtemp as mkdtemp3, rm as rm3, writeFile } from "node:fs/promises";
import os3 from "node:os";
import path9 from "node:path";

// src/render/helm-deps.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { mkdir as mkdir3, readFile, readdir, symlink } from "node:fs/promises";
import path6 from "node:path";

// src/render/paths.ts
import { realpath, stat } from "node:fs/promises";
import path5 from "node:path";
function isInside(root, abs) {
  const rel = path5.relative(root, abs);
  return rel === "" || !rel.startsWith("..") && !path5.isAbsolute(rel);
}
function toRel(root, abs) {
  const rel = path5.relative(root, abs).split(path5.sep).join("/");
  return rel === "" ? "." : rel;
}
function inGitDir(rel) {
  return rel.split("/").includes(".git");
}
function redactUrl(text) {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s'"]+@/gi, "$1***@");
}
var SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
function hasScheme(ref) {
  return SCHEME.test(ref) || /^[a-z][a-z0-9+.-]*::/i.test(ref);
}
function isRemoteRef(ref) {
  return hasScheme(ref) || /^[\w.-]+@[\w.-]+:/.test(ref) || /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(ref) || /[?&](ref|version|timeout|submodules)=/.test(ref);
}
function looksHostLike(ref) {
  const first = ref.split("/")[0] ?? "";
  return ref.includes("/") && !first.startsWith(".") && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first);
}
function refuse(code, message, rel) {
  return { ok: false, code, message, ...rel === void 0 ? {} : { path: rel } };
}
async function confinePath(root, fromRel, ref, what, urlCode) {
  if (hasScheme(ref)) return refuse(urlCode, `${what} '${redactUrl(ref)}' is a URL or plugin scheme; deploy-gate renders offline from local files only`);
  if (path5.isAbsolute(ref)) return refuse("E_PATH_OUTSIDE_ROOT", `${what} '${ref}' is an absolute path; only paths inside the repository are allowed`);
  const abs = path5.resolve(root, fromRel, ref);
  if (!isInside(root, abs)) return refuse("E_PATH_OUTSIDE_ROOT", `${what} '${ref}' resolves outside the repository root`);
  const rel = toRel(root, abs);
  if (inGitDir(rel)) return refuse("E_FORBIDDEN_PATH", `${what} '${rel}' is inside .git/`, rel);
  let real;
  try {
    real = await realpath(abs);
  } catch (e) {
    const code = e.code;
    if (code === "ELOOP") return refuse("E_SYMLINK_LOOP", `${what} '${rel}' is a symlink loop`, rel);
    return { ok: true, rel, abs, realRel: rel, real: abs, exists: false, isDir: false };
  }
  if (!isInside(root, real)) return refuse("E_SYMLINK_ESCAPE", `${what} '${rel}' is a symlink resolving outside the repository (target=<outside-root>)`, rel);
  const realRel = toRel(root, real);
  if (inGitDir(realRel)) return refuse("E_SYMLINK_ESCAPE", `${what} '${rel}' is a symlink into .git/ (target=forbidden)`, rel);
  const st = await stat(real);
  if (!st.isFile() && !st.isDirectory()) return refuse("E_IRREGULAR_FILE", `${what} '${rel}' is not a regular file or directory`, rel);
  return { ok: true, rel, abs, realRel, real, exists: true, isDir: st.isDirectory() };
}

// src/render/helm-deps.ts
async function readYaml(file) {
  try {
    const v = (0, import_yaml2.parse)(await readFile(file, "utf8"), { maxAliasCount: 100 });
    return v && typeof v === "object" ? v : void 0;
  } catch {
    return void 0;
  }
}
async function declaredDependencies(chartDir) {
  const chart = await readYaml(path6.join(chartDir, "Chart.yaml"));
  const legacy = chart?.apiVersion === "v1" ? await readYaml(path6.join(chartDir, "requirements.yaml")) : void 0;
  const list2 = chart?.dependencies ?? legacy?.dependencies;
  if (!Array.isArray(list2)) return [];
  return list2.filter((d) => !!d && typeof d === "object" && typeof d.name === "string");
}
async function vendoredNames(chartDir) {
  const names = /* @__PURE__ */ new Set();
  const archives = [];
  const entries = await readdir(path6.join(chartDir, "charts"), { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.endsWith(".tgz")) archives.push(e.name);
    else if (e.isDirectory() || e.isSymbolicLink()) {
      const sub = await readYaml(path6.join(chartDir, "charts", e.name, "Chart.yaml"));
      names.add(typeof sub?.name === "string" ? sub.name : e.name);
    }
  }
  return { names, archives };
}
async function missingDependencies(chartDir, chartRel) {
  const deps = await declaredDependencies(chartDir);
  if (deps.length === 0) return void 0;
  const { names, archives } = await vendoredNames(chartDir);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return void 0;
  const list2 = missing.map((d) => `${d.name}${d.version ? ` ${d.version}` : ""}`).join(", ");
  return {
    code: "E_DEPENDENCY_NOT_VENDORED",
    path: chartRel,
    message: `chart '${chartRel}' declares dependencies that are not vendored in ${chartRel}/charts/: ${list2}. deploy-gate renders offline and never runs \`helm dependency update\`: vendor it with \`helm dependency build\` and commit charts/`
  };
}
async function localDependencies(rootReal, chartRel, chartAbs) {
  const deps = [];
  const problems = [];
  for (const d of await declaredDependencies(chartAbs)) {
    if (typeof d.repository !== "string" || !d.repository.startsWith("file://")) continue;
    const c = await confinePath(rootReal, chartRel, d.repository.slice("file://".length), `chart '${chartRel}' dependency '${d.name}'`, "E_REMOTE_RESOURCE_FORBIDDEN");
    if (!c.ok) problems.push({ code: c.code, message: c.message, path: chartRel });
    else if (!c.exists || !c.isDir) problems.push({ code: "E_PATH_NOT_FOUND", path: chartRel, message: `chart '${chartRel}' dependency '${d.name}': '${c.rel}' is not a directory` });
    else if (isInside(c.real, chartAbs)) problems.push({ code: "E_SYMLINK_LOOP", path: chartRel, message: `chart '${chartRel}' dependency '${d.name}' is the chart itself or contains it` });
    else deps.push({ name: d.name, realRel: c.realRel, real: c.real });
  }
  return { deps, problems };
}
async function linkLocalDependencies(chartAbs, deps) {
  const { names, archives } = await vendoredNames(chartAbs);
  const missing = deps.filter((d) => !names.has(d.name) && !archives.some((a) => a.startsWith(`${d.name}-`)));
  if (missing.length === 0) return;
  await mkdir3(path6.join(chartAbs, "charts"), { recursive: true });
  for (const d of missing) {
    await symlink(d.real, path6.join(chartAbs, "charts", d.name)).catch((e) => {
      if (e.code !== "EEXIST") throw e;
    });
  }
}

// src/render/helm-inputs.ts
import { access } from "node:fs/promises";
import path8 from "node:path";

// src/render/tree-scan.ts
import { lstat, readdir as readdir2, readlink, realpath as realpath2, stat as stat2 } from "node:fs/promises";
import path7 from "node:path";
var MAX_SYMLINK_HOPS = 8;
var cache = /* @__PURE__ */ new Map();
async function scanTree(root) {
  const real = await realpath2(root);
  let scan = cache.get(real);
  if (!scan) {
    scan = doScan(real);
    cache.set(real, scan);
  }
  return scan;
}
function forgetScan(root) {
  if (root === void 0) cache.clear();
  else for (const key of [...cache.keys()]) if (key === root || key.startsWith(root + path7.sep)) cache.delete(key);
}
async function doScan(root) {
  const scan = { root, problems: [], symlinks: /* @__PURE__ */ new Map() };
  await scanDir(scan, root);
  scan.problems.sort((a, b) => (a.path ?? "").localeCompare(b.path ?? ""));
  return scan;
}
async function scanDir(scan, dir) {
  const entries = await readdir2(dir, { withFileTypes: true });
  const subdirs = [];
  for (const entry of entries) {
    const abs = path7.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".git") subdirs.push(scanDir(scan, abs));
    } else if (entry.isSymbolicLink()) {
      subdirs.push(checkLink(scan, abs));
    } else if (!entry.isFile()) {
      const rel = toRel(scan.root, abs);
      scan.problems.push({ code: "E_IRREGULAR_FILE", path: rel, message: `'${rel}' is not a regular file (FIFO, socket or device)` });
    }
  }
  await Promise.all(subdirs);
}
async function chainEnd(start) {
  let p = start;
  for (let hops = 0; ; hops++) {
    let st;
    try {
      st = await lstat(p);
    } catch {
      return { end: p, hops };
    }
    if (!st.isSymbolicLink()) return { end: p, hops };
    if (hops >= MAX_SYMLINK_HOPS) return "loop";
    p = path7.resolve(path7.dirname(p), await readlink(p));
  }
}
async function checkLink(scan, abs) {
  const rel = toRel(scan.root, abs);
  const problem = await linkProblem(scan, abs, rel);
  if (problem) scan.problems.push({ ...problem, path: rel });
}
async function linkProblem(scan, abs, rel) {
  const chain = await chainEnd(abs);
  if (chain === "loop") return { code: "E_SYMLINK_LOOP", message: `symlink '${rel}' is a loop or a chain of more than ${MAX_SYMLINK_HOPS} links` };
  let real;
  try {
    real = await realpath2(abs);
  } catch (e) {
    if (e.code === "ELOOP") return { code: "E_SYMLINK_LOOP", message: `symlink '${rel}' is a loop` };
    if (isInside(scan.root, chain.end) && !inGitDir(toRel(scan.root, chain.end))) return void 0;
    return { code: "E_SYMLINK_ESCAPE", message: `symlink '${rel}' points outside the repository (target=<outside-root>)` };
  }
  if (!isInside(scan.root, real)) return { code: "E_SYMLINK_ESCAPE", message: `symlink '${rel}' resolves outside the repository (target=<outside-root>)` };
  const realRel = toRel(scan.root, real);
  if (inGitDir(realRel)) return { code: "E_SYMLINK_ESCAPE", message: `symlink '${rel}' resolves into .git/ (target=forbidden)` };
  const st = await stat2(real);
  if (!st.isFile() && !st.isDirectory()) return { code: "E_IRREGULAR_FILE", message: `symlink '${rel}' resolves to an irregular file` };
  scan.symlinks.set(rel, realRel);
  return void 0;
}
function under(rel, dir) {
  return dir === "." || rel === dir || rel.startsWith(dir + "/");
}
function inputClosure(scan, inputs) {
  const closure = new Set(inputs);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [link, target] of scan.symlinks) {
      if (!closure.has(target) && [...closure].some((c) => under(link, c))) {
        closure.add(target);
        grew = true;
      }
    }
  }
  return [...closure].sort();
}
function problemsUnder(scan, paths) {
  return scan.problems.filter((p) => p.path !== void 0 && paths.some((d) => under(p.path, d)));
}

// src/render/helm-inputs.ts
async function exists(p) {
  return access(p).then(() => true, () => false);
}
async function helmInputs(root, target) {
  const scan = await scanTree(root);
  const chartRef = target.helm?.chart ?? target.path;
  const out = { chart: chartRef, chartAbs: "", valueFiles: [], valueFilesAbs: [], localDeps: [], paths: [], problems: [] };
  const chart = await confinePath(scan.root, ".", chartRef, "chart", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!chart.ok) out.problems.push(chart);
  else if (!chart.exists || !chart.isDir) out.problems.push({ code: "E_PATH_NOT_FOUND", path: chart.rel, message: `chart directory '${chart.rel}' does not exist` });
  else {
    out.chart = chart.rel;
    out.chartAbs = chart.real;
    if (await exists(path8.join(chart.real, ".git"))) {
      out.problems.push({ code: "E_FORBIDDEN_PATH", path: chart.rel, message: `chart directory '${chart.rel}' contains .git/; helm would load it into .Files` });
    }
    const local = await localDependencies(scan.root, chart.rel, chart.real);
    out.localDeps = local.deps;
    out.problems.push(...local.problems);
  }
  for (const ref of target.helm?.valueFiles ?? []) {
    const v = await confinePath(scan.root, ".", ref, "values file", "E_VALUES_URL_FORBIDDEN");
    if (!v.ok) out.problems.push(v);
    else if (!v.exists || v.isDir) out.problems.push({ code: "E_PATH_NOT_FOUND", path: v.rel, message: `values file '${v.rel}' does not exist` });
    else {
      out.valueFiles.push(v.rel);
      out.valueFilesAbs.push(v.real);
    }
  }
  const inputs = [...chart.ok ? [chart.rel, chart.realRel] : [], ...out.localDeps.map((d) => d.realRel), ...out.valueFiles];
  out.paths = inputClosure(scan, [...new Set(inputs)]);
  out.problems.push(...problemsUnder(scan, out.paths));
  return out;
}

// src/render/outcome.ts
import { performance as performance2 } from "node:perf_hooks";

// src/render/sanitize.ts
var MAX_ERROR_BYTES = 4096;
var escape2 = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function capBytes(text, max) {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= max) return text;
  const marker = "\n[... truncated]";
  let cut = buf.subarray(0, max - Buffer.byteLength(marker)).toString("utf8");
  if (cut.endsWith("\uFFFD")) cut = cut.slice(0, -1);
  return cut + marker;
}
function sanitizeToolError(text, ctx, max = MAX_ERROR_BYTES) {
  let out = redactUrl(text);
  const prefixes = [...new Set(ctx.roots)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const root of prefixes) {
    out = out.replace(new RegExp(`${escape2(root)}/`, "g"), "").replace(new RegExp(`${escape2(root)}(?![\\w.-])`, "g"), ".");
  }
  for (const dir of [...new Set(ctx.scratch ?? [])].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`${escape2(dir)}[^\\s'":,)\\]]*`, "g"), "<generated>");
  }
  out = out.replace(/(^|[\s'"(=[,:])\/(?!\/)[^\s'"()[\],:]*/gm, "$1<outside-root>");
  return capBytes(out.trim(), max);
}

// src/render/outcome.ts
function elapsed(ctx) {
  return Math.round(performance2.now() - ctx.started);
}
var STDERR_CODES = [
  [/missing in charts\/ directory|found in Chart\.yaml, but missing/i, "E_DEPENDENCY_NOT_VENDORED"],
  [/cannot load irregular file/i, "E_IRREGULAR_FILE"],
  [/security; file .* is not in or below|is not in or below/i, "E_LOAD_RESTRICTED"],
  [/external plugins disabled|plugins? (are|is) disabled|alpha plugins|--enable-exec|--enable-alpha-plugins|must specify --enable-helm|--enable-helm/i, "E_PLUGIN_FORBIDDEN"]
];
var HINTS = {
  E_DEPENDENCY_NOT_VENDORED: "\nvendor it with `helm dependency build` and commit charts/ (deploy-gate never fetches dependencies)"
};
function failure(code, error, ctx, tool) {
  return { ok: false, code, error, durationMs: elapsed(ctx), ...tool ? { tool } : {} };
}
function toolFailure(r, ctx) {
  const name = `${ctx.tool.name} ${ctx.tool.version}`;
  if (r.timedOut) return failure("E_RENDER_TIMEOUT", `${name} did not finish within the render timeout and was killed`, ctx, ctx.tool);
  if (r.overBudget) return failure("E_OUTPUT_TOO_LARGE", `${name} wrote more than the output budget; the render was stopped and not used`, ctx, ctx.tool);
  if (r.spawnError !== void 0) return failure("E_TOOL_MISSING", `${name} could not be started: ${r.spawnError}`, ctx, ctx.tool);
  if (r.exitCode === 0) return void 0;
  const text = sanitizeToolError(r.stderr, { roots: [ctx.root, ctx.rootReal], scratch: ctx.scratch ?? [] });
  const code = STDERR_CODES.find(([re]) => re.test(r.stderr))?.[1] ?? "E_RENDER_FAILED";
  const status2 = r.exitCode === null ? `was killed (${r.signal ?? "signal"})` : `exited with ${r.exitCode}`;
  return failure(code, `${name} ${status2}: ${text || "(no error output)"}${HINTS[code] ?? ""}`, ctx, ctx.tool);
}

// src/render/helm.ts
function normalizeKubeVersion(v) {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?(.*)$/.exec(v.trim());
  return m ? `v${m[1]}.${m[2]}.${m[3] ?? "0"}${m[4] ?? ""}` : v;
}
function escapeSetValue(value) {
  if (value.startsWith("{") && value.endsWith("}")) return value;
  return value.replace(/(?<!\\),/g, "\\,");
}
function setArgs(params) {
  const args = [];
  for (const p of params) {
    if (!p.name || /[=,]/.test(p.name)) return `helm parameter name '${p.name}' is empty or contains '=' or ','`;
    args.push(p.forceString ? "--set-string" : "--set", `${p.name}=${escapeSetValue(p.value)}`);
  }
  return args;
}
function helmTemplateArgs({ req, inputs, inlineValuesFile }) {
  const { target, env } = req;
  const release = target.helm?.releaseName ?? target.app;
  const args = ["template", release, inputs.chartAbs, "--include-crds", "--kube-version", normalizeKubeVersion(env.kubernetesVersion)];
  if (target.namespace) args.push("--namespace", target.namespace);
  for (const api of [...env.apiVersions, ...req.extraApiVersions ?? []]) args.push("--api-versions", api);
  for (const file of inputs.valueFilesAbs) args.push("--values", file);
  if (inlineValuesFile) args.push("--values", inlineValuesFile);
  const sets = setArgs(target.helm?.parameters ?? []);
  if (typeof sets === "string") return sets;
  return [...args, ...sets];
}
async function renderHelm(req, ctx) {
  const tool = req.tools.helm;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const inputs = await helmInputs(req.root, req.target);
  if (inputs.problems.length === 0) await linkLocalDependencies(inputs.chartAbs, inputs.localDeps);
  const refused = inputs.problems[0] ?? await missingDependencies(inputs.chartAbs, inputs.chart);
  if (refused) return failure(refused.code, refused.message, ctx, tool.tool);
  const scratch = await mkdtemp3(path9.join(os3.tmpdir(), "dg-values-"));
  try {
    let inlineValuesFile;
    if (req.target.helm?.values && Object.keys(req.target.helm.values).length > 0) {
      inlineValuesFile = path9.join(scratch, "inline-values.json");
      await writeFile(inlineValuesFile, JSON.stringify(req.target.helm.values));
    }
    const args = helmTemplateArgs({ req, inputs, inlineValuesFile });
    if (typeof args === "string") return failure("E_RENDER_FAILED", args, ctx, tool.tool);
    const r = await execTool(tool.bin, args, { cwd: inputs.chartAbs, timeoutMs: req.timeoutMs, maxOutputBytes: req.maxOutputBytes });
    const failed = toolFailure(r, { ...ctx, tool: tool.tool, scratch: [scratch] });
    if (failed) return failed;
    return { ok: true, chunks: [{ text: r.stdout }], tool: tool.tool, durationMs: elapsed(ctx) };
  } finally {
    await rm3(scratch, { recursive: true, force: true });
  }
}

// src/render/kustomize.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { readFile as readFile3, rename, writeFile as writeFile2 } from "node:fs/promises";
import path11 from "node:path";

// src/render/kustomize-walk.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { readFile as readFile2, realpath as realpath3, stat as stat3 } from "node:fs/promises";
import path10 from "node:path";
var KUSTOMIZATION_NAMES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var FUNCTION_ANNOTATIONS = ["config.kubernetes.io/function", "config.k8s.io/function"];
var HELM_FIELDS = ["helmCharts", "helmChartInflationGenerator", "helmGlobals"];
var asObj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var asList = (v) => Array.isArray(v) ? v : v === void 0 || v === null ? [] : [v];
var strings = (v) => asList(v).filter((x) => typeof x === "string");
function toObj(doc) {
  try {
    return asObj(doc.toJS({ maxAliasCount: 100 }));
  } catch {
    return void 0;
  }
}
async function findKustomization(root, dirRel) {
  for (const name of KUSTOMIZATION_NAMES) {
    const rel = dirRel === "." ? name : `${dirRel}/${name}`;
    if (await stat3(path10.join(root, rel)).then((st) => st.isFile(), () => false)) return rel;
  }
  return void 0;
}
async function walkKustomization(root, dir) {
  const w = { root: await realpath3(root), files: /* @__PURE__ */ new Set(), problems: [], visited: /* @__PURE__ */ new Set() };
  const start = await confinePath(w.root, ".", dir, "kustomization dir", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!start.ok) return { kustomization: "", files: [], problems: [start] };
  const kustomization = await findKustomization(w.root, start.realRel) ?? "";
  await visitDir(w, start.realRel, "resource", `'${start.rel}'`);
  return { kustomization, files: [...w.files].sort(), problems: w.problems };
}
async function visitDir(w, dirRel, kind, from) {
  if (w.visited.has(dirRel)) return;
  w.visited.add(dirRel);
  const file = await findKustomization(w.root, dirRel);
  if (!file) {
    w.problems.push({ code: "E_PATH_NOT_FOUND", path: dirRel, message: `${from}: directory '${dirRel}' has no kustomization.yaml` });
    return;
  }
  w.files.add(file);
  const docs = (0, import_yaml3.parseAllDocuments)(await readFile2(path10.join(w.root, file), "utf8"));
  const doc = docs[0];
  if (!doc || doc.errors.length > 0) {
    w.problems.push({ code: "E_RENDER_FAILED", path: file, message: `${file} does not parse: ${doc?.errors[0]?.message ?? "empty"}` });
    return;
  }
  const k = toObj(doc);
  if (!k) {
    w.problems.push({ code: "E_RENDER_FAILED", path: file, message: `${file} is not a YAML mapping (or exceeds the alias limit)` });
    return;
  }
  await visitFields(w, k, dirRel, file, kind);
}
async function visitFields(w, k, dirRel, file, kind) {
  const refs = [];
  const add = (list2, as) => list2.forEach((r) => refs.push([r, as]));
  add([...strings(k.resources), ...strings(k.bases), ...strings(k.components)], kind === "function" ? "function" : "resource");
  add([...strings(k.crds), ...strings(k.configurations)], "file");
  add(strings(k.patchesStrategicMerge).filter((p) => !p.includes("\n")), "file");
  for (const field of ["patches", "patchesJson6902", "replacements"]) {
    add(asList(k[field]).map((p) => asObj(p)?.path).filter((p) => typeof p === "string"), "file");
  }
  const openapiPath = asObj(k.openapi)?.path;
  if (typeof openapiPath === "string") add([openapiPath], "file");
  for (const gen of [...asList(k.configMapGenerator), ...asList(k.secretGenerator)]) {
    const g = asObj(gen) ?? {};
    add(strings(g.files).map((f) => f.includes("=") ? f.slice(f.indexOf("=") + 1) : f), "file");
    add([...strings(g.envs), ...strings(g.env)], "file");
  }
  for (const field of ["transformers", "generators", "validators"]) {
    for (const entry of strings(k[field])) {
      if (entry.includes("\n")) await checkFunctionText(w, entry, `${file} (inline ${field})`);
      else refs.push([entry, "function"]);
    }
  }
  for (const field of HELM_FIELDS.filter((f) => k[f] !== void 0)) {
    w.problems.push({
      code: "E_PLUGIN_FORBIDDEN",
      path: file,
      message: `${file}: '${field}' needs kustomize --enable-helm, which deploy-gate never passes (it would run helm with network access); declare the chart as a helm target instead`
    });
  }
  for (const [ref, as] of refs) await visitRef(w, dirRel, file, ref, as);
}
async function visitRef(w, dirRel, file, ref, kind) {
  const remote = () => {
    w.problems.push({ code: "E_REMOTE_RESOURCE_FORBIDDEN", path: file, message: `${file}: remote resource '${redactUrl(ref)}' is not allowed; deploy-gate renders offline (vendor it into the repository)` });
  };
  if (isRemoteRef(ref)) return remote();
  const c = await confinePath(w.root, dirRel, ref, `${file}: '${ref}'`, "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!c.ok) {
    w.problems.push({ code: c.code, message: c.message, path: file });
    return;
  }
  if (!c.exists) {
    if (looksHostLike(ref)) return remote();
    w.problems.push({ code: "E_PATH_NOT_FOUND", path: file, message: `${file}: '${ref}' does not exist` });
    return;
  }
  if (c.isDir) {
    if (kind === "file") w.problems.push({ code: "E_RENDER_FAILED", path: file, message: `${file}: '${ref}' is a directory, a file was expected` });
    else await visitDir(w, c.realRel, kind, file);
    return;
  }
  w.files.add(c.rel);
  w.files.add(c.realRel);
  if (kind === "function") await checkFunctionText(w, await readFile2(c.real, "utf8"), c.rel);
}
async function checkFunctionText(w, text, where2) {
  for (const doc of (0, import_yaml3.parseAllDocuments)(text)) {
    if (doc.errors.length > 0) continue;
    const meta = asObj(toObj(doc)?.metadata);
    const annotations = asObj(meta?.annotations) ?? {};
    for (const key of FUNCTION_ANNOTATIONS.filter((a) => annotations[a] !== void 0)) {
      const spec = String(annotations[key]);
      const how = /\bexec\s*:/.test(spec) ? "an exec" : /\bcontainer\s*:/.test(spec) ? "a container" : "a";
      w.problems.push({
        code: "E_PLUGIN_FORBIDDEN",
        path: where2,
        message: `${where2}: ${how} KRM function (${key}) would run code from the repository; deploy-gate never enables kustomize plugins or functions`
      });
    }
  }
}

// src/render/kustomize.ts
async function ensureOriginAnnotations(file) {
  const text = await readFile3(file, "utf8");
  const doc = (0, import_yaml4.parseDocument)(text);
  const js = doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 100 }) : void 0;
  const list2 = js && typeof js === "object" ? js.buildMetadata : void 0;
  if (Array.isArray(list2) && list2.includes("originAnnotations")) return false;
  let next;
  if (list2 === void 0 || list2 === null) {
    next = `${text}${text.endsWith("\n") || text === "" ? "" : "\n"}buildMetadata: [originAnnotations]
`;
  } else {
    doc.set("buildMetadata", [...Array.isArray(list2) ? list2 : [], "originAnnotations"]);
    next = doc.toString();
  }
  const tmp = `${file}.dg-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile2(tmp, next);
  await rename(tmp, file);
  return true;
}
function kustomizeArgs(renderArgs, dirAbs) {
  return [...renderArgs, dirAbs, "--load-restrictor", "LoadRestrictionsRootOnly"];
}
async function renderKustomize(req, ctx) {
  const tool = req.tools.kustomize;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const walk4 = await walkKustomization(req.root, req.target.path);
  const refused = walk4.problems[0];
  if (refused) return failure(refused.code, refused.message, ctx, tool.tool);
  const root = ctx.rootReal;
  const added = await ensureOriginAnnotations(path11.join(root, walk4.kustomization));
  const dirAbs = path11.join(root, path11.dirname(walk4.kustomization));
  const r = await execTool(tool.bin, kustomizeArgs(tool.renderArgs, dirAbs), { cwd: dirAbs, timeoutMs: req.timeoutMs, maxOutputBytes: req.maxOutputBytes });
  const failed = toolFailure(r, { ...ctx, tool: tool.tool });
  if (failed) return failed;
  return { ok: true, chunks: [{ text: r.stdout }], tool: tool.tool, durationMs: elapsed(ctx), originAnnotationsAdded: added };
}

// src/render/manifests.ts
import { readdir as readdir3, readFile as readFile4 } from "node:fs/promises";
var MANIFEST_EXT = /\.(ya?ml|json)$/i;
async function renderManifests(req, ctx) {
  const scan = await scanTree(req.root);
  const dir = await confinePath(scan.root, ".", req.target.path, "manifests dir", "E_REMOTE_RESOURCE_FORBIDDEN");
  if (!dir.ok) return failure(dir.code, dir.message, ctx);
  if (!dir.exists || !dir.isDir) return failure("E_PATH_NOT_FOUND", `manifests directory '${dir.rel}' does not exist`, ctx);
  const names = (await readdir3(dir.real, { withFileTypes: true })).filter((e) => MANIFEST_EXT.test(e.name) && !e.isDirectory()).map((e) => e.name).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  const files = names.map((n) => dir.rel === "." ? n : `${dir.rel}/${n}`);
  const refused = problemsUnder(scan, files)[0];
  if (refused) return failure(refused.code, refused.message, ctx);
  const chunks = [];
  let bytes = 0;
  for (const rel of files) {
    const f = await confinePath(scan.root, ".", rel, "manifest", "E_REMOTE_RESOURCE_FORBIDDEN");
    if (!f.ok) return failure(f.code, f.message, ctx);
    if (f.isDir) continue;
    const text = await readFile4(f.real, "utf8");
    bytes += Buffer.byteLength(text);
    if (bytes > req.maxOutputBytes) return failure("E_OUTPUT_TOO_LARGE", `manifests in '${dir.rel}' exceed the output budget of ${req.maxOutputBytes} bytes`, ctx);
    chunks.push({ text, file: rel });
  }
  return { ok: true, chunks, durationMs: elapsed(ctx) };
}

// src/render/tools.ts
import { access as access2, constants } from "node:fs/promises";
import path12 from "node:path";
var VERSION_FLOORS = {
  helm: { min: "3.11.1", why: "older helm performs DNS lookups from templates without --enable-dns (CVE-2023-25165)" },
  kustomize: { min: "5.0.0", why: "deploy-gate relies on kustomize v5 origin annotations and load restrictions" }
};
var VERSION_TIMEOUT_MS = 15e3;
function parseVersion(text) {
  const m = /v?(\d+)\.(\d+)\.(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : void 0;
}
function versionAtLeast(version, min) {
  const v = parseVersion(version);
  const m = parseVersion(min);
  if (!v || !m) return false;
  for (let i = 0; i < 3; i++) {
    if (v[i] !== m[i]) return v[i] > m[i];
  }
  return true;
}
async function findExecutable(name, pathEnv) {
  const candidates = name.includes("/") ? [path12.resolve(name)] : pathEnv.split(path12.delimiter).filter(Boolean).map((d) => path12.join(d, name));
  for (const file of candidates) {
    try {
      await access2(file, constants.X_OK);
      return file;
    } catch {
    }
  }
  return void 0;
}
async function versionOutput(bin, args, pathEnv) {
  const r = await execTool(bin, args, { timeoutMs: VERSION_TIMEOUT_MS, maxOutputBytes: 64 * 1024, pathEnv });
  return r.exitCode === 0 ? r.stdout.trim() : void 0;
}
function checkFloor(name, tool, bin, renderArgs) {
  const floor = VERSION_FLOORS[name];
  if (!versionAtLeast(tool.version, floor.min)) {
    return {
      ok: false,
      name,
      tool,
      code: "E_TOOL_VERSION_UNSUPPORTED",
      reason: `${tool.name} ${tool.version} at ${bin} is older than the supported ${floor.min}: ${floor.why}`
    };
  }
  return { ok: true, tool, bin, renderArgs };
}
async function resolveHelm(name, pathEnv) {
  const bin = await findExecutable(name, pathEnv);
  if (!bin) return { ok: false, name: "helm", code: "E_TOOL_MISSING", reason: `helm not found (looked for '${name}' on PATH)` };
  const out = await versionOutput(bin, ["version", "--short"], pathEnv);
  const version = out?.split(/\s+/)[0];
  if (!version || !parseVersion(version)) {
    return { ok: false, name: "helm", code: "E_TOOL_MISSING", reason: `'${bin} version --short' did not report a version` };
  }
  return checkFloor("helm", { name: "helm", version, path: bin }, bin, []);
}
async function standaloneKustomize(name, pathEnv) {
  const bin = await findExecutable(name, pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version"], pathEnv);
  const v = out ? parseVersion(out) : void 0;
  if (!v) return { ok: false, name: "kustomize", code: "E_TOOL_MISSING", reason: `'${bin} version' did not report a version` };
  return checkFloor("kustomize", { name: "kustomize", version: `v${v.join(".")}`, path: bin }, bin, ["build"]);
}
async function kubectlKustomize(pathEnv) {
  const bin = await findExecutable("kubectl", pathEnv);
  if (!bin) return void 0;
  const out = await versionOutput(bin, ["version", "--client"], pathEnv);
  const line = out ? /Kustomize Version:\s*(\S+)/.exec(out) : null;
  const v = line?.[1] ? parseVersion(line[1]) : void 0;
  if (!v) return { ok: false, name: "kustomize", code: "E_TOOL_MISSING", reason: `'${bin} version --client' did not report a Kustomize version` };
  return checkFloor("kustomize", { name: "kubectl kustomize", version: `v${v.join(".")}`, path: bin }, bin, ["kustomize"]);
}
async function resolveKustomize(name, pathEnv) {
  const standalone = await standaloneKustomize(name ?? "kustomize", pathEnv);
  if (standalone || name) {
    return standalone ?? { ok: false, name: "kustomize", code: "E_TOOL_MISSING", reason: `kustomize not found (looked for '${name}')` };
  }
  return await kubectlKustomize(pathEnv) ?? {
    ok: false,
    name: "kustomize",
    code: "E_TOOL_MISSING",
    reason: "neither kustomize nor kubectl (for `kubectl kustomize`) found on PATH"
  };
}
async function resolveTools(opts = {}) {
  const pathEnv = opts.pathEnv ?? process.env.PATH ?? "";
  const [helm, kustomize] = await Promise.all([resolveHelm(opts.helm ?? "helm", pathEnv), resolveKustomize(opts.kustomize, pathEnv)]);
  return { helm, kustomize };
}

// src/render/index.ts
async function renderTarget(req) {
  const started = performance3.now();
  let rootReal;
  try {
    rootReal = await realpath4(req.root);
  } catch {
    throw new Error(`deploy-gate: revision tree ${req.root} does not exist`);
  }
  const ctx = { started, root: req.root, rootReal };
  try {
    switch (req.target.kind) {
      case "helm":
        return await renderHelm(req, ctx);
      case "kustomize":
        return await renderKustomize(req, ctx);
      case "manifests":
        return await renderManifests(req, ctx);
    }
  } catch (e) {
    const message = sanitizeToolError(e instanceof Error ? e.message : String(e), { roots: [req.root, rootReal] });
    return failure("E_RENDER_FAILED", `rendering failed: ${message}`, ctx);
  }
}

// src/schema/validator.ts
import path18 from "node:path";

// src/checks/api/removals.ts
var import_yaml5 = __toESM(require_dist(), 1);
import { readFileSync as readFileSync3 } from "node:fs";
import path13 from "node:path";
var cached2;
function removalTable() {
  if (!cached2) cached2 = parseRemovalTable(readFileSync3(path13.join(packageRoot(), "policies", "api-removals.yaml"), "utf8"));
  return cached2;
}
function parseRemovalTable(text) {
  const raw = (0, import_yaml5.parse)(text);
  if (typeof raw.coveredThrough !== "string" || !Array.isArray(raw.builtinGroups) || !Array.isArray(raw.apis)) {
    throw new Error("policies/api-removals.yaml: needs coveredThrough, builtinGroups and apis");
  }
  const byKind = /* @__PURE__ */ new Map();
  for (const row of raw.apis) {
    if (typeof row.apiVersion !== "string" || !Array.isArray(row.kinds) || typeof row.removedIn !== "string") {
      throw new Error(`policies/api-removals.yaml: bad row ${JSON.stringify(row)}`);
    }
    for (const kind of row.kinds) {
      const key = `${row.apiVersion}/${kind}`;
      if (byKind.has(key)) throw new Error(`policies/api-removals.yaml: ${key} listed twice`);
      byKind.set(key, {
        apiVersion: row.apiVersion,
        kind,
        deprecatedIn: row.deprecatedIn ?? null,
        removedIn: row.removedIn,
        replacement: row.replacement ?? null,
        replacementSince: row.replacementSince ?? null,
        ...row.note ? { note: row.note } : {}
      });
    }
  }
  return { coveredThrough: raw.coveredThrough, builtinGroups: new Set(raw.builtinGroups), byKind };
}

// src/schema/version.ts
function minorVersion(v) {
  const m = /^v?(\d+)\.(\d+)(?:\.\d+)?(?:[-+].*)?$/.exec(v.trim());
  return m ? `${Number(m[1])}.${Number(m[2])}` : void 0;
}
function compareVersions(a, b) {
  const [am = 0, an = 0] = a.split(".").map(Number);
  const [bm = 0, bn = 0] = b.split(".").map(Number);
  return am - bm || an - bn;
}

// src/schema/hash.ts
import { createHash as createHash2 } from "node:crypto";
function hashText(text) {
  return createHash2("sha1").update(text).digest("hex");
}
var jsonHashes = /* @__PURE__ */ new WeakMap();
function hashJson(value) {
  if (typeof value === "object" && value !== null) {
    const hit = jsonHashes.get(value);
    if (hit) return hit;
    const h = hashText(JSON.stringify(value));
    jsonHashes.set(value, h);
    return h;
  }
  return hashText(JSON.stringify(value));
}

// src/schema/locations.ts
var DEFAULT_K8S_LOCATION = "https://raw.githubusercontent.com/kubernetes/kubernetes/v{{version}}.0/api/openapi-spec/v3/{{file}}";
function openApiFileName(apiVersion) {
  const slash = apiVersion.indexOf("/");
  if (slash < 0) return `api__${apiVersion}_openapi.json`;
  return `apis__${apiVersion.slice(0, slash)}__${apiVersion.slice(slash + 1)}_openapi.json`;
}
function expandTemplate(template, vars) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name) => {
    const value = vars[name];
    if (value === void 0) throw new Error(`schema location "${template}": unknown variable {{${name}}}`);
    return value;
  });
}
function isRemote(location2) {
  return /^https?:\/\//i.test(location2);
}
function displayLocation(location2) {
  if (!isRemote(location2)) return location2;
  try {
    const u = new URL(location2);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return location2;
  }
}

// src/schema/builtin.ts
var BuiltinSchemas = class {
  constructor(fetcher, templates, compiler) {
    this.fetcher = fetcher;
    this.templates = templates;
    this.compiler = compiler;
  }
  fetcher;
  templates;
  compiler;
  chosen = /* @__PURE__ */ new Map();
  indexes = /* @__PURE__ */ new Map();
  lookups = /* @__PURE__ */ new Map();
  /** Where this version's documents come from, or why none could be read. */
  async source(version) {
    let p = this.chosen.get(version);
    if (!p) {
      p = this.choose(version);
      this.chosen.set(version, p);
    }
    return p;
  }
  /** Memoised per version and kind: the hot path of every object. */
  lookup(version, apiVersion, kind) {
    const key = `${version}|${apiVersion}|${kind}`;
    let p = this.lookups.get(key);
    if (!p) {
      p = this.resolve(version, apiVersion, kind);
      this.lookups.set(key, p);
    }
    return p;
  }
  async resolve(version, apiVersion, kind) {
    const choice = await this.source(version);
    if ("reason" in choice) return { status: "unreachable", reason: choice.reason };
    const got = await this.fetcher.read(expandTemplate(choice.template, { version, file: openApiFileName(apiVersion) }));
    if (got.status !== "ok") {
      return got.status === "absent" ? { status: "absent", from: got.from } : { status: "unreachable", reason: `${got.from}: ${got.reason}` };
    }
    const index = this.index(got.text, got.json);
    const name = index.kinds.get(`${apiVersion}/${kind}`);
    if (!name) return { status: "absent", from: got.from };
    return { status: "ok", compile: () => this.compiler.fromOpenApiDoc(index.hash, index.schemas, name), from: got.from };
  }
  /**
   * The first template that has the core document of this version. Probing `api__v1` first means
   * a wrong or too new version reads as "unreachable", never as "every kind was removed".
   */
  async choose(version) {
    const reasons = [];
    for (const template of this.templates) {
      const got = await this.fetcher.read(expandTemplate(template, { version, file: openApiFileName("v1") }));
      if (got.status === "ok") return { template };
      reasons.push(`${got.from}: ${got.reason}`);
    }
    return { reason: `no OpenAPI document for Kubernetes ${version} (${reasons.join("; ")})` };
  }
  index(text, json2) {
    const hash = hashText(text);
    const hit = this.indexes.get(hash);
    if (hit) return hit;
    const schemas = json2.components?.schemas ?? {};
    const kinds = /* @__PURE__ */ new Map();
    for (const [name, s] of Object.entries(schemas)) {
      const gvks = s["x-kubernetes-group-version-kind"];
      if (!Array.isArray(gvks) || gvks.length !== 1 || !gvks[0]) continue;
      const { group, version, kind } = gvks[0];
      kinds.set(`${group ? `${group}/` : ""}${version}/${kind}`, name);
    }
    const entry = { hash, schemas, kinds };
    this.indexes.set(hash, entry);
    return entry;
  }
};

// src/schema/compiler.ts
var import_standalone = __toESM(require_standalone(), 1);

// src/schema/ajv-factory.ts
var import_ajv = __toESM(require_ajv(), 1);
import { createHash as createHash3 } from "node:crypto";

// ../../../work/main/node_modules/ajv/package.json
var package_default = {
  name: "ajv",
  version: "8.20.0",
  description: "Another JSON Schema Validator",
  main: "dist/ajv.js",
  types: "dist/ajv.d.ts",
  files: [
    "lib/",
    "dist/",
    ".runkit_example.js"
  ],
  sideEffects: false,
  scripts: {
    eslint: 'eslint "lib/**/*.ts" "spec/**/*.*s" --ignore-pattern spec/JSON-Schema-Test-Suite',
    "prettier:write": 'prettier --write "./**/*.{json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{json,yaml,js,ts}"',
    "test-spec": 'cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register "spec/**/*.spec.{ts,js}" -R dot',
    "test-codegen": "nyc cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register 'spec/codegen.spec.ts' -R spec",
    "test-debug": "npm run test-spec -- --inspect-brk",
    "test-cov": "nyc npm run test-spec",
    rollup: "rm -rf bundle && rollup -c",
    bundle: "rm -rf bundle && node ./scripts/bundle.js ajv ajv7 ajv7 && node ./scripts/bundle.js 2019 ajv2019 ajv2019 && node ./scripts/bundle.js 2020 ajv2020 ajv2020 && node ./scripts/bundle.js jtd ajvJTD ajvJTD",
    build: "rm -rf dist && tsc && cp -r lib/refs dist && rm dist/refs/json-schema-2019-09/index.ts && rm dist/refs/json-schema-2020-12/index.ts && rm dist/refs/jtd-schema.ts",
    "json-tests": "rm -rf spec/_json/*.js && node scripts/jsontests",
    "test-karma": "karma start",
    "test-browser": "rm -rf .browser && npm run bundle && scripts/prepare-tests && karma start",
    "test-all": "npm run test-cov",
    test: "npm run json-tests && npm run prettier:check && npm run eslint && npm link && npm link --legacy-peer-deps ajv && npm run test-cov",
    "test-ci": "AJV_FULL_TEST=true npm test",
    prepublish: "npm run build",
    benchmark: "npm i && npm run build && npm link && cd ./benchmark && npm link --legacy-peer-deps ajv && npm i && node ./jtd",
    "docs:dev": "./scripts/prepare-site && vuepress dev docs",
    "docs:build": "./scripts/prepare-site && vuepress build docs"
  },
  nyc: {
    exclude: [
      "**/spec/**",
      "node_modules"
    ],
    reporter: [
      "lcov",
      "text-summary"
    ]
  },
  repository: "ajv-validator/ajv",
  keywords: [
    "JSON",
    "schema",
    "validator",
    "validation",
    "jsonschema",
    "json-schema",
    "json-schema-validator",
    "json-schema-validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: "https://github.com/ajv-validator/ajv/issues",
  homepage: "https://ajv.js.org",
  runkitExampleFilename: ".runkit_example.js",
  dependencies: {
    "fast-deep-equal": "^3.1.3",
    "fast-uri": "^3.0.1",
    "json-schema-traverse": "^1.0.0",
    "require-from-string": "^2.0.2"
  },
  devDependencies: {
    "@ajv-validator/config": "^0.5.0",
    "@rollup/plugin-commonjs": "^25.0.7",
    "@rollup/plugin-json": "^6.1.0",
    "@rollup/plugin-node-resolve": "^15.2.3",
    "@rollup/plugin-typescript": "^11.1.6",
    "@types/chai": "^4.3.11",
    "@types/mocha": "^10.0.6",
    "@types/node": "^20.11.30",
    "@types/require-from-string": "^1.2.3",
    "@typescript-eslint/eslint-plugin": "^7.3.1",
    "@typescript-eslint/parser": "^7.3.1",
    "ajv-formats": "^3.0.1",
    browserify: "^17.0.0",
    chai: "^4.4.1",
    "cross-env": "^7.0.3",
    dayjs: "^1.11.10",
    "dayjs-plugin-utc": "^0.1.2",
    eslint: "^8.57.0",
    "eslint-config-prettier": "^9.1.0",
    glob: "^10.3.10",
    husky: "^9.0.11",
    jimp: "^0.22.10",
    "js-beautify": "^1.15.1",
    "json-schema-test": "^2.0.0",
    karma: "^6.4.2",
    "karma-chrome-launcher": "^3.2.0",
    "karma-mocha": "^2.0.1",
    "lint-staged": "^15.2.2",
    mocha: "^10.3.0",
    "module-from-string": "^3.3.0",
    "node-fetch": "^3.3.2",
    nyc: "^15.1.0",
    prettier: "3.0.3",
    re2: "^1.20.9",
    rollup: "^2.79.1",
    "rollup-plugin-terser": "^7.0.2",
    "ts-node": "^10.9.2",
    tsify: "^5.0.4",
    typescript: "5.3.3",
    "uri-js": "^4.4.1"
  },
  collective: {
    type: "opencollective",
    url: "https://opencollective.com/ajv"
  },
  funding: {
    type: "github",
    url: "https://github.com/sponsors/epoberezkin"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{json,yaml,js,ts}": "prettier --write"
  }
};

// src/schema/ajv-factory.ts
var import_ajv_formats = __toESM(require_dist2(), 1);

// ../../../work/main/node_modules/ajv-formats/package.json
var package_default2 = {
  name: "ajv-formats",
  version: "3.0.1",
  description: "Format validation for Ajv v7+",
  main: "dist/index.js",
  types: "dist/index.d.ts",
  files: [
    "src/",
    "dist/"
  ],
  scripts: {
    build: "tsc",
    "prettier:write": 'prettier --write "./**/*.{md,json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{md,json,yaml,js,ts}"',
    eslint: "eslint --ext .ts ./src/**/*",
    "test-spec": "jest",
    "test-cov": "jest --coverage",
    test: "npm run prettier:check && npm run build && npm run eslint && npm run test-cov",
    "ci-test": "npm run test"
  },
  repository: {
    type: "git",
    url: "git+https://github.com/ajv-validator/ajv-formats.git"
  },
  keywords: [
    "Ajv",
    "JSON-Schema",
    "format",
    "validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: {
    url: "https://github.com/ajv-validator/ajv-formats/issues"
  },
  homepage: "https://github.com/ajv-validator/ajv-formats#readme",
  dependencies: {
    ajv: "^8.0.0"
  },
  peerDependencies: {
    ajv: "^8.0.0"
  },
  peerDependenciesMeta: {
    ajv: {
      optional: true
    }
  },
  devDependencies: {
    "@ajv-validator/config": "^0.3.0",
    "@types/jest": "^26.0.5",
    "@types/node": "^14.10.1",
    "@typescript-eslint/eslint-plugin": "^3.7.0",
    "@typescript-eslint/parser": "^3.7.0",
    ajv: "^8.0.0",
    eslint: "^7.5.0",
    "eslint-config-prettier": "^6.11.0",
    husky: "^4.2.5",
    jest: "^26.1.0",
    "json-schema-test": "^2.0.0",
    "lint-staged": "^10.2.11",
    prettier: "^2.3.2",
    "ts-jest": "^26.1.3",
    typescript: "^4.0.0"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{md,json,yaml,js,ts}": "prettier --write"
  }
};

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

// src/schema/ajv-factory.ts
var mod = import_ajv_formats.default;
var addFormats = mod.default ?? mod;
var GO_DURATION = /^[-+]?(?:0|(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/;
var KNOWN = ["date-time", "date", "uri", "email", "hostname", "ipv4", "ipv6", "uuid", "byte", "int32", "int64", "float", "double"];
var IGNORED = ["int-or-string", "cidr", "mac", "password", "bsonobjectid", "uri-reference", "isbn", "creditcard", "color"];
var STANDALONE_FORMATS = "deploy-gate:formats";
var STANDALONE_REGEXP = "deploy-gate:regexp";
function createAjv(notes) {
  const regExp = Object.assign(makeRegExpEngine(notes), { code: `require(${JSON.stringify(STANDALONE_REGEXP)})` });
  const opts = {
    allErrors: true,
    strict: false,
    verbose: true,
    validateSchema: false,
    logger: false,
    unicodeRegExp: false,
    // Shared sub-schemas (PodSpec, ObjectMeta) compile once per run, not once per kind.
    inlineRefs: false,
    // source: validators can be written out as standalone code (compiled-cache.ts).
    code: { regExp, source: true, formats: import_ajv._`require(${STANDALONE_FORMATS})` }
  };
  const ajv2 = new import_ajv.Ajv(opts);
  addFormats(ajv2, { formats: [...KNOWN], keywords: false });
  ajv2.addFormat("duration", GO_DURATION);
  for (const ignored of IGNORED) ajv2.addFormat(ignored, true);
  return ajv2;
}
var AJV_VERSION = package_default.version;
function ajvFingerprint() {
  const parts = [AJV_VERSION, package_default2.version, createAjv.toString(), makeRegExpEngine.toString(), translateRe2.toString(), GO_DURATION.source, KNOWN.join(), IGNORED.join()];
  return createHash3("sha256").update(parts.join("\0")).digest("hex");
}

// src/schema/compiled-cache.ts
import { createHash as createHash4 } from "node:crypto";
import { mkdirSync, readFileSync as readFileSync4, renameSync, rmSync, writeFileSync } from "node:fs";
import path14 from "node:path";
var FORMAT = 1;
var MAGIC = "// deploy-gate compiled validator ";
var CompiledCache = class {
  constructor(dir, fingerprint2) {
    this.dir = dir;
    this.fingerprint = fingerprint2;
  }
  dir;
  fingerprint;
  /** Entries dropped by read() (header or checksum wrong). */
  damaged = 0;
  /** The key of a validator: `identity` names exactly what it validates (e.g. the transformed schema's hash). */
  keyOf(identity) {
    return sha256(`${FORMAT}\0${this.fingerprint}\0${identity}`);
  }
  /** The verified code of an entry, or undefined (absent, or dropped as damaged). */
  read(key) {
    if (!this.dir) return void 0;
    let text;
    try {
      text = readFileSync4(this.file(key), "utf8");
    } catch {
      return void 0;
    }
    const body = verified(text, key);
    if (body === void 0) {
      this.damaged++;
      this.drop(key);
    }
    return body;
  }
  write(key, code) {
    if (!this.dir) return;
    const header2 = { format: FORMAT, ajv: AJV_VERSION, key, sha256: sha256(code) };
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(tmp, `${MAGIC}${JSON.stringify(header2)}
${code}`);
      renameSync(tmp, file);
    } catch {
      rmSync(tmp, { force: true });
    }
  }
  /** Removes an entry whose code did not evaluate to a validator. */
  drop(key) {
    if (!this.dir) return;
    try {
      rmSync(this.file(key), { force: true });
    } catch {
    }
  }
  file(key) {
    return path14.join(this.dir ?? "", `${key}.cjs`);
  }
};
function verified(text, key) {
  const nl = text.indexOf("\n");
  if (!text.startsWith(MAGIC) || nl < 0) return void 0;
  let header2;
  try {
    header2 = JSON.parse(text.slice(MAGIC.length, nl));
  } catch {
    return void 0;
  }
  const body = text.slice(nl + 1);
  const ok = header2.format === FORMAT && header2.ajv === AJV_VERSION && header2.key === key && header2.sha256 === sha256(body);
  return ok ? body : void 0;
}
function sha256(text) {
  return createHash4("sha256").update(text).digest("hex");
}

// src/schema/transform.ts
var DROP = /* @__PURE__ */ new Set(["description", "default", "example", "externalDocs", "readOnly", "writeOnly", "x-kubernetes-validations"]);
var INT_OR_STRING = { type: ["integer", "string", "null"] };
function transformSchema(schema, opts) {
  return walk(schema, opts);
}
function walk(input, opts) {
  if (!isNode(input)) return input;
  const single = singleRef(input);
  if (single !== void 0) return { $ref: opts.ref ? opts.ref(single) : single };
  if (input["format"] === "int-or-string" || input["x-kubernetes-int-or-string"] === true) return { ...INT_OR_STRING };
  const union = typeUnion(input);
  const out = {};
  for (const [key, value] of Object.entries(input)) {
    if (DROP.has(key) || key.startsWith("x-") && key !== "x-kubernetes-preserve-unknown-fields") continue;
    out[key] = walkKeyword(key, value, opts);
  }
  if (union) {
    delete out["oneOf"];
    delete out["anyOf"];
    out["type"] = union;
  }
  nullable(out);
  closeObject(input, out, opts.strict);
  return out;
}
function walkKeyword(key, value, opts) {
  switch (key) {
    case "properties":
    case "patternProperties":
    case "$defs":
    case "definitions":
      return mapValues(value, (v) => walk(v, opts));
    case "items":
    case "additionalProperties":
    case "not":
      return walk(value, opts);
    case "allOf":
    case "anyOf":
    case "oneOf":
      return Array.isArray(value) ? value.map((v) => walk(v, opts)) : value;
    case "$ref":
      return typeof value === "string" && opts.ref ? opts.ref(value) : value;
    default:
      return value;
  }
}
function singleRef(node) {
  const allOf = node["allOf"];
  const ref = Array.isArray(allOf) && allOf.length === 1 && isNode(allOf[0]) ? allOf[0]["$ref"] : node["$ref"];
  if (typeof ref !== "string") return void 0;
  const others = Object.keys(node).filter((k) => k !== "allOf" && k !== "$ref" && !DROP.has(k));
  return others.length === 0 ? ref : void 0;
}
function typeUnion(node) {
  const alts = node["oneOf"] ?? node["anyOf"];
  if (!Array.isArray(alts) || alts.length === 0) return void 0;
  const types = [];
  for (const alt of alts) {
    if (!isNode(alt) || typeof alt["type"] !== "string" || Object.keys(alt).some((k) => k !== "type" && k !== "format")) return void 0;
    types.push(alt["type"]);
  }
  return types;
}
function nullable(out) {
  const type = out["type"];
  if (typeof type === "string") out["type"] = [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) out["type"] = [...type, "null"];
  if (Array.isArray(out["enum"]) && !out["enum"].includes(null)) out["enum"] = [...out["enum"], null];
}
function closeObject(input, out, strict) {
  const open = input["x-kubernetes-preserve-unknown-fields"] === true || input["x-kubernetes-embedded-resource"] === true;
  delete out["x-kubernetes-preserve-unknown-fields"];
  if (open) {
    if (out["additionalProperties"] === false) delete out["additionalProperties"];
    return;
  }
  if (!strict) {
    if (out["additionalProperties"] === false) delete out["additionalProperties"];
    return;
  }
  if (isNode(out["properties"]) && out["additionalProperties"] === void 0 && out["patternProperties"] === void 0) {
    out["additionalProperties"] = false;
  }
}
function mapValues(value, fn) {
  if (!isNode(value)) return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = fn(v);
  return out;
}
function isNode(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/schema/openapi-graph.ts
var PREFIX = "#/components/schemas/";
var OpenApiGraph = class {
  constructor(schemas, strict) {
    this.schemas = schemas;
    this.strict = strict;
  }
  schemas;
  strict;
  defs = /* @__PURE__ */ new Map();
  closures = /* @__PURE__ */ new Map();
  ids = /* @__PURE__ */ new Map();
  /** `dg:def:<hash>` of a definition and its closure. */
  idOf(name) {
    let id = this.ids.get(name);
    if (!id) {
      const lines2 = this.closureOf(name).map((n) => `${n} ${this.def(n)?.hash ?? "missing"}`);
      id = `dg:def:${hashText(`${lines2.join("\n")}
root ${name}`)}`;
      this.ids.set(name, id);
    }
    return id;
  }
  /** What ajv needs for `name`: every definition it reaches, with `$id` and `$ref`s to other ids. */
  schemasFor(name) {
    const out = [];
    for (const n of this.closureOf(name)) {
      if (!Object.hasOwn(this.schemas, n)) continue;
      const id = this.idOf(n);
      const ref = (r) => r.startsWith(PREFIX) ? this.idOf(unescape(r.slice(PREFIX.length))) : r;
      out.push({ id, schema: { ...transformSchema(this.schemas[n], { strict: this.strict, ref }), $id: id } });
    }
    return out;
  }
  /** Sorted names of the definitions reachable from `name`, itself included. */
  closureOf(name) {
    const hit = this.closures.get(name);
    if (hit) return hit;
    const seen = /* @__PURE__ */ new Set([name]);
    const stack = [name];
    for (let n = stack.pop(); n !== void 0; n = stack.pop()) {
      for (const r of this.def(n)?.refs ?? []) {
        if (!seen.has(r)) {
          seen.add(r);
          stack.push(r);
        }
      }
    }
    const closure = [...seen].sort();
    this.closures.set(name, closure);
    return closure;
  }
  def(name) {
    let d = this.defs.get(name);
    if (!d && Object.hasOwn(this.schemas, name)) {
      const refs = [];
      const ref = (r) => {
        if (r.startsWith(PREFIX)) refs.push(unescape(r.slice(PREFIX.length)));
        return r;
      };
      const t = transformSchema(this.schemas[name], { strict: this.strict, ref });
      d = { hash: hashText(JSON.stringify(t)), refs };
      this.defs.set(name, d);
    }
    return d;
  }
};
function unescape(segment) {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

// src/schema/standalone-runtime.ts
var import_equal = __toESM(require_equal(), 1);
var import_timestamp = __toESM(require_timestamp2(), 1);
var import_ucs2length = __toESM(require_ucs2length(), 1);
var import_uri = __toESM(require_uri(), 1);
var import_validation_error = __toESM(require_validation_error(), 1);
function exportsOf(imported) {
  return typeof imported === "function" ? { default: imported } : imported;
}
var AJV_RUNTIME = {
  "ajv/dist/runtime/equal": exportsOf(import_equal.default),
  "ajv/dist/runtime/timestamp": exportsOf(import_timestamp.default),
  "ajv/dist/runtime/ucs2length": exportsOf(import_ucs2length.default),
  "ajv/dist/runtime/uri": exportsOf(import_uri.default),
  "ajv/dist/runtime/validation_error": exportsOf(import_validation_error.default)
};
var StandaloneRuntime = class {
  modules;
  constructor(ajv2) {
    const regExp = ajv2.opts.code.regExp;
    this.modules = { ...AJV_RUNTIME, [STANDALONE_FORMATS]: ajv2.formats, [STANDALONE_REGEXP]: regExp };
  }
  /** Throws when the code does not evaluate to a validator (the caller drops the cache entry). */
  evaluate(source) {
    const module = { exports: {} };
    const require2 = (id) => {
      if (!Object.hasOwn(this.modules, id)) throw new Error(`validator code requires an unknown module "${id}"`);
      return this.modules[id];
    };
    const factory = new Function("require", "module", "exports", source);
    factory(require2, module, module.exports);
    if (typeof module.exports !== "function") throw new Error("validator code does not export a function");
    return module.exports;
  }
};

// src/schema/compiler.ts
var standaloneCode = ((m) => typeof m === "function" ? m : m.default)(
  import_standalone.default
);
var SchemaCompiler = class {
  constructor(strict, opts = {}) {
    this.strict = strict;
    this.cache = new CompiledCache(opts.cacheDir, opts.fingerprint ?? ajvFingerprint());
  }
  strict;
  notes = { skipped: /* @__PURE__ */ new Set() };
  ajv = createAjv(this.notes);
  runtime = new StandaloneRuntime(this.ajv);
  cache;
  compiled = /* @__PURE__ */ new Map();
  graphs = /* @__PURE__ */ new Map();
  registered = /* @__PURE__ */ new Set();
  counts = { compiled: 0, loaded: 0, unusable: 0 };
  get stats() {
    return { compiled: this.counts.compiled, loaded: this.counts.loaded, rejected: this.counts.unusable + this.cache.damaged };
  }
  /** A kind inside an OpenAPI v3 document (`components.schemas`); only the definitions it reaches are compiled. */
  fromOpenApiDoc(docHash, schemas, name) {
    let graph = this.graphs.get(docHash);
    if (!graph) {
      graph = new OpenApiGraph(schemas, this.strict);
      this.graphs.set(docHash, graph);
    }
    const g = graph;
    const id = g.idOf(name);
    return this.memo(
      id,
      () => this.obtain(`openapi ${this.strict} ${id}`, () => {
        for (const def of g.schemasFor(name)) {
          if (this.registered.has(def.id)) continue;
          this.ajv.addSchema(def.schema);
          this.registered.add(def.id);
        }
        const fn = this.ajv.getSchema(id);
        if (!fn) throw new Error(`no definition ${name} in the document`);
        return fn;
      })
    );
  }
  /** A self-contained schema (a CRD version's openAPIV3Schema, a catalog JSON schema). */
  fromSchema(schema) {
    return this.memo(`s:${this.strict}:${hashJson(schema)}`, () => {
      const transformed = transformSchema(withObjectRoot(schema), { strict: this.strict });
      return this.obtain(`schema ${this.strict} ${hashText(JSON.stringify(transformed))}`, () => this.ajv.compile(transformed));
    });
  }
  /** Memoised per key, failures too: a schema that does not compile is not compiled again for every object. */
  memo(key, make) {
    const hit = this.compiled.get(key);
    if (hit instanceof Error) throw hit;
    if (hit) return hit;
    try {
      const entry = make();
      this.compiled.set(key, entry);
      return entry;
    } catch (err) {
      this.compiled.set(key, err);
      throw err;
    }
  }
  /** From the compiled cache, else compiled and written there. */
  obtain(identity, compile) {
    const key = this.cache.keyOf(identity);
    const before = new Set(this.notes.skipped);
    let fn = this.load(key);
    if (!fn) {
      const compiled2 = compile();
      this.counts.compiled++;
      this.store(key, compiled2);
      fn = compiled2;
    }
    const validate = fn;
    return {
      validate: (object) => validate(object) ? [] : [...validate.errors ?? []],
      skippedPatterns: [...this.notes.skipped].filter((p) => !before.has(p))
    };
  }
  load(key) {
    const code = this.cache.read(key);
    if (code === void 0) return void 0;
    try {
      const fn = this.runtime.evaluate(code);
      this.counts.loaded++;
      return fn;
    } catch {
      this.counts.unusable++;
      this.cache.drop(key);
      return void 0;
    }
  }
  /** Only code that evaluates here is written: a bad entry would be recompiled by every run. */
  store(key, fn) {
    let code;
    try {
      code = standaloneCode(this.ajv, fn);
      this.runtime.evaluate(code);
    } catch {
      return;
    }
    this.cache.write(key, code);
  }
};
function withObjectRoot(schema) {
  if (typeof schema !== "object" || schema === null) return schema;
  const root = schema;
  if (!root.properties) return schema;
  const properties = { apiVersion: { type: "string" }, kind: { type: "string" }, metadata: { type: "object" }, ...root.properties };
  return { ...root, properties };
}

// src/schema/crd-schemas.ts
var import_yaml6 = __toESM(require_dist(), 1);
import { readdir as readdir4, readFile as readFile5 } from "node:fs/promises";
import path15 from "node:path";
function crdKey(group, version, kind) {
  return `${group}/${version}/${kind.toLowerCase()}`;
}
function schemasOfCrd(crd, from) {
  const out = /* @__PURE__ */ new Map();
  const spec = crd["spec"];
  const names = spec?.["names"];
  const group = spec?.["group"];
  const kind = names?.["kind"];
  if (typeof group !== "string" || typeof kind !== "string") return out;
  const scope = spec?.["scope"] === "Cluster" ? "Cluster" : "Namespaced";
  const topLevel = spec?.["validation"]?.["openAPIV3Schema"];
  const versions = Array.isArray(spec?.["versions"]) ? spec["versions"] : [];
  if (versions.length === 0 && typeof spec?.["version"] === "string") versions.push({ name: spec["version"], served: true });
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
    files = (await readdir4(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name)).map((e) => path15.join(e.parentPath, e.name)).sort();
  } catch (err) {
    notes.push(`CRD folder ${dir} cannot be read: ${err.message}`);
    return { schemas, notes };
  }
  for (const file of files) {
    const rel = path15.relative(dir, file);
    const text = await readFile5(file, "utf8");
    const catalog = /^(.+)[\\/]([^\\/]+)_([^\\/_]+)\.json$/i.exec(rel);
    for (const doc of (0, import_yaml6.parseAllDocuments)(text)) {
      if (doc.errors.length > 0) {
        notes.push(`${rel}: not parseable (${doc.errors[0]?.message ?? "error"}); its CRDs were not read`);
        break;
      }
      const obj = doc.toJS({ maxAliasCount: 100 });
      if (!obj || typeof obj !== "object") continue;
      const o = obj;
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

// src/schema/crd-resolver.ts
var CrdResolver = class {
  constructor(fetcher, templates) {
    this.fetcher = fetcher;
    this.templates = templates;
  }
  fetcher;
  templates;
  dirs = /* @__PURE__ */ new Map();
  remote = /* @__PURE__ */ new Map();
  /** The per-target view: CRDs rendered in this target plus the revision's CRD folders. */
  async forTarget(resources, crdDirs) {
    const rendered = /* @__PURE__ */ new Map();
    for (const r of resources) {
      if (r.ref.kind !== "CustomResourceDefinition" || !r.ref.apiVersion.startsWith("apiextensions.k8s.io/")) continue;
      for (const [k, v] of schemasOfCrd(r.object, `this target (${r.source.file})`)) if (!rendered.has(k)) rendered.set(k, v);
    }
    const indexes = await Promise.all(crdDirs.map((d) => this.dir(d)));
    return new TargetCrds(rendered, crdDirs, indexes, this);
  }
  dir(dir) {
    let p = this.dirs.get(dir);
    if (!p) {
      p = readCrdDir(dir);
      this.dirs.set(dir, p);
    }
    return p;
  }
  /** `--crd-schema-location` templates, memoised per kind for the whole run. */
  fromLocations(group, version, kind) {
    const key = crdKey(group, version, kind);
    let p = this.remote.get(key);
    if (!p) {
      p = this.readLocations(group, version, kind);
      this.remote.set(key, p);
    }
    return p;
  }
  async readLocations(group, version, kind) {
    const lookedIn = [];
    for (const template of this.templates) {
      const location2 = expandTemplate(template, { group, version, kind: kind.toLowerCase() });
      const got = await this.fetcher.read(location2);
      if (got.status === "ok") return { status: "ok", found: { schema: got.json, served: true, from: `schema ${displayLocation(location2)}` } };
      lookedIn.push(`${got.from} (${got.reason})`);
    }
    return { status: "not-found", lookedIn };
  }
};
var TargetCrds = class {
  constructor(rendered, dirNames, indexes, resolver) {
    this.rendered = rendered;
    this.dirNames = dirNames;
    this.indexes = indexes;
    this.resolver = resolver;
  }
  rendered;
  dirNames;
  indexes;
  resolver;
  get notes() {
    return this.indexes.flatMap((i) => i.notes);
  }
  async lookup(group, version, kind) {
    const key = crdKey(group, version, kind);
    const local = this.rendered.get(key) ?? this.indexes.map((i) => i.schemas.get(key)).find((s) => s !== void 0);
    if (local) return { status: "ok", found: local };
    const remote = await this.resolver.fromLocations(group, version, kind);
    if (remote.status === "ok") return remote;
    const lookedIn = ["CRDs rendered in this target", ...this.dirNames.map((d) => `CRD folder ${d}`), ...remote.lookedIn];
    return { status: "not-found", lookedIn };
  }
};

// src/schema/embedded-kinds.ts
var EMBEDDED_MODELS_VERSION = "5.1.0";
var EMBEDDED_KINDS = {
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicy-A5HVHLOA.js"),
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicyBinding": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicyBinding-2MM7QWQO.js"),
  "admissionregistration.k8s.io/v1/MutatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1MutatingWebhookConfiguration-MJRYRJAW.js"),
  "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicy-BVKTAFGX.js"),
  "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicyBinding": () => import("./IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicyBinding-S6Q76CRZ.js"),
  "admissionregistration.k8s.io/v1/ValidatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1ValidatingWebhookConfiguration-MJP5UXPJ.js"),
  "admissionregistration.k8s.io/v1beta1/MutatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1beta1MutatingWebhookConfiguration-5EBKFT6F.js"),
  "admissionregistration.k8s.io/v1beta1/ValidatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1beta1ValidatingWebhookConfiguration-XNQEEUPI.js"),
  "apiextensions.k8s.io/v1/CustomResourceDefinition": () => import("./IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinition-DDTQWXP2.js"),
  "apiextensions.k8s.io/v1beta1/CustomResourceDefinition": () => import("./IoK8sApiextensionsApiserverPkgApisApiextensionsV1beta1CustomResourceDefinition-P6B6Q56F.js"),
  "apiregistration.k8s.io/v1/APIService": () => import("./IoK8sKubeAggregatorPkgApisApiregistrationV1APIService-MUUY3OQ7.js"),
  "apiregistration.k8s.io/v1beta1/APIService": () => import("./IoK8sKubeAggregatorPkgApisApiregistrationV1beta1APIService-IRNGNZJG.js"),
  "apps/v1/ControllerRevision": () => import("./IoK8sApiAppsV1ControllerRevision-EWS5MISY.js"),
  "apps/v1/DaemonSet": () => import("./IoK8sApiAppsV1DaemonSet-IO2CZJLC.js"),
  "apps/v1/Deployment": () => import("./IoK8sApiAppsV1Deployment-3EENU2MU.js"),
  "apps/v1/ReplicaSet": () => import("./IoK8sApiAppsV1ReplicaSet-YF4WEUBF.js"),
  "apps/v1/StatefulSet": () => import("./IoK8sApiAppsV1StatefulSet-SHBV2ZX6.js"),
  "apps/v1beta1/ControllerRevision": () => import("./IoK8sApiAppsV1beta1ControllerRevision-T5VGJRTL.js"),
  "apps/v1beta1/Deployment": () => import("./IoK8sApiAppsV1beta1Deployment-2NYK3OCM.js"),
  "apps/v1beta1/DeploymentRollback": () => import("./IoK8sApiAppsV1beta1DeploymentRollback-5NJYU3GS.js"),
  "apps/v1beta1/Scale": () => import("./IoK8sApiAppsV1beta1Scale-HCLASGOE.js"),
  "apps/v1beta1/StatefulSet": () => import("./IoK8sApiAppsV1beta1StatefulSet-Z52DXT4M.js"),
  "apps/v1beta2/ControllerRevision": () => import("./IoK8sApiAppsV1beta2ControllerRevision-5RBMOOHX.js"),
  "apps/v1beta2/DaemonSet": () => import("./IoK8sApiAppsV1beta2DaemonSet-UK5CBT6K.js"),
  "apps/v1beta2/Deployment": () => import("./IoK8sApiAppsV1beta2Deployment-3ZLDAVGP.js"),
  "apps/v1beta2/ReplicaSet": () => import("./IoK8sApiAppsV1beta2ReplicaSet-BP42PRVU.js"),
  "apps/v1beta2/Scale": () => import("./IoK8sApiAppsV1beta2Scale-UQOF52QA.js"),
  "apps/v1beta2/StatefulSet": () => import("./IoK8sApiAppsV1beta2StatefulSet-PCTBOOMP.js"),
  "authentication.k8s.io/v1/SelfSubjectReview": () => import("./IoK8sApiAuthenticationV1SelfSubjectReview-BOSFRGYA.js"),
  "authentication.k8s.io/v1/TokenRequest": () => import("./IoK8sApiAuthenticationV1TokenRequest-5FQT7VP5.js"),
  "authentication.k8s.io/v1/TokenReview": () => import("./IoK8sApiAuthenticationV1TokenReview-GDAHSEW7.js"),
  "authentication.k8s.io/v1beta1/TokenReview": () => import("./IoK8sApiAuthenticationV1beta1TokenReview-MVF6PF3G.js"),
  "authorization.k8s.io/v1/LocalSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1LocalSubjectAccessReview-3CPNXNC3.js"),
  "authorization.k8s.io/v1/SelfSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1SelfSubjectAccessReview-SGFROPL7.js"),
  "authorization.k8s.io/v1/SelfSubjectRulesReview": () => import("./IoK8sApiAuthorizationV1SelfSubjectRulesReview-GTZRAFAF.js"),
  "authorization.k8s.io/v1/SubjectAccessReview": () => import("./IoK8sApiAuthorizationV1SubjectAccessReview-W2SZQUVR.js"),
  "authorization.k8s.io/v1beta1/LocalSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1LocalSubjectAccessReview-5OOZVGAD.js"),
  "authorization.k8s.io/v1beta1/SelfSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1SelfSubjectAccessReview-2GGFCDOM.js"),
  "authorization.k8s.io/v1beta1/SelfSubjectRulesReview": () => import("./IoK8sApiAuthorizationV1beta1SelfSubjectRulesReview-PCBFRPQN.js"),
  "authorization.k8s.io/v1beta1/SubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1SubjectAccessReview-4CZLTHM2.js"),
  "autoscaling/v1/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV1HorizontalPodAutoscaler-52C3GR5H.js"),
  "autoscaling/v1/Scale": () => import("./IoK8sApiAutoscalingV1Scale-56FEUGZR.js"),
  "autoscaling/v2/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2HorizontalPodAutoscaler-QENWWS2S.js"),
  "autoscaling/v2beta1/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2beta1HorizontalPodAutoscaler-FLOJVUSB.js"),
  "autoscaling/v2beta2/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2beta2HorizontalPodAutoscaler-65Y7VF4T.js"),
  "batch/v1/CronJob": () => import("./IoK8sApiBatchV1CronJob-JE6Z7YJD.js"),
  "batch/v1/Job": () => import("./IoK8sApiBatchV1Job-D32OS6MZ.js"),
  "batch/v1beta1/CronJob": () => import("./IoK8sApiBatchV1beta1CronJob-JHYGN65I.js"),
  "certificates.k8s.io/v1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1CertificateSigningRequest-GCV6ONQP.js"),
  "certificates.k8s.io/v1beta1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1beta1CertificateSigningRequest-GJWWHE3C.js"),
  "coordination.k8s.io/v1/Lease": () => import("./IoK8sApiCoordinationV1Lease-4L4FDG42.js"),
  "coordination.k8s.io/v1beta1/Lease": () => import("./IoK8sApiCoordinationV1beta1Lease-VPN5STBP.js"),
  "discovery.k8s.io/v1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1EndpointSlice-O55F6CWX.js"),
  "discovery.k8s.io/v1beta1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1beta1EndpointSlice-YU42ZDB4.js"),
  "events.k8s.io/v1/Event": () => import("./IoK8sApiEventsV1Event-J4MGCX36.js"),
  "events.k8s.io/v1beta1/Event": () => import("./IoK8sApiEventsV1beta1Event-JOCUBY5O.js"),
  "extensions/v1beta1/DaemonSet": () => import("./IoK8sApiExtensionsV1beta1DaemonSet-F33MXRBW.js"),
  "extensions/v1beta1/Deployment": () => import("./IoK8sApiExtensionsV1beta1Deployment-FXNE3RAB.js"),
  "extensions/v1beta1/DeploymentRollback": () => import("./IoK8sApiExtensionsV1beta1DeploymentRollback-AMYMR2LS.js"),
  "extensions/v1beta1/Ingress": () => import("./IoK8sApiExtensionsV1beta1Ingress-ZBW7MVEF.js"),
  "extensions/v1beta1/NetworkPolicy": () => import("./IoK8sApiExtensionsV1beta1NetworkPolicy-QKRX2OFD.js"),
  "extensions/v1beta1/PodSecurityPolicy": () => import("./IoK8sApiExtensionsV1beta1PodSecurityPolicy-ADF2PIPK.js"),
  "extensions/v1beta1/ReplicaSet": () => import("./IoK8sApiExtensionsV1beta1ReplicaSet-2RKYTFXX.js"),
  "extensions/v1beta1/Scale": () => import("./IoK8sApiExtensionsV1beta1Scale-OO7C3EBH.js"),
  "flowcontrol.apiserver.k8s.io/v1/FlowSchema": () => import("./IoK8sApiFlowcontrolV1FlowSchema-RFESYNJY.js"),
  "flowcontrol.apiserver.k8s.io/v1/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1PriorityLevelConfiguration-WK5ERG2B.js"),
  "flowcontrol.apiserver.k8s.io/v1beta1/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta1FlowSchema-4W45KII7.js"),
  "flowcontrol.apiserver.k8s.io/v1beta1/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta1PriorityLevelConfiguration-PL3ULNJY.js"),
  "flowcontrol.apiserver.k8s.io/v1beta2/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta2FlowSchema-6PCP4LSA.js"),
  "flowcontrol.apiserver.k8s.io/v1beta2/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta2PriorityLevelConfiguration-27MJDHHG.js"),
  "flowcontrol.apiserver.k8s.io/v1beta3/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta3FlowSchema-BYFDNVPT.js"),
  "flowcontrol.apiserver.k8s.io/v1beta3/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta3PriorityLevelConfiguration-RCC6DQ2O.js"),
  "networking.k8s.io/v1/IPAddress": () => import("./IoK8sApiNetworkingV1IPAddress-LR7Y25UN.js"),
  "networking.k8s.io/v1/Ingress": () => import("./IoK8sApiNetworkingV1Ingress-AMT7KX5W.js"),
  "networking.k8s.io/v1/IngressClass": () => import("./IoK8sApiNetworkingV1IngressClass-FM57UL7L.js"),
  "networking.k8s.io/v1/NetworkPolicy": () => import("./IoK8sApiNetworkingV1NetworkPolicy-6LFVVJJX.js"),
  "networking.k8s.io/v1/ServiceCIDR": () => import("./IoK8sApiNetworkingV1ServiceCIDR-QCTP5NP5.js"),
  "networking.k8s.io/v1beta1/Ingress": () => import("./IoK8sApiNetworkingV1beta1Ingress-F7UVLVJY.js"),
  "networking.k8s.io/v1beta1/IngressClass": () => import("./IoK8sApiNetworkingV1beta1IngressClass-CHFW2EKB.js"),
  "node.k8s.io/v1/RuntimeClass": () => import("./IoK8sApiNodeV1RuntimeClass-5C6MEEFF.js"),
  "node.k8s.io/v1beta1/RuntimeClass": () => import("./IoK8sApiNodeV1beta1RuntimeClass-BNAZFCAG.js"),
  "policy/v1/Eviction": () => import("./IoK8sApiPolicyV1Eviction-5772P3BD.js"),
  "policy/v1/PodDisruptionBudget": () => import("./IoK8sApiPolicyV1PodDisruptionBudget-YOKK3RR2.js"),
  "policy/v1beta1/Eviction": () => import("./IoK8sApiPolicyV1beta1Eviction-KD4XYHHK.js"),
  "policy/v1beta1/PodDisruptionBudget": () => import("./IoK8sApiPolicyV1beta1PodDisruptionBudget-6Z5MPFUY.js"),
  "policy/v1beta1/PodSecurityPolicy": () => import("./IoK8sApiPolicyV1beta1PodSecurityPolicy-LZQ5TOAZ.js"),
  "rbac.authorization.k8s.io/v1/ClusterRole": () => import("./IoK8sApiRbacV1ClusterRole-KPPBDGLO.js"),
  "rbac.authorization.k8s.io/v1/ClusterRoleBinding": () => import("./IoK8sApiRbacV1ClusterRoleBinding-IYPNKXBX.js"),
  "rbac.authorization.k8s.io/v1/Role": () => import("./IoK8sApiRbacV1Role-SRUSV6KN.js"),
  "rbac.authorization.k8s.io/v1/RoleBinding": () => import("./IoK8sApiRbacV1RoleBinding-6MJBPFY3.js"),
  "rbac.authorization.k8s.io/v1beta1/ClusterRole": () => import("./IoK8sApiRbacV1beta1ClusterRole-YSGQXET4.js"),
  "rbac.authorization.k8s.io/v1beta1/ClusterRoleBinding": () => import("./IoK8sApiRbacV1beta1ClusterRoleBinding-PWTBJGIE.js"),
  "rbac.authorization.k8s.io/v1beta1/Role": () => import("./IoK8sApiRbacV1beta1Role-PKLHDM52.js"),
  "rbac.authorization.k8s.io/v1beta1/RoleBinding": () => import("./IoK8sApiRbacV1beta1RoleBinding-6HTWBYYH.js"),
  "resource.k8s.io/v1/DeviceClass": () => import("./IoK8sApiResourceV1DeviceClass-3K6PQ7KT.js"),
  "resource.k8s.io/v1/ResourceClaim": () => import("./IoK8sApiResourceV1ResourceClaim-D6VKW42O.js"),
  "resource.k8s.io/v1/ResourceClaimTemplate": () => import("./IoK8sApiResourceV1ResourceClaimTemplate-6O6SDHWP.js"),
  "resource.k8s.io/v1/ResourceSlice": () => import("./IoK8sApiResourceV1ResourceSlice-BJQNVCTK.js"),
  "scheduling.k8s.io/v1/PriorityClass": () => import("./IoK8sApiSchedulingV1PriorityClass-ZQRTQ3XT.js"),
  "scheduling.k8s.io/v1beta1/PriorityClass": () => import("./IoK8sApiSchedulingV1beta1PriorityClass-BXBWHTV2.js"),
  "storage.k8s.io/v1/CSIDriver": () => import("./IoK8sApiStorageV1CSIDriver-EBZKGJZL.js"),
  "storage.k8s.io/v1/CSINode": () => import("./IoK8sApiStorageV1CSINode-5CLV3VUB.js"),
  "storage.k8s.io/v1/CSIStorageCapacity": () => import("./IoK8sApiStorageV1CSIStorageCapacity-GZDD6RR5.js"),
  "storage.k8s.io/v1/StorageClass": () => import("./IoK8sApiStorageV1StorageClass-OR3SHIHV.js"),
  "storage.k8s.io/v1/VolumeAttachment": () => import("./IoK8sApiStorageV1VolumeAttachment-DLJTWCHP.js"),
  "storage.k8s.io/v1/VolumeAttributesClass": () => import("./IoK8sApiStorageV1VolumeAttributesClass-BYKCHNH3.js"),
  "storage.k8s.io/v1beta1/CSIDriver": () => import("./IoK8sApiStorageV1beta1CSIDriver-4ZUBT27F.js"),
  "storage.k8s.io/v1beta1/CSINode": () => import("./IoK8sApiStorageV1beta1CSINode-C7UZSP5F.js"),
  "storage.k8s.io/v1beta1/CSIStorageCapacity": () => import("./IoK8sApiStorageV1beta1CSIStorageCapacity-FAOWBX7L.js"),
  "storage.k8s.io/v1beta1/StorageClass": () => import("./IoK8sApiStorageV1beta1StorageClass-7ZDIJXHA.js"),
  "storage.k8s.io/v1beta1/VolumeAttachment": () => import("./IoK8sApiStorageV1beta1VolumeAttachment-4WS327SM.js"),
  "v1/Binding": () => import("./IoK8sApiCoreV1Binding-W24XZUBC.js"),
  "v1/ComponentStatus": () => import("./IoK8sApiCoreV1ComponentStatus-2LHWIGDF.js"),
  "v1/ConfigMap": () => import("./IoK8sApiCoreV1ConfigMap-CCJDFQGF.js"),
  "v1/Endpoints": () => import("./IoK8sApiCoreV1Endpoints-TCEFONHR.js"),
  "v1/Event": () => import("./IoK8sApiCoreV1Event-QMFCCJKB.js"),
  "v1/LimitRange": () => import("./IoK8sApiCoreV1LimitRange-R4T25AX6.js"),
  "v1/Namespace": () => import("./IoK8sApiCoreV1Namespace-WDXYG6R4.js"),
  "v1/Node": () => import("./IoK8sApiCoreV1Node-DF3G3JQW.js"),
  "v1/PersistentVolume": () => import("./IoK8sApiCoreV1PersistentVolume-LGPGA5JE.js"),
  "v1/PersistentVolumeClaim": () => import("./IoK8sApiCoreV1PersistentVolumeClaim-P7WMULYX.js"),
  "v1/Pod": () => import("./IoK8sApiCoreV1Pod-OY6OBRNE.js"),
  "v1/PodTemplate": () => import("./IoK8sApiCoreV1PodTemplate-XFQEVQPK.js"),
  "v1/ReplicationController": () => import("./IoK8sApiCoreV1ReplicationController-NEH6PSD2.js"),
  "v1/ResourceQuota": () => import("./IoK8sApiCoreV1ResourceQuota-NLBVGIYH.js"),
  "v1/Secret": () => import("./IoK8sApiCoreV1Secret-SSCPK3MT.js"),
  "v1/Service": () => import("./IoK8sApiCoreV1Service-7MXF5BFT.js"),
  "v1/ServiceAccount": () => import("./IoK8sApiCoreV1ServiceAccount-E53H5EZM.js")
};

// src/schema/embedded.ts
var loaded = /* @__PURE__ */ new Map();
function embeddedValidator(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  let p = loaded.get(key);
  if (!p) {
    const load = EMBEDDED_KINDS[key];
    p = load ? load().then((m) => ({
      validate: (object) => m.validate(object) ? [] : [...m.validate.errors ?? []]
    })) : Promise.resolve(void 0);
    loaded.set(key, p);
  }
  return p;
}

// src/schema/errors-to-drafts.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
var MAX_PER_RESOURCE = 20;
var WRAPPERS = /* @__PURE__ */ new Set(["anyOf", "oneOf", "allOf", "if", "not", "$ref"]);
function errorsToDrafts(resource, errors, against) {
  const drafts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const err of errors) {
    if (WRAPPERS.has(err.keyword) && errors.length > 1) continue;
    const draft = err.keyword === "additionalProperties" ? unknownField(resource, err) : invalid(resource, err, against);
    const key = `${draft.ruleId}|${draft.path}|${draft.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drafts.push(draft);
  }
  if (drafts.length <= MAX_PER_RESOURCE) return drafts;
  const kept = drafts.slice(0, MAX_PER_RESOURCE);
  const last = kept[kept.length - 1];
  if (last) last.message += ` (and ${drafts.length - MAX_PER_RESOURCE} more schema findings in this object)`;
  return kept;
}
function unknownField(resource, err) {
  const field = String(err.params.additionalProperty);
  const path35 = `${err.instancePath}/${escapePointer(field)}`;
  const known = Object.keys(err.parentSchema?.properties ?? {});
  const guess = suggest(field, known);
  const location2 = resource.locate(path35);
  const hint = guess ? `; did you mean "${guess}"?` : "";
  return {
    ruleId: "schema/unknown-field",
    message: `unknown field "${field}" at ${path35}${hint}${at(location2)}`,
    resource,
    path: path35,
    location: location2,
    remediation: guess ? `rename "${field}" to "${guess}"` : `remove "${field}" or check the apiVersion/kind it belongs to`
  };
}
function invalid(resource, err, against) {
  const path35 = err.instancePath || "";
  const location2 = resource.locate(path35);
  return {
    ruleId: "schema/invalid",
    message: `${path35 || "/"} ${describe(err, mayShowValues(resource, path35))} (${against})${at(location2)}`,
    resource,
    path: path35,
    location: location2,
    fingerprintKey: err.keyword
  };
}
function mayShowValues(resource, path35) {
  return resource.ref.kind !== "Secret" && !path35.includes("last-applied-configuration");
}
function describe(err, showValues) {
  const p = err.params;
  const got = (v) => showValues ? JSON.stringify(v) : "(value hidden)";
  switch (err.keyword) {
    case "required":
      return `is missing the required field "${String(p["missingProperty"])}"`;
    case "type":
      return `must be ${String(p["type"]).replace(/,?null/, "").replace(",", " or ")}, got ${typeName(err.data)}${showValues ? preview(err.data) : ""}`;
    case "enum":
      return `must be one of ${p["allowedValues"].filter((v) => v !== null).map((v) => JSON.stringify(v)).join(", ")}, got ${got(err.data)}`;
    case "format":
      return `must be a valid ${String(p["format"])}, got ${got(err.data)}`;
    case "pattern":
      return `must match the pattern ${String(p["pattern"])}, got ${got(err.data)}`;
    default:
      return err.message ?? err.keyword;
  }
}
function suggest(field, known) {
  if (known.length === 0) return void 0;
  const sameCase = known.find((k) => k.toLowerCase() === field.toLowerCase());
  if (sameCase) return sameCase;
  const best = (0, import_fastest_levenshtein.closest)(field, known);
  return (0, import_fastest_levenshtein.distance)(field, best) <= Math.max(2, Math.floor(field.length / 4)) ? best : void 0;
}
function at(location2) {
  if (!location2?.file) return "";
  return location2.line ? ` (${location2.file}:${location2.line})` : ` (${location2.file})`;
}
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function preview(v) {
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return ` ${JSON.stringify(v).slice(0, 60)}`;
  return "";
}
function escapePointer(s) {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}

// src/schema/fetcher.ts
import { createHash as createHash5 } from "node:crypto";
import { existsSync as existsSync2 } from "node:fs";
import { mkdir as mkdir4, readFile as readFile6, rename as rename2, rm as rm4, writeFile as writeFile3 } from "node:fs/promises";
import path16 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var Fetcher = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  memo = /* @__PURE__ */ new Map();
  read(location2) {
    let p = this.memo.get(location2);
    if (!p) {
      p = isRemote(location2) ? this.readRemote(location2) : readLocal(location2);
      this.memo.set(location2, p);
    }
    return p;
  }
  cacheFile(url) {
    return path16.join(this.opts.cacheDir, `${createHash5("sha256").update(url).digest("hex")}.json`);
  }
  async readRemote(url) {
    const from = displayLocation(url);
    const file = this.cacheFile(url);
    const cached3 = await readCached(file);
    if (cached3) return { status: "ok", ...cached3, from };
    if (this.opts.offline) return { status: "unreachable", reason: `offline and not in the cache (${this.opts.cacheDir})`, from };
    const got = await this.download(url);
    if (got.status !== "ok") return { ...got, from };
    const parsed = parseJson(got.text);
    if (parsed === void 0) return { status: "unreachable", reason: "the response is not JSON", from };
    await writeCache(file, got.text);
    return { status: "ok", json: parsed, text: got.text, from };
  }
  async download(url) {
    let last = "no attempt";
    for (let attempt2 = 0; attempt2 <= this.opts.retries; attempt2++) {
      if (attempt2 > 0) await sleep(200 * 2 ** (attempt2 - 1));
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs), redirect: "follow" });
        if (res.status === 404) return { status: "absent", reason: "HTTP 404" };
        if (!res.ok) {
          last = `HTTP ${res.status}`;
          await res.body?.cancel();
          if (res.status < 500 && res.status !== 429) break;
          continue;
        }
        return { status: "ok", text: await res.text() };
      } catch (err) {
        last = describeFetchError(err, this.opts.timeoutMs);
      }
    }
    return { status: "unreachable", reason: `${last} after ${this.opts.retries + 1} attempt(s)` };
  }
};
async function readLocal(location2) {
  const file = location2.startsWith("file://") ? fileURLToPath2(location2) : path16.resolve(location2);
  try {
    const text = await readFile6(file, "utf8");
    const json2 = parseJson(text);
    if (json2 === void 0) return { status: "unreachable", reason: "not valid JSON", from: file };
    return { status: "ok", json: json2, text, from: file };
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" && existsSync2(path16.dirname(file))) return { status: "absent", reason: "no such file", from: file };
    return { status: "unreachable", reason: code === "ENOENT" ? `folder ${path16.dirname(file)} does not exist` : String(err), from: file };
  }
}
async function readCached(file) {
  let text;
  try {
    text = await readFile6(file, "utf8");
  } catch {
    return void 0;
  }
  const json2 = parseJson(text);
  if (json2 !== void 0) return { json: json2, text };
  await rm4(file, { force: true });
  return void 0;
}
async function writeCache(file, text) {
  try {
    await mkdir4(path16.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile3(tmp, text);
    await rename2(tmp, file);
  } catch {
  }
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function describeFetchError(err, timeoutMs) {
  const e = err;
  if (e.name === "TimeoutError" || e.name === "AbortError") return `no answer within ${timeoutMs} ms`;
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/schema/target-run.ts
var TargetRun = class {
  constructor(version, strict, dirNames) {
    this.version = version;
    this.strict = strict;
    this.dirNames = dirNames;
  }
  version;
  strict;
  dirNames;
  drafts = [];
  notes = /* @__PURE__ */ new Set();
  openapi = 0;
  custom = 0;
  unvalidated = 0;
  embeddedKinds = /* @__PURE__ */ new Set();
  embeddedCount = 0;
  embeddedReason;
  /** Built-in objects neither the OpenAPI nor the embedded models could check. */
  builtinUnchecked = 0;
  add(...drafts) {
    this.drafts.push(...drafts);
  }
  addNotes(notes) {
    for (const n of notes) this.notes.add(n);
  }
  countOpenApi() {
    this.openapi++;
  }
  countCustom() {
    this.custom++;
  }
  countEmbedded(kind, reason) {
    this.embeddedCount++;
    this.embeddedKinds.add(kind);
    this.embeddedReason ??= reason;
  }
  /** `schema/not-found` (inconclusive) naming every place that was asked. */
  notFound(resource, lookedIn) {
    this.unvalidated++;
    this.drafts.push({
      ruleId: "schema/not-found",
      message: `no schema for ${resource.ref.apiVersion} ${resource.ref.kind}; looked in: ${lookedIn.join("; ")}`,
      resource,
      path: "/apiVersion",
      remediation: "add the CRD (YAML or JSON schema) to a schemas.crds folder, or a --crd-schema-location that has it"
    });
  }
  displayLooked(entry) {
    for (const [dir, shown2] of this.dirNames) if (entry.includes(dir)) return entry.replace(dir, shown2);
    return entry;
  }
  finish(source) {
    const counts = { validated: this.openapi + this.custom + this.embeddedCount, unvalidated: this.unvalidated };
    const notes = [...this.notes];
    if (this.embeddedCount > 0 || "reason" in source) {
      const reason = this.embeddedReason ?? ("reason" in source ? source.reason : "unknown");
      if (this.strict && this.embeddedCount > 0) this.drafts.push(this.strictNotRun(reason));
      const level2 = this.embeddedCount > 0 ? "embedded" : this.builtinUnchecked > 0 ? "none" : "reason" in source ? "embedded" : "openapi";
      return { drafts: this.drafts, level: level2, reason, notes, counts };
    }
    return { drafts: this.drafts, level: "openapi", notes, counts };
  }
  /** Strict checks that could not run are said, not skipped: one inconclusive finding per target. */
  strictNotRun(reason) {
    const kinds = [...this.embeddedKinds].sort().join(", ");
    return {
      ruleId: "schema/unknown-field",
      verdict: "inconclusive",
      message: `unknown fields were not checked for ${this.embeddedCount} built-in object(s) (${kinds}): ${reason}; only the embedded kubernetes-models schemas ran (types, required fields, formats)`,
      remediation: "make a schema location readable (network, --schema-location to a local copy, or a warm cache) and run again",
      fingerprintKey: "strict-unavailable"
    };
  }
};

// src/schema/cache-dir.ts
import os4 from "node:os";
import path17 from "node:path";
function defaultCacheDir(env = process.env) {
  if (env.RUNNER_TOOL_CACHE) return path17.join(env.RUNNER_TOOL_CACHE, "deploy-gate", "schemas");
  const xdg = env.XDG_CACHE_HOME || path17.join(os4.homedir(), ".cache");
  return path17.join(xdg, "deploy-gate", "schemas");
}
function compiledCacheDir(cacheDir) {
  return path17.join(cacheDir, "validators");
}

// src/schema/validator.ts
function createSchemaValidator(opts) {
  const cacheDir = opts.cacheDir ?? defaultCacheDir();
  const fetcher = new Fetcher({
    offline: opts.offline,
    cacheDir,
    timeoutMs: opts.timeoutMs ?? 15e3,
    retries: opts.retries ?? 2
  });
  const compiler = new SchemaCompiler(opts.strict, { cacheDir: compiledCacheDir(cacheDir) });
  const builtin = new BuiltinSchemas(fetcher, opts.locations.length > 0 ? opts.locations : [DEFAULT_K8S_LOCATION], compiler);
  const crds = new CrdResolver(fetcher, opts.crdLocations);
  return {
    async validateTarget(resources, env, per) {
      const version = minorVersion(env.kubernetesVersion);
      if (!version) throw new Error(`environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`);
      const dirs = per?.crdDirs ?? opts.crdDirs;
      const targetCrds = await crds.forTarget(resources, dirs);
      const run3 = new TargetRun(version, opts.strict, displayDirs(dirs, per?.repoRoot));
      for (const resource of resources) {
        if (removalTable().builtinGroups.has(apiGroup(resource.ref.apiVersion))) await validateBuiltin(run3, builtin, resource);
        else await validateCustom(run3, compiler, targetCrds, resource);
      }
      run3.addNotes(targetCrds.notes);
      return run3.finish(await builtin.source(version));
    }
  };
}
async function validateBuiltin(run3, builtin, resource) {
  const { apiVersion, kind } = resource.ref;
  const found = await builtin.lookup(run3.version, apiVersion, kind);
  if (found.status === "ok") {
    run3.countOpenApi();
    run3.add(...check(resource, found.compile, `Kubernetes ${run3.version} OpenAPI`, run3));
    return;
  }
  if (removedByTable(apiVersion, kind, run3.version)) return;
  if (found.status === "absent") {
    run3.add({
      ruleId: "api/removed",
      message: `${apiVersion} ${kind} is not served by Kubernetes ${run3.version}: the ${run3.version} OpenAPI (${found.from}) has no such kind`,
      resource,
      path: "/apiVersion",
      remediation: "use an apiVersion this Kubernetes version serves (kubectl api-resources)"
    });
    return;
  }
  await validateEmbedded(run3, resource, found.reason);
}
async function validateEmbedded(run3, resource, reason) {
  const { apiVersion, kind } = resource.ref;
  const embedded = await embeddedValidator(apiVersion, kind);
  if (!embedded) {
    run3.builtinUnchecked++;
    run3.notFound(resource, [reason, `kubernetes-models ${EMBEDDED_MODELS_VERSION} (no model for this kind)`]);
    return;
  }
  run3.countEmbedded(kind, reason);
  const against = `embedded kubernetes-models ${EMBEDDED_MODELS_VERSION}; the ${run3.version} OpenAPI could not be read`;
  run3.add(...errorsToDrafts(resource, embedded.validate(resource.object), against));
}
async function validateCustom(run3, compiler, crds, resource) {
  const { apiVersion, kind } = resource.ref;
  const slash = apiVersion.indexOf("/");
  const got = await crds.lookup(apiGroup(apiVersion), apiVersion.slice(slash + 1), kind);
  if (got.status === "not-found") {
    run3.notFound(resource, got.lookedIn.map((l) => run3.displayLooked(l)));
    return;
  }
  const { found } = got;
  if (!found.served) {
    run3.add({ ruleId: "api/removed", message: `${apiVersion} ${kind}: version ${apiVersion.slice(slash + 1)} is not served (served: false in ${found.from})`, resource, path: "/apiVersion" });
    return;
  }
  run3.countCustom();
  const namespace = resource.object["metadata"]?.namespace;
  if (found.scope === "Cluster" && typeof namespace === "string" && namespace !== "") {
    run3.add({ ruleId: "schema/invalid", message: `${kind} is cluster-scoped (${found.from}) but has metadata.namespace "${namespace}"`, resource, path: "/metadata/namespace", remediation: "remove metadata.namespace", fingerprintKey: "scope" });
  }
  run3.add(...check(resource, () => compiler.fromSchema(found.schema), found.from, run3));
}
function check(resource, compile, against, run3) {
  let schema;
  try {
    schema = compile();
  } catch (err) {
    return [{ ruleId: "schema/not-found", message: `the schema for ${resource.ref.apiVersion} ${resource.ref.kind} from ${against} does not compile: ${err.message}`, resource, path: "/apiVersion" }];
  }
  for (const p of schema.skippedPatterns) run3.addNotes([`pattern ${JSON.stringify(p)} in ${against} is not a valid JavaScript regular expression even after RE2 translation: not checked`]);
  return errorsToDrafts(resource, schema.validate(resource.object), against);
}
function removedByTable(apiVersion, kind, version) {
  const row = removalTable().byKind.get(`${apiVersion}/${kind}`);
  return row !== void 0 && compareVersions(version, row.removedIn) >= 0;
}
function displayDirs(dirs, repoRoot) {
  return new Map(dirs.map((d) => [d, repoRoot ? path18.relative(repoRoot, d) || "." : d]));
}

// src/checks/load.ts
var import_yaml7 = __toESM(require_dist(), 1);
import { existsSync as existsSync3, readdirSync, readFileSync as readFileSync5, statSync } from "node:fs";
import path19 from "node:path";

// src/checks/check-file.ts
var import_ajv2 = __toESM(require_ajv(), 1);
var CHECK_FILE_SCHEMA = {
  type: "object",
  properties: {
    template: { type: "string", minLength: 1 },
    description: { type: "string", minLength: 1 },
    why: { type: "string", minLength: 1 },
    remediation: { type: "string", minLength: 1 },
    params: { type: "object" },
    severity: { enum: ["error", "warning", "note"] },
    severityNote: { type: "string", minLength: 1 },
    examples: {
      type: "object",
      properties: { pass: { type: "string", minLength: 1 }, fail: { type: "string", minLength: 1 } },
      required: ["pass", "fail"],
      additionalProperties: false
    }
  },
  required: ["template", "description", "why", "remediation"],
  additionalProperties: false
};
var ajv = new import_ajv2.Ajv({ allErrors: true, useDefaults: true, strict: false });
var validateFile = ajv.compile(CHECK_FILE_SCHEMA);
function describeAjvErrors(errors, prefix) {
  return (errors ?? []).map((e) => {
    const where2 = `${prefix}${e.instancePath}` || "(top level)";
    const extra = e.keyword === "additionalProperties" ? ` "${String(e.params.additionalProperty)}"` : e.keyword === "enum" ? ` (${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})` : "";
    return `${where2} ${e.message ?? "is invalid"}${extra}`;
  });
}
function validateCheckFile(data) {
  if (validateFile(data)) return data;
  return describeAjvErrors(validateFile.errors, "");
}

// src/checks/json-pointer.ts
function escapeToken(token) {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}
function joinPointer(base, ...tokens) {
  return base + tokens.map((t) => `/${escapeToken(t)}`).join("");
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return void 0;
  return pointer.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function getAt(data, pointer) {
  const tokens = parsePointer(pointer);
  if (!tokens) return void 0;
  let cur = data;
  for (const token of tokens) {
    if (Array.isArray(cur)) cur = /^(0|[1-9][0-9]*)$/.test(token) ? cur[Number(token)] : void 0;
    else if (isObject(cur)) cur = Object.prototype.hasOwnProperty.call(cur, token) ? cur[token] : void 0;
    else return void 0;
  }
  return cur;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/checks/templates/types.ts
var ALL_ROLES = ["container", "init", "sidecar", "ephemeral"];
function rolesParam(defaults2) {
  return {
    description: "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.",
    type: "array",
    items: { enum: ALL_ROLES },
    uniqueItems: true,
    default: defaults2
  };
}
function inRoles(c, params) {
  const roles = params.roles;
  return !roles || roles.includes(c.role);
}
function describeContainer(c) {
  const kind = c.role === "container" ? "container" : c.role === "sidecar" ? "sidecar container" : `${c.role} container`;
  return `${kind} "${c.name}"`;
}

// src/checks/templates/container-privileged.ts
var containerPrivileged = {
  name: "container-privileged",
  summary: "Containers with `securityContext.privileged: true` (and optionally added capabilities that amount to it).",
  params: {
    type: "object",
    properties: {
      capabilities: {
        description: "Added capabilities that count as privileged too (e.g. `SYS_ADMIN`, `ALL`). Empty: only `privileged: true`.",
        type: "array",
        items: { type: "string", minLength: 1 },
        uniqueItems: true,
        default: []
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const drafts = [];
    const wanted = new Set(params.capabilities.map((c) => c.toUpperCase().replace(/^CAP_/, "")));
    for (const c of ctx.containers) {
      if (!inRoles(c, params)) continue;
      const base = { ruleId: check2.id, resource: c.resource, fingerprintKey: c.name, remediation: check2.remediation };
      if (getAt(c.container, "/securityContext/privileged") === true) {
        drafts.push({ ...base, path: `${c.pointer}/securityContext/privileged`, message: `${describeContainer(c)} runs privileged (full access to the node)` });
        continue;
      }
      const added = getAt(c.container, "/securityContext/capabilities/add");
      if (!Array.isArray(added)) continue;
      const index = added.findIndex((cap) => typeof cap === "string" && wanted.has(cap.toUpperCase().replace(/^CAP_/, "")));
      if (index < 0) continue;
      drafts.push({ ...base, path: `${c.pointer}/securityContext/capabilities/add/${index}`, message: `${describeContainer(c)} adds capability ${String(added[index])}, which amounts to running privileged` });
    }
    return drafts;
  }
};

// src/checks/limit-ranges.ts
function keys(v) {
  return isObject(v) ? Object.keys(v).filter((k) => v[k] !== null && v[k] !== void 0) : [];
}
function defaultsOf(resource) {
  const requests = /* @__PURE__ */ new Set();
  const limits = /* @__PURE__ */ new Set();
  const items = isObject(resource.object.spec) ? resource.object.spec.limits : void 0;
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item) || item.type !== "Container") continue;
    for (const k of [...keys(item.default), ...keys(item.max)]) limits.add(k);
    for (const k of [...limits, ...keys(item.defaultRequest), ...keys(item.min)]) requests.add(k);
  }
  return { resource, requests, limits };
}
function limitRangesIn(resources, namespace) {
  return resources.filter((r) => r.ref.kind === "LimitRange" && r.ref.apiVersion === "v1" && (r.ref.namespace ?? "") === (namespace ?? "")).map(defaultsOf);
}

// src/checks/templates/container-resources.ts
function has(v, name) {
  return isObject(v) && v[name] !== void 0 && v[name] !== null && v[name] !== "";
}
function missingOf(c, field, names, limitsCount) {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  return names.filter((n) => !has(res[field], n) && !(field === "requests" && limitsCount && has(res.limits, n)));
}
function locationFor(c, field) {
  const base = c.pointer;
  const pointer = [`${base}/resources/${field}`, `${base}/resources`, base].find((p) => getAt(c.resource.object, p) !== void 0) ?? base;
  return c.resource.locate(pointer);
}
function draftFor(c, field, missing, ranges, check2) {
  const coveredBy = (n) => ranges.find((r) => r[field].has(n));
  const uncovered = missing.filter((n) => !coveredBy(n));
  const names = [...new Set(missing.map(coveredBy).filter((r) => r !== void 0).map((r) => describeRef(r.resource.ref)))];
  const base = { ruleId: check2.id, resource: c.resource, path: `${c.pointer}/resources/${field}`, location: locationFor(c, field), fingerprintKey: c.name, remediation: check2.remediation };
  const what = `${describeContainer(c)} sets no ${field === "requests" ? "request" : "limit"} for ${missing.join(", ")}`;
  if (uncovered.length === 0) {
    return { ...base, severity: "note", message: `${what}; ${names.join(", ")} in the same namespace supplies the default` };
  }
  const partly = names.length > 0 ? ` (${names.join(", ")} supplies defaults only for ${missing.filter((n) => coveredBy(n)).join(", ")})` : "";
  return { ...base, message: `${what}${partly}` };
}
var containerResources = {
  name: "container-resources",
  summary: "Containers that leave resource requests or limits unset, unless a LimitRange in the same namespace supplies them (then a note naming it).",
  params: {
    type: "object",
    properties: {
      field: { description: "Which part of `resources` must be set: `requests` or `limits`.", enum: ["requests", "limits"] },
      resources: { description: "Resource names that must be set.", type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true, default: ["cpu", "memory"] },
      limitsCountAsRequests: { description: "A limit without a request counts as the request (Kubernetes copies it).", type: "boolean", default: true },
      honorLimitRanges: { description: "A LimitRange default in the same namespace turns the finding into a note that names it.", type: "boolean", default: true },
      roles: rolesParam(["container", "sidecar", "init"])
    },
    required: ["field"],
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const field = params.field;
    const drafts = [];
    for (const c of ctx.containers) {
      if (!inRoles(c, params) || c.role === "ephemeral") continue;
      const missing = missingOf(c, field, params.resources, params.limitsCountAsRequests);
      if (missing.length === 0) continue;
      const ranges = params.honorLimitRanges ? limitRangesIn(ctx.resources, c.resource.ref.namespace) : [];
      drafts.push(draftFor(c, field, missing, ranges, check2));
    }
    return drafts;
  }
};

// src/checks/templates/gpu-toleration.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
function tolerations(pod) {
  return Array.isArray(pod.spec.tolerations) ? pod.spec.tolerations.filter(isObject) : [];
}
function tolerates(t, key, effect) {
  const effectOk = t.effect === void 0 || t.effect === null || t.effect === "" || t.effect === effect;
  const keyOk = t.key === key || (t.key === void 0 || t.key === "") && t.operator === "Exists";
  return effectOk && keyOk;
}
function gpuRequest(c, gpu) {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  for (const field of ["limits", "requests"]) {
    const list2 = res[field];
    const name = isObject(list2) ? Object.keys(list2).find((n) => gpu.isGpu(n)) : void 0;
    if (name) return { field, name };
  }
  return void 0;
}
function withoutRequest(pod, containers, gpu, check2) {
  if (Array.isArray(pod.spec.resourceClaims) && pod.spec.resourceClaims.length > 0) return [];
  if (containers.some((c) => gpuRequest(c, gpu))) return [];
  const list2 = tolerations(pod);
  const index = list2.findIndex((t) => typeof t.key === "string" && gpu.taintKeys.includes(t.key));
  if (index < 0) return [];
  const key = String(list2[index]?.key);
  return [{
    ruleId: check2.id,
    resource: pod.resource,
    path: joinPointer(pod.pointer, "tolerations", index),
    fingerprintKey: key,
    message: `tolerates the GPU taint ${key} but no container requests a GPU: the pod can take a GPU node's capacity without using the GPU`,
    remediation: check2.remediation
  }];
}
function withoutToleration(pod, containers, gpu, check2) {
  const list2 = tolerations(pod);
  if (gpu.taintKeys.some((key) => list2.some((t) => tolerates(t, key, gpu.effect)))) return [];
  const drafts = [];
  for (const c of containers) {
    const req = gpuRequest(c, gpu);
    if (!req) continue;
    drafts.push({
      ruleId: check2.id,
      resource: c.resource,
      path: joinPointer(c.pointer, "resources", req.field, req.name),
      fingerprintKey: c.name,
      message: `${describeContainer(c)} requests ${req.name} but the pod tolerates none of the GPU node taints (${gpu.taintKeys.join(", ")}): it stays Pending`,
      remediation: check2.remediation
    });
  }
  return drafts;
}
var gpuToleration = {
  name: "gpu-toleration",
  summary: "Pods that tolerate a GPU taint without requesting a GPU; optionally the reverse (a GPU request without the toleration tainted GPU nodes need).",
  params: {
    type: "object",
    properties: {
      taintKeys: { description: "Taint keys that mark GPU nodes.", type: "array", items: { type: "string", minLength: 1 }, minItems: 1, default: ["nvidia.com/gpu", "amd.com/gpu"] },
      taintEffect: { description: "Effect of the GPU node taint (for the reverse case).", enum: ["NoSchedule", "PreferNoSchedule", "NoExecute"], default: "NoSchedule" },
      gpuResources: { description: "Extended resource names (globs) that are GPUs; the config's GPU resources are added.", type: "array", items: { type: "string", minLength: 1 }, default: ["nvidia.com/gpu", "nvidia.com/mig-*", "amd.com/gpu", "gpu.intel.com/*"] },
      tolerationWithoutRequest: { description: "Report a GPU toleration in a pod that requests no GPU.", type: "boolean", default: true },
      requestWithoutToleration: { description: "Report a GPU request in a pod that tolerates no GPU taint. Turn on where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off.", type: "boolean", default: false },
      roles: rolesParam(["container", "sidecar", "init"])
    },
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const gpu = {
      taintKeys: params.taintKeys,
      effect: params.taintEffect,
      isGpu: (0, import_picomatch2.default)([...params.gpuResources, ...ctx.gpuResources])
    };
    const drafts = [];
    for (const pod of ctx.pods) {
      const containers = ctx.containers.filter((c) => c.pod === pod && inRoles(c, params));
      if (params.tolerationWithoutRequest) drafts.push(...withoutRequest(pod, containers, gpu, check2));
      if (params.requestWithoutToleration) drafts.push(...withoutToleration(pod, containers, gpu, check2));
    }
    return drafts;
  }
};

// src/checks/image-ref.ts
var ImageRefError = class extends Error {
  name = "ImageRefError";
};
var DOCKER_HUB = "docker.io";
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var DOMAIN_RE = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?$`);
var PATH_COMPONENT_RE = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
var TAG_RE = /^[\w][\w.-]{0,127}$/;
var DIGEST_RE = /^([a-z0-9]+(?:[.+_-][a-z0-9]+)*):([a-zA-Z0-9=_-]{32,})$/;
var MAX_NAME_LENGTH = 255;
var HEX_LENGTH = { sha256: 64, sha384: 96, sha512: 128 };
function fail(ref, why) {
  throw new ImageRefError(`invalid image reference ${JSON.stringify(ref)}: ${why}`);
}
function splitReference(ref) {
  const at2 = ref.indexOf("@");
  const digest = at2 >= 0 ? ref.slice(at2 + 1) : void 0;
  const rest = at2 >= 0 ? ref.slice(0, at2) : ref;
  const colon = rest.lastIndexOf(":");
  const hasTag = colon > rest.lastIndexOf("/") && !rest.endsWith("]");
  const name = hasTag ? rest.slice(0, colon) : rest;
  const tag = hasTag ? rest.slice(colon + 1) : void 0;
  return { name, ...tag !== void 0 ? { tag } : {}, ...digest !== void 0 ? { digest } : {} };
}
function splitDomain(name) {
  const slash = name.indexOf("/");
  const first = slash < 0 ? "" : name.slice(0, slash);
  const isHost = slash >= 0 && (/[.:]/.test(first) || first === "localhost" || first.toLowerCase() !== first);
  if (!isHost) return { registry: DOCKER_HUB, path: name };
  return { registry: first, path: name.slice(slash + 1) };
}
function checkDigest(ref, digest) {
  const m = DIGEST_RE.exec(digest);
  if (!m) fail(ref, `digest ${JSON.stringify(digest)} is not of the form algorithm:hex`);
  const [, algo = "", hex = ""] = m;
  const want = HEX_LENGTH[algo];
  if (want !== void 0 && (hex.length !== want || !/^[a-f0-9]+$/.test(hex))) {
    fail(ref, `a ${algo} digest has ${want} lowercase hex characters, got ${hex.length}`);
  }
}
function checkPath(ref, path35) {
  if (path35 === "") fail(ref, "the repository name is empty");
  for (const component of path35.split("/")) {
    if (!PATH_COMPONENT_RE.test(component)) {
      const why = component === "" ? "an empty path component (double or trailing slash)" : /[A-Z]/.test(component) ? `repository names must be lowercase (${JSON.stringify(component)})` : `${JSON.stringify(component)} is not a valid path component`;
      fail(ref, why);
    }
  }
}
function parseImageRef(ref) {
  if (typeof ref !== "string" || ref.trim() === "") fail(String(ref), "it is empty");
  if (ref !== ref.trim() || /\s/.test(ref)) fail(ref, "it contains whitespace");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) fail(ref, "an image reference has no URL scheme");
  const parts = splitReference(ref);
  if (parts.digest !== void 0) checkDigest(ref, parts.digest);
  if (parts.tag !== void 0 && !TAG_RE.test(parts.tag)) {
    fail(ref, parts.tag === "" ? 'the tag after ":" is empty' : `tag ${JSON.stringify(parts.tag)} is not valid`);
  }
  if (parts.name.length > MAX_NAME_LENGTH) fail(ref, `the name is longer than ${MAX_NAME_LENGTH} characters`);
  const split = splitDomain(parts.name);
  if (!DOMAIN_RE.test(split.registry)) fail(ref, `registry ${JSON.stringify(split.registry)} is not a valid host[:port]`);
  checkPath(ref, split.path);
  let registry = split.registry;
  let repository = split.path;
  if (registry === "index.docker.io" || registry === "registry-1.docker.io") registry = DOCKER_HUB;
  if (registry === DOCKER_HUB && !repository.includes("/")) repository = `library/${repository}`;
  return {
    original: ref,
    registry,
    repository,
    name: `${registry}/${repository}`,
    ...parts.tag !== void 0 ? { tag: parts.tag } : {},
    ...parts.digest !== void 0 ? { digest: parts.digest } : {}
  };
}
function formatImageRef(ref) {
  return `${ref.name}${ref.tag !== void 0 ? `:${ref.tag}` : ""}${ref.digest !== void 0 ? `@${ref.digest}` : ""}`;
}

// src/checks/images.ts
function imagesOf(containers, problems) {
  const out = [];
  for (const site of containers) {
    const raw = site.container.image;
    if (raw === void 0 || raw === null) continue;
    const path35 = `${site.pointer}/image`;
    try {
      if (typeof raw !== "string") throw new ImageRefError(`invalid image reference ${JSON.stringify(raw)}: it is not a string`);
      out.push({ site, image: parseImageRef(raw), path: path35 });
    } catch (err) {
      if (!(err instanceof ImageRefError)) throw err;
      problems.push({
        ruleId: "schema/invalid",
        message: `${describeContainer(site)}: ${err.message}`,
        resource: site.resource,
        path: path35,
        fingerprintKey: site.name,
        remediation: "Write the image as [registry[:port]/]repository[:tag][@sha256:<64 hex>], lowercase repository."
      });
    }
  }
  return out;
}

// src/checks/templates/image-digest.ts
var imageDigest = {
  name: "image-digest",
  summary: "Images without an `@sha256:` digest. Severity `error` where the environment sets `requireDigests: true`.",
  params: {
    type: "object",
    properties: {
      algorithms: {
        description: "Digest algorithms that count as pinned.",
        type: "array",
        items: { enum: ["sha256", "sha384", "sha512"] },
        minItems: 1,
        default: ["sha256"]
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const drafts = [];
    const algorithms = params.algorithms;
    for (const { site, image, path: path35 } of imagesOf(ctx.containers.filter((c) => inRoles(c, params)), drafts)) {
      const algo = image.digest?.split(":")[0];
      if (algo !== void 0 && algorithms.includes(algo)) continue;
      const env = ctx.env.requireDigests ? ` (environment "${ctx.env.name}" requires digests)` : "";
      drafts.push({
        ruleId: check2.id,
        message: `${describeContainer(site)} image "${image.original}" is not pinned to a digest${env}`,
        resource: site.resource,
        path: path35,
        fingerprintKey: site.name,
        remediation: check2.remediation,
        ...ctx.env.requireDigests ? { severity: "error" } : {}
      });
    }
    return drafts;
  }
};

// src/checks/templates/image-registry.ts
var import_picomatch3 = __toESM(require_picomatch2(), 1);
var imageRegistry = {
  name: "image-registry",
  summary: "Images whose normalised name (`registry/repository`, Docker Hub as `docker.io/library/\u2026`) matches none of the allowed globs.",
  params: {
    type: "object",
    properties: {
      allowed: {
        description: "Globs matched against the normalised image name, e.g. `ghcr.io/acme/**` or `registry.example.com:5000/**`.",
        type: "array",
        items: { type: "string", minLength: 1 },
        minItems: 1
      },
      roles: rolesParam(ALL_ROLES)
    },
    required: ["allowed"],
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const drafts = [];
    const allowed = params.allowed;
    const isAllowed = (0, import_picomatch3.default)(allowed, { dot: true });
    for (const { site, image, path: path35 } of imagesOf(ctx.containers.filter((c) => inRoles(c, params)), drafts)) {
      if (isAllowed(image.name)) continue;
      drafts.push({
        ruleId: check2.id,
        message: `${describeContainer(site)} image "${image.original}" (${image.name}) is not from an allowed registry (${allowed.join(", ")})`,
        resource: site.resource,
        path: path35,
        fingerprintKey: site.name,
        remediation: check2.remediation
      });
    }
    return drafts;
  }
};

// src/checks/templates/image-tag.ts
var import_picomatch4 = __toESM(require_picomatch2(), 1);
var imageTag = {
  name: "image-tag",
  summary: "Images referenced by a mutable tag (or no tag at all) and no digest.",
  params: {
    type: "object",
    properties: {
      mutableTags: {
        description: "Tags (globs, case-sensitive) that are moved on purpose and so do not identify one image.",
        type: "array",
        items: { type: "string", minLength: 1 },
        default: ["latest"]
      },
      requireTag: {
        description: "Also report references with neither tag nor digest (the runtime pulls `:latest`).",
        type: "boolean",
        default: true
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check2) {
    const drafts = [];
    const isMutable = (0, import_picomatch4.default)(params.mutableTags, { dot: true });
    for (const { site, image, path: path35 } of imagesOf(ctx.containers.filter((c) => inRoles(c, params)), drafts)) {
      if (image.digest) continue;
      let why;
      if (image.tag === void 0) why = params.requireTag ? "has no tag, so the runtime pulls `:latest`" : void 0;
      else if (isMutable(image.tag)) why = `uses the mutable tag \`${image.tag}\``;
      if (!why) continue;
      drafts.push({
        ruleId: check2.id,
        message: `${describeContainer(site)} image "${image.original}" ${why}`,
        resource: site.resource,
        path: path35,
        fingerprintKey: site.name,
        remediation: check2.remediation
      });
    }
    return drafts;
  }
};

// src/checks/templates/index.ts
var TEMPLATES = [imageTag, imageDigest, imageRegistry, containerResources, containerPrivileged, gpuToleration];
var BY_NAME = new Map(TEMPLATES.map((t) => [t.name, t]));
function templateNamed(name) {
  return BY_NAME.get(name);
}

// src/checks/load.ts
var PolicyLoadError = class extends Error {
  constructor(problems) {
    super(`policy checks could not be loaded (${problems.length} problem${problems.length === 1 ? "" : "s"}):
${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
  problems;
  name = "PolicyLoadError";
};
var ID_PART = /^[a-z0-9][a-z0-9-]*$/;
function builtInChecksDir() {
  return path19.join(packageRoot(), "policies", "checks");
}
function yamlFilesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path19.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFilesUnder(full));
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out;
}
function checkFilesIn(dir, problems) {
  if (!existsSync3(dir) || !statSync(dir).isDirectory()) {
    problems.push(`${dir}: checks directory does not exist`);
    return [];
  }
  const out = [];
  for (const file of yamlFilesUnder(dir)) {
    const rel = path19.relative(dir, file).split(path19.sep);
    const [family, name] = [rel[0] ?? "", (rel[1] ?? "").replace(/\.ya?ml$/, "")];
    if (rel.length !== 2 || !ID_PART.test(family) || !ID_PART.test(name)) {
      problems.push(`${file}: a check file must be <family>/<name>.yaml with lowercase letters, digits and dashes (the path is the rule id)`);
      continue;
    }
    out.push({ id: `${family}/${name}`, file });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}
function readYaml2(file, problems) {
  const doc = (0, import_yaml7.parseDocument)(readFileSync5(file, "utf8"), { prettyErrors: true });
  if (doc.errors.length > 0) {
    problems.push(...doc.errors.map((e) => `${file}: ${e.message.split("\n")[0]}`));
    return void 0;
  }
  return doc.toJS();
}
function checkParams(file, data, problems) {
  const template = templateNamed(data.template);
  if (!template) {
    problems.push(`${file}: unknown template "${data.template}"`);
    return void 0;
  }
  const params = structuredClone(data.params ?? {});
  const validate = ajv.getSchema(`template:${template.name}`) ?? (ajv.addSchema(template.params, `template:${template.name}`), ajv.getSchema(`template:${template.name}`));
  if (!validate?.(params)) {
    problems.push(...describeAjvErrors(validate?.errors, "params").map((m) => `${file}: ${m} (template ${template.name})`));
    return void 0;
  }
  return params;
}
function loadOne(id, file, builtIn, problems) {
  const raw = readYaml2(file, problems);
  if (raw === void 0) return void 0;
  const data = validateCheckFile(raw);
  if (Array.isArray(data)) {
    problems.push(...data.map((m) => `${file}: ${m}`));
    return void 0;
  }
  if (data.severity && ruleInfo(id)) {
    problems.push(`${file}: "severity" is only for custom rule ids; the severity of ${id} comes from policies/severity.yaml and the config's rules:`);
  }
  const params = checkParams(file, data, problems);
  return params ? { ...data, id, file, params, builtIn } : void 0;
}
function loadPolicies(opts = {}) {
  const problems = [];
  const checks = [];
  const seen = /* @__PURE__ */ new Map();
  const dirs = [{ dir: builtInChecksDir(), builtIn: true }, ...(opts.extraDirs ?? []).map((dir) => ({ dir, builtIn: false }))];
  for (const { dir, builtIn } of dirs) {
    for (const { id, file } of checkFilesIn(dir, problems)) {
      if (!builtIn && ruleInfo(id)) {
        problems.push(`${file}: ${id} is a built-in rule id; pick another id for a custom check (turn the built-in off with rules: { ${id}: off })`);
        continue;
      }
      const clash = seen.get(id);
      if (clash) {
        problems.push(`${file}: rule id ${id} is already defined by ${clash}; pick another id`);
        continue;
      }
      seen.set(id, file);
      const check2 = loadOne(id, file, builtIn, problems);
      if (check2) checks.push(check2);
    }
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  return { checks };
}

// src/checks/pod-specs.ts
var TEMPLATE_SPEC = "/spec/template/spec";
var BUILT_IN = {
  "/Pod": ["/spec"],
  "/ReplicationController": [TEMPLATE_SPEC],
  "apps/Deployment": [TEMPLATE_SPEC],
  "apps/StatefulSet": [TEMPLATE_SPEC],
  "apps/DaemonSet": [TEMPLATE_SPEC],
  "apps/ReplicaSet": [TEMPLATE_SPEC],
  // Served until 1.16; still found in old charts, and its pods are just as real.
  "extensions/Deployment": [TEMPLATE_SPEC],
  "extensions/DaemonSet": [TEMPLATE_SPEC],
  "extensions/ReplicaSet": [TEMPLATE_SPEC],
  "batch/Job": [TEMPLATE_SPEC],
  "batch/CronJob": ["/spec/jobTemplate/spec/template/spec"],
  "argoproj.io/Rollout": [TEMPLATE_SPEC]
};
var WORKLOAD_REF_TARGETS = {
  "apps/Deployment": TEMPLATE_SPEC,
  "apps/ReplicaSet": TEMPLATE_SPEC,
  "/PodTemplate": "/template/spec"
};
function kindKey(resource) {
  return `${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`;
}
function configuredSites(resource, paths) {
  const sites = [];
  for (const p of paths) {
    const at2 = getAt(resource.object, p);
    if (!isObject(at2)) continue;
    if (Array.isArray(at2.containers)) sites.push({ resource, pointer: p, spec: at2 });
    else if (isObject(at2.spec)) sites.push({ resource, pointer: joinPointer(p, "spec"), spec: at2.spec });
  }
  return sites;
}
function sitesAt(resource, pointers) {
  const sites = [];
  for (const pointer of pointers) {
    const spec = getAt(resource.object, pointer);
    if (isObject(spec)) sites.push({ resource, pointer, spec });
  }
  return sites;
}
function extraPathsFor(resource, extraPaths) {
  if (!extraPaths) return void 0;
  return extraPaths[kindKey(resource)] ?? extraPaths[resource.ref.kind];
}
function rolloutWorkload(resource, all) {
  const ref = getAt(resource.object, "/spec/workloadRef");
  if (!isObject(ref) || typeof ref.name !== "string" || typeof ref.kind !== "string") return [];
  const group = typeof ref.apiVersion === "string" ? apiGroup(ref.apiVersion) : "apps";
  const pointer = WORKLOAD_REF_TARGETS[`${group}/${ref.kind}`];
  if (!pointer) return [];
  const ns = resource.ref.namespace ?? "";
  const target = all.find((r) => r.ref.kind === ref.kind && r.ref.name === ref.name && apiGroup(r.ref.apiVersion) === group && (r.ref.namespace ?? "") === ns);
  return target ? sitesAt(target, [pointer]) : [];
}
function podSpecsOf(resource, all, extraPaths) {
  const configured = extraPathsFor(resource, extraPaths);
  if (configured) return configuredSites(resource, configured);
  const key = kindKey(resource);
  const pointers = BUILT_IN[key];
  if (!pointers) return [];
  const own = sitesAt(resource, pointers);
  if (key === "argoproj.io/Rollout" && own.length === 0) return rolloutWorkload(resource, all);
  return own;
}
function containersOf(site) {
  const out = [];
  const lists = [
    ["initContainers", (c) => c.restartPolicy === "Always" ? "sidecar" : "init"],
    ["containers", () => "container"],
    ["ephemeralContainers", () => "ephemeral"]
  ];
  for (const [field, roleOf] of lists) {
    const raw = site.spec[field];
    if (!Array.isArray(raw)) continue;
    raw.forEach((container, index) => {
      if (!isObject(container)) return;
      out.push({
        resource: site.resource,
        pod: site,
        container,
        name: typeof container.name === "string" && container.name !== "" ? container.name : `#${index}`,
        role: roleOf(container),
        pointer: joinPointer(site.pointer, field, index)
      });
    });
  }
  return out;
}

// src/checks/run.ts
var TEST_HOOKS = /* @__PURE__ */ new Set(["test", "test-success", "test-failure"]);
function isHelmTestHook(resource) {
  const annotations = isObject(resource.object.metadata) ? resource.object.metadata.annotations : void 0;
  const hook = isObject(annotations) ? annotations["helm.sh/hook"] : void 0;
  if (typeof hook !== "string") return false;
  const hooks = hook.split(",").map((h) => h.trim()).filter(Boolean);
  return hooks.length > 0 && hooks.every((h) => TEST_HOOKS.has(h));
}
function allPodSpecs(ctx) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const resource of ctx.resources) {
    if (isHelmTestHook(resource)) continue;
    for (const site of podSpecsOf(resource, ctx.resources, ctx.podTemplatePaths)) {
      const pointers = seen.get(site.resource) ?? /* @__PURE__ */ new Set();
      seen.set(site.resource, pointers);
      if (pointers.has(site.pointer)) continue;
      pointers.add(site.pointer);
      out.push(site);
    }
  }
  return out;
}
function decorate(draft, check2) {
  if (draft.ruleId !== check2.id || ruleInfo(check2.id)) return draft;
  return { verdict: "fail", ...draft, defaultSeverity: check2.severity ?? "error" };
}
function dedupe(drafts) {
  const ids = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  return drafts.filter((d) => {
    const r = d.resource;
    const rid = r === void 0 ? "" : isRenderedResource(r) ? ids.get(r) ?? ids.set(r, ids.size).size - 1 : JSON.stringify(r);
    const key = JSON.stringify([d.ruleId, rid, d.path ?? "", d.fingerprintKey ?? "", d.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function runPolicies(set, ctx) {
  const pods = allPodSpecs(ctx);
  const tctx = {
    resources: ctx.resources,
    env: ctx.env,
    pods,
    containers: pods.flatMap(containersOf),
    gpuResources: ctx.gpuResources ?? []
  };
  const drafts = [];
  for (const check2 of set.checks) {
    const template = templateNamed(check2.template);
    if (!template) throw new Error(`check ${check2.id}: unknown template ${check2.template}`);
    const meta = { id: check2.id, remediation: check2.remediation.trim() };
    drafts.push(...template.run(tctx, check2.params, meta).map((d) => decorate(d, check2)));
  }
  return dedupe(drafts);
}

// src/checks/docs-text.ts
var INTRO = `# Rules

<!-- Generated from src/findings/rules.ts, policies/severity.yaml and policies/checks by renderRulesDoc
     (src/checks/docs.ts). Do not edit by hand: UPDATE_DOCS=1 npx vitest run test/checks/docs.test.ts -->

Every finding carries a rule id. The **verdict** says what a finding means for the gate: \`fail\`
(checked and wrong) or \`inconclusive\` (could not be checked, never a pass). The **severity**
comes from \`policies/severity.yaml\`; the config's \`rules:\` map overrides it per repository
(\`error\`, \`warning\`, \`note\` or \`off\`).

The policy checks (images, resources, privileged, GPUs) are data: a file
\`policies/checks/<family>/<name>.yaml\` whose path is the rule id names a template (code in
\`src/checks/templates/\`) and its parameters. They look at every PodSpec of Pods, Deployments,
StatefulSets, DaemonSets, ReplicaSets, ReplicationControllers, Jobs, CronJobs and Argo Rollouts
(a \`workloadRef\` is followed to the referenced Deployment), plus the kinds listed under
\`podTemplatePaths\` in the config, and at every container, init container, native sidecar and
ephemeral container in them. Findings point at the field (\`/spec/template/spec/containers/0/image\`)
and its source line.`;
var EXEMPTIONS_SECTION = `## Exemptions

An exempted finding is still listed (as exempted, with the reason); it no longer decides the verdict.

**By annotation** on the resource the finding is about (for a Rollout with \`workloadRef\`: the
referenced Deployment). The reason is required: without it the finding stands and says so.

\`\`\`yaml
metadata:
  annotations:
    deploy-gate.io/ignore: "security/privileged,resources/limits-missing"
    deploy-gate.io/ignore-reason: "CNI agent: needs host networking and full device access"
\`\`\`

**By config**, per target (\`app/environment\` globs) or namespace (globs):

\`\`\`yaml
exemptions:
  - rules: [image/not-pinned]
    targets: ["*/dev"]
    reason: dev images are rebuilt on every push
  - rules: [security/privileged]
    namespaces: [kube-system]
    reason: node agents
\`\`\``;
var ALLOWED_REGISTRIES_EXAMPLE = `template: image-registry
description: Images must come from the company registry or the Wikimedia mirror.
why: Images from elsewhere are not scanned or mirrored, and may vanish.
remediation: Mirror the image to ghcr.io/acme and reference it there.
severity: error
params:
  allowed:
    - ghcr.io/acme/**
    - docker-registry.wikimedia.org/**
`;
var GPU_REVERSE_EXAMPLE = `template: gpu-toleration
description: A container requests a GPU but the pod does not tolerate the GPU node taint.
why: GPU nodes here are tainted nvidia.com/gpu:NoSchedule; such a pod stays Pending.
remediation: "Add the toleration {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}."
severity: error
params:
  tolerationWithoutRequest: false
  requestWithoutToleration: true
`;
var CUSTOM_CHECKS_SECTION = `## Custom checks

Add checks from the same templates in your repository: list folders under \`checks:\` in
\`.deploy-gate.yaml\`, laid out like \`policies/checks\` (\`<family>/<name>.yaml\`, the path is the
rule id). A custom id must not be a built-in one (to change a built-in check, turn it off with
\`rules: { <id>: off }\` and add your own under another id). Custom findings have the verdict
\`fail\` and the \`severity\` the file states (default \`error\`). A file that names an unknown
template, carries bad parameters or clashes with another id stops the run before anything
renders, with every problem listed.

Example: an allowed-registries rule, \`checks/images/allowed-registries.yaml\` with
\`checks: [checks]\` in the config:

\`\`\`yaml
${ALLOWED_REGISTRIES_EXAMPLE.trimEnd()}
\`\`\`

Example: where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off,
\`checks/gpu/request-without-toleration.yaml\` reports GPU requests that cannot schedule:

\`\`\`yaml
${GPU_REVERSE_EXAMPLE.trimEnd()}
\`\`\``;

// src/checks/docs.ts
var cell = (s) => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
var json = (v) => `\`${JSON.stringify(v)}\``;
function severityOf2(id, check2) {
  const base = defaultSeverities()[id] ?? check2?.severity ?? "error";
  return check2?.severityNote ? `${base} (${check2.severityNote})` : base;
}
function paramsTable(template, values) {
  const props = Object.entries(template.params.properties);
  if (props.length === 0) return ["No parameters."];
  const head = values ? "| Parameter | Value here | Description |" : "| Parameter | Default | Description |";
  const rows = props.map(([name, schema]) => {
    const required = template.params.required?.includes(name) ? " (required)" : "";
    const value = values ? values[name] : schema.default;
    return `| \`${name}\`${required} | ${value === void 0 ? "\u2014" : json(value)} | ${cell(schema.description)} |`;
  });
  return [head, "|---|---|---|", ...rows];
}
function fenced(lang, text) {
  return ["```" + lang, text.trimEnd(), "```"];
}
function checkSection(rule, check2) {
  const template = TEMPLATES.find((t) => t.name === check2.template);
  const lines2 = [
    `### \`${check2.id}\``,
    "",
    `Default severity: **${severityOf2(check2.id, check2)}** \xB7 verdict: **${rule?.verdict ?? "fail"}** \xB7 template: [\`${check2.template}\`](#template-${check2.template})${check2.builtIn ? "" : ` \xB7 custom check from \`${check2.file}\``}`,
    "",
    `**What.** ${check2.description.trim()}`,
    "",
    `**Why.** ${check2.why.trim()}`,
    "",
    `**How to fix.** ${check2.remediation.trim()}`,
    "",
    "**Parameters.**",
    "",
    ...template ? paramsTable(template, check2.params) : [],
    ""
  ];
  if (check2.examples) {
    lines2.push("**Passes:**", "", ...fenced("yaml", check2.examples.pass), "", "**Fails:**", "", ...fenced("yaml", check2.examples.fail), "");
  }
  return lines2;
}
function plainSection(rule) {
  return [`### \`${rule.id}\``, "", `Default severity: **${severityOf2(rule.id)}** \xB7 verdict: **${rule.verdict}**`, "", `${rule.summary}.`, ""];
}
function templateSection(t) {
  return [`### Template \`${t.name}\``, "", t.summary, "", ...paramsTable(t), ""];
}
function renderRulesDoc(set) {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const custom = set.checks.filter((c) => !RULES.some((r) => r.id === c.id));
  const lines2 = [INTRO, "", "## Summary", "", tableOf(set), "", EXEMPTIONS_SECTION, "", "## Rules", ""];
  for (const rule of RULES) {
    const check2 = byId.get(rule.id);
    lines2.push(...check2 ? checkSection(rule, check2) : plainSection(rule));
  }
  if (custom.length > 0) {
    lines2.push("## Custom checks of this repository", "");
    for (const check2 of custom) lines2.push(...checkSection(void 0, check2));
  }
  lines2.push(CUSTOM_CHECKS_SECTION, "", "## Templates", "");
  for (const t of TEMPLATES) lines2.push(...templateSection(t));
  return `${lines2.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}
`;
}
function tableOf(set) {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const rows = RULES.map((r) => `| \`${r.id}\` | ${cell(severityOf2(r.id, byId.get(r.id)))} | ${r.verdict} | ${cell(r.summary)} |`);
  return ["| Rule | Default severity | Verdict | Meaning |", "|---|---|---|---|", ...rows].join("\n");
}
function renderRulesTable() {
  return `${tableOf(loadPolicies())}
`;
}

// src/engine/crd-api-versions.ts
import { readdir as readdir5, readFile as readFile7 } from "node:fs/promises";
import path21 from "node:path";

// src/manifest/duplicates.ts
function where(loc) {
  const line = loc.line !== void 0 ? `:${loc.line}` : "";
  const rendered = loc.renderedLine !== void 0 && !loc.exact ? ` (rendered line ${loc.renderedLine})` : "";
  return `${loc.file}${line}${rendered}`;
}
function duplicateResources(resources) {
  const first = /* @__PURE__ */ new Map();
  const drafts = [];
  for (const resource of resources) {
    if (resource.ref.name.endsWith("*")) continue;
    const key = resourceKey(resource.ref);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, resource);
      continue;
    }
    drafts.push({
      ruleId: "manifest/duplicate-resource",
      message: `${describeRef(resource.ref)} occurs twice in this target: at ${where(earlier.source)} and at ${where(resource.source)}; only one of them can be applied`,
      resource,
      location: resource.source,
      fingerprintKey: where(resource.source)
    });
  }
  return drafts;
}

// src/manifest/source-files.ts
import { readFileSync as readFileSync6, realpathSync, statSync as statSync2 } from "node:fs";
import path20 from "node:path";
function repoRelative(baseDir, relative) {
  if (path20.posix.isAbsolute(relative) || relative.includes("\0")) return void 0;
  const joined = path20.posix.normalize(path20.posix.join(baseDir || ".", relative));
  if (joined === ".." || joined.startsWith("../") || path20.posix.isAbsolute(joined)) return void 0;
  return joined === "." ? "" : joined;
}
var SourceFiles = class {
  constructor(root, maxBytes) {
    this.root = root;
    this.maxBytes = maxBytes;
  }
  root;
  maxBytes;
  cache = /* @__PURE__ */ new Map();
  realRoot;
  /** Text of a repo-relative file, or undefined when there is no root, no such file, or it is out of bounds. */
  read(file) {
    if (!this.root) return void 0;
    if (!this.cache.has(file)) this.cache.set(file, this.load(file));
    return this.cache.get(file);
  }
  exists(file) {
    return this.read(file) !== void 0;
  }
  load(file) {
    try {
      this.realRoot ??= realpathSync(this.root);
      const real = realpathSync(path20.resolve(this.realRoot, file));
      const rel = path20.relative(this.realRoot, real);
      if (rel.startsWith("..") || path20.isAbsolute(rel)) return void 0;
      const stat6 = statSync2(real);
      if (!stat6.isFile() || stat6.size > this.maxBytes) return void 0;
      return readFileSync6(real, "utf8");
    } catch {
      return void 0;
    }
  }
};

// src/manifest/helm-source.ts
var SOURCE_COMMENT = /^#\s*Source:\s*(\S.*?)\s*$/gm;
function helmSourceFile(header2, targetPath) {
  let last;
  for (const m of header2.matchAll(SOURCE_COMMENT)) last = m[1];
  if (!last) return void 0;
  const slash = last.indexOf("/");
  if (slash < 0) return void 0;
  return repoRelative(targetPath, last.slice(slash + 1));
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var HelmTemplates = class {
  constructor(files) {
    this.files = files;
  }
  files;
  lines = /* @__PURE__ */ new Map();
  linesOf(file) {
    if (!this.lines.has(file)) this.lines.set(file, this.files.read(file)?.split(/\r?\n/));
    return this.lines.get(file);
  }
  /** 1-based line of the `kind:` line of the `ordinal`-th document of this kind in the template. */
  docLine(file, kind, ordinal) {
    const lines2 = this.linesOf(file);
    if (!lines2) return void 0;
    const kindLine = new RegExp(`^\\s*kind:\\s*["']?${escapeRegExp(kind)}["']?\\s*(#.*)?$`);
    const found = [];
    lines2.forEach((line, i) => {
      if (kindLine.test(line)) found.push(i + 1);
    });
    return found[ordinal] ?? found[0];
  }
  /** 1-based line of the first `key:` at or after `fromLine`, before the next `---`. */
  keyLine(file, fromLine, key) {
    const lines2 = this.linesOf(file);
    if (!lines2) return void 0;
    const keyRe = new RegExp(`^\\s*(-\\s+)?["']?${escapeRegExp(key)}["']?\\s*:`);
    const section = this.sectionAt(lines2, fromLine);
    for (let i = section.start; i <= section.end; i++) {
      if (keyRe.test(lines2[i - 1] ?? "")) return i;
    }
    return void 0;
  }
  sectionAt(lines2, line) {
    let start = 1;
    let end = lines2.length;
    for (let i = 1; i <= lines2.length; i++) {
      if (!/^---(\s|$)/.test(lines2[i - 1] ?? "")) continue;
      if (i <= line) start = i;
      else {
        end = i - 1;
        break;
      }
    }
    return { start: Math.max(start, line), end };
  }
};

// src/manifest/source-map.ts
function manifestsMapper(targetPath) {
  return {
    map(site, renderedLine) {
      const file = site.chunkFile ?? targetPath;
      const start = site.lineCounter.linePos(site.node.range?.[0] ?? 0);
      return {
        source: { file, line: renderedLine, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const col = site.lineCounter.linePos(hit.offset).col;
          return { file, line, column: col, exact: hit.matched === tokens.length, renderedLine: line };
        }
      };
    },
    problemAt(chunkFile, _header, line, column) {
      return { file: chunkFile ?? targetPath, line, column, exact: true, renderedLine: line };
    }
  };
}
function lastKeyToken(tokens) {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t !== void 0 && !/^(0|[1-9][0-9]*)$/.test(t)) return t;
  }
  return void 0;
}

// src/manifest/helm-mapper.ts
function helmMapper(targetPath, files) {
  const templates = new HelmTemplates(files);
  const seen = /* @__PURE__ */ new Map();
  let current;
  const fileOf = (header2) => {
    current = helmSourceFile(header2, targetPath) ?? current;
    return current ?? targetPath;
  };
  return {
    map(site, renderedLine) {
      const file = fileOf(site.header);
      const seenKey = `${file}\0${site.ref.kind}`;
      const ordinal = seen.get(seenKey) ?? 0;
      seen.set(seenKey, ordinal + 1);
      const docLine = templates.docLine(file, site.ref.kind, ordinal);
      return {
        source: { file, line: docLine ?? 1, exact: false, renderedLine },
        locate(tokens, _hit, line) {
          const key = lastKeyToken(tokens);
          const keyLine = docLine !== void 0 && key !== void 0 ? templates.keyLine(file, docLine, key) : void 0;
          return { file, line: keyLine ?? docLine ?? 1, exact: false, renderedLine: line };
        }
      };
    },
    problemAt(_chunkFile, header2, line) {
      const file = helmSourceFile(header2, targetPath) ?? current ?? targetPath;
      return { file, line: 1, exact: false, renderedLine: line };
    }
  };
}

// src/manifest/to-plain.ts
function documentToPlain(doc, maxAliasCount) {
  try {
    return { ok: true, value: jsonSafe(doc.toJS({ maxAliasCount })) };
  } catch (error) {
    if (error instanceof ReferenceError) return { ok: false, reason: `alias limit: ${error.message} (more than ${maxAliasCount} alias expansions)` };
    if (error instanceof RangeError) return { ok: false, reason: `resource exhaustion: ${error.message}` };
    return { ok: false, reason: `could not be converted: ${error instanceof Error ? error.message : String(error)}` };
  }
}
function jsonSafe(value) {
  if (value === null || typeof value !== "object") return typeof value === "bigint" ? Number(value) : value;
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (value instanceof Map) return Object.fromEntries(Array.from(value, ([k, v]) => [String(k), jsonSafe(v)]));
  if (value instanceof Set) return Object.fromEntries(Array.from(value, (k) => [String(k), null]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
}
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// src/manifest/node-locate.ts
var import_yaml8 = __toESM(require_dist(), 1);
var MAX_ALIAS_HOPS = 16;
function deref(doc, node) {
  let current = node;
  for (let i = 0; i < MAX_ALIAS_HOPS && (0, import_yaml8.isAlias)(current); i++) current = current.resolve(doc) ?? null;
  return current ?? null;
}
function isMergePair(pair) {
  return (0, import_yaml8.isScalar)(pair.key) && typeof pair.key.value === "symbol" && pair.key.value.description === "<<";
}
function keyMatches(pair, token) {
  return (0, import_yaml8.isScalar)(pair.key) && typeof pair.key.value !== "symbol" && String(pair.key.value) === token;
}
function findPair(doc, map, token, depth = 0) {
  if (!(0, import_yaml8.isMap)(map) || depth > MAX_ALIAS_HOPS) return void 0;
  const items = map.items;
  for (let i = items.length - 1; i >= 0; i--) {
    const pair = items[i];
    if (pair && keyMatches(pair, token)) return pair;
  }
  for (const pair of items.filter(isMergePair)) {
    const source = deref(doc, pair.value);
    const sources = (0, import_yaml8.isSeq)(source) ? source.items.map((s) => deref(doc, s)) : [source];
    for (const s of sources) {
      const found = s ? findPair(doc, s, token, depth + 1) : void 0;
      if (found) return found;
    }
  }
  return void 0;
}
function startOf(node) {
  return node?.range?.[0];
}
function findNode(doc, root, tokens) {
  let node = deref(doc, root);
  const hit = { offset: startOf(root) ?? 0, matched: 0, node };
  for (const token of tokens) {
    let next;
    let offset;
    if ((0, import_yaml8.isMap)(node)) {
      const pair = findPair(doc, node, token);
      next = pair?.value;
      offset = pair ? startOf(pair.key) ?? startOf(pair.value) : void 0;
    } else if ((0, import_yaml8.isSeq)(node) && /^(0|[1-9][0-9]*)$/.test(token)) {
      next = node.items[Number(token)];
      offset = startOf(next);
    }
    if (offset === void 0) break;
    node = deref(doc, next);
    hit.offset = offset;
    hit.matched++;
    hit.node = node;
  }
  return hit;
}

// src/manifest/pointer.ts
function unescapePointerToken(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function parsePointer2(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`invalid JSON pointer ${JSON.stringify(pointer)}: must start with "/"`);
  return pointer.slice(1).split("/").map(unescapePointerToken);
}

// src/manifest/problems.ts
var PARSE_ERROR = "manifest/parse-error";
var MAX_ERRORS_PER_DOC = 5;
function parseProblem(message, location2, severity) {
  const draft = { ruleId: PARSE_ERROR, message, location: location2 };
  if (severity) draft.severity = severity;
  return draft;
}
function docLabel(ctx, index) {
  return `YAML document ${index + 1} of ${ctx.label}`;
}
function yamlErrorDraft(ctx, index, error, warning) {
  const loc = ctx.locate(error.pos[0]);
  const { line, col } = ctx.pos(error.pos[0]);
  const where2 = `line ${line}, column ${col}`;
  const text = error.message.split("\n")[0] ?? error.message;
  const what = warning ? "parsed with a warning" : "does not parse";
  const draft = parseProblem(`${docLabel(ctx, index)} ${what} (${where2}, ${error.code}): ${text}`, loc, warning ? "warning" : void 0);
  draft.fingerprintKey = error.code;
  return draft;
}
function documentProblems(ctx, sd) {
  const errors = sd.doc.errors.filter((e) => e.code !== "DUPLICATE_KEY" || sd.duplicates.length === 0);
  const drafts = errors.slice(0, MAX_ERRORS_PER_DOC).map((e) => yamlErrorDraft(ctx, sd.index, e, false));
  if (errors.length > MAX_ERRORS_PER_DOC) {
    const first = errors[0];
    const loc = first ? ctx.locate(first.pos[0]) : ctx.locate(sd.doc.range[0]);
    drafts.push(parseProblem(`${docLabel(ctx, sd.index)}: ${errors.length - MAX_ERRORS_PER_DOC} more YAML errors not shown`, loc));
  }
  for (const w of sd.doc.warnings.slice(0, MAX_ERRORS_PER_DOC)) drafts.push(yamlErrorDraft(ctx, sd.index, w, true));
  return [...drafts, ...duplicateKeyDrafts(ctx, sd)];
}
function duplicateKeyDrafts(ctx, sd) {
  return sd.duplicates.map((d) => {
    const a = ctx.pos(d.first).line;
    const b = ctx.pos(d.second).line;
    const draft = parseProblem(
      `${docLabel(ctx, sd.index)}: duplicate key ${JSON.stringify(d.key)} at lines ${a} and ${b}; ${ctx.lastWins ?? "the cluster"} keeps the last`,
      ctx.locate(d.second)
    );
    draft.fingerprintKey = `DUPLICATE_KEY:${d.key}`;
    return draft;
  });
}
function streamProblems(ctx, stream, maxDocBytes) {
  const drafts = [];
  if (stream.fatal) drafts.push(parseProblem(`${ctx.label} could not be parsed: ${stream.fatal}`, ctx.locate(0)));
  for (const o of stream.oversized) {
    drafts.push(
      parseProblem(
        `${docLabel(ctx, o.index)} (line ${ctx.pos(o.offset).line}) is ${o.bytes} bytes, over the ${maxDocBytes}-byte limit per document; not parsed`,
        ctx.locate(o.offset)
      )
    );
  }
  return drafts;
}

// src/manifest/stream.ts
var import_yaml9 = __toESM(require_dist(), 1);
function yamlOptions(duplicates) {
  return {
    merge: true,
    strict: true,
    uniqueKeys: (a, b) => {
      const same = a === b || (0, import_yaml9.isScalar)(a) && (0, import_yaml9.isScalar)(b) && a.value === b.value;
      if (same) duplicates.push({ key: (0, import_yaml9.isScalar)(b) ? String(b.value) : "?", first: a.range[0], second: b.range[0] });
      return same;
    }
  };
}
function byteSize(text, start, end) {
  return Buffer.byteLength(text.slice(start, end), "utf8");
}
function isOversized(text, start, end, maxBytes) {
  const units = end - start;
  if (units * 3 <= maxBytes) return void 0;
  const bytes = units > maxBytes ? units : byteSize(text, start, end);
  return bytes > maxBytes ? bytes : void 0;
}
function parseStream(text, maxDocBytes) {
  const lineCounter = new import_yaml9.LineCounter();
  const result2 = { lineCounter, docs: [], oversized: [] };
  try {
    const tokens = Array.from(new import_yaml9.Parser(lineCounter.addNewLine).parse(text));
    const starts = tokens.filter((t) => t.type === "document").map((t) => t.offset);
    const skip = /* @__PURE__ */ new Set();
    starts.forEach((offset, index) => {
      const bytes = isOversized(text, offset, starts[index + 1] ?? text.length, maxDocBytes);
      if (bytes !== void 0) {
        skip.add(offset);
        result2.oversized.push({ index, offset, bytes });
      }
    });
    const duplicates = [];
    const composer = new import_yaml9.Composer(yamlOptions(duplicates));
    const kept = tokens.filter((t) => !(t.type === "document" && skip.has(t.offset)));
    for (const doc of composer.compose(kept)) {
      const [start, , end] = doc.range;
      result2.docs.push({
        index: indexOf(starts, start),
        doc,
        duplicates: duplicates.filter((d) => d.second >= start && d.second < end)
      });
    }
  } catch (error) {
    result2.fatal = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return result2;
}
function indexOf(starts, offset) {
  let index = 0;
  for (let i = 0; i < starts.length && (starts[i] ?? Infinity) <= offset; i++) index = i;
  return index;
}

// src/manifest/types.ts
var DEFAULT_MAX_DOC_BYTES = 8 * 1024 * 1024;
var DEFAULT_MAX_ALIAS_COUNT = 100;

// src/manifest/yaml-file.ts
function hasBlockingErrors(sd) {
  return sd.doc.errors.some((e) => e.code !== "DUPLICATE_KEY");
}
function parseYamlFile(text, file, opts = {}) {
  const maxDocBytes = opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const stream = parseStream(text, maxDocBytes);
  const pos = (offset) => stream.lineCounter.linePos(offset);
  const at2 = (offset) => ({ file, line: pos(offset).line, column: pos(offset).col, exact: true });
  const ctx = { label: file, locate: at2, pos, lastWins: "helm (and kubectl, kustomize)" };
  const problems = streamProblems(ctx, stream, maxDocBytes);
  const documents = [];
  for (const sd of stream.docs) {
    problems.push(...documentProblems(ctx, sd));
    if (hasBlockingErrors(sd)) continue;
    const plain = documentToPlain(sd.doc, opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT);
    if (plain.ok) documents[sd.index] = plain.value;
    else problems.push({ ruleId: "manifest/parse-error", message: `YAML document ${sd.index + 1} of ${file}: ${plain.reason}`, location: at2(sd.doc.range[0]) });
  }
  const locate = (pointer, docIndex = 0) => {
    const sd = stream.docs.find((d) => d.index === docIndex);
    if (!sd) return { file, line: 1, exact: false };
    const tokens = parsePointer2(pointer);
    const hit = findNode(sd.doc, sd.doc.contents, tokens);
    return { ...at2(hit.offset), exact: hit.matched === tokens.length };
  };
  return { value: documents[0], documents, problems, locate };
}

// src/manifest/kustomize-origin.ts
var ORIGIN_ANNOTATION2 = "config.kubernetes.io/origin";
function str(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function parseOrigin(text) {
  const parsed = parseYamlFile(text, ORIGIN_ANNOTATION2, { maxDocBytes: 64 * 1024, maxAliasCount: 0 }).value;
  if (!isPlainObject(parsed)) return void 0;
  return { path: str(parsed.path), repo: str(parsed.repo), configuredIn: str(parsed.configuredIn) };
}
function takeOrigin(object, strip = true) {
  const metadata = object.metadata;
  if (!isPlainObject(metadata)) return void 0;
  const annotations = metadata.annotations;
  if (!isPlainObject(annotations) || !Object.hasOwn(annotations, ORIGIN_ANNOTATION2)) return void 0;
  const raw = annotations[ORIGIN_ANNOTATION2];
  if (strip) {
    delete annotations[ORIGIN_ANNOTATION2];
    if (Object.keys(annotations).length === 0) delete metadata.annotations;
  }
  return typeof raw === "string" ? parseOrigin(raw) : void 0;
}

// src/manifest/kustomize-mapper.ts
var import_yaml10 = __toESM(require_dist(), 1);
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var ResourceFiles = class {
  constructor(files, maxDocBytes) {
    this.files = files;
    this.maxDocBytes = maxDocBytes;
  }
  files;
  maxDocBytes;
  cache = /* @__PURE__ */ new Map();
  objects(file) {
    let objects = this.cache.get(file);
    if (!objects) {
      objects = this.load(file);
      this.cache.set(file, objects);
    }
    return objects;
  }
  load(file) {
    const text = this.files.read(file);
    if (text === void 0) return [];
    const stream = parseStream(text, this.maxDocBytes);
    return stream.docs.flatMap(({ doc }) => {
      const node = doc.contents;
      if (!(0, import_yaml10.isMap)(node)) return [];
      const kind = node.get("kind");
      const name = doc.getIn(["metadata", "name"]);
      if (typeof kind !== "string" || typeof name !== "string") return [];
      return [{ doc, node, lineCounter: stream.lineCounter, kind, name }];
    });
  }
};
function pick(objects, kind, name) {
  const ofKind = objects.filter((o) => o.kind === kind);
  const exact = ofKind.find((o) => o.name === name);
  if (exact) return exact;
  const affixed = ofKind.filter((o) => name.includes(o.name)).sort((a, b) => b.name.length - a.name.length);
  return affixed[0] ?? (ofKind.length === 1 ? ofKind[0] : void 0);
}
function sameValue(a, b) {
  if ((0, import_yaml10.isScalar)(a) && (0, import_yaml10.isScalar)(b)) return a.value === b.value;
  return (0, import_yaml10.isCollection)(a) && (0, import_yaml10.isCollection)(b) && (0, import_yaml10.isSeq)(a) === (0, import_yaml10.isSeq)(b);
}
function kustomizeMapper(targetPath, files, maxDocBytes) {
  const resourceFiles = new ResourceFiles(files, maxDocBytes);
  const kustomization = () => {
    const found = KUSTOMIZATION_FILES.map((f) => repoRelative(targetPath, f) ?? f).find((f) => files.exists(f));
    return found ?? repoRelative(targetPath, KUSTOMIZATION_FILES[0]) ?? "kustomization.yaml";
  };
  const fileOf = (origin) => {
    const resource = origin?.path && !origin.repo ? repoRelative(targetPath, origin.path) : void 0;
    if (resource !== void 0) return { file: resource, resource: true };
    const configuredIn = origin?.configuredIn && !origin.repo ? repoRelative(targetPath, origin.configuredIn) : void 0;
    return { file: configuredIn ?? kustomization(), resource: false };
  };
  return {
    map(site, renderedLine) {
      const { file, resource } = fileOf(site.origin);
      const src = resource ? pick(resourceFiles.objects(file), site.ref.kind, site.ref.name) : void 0;
      if (!src) {
        const loc = { file, line: 1, exact: false, renderedLine };
        return { source: loc, locate: (_t, _h, line) => ({ ...loc, renderedLine: line }) };
      }
      const lineOf2 = (offset) => src.lineCounter.linePos(offset);
      const start = lineOf2(src.node.range?.[0] ?? 0);
      return {
        source: { file, line: start.line, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const srcHit = findNode(src.doc, src.node, tokens);
          const full = srcHit.matched === tokens.length && hit.matched === tokens.length;
          const pos = lineOf2(srcHit.offset);
          const exact = full && sameValue(srcHit.node, hit.node);
          return { file, line: pos.line, column: pos.col, exact, renderedLine: line };
        }
      };
    },
    problemAt(_chunkFile, _header, line) {
      return { file: kustomization(), line: 1, exact: false, renderedLine: line };
    }
  };
}

// src/manifest/objects.ts
var import_yaml11 = __toESM(require_dist(), 1);
function expandLists(doc, value) {
  const root = doc.contents;
  if (!isPlainObject(value) || typeof value.kind !== "string" || !value.kind.endsWith("List") || !Array.isArray(value.items)) {
    return [{ object: value, node: root, where: "" }];
  }
  const itemsNode = findNode(doc, root, ["items"]).node;
  return value.items.map((object, i) => ({
    object,
    node: (0, import_yaml11.isSeq)(itemsNode) ? findNode(doc, itemsNode, [String(i)]).node : root,
    where: `/items/${i}`
  }));
}
function nonEmpty(value) {
  return typeof value === "string" && value !== "";
}
var HOOK_ANNOTATIONS = ["helm.sh/hook", "argocd.argoproj.io/hook"];
function nameOf(metadata) {
  if (nonEmpty(metadata.name)) return metadata.name;
  const annotations = isPlainObject(metadata.annotations) ? metadata.annotations : {};
  const isHook = HOOK_ANNOTATIONS.some((a) => nonEmpty(annotations[a]));
  return isHook && nonEmpty(metadata.generateName) ? `${metadata.generateName}*` : void 0;
}
function identify(object, node) {
  if (!isPlainObject(object) || !(0, import_yaml11.isMap)(node)) return "is not a mapping (a Kubernetes object must be one)";
  const glued = Object.keys(object).find((k) => k.startsWith("---"));
  if (glued !== void 0) return `has the key ${JSON.stringify(glued)}: a "---" document separator glued to content`;
  const metadata = isPlainObject(object.metadata) ? object.metadata : {};
  const name = nameOf(metadata);
  const missing = [
    nonEmpty(object.apiVersion) ? void 0 : "apiVersion",
    nonEmpty(object.kind) ? void 0 : "kind",
    name ? void 0 : "metadata.name"
  ].filter((m) => m !== void 0);
  if (missing.length > 0) {
    const hint = nonEmpty(metadata.generateName) ? " (metadata.generateName only works on Helm or Argo CD hooks)" : "";
    return `is missing ${missing.join(", ")}${hint}`;
  }
  const ref = { apiVersion: object.apiVersion, kind: object.kind, name };
  if (nonEmpty(metadata.namespace)) ref.namespace = metadata.namespace;
  return ref;
}

// src/manifest/render-parse.ts
var HEADER_WINDOW = 4096;
function mapperFor(opts, files, maxDocBytes) {
  if (opts.kind === "helm") return helmMapper(opts.targetPath, files);
  if (opts.kind === "kustomize") return kustomizeMapper(opts.targetPath, files, maxDocBytes);
  return manifestsMapper(opts.targetPath);
}
function problemContext(run3, header2) {
  const pos = (offset) => run3.stream.lineCounter.linePos(offset);
  return {
    label: run3.chunk.file ?? `the rendered output of ${run3.opts.targetPath || "."}`,
    pos,
    locate: (offset) => run3.mapper.problemAt(run3.chunk.file, header2(offset), pos(offset).line, pos(offset).col)
  };
}
function docHeader(run3, sd) {
  const contents = sd.doc.contents;
  const header2 = run3.chunk.text.slice(Math.min(run3.prevEnd, sd.doc.range[0]), contents?.range[0] ?? sd.doc.range[1]);
  run3.prevEnd = contents ? contents.range[1] : Math.min(run3.prevEnd, sd.doc.range[0]);
  return header2;
}
function makeResource(run3, site, object) {
  const pos = (offset) => run3.stream.lineCounter.linePos(offset);
  const mapping = run3.mapper.map(site, pos(site.node.range?.[0] ?? 0).line);
  return {
    ref: site.ref,
    object,
    docIndex: site.docIndex,
    source: mapping.source,
    locate(pointer) {
      const tokens = parsePointer2(pointer);
      const hit = findNode(site.doc, site.node, tokens);
      return mapping.locate(tokens, hit, pos(hit.offset).line);
    }
  };
}
function candidateResource(run3, sd, ctx, candidate, header2) {
  const origin = run3.opts.kind === "kustomize" && isPlainObject(candidate.object) ? takeOrigin(candidate.object, run3.opts.originAnnotationsAdded !== false) : void 0;
  const ident = identify(candidate.object, candidate.node);
  const offset = candidate.node?.range?.[0] ?? sd.doc.range[0];
  if (typeof ident === "string") {
    const at2 = candidate.where ? ` at ${candidate.where}` : "";
    return parseProblem(`YAML document ${sd.index + 1} of ${ctx.label}${at2} (line ${ctx.pos(offset).line}) ${ident}`, ctx.locate(offset));
  }
  const site = {
    ref: ident,
    doc: sd.doc,
    node: candidate.node,
    docIndex: sd.index,
    lineCounter: run3.stream.lineCounter,
    header: header2,
    chunkFile: run3.chunk.file,
    origin
  };
  return makeResource(run3, site, candidate.object);
}
function parseDocument3(run3, sd) {
  const header2 = docHeader(run3, sd);
  const ctx = problemContext(run3, () => header2);
  const problems = documentProblems(ctx, sd);
  run3.out.problems.push(...problems);
  if (hasBlockingErrors(sd)) return;
  const plain = documentToPlain(sd.doc, run3.maxAliasCount);
  if (!plain.ok) {
    run3.out.problems.push(parseProblem(`YAML document ${sd.index + 1} of ${ctx.label}: ${plain.reason}`, ctx.locate(sd.doc.range[0])));
    return;
  }
  if (plain.value === null || plain.value === void 0) return;
  const built = [];
  for (const candidate of expandLists(sd.doc, plain.value)) {
    const result2 = candidateResource(run3, sd, ctx, candidate, header2);
    if ("ruleId" in result2) run3.out.problems.push(result2);
    else built.push(result2);
  }
  run3.out.resources.push(...built);
  const only = built.length === 1 ? built[0] : void 0;
  if (only) for (const p of problems) p.resource = only;
}
function parseRendered(chunks, opts) {
  const maxDocBytes = opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const files = new SourceFiles(opts.root, maxDocBytes);
  const mapper = mapperFor(opts, files, maxDocBytes);
  const out = { resources: [], problems: [] };
  for (const chunk of chunks) {
    const stream = parseStream(chunk.text, maxDocBytes);
    const run3 = { chunk, stream, opts, mapper, maxAliasCount: opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT, out, prevEnd: 0 };
    const ctx = problemContext(run3, (offset) => chunk.text.slice(offset, offset + HEADER_WINDOW));
    out.problems.push(...streamProblems(ctx, stream, maxDocBytes));
    for (const sd of stream.docs) parseDocument3(run3, sd);
  }
  out.problems.push(...duplicateResources(out.resources));
  return out;
}

// src/engine/crd-api-versions.ts
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
async function yamlFiles(dir) {
  const entries = await readdir5(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && /\.ya?ml$/.test(e.name)).map((e) => path21.join(e.parentPath, e.name)).sort();
}
function servedApis(doc) {
  if (!isObj(doc) || doc.kind !== "CustomResourceDefinition" || !isObj(doc.spec)) return [];
  const { group, names, versions } = doc.spec;
  const kind = isObj(names) ? names.kind : void 0;
  if (typeof group !== "string" || !Array.isArray(versions)) return [];
  return versions.flatMap((v) => {
    if (!isObj(v) || typeof v.name !== "string" || v.served === false) return [];
    const gv = `${group}/${v.name}`;
    return typeof kind === "string" ? [gv, `${gv}/${kind}`] : [gv];
  });
}
async function crdApiVersions(dirs) {
  const out = /* @__PURE__ */ new Set();
  for (const dir of dirs) {
    for (const file of await yamlFiles(dir)) {
      const text = await readFile7(file, "utf8").catch(() => "");
      for (const doc of parseYamlFile(text, file).documents) for (const api of servedApis(doc)) out.add(api);
    }
  }
  return [...out].sort();
}

// src/engine/judges.ts
async function buildJudges(config, opts, trustedRoot) {
  let policies;
  try {
    policies = loadPolicies({ extraDirs: config.checks.map((dir) => path22.join(trustedRoot, dir)) });
  } catch (err) {
    if (err instanceof PolicyLoadError) throw new UsageError(err.message);
    throw err;
  }
  unknownRuleIds(config, policies);
  const tools = await resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  const schema = createSchemaValidator({
    locations: [...opts.schemaLocations, ...config.schemas.locations],
    crdLocations: [...opts.crdSchemaLocations, ...config.schemas.crdLocations],
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict
  });
  return { config, tools, schema, policies };
}
function crdDirsOf(config, root) {
  return config.schemas.crds.map((dir) => path22.join(root, dir));
}
async function sideRootsOf(config, root) {
  const crdDirs = crdDirsOf(config, root);
  return { root, crdDirs, crdApiVersions: await crdApiVersions(crdDirs) };
}
function unknownRuleIds(config, policies) {
  const custom = new Set(policies.checks.map((c) => c.id));
  const unknown = Object.keys(config.rules).filter((id) => !ruleInfo(id) && !custom.has(id));
  if (unknown.length) {
    throw new UsageError(`${config.file}: rules: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not a rule id (see \`deploy-gate rules\`) nor a check in ${config.checks.join(", ") || "the checks dirs"}`);
  }
}

// src/engine/workspace.ts
import path24 from "node:path";

// src/config/errors.ts
var ConfigError = class extends Error {
  file;
  line;
  constructor(file, line, detail) {
    super(`${file}${line === void 0 ? "" : `:${line}`}: ${detail}`);
    this.name = "ConfigError";
    this.file = file;
    this.line = line;
  }
};

// src/config/load.ts
var import_yaml13 = __toESM(require_dist(), 1);

// src/config/defaults.ts
var DEFAULT_KUBERNETES_VERSION = "1.31";
var DEFAULT_CONFIG_FILE = ".deploy-gate.yaml";
var DEFAULT_RENDER_TIMEOUT_SECONDS = 120;
var DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
function withDefaults(raw, file) {
  const kubernetesVersion = raw.kubernetesVersion ?? DEFAULT_KUBERNETES_VERSION;
  const config = {
    version: 1,
    kubernetesVersion,
    environments: environments(raw.environments ?? {}, kubernetesVersion),
    discovery: { argocd: raw.discovery?.argocd ?? true, environmentLabel: raw.discovery?.environmentLabel ?? "environment" },
    schemas: {
      crds: [...raw.schemas?.crds ?? []],
      strict: raw.schemas?.strict ?? true,
      locations: [...raw.schemas?.locations ?? []],
      crdLocations: [...raw.schemas?.crdLocations ?? []]
    },
    gateRecords: gateRecords(raw.gateRecords ?? {}),
    envDiff: (raw.envDiff ?? []).map((d) => ({ from: d.from, to: d.to, ignore: [...d.ignore ?? []], strict: d.strict ?? false })),
    rules: { ...raw.rules ?? {} },
    exemptions: (raw.exemptions ?? []).map((e) => structuredClone(e)),
    checks: [...raw.checks ?? []],
    podTemplatePaths: structuredClone(raw.podTemplatePaths ?? {}),
    render: {
      timeoutSeconds: raw.render?.timeoutSeconds ?? DEFAULT_RENDER_TIMEOUT_SECONDS,
      maxOutputBytes: raw.render?.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES
    },
    resolveTags: raw.resolveTags ?? false,
    file
  };
  if (raw.targets) config.targets = raw.targets.map((t) => structuredClone(t));
  if (raw.promotion) config.promotion = [...raw.promotion];
  return config;
}
function defaultConfig(file = DEFAULT_CONFIG_FILE) {
  return withDefaults({}, file);
}
function environments(raw, kubernetesVersion) {
  const out = {};
  for (const name of Object.keys(raw).sort()) {
    const e = raw[name] ?? {};
    out[name] = {
      name,
      kubernetesVersion: e.kubernetesVersion ?? kubernetesVersion,
      requireDigests: e.requireDigests ?? false,
      gateRecords: e.gateRecords ?? "off",
      apiVersions: [...e.apiVersions ?? []]
    };
  }
  return out;
}
function gateRecords(raw) {
  const out = { scope: [...raw.scope ?? []] };
  if (raw.path !== void 0) out.path = raw.path;
  if (raw.url !== void 0 && raw.url !== "") out.url = raw.url;
  if (raw.authHeaderEnv !== void 0) out.authHeaderEnv = raw.authHeaderEnv;
  return out;
}

// src/config/locate.ts
var import_yaml12 = __toESM(require_dist(), 1);
function pointerSegments(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function lineOf(doc, counter, pointer, key) {
  const segments = pointerSegments(pointer);
  let node = doc.contents;
  let best = startOf2(node);
  for (const segment of segments) {
    node = child(node, segment);
    if (node === void 0) break;
    best = startOf2(node) ?? best;
  }
  if (key !== void 0 && node !== void 0 && (0, import_yaml12.isMap)(node)) {
    const pair = node.items.find((p) => (0, import_yaml12.isPair)(p) && (0, import_yaml12.isScalar)(p.key) && String(p.key.value) === key);
    const keyStart = pair && (0, import_yaml12.isNode)(pair.key) ? startOf2(pair.key) : void 0;
    best = keyStart ?? best;
  }
  return best === void 0 ? void 0 : counter.linePos(best).line;
}
function child(node, segment) {
  if (!(0, import_yaml12.isNode)(node)) return void 0;
  const collection = node;
  if (typeof collection.get !== "function") return void 0;
  const viaString = collection.get(segment, true);
  if (viaString !== void 0) return viaString;
  return /^\d+$/.test(segment) ? collection.get(Number(segment), true) : void 0;
}
function startOf2(node) {
  return (0, import_yaml12.isNode)(node) && node.range ? node.range[0] : void 0;
}

// src/config/schema.ts
var import_ajv3 = __toESM(require_ajv(), 1);
var import_fastest_levenshtein2 = __toESM(require_mod(), 1);
import { readFileSync as readFileSync7 } from "node:fs";
import path23 from "node:path";
var compiled;
function configValidator() {
  if (!compiled) {
    const file = path23.join(packageRoot(), "schemas", "config.schema.json");
    const schema = JSON.parse(readFileSync7(file, "utf8"));
    const ajv2 = new import_ajv3.Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false });
    compiled = ajv2.compile(schema);
  }
  return compiled;
}
function describeErrors(errors) {
  const problems = [];
  for (const e of errors) {
    if (e.schemaPath.includes("/oneOf/")) continue;
    const where2 = e.instancePath === "" ? "the top level" : humanPath(e.instancePath);
    problems.push(describe2(e, where2));
  }
  return dedupe2(problems);
}
function describe2(e, where2) {
  const at2 = { pointer: e.instancePath };
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String(e.params.additionalProperty);
      const allowed = Object.keys(e.parentSchema?.properties ?? {});
      return { ...at2, key, message: `unknown key "${key}" in ${where2}${suggest2(key, allowed)}` };
    }
    case "enum":
      return { ...at2, message: `${where2} must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}` };
    case "const":
      return { ...at2, message: `${where2} must be ${JSON.stringify(e.params.allowedValue)}` };
    case "oneOf":
      return { ...at2, message: `${where2} must set exactly one of "helm", "kustomize" or "manifests"` };
    case "propertyNames":
      return { ...at2, key: String(e.params.propertyName), message: `${where2}: invalid key "${e.params.propertyName}"${keyHint(e.instancePath)}` };
    case "type":
      return { ...at2, message: `${where2} ${e.message ?? "has the wrong type"}${quoteHint(e)}` };
    default:
      return { ...at2, message: `${where2} ${e.message ?? "is invalid"}` };
  }
}
function humanPath(pointer) {
  return pointerSegments(pointer).map((s, i) => /^\d+$/.test(s) ? `[${s}]` : `${i === 0 ? "" : "."}${s}`).join("");
}
function keyHint(pointer) {
  if (pointer === "/rules" || pointer.startsWith("/exemptions")) return ' (rule ids look like "family/name", e.g. "image/not-pinned")';
  return "";
}
function quoteHint(e) {
  return typeof e.data === "number" && e.params.type === "string" ? ` (got the number ${e.data}; quote it, e.g. "1.30" \u2014 unquoted 1.30 reads as 1.3)` : "";
}
function suggest2(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = (0, import_fastest_levenshtein2.distance)(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best !== void 0 && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? ` (did you mean "${best}"?)` : "";
}
function dedupe2(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const k = `${p.pointer}|${p.key ?? ""}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// src/config/semantics.ts
function checkSemantics(raw) {
  const result2 = { errors: [], warnings: [] };
  checkPaths(raw, result2.errors);
  checkRuleIds(raw, result2);
  checkConsistency(raw, result2.errors);
  return result2;
}
function repoPathProblem(p) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) return "is a URL; only directories and files inside the repository are allowed";
  if (p.startsWith("/") || p.startsWith("\\") || /^[a-z]:/i.test(p)) return "is absolute; use a path relative to the repository root";
  if (p.split(/[\\/]/).includes("..")) return 'contains ".."; paths must stay inside the repository';
  if (p.includes("\0")) return "contains a NUL byte";
  return void 0;
}
function checkPaths(raw, errors) {
  const paths = [];
  raw.schemas?.crds?.forEach((p, i) => paths.push([`/schemas/crds/${i}`, p]));
  raw.checks?.forEach((p, i) => paths.push([`/checks/${i}`, p]));
  paths.push(["/gateRecords/path", raw.gateRecords?.path]);
  raw.targets?.forEach((t, i) => {
    paths.push([`/targets/${i}/helm/chart`, t.helm?.chart], [`/targets/${i}/kustomize`, t.kustomize], [`/targets/${i}/manifests`, t.manifests]);
    t.helm?.valueFiles?.forEach((v, j) => paths.push([`/targets/${i}/helm/valueFiles/${j}`, v]));
  });
  for (const [pointer, p] of paths) {
    if (p === void 0) continue;
    const problem = repoPathProblem(p);
    if (problem) errors.push({ pointer, message: `${humanPath(pointer)}: "${p}" ${problem}` });
  }
}
function checkRuleIds(raw, result2) {
  const known = RULES.map((r) => r.id);
  const ids = [];
  for (const id of Object.keys(raw.rules ?? {})) ids.push(["/rules", id, id]);
  raw.exemptions?.forEach((e, i) => e.rules.forEach((id, j) => ids.push([`/exemptions/${i}/rules/${j}`, id, void 0])));
  for (const [pointer, id, key] of ids) {
    if (known.includes(id)) continue;
    const problem = { pointer, message: `unknown rule id "${id}"${suggest2(id, known)}` };
    if (key !== void 0) problem.key = key;
    if ((raw.checks ?? []).length > 0) {
      problem.message += "; accepted only if one of the checks in `checks` defines it";
      result2.warnings.push(problem);
    } else {
      result2.errors.push(problem);
    }
  }
}
function checkConsistency(raw, errors) {
  const seen = /* @__PURE__ */ new Map();
  raw.targets?.forEach((t, i) => {
    const id = `${t.app}/${t.environment}`;
    const first = seen.get(id);
    if (first !== void 0) errors.push({ pointer: `/targets/${i}`, message: `target ${id} is declared twice (also targets[${first}])` });
    else seen.set(id, i);
  });
  raw.envDiff?.forEach((d, i) => {
    if (d.from === d.to) errors.push({ pointer: `/envDiff/${i}`, message: `envDiff compares "${d.from}" with itself` });
  });
  const hasSource = Boolean(raw.gateRecords?.path) || Boolean(raw.gateRecords?.url);
  for (const [name, env] of Object.entries(raw.environments ?? {})) {
    if (env.gateRecords && env.gateRecords !== "off" && !hasSource) {
      errors.push({
        pointer: `/environments/${name}/gateRecords`,
        message: `environment "${name}" sets gateRecords: ${env.gateRecords} but gateRecords.path and gateRecords.url are both unset`
      });
    }
  }
}

// src/config/load.ts
var MAX_CONFIG_BYTES = 1024 * 1024;
var MAX_ALIAS_COUNT = 100;
function loadConfigDetailed(text, file) {
  if (Buffer.byteLength(text, "utf8") > MAX_CONFIG_BYTES) throw new ConfigError(file, void 0, `larger than ${MAX_CONFIG_BYTES} bytes`);
  const counter = new import_yaml13.LineCounter();
  const doc = parseYaml(text, file, counter);
  const raw = toPlain(doc, file);
  const validate = configValidator();
  if (!validate(raw)) fail2(file, doc, counter, describeErrors(validate.errors ?? []));
  const semantic = checkSemantics(raw);
  if (semantic.errors.length > 0) fail2(file, doc, counter, semantic.errors);
  const warnings = semantic.warnings.map((w) => withLine(file, lineOf(doc, counter, w.pointer, w.key), w.message));
  return { config: withDefaults(raw, file), warnings };
}
function parseYaml(text, file, counter) {
  const doc = (0, import_yaml13.parseDocument)(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false, strict: true });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0].line ?? counter.linePos(first.pos[0]).line;
    throw new ConfigError(file, line, `YAML: ${first.message.split("\n")[0]}`);
  }
  return doc;
}
function toPlain(doc, file) {
  let value;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    throw new ConfigError(file, void 0, `YAML: ${err.message}`);
  }
  if (value === null || value === void 0) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new ConfigError(file, 1, "the config must be a mapping (key: value)");
  return value;
}
function withLine(file, line, message) {
  return `${file}${line === void 0 ? "" : `:${line}`}: ${message}`;
}
function fail2(file, doc, counter, problems) {
  const all = problems.map((p) => ({ line: lineOf(doc, counter, p.pointer, p.key), message: p.message })).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const first = all[0];
  const rest = all.slice(1).map((p) => `
  ${withLine(file, p.line, p.message)}`).join("");
  throw new ConfigError(file, first?.line, `${first?.message ?? "invalid"}${rest}`);
}

// src/engine/workspace.ts
async function openSide(repo, ref) {
  try {
    const info = await resolveRevision(repo, ref);
    const tree = await checkoutRevision(repo, info.sha);
    const cleanup = async () => {
      forgetScan(tree.root);
      await tree.cleanup();
    };
    return { info, root: tree.root, submodules: tree.submodules, cleanup };
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}
function configPathOf(configPath) {
  const rel = configPath ?? DEFAULT_CONFIG_PATH;
  if (path24.isAbsolute(rel) || rel.split(/[\\/]/).includes("..")) {
    throw new UsageError(`--config must be a path inside the repository, got ${rel}`);
  }
  return rel;
}
async function configAt(repo, sha, rel) {
  const text = await readFileAt(repo, sha, rel);
  if (text === void 0) return { config: defaultConfig(rel), warnings: [] };
  try {
    const loaded2 = loadConfigDetailed(text, rel);
    return { config: loaded2.config, text, warnings: loaded2.warnings };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}
function submoduleNotices(side) {
  return side.submodules.map((dir) => `${dir} is a git submodule at ${side.info.sha.slice(0, 12)}: its files were not read, so nothing in it was rendered or checked`);
}

// src/model/target.ts
function targetId(t) {
  return `${t.app}/${t.environment}`;
}

// src/engine/pairs.ts
async function pairTargets(base, head, affected) {
  const byId = /* @__PURE__ */ new Map();
  for (const t of base) byId.set(targetId(t), { id: targetId(t), base: t, affected: false });
  for (const t of head) {
    const pair = byId.get(targetId(t)) ?? { id: targetId(t), affected: false };
    pair.head = t;
    byId.set(pair.id, pair);
  }
  for (const pair of byId.values()) {
    const defChanged = !pair.base || !pair.head || JSON.stringify(pair.base) !== JSON.stringify(pair.head);
    pair.affected = defChanged || pair.base !== void 0 && await affected(pair.base, "base") || pair.head !== void 0 && await affected(pair.head, "head");
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
function auditPairs(targets, environments2) {
  const wanted = environments2?.length ? new Set(environments2) : void 0;
  return targets.filter((t) => !wanted || wanted.has(t.environment)).map((t) => ({ id: targetId(t), head: t, affected: true })).sort((a, b) => a.id.localeCompare(b.id));
}
function groupByApp(pairs) {
  const groups = /* @__PURE__ */ new Map();
  for (const p of pairs) {
    const app = (p.head ?? p.base)?.app ?? p.id;
    const list2 = groups.get(app) ?? [];
    list2.push(p);
    groups.set(app, list2);
  }
  return [...groups.values()];
}
function widenForCrossChecks(pairs, config) {
  const related = /* @__PURE__ */ new Set([...config.envDiff.flatMap((d) => [d.from, d.to]), ...config.promotion ?? []]);
  if (related.size === 0) return;
  for (const group of groupByApp(pairs)) {
    const envOf2 = (p) => (p.head ?? p.base)?.environment ?? "";
    if (!group.some((p) => p.affected && related.has(envOf2(p)))) continue;
    for (const p of group) if (related.has(envOf2(p))) p.affected = true;
  }
}

// src/engine/target-run.ts
import { access as access3 } from "node:fs/promises";
import path25 from "node:path";

// src/model/config.ts
function environmentOf(config, name) {
  return config.environments[name] ?? {
    name,
    kubernetesVersion: config.kubernetesVersion,
    requireDigests: false,
    gateRecords: "off",
    apiVersions: []
  };
}

// src/findings/compare.ts
function compareFindings(base, head) {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out = head.map((f) => ({ ...f, change: baseByPrint.has(f.fingerprint) ? "unchanged" : "introduced" }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: "fixed" });
  }
  return out;
}

// ../../../work/main/node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path35, added, removed2, oldPosInc, options) {
    const last = path35.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed2) {
      return {
        oldPos: path35.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed: removed2, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path35.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed: removed2, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// ../../../work/main/node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// ../../../work/main/node_modules/diff/libesm/patch/create.js
function needsQuoting(s) {
  for (let i = 0; i < s.length; i++) {
    if (s[i] < " " || s[i] > "~" || s[i] === '"' || s[i] === "\\") {
      return true;
    }
  }
  return false;
}
function quoteFileNameIfNeeded(s) {
  if (!needsQuoting(s)) {
    return s;
  }
  let result2 = '"';
  const bytes = new TextEncoder().encode(s);
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 7) {
      result2 += "\\a";
    } else if (b === 8) {
      result2 += "\\b";
    } else if (b === 9) {
      result2 += "\\t";
    } else if (b === 10) {
      result2 += "\\n";
    } else if (b === 11) {
      result2 += "\\v";
    } else if (b === 12) {
      result2 += "\\f";
    } else if (b === 13) {
      result2 += "\\r";
    } else if (b === 34) {
      result2 += '\\"';
    } else if (b === 92) {
      result2 += "\\\\";
    } else if (b >= 32 && b <= 126) {
      result2 += String.fromCharCode(b);
    } else {
      result2 += "\\" + b.toString(8).padStart(3, "0");
    }
    i++;
  }
  result2 += '"';
  return result2;
}
var INCLUDE_HEADERS = {
  includeIndex: true,
  includeUnderline: true,
  includeFileHeaders: true
};
var FILE_HEADERS_ONLY = {
  includeIndex: false,
  includeUnderline: false,
  includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines2) {
      return lines2.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines2 = current.lines || splitLines(current.value);
      current.lines = lines2;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines2) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines2.length;
        } else {
          oldLine += lines2.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines2.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines2)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines2.length, context);
            for (const line of contextLines(lines2.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines2.length;
        newLine += lines2.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function formatPatch(patch, headerOptions) {
  var _a, _b, _c, _d, _e, _f;
  if (!headerOptions) {
    headerOptions = INCLUDE_HEADERS;
  }
  if (Array.isArray(patch)) {
    if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) {
      throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
    }
    return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
  }
  const ret = [];
  if (patch.isGit) {
    headerOptions = INCLUDE_HEADERS;
    if (!patch.oldFileName) {
      throw new Error("oldFileName must be specified for Git patches");
    }
    if (!patch.newFileName) {
      throw new Error("newFileName must be specified for Git patches");
    }
    let gitOldName = patch.oldFileName;
    let gitNewName = patch.newFileName;
    if (patch.isCreate && gitOldName === "/dev/null") {
      gitOldName = gitNewName.replace(/^b\//, "a/");
    } else if (patch.isDelete && gitNewName === "/dev/null") {
      gitNewName = gitOldName.replace(/^a\//, "b/");
    }
    ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
    if (patch.isDelete) {
      ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
    }
    if (patch.isCreate) {
      ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
    }
    if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
      ret.push("old mode " + patch.oldMode);
      ret.push("new mode " + patch.newMode);
    }
    if (patch.isRename) {
      ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
      ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
    }
    if (patch.isCopy) {
      ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
      ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
    }
  } else {
    if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) {
      ret.push("Index: " + patch.oldFileName);
    }
    if (headerOptions.includeUnderline) {
      ret.push("===================================================================");
    }
  }
  const hasHunks = patch.hunks.length > 0;
  if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
    ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
    ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
  }
  for (let i = 0; i < patch.hunks.length; i++) {
    const hunk = patch.hunks[i];
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
    for (const line of hunk.lines) {
      ret.push(line);
    }
  }
  return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  if (typeof options === "function") {
    options = { callback: options };
  }
  if (!(options === null || options === void 0 ? void 0 : options.callback)) {
    const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
    if (!patchObj) {
      return;
    }
    return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
  } else {
    const { callback } = options;
    structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
      if (!patchObj) {
        callback(void 0);
      } else {
        callback(formatPatch(patchObj, options.headerOptions));
      }
    } }));
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result2 = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result2.pop();
  } else {
    result2.push(result2.pop().slice(0, -1));
  }
  return result2;
}

// src/diff/markers.ts
function plural(bytes) {
  return bytes === 1 ? "1 byte" : `${bytes} bytes`;
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function status(peer, side, equals) {
  if (!peer.present) return void 0;
  if (peer.value === void 0) return side === "head" ? "added" : "removed";
  return equals(peer.value) ? "unchanged" : "changed";
}
function valueMarker(bytes, peer, side, equals) {
  const size = plural(bytes);
  const st = status(peer, side, equals);
  if (st === void 0) return `<redacted: ${size}>`;
  if (st === "unchanged") return `<redacted> (${size}, unchanged)`;
  return `${side === "head" ? "++++++++" : "--------"} (${size}, ${st})`;
}
function maskText(value, peer, side) {
  return valueMarker(byteLength(value), peer, side, (other) => other === value);
}
function markSide(prefix, value, peer, side, suffix) {
  const st = status(peer, side, (other) => other === value);
  return st === void 0 ? `${prefix}${suffix}` : `${prefix}, ${st}${suffix}`;
}
var PEM = /(-----BEGIN ([A-Z0-9 ]{1,64})-----)([\s\S]*?)(-----END \2-----|$)/g;
var CREDENTIAL_FLAG = /((?:^|[\s"'{,;])-{0,2}[A-Za-z0-9_.-]*(?:pass(?:word)?|secret|token|api.?key|private.?key|credential)[A-Za-z0-9_.-]*\s?[=:]\s?)([^\s"',;}]+)/gi;
function maskStrings(text, peer, side) {
  if (!text.includes("-----BEGIN ") && !/pass|secret|token|api.?key|private.?key|credential/i.test(text)) return text;
  const otherText = peer.present && typeof peer.value === "string" ? peer.value : void 0;
  const peerOf = (part) => !peer.present ? peer : { present: true, value: otherText?.includes(part) ? part : otherText === void 0 ? void 0 : "" };
  const pemMasked = text.replace(PEM, (block, begin, _t, body, end) => {
    const marker = valueMarker(byteLength(body), peerOf(block), side, (o) => o === block);
    return `${begin}${marker}${end}`;
  });
  return pemMasked.replace(CREDENTIAL_FLAG, (whole, lead, value) => {
    if (value.startsWith("/") || value.startsWith("$(") || value.startsWith("<redacted") || /^[*+-]{8}$/.test(value)) return whole;
    return `${lead}${valueMarker(byteLength(value), peerOf(whole), side, (o) => o === whole)}`;
  });
}

// src/diff/redact.ts
var CREDENTIAL_NAME = /(pass(word)?|secret|token|api.?key|private.?key|credential)/i;
var CREDENTIAL_KEY = /(pass(word)?|secret|token|api.?key|private.?key|credentials?)$/i;
var LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
function isSecretKind(obj) {
  return isObj2(obj) && typeof obj.kind === "string" && obj.kind.toLowerCase() === "secret";
}
function redactObject(obj, opts = {}) {
  const peer = opts.other === void 0 ? { present: false } : { present: true, value: opts.other };
  return walk2(obj, peer, opts.side ?? "head");
}
function walk2(node, peer, side) {
  if (typeof node === "string") return maskStrings(node, peer, side);
  if (Array.isArray(node)) return walkArray(node, peer, side);
  if (!isObj2(node)) return node;
  if (isSecretKind(node)) return walkSecret(node, peer, side);
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    const childPeer = peerChild(peer, key);
    if (key === "annotations" && isObj2(value)) out[key] = walkAnnotations(value, childPeer, side);
    else if (typeof value === "string" && (CREDENTIAL_KEY.test(key) || key === "value" && isCredentialPair(node))) {
      out[key] = maskText(value, childPeer, side);
    } else out[key] = walk2(value, childPeer, side);
  }
  return out;
}
function walkArray(items, peer, side) {
  const others = peer.present && Array.isArray(peer.value) ? peer.value : void 0;
  return items.map((item, index) => {
    if (!peer.present) return walk2(item, peer, side);
    const name = isObj2(item) ? item.name : void 0;
    const match = typeof name === "string" ? others?.find((o) => isObj2(o) && o.name === name) : others?.[index];
    return walk2(item, match === void 0 ? { present: true, value: void 0 } : { present: true, value: match }, side);
  });
}
function walkAnnotations(annotations, peer, side) {
  const out = {};
  for (const [key, value] of Object.entries(annotations)) {
    const childPeer = peerChild(peer, key);
    if (key === LAST_APPLIED && typeof value === "string") {
      out[key] = markSide(`<redacted: last-applied-configuration, ${plural(byteLength(value))}`, value, childPeer, side, ">");
    } else out[key] = walk2(value, childPeer, side);
  }
  return out;
}
function walkSecret(secret, peer, side) {
  const out = {};
  for (const [key, value] of Object.entries(secret)) {
    if (key === "data" || key === "stringData") continue;
    out[key] = walk2(value, peerChild(peer, key), side);
  }
  const mine = secretValues(secret);
  if (mine === void 0) return out;
  const theirs = peer.present ? (isObj2(peer.value) ? secretValues(peer.value) : void 0) ?? /* @__PURE__ */ new Map() : void 0;
  const data = {};
  for (const key of [...mine.keys()].sort()) {
    const bytes = mine.get(key);
    const other = theirs === void 0 ? { present: false } : { present: true, value: theirs.get(key) };
    data[key] = markSecretValue(bytes, other, side);
  }
  out.data = data;
  return out;
}
function markSecretValue(bytes, peer, side) {
  const other = peer.present ? { present: true, value: peer.value } : peer;
  return valueMarker(bytes.length, other, side, (o) => o !== void 0 && o.equals(bytes));
}
function secretValues(secret) {
  const { data, stringData } = secret;
  if (data === void 0 && stringData === void 0) return void 0;
  const values = /* @__PURE__ */ new Map();
  addValues(values, data, (v) => decodeBase64(v));
  addValues(values, stringData, (v) => Buffer.from(v, "utf8"));
  return values;
}
function addValues(into, field, decode) {
  if (isObj2(field)) {
    for (const [key, value] of Object.entries(field)) into.set(key, decode(valueText(value)));
  } else if (field !== void 0 && field !== null) {
    into.set("<malformed>", Buffer.from(valueText(field), "utf8"));
  }
}
function valueText(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}
function decodeBase64(text) {
  const compact = text.replace(/\s+/g, "");
  if (/^[A-Za-z0-9+/]*={0,2}$/.test(compact) && compact.length % 4 === 0) return Buffer.from(compact, "base64");
  return Buffer.from(text, "utf8");
}
function isCredentialPair(node) {
  const name = typeof node.name === "string" ? node.name : typeof node.key === "string" ? node.key : void 0;
  return name !== void 0 && CREDENTIAL_NAME.test(name);
}
function peerChild(peer, key) {
  if (!peer.present) return peer;
  return { present: true, value: isObj2(peer.value) ? peer.value[key] : void 0 };
}
function isObj2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/diff/yaml-text.ts
var import_yaml14 = __toESM(require_dist(), 1);
function normalizeForDiff(obj) {
  if (Array.isArray(obj)) return obj.map(normalizeForDiff);
  if (typeof obj !== "object" || obj === null) return obj;
  const out = {};
  for (const key of Object.keys(obj).sort()) {
    const value = obj[key];
    if (value !== void 0) out[key] = normalizeForDiff(value);
  }
  return out;
}
var CORE_ONLY = /^(?:[-+]?0o[0-7]+|[-+]?(?:\.inf|\.Inf|\.INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
function stringifyYaml(value) {
  const doc = new import_yaml14.Document(value, { version: "1.1" });
  (0, import_yaml14.visit)(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && CORE_ONLY.test(node.value)) node.type = "QUOTE_DOUBLE";
    }
  });
  const text = doc.toString({ lineWidth: 0, directives: false });
  return text === "" || text.endsWith("\n") ? text : `${text}
`;
}

// src/diff/index.ts
var CONTEXT_LINES = 3;
var MAX_EDIT_LENGTH = 2e4;
function diffTarget(input) {
  const base = byKey(input.base ?? []);
  const head = byKey(input.head ?? []);
  const keys2 = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  const changes = [];
  for (const key of keys2) {
    const change = diffPair(base.get(key), head.get(key));
    if (change) changes.push({ app: input.app, environment: input.environment, ...change });
  }
  return changes;
}
function diffPair(before, after) {
  const ref = (after ?? before)?.ref;
  if (!ref) return void 0;
  const baseText = before ? objectText(before.object, after?.object, "base") : "";
  const headText = after ? objectText(after.object, before?.object, "head") : "";
  if (before && after && baseText === headText) return void 0;
  const action = !before ? "added" : !after ? "removed" : "modified";
  return { action, resource: { ...ref }, diff: unifiedDiff(baseText, headText) };
}
function objectText(obj, other, side) {
  const redacted = redactObject(obj, other === void 0 ? { side } : { other, side });
  return stringifyYaml(normalizeForDiff(redacted));
}
function unifiedDiff(baseText, headText) {
  const opts = { context: CONTEXT_LINES, headerOptions: FILE_HEADERS_ONLY, maxEditLength: MAX_EDIT_LENGTH };
  const patch = createTwoFilesPatch("base", "head", baseText, headText, void 0, void 0, opts);
  return patch ?? wholeReplacement(baseText, headText);
}
function wholeReplacement(baseText, headText) {
  const minus = lines(baseText).map((l) => `-${l}`);
  const plus = lines(headText).map((l) => `+${l}`);
  return [`--- base`, `+++ head`, `@@ -1,${minus.length} +1,${plus.length} @@`, ...minus, ...plus, ""].join("\n");
}
function lines(text) {
  return text === "" ? [] : text.replace(/\n$/, "").split("\n");
}
function byKey(resources) {
  const map = /* @__PURE__ */ new Map();
  for (const resource of resources) {
    const key = resourceKey(resource.ref);
    let unique = key;
    for (let n = 2; map.has(unique); n++) unique = `${key}#${n}`;
    map.set(unique, resource);
  }
  return map;
}

// src/checks/api/index.ts
function checkApiVersions(resources, env, table = removalTable()) {
  const version = minorVersion(env.kubernetesVersion);
  if (!version) throw new Error(`environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`);
  const drafts = [];
  for (const resource of resources) {
    const row = table.byKind.get(`${resource.ref.apiVersion}/${resource.ref.kind}`);
    if (!row) continue;
    if (compareVersions(version, row.removedIn) >= 0) drafts.push(removed(resource, row, version));
    else if (row.deprecatedIn && compareVersions(version, row.deprecatedIn) >= 0) drafts.push(deprecated(resource, row, version));
  }
  if (compareVersions(version, table.coveredThrough) > 0 && resources.length > 0) drafts.push(beyondData(version, table.coveredThrough));
  return drafts;
}
function removed(resource, row, version) {
  return {
    ruleId: "api/removed",
    message: `${row.apiVersion} ${row.kind} is not served by Kubernetes ${version} (removed in ${row.removedIn})${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `change apiVersion to ${row.replacement} (check the field changes between the versions)` : row.note ?? "remove the object"
  };
}
function deprecated(resource, row, version) {
  return {
    ruleId: "api/deprecated",
    message: `${row.apiVersion} ${row.kind} is deprecated since Kubernetes ${row.deprecatedIn} and removed in ${row.removedIn}${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `migrate to ${row.replacement} before upgrading to ${row.removedIn}` : `plan for its removal in ${row.removedIn}`
  };
}
function replacementText(row, version) {
  const note = row.note ? ` (${row.note})` : "";
  if (!row.replacement) return `; there is no direct replacement${note}`;
  if (!row.replacementSince) return `; use ${row.replacement}${note}`;
  const available = compareVersions(version, row.replacementSince) >= 0;
  const when = available ? `served since ${row.replacementSince}, so available in ${version}` : `only served from ${row.replacementSince}, not yet in ${version}`;
  return `; use ${row.replacement} (${when})${note}`;
}
function beyondData(version, covered) {
  return {
    ruleId: "api/deprecated",
    verdict: "inconclusive",
    severity: "warning",
    message: `Kubernetes ${version} is newer than deploy-gate's API removal table (covers up to ${covered}): deprecations announced after ${covered} are not checked; removals are still found through the ${version} OpenAPI documents`,
    remediation: "update deploy-gate",
    fingerprintKey: "table-coverage"
  };
}

// src/engine/timing.ts
import { performance as performance4 } from "node:perf_hooks";
var marked = false;
function markFirstRender() {
  if (marked || !process.env.DEPLOY_GATE_TIMING) return;
  marked = true;
  process.stderr.write(`deploy-gate timing: first render at ${performance4.now().toFixed(0)} ms
`);
}

// src/engine/evaluate.ts
async function evaluateSide(input, judges) {
  const started = Date.now();
  const { target, env } = input;
  const finalize = (drafts2) => finalizeDrafts(drafts2, { config: judges.config, app: target.app, environment: target.environment });
  markFirstRender();
  const rendered = await renderTarget({
    target,
    root: input.root,
    env,
    tools: judges.tools,
    timeoutMs: judges.config.render.timeoutSeconds * 1e3,
    maxOutputBytes: judges.config.render.maxOutputBytes,
    extraApiVersions: input.crdApiVersions
  });
  if (!rendered.ok) {
    const drafts2 = [{ ruleId: "render/failed", message: `${rendered.code}: ${rendered.error}`, location: { file: target.path } }];
    return { status: "failed", resources: [], findings: finalize(drafts2), durationMs: Date.now() - started, tool: rendered.tool, reason: rendered.code };
  }
  const parsed = parseRendered(rendered.chunks, {
    kind: target.kind,
    targetPath: target.path,
    root: input.root,
    ...rendered.originAnnotationsAdded !== void 0 ? { originAnnotationsAdded: rendered.originAnnotationsAdded } : {}
  });
  const drafts = [...parsed.problems];
  if (parsed.resources.length === 0 && parsed.problems.length === 0) {
    drafts.push(emptyRenderDraft(target));
  }
  const checked = await runChecks(parsed.resources, input, judges);
  drafts.push(...checked.drafts);
  return {
    status: "rendered",
    resources: parsed.resources,
    findings: finalize(drafts),
    durationMs: Date.now() - started,
    tool: rendered.tool,
    validation: checked.validation,
    counts: checked.counts,
    notes: checked.notes
  };
}
function emptyRenderDraft(target) {
  return {
    ruleId: "render/failed",
    verdict: "inconclusive",
    message: `${target.kind} rendered no objects for ${target.path}: nothing could be checked`,
    location: { file: target.path }
  };
}
async function runChecks(resources, input, judges) {
  const checked = { drafts: [], validation: "none", notes: [] };
  const { drafts } = checked;
  await guarded(drafts, "schema validation", async () => {
    const result2 = await judges.schema.validateTarget(resources, input.env, { crdDirs: input.crdDirs, repoRoot: input.root });
    checked.validation = result2.reason ? `${result2.level} (${result2.reason})` : result2.level;
    checked.counts = result2.counts;
    checked.notes.push(...result2.notes);
    drafts.push(...result2.drafts);
  });
  await guarded(drafts, "API version checks", async () => {
    drafts.push(...checkApiVersions(resources, input.env));
  });
  await guarded(drafts, "policies", async () => {
    drafts.push(...runPolicies(judges.policies, {
      resources,
      env: input.env,
      podTemplatePaths: judges.config.podTemplatePaths
    }));
  });
  return checked;
}
async function guarded(drafts, what, fn) {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    drafts.push({ ruleId: "internal/check-error", message: `${what} could not run: ${message}` });
  }
}

// src/engine/target-run.ts
function sideOf(target, roots, config) {
  return { target, env: environmentOf(config, target.environment), ...roots };
}
async function deletedByChange(pair, ctx) {
  if (ctx.mode !== "check" || !pair.base || !pair.head || !ctx.base) return false;
  const exists2 = (root, rel) => access3(path25.join(root, rel)).then(() => true, () => false);
  return await exists2(ctx.base.root, pair.base.path) && !await exists2(ctx.head.root, pair.head.path);
}
async function runPair(input, ctx) {
  const pair = await deletedByChange(input, ctx) ? { ...input, head: void 0 } : input;
  const main = pair.head ?? pair.base;
  if (!pair.affected) return unchangedOutcome(pair, main);
  const { config } = ctx.judges;
  const [base, head] = await Promise.all([
    pair.base && ctx.base ? ctx.limit(() => evaluateSide(sideOf(pair.base, ctx.base, config), ctx.judges)) : void 0,
    pair.head ? ctx.limit(() => evaluateSide(sideOf(pair.head, ctx.head, config), ctx.judges)) : void 0
  ]);
  const findings = ctx.mode === "check" ? compareFindings(base?.findings ?? [], head?.findings ?? []) : head?.findings ?? [];
  const changes = ctx.mode === "check" ? diffTarget({ app: main.app, environment: main.environment, base: base?.resources, head: head?.resources }) : [];
  return { pair, report: targetReport(main, head, base), findings, changes, base, head };
}
function unchangedOutcome(pair, main) {
  return {
    pair,
    findings: [],
    changes: [],
    report: { ...reportBase(main), status: "unchanged", resources: 0, durationMs: 0 }
  };
}
function reportBase(t) {
  return { app: t.app, environment: t.environment, kind: t.kind, path: t.path, origin: t.origin.how };
}
function targetReport(main, head, base) {
  const out = { ...reportBase(main), status: "rendered", resources: 0, durationMs: 0 };
  if (!head) {
    return { ...out, status: "skipped", reason: "removed by the change", durationMs: base?.durationMs ?? 0 };
  }
  out.status = head.status;
  out.resources = head.resources.length;
  out.durationMs = head.durationMs + (base?.durationMs ?? 0);
  if (head.validation) out.validation = head.validation;
  if (head.counts) Object.assign(out, head.counts);
  if (head.notes?.length) out.notes = head.notes;
  if (head.reason) out.reason = head.reason;
  return out;
}

// src/engine/groups.ts
async function runGroups(pairs, ctx, jobs, hooks = {}) {
  const groupLimit = pLimit(Math.max(2, jobs));
  const total = pairs.filter((p) => p.affected).length;
  let done = 0;
  const perGroup = await Promise.all(groupByApp(pairs).map((group) => groupLimit(async () => {
    const outcomes = await Promise.all(group.map(async (pair) => {
      const outcome = await runPair(pair, ctx);
      if (pair.affected) hooks.onTargetDone?.(++done, total);
      return outcome;
    }));
    await hooks.crossCheck?.(outcomes);
    for (const o of outcomes) {
      delete o.base;
      delete o.head;
    }
    return outcomes;
  })));
  return perGroup.flat();
}

// src/model/report.ts
var SEVERITY_ORDER = { error: 0, warning: 1, note: 2 };

// src/findings/verdict.ts
function countsTowardVerdict(f) {
  if (f.exempted) return false;
  return f.change === void 0 || f.change === "introduced";
}
function verdictOf(findings) {
  const counted = findings.filter(countsTowardVerdict).filter((f) => f.severity === "error");
  if (counted.some((f) => f.verdict === "fail")) return "fail";
  if (counted.some((f) => f.verdict === "inconclusive")) return "inconclusive";
  return "pass";
}
function summarize(findings, targets, resources) {
  const counted = findings.filter(countsTowardVerdict);
  return {
    targets,
    resources,
    fail: counted.filter((f) => f.severity === "error" && f.verdict === "fail").length,
    inconclusive: counted.filter((f) => f.severity === "error" && f.verdict === "inconclusive").length,
    warning: counted.filter((f) => f.severity === "warning").length,
    note: counted.filter((f) => f.severity === "note").length,
    exempted: findings.filter((f) => f.exempted && f.change !== "fixed").length
  };
}

// src/engine/assemble.ts
var CHANGE_ORDER = { introduced: 0, unchanged: 1, fixed: 2 };
function byFinding(a, b) {
  return (CHANGE_ORDER[a.change ?? "introduced"] ?? 0) - (CHANGE_ORDER[b.change ?? "introduced"] ?? 0) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`) || a.ruleId.localeCompare(b.ruleId) || (a.location?.file ?? "").localeCompare(b.location?.file ?? "") || (a.location?.line ?? 0) - (b.location?.line ?? 0) || a.fingerprint.localeCompare(b.fingerprint);
}
function byTarget(a, b) {
  return `${a.app}/${a.environment}`.localeCompare(`${b.app}/${b.environment}`);
}
function byChange(a, b) {
  const ka = `${a.app}/${a.environment}/${a.resource.kind}/${a.resource.namespace ?? ""}/${a.resource.name}`;
  const kb = `${b.app}/${b.environment}/${b.resource.kind}/${b.resource.namespace ?? ""}/${b.resource.name}`;
  return ka.localeCompare(kb);
}
function assembleReport(input) {
  return finishReport({
    tool: { name: "deploy-gate", version: toolVersion(), ...pick2(input.tools) },
    mode: input.mode,
    ...input.base ? { base: input.base } : {},
    ...input.head ? { head: input.head } : {},
    ...input.ref ? { ref: input.ref } : {},
    targets: input.outcomes.map((o) => o.report),
    findings: [...input.outcomes.flatMap((o) => o.findings), ...input.extraFindings],
    changes: input.outcomes.flatMap((o) => o.changes),
    images: input.images,
    notices: input.notices
  });
}
function finishReport(parts) {
  const { images, notices, ...rest } = parts;
  const targets = [...parts.targets].sort(byTarget);
  const findings = [...parts.findings].sort(byFinding);
  const resources = targets.reduce((n, t) => n + t.resources, 0);
  const report2 = {
    ...rest,
    verdict: verdictOf(findings),
    summary: summarize(findings, targets.length, resources),
    targets,
    findings,
    changes: [...parts.changes].sort(byChange)
  };
  if (images.length) report2.images = [...images].sort(byImage);
  if (notices.length) report2.notices = [...new Set(notices)].sort();
  return report2;
}
function byImage(a, b) {
  return `${a.app}/${a.environment}/${a.image}`.localeCompare(`${b.app}/${b.environment}/${b.image}`);
}
function pick2(tools) {
  const out = {};
  if (tools.helm) out.helm = tools.helm;
  if (tools.kustomize) out.kustomize = tools.kustomize;
  return out;
}

// src/targets/argocd.ts
import { readFile as readFile9, stat as stat5 } from "node:fs/promises";
import path29 from "node:path";

// src/targets/argocd-source.ts
var import_yaml16 = __toESM(require_dist(), 1);
import path27 from "node:path";

// src/targets/yaml-docs.ts
var import_yaml15 = __toESM(require_dist(), 1);
import { readFile as readFile8, stat as stat4 } from "node:fs/promises";
import path26 from "node:path";
var MAX_SOURCE_BYTES = 2 * 1024 * 1024;
var MAX_ALIAS_COUNT2 = 100;
async function readYamlDocs(root, rel) {
  const abs = path26.join(root, rel);
  try {
    const info = await stat4(abs);
    if (info.size > MAX_SOURCE_BYTES) return { ok: false, error: `larger than ${MAX_SOURCE_BYTES} bytes` };
    return { ok: true, docs: parseDocs(await readFile8(abs, "utf8")) };
  } catch (err) {
    return { ok: false, error: err.message };
  }
}
function parseDocs(text) {
  const counter = new import_yaml15.LineCounter();
  const docs = (0, import_yaml15.parseAllDocuments)(text, { lineCounter: counter, prettyErrors: false });
  const list2 = Array.isArray(docs) ? docs : [];
  return list2.map((doc) => {
    const start = doc.range[0];
    const line = counter.linePos(start).line;
    const first = doc.errors[0];
    if (first) return { value: void 0, line: counter.linePos(first.pos[0]).line, error: first.message.split("\n")[0] };
    try {
      return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT2 }), line };
    } catch (err) {
      return { value: void 0, line, error: err.message };
    }
  });
}
var asObj2 = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
var asArray = (v) => Array.isArray(v) ? v : [];
var asString = (v) => typeof v === "string" ? v : void 0;
var strings2 = (v) => asArray(v).filter((x) => typeof x === "string");

// src/targets/argocd-source.ts
function repoJoin(base, ref) {
  if (ref.startsWith("/") || /^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return void 0;
  const joined = path27.posix.normalize(path27.posix.join(base, ref));
  if (joined === ".." || joined.startsWith("../")) return void 0;
  return joined === "" ? "." : joined.replace(/\/+$/, "") || ".";
}
function resolveSource(src, refs, index, appName) {
  const srcPath = repoJoin(".", asString(src.path) ?? ".");
  if (srcPath === void 0) return { verdict: "fail", message: `source path "${String(src.path)}" leaves the repository` };
  const dir = index.dirs.get(srcPath);
  if (!dir) return { verdict: "inconclusive", message: `source path "${srcPath}" is not a folder of this repository (does repoURL ${String(src.repoURL ?? "")} name another repository?)` };
  const helm = asObj2(src.helm);
  const hasKustomization = dir.files.some((f) => ["kustomization.yaml", "kustomization.yml", "Kustomization"].includes(f));
  if (dir.chart || helm && !hasKustomization) {
    if (!dir.chart) return { verdict: "fail", message: `source path "${srcPath}" has helm settings but no Chart.yaml` };
    return helmSource(srcPath, helm ?? {}, refs, appName);
  }
  const notes = [];
  if (hasKustomization) {
    const k = asObj2(src.kustomize);
    const ignored = Object.keys(k ?? {}).filter((key) => key !== "version");
    if (ignored.length > 0) notes.push(`Argo CD kustomize options not applied: ${ignored.sort().join(", ")}`);
    return { kind: "kustomize", path: srcPath, notes };
  }
  const directory = asObj2(src.directory);
  if (directory?.recurse === true) notes.push("directory.recurse: manifests are read from sub-folders too");
  if (directory?.include !== void 0 || directory?.exclude !== void 0) notes.push("directory include/exclude not applied");
  if (directory?.jsonnet !== void 0) notes.push("jsonnet not rendered");
  return { kind: "manifests", path: srcPath, notes };
}
function helmSource(chart, helm, refs, appName) {
  const valueFiles = [];
  for (const raw of asArray(helm.valueFiles)) {
    const vf = resolveValueFile(chart, String(raw), refs);
    if (typeof vf !== "string") return vf;
    valueFiles.push(vf);
  }
  const source = { chart, valueFiles, releaseName: asString(helm.releaseName) ?? appName };
  const parameters = asArray(helm.parameters).map(asObj2).filter((p) => p !== void 0 && typeof p.name === "string");
  if (parameters.length > 0) source.parameters = parameters.map(toParameter);
  const inline = inlineValues(helm);
  if ("problem" in inline) return inline.problem;
  if (inline.values) source.values = inline.values;
  const notes = helm.ignoreMissingValueFiles === true ? ["ignoreMissingValueFiles is set"] : [];
  return { kind: "helm", path: chart, helm: source, notes };
}
function resolveValueFile(chart, vf, refs) {
  if (vf.startsWith("$")) {
    const slash = vf.indexOf("/");
    const refName = vf.slice(1, slash < 0 ? void 0 : slash);
    const ref = refs.get(refName);
    if (!ref) return { verdict: "fail", message: `value file "${vf}" names a source ref "${refName}" the Application does not declare` };
    if (ref.chart !== void 0) return { verdict: "inconclusive", message: `value file "${vf}" comes from a Helm repository source` };
    const resolved = repoJoin(".", slash < 0 ? "." : vf.slice(slash + 1));
    return resolved ?? { verdict: "fail", message: `value file "${vf}" leaves the repository` };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(vf)) return { verdict: "fail", message: `value file "${vf}" is a URL; remote values are refused` };
  return repoJoin(chart, vf) ?? { verdict: "fail", message: `value file "${vf}" leaves the repository` };
}
function toParameter(p) {
  const param = { name: String(p.name), value: p.value === void 0 || p.value === null ? "" : String(p.value) };
  if (p.forceString === true) param.forceString = true;
  return param;
}
function inlineValues(helm) {
  const object = asObj2(helm.valuesObject);
  if (object) return { values: object };
  if (typeof helm.values === "string" && helm.values.trim() !== "") {
    try {
      const parsed = asObj2((0, import_yaml16.parse)(helm.values, { maxAliasCount: 100 }));
      return parsed ? { values: parsed } : { problem: { verdict: "fail", message: "helm.values is not a YAML mapping" } };
    } catch (err) {
      return { problem: { verdict: "fail", message: `helm.values does not parse: ${err.message.split("\n")[0]}` } };
    }
  }
  const values = asObj2(helm.values);
  return values ? { values } : {};
}

// src/targets/naming.ts
var COMMON_ENVIRONMENTS = [
  "dev",
  "develop",
  "development",
  "test",
  "testing",
  "qa",
  "int",
  "integration",
  "sit",
  "uat",
  "stage",
  "staging",
  "preprod",
  "pre-prod",
  "preproduction",
  "prod",
  "production",
  "live",
  "sandbox",
  "demo",
  "canary",
  "local",
  "ci",
  "perf"
];
var ENV_PARENT_DIRS = ["overlays", "envs", "environments", "env", "clusters"];
var STRUCTURAL = /* @__PURE__ */ new Set([...ENV_PARENT_DIRS, "apps", "applications", "base", "bases", "deploy", "deployment", "k8s", "kubernetes", "manifests", "kustomize", "helm", "charts", "services", "helmfile.d"]);
var DEFAULT_ENVIRONMENT = "default";
var ROOT_APP = "root";
function isEnvironmentName(word, known) {
  const w = word.toLowerCase();
  return known.includes(word) || COMMON_ENVIRONMENTS.includes(w);
}
function nameFromPath(rel, known) {
  const segs = rel === "." ? [] : rel.split("/");
  let envIndex = -1;
  for (let i = segs.length - 1; i >= 1 && envIndex < 0; i--) {
    if (ENV_PARENT_DIRS.includes(segs[i - 1])) envIndex = i;
  }
  for (let i = segs.length - 1; i >= 0 && envIndex < 0; i--) {
    if (isEnvironmentName(segs[i], known)) envIndex = i;
  }
  const environment = envIndex >= 0 ? segs[envIndex] : DEFAULT_ENVIRONMENT;
  let app;
  for (let i = segs.length - 1; i >= 0 && app === void 0; i--) {
    if (i !== envIndex && !STRUCTURAL.has(segs[i])) app = segs[i];
  }
  app ??= envIndex > 0 ? segs[envIndex - 1] : envIndex < 0 ? segs[segs.length - 1] : void 0;
  return { app: app ?? ROOT_APP, environment };
}
function splitEnvironmentAffix(name, known) {
  const parts = name.split("-");
  for (let n = Math.min(2, parts.length - 1); n >= 1; n--) {
    const suffix = parts.slice(-n).join("-");
    if (isEnvironmentName(suffix, known)) return { app: parts.slice(0, -n).join("-"), environment: suffix };
    const prefix = parts.slice(0, n).join("-");
    if (isEnvironmentName(prefix, known)) return { app: parts.slice(n).join("-"), environment: prefix };
  }
  return void 0;
}
function disambiguate(targets) {
  const count = /* @__PURE__ */ new Map();
  for (const t of targets) count.set(`${t.app}/${t.environment}`, (count.get(`${t.app}/${t.environment}`) ?? 0) + 1);
  const renamed = targets.map((t) => {
    if ((count.get(`${t.app}/${t.environment}`) ?? 0) < 2) return t;
    const app = t.path === "." ? ROOT_APP : t.path.replace(/\//g, "-");
    return { ...t, app, origin: { ...t.origin, detail: [t.origin.detail, `renamed from ${t.app}: another target had the same name`].filter(Boolean).join("; ") } };
  });
  const used = /* @__PURE__ */ new Set();
  return renamed.map((t) => {
    let app = t.app;
    for (let i = 2; used.has(`${app}/${t.environment}`); i++) app = `${t.app}-${i}`;
    used.add(`${app}/${t.environment}`);
    return app === t.app ? t : { ...t, app };
  });
}

// src/targets/walk.ts
import { readdir as readdir6 } from "node:fs/promises";
import path28 from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".github", ".gitlab", ".tools", "vendor"]);
var CHART_FILE = "Chart.yaml";
var KUSTOMIZATION_FILES2 = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var MAX_WALK_ENTRIES = 2e5;
async function indexRepo(root) {
  const dirs = /* @__PURE__ */ new Map();
  const queue = ["."];
  let seen = 0;
  while (queue.length > 0) {
    const rel = queue.shift();
    const entries = await readdir6(path28.join(root, rel), { withFileTypes: true }).catch(() => []);
    seen += entries.length;
    if (seen > MAX_WALK_ENTRIES) return { dirs, truncated: true };
    const files = entries.filter((e) => e.isFile()).map((e) => e.name).sort();
    const chart = files.includes(CHART_FILE);
    dirs.set(rel, { rel, files, chart });
    const subdirs = entries.filter((e) => e.isDirectory() && !SKIP_DIRS.has(e.name)).map((e) => e.name).sort();
    for (const name of subdirs) {
      if (chart && !CHART_ENV_DIRS.includes(name)) continue;
      queue.push(rel === "." ? name : `${rel}/${name}`);
    }
  }
  return { dirs, truncated: false };
}
var CHART_ENV_DIRS = ["envs", "environments", "env"];
function joinRel(dir, name) {
  return dir === "." ? name : `${dir}/${name}`;
}
function parentRel(rel) {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "." : rel.slice(0, i);
}
function insideChart(index, rel) {
  for (let d = rel; ; d = parentRel(d)) {
    if (index.dirs.get(d)?.chart) return true;
    if (d === ".") return false;
  }
}

// src/targets/argocd.ts
var ARGO_KIND = /^kind:\s*["']?(Application|ApplicationSet)["']?\s*$/m;
async function discoverArgoApplications(root, index, envLabel, known) {
  const found = { targets: [], problems: [], notes: [] };
  for (const dir of index.dirs.values()) {
    if (insideChart(index, dir.rel)) continue;
    for (const name of dir.files.filter((f) => /\.ya?ml$/i.test(f))) {
      const rel = joinRel(dir.rel, name);
      const text = await readSmall(path29.join(root, rel));
      if (text === void 0 || !ARGO_KIND.test(text)) continue;
      scanFile(rel, text, index, { envLabel, known }, found);
    }
  }
  return found;
}
async function readSmall(abs) {
  try {
    if ((await stat5(abs)).size > MAX_SOURCE_BYTES) return void 0;
    return await readFile9(abs, "utf8");
  } catch {
    return void 0;
  }
}
function scanFile(rel, text, index, naming, found) {
  for (const doc of parseDocs(text)) {
    if (doc.error !== void 0) {
      found.problems.push({ ruleId: "manifest/parse-error", message: `${rel}: an Argo CD manifest does not parse: ${doc.error}`, location: { file: rel, line: doc.line } });
      continue;
    }
    const obj = asObj2(doc.value);
    if (!obj || !String(obj.apiVersion ?? "").startsWith("argoproj.io/")) continue;
    if (obj.kind === "ApplicationSet") {
      found.notes.push(`${rel}:${doc.line}: ApplicationSet ${String(asObj2(obj.metadata)?.name ?? "")} is not expanded; declare its targets in the config to check them`);
    } else if (obj.kind === "Application") {
      fromApplication(obj, { file: rel, line: doc.line }, index, naming, found);
    }
  }
}
function fromApplication(app, at2, index, naming, found) {
  const name = asString(asObj2(app.metadata)?.name);
  const spec = asObj2(app.spec);
  const problem = (message, verdict = "fail") => {
    found.problems.push({ ruleId: "render/failed", verdict, message: `${at2.file}: Application ${name ?? "(unnamed)"}: ${message}`, location: { file: at2.file, line: at2.line } });
  };
  if (!name || !spec) return problem("metadata.name and spec are required");
  const sources = (spec.sources !== void 0 ? asArray(spec.sources) : [spec.source]).map(asObj2).filter((s) => s !== void 0);
  const refs = new Map(sources.filter((s) => typeof s.ref === "string").map((s) => [s.ref, s]));
  const renderable = sources.filter((s) => s.path !== void 0 || s.chart !== void 0 || s.ref === void 0);
  if (renderable.length === 0) return problem("no source with a path or chart");
  renderable.forEach((src, i) => {
    if (src.chart !== void 0) return problem(`chart "${String(src.chart)}" from ${String(src.repoURL ?? "?")} is not in this repository; only charts in the repository are rendered`, "inconclusive");
    const resolved = resolveSource(src, refs, index, name);
    if (isProblem(resolved)) return problem(resolved.message, resolved.verdict);
    const ids = appAndEnvironment(app, resolved.path, naming);
    const target = {
      app: i === 0 ? ids.app : `${ids.app}-source${i}`,
      environment: ids.environment,
      kind: resolved.kind,
      path: resolved.path,
      origin: { how: "argocd", file: at2.file, detail: [`Application ${name}`, ...resolved.notes].join("; ") }
    };
    const namespace = asString(asObj2(spec.destination)?.namespace);
    if (namespace) target.namespace = namespace;
    if (resolved.helm) target.helm = resolved.helm;
    found.targets.push(target);
  });
}
function isProblem(r) {
  return "verdict" in r;
}
function appAndEnvironment(app, sourcePath, naming) {
  const meta = asObj2(app.metadata) ?? {};
  const name = String(meta.name);
  const label = asString(asObj2(meta.labels)?.[naming.envLabel]);
  if (label) return { app: stripAffix(name, label), environment: label };
  const affix = splitEnvironmentAffix(name, naming.known);
  if (affix && affix.app !== "") return affix;
  const fromPath = nameFromPath(sourcePath, naming.known).environment;
  if (fromPath !== DEFAULT_ENVIRONMENT) return { app: name, environment: fromPath };
  const dest = asObj2(asObj2(app.spec)?.destination) ?? {};
  for (const candidate of [asString(dest.namespace), asString(dest.name)]) {
    if (!candidate) continue;
    if (isEnvironmentName(candidate, naming.known)) return { app: name, environment: candidate };
    const split = splitEnvironmentAffix(candidate, naming.known);
    if (split) return { app: name, environment: split.environment };
  }
  return { app: name, environment: DEFAULT_ENVIRONMENT };
}
function stripAffix(name, env) {
  if (name.endsWith(`-${env}`) && name.length > env.length + 1) return name.slice(0, -env.length - 1);
  if (name.startsWith(`${env}-`) && name.length > env.length + 1) return name.slice(env.length + 1);
  return name;
}

// src/targets/helm.ts
import { readFile as readFile10 } from "node:fs/promises";
import path30 from "node:path";

// src/targets/helmfile.ts
var CHART_LINE = /^\s*chart:\s*["']?([^"'\s#]+)["']?/;
var ITEM_LINE = /^\s*-\s+(?:"([^"]*)"|'([^']*)'|([^\s#"']+))\s*(#.*)?$/;
var ENV_MARK = "\0ENV\0";
var RELEASE_MARK = "\0RELEASE\0";
var ENV_NAME = /\{\{-?\s*\.Environment\.Name\s*-?\}\}/g;
var RELEASE_NAME = /\{\{`\{\{-?\s*\.Release\.Name\s*-?\}\}`\}\}/g;
function helmfileFacts(text) {
  const lines2 = text.split(/\r?\n/);
  const charts = lines2.flatMap((l, i) => {
    const m = CHART_LINE.exec(l);
    return m?.[1] ? [{ ref: m[1], line: i }] : [];
  });
  return { charts, environments: environmentsOf(lines2) };
}
function chartBlock(text, chartLine) {
  const lines2 = text.split(/\r?\n/);
  const own = blockAround(lines2, chartLine);
  const anchor = own.map((i) => /<<:\s*\*([\w.-]+)/.exec(lines2[i] ?? "")?.[1]).find((a) => a !== void 0);
  const merged = anchor === void 0 ? [] : anchoredBlock(lines2, anchor);
  const pick4 = (re) => [...own, ...merged].map((i) => re.exec(lines2[i] ?? "")?.[1]).find((v) => v !== void 0);
  const indent = indentOf(lines2[chartLine] ?? "");
  const releaseName = own.filter((i) => indentOf(lines2[i] ?? "") + (/^\s*-\s/.test(lines2[i] ?? "") ? 2 : 0) === indent).map((i) => NAME_LINE.exec(lines2[i] ?? "")?.[1]).find((v) => v !== void 0) ?? firstRelease(lines2);
  const namespace = pick4(/^\s*namespace:\s*["']?([a-z0-9][a-z0-9-]*)["']?\s*(#.*)?$/);
  const items = valuesItems(lines2, own);
  const list2 = items.length > 0 ? items : valuesItems(lines2, merged);
  const block = {
    valueFiles: (env) => {
      const files = [];
      for (const raw of list2) {
        const item = raw.split(ENV_MARK).join(env).split(RELEASE_MARK).join(releaseName ?? "{{");
        if (item.includes("{{") || item.startsWith("/") || !/\.ya?ml$/.test(item) || files.includes(item)) continue;
        files.push(item);
      }
      return files;
    }
  };
  if (namespace) block.namespace = namespace;
  if (releaseName) block.releaseName = releaseName;
  return block;
}
var NAME_LINE = /^\s*(?:-\s+)?name:\s*["']?([A-Za-z0-9._-]+)["']?\s*(#.*)?$/;
function firstRelease(lines2) {
  const start = lines2.findIndex((l) => /^releases:\s*(#.*)?$/.test(l));
  if (start < 0) return void 0;
  return lines2.slice(start + 1).map((l) => NAME_LINE.exec(l)?.[1]).find((v) => v !== void 0);
}
function indentOf(line) {
  return line.length - line.trimStart().length;
}
var isFiller = (line) => line.trim() === "" || line.trim().startsWith("#");
function blockAround(lines2, at2) {
  const indent = indentOf(lines2[at2] ?? "");
  const out = [at2];
  for (let i = at2 - 1; i >= 0; i--) {
    const line = lines2[i] ?? "";
    if (isFiller(line)) continue;
    if (indentOf(line) < indent) {
      if (/^\s*-\s/.test(line) && indentOf(line) + 2 === indent) out.push(i);
      break;
    }
    out.push(i);
  }
  for (let i = at2 + 1; i < lines2.length; i++) {
    const line = lines2[i] ?? "";
    if (isFiller(line)) continue;
    if (indentOf(line) < indent) break;
    out.push(i);
  }
  return out.sort((a, b) => a - b);
}
function anchoredBlock(lines2, anchor) {
  const at2 = lines2.findIndex((l) => new RegExp(`:\\s*&${anchor.replace(/[.]/g, "\\.")}\\s*(#.*)?$`).test(l));
  if (at2 < 0) return [];
  const indent = indentOf(lines2[at2] ?? "");
  const out = [];
  for (let i = at2 + 1; i < lines2.length; i++) {
    const line = lines2[i] ?? "";
    if (isFiller(line)) continue;
    if (indentOf(line) <= indent) break;
    out.push(i);
  }
  return out;
}
function valuesItems(lines2, block) {
  const start = block.find((i) => /^\s*values:\s*(#.*)?$/.test(lines2[i] ?? ""));
  if (start === void 0) return [];
  const indent = indentOf(lines2[start] ?? "");
  const items = [];
  for (let i = start + 1; i < lines2.length; i++) {
    const line = (lines2[i] ?? "").replace(ENV_NAME, ENV_MARK).replace(RELEASE_NAME, RELEASE_MARK);
    if (isFiller(line)) continue;
    if (indentOf(line) < indent || indentOf(line) === indent && !/^\s*-\s/.test(line)) break;
    const m = ITEM_LINE.exec(line);
    const item = m?.[1] ?? m?.[2] ?? m?.[3];
    if (item !== void 0) items.push(item);
  }
  return items;
}
function environmentsOf(lines2) {
  const start = lines2.findIndex((l) => /^environments:\s*(#.*)?$/.test(l));
  if (start < 0) return [];
  const keys2 = [];
  for (const line of lines2.slice(start + 1)) {
    if (/^\S/.test(line) && !line.startsWith("#")) break;
    const m = /^ {2}([A-Za-z0-9][A-Za-z0-9._-]*):\s*(&[\w.-]+)?\s*(#.*)?$/.exec(line);
    if (m?.[1]) keys2.push(m[1]);
  }
  return keys2;
}

// src/targets/helm.ts
var HELMFILES = ["helmfile.yaml", "helmfile.yml", "helmfile.yaml.gotmpl"];
var ENV_VALUES = /^values[-.]([A-Za-z0-9][A-Za-z0-9._-]*?)\.ya?ml$/;
async function discoverCharts(root, index) {
  const charts = await listCharts(root, index);
  const used = /* @__PURE__ */ new Set();
  const targets = [];
  const notes = [];
  for (const dir of index.dirs.values()) {
    if (dir.chart) continue;
    const found = await serviceTargets(root, dir, charts, notes);
    found.forEach((t) => used.add(t.path));
    targets.push(...found);
  }
  for (const chart of charts) {
    if (!used.has(chart.dir)) targets.push(...chartTargets(index, chart));
  }
  return { targets, notes };
}
async function listCharts(root, index) {
  const charts = [];
  for (const dir of index.dirs.values()) {
    if (!dir.chart) continue;
    const read = await readYamlDocs(root, joinRel(dir.rel, "Chart.yaml"));
    const name = read.ok ? asString(asObj2(read.docs[0]?.value)?.name) : void 0;
    charts.push({ dir: dir.rel, name: name ?? path30.posix.basename(dir.rel) });
  }
  return charts;
}
function chartTargets(index, chart) {
  const dir = index.dirs.get(chart.dir);
  const app = chart.dir === "." ? chart.name : path30.posix.basename(chart.dir);
  const perEnv = /* @__PURE__ */ new Map();
  for (const f of dir.files) {
    const env = ENV_VALUES.exec(f)?.[1];
    if (env) perEnv.set(env, joinRel(chart.dir, f));
  }
  for (const envDir of CHART_ENV_DIRS.map((d) => index.dirs.get(joinRel(chart.dir, d))).filter((d) => d !== void 0)) {
    for (const f of envDir.files.filter((x) => /\.ya?ml$/.test(x))) perEnv.set(f.replace(/\.ya?ml$/, ""), joinRel(envDir.rel, f));
    for (const [rel, sub] of index.dirs) {
      const values = sub.files.find((f) => /^values\.ya?ml$/.test(f));
      if (parentRel(rel) === envDir.rel && values) perEnv.set(path30.posix.basename(rel), joinRel(rel, values));
    }
  }
  const origin = (detail) => ({ how: "helm-chart", file: joinRel(chart.dir, "Chart.yaml"), detail });
  if (perEnv.size === 0) {
    return [{ app, environment: DEFAULT_ENVIRONMENT, kind: "helm", path: chart.dir, helm: { chart: chart.dir, valueFiles: [], releaseName: app }, origin: origin("chart with its own values only") }];
  }
  return [...perEnv.entries()].map(([environment, file]) => ({
    app,
    environment,
    kind: "helm",
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: [file], releaseName: app },
    origin: origin(`values file ${file}`)
  }));
}
async function serviceTargets(root, dir, charts, notes) {
  const helmfile = HELMFILES.find((f) => dir.files.includes(f));
  const envFiles = dir.files.filter((f) => ENV_VALUES.test(f));
  if (!helmfile) {
    const chart = charts.find((c) => c.name === path30.posix.basename(dir.rel) || path30.posix.basename(c.dir) === path30.posix.basename(dir.rel));
    if (!chart || envFiles.length === 0) return [];
    return envFiles.map((f) => serviceTarget(dir, chart, ENV_VALUES.exec(f)?.[1], [...dir.files.includes("values.yaml") ? ["values.yaml"] : [], f], void 0));
  }
  const file = joinRel(dir.rel, helmfile);
  const text = await readFile10(path30.join(root, file), "utf8").catch(() => "");
  const facts = helmfileFacts(text);
  const match = facts.charts.map((c) => ({ c, chart: chartFor(c.ref, dir.rel, charts) })).find((x) => x.chart);
  if (!match?.chart) {
    if (facts.charts.length > 0) notes.push(`${file}: chart ${facts.charts.map((c) => c.ref).join(", ")} is not in this repository; not rendered`);
    return [];
  }
  const skipped = facts.charts.filter((c) => c !== match.c && !chartFor(c.ref, dir.rel, charts));
  if (skipped.length > 0) notes.push(`${file}: releases of ${skipped.map((c) => c.ref).join(", ")} are not rendered (chart not in this repository)`);
  const envs = facts.environments.length > 0 ? facts.environments : envFiles.map((f) => ENV_VALUES.exec(f)?.[1]);
  const block = chartBlock(text, match.c.line);
  return envs.map((env) => {
    const values = block.valueFiles(env).filter((v) => dir.files.includes(v));
    const t = serviceTarget(dir, match.chart, env, values, file, block.releaseName);
    if (block.namespace) t.namespace = block.namespace;
    return t;
  });
}
function chartFor(ref, fromDir, charts) {
  const local = repoJoin(fromDir, ref);
  const byPath = charts.find((c) => c.dir === local);
  if (byPath) return byPath;
  const name = ref.slice(ref.lastIndexOf("/") + 1);
  return charts.find((c) => c.name === name) ?? charts.find((c) => path30.posix.basename(c.dir) === name);
}
function serviceTarget(dir, chart, env, values, helmfile, release) {
  const app = path30.posix.basename(dir.rel);
  return {
    app,
    environment: env,
    kind: "helm",
    path: chart.dir,
    helm: { chart: chart.dir, valueFiles: values.map((v) => joinRel(dir.rel, v)), releaseName: release ?? app },
    origin: {
      how: "helm-chart",
      file: helmfile ?? joinRel(dir.rel, values[values.length - 1] ?? ""),
      detail: helmfile ? `helmfile service ${dir.rel} (values outside the repository and templated names are not applied)` : `values folder ${dir.rel}`
    }
  };
}

// src/targets/kustomize.ts
async function discoverOverlays(root, index, known) {
  const all = [];
  for (const dir of index.dirs.values()) {
    const name = KUSTOMIZATION_FILES2.find((f) => dir.files.includes(f));
    if (name === void 0 || insideChart(index, dir.rel)) continue;
    all.push(await readKustomization(root, dir.rel, joinRel(dir.rel, name)));
  }
  const referenced = new Set(all.flatMap((k) => k.refs));
  return all.filter((k) => !k.component && !referenced.has(k.dir)).map((k) => ({ ...nameFromPath(k.dir, known), kind: "kustomize", path: k.dir, origin: { how: "kustomize-overlay", file: k.file } }));
}
async function readKustomization(root, dir, file) {
  const read = await readYamlDocs(root, file);
  const obj = read.ok ? asObj2(read.docs[0]?.value) : void 0;
  const entries = obj ? [...strings2(obj.resources), ...strings2(obj.bases), ...strings2(obj.components)] : [];
  const refs = entries.map((e) => repoJoin(dir, e)).filter((r) => r !== void 0);
  return { dir, file, component: obj?.kind === "Component", refs };
}

// src/targets/discover.ts
async function discoverTargets(root, config) {
  if (config.targets) return { targets: sortTargets(config.targets.map((t) => fromConfig(t, config.file))), problems: [], notes: [] };
  const index = await indexRepo(root);
  const notes = index.truncated ? [`the repository has more than ${MAX_WALK_ENTRIES} entries; discovery stopped early \u2014 declare targets in the config`] : [];
  const known = Object.keys(config.environments);
  if (config.discovery.argocd) {
    const argo = await discoverArgoApplications(root, index, config.discovery.environmentLabel, known);
    if (argo.targets.length > 0 || argo.problems.length > 0) {
      return { targets: sortTargets(disambiguate(argo.targets)), problems: argo.problems, notes: [...notes, ...argo.notes] };
    }
    notes.push(...argo.notes);
  }
  const overlays = await discoverOverlays(root, index, known);
  const charts = await discoverCharts(root, index);
  return { targets: sortTargets(disambiguate([...overlays, ...charts.targets])), problems: [], notes: [...notes, ...charts.notes] };
}
function fromConfig(t, file) {
  const base = { app: t.app, environment: t.environment, origin: { how: "config", file } };
  const namespace = t.namespace ?? t.helm?.namespace;
  const withNs = namespace ? { namespace } : {};
  if (t.helm) {
    const helm = { chart: t.helm.chart, valueFiles: [...t.helm.valueFiles ?? []], releaseName: t.helm.releaseName ?? t.app };
    if (t.helm.values) helm.values = structuredClone(t.helm.values);
    if (t.helm.parameters) helm.parameters = t.helm.parameters.map((p) => ({ ...p }));
    return { ...base, ...withNs, kind: "helm", path: t.helm.chart, helm };
  }
  if (t.kustomize !== void 0) return { ...base, ...withNs, kind: "kustomize", path: t.kustomize };
  return { ...base, ...withNs, kind: "manifests", path: t.manifests ?? "." };
}
function sortTargets(targets) {
  const key = (t) => `${t.app}\0${t.environment}\0${t.path}`;
  return [...targets].sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

// src/targets/affected.ts
function touches(changed, input) {
  const prefix = input.replace(/\/+$/, "");
  return prefix === "" || prefix === "." || changed === prefix || changed.startsWith(`${prefix}/`);
}
async function targetInputs(root, target, configFile) {
  const inputs = [configFile];
  if (target.origin.file) inputs.push(target.origin.file);
  if (target.helm) inputs.push(target.helm.chart, ...target.helm.valueFiles, ...await helmPaths(root, target));
  if (target.kind === "kustomize") inputs.push(...await kustomizeInputs(root, target.path));
  else inputs.push(target.path);
  return [...new Set(inputs)];
}
async function helmPaths(root, target) {
  const inputs = await helmInputs(root, target);
  return inputs.problems.length ? [] : inputs.paths;
}
async function kustomizeInputs(root, dir) {
  const walk4 = await walkKustomization(root, dir);
  if (walk4.problems.length > 0) throw new Error(`inputs of ${dir} are incomplete: ${walk4.problems[0]?.message ?? ""}`);
  return walk4.files;
}

// src/engine/discover.ts
async function discover(root, config) {
  const found = await discoverTargets(root, config);
  return {
    targets: found.targets,
    findings: finalizeDrafts(found.problems, { config, app: "-", environment: "-" }),
    notes: found.notes
  };
}
async function affectedBy(changed, config, baseRoot, headRoot) {
  const configRel = config.file;
  const global = [configRel, ...config.schemas.crds];
  const configChanged2 = changed.some((file) => global.some((input) => touches(file, input)));
  return async (target, side) => {
    if (configChanged2) return true;
    try {
      const inputs = await targetInputs(side === "base" ? baseRoot : headRoot, target, configRel);
      return changed.some((file) => inputs.some((input) => touches(file, input)));
    } catch {
      return true;
    }
  };
}

// src/gate/check.ts
var import_picomatch5 = __toESM(require_picomatch2(), 1);

// src/gate/images.ts
function imageSites(resources, extraPaths) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const resource of resources) {
    for (const pod of podSpecsOf(resource, resources, extraPaths)) {
      for (const c of containersOf(pod)) {
        const pointer = `${c.pointer}/image`;
        const key = `${resourceKey(c.resource.ref)}#${pointer}`;
        if (seen.has(key) || typeof c.container.image !== "string") continue;
        seen.add(key);
        let ref;
        try {
          ref = parseImageRef(c.container.image);
        } catch {
          continue;
        }
        out.push({ resource: c.resource, container: c.name, pointer, ref });
      }
    }
  }
  return out;
}
function changedSites(head, base) {
  if (!base) return head;
  const before = new Set(base.map((s) => formatImageRef(s.ref)));
  return head.filter((s) => !before.has(formatImageRef(s.ref)));
}

// src/gate/judge.ts
function list(records) {
  const shown2 = records.slice(0, 5).map((r) => `${r.digest} (record ${r.id}, ${r.decision})`);
  return shown2.join(", ") + (records.length > 5 ? `, and ${records.length - 5} more` : "");
}
function decisive(records) {
  return [...records].sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt) || Number(a.decision === "pass") - Number(b.decision === "pass"))[0];
}
function emptyEvidence(record) {
  if (!record.checks) return void 0;
  if (record.checks.length === 0) return "E_GATE_NO_DATA: the record lists no checks";
  for (const c of record.checks) {
    const noValue = c.value === void 0 || c.value === null || typeof c.value === "number" && !Number.isFinite(c.value) || typeof c.value === "string" && /^\s*$|^nan$/i.test(c.value);
    const noValues = c.values === void 0 || c.values.length === 0;
    if (noValue && noValues) return `E_GATE_NO_DATA check=${c.name}`;
  }
  return void 0;
}
function unavailable(image, problems) {
  const named = problems.slice(0, 3).map((p) => `${p.origin}: ${p.message}`).join("; ");
  return {
    ruleId: "gate/records-unavailable",
    message: `Gate records for ${image} could not be read: ${named}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""}`,
    remediation: "Fix or remove the malformed record, or make the record store reachable; until then the image cannot be judged.",
    status: "records unavailable"
  };
}
var MAX_INDEX_INSPECTIONS = 10;
async function viaIndex(ref, digest, records, resolver) {
  if (!resolver) return void 0;
  const newest = [...records].sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt)).slice(0, MAX_INDEX_INSPECTIONS);
  for (const record of newest) {
    const r = await resolver.inspect(ref, record.digest);
    const child2 = r.ok && r.kind === "index" ? r.children?.find((c) => c.digest === digest) : void 0;
    const chosen = child2 ? decisive(records.filter((r2) => r2.digest === record.digest)) : void 0;
    if (child2 && chosen) return { record: chosen, note: `pinned to platform manifest of index ${record.digest} (${child2.platform ?? "platform not declared"})` };
  }
  return void 0;
}
function judgeRecord(image, digest, record, note) {
  const base = { digest, record };
  if (record.decision !== "pass") {
    return {
      ...base,
      ruleId: "gate/not-passed",
      status: `not passed (${record.decision})`,
      message: `The gate decided "${record.decision}" for ${image}@${digest} (record ${record.id}, ${record.origin})`,
      remediation: "Deploy a candidate the release gate passed, or re-run the gate for this digest."
    };
  }
  const empty = emptyEvidence(record);
  if (empty) {
    return {
      ...base,
      ruleId: "gate/not-passed",
      verdict: "inconclusive",
      status: "pass without evidence",
      message: `Record ${record.id} passes ${image}@${digest} without data (${empty}); a pass over no data is not evidence`
    };
  }
  return { ...base, status: note ? `passed (${note})` : "passed" };
}
async function digestOf(ref, resolver) {
  if (ref.digest) return { digest: ref.digest };
  const written = formatImageRef(ref);
  if (!resolver) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: "no digest",
      message: `${written} has no digest, so no gate record can be matched to it`,
      remediation: "Pin the image by digest (image@sha256:\u2026), or enable resolveTags to look the tag up in the registry."
    };
  }
  const r = await resolver.resolve(ref);
  if (!r.ok) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: `tag not resolved (${r.code})`,
      message: `${written} has no digest and its tag could not be resolved (${r.code}: ${r.message}); no gate record can be matched`,
      remediation: "Pin the image by digest, or make the registry reachable (credentials, rate limits)."
    };
  }
  return { digest: r.digest, resolved: { digest: r.digest, at: r.at } };
}
async function judgeImage({ ref, records, resolver }) {
  const d = await digestOf(ref, resolver);
  if ("status" in d) return d;
  const withResolved = (j) => d.resolved ? { ...j, resolved: d.resolved } : j;
  const found = await records.lookup(ref.name, d.digest);
  if (found.problems.length > 0) return withResolved({ ...unavailable(ref.name, found.problems), digest: d.digest });
  const exact = found.records.filter((r) => r.digest === d.digest);
  const record = decisive(exact);
  if (record) return withResolved(judgeRecord(ref.name, d.digest, record));
  if (found.records.length === 0) {
    return withResolved({
      ruleId: "gate/record-missing",
      status: "record missing",
      digest: d.digest,
      message: `No gate record exists for ${ref.name} (digest ${d.digest})`,
      remediation: "Run the release gate for this image, or exempt the repository through gateRecords.scope."
    });
  }
  const index = await viaIndex(ref, d.digest, found.records, resolver);
  if (index) return withResolved(judgeRecord(ref.name, d.digest, index.record, index.note));
  const moved = d.resolved ? ` Tag ${ref.tag ?? "latest"} now resolves to ${d.digest} (E_TAG_MOVED).` : "";
  return withResolved({
    ruleId: "gate/digest-mismatch",
    status: "digest mismatch",
    digest: d.digest,
    message: `No gate record for ${ref.name}@${d.digest}; records exist for ${list(found.records)}.${moved}`,
    remediation: "Deploy a digest the gate decided on, or run the gate for this digest."
  });
}

// src/gate/check.ts
function scopeMatcher(scope) {
  if (scope.length === 0) return () => true;
  const globs = scope.map((g) => {
    try {
      return /[*?[\]{}]/.test(g) ? g : parseImageRef(g).name;
    } catch {
      return g;
    }
  });
  return (0, import_picomatch5.default)(globs);
}
function report(app, env, site, status2, j) {
  return {
    app,
    environment: env,
    image: site.ref.name,
    ...site.ref.tag !== void 0 ? { tag: site.ref.tag } : {},
    ...site.ref.digest !== void 0 ? { digest: site.ref.digest } : {},
    ...j?.resolved ? { resolved: j.resolved } : {},
    ...j?.record ? { recordId: j.record.id, decision: j.record.decision } : {},
    status: status2
  };
}
function draftOf(site, j, optional) {
  if (!j.ruleId || !j.message) return void 0;
  return {
    ruleId: j.ruleId,
    message: j.message,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.container}:${formatImageRef(site.ref)}`,
    ...j.remediation ? { remediation: j.remediation } : {},
    ...j.verdict ? { verdict: j.verdict } : {},
    ...optional ? { severity: "warning" } : {}
  };
}
async function checkGate(input) {
  const app = input.app ?? "";
  const env = input.env.name;
  const mode = input.env.gateRecords;
  const head = imageSites(input.head, input.podTemplatePaths);
  const base = input.base ? imageSites(input.base, input.podTemplatePaths) : void 0;
  const inScope = scopeMatcher(input.scope);
  const drafts = [];
  const images = /* @__PURE__ */ new Map();
  const judged = /* @__PURE__ */ new Map();
  for (const site of changedSites(head, base)) {
    const key = formatImageRef(site.ref);
    if (mode === "off" || !inScope(site.ref.name)) {
      if (!images.has(key)) images.set(key, report(app, env, site, mode === "off" ? "records not required" : "out of scope"));
      continue;
    }
    let pending = judged.get(key);
    if (!pending) {
      pending = judgeImage({ ref: site.ref, records: input.records, resolver: input.resolver });
      judged.set(key, pending);
    }
    const j = await pending;
    if (!images.has(key)) images.set(key, report(app, env, site, j.status, j));
    const draft = draftOf(site, j, mode === "optional");
    if (draft) drafts.push(draft);
  }
  const notices = [...images.values()].filter((i) => i.resolved && i.tag !== void 0).map((i) => `${i.environment}: ${i.image}:${i.tag} \u2192 ${i.resolved?.digest} (resolved at ${i.resolved?.at}); the image still counts as not pinned.`);
  return { drafts, images: [...images.values()], notices };
}

// src/gate/path-source.ts
import { lstatSync, readdirSync as readdirSync2, readFileSync as readFileSync9, realpathSync as realpathSync2 } from "node:fs";
import path32 from "node:path";

// src/gate/record.ts
var import_ajv4 = __toESM(require_ajv(), 1);
var import_ajv_formats2 = __toESM(require_dist2(), 1);
import { readFileSync as readFileSync8 } from "node:fs";
import path31 from "node:path";
var validator;
function recordValidator() {
  if (!validator) {
    const schema = JSON.parse(readFileSync8(path31.join(packageRoot(), "schemas", "gate-record.schema.json"), "utf8"));
    const ajv2 = new import_ajv4.Ajv({ allErrors: false, strict: false });
    const addFormats2 = import_ajv_formats2.default.default ?? import_ajv_formats2.default;
    addFormats2(ajv2);
    ajv2.addSchema(schema);
    validator = ajv2.getSchema(`${schema.$id}#/definitions/record`);
    if (!validator) throw new Error("gate-record.schema.json has no definitions/record");
  }
  return validator;
}
function normalisedName(image) {
  try {
    const ref = parseImageRef(image);
    return ref.tag === void 0 && ref.digest === void 0 ? ref.name : void 0;
  } catch {
    return void 0;
  }
}
function imageHint(value) {
  const image = value?.candidate?.image;
  return typeof image === "string" ? normalisedName(image) : void 0;
}
function readRecords(value, origin) {
  const items = Array.isArray(value) ? value : [value];
  const records = [];
  const problems = [];
  const validate = recordValidator();
  items.forEach((item, index) => {
    const where2 = Array.isArray(value) ? `${origin} [${index}]` : origin;
    const hint = imageHint(item);
    if (!validate(item)) {
      const e = validate.errors?.[0];
      const message = `not a valid gate record: ${e ? `${e.instancePath || "/"} ${e.message ?? ""}` : "schema violation"}`.trim();
      problems.push({ origin: where2, message, ...hint ? { image: hint } : {} });
      return;
    }
    const raw = item;
    if (!hint) {
      problems.push({ origin: where2, message: `candidate.image ${JSON.stringify(raw.candidate.image)} is not a repository name (no tag or digest allowed)` });
      return;
    }
    records.push({
      id: raw.id,
      decision: raw.decision,
      image: hint,
      digest: raw.candidate.digest,
      decidedAt: raw.decidedAt,
      origin: where2,
      ...raw.criteriaVersion !== void 0 ? { criteriaVersion: raw.criteriaVersion } : {},
      ...raw.checks !== void 0 ? { checks: raw.checks } : {}
    });
  });
  return { records, problems };
}
function parseRecordText(text, origin) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { records: [], problems: [{ origin, message: `malformed JSON: ${err.message}` }] };
  }
  return readRecords(value, origin);
}

// src/gate/path-source.ts
var MAX_FILES = 5e3;
var MAX_FILE_BYTES = 1024 * 1024;
function listJson(root, dir, problems) {
  const files = /* @__PURE__ */ new Map();
  const walk4 = (abs) => {
    for (const entry of readdirSync2(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path32.join(abs, entry.name);
      const rel = path32.relative(root, full).split(path32.sep).join("/");
      if (entry.isSymbolicLink()) {
        if (entry.name.endsWith(".json")) problems.push({ origin: rel, message: "is a symbolic link; gate records must be plain files" });
        continue;
      }
      if (entry.isDirectory()) walk4(full);
      else if (entry.isFile() && entry.name.endsWith(".json")) {
        if (files.size >= MAX_FILES) {
          problems.push({ origin: rel, message: `more than ${MAX_FILES} record files; the rest were not read` });
          return;
        }
        const size = lstatSync(full).size;
        if (size > MAX_FILE_BYTES) problems.push({ origin: rel, message: `is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit` });
        else files.set(rel, readFileSync9(full));
      }
    }
  };
  walk4(dir);
  return files;
}
function confinedDir(root, rel) {
  if (path32.isAbsolute(rel) || rel.split(/[\\/]/).includes("..")) return { problem: `gateRecords.path ${JSON.stringify(rel)} must stay inside the repository` };
  const dir = path32.join(root, rel);
  let real;
  try {
    real = realpathSync2(dir);
  } catch {
    return { missing: true };
  }
  const realRoot = realpathSync2(root);
  if (real !== realRoot && !real.startsWith(realRoot + path32.sep)) return { problem: `gateRecords.path ${JSON.stringify(rel)} resolves outside the repository` };
  if (!lstatSync(real).isDirectory()) return { problem: `gateRecords.path ${JSON.stringify(rel)} is not a directory` };
  return { dir: real };
}
function readSide(root, rel, problems) {
  const where2 = confinedDir(root, rel);
  if (where2.problem) problems.push({ origin: rel, message: where2.problem });
  return where2.dir ? listJson(root, where2.dir, problems) : void 0;
}
function headNotices(base, head) {
  const notices = [];
  for (const [file, content] of head) {
    const before = base.get(file);
    if (!before) notices.push(`Gate record file ${file} is added by this change and was ignored: records count only from the base revision or the record store.`);
    else if (!before.equals(content)) notices.push(`Gate record file ${file} is edited by this change; the edit was ignored and the base version was used.`);
  }
  for (const file of base.keys()) {
    if (!head.has(file)) notices.push(`Gate record file ${file} is removed by this change; its base version still counts until the merge.`);
  }
  return notices;
}
function loadRecordDir(baseRoot, rel, headRoot) {
  const problems = [];
  const records = [];
  const notices = [];
  const base = readSide(baseRoot, rel, problems);
  if (!base) notices.push(`The gate records directory ${rel} does not exist at the base revision: no record can match.`);
  for (const [file, content] of base ?? []) {
    const read = parseRecordText(content.toString("utf8"), file);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  if (headRoot) {
    const headProblems = [];
    const head = readSide(headRoot, rel, headProblems) ?? /* @__PURE__ */ new Map();
    notices.push(...headNotices(base ?? /* @__PURE__ */ new Map(), head));
  }
  return { records, problems, notices };
}

// src/gate/url-source.ts
var MAX_BODY = 4 * 1024 * 1024;
function displayUrl(url) {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, "//");
  }
}
function headerPair(value) {
  const m = /^([A-Za-z0-9-]+):\s*(.*)$/s.exec(value);
  return m && !/^(bearer|basic|token)\b/i.test(value) ? [m[1] ?? "authorization", m[2] ?? ""] : ["authorization", value];
}
var sleep2 = (ms) => new Promise((r) => setTimeout(r, ms));
function splitUserinfo(url, headers) {
  const u = new URL(url);
  if (!u.username && !u.password) return { url, headers };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString("base64")}`;
  u.username = "";
  u.password = "";
  return { url: u.toString(), headers: headers.authorization ? headers : { ...headers, authorization: basic } };
}
async function attempt(rawUrl, rawHeaders, timeoutMs) {
  try {
    const { url, headers } = splitUserinfo(rawUrl, rawHeaders);
    const res = await fetch(url, { headers, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
    const buf = Buffer.from(await res.arrayBuffer());
    if (buf.length > MAX_BODY) return { error: `response over ${MAX_BODY} bytes` };
    return { status: res.status, text: buf.toString("utf8"), ...res.headers.get("retry-after") ? { retryAfter: res.headers.get("retry-after") ?? "" } : {} };
  } catch (err) {
    const name = err.name;
    if (name === "TimeoutError" || name === "AbortError") return { error: `no answer within ${timeoutMs} ms` };
    const cause = err.cause;
    const text = cause?.code ?? cause?.message ?? err.message;
    return { error: text.split(rawUrl).join(displayUrl(rawUrl)) };
  }
}
function retryable(a) {
  return "error" in a || a.status >= 500 || a.status === 429;
}
async function fetchWithRetries(url, headers, o) {
  const retries = o.retries ?? 2;
  let last = { error: "not attempted" };
  for (let i = 0; i <= retries; i++) {
    last = await attempt(url, headers, o.timeoutMs ?? 1e4);
    if (!retryable(last)) return last;
    if (i < retries) {
      const hinted = "retryAfter" in last && /^\d+$/.test(last.retryAfter ?? "") ? Number(last.retryAfter) * 1e3 : void 0;
      await sleep2(Math.min(hinted ?? 250 * 2 ** i, 5e3));
    }
  }
  return last;
}
function recordUrl(template, image, digest) {
  return template.replaceAll("{image}", encodeURIComponent(image)).replaceAll("{digest}", encodeURIComponent(digest ?? ""));
}
function createUrlSource(o) {
  const cache2 = /* @__PURE__ */ new Map();
  const headers = { accept: "application/json" };
  if (o.authHeader) {
    const [name, value] = headerPair(o.authHeader);
    headers[name.toLowerCase()] = value;
  }
  const perImage = o.template.includes("{image}");
  const run3 = async (url, image) => {
    const shown2 = displayUrl(url);
    if (o.offline) return { records: [], problems: [{ origin: shown2, message: "offline: the record store was not contacted" }] };
    const res = await fetchWithRetries(url, headers, o);
    if ("error" in res) return { records: [], problems: [{ origin: shown2, message: `unreachable: ${res.error}` }] };
    if (res.status === 404) return { records: [], problems: [] };
    if (res.status !== 200) return { records: [], problems: [{ origin: shown2, message: `answered HTTP ${res.status}` }] };
    const origin = `${shown2} (fetched ${(/* @__PURE__ */ new Date()).toISOString()})`;
    const read = parseRecordText(res.text, origin);
    const mine = read.records.filter((r) => r.image === image);
    const strangers = read.records.filter((r) => r.image !== image);
    const problems = perImage && strangers.length > 0 ? [...read.problems, { origin, message: `returned records for ${strangers[0]?.image} when asked for ${image}` }] : read.problems;
    return { records: mine, problems };
  };
  return (image, digest) => {
    const url = recordUrl(o.template, image, digest);
    let hit = cache2.get(url);
    if (!hit) {
      hit = run3(url, image);
      cache2.set(url, hit);
    }
    return hit;
  };
}

// src/gate/source.ts
function relevant(problems, image) {
  return problems.filter((p) => p.image === void 0 || p.image === image);
}
async function loadGateRecords(opts) {
  const sources = [];
  const notices = [];
  let dirRecords = [];
  let dirProblems = [];
  if (opts.path) {
    const loaded2 = loadRecordDir(opts.baseRoot, opts.path, opts.headRoot);
    dirRecords = loaded2.records;
    dirProblems = loaded2.problems;
    notices.push(...loaded2.notices);
    sources.push(`${opts.path} at the base revision (${loaded2.records.length} record${loaded2.records.length === 1 ? "" : "s"})`);
  }
  const fetchUrl = opts.url ? createUrlSource({ template: opts.url, offline: opts.offline, ...pick3(opts) }) : void 0;
  if (opts.url) sources.push(`record store ${displayUrl(opts.url)}${opts.offline ? " (not contacted: offline)" : ""}`);
  const unconfigured = !opts.path && !opts.url ? [{ origin: "gateRecords", message: "no record source is configured (gateRecords.path or gateRecords.url)" }] : [];
  return {
    sources,
    notices,
    async lookup(image, digest) {
      const records = dirRecords.filter((r) => r.image === image);
      const problems = [...unconfigured, ...relevant(dirProblems, image)];
      if (fetchUrl) {
        const fetched = await fetchUrl(image, digest);
        records.push(...fetched.records);
        problems.push(...fetched.problems);
      }
      return { records, problems };
    }
  };
}
function pick3(o) {
  return {
    ...o.authHeader !== void 0 ? { authHeader: o.authHeader } : {},
    ...o.timeoutMs !== void 0 ? { timeoutMs: o.timeoutMs } : {},
    ...o.retries !== void 0 ? { retries: o.retries } : {}
  };
}

// src/registry/resolver.ts
import { createHash as createHash6 } from "node:crypto";

// src/registry/hosts.ts
import { isIP } from "node:net";
var API_HOSTS = { "docker.io": "registry-1.docker.io" };
var BUILT_IN_TOKEN_HOSTS = { "docker.io": ["auth.docker.io"] };
function apiHost(registry) {
  return API_HOSTS[registry] ?? registry;
}
function manifestUrl(registry, repository, reference, insecure) {
  const host = apiHost(registry);
  const scheme = insecure.has(registry) || insecure.has(host) ? "http" : "https";
  return `${scheme}://${host}/v2/${repository}/manifests/${reference}`;
}
function hostnameOf(hostPort) {
  if (hostPort.startsWith("[")) return hostPort.slice(1, hostPort.indexOf("]"));
  const colon = hostPort.lastIndexOf(":");
  return colon > 0 && hostPort.indexOf(":") === colon ? hostPort.slice(0, colon) : hostPort;
}
function isTrustedRealm(registry, realm, extra) {
  const realmHost = realm.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const own = [hostnameOf(registry), hostnameOf(apiHost(registry))].map((h) => h.toLowerCase());
  const allowed = [...own, ...BUILT_IN_TOKEN_HOSTS[registry] ?? [], ...extra?.[registry] ?? []];
  return allowed.includes(realmHost);
}
function isPrivateV4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 10 || a === 127 || a === 0 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 100 && b >= 64 && b <= 127;
}
function isPrivateV6(ip) {
  const low = ip.toLowerCase();
  return low === "::1" || low === "::" || low.startsWith("fe80:") || low.startsWith("fc") || low.startsWith("fd") || low.startsWith("::ffff:");
}
function hostRefusal(registry, allowed, insecure) {
  if (allowed && !allowed.has(registry)) {
    return `registry ${registry} is not in the configured registry allowlist`;
  }
  if (allowed?.has(registry) || insecure.has(registry)) return void 0;
  const host = hostnameOf(registry);
  const kind = isIP(host);
  if (kind === 4 && isPrivateV4(host) || kind === 6 && isPrivateV6(host) || host === "localhost") {
    return `registry ${registry} is a private or loopback address; list it explicitly to contact it`;
  }
  return void 0;
}

// src/registry/http.ts
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
var MAX_REDIRECTS = 5;
var HttpError = class extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
  kind;
};
async function readBounded(res, limit) {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > limit) {
    await res.body?.cancel();
    throw new HttpError("too-large", `response of ${declared} bytes exceeds the ${limit}-byte limit`);
  }
  const chunks = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError("too-large", `response exceeds the ${limit}-byte limit`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
function describeNetworkError(err) {
  const cause = err.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
async function httpRequest(method, url, headers, timeoutMs, bodyLimit = MAX_MANIFEST_BYTES) {
  let current = new URL(url);
  let sent = { ...headers };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res;
    try {
      res = await fetch(current, { method, headers: sent, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = err.name;
      if (name === "TimeoutError" || name === "AbortError") throw new HttpError("timeout", `no answer within ${timeoutMs} ms from ${current.host}`);
      throw new HttpError("network", `${current.host}: ${describeNetworkError(err)}`);
    }
    const location2 = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location2) {
      await res.body?.cancel();
      const next = new URL(location2, current);
      if (next.host !== current.host) {
        sent = Object.fromEntries(Object.entries(sent).filter(([k]) => k.toLowerCase() !== "authorization"));
      }
      current = next;
      continue;
    }
    try {
      const body = method === "GET" ? await readBounded(res, bodyLimit) : void 0;
      if (method === "HEAD") await res.body?.cancel();
      return { status: res.status, headers: res.headers, url: current.toString(), ...body ? { body } : {} };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const name = err.name;
      if (name === "TimeoutError" || name === "AbortError") throw new HttpError("timeout", `body not received within ${timeoutMs} ms from ${current.host}`);
      throw new HttpError("network", `${current.host}: ${describeNetworkError(err)}`);
    }
  }
  throw new HttpError("network", `more than ${MAX_REDIRECTS} redirects from ${url}`);
}
function retryAfterMs(value, now = Date.now()) {
  if (!value) return void 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1e3;
  const date = Date.parse(value);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function sleep3(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/registry/auth.ts
function parseChallenge(header2) {
  if (!header2) return void 0;
  const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header2);
  if (!m) return void 0;
  const params = {};
  const re = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
  for (const p of (m[2] ?? "").matchAll(re)) {
    params[(p[1] ?? "").toLowerCase()] = (p[2] ?? p[3] ?? "").replace(/\\(.)/g, "$1");
  }
  return { scheme: (m[1] ?? "").toLowerCase(), params };
}
function basicHeader(c) {
  return `Basic ${Buffer.from(`${c.username}:${c.password}`).toString("base64")}`;
}
async function fetchToken(realm, creds, timeoutMs) {
  try {
    const res = await httpRequest("GET", realm.toString(), creds ? { authorization: basicHeader(creds) } : {}, timeoutMs, 1024 * 1024);
    if (res.status !== 200) return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} answered ${res.status}` };
    const body = JSON.parse(res.body?.toString("utf8") ?? "");
    const token = typeof body.token === "string" ? body.token : body.access_token;
    if (typeof token !== "string" || token === "") return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned no token` };
    return { ok: true, header: `Bearer ${token}` };
  } catch (err) {
    if (err instanceof HttpError) {
      return { ok: false, code: err.kind === "timeout" ? "E_REGISTRY_TIMEOUT" : "E_REGISTRY_UNREACHABLE", message: `token service: ${err.message}` };
    }
    return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned unreadable JSON` };
  }
}
async function answerChallenge(challenge, o) {
  if (challenge?.scheme === "basic") {
    if (!o.creds) return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} requires credentials (Basic) and none are configured` };
    return { ok: true, header: basicHeader(o.creds) };
  }
  if (challenge?.scheme !== "bearer" || !challenge.params.realm) {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} answered 401 without a usable challenge` };
  }
  let realm;
  try {
    realm = new URL(challenge.params.realm);
  } catch {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} sent an unreadable token realm` };
  }
  const plainOk = realm.protocol === "https:" || o.insecure.has(realm.host) || o.insecure.has(o.registry);
  if (!isTrustedRealm(o.registry, realm, o.tokenHosts) || !plainOk) {
    return { ok: false, code: "E_REGISTRY_AUTH_REALM_UNTRUSTED", message: `${o.registry} sent its token challenge to ${realm.protocol}//${realm.host}, which is not that registry or a token service trusted for it` };
  }
  if (challenge.params.service) realm.searchParams.set("service", challenge.params.service);
  realm.searchParams.set("scope", challenge.params.scope ?? `repository:${o.repository}:pull`);
  return fetchToken(realm, o.creds, o.timeoutMs);
}

// src/registry/manifest.ts
var INDEX_TYPES = /* @__PURE__ */ new Set([
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json"
]);
function kindOf(mediaType) {
  return INDEX_TYPES.has(mediaType) ? "index" : "manifest";
}
function platformOf(p) {
  if (typeof p !== "object" || p === null) return void 0;
  const { os: os7, architecture, variant } = p;
  if (typeof os7 !== "string" || typeof architecture !== "string") return void 0;
  return [os7, architecture, typeof variant === "string" ? variant : void 0].filter(Boolean).join("/");
}
function describeManifest(body, contentType) {
  let parsed = {};
  try {
    const value = JSON.parse(body.toString("utf8"));
    if (typeof value === "object" && value !== null) parsed = value;
  } catch {
  }
  const header2 = (contentType ?? "").split(";")[0]?.trim() ?? "";
  const mediaType = typeof parsed.mediaType === "string" ? parsed.mediaType : header2;
  const kind = kindOf(mediaType) === "index" || kindOf(header2) === "index" || Array.isArray(parsed.manifests) ? "index" : "manifest";
  if (kind !== "index" || !Array.isArray(parsed.manifests)) return { mediaType, kind };
  const children = [];
  for (const m of parsed.manifests) {
    if (typeof m !== "object" || m === null) continue;
    const { digest, platform } = m;
    if (typeof digest !== "string") continue;
    const p = platformOf(platform);
    children.push({ digest, ...p ? { platform: p } : {} });
  }
  return { mediaType, kind, children };
}

// src/registry/resolver.ts
var MANIFEST_ACCEPT = [
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json"
].join(", ");
var MAX_429_RETRIES = 2;
function failure2(code, message) {
  return { ok: false, code, message, at: (/* @__PURE__ */ new Date()).toISOString() };
}
function sha2562(body) {
  return `sha256:${createHash6("sha256").update(body).digest("hex")}`;
}
var RegistryClient = class {
  constructor(o) {
    this.o = o;
    this.runDeadline = o.runBudgetMs !== void 0 ? Date.now() + o.runBudgetMs : Infinity;
    this.insecure = new Set(o.insecureHosts ?? []);
    this.allowed = o.allowedHosts ? new Set(o.allowedHosts) : void 0;
    this.timeoutMs = o.timeoutMs ?? 1e4;
  }
  o;
  auth = /* @__PURE__ */ new Map();
  insecure;
  allowed;
  timeoutMs;
  runDeadline;
  /** One manifest request with the auth handshake and bounded 429 retries. */
  async exchange(method, ref, reference) {
    const refused = hostRefusal(ref.registry, this.allowed, this.insecure);
    if (refused) return failure2("E_REGISTRY_NOT_ALLOWED", refused);
    const url = manifestUrl(ref.registry, ref.repository, reference, this.insecure);
    const key = `${ref.registry}/${ref.repository}`;
    const deadline = Math.min(Date.now() + (this.o.budgetMs ?? 6e4), this.runDeadline);
    let answered401 = false;
    for (let attempt2 = 0; ; attempt2++) {
      const headers = { accept: MANIFEST_ACCEPT, "accept-encoding": "identity" };
      const auth = this.auth.get(key);
      if (auth) headers.authorization = auth;
      let res;
      try {
        res = await httpRequest(method, url, headers, this.timeoutMs);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const code = err.kind === "timeout" ? "E_REGISTRY_TIMEOUT" : err.kind === "too-large" ? "E_MANIFEST_TOO_LARGE" : "E_REGISTRY_UNREACHABLE";
        return failure2(code, err.message);
      }
      if (res.status === 401 && !answered401) {
        answered401 = true;
        const outcome = await answerChallenge(parseChallenge(res.headers.get("www-authenticate")), {
          registry: ref.registry,
          repository: ref.repository,
          creds: this.o.credentials?.[ref.registry],
          insecure: this.insecure,
          tokenHosts: this.o.tokenHosts,
          timeoutMs: this.timeoutMs
        });
        if (!outcome.ok) return failure2(outcome.code, outcome.message);
        this.auth.set(key, outcome.header);
        continue;
      }
      if (res.status === 429) {
        const wait = retryAfterMs(res.headers.get("retry-after")) ?? 1e3;
        const fits = wait <= (this.o.maxRetryWaitMs ?? 1e4) && Date.now() + wait < deadline;
        if (attempt2 < MAX_429_RETRIES && fits) {
          await sleep3(wait);
          continue;
        }
        const remaining = res.headers.get("ratelimit-remaining");
        return failure2("E_REGISTRY_RATE_LIMITED", `${ref.registry} rate-limited the lookup (429${remaining ? `, ratelimit-remaining: ${remaining}` : ""})`);
      }
      return res;
    }
  }
  /** Why no further lookup may start, if the run's budget is spent. */
  spent() {
    if (Date.now() < this.runDeadline) return void 0;
    return failure2("E_REGISTRY_TIMEOUT", `the run's registry budget of ${Math.round((this.o.runBudgetMs ?? 0) / 1e3)} s is spent; not looked up`);
  }
  statusFailure(res, what) {
    if (res.status === 404) return failure2("E_REGISTRY_NOT_FOUND", `${what} not found (404)`);
    if (res.status === 401 || res.status === 403) return failure2("E_REGISTRY_AUTH", `${what}: access denied (${res.status})`);
    return failure2("E_REGISTRY_RESPONSE", `${what}: registry answered ${res.status}`);
  }
  async resolveTag(ref, tag) {
    const what = `${ref.name}:${tag}`;
    const head = await this.exchange("HEAD", ref, tag);
    if (!("status" in head)) return head;
    if (head.status !== 200) return this.statusFailure(head, what);
    const headerDigest = head.headers.get("docker-content-digest");
    const mediaType = (head.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (headerDigest && /^sha256:[a-f0-9]{64}$/.test(headerDigest)) {
      return { ok: true, digest: headerDigest, mediaType, kind: kindOf(mediaType), via: "header", at: (/* @__PURE__ */ new Date()).toISOString() };
    }
    const get = await this.exchange("GET", ref, tag);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const digest = sha2562(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (sent && sent !== digest) return failure2("E_DIGEST_MISMATCH", `${what}: Docker-Content-Digest ${sent} differs from the body's ${digest}`);
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, mediaType: info.mediaType, kind: info.kind, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
  async inspect(ref, digest) {
    const what = `${ref.name}@${digest}`;
    const get = await this.exchange("GET", ref, digest);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const computed = sha2562(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (computed !== digest || sent && sent !== computed) {
      return failure2("E_DIGEST_MISMATCH", `${what}: the body's digest is ${computed}${sent ? `, the header says ${sent}` : ""}`);
    }
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, ...info, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
};
function createTagResolver(opts) {
  const client = new RegistryClient(opts);
  const cache2 = /* @__PURE__ */ new Map();
  const cached3 = (key, run3) => {
    let hit = cache2.get(key);
    if (!hit) {
      const refusal = opts.offline ? failure2("E_REGISTRY_OFFLINE", `offline: ${key} was not looked up`) : client.spent();
      hit = refusal ? Promise.resolve(refusal) : run3();
      cache2.set(key, hit);
    }
    return hit;
  };
  return {
    resolve(ref) {
      const tag = ref.tag ?? "latest";
      return cached3(`${ref.name}:${tag}`, () => client.resolveTag(ref, tag));
    },
    inspect(ref, digest) {
      return cached3(`${ref.name}@${digest}`, () => client.inspect(ref, digest));
    }
  };
}

// src/engine/cross-gate.ts
function gateRunner(ctx) {
  const needed = Object.values(ctx.config.environments).some((e) => e.gateRecords !== "off");
  let records;
  const resolver = (ctx.config.resolveTags || ctx.opts.resolveTags) && !ctx.opts.offline ? createTagResolver({ offline: false, runBudgetMs: 12e4 }) : void 0;
  const load = (out) => {
    records ??= loadGateRecords({
      // Check mode: records come from the base revision; the head is only read to say what it tried to add.
      baseRoot: ctx.mode === "check" && ctx.baseRoot ? ctx.baseRoot : ctx.headRoot,
      ...ctx.mode === "check" ? { headRoot: ctx.headRoot } : {},
      path: ctx.config.gateRecords.path,
      url: ctx.config.gateRecords.url,
      authHeader: ctx.config.gateRecords.authHeaderEnv ? process.env[ctx.config.gateRecords.authHeaderEnv] : void 0,
      offline: ctx.opts.offline
    }).then((r) => {
      out.notices.push(...r.notices);
      return r;
    });
    return records;
  };
  return async (outcomes, out) => {
    if (!needed) return;
    for (const o of outcomes) {
      const target = o.pair.head;
      if (!target || !o.head || o.head.status !== "rendered") continue;
      const env = environmentOf(ctx.config, target.environment);
      if (env.gateRecords === "off") continue;
      const result2 = await checkGate({
        env,
        app: target.app,
        scope: ctx.config.gateRecords.scope,
        head: o.head.resources,
        ...ctx.mode === "check" ? { base: o.base?.resources ?? [] } : {},
        records: await load(out),
        podTemplatePaths: ctx.config.podTemplatePaths,
        ...resolver ? { resolver } : {}
      });
      const findings = finalizeDrafts(result2.drafts, { config: ctx.config, app: target.app, environment: target.environment });
      out.findings.push(...ctx.mode === "check" ? compareFindings([], findings) : findings);
      out.images.push(...result2.images);
      out.notices.push(...result2.notices);
    }
  };
}

// src/drift/expected.ts
var import_picomatch6 = __toESM(require_picomatch2(), 1);
var EXPECTED_ANYWHERE = [
  "/metadata/namespace",
  "/metadata/labels/**",
  "/metadata/annotations/**",
  "/metadata/uid",
  "/metadata/resourceVersion",
  "/metadata/generation",
  "/metadata/creationTimestamp",
  "/metadata/managedFields/**",
  "/status/**",
  "/status",
  "/spec/replicas",
  "**/template/metadata/labels/**",
  "**/template/metadata/annotations/**"
];
var SAFETY_VALUES = [
  "**/securityContext",
  "**/securityContext/**",
  "**/serviceAccountName",
  "**/serviceAccount",
  "**/automountServiceAccountToken",
  "**/hostNetwork",
  "**/hostPID",
  "**/hostIPC",
  "**/hostPath/**",
  "**/privileged",
  "**/allowPrivilegeEscalation",
  "**/shareProcessNamespace",
  "**/hostPort"
];
var RBAC_KINDS = /* @__PURE__ */ new Set(["Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"]);
var expected = (0, import_picomatch6.default)(EXPECTED_ANYWHERE, { dot: true });
var safety = (0, import_picomatch6.default)(SAFETY_VALUES, { dot: true });
function repositoryOf(image) {
  if (typeof image !== "string") return void 0;
  try {
    return parseImageRef(image).name;
  } catch {
    return image;
  }
}
function isImageField(logical) {
  return /\/(?:initContainers|containers|ephemeralContainers)\/[^/]+\/image$/.test(logical);
}
function makeFilter(f) {
  const user = f.ignore.length > 0 ? (0, import_picomatch6.default)(f.ignore, { dot: true }) : () => false;
  return (d) => {
    const pointers = [d.logical, d.fromPointer, d.toPointer].filter((p) => p !== void 0);
    if (pointers.some((p) => user(p))) return false;
    if (f.strict) return true;
    if (pointers.some((p) => expected(p))) return false;
    if (d.kind !== "value") return true;
    if (isImageField(d.logical)) return repositoryOf(d.from) !== repositoryOf(d.to);
    if (RBAC_KINDS.has(f.kind)) return true;
    const typeChanged = typeof d.from !== typeof d.to || Array.isArray(d.from) !== Array.isArray(d.to);
    return typeChanged || pointers.some((p) => safety(p));
  };
}

// src/drift/pairing.ts
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function envNeutral(value, env) {
  if (env === "") return value;
  return value.replace(new RegExp(`(^|[-._])${escapeRe(env)}(?=$|[-._])`, "g"), "$1{env}");
}
function keyed(resources, env, withNamespace) {
  const map = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const ns = withNamespace ? `${envNeutral(r.ref.namespace ?? "", env)}/` : "";
    const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}/${ns}${envNeutral(r.ref.name, env)}`;
    map.set(key, [...map.get(key) ?? [], r]);
  }
  return map;
}
function pairResources(from, to, fromEnv, toEnv) {
  const a = keyed(from, fromEnv, false);
  const b = keyed(to, toEnv, false);
  const ambiguous = [.../* @__PURE__ */ new Set([...a.keys(), ...b.keys()])].some((k) => (a.get(k)?.length ?? 0) > 1 || (b.get(k)?.length ?? 0) > 1);
  const fa = ambiguous ? keyed(from, fromEnv, true) : a;
  const fb = ambiguous ? keyed(to, toEnv, true) : b;
  const pairs = [];
  for (const key of [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const left = fa.get(key) ?? [];
    const right = fb.get(key) ?? [];
    const n = Math.max(left.length, right.length);
    for (let i = 0; i < n; i++) {
      const f = left[i];
      const t = right[i];
      pairs.push({ key: n > 1 ? `${key}#${i}` : key, ...f ? { from: f } : {}, ...t ? { to: t } : {} });
    }
  }
  return pairs;
}

// src/drift/walk.ts
var isObj3 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var KEY_FIELDS = ["name", "containerPort", "port", "mountPath", "key", "ip"];
function listKey(a, b) {
  const items = [...a, ...b];
  if (items.length === 0 || !items.every(isObj3)) return void 0;
  for (const field of KEY_FIELDS) {
    const ok = [a, b].every((list2) => {
      const values = list2.map((i) => i[field]);
      return values.every((v) => typeof v === "string" || typeof v === "number") && new Set(values).size === values.length;
    });
    if (ok) return field;
  }
  return void 0;
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObj3(a) && isObj3(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}
var step = (c, fromTok, toTok, logicalTok) => ({
  from: joinPointer(c.from, fromTok),
  to: joinPointer(c.to, toTok),
  logical: joinPointer(c.logical, logicalTok)
});
function walkList(a, b, c, out) {
  const key = listKey(a, b);
  if (!key && !(a.some(isObj3) || b.some(isObj3))) {
    if (!deepEqual(a, b)) out.push({ kind: "value", fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
    return;
  }
  const id = (item, i) => key ? `[${String(item[key])}]` : String(i);
  const toIndex = new Map(b.map((item, i) => [id(item, i), i]));
  const seen = /* @__PURE__ */ new Set();
  a.forEach((item, i) => {
    const k = id(item, i);
    const j = toIndex.get(k);
    if (j === void 0) out.push({ kind: "only-from", fromPointer: joinPointer(c.from, i), logical: joinPointer(c.logical, k), from: item });
    else {
      seen.add(k);
      walk3(item, b[j], step(c, i, j, k), out);
    }
  });
  b.forEach((item, j) => {
    const k = id(item, j);
    if (!seen.has(k)) out.push({ kind: "only-to", toPointer: joinPointer(c.to, j), logical: joinPointer(c.logical, k), to: item });
  });
}
function walk3(a, b, c, out) {
  if (isObj3(a) && isObj3(b)) {
    for (const k of Object.keys(a)) {
      if (!Object.hasOwn(b, k)) out.push({ kind: "only-from", fromPointer: joinPointer(c.from, k), logical: joinPointer(c.logical, k), from: a[k] });
      else walk3(a[k], b[k], step(c, k, k, k), out);
    }
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k)) out.push({ kind: "only-to", toPointer: joinPointer(c.to, k), logical: joinPointer(c.logical, k), to: b[k] });
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    walkList(a, b, c, out);
    return;
  }
  if (!deepEqual(a, b)) out.push({ kind: "value", fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
}
function differences(from, to) {
  const out = [];
  walk3(from, to, { from: "", to: "", logical: "" }, out);
  return out;
}

// src/drift/env-drift.ts
var MAX_PER_OBJECT = 50;
var LAST_APPLIED2 = "kubectl.kubernetes.io~1last-applied-configuration";
function shown(value, kind, pointer) {
  if (kind === "Secret" || pointer.includes(LAST_APPLIED2)) return "";
  const text = JSON.stringify(value);
  return text === void 0 || text.length > 80 ? "" : text;
}
function describe3(d, kind, from, to) {
  if (d.kind === "only-from") return `${d.fromPointer} is set in ${from} but not in ${to}`;
  if (d.kind === "only-to") return `${d.toPointer} is set in ${to} but not in ${from}`;
  const a = shown(d.from, kind, d.logical);
  const b = shown(d.to, kind, d.logical);
  return a && b ? `${d.toPointer} differs: ${a} in ${from}, ${b} in ${to}` : `${d.toPointer} differs between ${from} and ${to}`;
}
function objectOnly(p, input, fpBase) {
  const { from, to } = input;
  const r = p.to ?? p.from;
  const [here, missing] = p.to ? [to.environment, from.environment] : [from.environment, to.environment];
  return {
    ruleId: "env/drift",
    message: `${input.app}: ${describeRef(r.ref)} exists in ${here} but not in ${missing}`,
    resource: r,
    fingerprintKey: `${fpBase}|only-${p.to ? "to" : "from"}`,
    remediation: `Add it to ${missing} or remove it from ${here}; if it is meant to differ, list it in envDiff ignore.`
  };
}
function pairDrafts(p, input) {
  const fpBase = `${input.from.environment}->${input.to.environment}|${p.key}`;
  if (!p.from || !p.to) return [objectOnly(p, input, fpBase)];
  const keep = makeFilter({ ignore: input.ignore, strict: input.strict, kind: p.to.ref.kind });
  const diffs = differences(p.from.object, p.to.object).filter(keep);
  const drafts = diffs.slice(0, MAX_PER_OBJECT).map((d) => {
    const onFrom = d.kind === "only-from";
    const resource = onFrom ? p.from : p.to;
    return {
      ruleId: "env/drift",
      message: `${input.app}: ${describeRef(p.to?.ref ?? resource.ref)}: ${describe3(d, p.to?.ref.kind ?? "", input.from.environment, input.to.environment)}`,
      resource,
      path: (onFrom ? d.fromPointer : d.toPointer) ?? "",
      fingerprintKey: `${fpBase}|${d.logical}|${d.kind}`
    };
  });
  if (diffs.length > MAX_PER_OBJECT) {
    drafts.push({
      ruleId: "env/drift",
      resource: p.to,
      fingerprintKey: `${fpBase}|more`,
      message: `${input.app}: ${describeRef(p.to.ref)}: ${diffs.length - MAX_PER_OBJECT} more differences between ${input.from.environment} and ${input.to.environment} not listed`
    });
  }
  return drafts;
}
function envDrift(input) {
  return pairResources(input.from.resources, input.to.resources, input.from.environment, input.to.environment).flatMap((p) => pairDrafts(p, input));
}

// src/drift/promotion.ts
var pinned = (resources, extra) => imageSites(resources ?? [], extra).filter((s) => s.ref.digest).map((s) => `${s.ref.name}@${s.ref.digest}`);
function promotionIndex(targets, podTemplatePaths) {
  const declared = /* @__PURE__ */ new Map();
  const rendered = /* @__PURE__ */ new Set();
  for (const t of targets) {
    rendered.add(t.environment);
    const set = declared.get(t.environment) ?? /* @__PURE__ */ new Set();
    for (const d of [...pinned(t.base, podTemplatePaths), ...pinned(t.head, podTemplatePaths)]) set.add(d);
    declared.set(t.environment, set);
  }
  return { declared, rendered };
}
function unpromotedImages(input) {
  const { promotion, target, index } = input;
  const position = promotion.indexOf(target.environment);
  if (position <= 0) return [];
  const previous = promotion[position - 1];
  const before = new Set(pinned(target.base, input.podTemplatePaths));
  const declared = index.declared.get(previous) ?? /* @__PURE__ */ new Set();
  const drafts = [];
  const reported = /* @__PURE__ */ new Set();
  for (const site of imageSites(target.head, input.podTemplatePaths)) {
    if (!site.ref.digest) continue;
    const id = `${site.ref.name}@${site.ref.digest}`;
    if (before.has(id) || declared.has(id) || reported.has(id)) continue;
    reported.add(id);
    const missingEnv = !index.rendered.has(previous);
    drafts.push({
      ruleId: "env/unpromoted-image",
      resource: site.resource,
      path: site.pointer,
      fingerprintKey: `${previous}->${target.environment}|${id}`,
      message: missingEnv ? `${formatImageRef(site.ref)} is introduced in ${target.environment}, but ${previous} was not rendered in this run, so its promotion could not be checked` : `${formatImageRef(site.ref)} is introduced in ${target.environment} but was never declared in ${previous} (promotion order: ${promotion.join(" \u2192 ")})`,
      remediation: `Deploy this digest to ${previous} first.`,
      ...missingEnv ? { verdict: "inconclusive" } : {}
    });
  }
  return drafts;
}

// src/engine/cross-drift.ts
function resourcesAt(o, side) {
  const result2 = side === "base" ? o?.base : o?.head;
  return result2?.status === "rendered" ? result2.resources : void 0;
}
function envOf(o) {
  return (o.pair.head ?? o.pair.base)?.environment ?? "";
}
function driftFindings(outcomes, config, mode) {
  const out = [];
  for (const pair of config.envDiff) {
    const from = outcomes.find((o) => envOf(o) === pair.from);
    const to = outcomes.find((o) => envOf(o) === pair.to);
    if (!from || !to) continue;
    const app = (to.pair.head ?? to.pair.base)?.app ?? "";
    const at2 = (side) => {
      const a = resourcesAt(from, side);
      const b = resourcesAt(to, side);
      if (!a || !b) return [];
      return envDrift({ app, from: { environment: pair.from, resources: a }, to: { environment: pair.to, resources: b }, ignore: pair.ignore, strict: pair.strict });
    };
    const finalize = (drafts) => finalizeDrafts(drafts, { config, app, environment: pair.to });
    out.push(...mode === "check" ? compareFindings(finalize(at2("base")), finalize(at2("head"))) : finalize(at2("head")));
  }
  return out;
}
function promotionFindings(outcomes, config, mode) {
  const order = config.promotion;
  if (!order?.length) return [];
  const targets = outcomes.flatMap((o) => {
    const head = resourcesAt(o, "head");
    const t = o.pair.head;
    if (!head || !t) return [];
    const base = mode === "check" ? resourcesAt(o, "base") ?? [] : void 0;
    return [{ app: t.app, environment: t.environment, head, ...base ? { base } : {} }];
  });
  const index = promotionIndex(targets, config.podTemplatePaths);
  return targets.flatMap((target) => {
    const drafts = unpromotedImages({ promotion: order, target, index, podTemplatePaths: config.podTemplatePaths });
    const findings = finalizeDrafts(drafts, { config, app: target.app, environment: target.environment });
    return mode === "check" ? compareFindings([], findings) : findings;
  });
}

// src/engine/cross-checks.ts
function crossChecks(input) {
  const out = { findings: [], images: [], notices: [] };
  const gate = gateRunner(input);
  return {
    run: async (outcomes) => {
      await gate(outcomes, out);
      out.findings.push(...driftFindings(outcomes, input.config, input.mode));
      out.findings.push(...promotionFindings(outcomes, input.config, input.mode));
    },
    findings: () => out.findings,
    images: () => out.images,
    notices: () => out.notices
  };
}

// src/engine/progress.ts
function progressReporter(sink) {
  if (!sink) return void 0;
  const started = Date.now();
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done !== total && now - last < 1e3) return;
    last = now;
    sink(`rendered ${done}/${total} targets (${((now - started) / 1e3).toFixed(1)}s)`);
  };
}

// src/shard/index.ts
var KIND_COST = { helm: 3, kustomize: 2, manifests: 1 };
function expectedCost(group) {
  return group.reduce((n, p) => n + KIND_COST[(p.head ?? p.base)?.kind ?? "manifests"], 0);
}
function shardPairs(pairs, shard) {
  const groups = groupByApp(pairs).map((g) => ({ g, cost: expectedCost(g), key: g[0]?.id ?? "" })).sort((a, b) => b.cost - a.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const load = new Array(shard.count).fill(0);
  const mine = [];
  for (const { g, cost } of groups) {
    let best = 0;
    for (let i = 1; i < load.length; i++) if ((load[i] ?? 0) < (load[best] ?? 0)) best = i;
    load[best] = (load[best] ?? 0) + cost;
    if (best === shard.index - 1) mine.push(...g);
  }
  return mine;
}
var MergeError = class extends UsageError {
  name = "MergeError";
};
function sameRevision(reports) {
  const key = (r) => `${r.mode}:${r.ref?.sha ?? ""}:${r.base?.sha ?? ""}:${r.head?.sha ?? ""}`;
  const first = reports[0];
  if (!first) throw new MergeError("merge needs at least one report");
  const odd = reports.find((r) => key(r) !== key(first));
  if (odd) throw new MergeError(`reports judge different revisions or modes (${key(first)} vs ${key(odd)}); merge only shards of one run`);
}
function shardProblems(reports) {
  const sharded = reports.filter((r) => r.shard);
  if (sharded.length === 0) return [];
  const count = sharded[0]?.shard?.count ?? 0;
  const seen = /* @__PURE__ */ new Map();
  for (const r of sharded) seen.set(r.shard?.index ?? 0, (seen.get(r.shard?.index ?? 0) ?? 0) + 1);
  const problems = [];
  for (let i = 1; i <= count; i++) {
    if (!seen.has(i)) problems.push(`shard ${i}/${count} is missing from the merge`);
    else if ((seen.get(i) ?? 0) > 1) problems.push(`shard ${i}/${count} was given more than once`);
  }
  return problems;
}
function mergeReports(reports) {
  sameRevision(reports);
  const first = reports[0];
  const problems = shardProblems(reports);
  return finishReport({
    tool: first.tool,
    mode: first.mode,
    ...first.base ? { base: first.base } : {},
    ...first.head ? { head: first.head } : {},
    ...first.ref ? { ref: first.ref } : {},
    targets: reports.flatMap((r) => r.targets),
    changes: reports.flatMap((r) => r.changes),
    images: reports.flatMap((r) => r.images ?? []),
    // Repo-wide findings (a broken Application, say) appear in every shard: keep one of each.
    findings: uniqueFindings([...reports.flatMap((r) => r.findings), ...problems.map(missingShardFinding)]),
    notices: reports.flatMap((r) => r.notices ?? [])
  });
}
function missingShardFinding(message) {
  return {
    ruleId: "shard/missing",
    verdict: "inconclusive",
    severity: "error",
    app: "-",
    environment: "-",
    message,
    fingerprint: fingerprint({ ruleId: "shard/missing", app: "-", environment: "-", key: message })
  };
}
function uniqueFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.fingerprint}:${f.change ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/run.ts
async function run2(opts) {
  return opts.mode === "check" ? runCheck(opts) : runAudit(opts);
}
async function withSides(opens, fn) {
  const sides = [];
  try {
    for (const open of opens) sides.push(await open());
    return await fn(sides);
  } finally {
    await Promise.all(sides.map((s) => s.cleanup()));
  }
}
async function runCheck(opts) {
  if (!opts.base) throw new UsageError("check needs --base (the revision the change starts from)");
  const repo = path33.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  return withSides([() => openSide(repo, opts.base), () => openSide(repo, opts.head ?? "HEAD")], async ([base, head]) => {
    if (!base || !head) throw new Error("unreachable: both sides open");
    const { config, text: baseText, warnings } = await configAt(repo, base.info.sha, configRel);
    const headText = await readFileAt(repo, head.info.sha, configRel);
    const judges = await buildJudges(config, opts, base.root);
    const [baseFound, headFound, changed] = await Promise.all([
      discover(base.root, config),
      discover(head.root, config),
      changedFiles(repo, base.info.sha, head.info.sha)
    ]);
    const affected = await affectedBy(changed, config, base.root, head.root);
    const pairs = await pairTargets(baseFound.targets, headFound.targets, affected);
    widenForCrossChecks(pairs, config);
    const ctx = {
      mode: "check",
      judges,
      limit: pLimit(jobsOf(opts)),
      base: await sideRootsOf(config, base.root),
      head: await sideRootsOf(config, head.root)
    };
    const cross = crossChecks({ mode: "check", config, opts, baseRoot: base.root, headRoot: head.root });
    const progress = progressReporter(opts.onProgress);
    const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
    const extra = [...headFound.findings];
    if (baseText !== headText) extra.push(...configChanged(config, configRel));
    const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...cross.notices()];
    return assembleReport({
      mode: "check",
      outcomes,
      extraFindings: [...extra.map((f) => ({ ...f, change: "introduced" })), ...cross.findings()],
      images: cross.images(),
      notices,
      tools: toolsOf(judges),
      base: base.info,
      head: head.info
    });
  });
}
async function runAudit(opts) {
  const repo = path33.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  return withSides([() => openSide(repo, opts.ref ?? "HEAD")], async ([side]) => {
    if (!side) throw new Error("unreachable: side open");
    const { config, warnings } = await configAt(repo, side.info.sha, configRel);
    const judges = await buildJudges(config, opts, side.root);
    const found = await discover(side.root, config);
    const all = auditPairs(found.targets, opts.environments);
    const pairs = opts.shard ? shardPairs(all, opts.shard) : all;
    const ctx = { mode: "audit", judges, limit: pLimit(jobsOf(opts)), head: await sideRootsOf(config, side.root) };
    const cross = crossChecks({ mode: "audit", config, opts, headRoot: side.root });
    const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progressReporter(opts.onProgress) });
    const extra = [...found.findings, ...cross.findings(), ...noTargets(config, all.length)];
    const report2 = assembleReport({
      mode: "audit",
      outcomes,
      extraFindings: extra,
      images: cross.images(),
      notices: [...warnings, ...found.notes, ...submoduleNotices(side), ...cross.notices()],
      tools: toolsOf(judges),
      ref: side.info
    });
    if (opts.shard) report2.shard = opts.shard;
    return report2;
  });
}
function jobsOf(opts) {
  return opts.jobs > 0 ? opts.jobs : Math.max(1, os5.availableParallelism());
}
function toolsOf(judges) {
  return { helm: judges.tools.helm.tool, kustomize: judges.tools.kustomize.tool };
}
function configChanged(config, file) {
  return finalizeDrafts([{
    ruleId: "config/changed",
    message: `${file} is changed by this change; the checks here used the base revision's config, the new one applies after merge`,
    location: { file }
  }], { config, app: "-", environment: "-" });
}
function noTargets(config, count) {
  if (count > 0) return [];
  return finalizeDrafts([{
    ruleId: "targets/none-found",
    message: "no targets were found (no config targets, Argo CD Applications, leaf overlays or charts with values) \u2014 nothing was checked"
  }], { config, app: "-", environment: "-" });
}

// src/report/sanitize.ts
import os6 from "node:os";
import path34 from "node:path";
var MIN_SECRET_LENGTH = 8;
var MASK = "***";
function unmaskableSecrets(secrets) {
  return secrets.filter((s) => s.length > 0 && s.length < MIN_SECRET_LENGTH);
}
function sanitize(text, opts = {}) {
  return createSanitizer(opts)(text);
}
function createSanitizer(opts = {}) {
  const needles = secretForms(opts.secrets ?? []);
  const roots = (opts.roots ?? []).filter((r) => path34.isAbsolute(r)).map(trimSlash).sort((a, b) => b.length - a.length);
  const rewrites = [
    ...roots.map((root) => pathRewrite(root, (rest) => `<repo>${rest}`)),
    ...outsidePrefixes(roots).map((prefix) => pathRewrite(prefix, () => "<outside-root>"))
  ];
  return (text) => {
    let out = text;
    for (const needle of needles) if (out.includes(needle)) out = out.split(needle).join(MASK);
    out = stripUserinfo(out);
    for (const rewrite of rewrites) out = rewrite(out);
    return out;
  };
}
function stripUserinfo(text) {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi, `$1${MASK}@`);
}
function secretForms(secrets) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    const parts = [secret, ...secret.split(/\r?\n/).map((l) => l.trim())].filter((p) => p.length >= MIN_SECRET_LENGTH);
    for (const part of parts) {
      forms.add(part);
      forms.add(encodeURIComponent(part));
      forms.add(encodeURIComponent(part).replace(/%20/g, "+"));
      for (const b64 of base64Forms(Buffer.from(part, "utf8"))) {
        const urlSafe = b64.replace(/\+/g, "-").replace(/\//g, "_");
        for (const form of [b64, urlSafe, urlSafe.replace(/=+$/, "")]) forms.add(form);
      }
    }
  }
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}
function base64Forms(bytes) {
  const forms = [bytes.toString("base64")];
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    if (whole > 0) forms.push(bytes.subarray(skip, skip + whole).toString("base64"));
  }
  return forms;
}
function outsidePrefixes(roots) {
  const candidates = [os6.tmpdir(), "/tmp", "/var/tmp", process.env.RUNNER_TEMP, process.env.RUNNER_WORKSPACE, os6.homedir()];
  const prefixes = /* @__PURE__ */ new Set();
  for (const c of candidates) {
    if (!c || !path34.isAbsolute(c)) continue;
    const p = trimSlash(c);
    if (p.length > 1 && !roots.includes(p)) prefixes.add(p);
  }
  return [...prefixes].sort((a, b) => b.length - a.length);
}
var PATH_CHARS = String.raw`[^\s'"\x60:,;()<>\[\]{}|]*`;
function pathRewrite(prefix, replace) {
  const pattern = new RegExp(String.raw`(?<![\w.~/>-])${escapeRegExp2(prefix)}(?=$|[/\s'"\x60:,;()<>\[\]{}|])(${PATH_CHARS})`, "g");
  return (text) => text.includes(prefix) ? text.replace(pattern, (_m, rest) => replace(rest)) : text;
}
function trimSlash(p) {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
function escapeRegExp2(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function sanitizeDeep(value, sanitizer) {
  if (typeof value === "string") return sanitizer(value);
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, sanitizer));
  if (typeof value !== "object" || value === null) return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) out[sanitizer(k)] = sanitizeDeep(v, sanitizer);
  return out;
}

// src/report/budget.ts
var DEFAULT_MAX_CHARS = 65e3;
var MAX_BYTES = 26e4;
function codePoints(text) {
  let n = 0;
  for (const _2 of text) n++;
  return n;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
var Budget = class _Budget {
  constructor(maxChars, maxBytes = MAX_BYTES) {
    this.maxChars = maxChars;
    this.maxBytes = maxBytes;
  }
  maxChars;
  maxBytes;
  chars = 0;
  bytes = 0;
  /** Whether `text` fits while still leaving `reserve` (a text or a size in both units) free. */
  fits(text, reserve = 0) {
    return this.chars + codePoints(text) + reserve <= this.maxChars && this.bytes + utf8Bytes(text) + reserve * 4 <= this.maxBytes;
  }
  add(text) {
    this.chars += codePoints(text);
    this.bytes += utf8Bytes(text);
    return text;
  }
  /** Adds when it fits; returns whether it did. */
  tryAdd(parts, text, reserve = 0) {
    if (!this.fits(text, reserve)) return false;
    parts.push(this.add(text));
    return true;
  }
  /** A child budget for a section: what is left now minus `reserve`. */
  remaining(reserve = 0) {
    return new _Budget(Math.max(0, this.maxChars - this.chars - reserve), Math.max(0, this.maxBytes - this.bytes - reserve * 4));
  }
};

// src/report/common.ts
function groupFindings(findings) {
  const groups = { current: [], unchanged: [], fixed: [], exempted: [] };
  for (const f of sortFindings(findings)) {
    if (f.change === "fixed") groups.fixed.push(f);
    else if (f.exempted) groups.exempted.push(f);
    else if (f.change === "unchanged") groups.unchanged.push(f);
    else groups.current.push(f);
  }
  return groups;
}
var VERDICT_ORDER = { fail: 0, inconclusive: 1 };
function sortFindings(findings) {
  return [...findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict] || cmp(targetLabel(a), targetLabel(b)) || cmp(a.ruleId, b.ruleId) || cmp(a.resource ? describeRef(a.resource) : "", b.resource ? describeRef(b.resource) : "") || cmp(a.path ?? "", b.path ?? "") || cmp(a.fingerprint, b.fingerprint)
  );
}
function sortChanges(changes) {
  return [...changes].sort(
    (a, b) => cmp(targetLabel(a), targetLabel(b)) || cmp(describeRef(a.resource), describeRef(b.resource)) || cmp(a.resource.apiVersion, b.resource.apiVersion)
  );
}
function changesByTarget(changes) {
  const map = /* @__PURE__ */ new Map();
  for (const change of sortChanges(changes)) {
    const key = targetLabel(change);
    map.set(key, [...map.get(key) ?? [], change]);
  }
  return map;
}
function targetLabel(t) {
  return `${t.app}/${t.environment}`;
}
function locationText(loc) {
  if (!loc) return void 0;
  if (!loc.file) return loc.renderedLine ? `rendered line ${loc.renderedLine}` : void 0;
  const line = loc.line ? `:${loc.line}` : "";
  const approx = loc.line && loc.exact === false ? " (approximate)" : "";
  return `${loc.file}${line}${approx}`;
}
function countsLine(report2) {
  const s = report2.summary;
  const parts = [`${s.fail} fail`, `${s.inconclusive} inconclusive`, `${s.warning} warning`];
  if (s.note !== void 0) parts.push(`${s.note} note`);
  if (s.exempted !== void 0) parts.push(`${s.exempted} exempted`);
  return `${plural2(s.targets, "target")}, ${plural2(s.resources, "resource")}: ${parts.join(", ")}`;
}
function revisionLine(report2) {
  const short = (sha) => sha.slice(0, 12);
  if (report2.base && report2.head) {
    return `base ${report2.base.ref} (${short(report2.base.sha)}) \u2192 head ${report2.head.ref} (${short(report2.head.sha)})`;
  }
  if (report2.ref) return `at ${report2.ref.ref} (${short(report2.ref.sha)})`;
  return void 0;
}
function plural2(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/report/markdown-escape.ts
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
var BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
var ZWSP = "\u200B";
function clean(text) {
  return text.replace(CONTROL, "\uFFFD").replace(BIDI, "\uFFFD");
}
function neutralizeMentions(text) {
  return text.replace(/@/g, `@${ZWSP}`);
}
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function htmlText(text) {
  return neutralizeMentions(escapeHtml(clean(text).replace(/\s*[\r\n]+\s*/g, " ")));
}
function escapeInline(text) {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, " ");
  const escaped = flat.replace(/[\\`*_{}[\]()#+\-.!|~:]/g, "\\$&");
  return neutralizeMentions(escapeHtml(escaped));
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const run3 of text.match(/`+/g) ?? []) longest = Math.max(longest, run3.length);
  return longest;
}
function codeSpan(text) {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, " ");
  if (flat.trim() === "") return "`(empty)`";
  const ticks = "`".repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") && flat.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}
function tableCell(markdown) {
  return markdown.replace(/(?<!\\)\|/g, "\\|");
}
function codeBlock(text, info = "") {
  const body = clean(text).replace(/\r\n?/g, "\n");
  const fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
  const content = body.endsWith("\n") || body === "" ? body : `${body}
`;
  return `${fence}${info}
${content}${fence}
`;
}
function encodePath(file) {
  return file.replace(/^\.?\/+/, "").split("/").map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join("/");
}

// src/report/markdown-sections.ts
var MAX_MESSAGE = 1e3;
var FINDING_HEADER = "| Severity | Rule | Target | Object | Message | Location |\n|---|---|---|---|---|---|\n";
var EXEMPT_HEADER = "| Rule | Target | Object | Message | Exempted because |\n|---|---|---|---|---|\n";
function clip(text, max) {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}\u2026`;
}
function severityCell(f) {
  if (f.verdict === "inconclusive") return "\u26AA inconclusive";
  return f.severity === "error" ? "\u{1F534} error" : f.severity === "warning" ? "\u{1F7E1} warning" : "\u{1F535} note";
}
function locationMarkdown(f, headUrl) {
  const text = locationText(f.location);
  if (!text || !f.location) return "";
  if (!headUrl || !f.location.file) return codeSpan(text);
  const base = headUrl.trim().replace(/\/+$/, "").replace(/[\s()<>]/g, encodeURIComponent);
  const anchor = f.location.line ? `#L${f.location.line}` : "";
  return `[${escapeInline(text)}](${base}/${encodePath(f.location.file)}${anchor})`;
}
function findingRow(f, headUrl) {
  const cells = [
    severityCell(f),
    codeSpan(f.ruleId),
    codeSpan(targetLabel(f)),
    f.resource ? codeSpan(describeRef(f.resource)) : "",
    escapeInline(clip(f.message, MAX_MESSAGE)) + (f.remediation ? `<br>${escapeInline(clip(f.remediation, MAX_MESSAGE))}` : ""),
    locationMarkdown(f, headUrl)
  ];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
function exemptRow(f) {
  const reason = f.exempted ? `${f.exempted.by}: ${f.exempted.reason}` : "";
  const cells = [
    codeSpan(f.ruleId),
    codeSpan(targetLabel(f)),
    f.resource ? codeSpan(describeRef(f.resource)) : "",
    escapeInline(clip(f.message, MAX_MESSAGE)),
    escapeInline(clip(reason, MAX_MESSAGE))
  ];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
function targetRow(t) {
  const cells = [codeSpan(targetLabel(t)), t.kind, t.status, String(t.resources), codeSpan(t.path), t.reason ? escapeInline(clip(t.reason, MAX_MESSAGE)) : ""];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
function imageRow(img) {
  const ref = img.tag ? `${img.image}:${img.tag}` : img.image;
  const digest = img.digest ?? (img.resolved ? `${img.resolved.digest} (resolved ${img.resolved.at})` : "");
  const record = img.recordId ? `${img.recordId}${img.decision ? `: ${img.decision}` : ""}` : "";
  const cells = [codeSpan(targetLabel(img)), codeSpan(ref), digest ? codeSpan(digest) : "", record ? codeSpan(record) : "", escapeInline(img.status)];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
function objectBlock(change) {
  const title = `##### ${change.action} ${codeSpan(describeRef(change.resource))} ${codeSpan(change.resource.apiVersion)}`;
  return `${title}

${codeBlock(change.diff, "diff")}
`;
}
function targetSummary(target, list2) {
  const counts = ["added", "modified", "removed"].map((a) => [a, list2.filter((c) => c.action === a).length]).filter(([, n]) => n > 0).map(([a, n]) => `${n} ${a}`);
  return `<details><summary>${htmlText(target)}: ${list2.length} object${list2.length === 1 ? "" : "s"} changed (${counts.join(", ")})</summary>

`;
}
function addSection(budget, parts, frame, items, reserve) {
  const closing = codePoints(frame.close) + codePoints(frame.more(items.length));
  const child2 = budget.remaining(reserve + closing);
  if (!child2.fits(frame.open)) return items.length;
  child2.add(frame.open);
  let shown2 = 0;
  while (shown2 < items.length && child2.fits(items[shown2])) child2.add(items[shown2++]);
  if (shown2 === 0 && items.length > 0) return items.length;
  const omitted = items.length - shown2;
  parts.push(budget.add(frame.open + items.slice(0, shown2).join("") + (omitted > 0 ? frame.more(omitted) : "") + frame.close));
  return omitted;
}
function tailSections(report2, budget) {
  const parts = [];
  const images = report2.images ?? [];
  if (images.length > 0) {
    const open = `### Images (${images.length})

| Target | Image | Digest | Gate record | Status |
|---|---|---|---|---|
`;
    addSection(budget, parts, { open, close: "\n", more: (n) => `
_${n} more images: see the job summary / report artifact._
` }, images.map(imageRow), 0);
  }
  const notices = report2.notices ?? [];
  if (notices.length > 0) {
    const items = notices.map((n) => `- ${escapeInline(clip(n, MAX_MESSAGE))}
`);
    addSection(budget, parts, { open: "### Notices\n\n", close: "\n", more: (n) => `- _${n} more notices: see the job summary / report artifact._
` }, items, 0);
  }
  return parts.join("");
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", fail: "\u274C", inconclusive: "\u26A0\uFE0F" };
var NOTE_RESERVE = 400;
var TAIL_SHARE = 0.2;
var SEE_ALSO = "see the job summary / report artifact";
function renderMarkdown(report2, opts = {}) {
  const budget = new Budget(Math.max(1e3, opts.maxChars ?? DEFAULT_MAX_CHARS), Math.max(4e3, opts.maxBytes ?? MAX_BYTES));
  const parts = [];
  parts.push(budget.add(header(report2, opts.marker)));
  const tail = tailSections(report2, new Budget(Math.floor(budget.maxChars * TAIL_SHARE), Math.floor(budget.maxBytes * TAIL_SHARE)));
  const footer = `
<sub>${escapeHtml(`deploy-gate ${report2.tool.version}`)}</sub>
`;
  const reserve = codePoints(tail) + codePoints(footer) + NOTE_RESERVE;
  let omittedFindings = findingSections(report2, budget, parts, reserve, opts.headUrl);
  omittedFindings += targetsSection(report2, budget, parts, reserve);
  const { shown: shown2, omitted } = changesSection(report2, budget, parts, reserve);
  const notes = [];
  if (omitted > 0) notes.push(`\u26A0\uFE0F ${plural2(omitted, "more object")} not shown (${shown2} of ${shown2 + omitted} changed objects shown), ${SEE_ALSO}.`);
  if (omittedFindings > 0) notes.push(`\u26A0\uFE0F ${plural2(omittedFindings, "more row")} of findings and targets not shown, ${SEE_ALSO}.`);
  const body = parts.join("") + notes.map((n) => `
${n}
`).join("") + (tail ? `
${tail}` : "") + footer;
  return withinLimits(body, budget) ? body : minimal(report2, opts.marker);
}
function withinLimits(body, budget) {
  return codePoints(body) <= budget.maxChars && utf8Bytes(body) <= budget.maxBytes;
}
function minimal(report2, marker) {
  return `${header(report2, marker)}
\u26A0\uFE0F The full report does not fit in a comment, ${SEE_ALSO}.
`;
}
function header(report2, marker) {
  const lines2 = [];
  if (marker) lines2.push(marker);
  lines2.push(`### ${ICON[report2.verdict]} deploy-gate ${report2.mode}: **${report2.verdict.toUpperCase()}**`, "");
  lines2.push(escapeInline(countsLine(report2)));
  const rev = revision(report2);
  if (rev) lines2.push("", rev);
  return `${lines2.join("\n")}

`;
}
function revision(report2) {
  const short = (sha) => codeSpan(sha.slice(0, 12));
  if (report2.base && report2.head) {
    return `base ${codeSpan(report2.base.ref)} (${short(report2.base.sha)}) \u2192 head ${codeSpan(report2.head.ref)} (${short(report2.head.sha)})`;
  }
  return report2.ref ? `at ${codeSpan(report2.ref.ref)} (${short(report2.ref.sha)})` : void 0;
}
function findingSections(report2, budget, parts, reserve, headUrl) {
  const groups = groupFindings(report2.findings);
  const row = (f) => findingRow(f, headUrl);
  const more = (n) => `
_${plural2(n, "more finding")}: ${SEE_ALSO}._
`;
  const title = report2.mode === "check" ? "Introduced findings" : "Findings";
  let omitted = 0;
  if (groups.current.length === 0) {
    parts.push(budget.add(report2.mode === "check" ? "No finding introduced by this change.\n\n" : "No findings.\n\n"));
  } else {
    const open = `#### ${title} (${groups.current.length})

${FINDING_HEADER}`;
    omitted += addSection(budget, parts, { open, close: "\n", more }, groups.current.map(row), reserve);
  }
  const collapsed = [
    { title: "Unchanged findings, also present at base", list: groups.unchanged, rows: groups.unchanged.map(row), head: FINDING_HEADER },
    { title: "Fixed findings", list: groups.fixed, rows: groups.fixed.map(row), head: FINDING_HEADER },
    { title: "Exempted findings", list: groups.exempted, rows: groups.exempted.map(exemptRow), head: EXEMPT_HEADER }
  ];
  for (const g of collapsed) {
    if (g.list.length === 0) continue;
    const open = `<details><summary>${g.title} (${g.list.length})</summary>

${g.head}`;
    omitted += addSection(budget, parts, { open, close: "\n</details>\n\n", more }, g.rows, reserve);
  }
  return omitted;
}
function targetsSection(report2, budget, parts, reserve) {
  if (report2.targets.length === 0) {
    parts.push(budget.add("No targets found: nothing was rendered or checked.\n\n"));
    return 0;
  }
  const byStatus = /* @__PURE__ */ new Map();
  for (const t of report2.targets) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(", ");
  const open = `<details><summary>Targets (${report2.targets.length}): ${counts}</summary>

| Target | Kind | Status | Resources | Path | Reason |
|---|---|---|---|---|---|
`;
  const more = (n) => `
_${plural2(n, "more target")}: ${SEE_ALSO}._
`;
  return addSection(budget, parts, { open, close: "\n</details>\n\n", more }, report2.targets.map(targetRow), reserve);
}
function changesSection(report2, budget, parts, reserve) {
  const total = report2.changes.length;
  if (total === 0) {
    parts.push(budget.add("#### Changes\n\nNo rendered object changed.\n\n"));
    return { shown: 0, omitted: 0 };
  }
  parts.push(budget.add(`#### Changes (${plural2(total, "object")})

`));
  let shown2 = 0;
  let stopped = false;
  for (const [target, list2] of changesByTarget(report2.changes)) {
    if (stopped) continue;
    const frame = { open: targetSummary(target, list2), close: "</details>\n\n", more: () => "" };
    const blocks = list2.map(objectBlock);
    const left = addSection(budget, parts, frame, blocks, reserve);
    shown2 += list2.length - left;
    if (left > 0) stopped = true;
  }
  return { shown: shown2, omitted: total - shown2 };
}

// src/report/json.ts
function renderJson(report2) {
  return `${JSON.stringify(report2, null, 2)}
`;
}

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var FINGERPRINT_KEY = "deployGate/v1";
var CONFIG_FILE = ".deploy-gate.yaml";
function renderSarif(report2) {
  const findings = sortFindings(report2.findings.filter((f) => f.change !== "fixed"));
  const ruleIds = [...RULES.map((r) => r.id)];
  for (const f of findings) if (!ruleIds.includes(f.ruleId)) ruleIds.push(f.ruleId);
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "deploy-gate", version: report2.tool.version, semanticVersion: report2.tool.version, rules: ruleIds.map(ruleDescriptor) } },
        automationDetails: { id: `deploy-gate/${report2.mode}/` },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The root of the deploy repository" } } },
        results: findings.map((f) => result(f, index.get(f.ruleId) ?? 0, report2))
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function ruleDescriptor(id) {
  const rule = RULES.find((r) => r.id === id);
  const summary = rule?.summary ?? id;
  const verdict = rule?.verdict ?? "fail";
  const meaning = verdict === "inconclusive" ? "A finding of this rule means something could not be checked: the gate verdict becomes inconclusive, never pass." : "A finding of this rule with severity error fails the gate.";
  return {
    id,
    name: id.replace(/[/-](\w)/g, (_m, ch) => ch.toUpperCase()),
    shortDescription: { text: summary },
    fullDescription: { text: `${summary}. ${meaning}` },
    help: {
      text: `${summary}. ${meaning} Opt a resource out with the annotation deploy-gate.io/ignore: "${id}" plus deploy-gate.io/ignore-reason.`
    },
    defaultConfiguration: { level: level(defaultSeverity(id)) },
    properties: { tags: [id.split("/")[0] ?? id, `verdict:${verdict}`] }
  };
}
function defaultSeverity(id) {
  return defaultSeverities()[id] ?? "error";
}
function level(severity) {
  return severity;
}
function result(f, ruleIndex, report2) {
  const object = f.resource ? ` (${describeRef(f.resource)} in ${targetLabel(f)})` : ` (${targetLabel(f)})`;
  const out = {
    ruleId: f.ruleId,
    ruleIndex,
    level: level(f.severity),
    message: { text: `${f.message}${object}` },
    locations: [location(f, report2)],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    properties: {
      verdict: f.verdict,
      target: targetLabel(f),
      ...f.change ? { change: f.change } : {},
      ...f.path ? { pointer: f.path } : {},
      ...f.remediation ? { remediation: f.remediation } : {}
    }
  };
  if (f.exempted) out.suppressions = [{ kind: "inSource", justification: `${f.exempted.by}: ${f.exempted.reason}` }];
  return out;
}
function location(f, report2) {
  const logical = f.resource ? [{ name: f.resource.name, fullyQualifiedName: `${targetLabel(f)}/${describeRef(f.resource)}`, kind: "object" }] : void 0;
  const file = f.location?.file || report2.targets.find((t) => t.app === f.app && t.environment === f.environment)?.path || CONFIG_FILE;
  const region = {};
  if (f.location?.file && f.location.line && f.location.line > 0) region.startLine = f.location.line;
  if (region.startLine && f.location?.column && f.location.column > 0) region.startColumn = f.location.column;
  const physical = { artifactLocation: { uri: toUri(file), uriBaseId: "%SRCROOT%" } };
  if (Object.keys(region).length > 0) physical.region = region;
  return { physicalLocation: physical, ...logical ? { logicalLocations: logical } : {} };
}
function toUri(file) {
  return file.replace(/^\.?\/+/, "").split("/").map(encodeURIComponent).join("/");
}

// src/report/text.ts
var CODES = { red: "31", green: "32", yellow: "33", cyan: "36", dim: "2", bold: "1" };
function cleanTerminal(text) {
  return text.replace(/[\x00-\x08\x0B-\x1F\x7F-\x9F]/g, "\uFFFD");
}
function renderText(report2, opts) {
  const paint = opts.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_c, text) => text;
  const c = (text) => cleanTerminal(text);
  const out = [];
  const colour = report2.verdict === "pass" ? CODES.green : report2.verdict === "fail" ? CODES.red : CODES.yellow;
  out.push(paint(CODES.bold, `deploy-gate ${report2.mode}: `) + paint(colour, report2.verdict.toUpperCase()));
  const rev = revisionLine(report2);
  if (rev) out.push(c(rev));
  out.push(countsLine(report2));
  out.push(...noticesSection(report2, c));
  out.push(...targetsSection2(report2, c));
  const groups = groupFindings(report2.findings);
  const current = report2.mode === "check" ? "Introduced findings" : "Findings";
  out.push(...findingsSection(current, groups.current, paint, c));
  out.push(...findingsSection("Unchanged findings (also at base)", groups.unchanged, paint, c));
  out.push(...findingsSection("Fixed findings", groups.fixed, paint, c));
  out.push(...findingsSection("Exempted findings", groups.exempted, paint, c));
  out.push(...changesSection2(report2.changes, paint, c));
  out.push(...imagesSection(report2, c));
  return `${out.join("\n")}
`;
}
function noticesSection(report2, c) {
  const notices = report2.notices ?? [];
  return notices.length === 0 ? [] : ["", "Notices", ...notices.map((n) => `  - ${c(n)}`)];
}
function targetsSection2(report2, c) {
  if (report2.targets.length === 0) return ["", "Targets: none found"];
  const width = Math.max(...report2.targets.map((t) => targetLabel(t).length));
  const rows = report2.targets.map((t) => {
    const reason = t.reason ? ` (${t.reason})` : "";
    return `  ${c(targetLabel(t).padEnd(width))}  ${t.kind.padEnd(9)}  ${t.status.padEnd(9)}  ${String(t.resources).padStart(4)} resources  ${c(t.path)}${c(reason)}`;
  });
  return ["", "Targets", ...rows];
}
function findingsSection(title, findings, paint, c) {
  if (findings.length === 0) return [];
  const lines2 = ["", `${title} (${findings.length})`];
  for (const f of findings) {
    const sev = f.severity === "error" ? CODES.red : f.severity === "warning" ? CODES.yellow : CODES.cyan;
    const verdict = f.verdict === "inconclusive" ? " (inconclusive)" : "";
    const object = f.resource ? `  ${describeRef(f.resource)}` : "";
    const where2 = locationText(f.location);
    lines2.push(`  ${paint(sev, f.severity.padEnd(7))} ${c(f.ruleId)}${verdict}  ${c(targetLabel(f))}${c(object)}${where2 ? `  ${c(where2)}` : ""}`);
    for (const line of f.message.split("\n")) lines2.push(`          ${c(line)}`);
    if (f.path) lines2.push(paint(CODES.dim, `          at ${c(f.path)}`));
    if (f.exempted) lines2.push(paint(CODES.dim, `          exempted by ${f.exempted.by}: ${c(f.exempted.reason)}`));
    if (f.remediation) lines2.push(paint(CODES.dim, `          fix: ${c(f.remediation)}`));
  }
  return lines2;
}
function changesSection2(changes, paint, c) {
  if (changes.length === 0) return ["", "Changes: none"];
  const lines2 = ["", `Changes (${changes.length})`];
  for (const [target, list2] of changesByTarget(changes)) {
    for (const change of list2) {
      lines2.push("", paint(CODES.bold, `  ${c(target)}  ${change.action}  ${c(describeRef(change.resource))}`));
      for (const line of change.diff.replace(/\n$/, "").split("\n")) lines2.push(`    ${diffLine(c(line), paint)}`);
    }
  }
  return lines2;
}
function diffLine(line, paint) {
  if (line.startsWith("+++") || line.startsWith("---")) return paint(CODES.bold, line);
  if (line.startsWith("+")) return paint(CODES.green, line);
  if (line.startsWith("-")) return paint(CODES.red, line);
  if (line.startsWith("@@")) return paint(CODES.cyan, line);
  return line;
}
function imagesSection(report2, c) {
  const images = report2.images ?? [];
  if (images.length === 0) return [];
  const lines2 = ["", `Images (${images.length})`];
  for (const img of images) {
    const ref = img.digest ? `${img.image}@${img.digest}` : img.tag ? `${img.image}:${img.tag}` : img.image;
    const resolved = img.resolved ? ` \u2192 ${img.resolved.digest} (resolved ${img.resolved.at})` : "";
    const record = img.recordId ? ` record ${img.recordId}${img.decision ? ` (${img.decision})` : ""}` : "";
    lines2.push(`  ${c(targetLabel(img))}  ${c(ref)}${c(resolved)}  ${c(img.status)}${c(record)}`);
  }
  return lines2;
}

// src/report/index.ts
function formatReport(report2, format, opts = {}) {
  const sanitizer = createSanitizer(opts.sanitize);
  const clean2 = sanitizeDeep(report2, sanitizer);
  switch (format) {
    case "text":
      return renderText(clean2, { color: opts.color ?? false });
    case "json":
      return renderJson(clean2);
    case "sarif":
      return renderSarif(clean2);
    case "markdown":
      return renderMarkdown(clean2, opts.markdown);
    default:
      throw new Error(`unknown report format: ${String(format)}`);
  }
}

export {
  UsageError,
  describeRef,
  toolVersion,
  execTool,
  resolveTools,
  renderTarget,
  loadPolicies,
  renderRulesDoc,
  renderRulesTable,
  parseRendered,
  openSide,
  configPathOf,
  configAt,
  targetId,
  environmentOf,
  redactObject,
  normalizeForDiff,
  stringifyYaml,
  discover,
  mergeReports,
  run2 as run,
  renderMarkdown,
  unmaskableSecrets,
  sanitize,
  createSanitizer,
  secretForms,
  sanitizeDeep,
  formatReport
};
