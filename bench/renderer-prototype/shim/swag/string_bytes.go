// Build shim (go -overlay) for github.com/go-openapi/swag v0.23.0 string_bytes.go, whose
// unsafe.StringData needs Go 1.20. The same zero-copy view of a string's bytes, written with
// reflect headers as Go 1.19 allows; the caller only reads the bytes.
package swag

import (
	"reflect"
	"unsafe"
)

// hackStringBytes: the name swag calls; a read-only []byte sharing the string's memory.
func hackStringBytes(str string) []byte {
	sh := (*reflect.StringHeader)(unsafe.Pointer(&str))
	var b []byte
	bh := (*reflect.SliceHeader)(unsafe.Pointer(&b))
	bh.Data, bh.Len, bh.Cap = sh.Data, sh.Len, sh.Len
	return b
}
