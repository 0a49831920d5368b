{{- define "payments.image" -}}
{{- if .Values.image.digest -}}
{{ .Values.image.repository }}@{{ .Values.image.digest }}
{{- else -}}
{{ .Values.image.repository }}:{{ .Values.image.tag }}
{{- end -}}
{{- end -}}

{{- define "payments.labels" -}}
app.kubernetes.io/name: payments
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}
