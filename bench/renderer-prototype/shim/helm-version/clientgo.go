// Bench-only shim, replacing helm v4.1.4's internal/version/clientgo.go through `go build -overlay`
// (scripts/build-renderer-prototype.mjs). helm reads the k8s.io/client-go version from the
// binary's module build information to set .Capabilities.KubeVersion's default and the
// KubeClientVersion; a GOPATH-mode build records no module versions, so helm would panic at start.
// The version returned is the one the module table builds with (and helm's go.mod pins), so the
// default capabilities are those of the real helm binary.
package version

// clientGoVersion is set by the build script with -ldflags -X (never left empty there).
var clientGoVersion = ""

// K8sIOClientGoModVersion returns the k8s.io/client-go module version the binary was built with.
func K8sIOClientGoModVersion() (string, error) {
	return clientGoVersion, nil
}
