// Bench-only: the modules the helm renderer prototype (bench/renderer-prototype/helm/main.go) is
// built from — the import closure of helm v4.1.4's pkg/action, chart loader, engine, values and
// release packages (`go list -deps` of the helper, 105 modules besides helm itself), at the
// versions helm v4.1.4's go.mod requires. scripts/build-renderer-prototype.mjs checks every
// version here against that go.mod before building.
//
// Each row: [import path, GitHub repo, go.mod version, git ref (default: the tag, or the commit
// of a pseudo-version), folder of the module in the repo].

export const HELM = ['helm.sh/helm/v4', 'helm/helm', 'v4.1.4'];

/** The k8s.io/client-go version helm's version shim reports (its go.mod's). */
export const CLIENT_GO = 'v0.35.1';

/**
 * Modules whose go.mod version this machine's mirror does not have (the stored snapshot predates
 * it): [ref built instead, why that is believed harmless]. The byte-identity measurement is the
 * evidence that none of them changes a render on the inputs measured.
 */
export const SUBSTITUTES = {
  'github.com/huandu/xstrings': [
    'v1.4.0',
    'sprig template functions; v1.5.0 adds ToPascalCase, shimmed (shim/xstrings)',
  ],
  'github.com/santhosh-tekuri/jsonschema/v6': ['v6.0.1', 'values.schema.json validation; a patch release'],
  'gopkg.in/evanphx/json-patch.v4': ['v4.12.0', 'JSON patches of the kube client, not used by a client-only render'],
  'github.com/emicklei/go-restful/v3': ['v3.12.0', 'kube-openapi server types, not used by a render'],
  'sigs.k8s.io/json': ['cfa47c3a1cc8', 'apimachinery JSON decoding, not used on the template path'],
  'github.com/rubenv/sql-migrate': ['v1.8.0', "helm's SQL release storage, never used by a client-only render"],
  'github.com/tetratelabs/wazero': ['v1.9.0', "helm 4's Wasm plugin runtime, no plugins are loaded"],
};

/** Needed only because a substitute needs it (json-patch v4.12.0 imports it; v4.13.0 does not). */
export const EXTRA = [['github.com/pkg/errors', 'pkg/errors', 'v0.9.1']];

export const HELM_MODULES = [
  ['dario.cat/mergo', 'darccio/mergo', 'v1.0.1'],
  ['github.com/BurntSushi/toml', 'BurntSushi/toml', 'v1.6.0'],
  ['github.com/MakeNowJust/heredoc', 'MakeNowJust/heredoc', 'v1.0.0'],
  ['github.com/Masterminds/goutils', 'Masterminds/goutils', 'v1.1.1'],
  ['github.com/Masterminds/semver/v3', 'Masterminds/semver', 'v3.4.0'],
  ['github.com/Masterminds/sprig/v3', 'Masterminds/sprig', 'v3.3.0'],
  ['github.com/Masterminds/squirrel', 'Masterminds/squirrel', 'v1.5.4'],
  ['github.com/ProtonMail/go-crypto', 'ProtonMail/go-crypto', 'v1.3.0'],
  ['github.com/asaskevich/govalidator', 'asaskevich/govalidator', 'v0.0.0-20230301143203-a9d515a09cc2'],
  ['github.com/blang/semver/v4', 'blang/semver', 'v4.0.0', 'v4.0.0', 'v4'],
  ['github.com/chai2010/gettext-go', 'chai2010/gettext-go', 'v1.0.2'],
  ['github.com/cloudflare/circl', 'cloudflare/circl', 'v1.6.3'],
  ['github.com/cyphar/filepath-securejoin', 'cyphar/filepath-securejoin', 'v0.6.1'],
  ['github.com/davecgh/go-spew', 'davecgh/go-spew', 'v1.1.2-0.20180830191138-d8f796af33cc'],
  [
    'github.com/dylibso/observe-sdk/go',
    'dylibso/observe-sdk',
    'v0.0.0-20240819160327-2d926c5d788a',
    '2d926c5d788a',
    'go',
  ],
  ['github.com/emicklei/go-restful/v3', 'emicklei/go-restful', 'v3.12.2'],
  ['github.com/evanphx/json-patch/v5', 'evanphx/json-patch', 'v5.9.11', 'v5.9.11', 'v5'],
  ['github.com/exponent-io/jsonpath', 'exponent-io/jsonpath', 'v0.0.0-20210407135951-1de76d718b3f'],
  ['github.com/extism/go-sdk', 'extism/go-sdk', 'v1.7.1'],
  ['github.com/fatih/color', 'fatih/color', 'v1.18.0'],
  ['github.com/fluxcd/cli-utils', 'fluxcd/cli-utils', 'v0.37.2-flux.1'],
  ['github.com/fxamacker/cbor/v2', 'fxamacker/cbor', 'v2.9.0'],
  ['github.com/go-errors/errors', 'go-errors/errors', 'v1.5.1'],
  ['github.com/go-gorp/gorp/v3', 'go-gorp/gorp', 'v3.1.0'],
  ['github.com/go-logr/logr', 'go-logr/logr', 'v1.4.3'],
  ['github.com/go-openapi/jsonpointer', 'go-openapi/jsonpointer', 'v0.21.1'],
  ['github.com/go-openapi/jsonreference', 'go-openapi/jsonreference', 'v0.21.0'],
  ['github.com/go-openapi/swag', 'go-openapi/swag', 'v0.23.1'],
  ['github.com/gobwas/glob', 'gobwas/glob', 'v0.2.3'],
  ['github.com/google/btree', 'google/btree', 'v1.1.3'],
  ['github.com/google/gnostic-models', 'google/gnostic-models', 'v0.7.0'],
  ['github.com/google/uuid', 'google/uuid', 'v1.6.0'],
  ['github.com/gosuri/uitable', 'gosuri/uitable', 'v0.0.4'],
  ['github.com/gregjones/httpcache', 'gregjones/httpcache', 'v0.0.0-20190611155906-901d90724c79'],
  ['github.com/huandu/xstrings', 'huandu/xstrings', 'v1.5.0'],
  ['github.com/ianlancetaylor/demangle', 'ianlancetaylor/demangle', 'v0.0.0-20240805132620-81f5be970eca'],
  ['github.com/jmoiron/sqlx', 'jmoiron/sqlx', 'v1.4.0'],
  ['github.com/josharian/intern', 'josharian/intern', 'v1.0.0'],
  ['github.com/json-iterator/go', 'json-iterator/go', 'v1.1.12'],
  ['github.com/lann/builder', 'lann/builder', 'v0.0.0-20180802200727-47ae307949d0'],
  ['github.com/lann/ps', 'lann/ps', 'v0.0.0-20150810152359-62de8c46ede0'],
  ['github.com/lib/pq', 'lib/pq', 'v1.10.9'],
  ['github.com/liggitt/tabwriter', 'liggitt/tabwriter', 'v0.0.0-20181228230101-89fcab3d43de'],
  ['github.com/mailru/easyjson', 'mailru/easyjson', 'v0.9.0'],
  ['github.com/mattn/go-colorable', 'mattn/go-colorable', 'v0.1.13'],
  ['github.com/mattn/go-isatty', 'mattn/go-isatty', 'v0.0.20'],
  ['github.com/mattn/go-runewidth', 'mattn/go-runewidth', 'v0.0.9'],
  ['github.com/mitchellh/copystructure', 'mitchellh/copystructure', 'v1.2.0'],
  ['github.com/mitchellh/go-wordwrap', 'mitchellh/go-wordwrap', 'v1.0.1'],
  ['github.com/mitchellh/reflectwalk', 'mitchellh/reflectwalk', 'v1.0.2'],
  ['github.com/moby/term', 'moby/term', 'v0.5.2'],
  ['github.com/modern-go/concurrent', 'modern-go/concurrent', 'v0.0.0-20180306012644-bacd9c7ef1dd'],
  ['github.com/modern-go/reflect2', 'modern-go/reflect2', 'v1.0.3-0.20250322232337-35a7c28c31ee'],
  ['github.com/monochromegane/go-gitignore', 'monochromegane/go-gitignore', 'v0.0.0-20200626010858-205db1a8cc00'],
  ['github.com/munnerz/goautoneg', 'munnerz/goautoneg', 'v0.0.0-20191010083416-a7dc8b61c822'],
  ['github.com/opencontainers/go-digest', 'opencontainers/go-digest', 'v1.0.0'],
  ['github.com/opencontainers/image-spec', 'opencontainers/image-spec', 'v1.1.1'],
  ['github.com/peterbourgon/diskv', 'peterbourgon/diskv', 'v2.0.1+incompatible'],
  ['github.com/pmezard/go-difflib', 'pmezard/go-difflib', 'v1.0.1-0.20181226105442-5d4384ee4fb2'],
  ['github.com/rubenv/sql-migrate', 'rubenv/sql-migrate', 'v1.8.1'],
  ['github.com/russross/blackfriday/v2', 'russross/blackfriday', 'v2.1.0'],
  ['github.com/santhosh-tekuri/jsonschema/v6', 'santhosh-tekuri/jsonschema', 'v6.0.2'],
  ['github.com/shopspring/decimal', 'shopspring/decimal', 'v1.4.0'],
  ['github.com/spf13/cast', 'spf13/cast', 'v1.7.0'],
  ['github.com/spf13/cobra', 'spf13/cobra', 'v1.10.2'],
  ['github.com/spf13/pflag', 'spf13/pflag', 'v1.0.10'],
  ['github.com/tetratelabs/wabin', 'tetratelabs/wabin', 'v0.0.0-20230304001439-f6f874872834'],
  ['github.com/tetratelabs/wazero', 'tetratelabs/wazero', 'v1.11.0'],
  ['github.com/x448/float16', 'x448/float16', 'v0.8.4'],
  ['github.com/xlab/treeprint', 'xlab/treeprint', 'v1.2.0'],
  ['go.opentelemetry.io/proto/otlp', 'open-telemetry/opentelemetry-proto-go', 'v1.9.0', 'otlp/v1.9.0', 'otlp'],
  ['go.yaml.in/yaml/v2', 'yaml/go-yaml', 'v2.4.3'],
  ['go.yaml.in/yaml/v3', 'yaml/go-yaml', 'v3.0.4'],
  ['golang.org/x/crypto', 'golang/crypto', 'v0.47.0'],
  ['golang.org/x/net', 'golang/net', 'v0.49.0'],
  ['golang.org/x/oauth2', 'golang/oauth2', 'v0.34.0'],
  ['golang.org/x/sync', 'golang/sync', 'v0.19.0'],
  ['golang.org/x/sys', 'golang/sys', 'v0.40.0'],
  ['golang.org/x/term', 'golang/term', 'v0.39.0'],
  ['golang.org/x/text', 'golang/text', 'v0.33.0'],
  ['golang.org/x/time', 'golang/time', 'v0.12.0'],
  ['google.golang.org/protobuf', 'protocolbuffers/protobuf-go', 'v1.36.11'],
  ['gopkg.in/evanphx/json-patch.v4', 'evanphx/json-patch', 'v4.13.0'],
  ['gopkg.in/inf.v0', 'go-inf/inf', 'v0.9.1'],
  ['gopkg.in/yaml.v3', 'yaml/go-yaml', 'v3.0.1'],
  ['k8s.io/api', 'kubernetes/api', 'v0.35.1'],
  ['k8s.io/apiextensions-apiserver', 'kubernetes/apiextensions-apiserver', 'v0.35.1'],
  ['k8s.io/apimachinery', 'kubernetes/apimachinery', 'v0.35.1'],
  ['k8s.io/apiserver', 'kubernetes/apiserver', 'v0.35.1'],
  ['k8s.io/cli-runtime', 'kubernetes/cli-runtime', 'v0.35.1'],
  ['k8s.io/client-go', 'kubernetes/client-go', 'v0.35.1'],
  ['k8s.io/component-base', 'kubernetes/component-base', 'v0.35.1'],
  ['k8s.io/klog/v2', 'kubernetes/klog', 'v2.130.1'],
  ['k8s.io/kube-openapi', 'kubernetes/kube-openapi', 'v0.0.0-20250910181357-589584f1c912'],
  ['k8s.io/kubectl', 'kubernetes/kubectl', 'v0.35.1'],
  ['k8s.io/utils', 'kubernetes/utils', 'v0.0.0-20251002143259-bc988d571ff4'],
  ['oras.land/oras-go/v2', 'oras-project/oras-go', 'v2.6.0'],
  ['sigs.k8s.io/controller-runtime', 'kubernetes-sigs/controller-runtime', 'v0.23.1'],
  ['sigs.k8s.io/json', 'kubernetes-sigs/json', 'v0.0.0-20250730193827-2d320260d730'],
  ['sigs.k8s.io/kustomize/api', 'kubernetes-sigs/kustomize', 'v0.21.1', 'api/v0.21.1', 'api'],
  ['sigs.k8s.io/kustomize/kyaml', 'kubernetes-sigs/kustomize', 'v0.21.1', 'kyaml/v0.21.1', 'kyaml'],
  ['sigs.k8s.io/randfill', 'kubernetes-sigs/randfill', 'v1.0.0'],
  [
    'sigs.k8s.io/structured-merge-diff/v6',
    'kubernetes-sigs/structured-merge-diff',
    'v6.3.2-0.20260122202528-d9cc6641c482',
  ],
  ['sigs.k8s.io/yaml', 'kubernetes-sigs/yaml', 'v1.6.0'],
];
