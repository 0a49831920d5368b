export { exchange, HttpError } from './exchange.js';
export type { ExchangeOptions, HttpResponse } from './exchange.js';
export { exchangeWithRetries, retryAfterMs } from './retry.js';
export type { Outcome, RetryPolicy } from './retry.js';
