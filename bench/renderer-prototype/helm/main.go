// Command helm-renderer is a bench-only prototype of a long-lived helm renderer: one process runs
// many `helm template` renders through helm v4.1.4's own library (pkg/action client-only install),
// so the per-render process start-up disappears. Never a runtime dependency of deploy-gate.
//
// Protocol: JSON lines over stdio. Request {"id": 1, "chartDir": "/abs/chart", "releaseName":
// "app", "namespace": "ns", "valuesFiles": ["/abs/v.yaml"], "set": ["a=b"], "setString": [],
// "kubeVersion": "v1.31.0", "apiVersions": ["x/v1"], "includeCrds": true} — the flags the gate
// passes to `helm template` (src/render/helm-args.ts); response {"id": 1, "yaml": "..."} (or
// "yamlBase64" when the output is not UTF-8) or {"id": 1, "error": "..."} with the text the CLI
// prints after "Error: ". One request at a time, answered in order.
//
// The render follows helm v4.1.4 pkg/cmd/template.go and install.go (runInstall) step by step:
// kube version parse, NameAndChart, LocateChart, MergeValues, loader.Load, installable check,
// dependency check, then Install.RunWithContext with DryRunClient, Replace, the API versions and
// IncludeCRDs; the output is the trimmed manifest and every hook with its "# Source:" header.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"unicode/utf8"

	"helm.sh/helm/v4/pkg/action"
	ci "helm.sh/helm/v4/pkg/chart"
	"helm.sh/helm/v4/pkg/chart/common"
	"helm.sh/helm/v4/pkg/chart/loader"
	"helm.sh/helm/v4/pkg/cli"
	"helm.sh/helm/v4/pkg/cli/values"
	"helm.sh/helm/v4/pkg/getter"
	"helm.sh/helm/v4/pkg/kube"
	release "helm.sh/helm/v4/pkg/release/v1"
)

type request struct {
	ID          json.RawMessage `json:"id"`
	ChartDir    string          `json:"chartDir"`
	ReleaseName string          `json:"releaseName"`
	Namespace   string          `json:"namespace"`
	ValuesFiles []string        `json:"valuesFiles"`
	Set         []string        `json:"set"`
	SetString   []string        `json:"setString"`
	KubeVersion string          `json:"kubeVersion"`
	APIVersions []string        `json:"apiVersions"`
	IncludeCRDs bool            `json:"includeCrds"`
}

type response struct {
	ID         json.RawMessage `json:"id,omitempty"`
	YAML       *string         `json:"yaml,omitempty"`
	YAMLBase64 *string         `json:"yamlBase64,omitempty"`
	Error      string          `json:"error,omitempty"`
}

// settings is read once from the environment, as the CLI reads it once per process.
var settings = cli.New()

// namespace is what `settings.Namespace()` gives with and without --namespace; with no
// kubeconfig (the gate's empty HOME) the fallback is "default".
func namespace(req request) string {
	if req.Namespace != "" {
		return req.Namespace
	}
	return settings.Namespace()
}

// install mirrors newTemplateCmd's RunE up to runInstall, with the gate's flags only.
func install(req request) (*action.Install, error) {
	client := action.NewInstall(action.NewConfiguration())
	if req.KubeVersion != "" {
		parsed, err := common.ParseKubeVersion(req.KubeVersion)
		if err != nil {
			return nil, fmt.Errorf("invalid kube version '%s': %s", req.KubeVersion, err)
		}
		client.KubeVersion = parsed
	}
	client.DryRunStrategy = action.DryRunClient
	client.ReleaseName = "release-name"
	client.Replace = true
	client.APIVersions = common.VersionSet(req.APIVersions)
	client.IncludeCRDs = req.IncludeCRDs
	return client, nil
}

// run is pkg/cmd/install.go runInstall for a local chart directory.
func run(req request, client *action.Install) (*release.Release, error) {
	name, chartRef, err := client.NameAndChart([]string{req.ReleaseName, req.ChartDir})
	if err != nil {
		return nil, err
	}
	client.ReleaseName = name
	cp, err := client.LocateChart(chartRef, settings)
	if err != nil {
		return nil, err
	}
	opts := &values.Options{ValueFiles: req.ValuesFiles, Values: req.Set, StringValues: req.SetString}
	vals, err := opts.MergeValues(getter.All(settings))
	if err != nil {
		return nil, err
	}
	chrt, err := loader.Load(cp)
	if err != nil {
		return nil, err
	}
	if err := checkChart(chrt); err != nil {
		return nil, err
	}
	client.Namespace = namespace(req)
	rel, err := client.RunWithContext(context.Background(), chrt, vals)
	return asV1(rel, err)
}

// checkChart is runInstall's installable check and dependency check (no --dependency-update).
func checkChart(chrt ci.Charter) error {
	ac, err := ci.NewAccessor(chrt)
	if err != nil {
		return err
	}
	switch t := ac.MetadataAsMap()["Type"]; t {
	case "", "application":
	default:
		return fmt.Errorf("%s charts are not installable", t)
	}
	if ac.Deprecated() {
		slog.Warn("this chart is deprecated")
	}
	if deps := ac.MetaDependencies(); len(deps) > 0 {
		if err := action.CheckDependencies(chrt, deps); err != nil {
			return fmt.Errorf("an error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies: %w", err)
		}
	}
	return nil
}

// asV1 is pkg/cmd/root.go releaserToV1Release, keeping the render error.
func asV1(rel any, err error) (*release.Release, error) {
	switch r := rel.(type) {
	case release.Release:
		return &r, err
	case *release.Release:
		return r, err
	case nil:
		return nil, err
	default:
		return nil, fmt.Errorf("unsupported release type: %T", rel)
	}
}

// render is template.go's RunE after runInstall: the error wording and the printed manifest.
func render(req request) ([]byte, error) {
	client, err := install(req)
	if err != nil {
		return nil, err
	}
	rel, err := run(req, client)
	if err != nil {
		if rel != nil {
			return nil, fmt.Errorf("%w\n\nUse --debug flag to render out invalid YAML", err)
		}
		return nil, err
	}
	if rel == nil {
		return nil, nil
	}
	var manifests bytes.Buffer
	fmt.Fprintln(&manifests, strings.TrimSpace(rel.Manifest))
	for _, m := range rel.Hooks {
		fmt.Fprintf(&manifests, "---\n# Source: %s\n%s\n", m.Path, m.Manifest)
	}
	return manifests.Bytes(), nil
}

// answer renders in the chart directory (the gate runs helm there) and recovers a panic, which
// would end the CLI and fail one target, so that it fails one request here too.
func answer(req request) (res response) {
	res.ID = req.ID
	defer func() {
		if p := recover(); p != nil {
			res = response{ID: req.ID, Error: fmt.Sprintf("panic: %v", p)}
		}
	}()
	if err := os.Chdir(req.ChartDir); err != nil {
		res.Error = err.Error()
		return res
	}
	out, err := render(req)
	switch {
	case err != nil:
		res.Error = err.Error()
	case utf8.Valid(out):
		s := string(out)
		res.YAML = &s
	default:
		s := base64.StdEncoding.EncodeToString(out)
		res.YAMLBase64 = &s
	}
	return res
}

func serve(in io.Reader, w io.Writer) error {
	r := bufio.NewReader(in)
	out := bufio.NewWriter(w)
	enc := json.NewEncoder(out)
	for {
		line, readErr := r.ReadBytes('\n')
		if len(line) > 0 {
			var req request
			res := response{}
			if err := json.Unmarshal(line, &req); err != nil {
				res.Error = "bad request: " + err.Error()
			} else {
				res = answer(req)
			}
			if err := enc.Encode(res); err != nil {
				return err
			}
			if err := out.Flush(); err != nil {
				return err
			}
		}
		if errors.Is(readErr, io.EOF) {
			return nil
		} else if readErr != nil {
			return readErr
		}
	}
}

func main() {
	// As cmd/helm/helm.go main does; only read when talking to a cluster, kept for fidelity.
	kube.ManagedFieldsManager = "helm"
	if err := serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
