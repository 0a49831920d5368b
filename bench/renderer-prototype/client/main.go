// Command renderer-client is a bench-only stand-in for `helm` and `kubectl` on the gate's PATH
// (bench/renderer-prototype-broker.mjs): it hands its argv, working directory and environment to
// the broker listening on broker.sock beside it and replays the answer (stdout, stderr, exit
// status). Written in Go rather than node so that an audit answered by the long-lived helpers
// can be timed as a whole: this process starts in about a millisecond, where a node wrapper
// costs more than the render it replaces.
package main

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
)

type call struct {
	Tool string            `json:"tool"`
	Argv []string          `json:"argv"`
	Cwd  string            `json:"cwd"`
	Env  map[string]string `json:"env"`
}

type answer struct {
	Status int    `json:"status"`
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
}

func fail(err error) {
	os.Stderr.WriteString("renderer-client: " + err.Error() + "\n")
	os.Exit(2)
}

func main() {
	self, err := os.Executable()
	if err != nil {
		fail(err)
	}
	cwd, err := os.Getwd()
	if err != nil {
		fail(err)
	}
	env := map[string]string{}
	for _, kv := range os.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env[k] = v
		}
	}
	conn, err := net.Dial("unix", filepath.Join(filepath.Dir(self), "broker.sock"))
	if err != nil {
		fail(err)
	}
	msg, err := json.Marshal(call{Tool: filepath.Base(os.Args[0]), Argv: os.Args[1:], Cwd: cwd, Env: env})
	if err != nil {
		fail(err)
	}
	if _, err := conn.Write(append(msg, '\n')); err != nil {
		fail(err)
	}
	conn.(*net.UnixConn).CloseWrite()
	body, err := io.ReadAll(conn)
	if err != nil {
		fail(err)
	}
	var a answer
	if err := json.Unmarshal(body, &a); err != nil {
		fail(err)
	}
	for _, s := range []struct {
		text string
		to   *os.File
	}{{a.Stderr, os.Stderr}, {a.Stdout, os.Stdout}} {
		b, err := base64.StdEncoding.DecodeString(s.text)
		if err != nil {
			fail(err)
		}
		s.to.Write(b)
	}
	os.Exit(a.Status)
}
