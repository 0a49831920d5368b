// The real-repository suite's cases: public GitOps repositories at pinned commits, and pull
// requests written as their contributors would write them (renovate bumps, values edits, README
// edits, new apps, typos, removed APIs, removed limits). `expected` is what a platform engineer
// would want the required check to say with no config file and no network: a chart, base or
// repository that lives elsewhere cannot be checked offline, so such a PR is inconclusive with
// that reason — never a pass, never a fail. Run by scripts/real-repos.mjs; table in
// docs/real-repos.md.

const readme = (file = 'README.md') => ({ op: 'append', file, text: '\nSee the runbook for on-call steps.\n' });

export const REPOS = [
  {
    name: 'argoproj/argocd-example-apps',
    shape: 'Argo CD app-of-apps (helm chart of Applications), plain, Helm, Kustomize, hooks',
    commit: '0d521c6e049889134f3122eb32d7ed342f43ca0d',
    prs: [
      { id: 'readme', title: 'docs: mention the runbook', expected: 'pass', edits: [readme()] },
      {
        id: 'values-prod',
        title: 'helm-guestbook: production Service as NodePort',
        expected: 'pass',
        edits: [{ op: 'replace', file: 'helm-guestbook/values-production.yaml', from: 'LoadBalancer', to: 'NodePort' }],
      },
      {
        id: 'latest-tag',
        title: 'kustomize-guestbook: follow the newest frontend build',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'kustomize-guestbook/guestbook-ui-deployment.yaml',
            from: 'gb-frontend:v5',
            to: 'gb-frontend:latest',
          },
        ],
      },
      {
        id: 'removed-api',
        title: 'sock-shop: carts Deployment on extensions/v1beta1 (copied from an old tutorial)',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'sock-shop/base/carts-dep.yaml',
            from: 'apiVersion: apps/v1',
            to: 'apiVersion: extensions/v1beta1',
          },
        ],
      },
      {
        id: 'new-app',
        title: 'add the echo app (kustomize) to the app-of-apps',
        expected: 'pass',
        edits: [
          {
            op: 'replace',
            file: 'apps/values.yaml',
            from: '  - name: sock-shop\n',
            to: '  - name: sock-shop\n  - name: echo\n',
          },
          {
            op: 'write',
            file: 'echo/kustomization.yaml',
            text: 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - deployment.yaml\n',
          },
          {
            op: 'write',
            file: 'echo/deployment.yaml',
            text: [
              'apiVersion: apps/v1',
              'kind: Deployment',
              'metadata:',
              '  name: echo',
              'spec:',
              '  replicas: 2',
              '  selector:',
              '    matchLabels: {app: echo}',
              '  template:',
              '    metadata:',
              '      labels: {app: echo}',
              '    spec:',
              '      containers:',
              '        - name: echo',
              '          image: ealen/echo-server:0.9.2',
              '          ports: [{containerPort: 80}]',
              '          readinessProbe: {httpGet: {path: /, port: 80}}',
              '          resources:',
              '            requests: {cpu: 10m, memory: 32Mi}',
              '            limits: {memory: 64Mi}',
              '',
            ].join('\n'),
          },
        ],
      },
      {
        id: 'hook-sleep',
        title: 'pre-post-sync: the PostSync job waits longer',
        expected: 'pass',
        edits: [{ op: 'replace', file: 'pre-post-sync/post-sync-job.yaml', from: '"10"', to: '"20"' }],
      },
    ],
  },
  {
    name: 'kostis-codefresh/gitops-environment-promotion',
    shape: 'Kustomize base, variants and 12 environment overlays',
    commit: 'c99a92c87e4153825650075d07add98830958f41',
    prs: [
      {
        id: 'promote',
        title: 'promote 3.1 to prod-eu',
        expected: 'pass',
        edits: [
          { op: 'replace', file: 'envs/prod-eu/version.yml', from: 'simple-env-app:3.0', to: 'simple-env-app:3.1' },
        ],
      },
      {
        id: 'setting',
        title: 'qa: page limit 50',
        expected: 'pass',
        edits: [{ op: 'replace', file: 'envs/qa/settings.yml', from: '"25"', to: '"50"' }],
      },
      {
        id: 'base-image',
        title: 'base: default image 1.1 (every environment pins its own version)',
        expected: 'pass',
        edits: [{ op: 'replace', file: 'base/deployment.yml', from: 'simple-env-app:1.0', to: 'simple-env-app:1.1' }],
      },
      {
        id: 'qa-latest',
        title: 'qa: always test the newest build',
        expected: 'fail',
        edits: [
          { op: 'replace', file: 'envs/qa/version.yml', from: 'simple-env-app:1.0', to: 'simple-env-app:latest' },
        ],
      },
    ],
  },
  {
    name: 'fluxcd/flux2-multi-tenancy',
    shape: 'Flux multi-tenancy: clusters, infrastructure (Kyverno HelmRelease), tenants from other repositories',
    commit: '192da0594c0c06a38a232050b05fdb6e000d6eb8',
    prs: [
      { id: 'readme', title: 'docs: tenant onboarding', expected: 'pass', edits: [readme()] },
      {
        id: 'ci',
        title: 'ci: bump the e2e kind version',
        expected: 'pass',
        edits: [{ op: 'append', file: '.github/workflows/e2e.yaml', text: '# kind v0.27\n' }],
      },
    ],
  },
  {
    name: 'argoproj/rollouts-demo',
    shape: 'Argo Rollouts: canary, blue-green, analysis, experiments (Kustomize)',
    commit: 'f528fdd2189e877dfb8a2de21b6989853e8e8d26',
    prs: [
      {
        id: 'colour',
        title: 'canary: roll out the yellow build',
        expected: 'pass',
        edits: [
          {
            op: 'replace',
            file: 'examples/canary/canary-rollout.yaml',
            from: 'rollouts-demo:blue',
            to: 'rollouts-demo:yellow',
          },
        ],
      },
      {
        id: 'loosen',
        title: 'analysis: accept 50% success while the new ingress warms up',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'examples/analysis/analysis-success-rate.yaml',
            from: 'result[0] > 0.90',
            to: 'result[0] > 0.50',
          },
        ],
      },
      { id: 'readme', title: 'docs: how to run the demo', expected: 'pass', edits: [readme()] },
    ],
  },
  {
    name: 'stefanprodan/podinfo',
    shape: 'Helm chart with values-prod, Kustomize bases/overlays, Flux-style webapp',
    commit: 'eec06d1ea459af4cb4e10e806f8be7c7bd58b361',
    prs: [
      {
        id: 'renovate',
        title: 'chore(deps): update podinfo to 6.14.2',
        expected: 'pass',
        edits: [{ op: 'replace', file: 'charts/podinfo/values.yaml', from: 'tag: 6.14.1', to: 'tag: 6.14.2' }],
      },
      {
        id: 'limits-removed',
        title: 'backend: drop the limits (throttling)',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'deploy/bases/backend/deployment.yaml',
            from: '          limits:\n            cpu: 2000m\n            memory: 512Mi\n',
            to: '',
          },
        ],
      },
      {
        id: 'typo',
        title: 'backend: pull policy (typo in the key)',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'deploy/bases/backend/deployment.yaml',
            from: 'imagePullPolicy: IfNotPresent',
            to: 'imagePulPolicy: Always',
          },
        ],
      },
      {
        id: 'workflow',
        title: 'ci: run the e2e on arm64 too',
        expected: 'pass',
        edits: [{ op: 'append', file: '.github/workflows/e2e.yml', text: '# arm64 soon\n' }],
      },
    ],
  },
  {
    name: 'fluxcd/flux2-monitoring-example',
    shape:
      'Flux: kube-prometheus-stack and loki HelmReleases from OCI/Helm repositories, dashboards by configMapGenerator',
    commit: '7ab65dc8b90f7a6751d88f18bbb4e1bee33bf334',
    prs: [
      {
        id: 'retention',
        title: 'prometheus: keep 48h',
        expected: 'inconclusive',
        edits: [
          {
            op: 'replace',
            file: 'monitoring/controllers/kube-prometheus-stack/release.yaml',
            from: 'retention: 24h',
            to: 'retention: 48h',
          },
        ],
      },
      { id: 'readme', title: 'docs: grafana login', expected: 'pass', edits: [readme()] },
    ],
  },
  {
    name: 'mischavandenburg/homelab',
    shape: 'Flux home-ops: Kustomize apps per cluster, HelmReleases for infrastructure',
    commit: '59a7b52a215c35f8fcfbccaef1ed3d20a097086c',
    prs: [
      {
        id: 'bump',
        title: 'linkding 1.39.1 → 1.40.0',
        expected: 'pass',
        edits: [
          { op: 'replace', file: 'apps/base/linkding/deployment.yaml', from: 'linkding:1.39.1', to: 'linkding:1.40.0' },
        ],
      },
      {
        id: 'latest',
        title: 'linkding: follow latest',
        expected: 'fail',
        edits: [
          { op: 'replace', file: 'apps/base/linkding/deployment.yaml', from: 'linkding:1.39.1', to: 'linkding:latest' },
        ],
      },
      { id: 'readme', title: 'docs: cluster notes', expected: 'pass', edits: [readme()] },
    ],
  },
  {
    name: 'onedr0p/home-ops',
    shape: 'Flux home-ops: ~100 HelmReleases of OCI charts (app-template), Kustomization per app',
    commit: 'd9078e4dd52174ad68a4408ca3398f731b2f889e',
    prs: [
      { id: 'readme', title: 'docs: hardware table', expected: 'pass', edits: [readme()] },
      {
        // A shared component 19 apps add through their Flux Kustomization's spec.components: each
        // renders (its SnapshotSchedule's schema is not in the CRD catalog this suite reads).
        id: 'component',
        title: 'kopiur: snapshot every six hours',
        expected: 'inconclusive',
        edits: [
          {
            op: 'replace',
            file: 'kubernetes/components/kopiur/backup/snapshotschedule.yaml',
            from: 'cron: H * * * *',
            to: 'cron: H */6 * * *',
          },
        ],
      },
      {
        id: 'renovate',
        title: 'chore(deps): update agregarr to v2.4.3',
        expected: 'inconclusive',
        edits: [
          {
            op: 'replace',
            file: 'kubernetes/apps/default/agregarr/app/helmrelease.yaml',
            from: 'tag: v2.4.2@sha256:5f1390bc43fefbbfb67f38a7a8dd65b4086c1f187a37c8df5c6020a498e5d1b5',
            to: 'tag: v2.4.3@sha256:6f1390bc43fefbbfb67f38a7a8dd65b4086c1f187a37c8df5c6020a498e5d1b5',
          },
        ],
      },
    ],
  },
  {
    name: 'khuedoan/homelab',
    shape: 'Argo CD ApplicationSets over local umbrella charts with remote dependencies',
    commit: 'cb046acfba61e88079905c334c179b2c73e4b05f',
    prs: [
      { id: 'docs', title: 'docs: typo', expected: 'pass', edits: [readme()] },
      {
        id: 'values',
        title: 'excalidraw: two replicas',
        expected: 'inconclusive',
        edits: [{ op: 'append', file: 'apps/excalidraw/values.yaml', text: '# scale later\n' }],
      },
    ],
  },
  {
    name: 'codefresh-contrib/gitops-cert-level-2-examples',
    shape: 'Argo CD app-of-apps, ApplicationSets with list/cluster generators, Kustomize promotion, local chart',
    commit: '4658df6cf115da0b2fb55d0f36e849392b76134e',
    prs: [
      {
        id: 'promote',
        title: 'promote 2.0 to prod',
        expected: 'pass',
        edits: [
          {
            op: 'replace',
            file: 'environment-promotion/envs/prod/version.yml',
            from: 'simple-env-app:1.0',
            to: 'simple-env-app:2.0',
          },
        ],
      },
      {
        id: 'removed-api',
        title: 'prometheus example on apps/v1beta2',
        expected: 'fail',
        edits: [
          {
            op: 'replace',
            file: 'application-sets/example-apps/prometheus/deployment.yml',
            from: 'apiVersion: apps/v1',
            to: 'apiVersion: apps/v1beta2',
          },
        ],
      },
      { id: 'readme', title: 'docs: exercise notes', expected: 'pass', edits: [readme()] },
    ],
  },
  {
    name: 'vfarcic/argocd-production',
    shape: 'Argo CD Applications over Kustomize overlays with remote bases (github.com/argoproj/argo-cd/...)',
    commit: 'baabfa91a5808ed7b0feda3fd88b937dc1a55390',
    prs: [
      {
        id: 'overlay',
        title: 'argo-cd: server insecure flag in production',
        expected: 'inconclusive',
        edits: [
          { op: 'append', file: 'argo-cd/overlays/production/server.yaml', text: '# insecure until TLS lands\n' },
        ],
      },
      {
        id: 'gitignore',
        title: 'chore: ignore .DS_Store',
        expected: 'pass',
        edits: [{ op: 'append', file: '.gitignore', text: '.DS_Store\n' }],
      },
    ],
  },
  {
    name: 'gitops-bridge-dev/gitops-bridge-argocd-control-plane-template',
    shape: 'Argo CD ApplicationSets with cluster generators (addons per cluster label)',
    commit: 'e6d355197ff3af8e6be09e1dea068dc12727a915',
    prs: [{ id: 'readme', title: 'docs: bootstrap steps', expected: 'pass', edits: [readme()] }],
  },
  {
    name: 'ricsanfre/pi-cluster',
    shape: 'Argo CD homelab: ~60 local umbrella charts and Applications, docs site',
    commit: '8daabcd53111b3ac2cf85be2d02fda1c3b8f535e',
    prs: [{ id: 'readme', title: 'docs: new node', expected: 'pass', edits: [readme()] }],
  },
];
