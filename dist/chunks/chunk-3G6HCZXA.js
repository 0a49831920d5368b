import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/cache/memo.ts
function memoised(memo, key, make) {
  let value = memo.get(key);
  if (value === void 0) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

export {
  memoised
};
