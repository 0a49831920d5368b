import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/http/exchange.ts
import http from "node:http";
import https from "node:https";
var HttpError = class extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
    this.name = "HttpError";
  }
  kind;
};
var MAX_REDIRECTS = 5;
var CREDENTIAL_HEADERS = /* @__PURE__ */ new Set(["authorization", "cookie", "proxy-authorization"]);
function toHeaders(raw) {
  const out = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === void 0) continue;
    out.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return out;
}
function describeError(err) {
  const code = err.code;
  const message = err instanceof Error ? err.message : String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
function hop(h, o) {
  const lib = h.url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const req = lib.request(h.url, {
      method: o.method ?? "GET",
      headers: h.headers,
      ...h.url.protocol === "https:" && o.agent ? { agent: o.agent } : {}
    });
    let settled = false;
    const fail = (err) => {
      if (!settled) reject(err);
      settled = true;
      h.signal.timers.delete(fail);
      req.destroy();
    };
    h.signal.timers.add(fail);
    req.on(
      "error",
      (err) => fail(err instanceof HttpError ? err : new HttpError("network", `${h.url.host}: ${describeError(err)}`))
    );
    req.on("response", (res) => {
      res.on("error", (err) => fail(new HttpError("network", `${h.url.host}: ${describeError(err)}`)));
      const declared = o.method === "HEAD" ? NaN : Number(res.headers["content-length"] ?? NaN);
      if (declared > o.maxBodyBytes)
        return fail(
          new HttpError(
            "too-large",
            `answer of ${declared} bytes from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`
          )
        );
      const chunks = [];
      let size = 0;
      res.on("data", (chunk) => {
        size += chunk.length;
        if (size > o.maxBodyBytes)
          fail(new HttpError("too-large", `answer from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`));
        else chunks.push(chunk);
      });
      res.on("end", () => {
        h.signal.timers.delete(fail);
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: toHeaders(res.headers),
          body: Buffer.concat(chunks),
          url: h.url.toString()
        });
      });
    });
    req.end();
  });
}
function withoutCredentials(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !CREDENTIAL_HEADERS.has(k.toLowerCase())));
}
function nextHop(res, current, headers, policy) {
  const location = res.headers.get("location");
  if (policy === "return" || !location || res.status < 300 || res.status >= 400 || res.status === 304) return void 0;
  const next = new URL(location, current);
  if (policy === "refuse")
    throw new HttpError(
      "redirect",
      `${current.host} redirected (${res.status}) to ${next.host}${next.pathname}; redirects are not followed`
    );
  if (next.protocol !== "http:" && next.protocol !== "https:")
    throw new HttpError("redirect", `${current.host} redirected to a ${next.protocol} URL`);
  if (policy === "same-host" && next.origin !== current.origin) {
    throw new HttpError(
      "redirect",
      `${current.host} redirected (${res.status}) to another host or scheme (${next.origin}); not followed`
    );
  }
  return { url: next, headers: next.host === current.host ? headers : withoutCredentials(headers) };
}
async function exchange(url, o) {
  const signal = { expired: false, timers: /* @__PURE__ */ new Set() };
  const timer = setTimeout(() => {
    signal.expired = true;
    for (const abort of signal.timers) abort(new HttpError("timeout", `no complete answer within ${o.timeoutMs} ms`));
  }, o.timeoutMs);
  let current = new URL(url);
  let headers = { ...o.headers ?? {} };
  try {
    for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
      if (signal.expired) throw new HttpError("timeout", `no complete answer within ${o.timeoutMs} ms`);
      const res = await hop({ url: current, headers, signal }, o);
      const next = nextHop(res, current, headers, o.redirects);
      if (!next) return res;
      current = next.url;
      headers = next.headers;
    }
    throw new HttpError("redirect", `more than ${MAX_REDIRECTS} redirects from ${new URL(url).host}`);
  } finally {
    clearTimeout(timer);
  }
}

// src/http/retry.ts
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function retryAfterMs(value, now = Date.now()) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function retryableStatus(status) {
  return status >= 500 || status === 429;
}
function retryableError(err, policy) {
  return err.kind === "network" || err.kind === "timeout" && policy.retryTimeouts === true;
}
function pauseBefore(retry, policy, response) {
  const hinted = response && (response.status === 429 || response.status === 503) ? retryAfterMs(response.headers.get("retry-after")) : void 0;
  if (hinted !== void 0 && hinted > policy.maxWaitMs) return void 0;
  const wait = Math.min(hinted ?? policy.baseDelayMs * 2 ** (retry - 1), policy.maxWaitMs);
  if (policy.deadline !== void 0 && Date.now() + wait >= policy.deadline) return void 0;
  return wait;
}
async function exchangeWithRetries(url, o, policy) {
  const pause = policy.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    let outcome;
    try {
      outcome = { ok: true, response: await exchange(url, o), attempts: attempt };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      outcome = { ok: false, error: err, attempts: attempt };
    }
    const again = outcome.ok ? retryableStatus(outcome.response.status) : retryableError(outcome.error, policy);
    if (!again || attempt >= policy.attempts) return outcome;
    const wait = pauseBefore(attempt, policy, outcome.ok ? outcome.response : void 0);
    if (wait === void 0) return outcome;
    await pause(wait);
  }
}

export {
  HttpError,
  exchange,
  exchangeWithRetries
};
