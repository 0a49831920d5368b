import { isTimeZone, scheduleError } from './cron.js';
import { selectorEmpty, selectorMatches, validateLabelSelector, validateLabels } from './metadata.js';
import { ANY_RESTART, validatePodSpec, type RestartPolicies } from './pod.js';
import { validatePersistentVolumeClaimSpec } from './storage.js';
import { checkEnum, checkIntOrPercent, checkMin, isSet, list, num, obj, str, type Rejections } from './rejections.js';

const APPS = 'apps/validation/validation.go';
const BATCH = 'batch/validation/validation.go';
const CORE = 'core/validation/validation.go';

/** A pod template at `path`: its labels and its pod spec. */
function validateTemplate(
  r: Rejections,
  path: string,
  template: unknown,
  restart: RestartPolicies,
  addedVolumes: readonly string[] = [],
): Record<string, unknown> {
  const t = obj(template);
  const labels = obj(obj(t['metadata'])['labels']);
  validateLabels(r, `${path}/metadata/labels`, labels);
  validatePodSpec(r, `${path}/spec`, obj(t['spec']), restart, addedVolumes);
  return labels;
}

/** Selector required, not empty, valid, and selecting the template's labels. */
function validateSelector(
  r: Rejections,
  spec: Record<string, unknown>,
  labels: Record<string, unknown>,
  cite: string,
): void {
  if (!isSet(spec['selector'])) return; // required: the OpenAPI says so
  if (selectorEmpty(spec['selector'])) {
    r.add('/spec/selector', 'Invalid value: {}: empty selector is invalid for deployment', cite);
    return;
  }
  validateLabelSelector(r, '/spec/selector', spec['selector']);
  if (!selectorMatches(spec['selector'], labels))
    r.add('/spec/template/metadata/labels', 'Invalid value: `selector` does not match template `labels`', cite);
}

/** maxUnavailable and maxSurge (their defaults: Deployment 25 % surge, DaemonSet 0) may not both be 0. */
function validateRollingUpdate(r: Rejections, path: string, value: unknown, cite: string, surgeDefault: number): void {
  const ru = obj(value);
  const unavailable = checkIntOrPercent(r, `${path}/maxUnavailable`, ru['maxUnavailable'], cite);
  const surge = isSet(ru['maxSurge']) ? checkIntOrPercent(r, `${path}/maxSurge`, ru['maxSurge'], cite) : surgeDefault;
  if (unavailable === 0 && surge === 0)
    r.add(`${path}/maxUnavailable`, 'Invalid value: 0: may not be 0 when `maxSurge` is 0', cite);
}

function validateDeployment(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${APPS} ValidateDeploymentSpec`;
  const labels = validateTemplate(r, '/spec/template', spec['template'], ['Always']);
  validateSelector(r, spec, labels, cite);
  for (const field of ['replicas', 'minReadySeconds', 'revisionHistoryLimit'])
    checkMin(r, `/spec/${field}`, spec[field], 0, cite);
  const strategy = obj(spec['strategy']);
  checkEnum(
    r,
    '/spec/strategy/type',
    strategy['type'],
    ['Recreate', 'RollingUpdate'],
    `${APPS} ValidateDeploymentStrategy`,
  );
  if (strategy['type'] === 'Recreate' && isSet(strategy['rollingUpdate']))
    r.add(
      '/spec/strategy/rollingUpdate',
      "Forbidden: may not be specified when strategy `type` is 'Recreate'",
      `${APPS} ValidateDeploymentStrategy`,
    );
  else if (isSet(strategy['rollingUpdate']))
    validateRollingUpdate(
      r,
      '/spec/strategy/rollingUpdate',
      strategy['rollingUpdate'],
      `${APPS} ValidateRollingUpdateDeployment`,
      25,
    );
  const deadline = num(spec['progressDeadlineSeconds']);
  const minReady = num(spec['minReadySeconds']) ?? 0;
  if (deadline !== undefined && deadline <= minReady)
    r.add('/spec/progressDeadlineSeconds', `Invalid value: ${deadline}: must be greater than minReadySeconds`, cite);
}

function validateReplicaSet(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${APPS} ValidateReplicaSetSpec`;
  const labels = validateTemplate(r, '/spec/template', spec['template'], ['Always']);
  validateSelector(r, spec, labels, cite);
  checkMin(r, '/spec/replicas', spec['replicas'], 0, cite);
  checkMin(r, '/spec/minReadySeconds', spec['minReadySeconds'], 0, cite);
}

function validateDaemonSet(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${APPS} ValidateDaemonSetSpec`;
  const labels = validateTemplate(r, '/spec/template', spec['template'], ['Always']);
  validateSelector(r, spec, labels, cite);
  const strategy = obj(spec['updateStrategy']);
  checkEnum(
    r,
    '/spec/updateStrategy/type',
    strategy['type'],
    ['OnDelete', 'RollingUpdate'],
    `${APPS} ValidateDaemonSetUpdateStrategy`,
  );
  if (strategy['type'] === 'RollingUpdate' || (strategy['type'] === undefined && isSet(strategy['rollingUpdate'])))
    validateRollingUpdate(
      r,
      '/spec/updateStrategy/rollingUpdate',
      strategy['rollingUpdate'],
      `${APPS} ValidateRollingUpdateDaemonSet`,
      0,
    );
}

function validateStatefulSet(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${APPS} ValidateStatefulSetSpec`;
  const claims = list(spec['volumeClaimTemplates']).map((t) => str(obj(obj(t)['metadata'])['name']) ?? '');
  const labels = validateTemplate(r, '/spec/template', spec['template'], ['Always'], claims);
  validateSelector(r, spec, labels, cite);
  checkMin(r, '/spec/replicas', spec['replicas'], 0, cite);
  checkMin(r, '/spec/minReadySeconds', spec['minReadySeconds'], 0, cite);
  checkEnum(r, '/spec/podManagementPolicy', spec['podManagementPolicy'], ['OrderedReady', 'Parallel'], cite);
  const strategy = obj(spec['updateStrategy']);
  checkEnum(r, '/spec/updateStrategy/type', strategy['type'], ['RollingUpdate', 'OnDelete'], cite);
  if (strategy['type'] === 'OnDelete' && isSet(strategy['rollingUpdate']))
    r.add('/spec/updateStrategy/rollingUpdate', "Invalid value: only allowed for updateStrategy 'RollingUpdate'", cite);
  const ru = obj(strategy['rollingUpdate']);
  checkMin(r, '/spec/updateStrategy/rollingUpdate/partition', ru['partition'], 0, cite);
  // rollingUpdate.maxUnavailable needs MaxUnavailableStatefulSet (alpha, off): the API server drops it unchecked.
  const retention = obj(spec['persistentVolumeClaimRetentionPolicy']);
  for (const field of ['whenDeleted', 'whenScaled'])
    checkEnum(r, `/spec/persistentVolumeClaimRetentionPolicy/${field}`, retention[field], ['Retain', 'Delete'], cite);
  checkMin(r, '/spec/ordinals/start', obj(spec['ordinals'])['start'], 0, cite);
  list(spec['volumeClaimTemplates']).forEach((t, i) =>
    validatePersistentVolumeClaimSpec(r, `/spec/volumeClaimTemplates/${i}/spec`, obj(obj(t)['spec'])),
  );
}

/** Job spec at `path` (a Job's /spec or a CronJob's /spec/jobTemplate/spec). */
function validateJobSpec(r: Rejections, path: string, spec: Record<string, unknown>): void {
  const cite = `${BATCH} validateJobSpec`;
  const labels = validateTemplate(r, `${path}/template`, spec['template'], ['OnFailure', 'Never']);
  for (const field of ['parallelism', 'completions', 'backoffLimit'])
    checkMin(r, `${path}/${field}`, spec[field], 0, cite);
  checkMin(r, `${path}/activeDeadlineSeconds`, spec['activeDeadlineSeconds'], 1, cite);
  checkMin(r, `${path}/ttlSecondsAfterFinished`, spec['ttlSecondsAfterFinished'], 0, cite);
  const mode = spec['completionMode'];
  checkEnum(r, `${path}/completionMode`, mode, ['NonIndexed', 'Indexed'], cite);
  if (mode === 'Indexed' && !isSet(spec['completions']))
    r.add(`${path}/completions`, 'Required value: when completion mode is Indexed', cite);
  if (isSet(spec['backoffLimitPerIndex']) && mode !== 'Indexed')
    r.add(`${path}/backoffLimitPerIndex`, 'Forbidden: requires indexed completion mode', cite);
  if (isSet(spec['podFailurePolicy']) && obj(obj(spec['template'])['spec'])['restartPolicy'] !== 'Never')
    r.add(
      `${path}/template/spec/restartPolicy`,
      'Invalid value: only "Never" is supported when podFailurePolicy is specified',
      cite,
    );
  if (spec['manualSelector'] === true && isSet(spec['selector'])) {
    validateLabelSelector(r, `${path}/selector`, spec['selector']);
    if (!selectorMatches(spec['selector'], labels))
      r.add(`${path}/template/metadata/labels`, 'Invalid value: `selector` does not match template `labels`', cite);
  }
}

function validateCronJob(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${BATCH} validateCronJobSpec`;
  const schedule = str(spec['schedule']);
  if (schedule !== undefined) {
    if (r.atLeast('1.25') && schedule.includes('TZ'))
      r.add(
        '/spec/schedule',
        `Invalid value: ${JSON.stringify(schedule)}: cannot use TZ or CRON_TZ in schedule, use timeZone field instead`,
        `${BATCH} validateScheduleFormat`,
      );
    else {
      const error = scheduleError(schedule.replace(/^(CRON_TZ|TZ)=\S+\s+/, ''));
      if (error)
        r.add(
          '/spec/schedule',
          `Invalid value: ${JSON.stringify(schedule)}: ${error}`,
          `${BATCH} validateScheduleFormat`,
        );
    }
  }
  const zone = str(spec['timeZone']);
  if (zone !== undefined && !isTimeZone(zone))
    r.add(
      '/spec/timeZone',
      `Invalid value: ${JSON.stringify(zone)}: unknown time zone ${zone}`,
      `${BATCH} validateTimeZone`,
    );
  checkEnum(r, '/spec/concurrencyPolicy', spec['concurrencyPolicy'], ['Allow', 'Forbid', 'Replace'], cite);
  for (const field of ['startingDeadlineSeconds', 'successfulJobsHistoryLimit', 'failedJobsHistoryLimit'])
    checkMin(r, `/spec/${field}`, spec[field], 0, cite);
  validateJobSpec(r, '/spec/jobTemplate/spec', obj(obj(spec['jobTemplate'])['spec']));
}

/** Kind → validator of its spec (the pod-bearing and batch kinds). */
export const WORKLOAD_VALIDATORS: Record<string, (r: Rejections, spec: Record<string, unknown>) => void> = {
  Deployment: validateDeployment,
  ReplicaSet: validateReplicaSet,
  DaemonSet: validateDaemonSet,
  StatefulSet: validateStatefulSet,
  Job: (r, spec) => validateJobSpec(r, '/spec', spec),
  CronJob: validateCronJob,
  ReplicationController: (r, spec) => {
    validateTemplate(r, '/spec/template', spec['template'], ['Always']);
    checkMin(r, '/spec/replicas', spec['replicas'], 0, `${CORE} ValidateReplicationControllerSpec`);
  },
  Pod: (r, spec) => validatePodSpec(r, '/spec', spec, ANY_RESTART),
};

/** PodTemplate keeps its template outside `spec`. */
export function validatePodTemplate(r: Rejections, object: Record<string, unknown>): void {
  validateTemplate(r, '/template', object['template'], ANY_RESTART);
}
