import { describe, expect, it } from 'vitest';
import { ImageRefError, parseImageRef } from '../../src/kube/image-ref.js';

const D = 'sha256:' + 'a'.repeat(64);

describe('parseImageRef', () => {
  it.each([
    ['nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['nginx:1.27', 'docker.io', 'library/nginx', '1.27', undefined],
    ['library/nginx:latest', 'docker.io', 'library/nginx', 'latest', undefined],
    ['bitnami/redis:7', 'docker.io', 'bitnami/redis', '7', undefined],
    ['docker.io/nginx', 'docker.io', 'library/nginx', undefined, undefined],
    ['index.docker.io/library/nginx:1', 'docker.io', 'library/nginx', '1', undefined],
    ['ghcr.io/acme/payments/api:v1.2.3', 'ghcr.io', 'acme/payments/api', 'v1.2.3', undefined],
    ['localhost:5000/app', 'localhost:5000', 'app', undefined, undefined],
    ['localhost/app:dev', 'localhost', 'app', 'dev', undefined],
    ['registry.example.com:8443/team/app:2.0@' + D, 'registry.example.com:8443', 'team/app', '2.0', D],
    ['quay.io/prometheus/node-exporter@' + D, 'quay.io', 'prometheus/node-exporter', undefined, D],
    ['[::1]:5000/app:x', '[::1]:5000', 'app', 'x', undefined],
    ['docker-registry.wikimedia.org/envoy:1.23.10-1', 'docker-registry.wikimedia.org', 'envoy', '1.23.10-1', undefined],
    ['my_org/my__app-x:TAG_1', 'docker.io', 'my_org/my__app-x', 'TAG_1', undefined],
  ])('%s', (ref, registry, repository, tag, digest) => {
    const r = parseImageRef(ref);
    expect(r).toEqual({
      original: ref,
      registry,
      repository,
      name: `${registry}/${repository}`,
      ...(tag ? { tag } : {}),
      ...(digest ? { digest } : {}),
    });
  });

  it('treats an upper-case first component as a registry host, as the runtime does (host names compare case-insensitively)', () => {
    expect(parseImageRef('MyHost/app').registry).toBe('myhost');
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['nginx:', /tag after ":" is empty/],
    ['Nginx:1', /lowercase/],
    ['acme//app', /empty path component/],
    ['acme/app/', /empty path component/],
    ['nginx@sha256:abc', /digest/],
    ['nginx@sha256:' + 'A'.repeat(64), /lowercase hex/],
    ['nginx@' + D.slice(0, 70), /64 lowercase hex/],
    ['nginx:bad tag', /whitespace/],
    ['https://ghcr.io/acme/app:1', /URL scheme/],
    ['ghcr.io/acme/app:-x', /tag "-x"/],
    ['ghcr.io/acme/app:' + 'x'.repeat(129), /tag/],
    ['-bad.example.com/app:1', /registry|path component/],
    ['acme/app!:1', /path component/],
    ['a/' + 'b'.repeat(260), /longer than 255/],
  ])('rejects %j', (ref, why) => {
    expect(() => parseImageRef(ref)).toThrow(ImageRefError);
    expect(() => parseImageRef(ref)).toThrow(why);
  });

  it('names the reference in the error message', () => {
    expect(() => parseImageRef('Foo/Bar')).toThrow('invalid image reference "Foo/Bar"');
  });
});
