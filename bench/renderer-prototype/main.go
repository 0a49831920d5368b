// Command kustomize-renderer is a bench-only prototype of a long-lived kustomize renderer: one
// process builds many kustomizations with krusty (sigs.k8s.io/kustomize/api, the library inside
// `kubectl kustomize`), so the per-render process start-up disappears.
//
// Protocol: JSON lines over stdio. Request {"id": 1, "dir": "/abs/dir", "options":
// {"loadRestrictor": "LoadRestrictionsRootOnly"}}; response {"id": 1, "yaml": "..."} (or
// "yamlBase64" when the output is not UTF-8, so a JSON string never alters a byte) or
// {"id": 1, "error": "..."}. One request at a time, answered in order.
//
// Options are those of `kubectl kustomize DIR` with no flags (kustomize/v5.7.1
// commands/build): krusty.MakeDefaultOptions, Reorder unspecified (the legacy order unless the
// kustomization has sortOptions), LoadRestrictionsRootOnly, plugins disabled with helm off and
// HelmConfig.Command "helm", managed-by label only when KUSTOMIZE_ENABLE_MANAGEDBY_LABEL=on.
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"unicode/utf8"

	"sigs.k8s.io/kustomize/api/konfig"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/api/types"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/kustomize/kyaml/openapi"
)

type options struct {
	LoadRestrictor string `json:"loadRestrictor"`
}

type request struct {
	ID      json.RawMessage `json:"id"`
	Dir     string          `json:"dir"`
	Options options         `json:"options"`
}

type response struct {
	ID         json.RawMessage `json:"id,omitempty"`
	YAML       *string         `json:"yaml,omitempty"`
	YAMLBase64 *string         `json:"yamlBase64,omitempty"`
	Error      string          `json:"error,omitempty"`
}

// kubectlOptions mirrors build.HonorKustomizeFlags with every flag at its default.
func kubectlOptions(o options) (*krusty.Options, error) {
	k := krusty.MakeDefaultOptions()
	k.Reorder = krusty.ReorderOptionUnspecified
	switch o.LoadRestrictor {
	case "", types.LoadRestrictionsRootOnly.String():
		k.LoadRestrictions = types.LoadRestrictionsRootOnly
	case types.LoadRestrictionsNone.String():
		k.LoadRestrictions = types.LoadRestrictionsNone
	default:
		return nil, fmt.Errorf("illegal loadRestrictor %q", o.LoadRestrictor)
	}
	k.PluginConfig.HelmConfig.Enabled = false
	k.PluginConfig.HelmConfig.Command = "helm"
	k.PluginConfig.HelmConfig.ApiVersions = []string{}
	k.PluginConfig.HelmConfig.KubeVersion = ""
	k.PluginConfig.HelmConfig.Debug = false
	v, set := os.LookupEnv(konfig.EnableManagedbyLabelEnv)
	k.AddManagedbyLabel = set && v == "on"
	return k, nil
}

// defaultSchema is what kyaml reports before any kustomization chose an OpenAPI schema.
var defaultSchema = openapi.GetSchemaVersion()

// build renders one kustomization. kubectl runs in the target directory, so this does too.
func build(req request) (out []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
		// krusty keeps the OpenAPI schema in package state. A custom schema (the kustomization's
		// `openapi:` field) would otherwise leak into the next target, which a fresh kubectl never
		// sees; the parsed default schema is kept, which is where the saving is.
		if openapi.GetSchemaVersion() != defaultSchema || err != nil {
			openapi.ResetOpenAPI()
		}
	}()
	opts, err := kubectlOptions(req.Options)
	if err != nil {
		return nil, err
	}
	if err := os.Chdir(req.Dir); err != nil {
		return nil, err
	}
	m, err := krusty.MakeKustomizer(opts).Run(filesys.MakeFsOnDisk(), req.Dir)
	if err != nil {
		return nil, err
	}
	return m.AsYaml()
}

func answer(req request) response {
	res := response{ID: req.ID}
	out, err := build(req)
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

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	for {
		line, readErr := in.ReadBytes('\n')
		if len(line) > 0 {
			var req request
			res := response{}
			if err := json.Unmarshal(line, &req); err != nil {
				res.Error = "bad request: " + err.Error()
			} else {
				res = answer(req)
			}
			if err := enc.Encode(res); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			if err := out.Flush(); err != nil {
				os.Exit(1)
			}
		}
		if readErr != nil {
			return
		}
	}
}
