// Bench-only shim, added to github.com/huandu/xstrings v1.4.0 by `go build -overlay`
// (scripts/build-renderer-prototype.mjs). helm v4.1.4 pins xstrings v1.5.0, which this machine's
// mirror does not have; sprig v3.3.0 calls v1.5.0's new ToPascalCase for `camelcase`, and sprig's
// own comment says that function is the upper-camel behaviour v1.4.0's ToCamelCase had, so it is
// that function under the new name. Any other change between v1.4.0 and v1.5.0 is not covered:
// the byte-identity measurement is the evidence, not this comment.
package xstrings

// ToPascalCase converts words separated by space, underscore and hyphen to upper camel case.
func ToPascalCase(str string) string {
	return ToCamelCase(str)
}
