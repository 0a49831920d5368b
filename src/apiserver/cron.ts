/**
 * CronJob schedules as robfig/cron's standard parser reads them (batch/validation
 * validateScheduleFormat): five fields or a `@` descriptor. `CRON_TZ=`/`TZ=` prefixes are
 * refused on create since Kubernetes 1.25 (use `timeZone`).
 */
const DESCRIPTORS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface Bounds {
  min: number;
  max: number;
  names?: string[];
}
const FIELDS: Bounds[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: MONTHS },
  { min: 0, max: 6, names: DAYS },
];

/** robfig's error text for a schedule it cannot parse; undefined when it parses. */
export function scheduleError(schedule: string): string | undefined {
  const trimmed = schedule.trim();
  if (trimmed.startsWith('@')) {
    if (DESCRIPTORS.has(trimmed)) return undefined;
    if (/^@every\s+\S+$/.test(trimmed)) return undefined;
    return `unrecognized descriptor: ${trimmed}`;
  }
  const fields = trimmed.split(/\s+/);
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]`;
  for (let i = 0; i < 5; i++) {
    const error = fieldError(fields[i] ?? '', FIELDS[i] as Bounds);
    if (error) return error;
  }
  return undefined;
}

function fieldError(field: string, bounds: Bounds): string | undefined {
  for (const part of field.split(',')) {
    const [range = '', step, extra] = part.split('/');
    if (extra !== undefined) return `too many slashes: ${part}`;
    if (step !== undefined && !/^\d+$/.test(step)) return `failed to parse int from ${step}`;
    if (range === '*' || range === '?') continue;
    const [lo = '', hi, more] = range.split('-');
    if (more !== undefined) return `too many hyphens: ${range}`;
    for (const end of hi === undefined ? [lo] : [lo, hi]) {
      const value = valueOf(end, bounds);
      if (value === undefined) return `failed to parse int from ${end}`;
      if (value < bounds.min) return `beginning of range (${value}) below minimum (${bounds.min}): ${part}`;
      if (value > bounds.max) return `end of range (${value}) above maximum (${bounds.max}): ${part}`;
    }
  }
  return undefined;
}

function valueOf(text: string, bounds: Bounds): number | undefined {
  const named = bounds.names?.indexOf(text.toLowerCase()) ?? -1;
  if (named >= 0) return named + bounds.min;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Whether an IANA time zone name is one this runtime knows (Go's LoadLocation reads the same database). */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.toLowerCase() === 'local') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
