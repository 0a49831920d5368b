// A chart whose objects leak credential values every way the security review found (item 1).
export const CONFIG = 'version: 1\ntargets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n';
export const CHART = 'apiVersion: v2\nname: web\nversion: 0.1.0\n';
export const TEMPLATES = `apiVersion: v1
kind: Secret
metadata: {name: web, namespace: ns}
stringData:
  api-key: {{ .Values.apiKey | quote }}
  pin: {{ .Values.pin }}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: web, namespace: ns}
data:
  note: {{ .Values.apiKey | quote }}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: ns}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: reg.example/web:1.0.0
          args: ["--db-pass", {{ .Values.dbPass | quote }}, "--auth={{ .Values.authArg }}"]
          env:
            - {name: DB_PASSWD, value: {{ .Values.passwd | quote }}}
            - {name: DB_PWD, value: {{ .Values.pwd | quote }}}
            - {name: AUTH, value: {{ .Values.auth | quote }}}
            - {name: DSN, value: "host=db?user=app&password={{ .Values.query }}"}
            - {name: LOG_LEVEL, value: debug-visible}
`;
const values = (s: string) => ({
  apiKey: `reused-canary-${s}`,
  pin: s === 'base' ? '12:34:56' : '65:43:21',
  dbPass: `dbpass-canary-${s}`,
  authArg: `authflag-canary-${s}`,
  passwd: `passwd-canary-${s}`,
  pwd: `pwd-canary-${s}`,
  auth: `auth-canary-${s}`,
  query: `query-canary-${s}`,
});
export const valuesYaml = (s: string) =>
  Object.entries(values(s))
    .map(([k, v]) => `${k}: "${v}"`)
    .join('\n') + '\n';
export const CANARIES = [...Object.values(values('base')), ...Object.values(values('head'))];
