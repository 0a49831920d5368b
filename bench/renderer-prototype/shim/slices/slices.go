// Package slices is a build shim, not a copy: Go 1.19 has no standard "slices" package (Go 1.21),
// and the only use of it on krusty's import graph is one slices.Contains call in kustomize's
// HelmChartInflationGenerator. The helper is built in GOPATH mode, where an import path missing
// from GOROOT is looked up in GOPATH, so this file stands in for it with the same signature.
package slices

// Contains reports whether v is present in s (same contract as Go 1.21's slices.Contains).
func Contains[S ~[]E, E comparable](s S, v E) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
