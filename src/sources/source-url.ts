// A source URL as the fetching tool reads it. helm, git (curl) and the OCI clients resolve dot
// segments, decode percent-encoding, and treat scheme and host case and default ports as noise, so
// `http://host/stable/../evil` fetches `/evil`. Allowlists are matched against this canonical
// form, and the tools are handed it, so what was matched is what is fetched. Anything whose
// reading could differ between tools (encoded separators, double encoding, a path climbing above
// the host, credentials, a query) is refused instead of guessed.

export type SourceKind = 'helm' | 'oci' | 'git';

export type CanonicalURL = { ok: true; url: string } | { ok: false; reason: string };

const SCHEMES: Record<SourceKind, string[]> = {
  helm: ['http', 'https'],
  oci: ['oci'],
  git: ['http', 'https', 'git', 'ssh'],
};

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', oci: '443', git: '9418', ssh: '22' };

const SHAPE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)([?#].*)?$/i;
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)$/;
/** What a path segment may carry unencoded once decoded (RFC 3986 pchar without `%`). */
const PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/;

const refuse = (reason: string): CanonicalURL => ({ ok: false, reason });

/**
 * The canonical URL of a source, or why it is refused. An OCI reference may come without its
 * scheme (Argo CD's `registry-1.docker.io/bitnamicharts`); trailing slashes are dropped.
 */
export function canonicalSourceURL(kind: SourceKind, raw: string): CanonicalURL {
  let text = raw.trim();
  if (kind === 'oci' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `oci://${text}`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(text))
    return refuse('it contains whitespace, a control character or a backslash');
  const m = SHAPE.exec(text);
  if (!m) return refuse('it is not a scheme://host/path URL');
  const scheme = (m[1] as string).toLowerCase();
  if (!SCHEMES[kind].includes(scheme))
    return refuse(`the scheme ${scheme}:// is not one a ${kind} source is fetched with`);
  if (m[4] !== undefined) return refuse('it has a query or a fragment');
  const host = hostOf(m[2] as string, scheme);
  if (!host.ok) return host;
  const pathname = canonicalPath(m[3] as string);
  if (!pathname.ok) return pathname;
  return { ok: true, url: `${scheme}://${host.url}${pathname.url}` };
}

function hostOf(authority: string, scheme: string): CanonicalURL {
  if (authority.includes('@')) return refuse('it carries credentials (they come from the environment)');
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
  if (!m) return refuse(`its host ${JSON.stringify(authority)} cannot be read`);
  const name = (m[1] as string).toLowerCase().replace(/\.$/, '');
  if (!HOST.test(name)) return refuse(`its host ${JSON.stringify(m[1])} is not a plain host name`);
  const portText = m[2];
  if (portText === undefined || portText === '') return { ok: true, url: name };
  const port = Number.parseInt(portText, 10);
  if (!(port > 0 && port < 65536)) return refuse(`its port ${portText} is not a port`);
  return { ok: true, url: String(port) === DEFAULT_PORTS[scheme] ? name : `${name}:${port}` };
}

/** `/a/./b/../c/` → `/a/c`; '' for the root. Each segment is decoded once and written back in one spelling. */
function canonicalPath(rawPath: string): CanonicalURL {
  const segments: string[] = [];
  const parts = rawPath.replace(/\/+$/, '').split('/').slice(1);
  for (const [i, part] of parts.entries()) {
    if (/%(2f|5c)/i.test(part)) return refuse('it contains an encoded path separator (%2F or %5C)');
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return refuse('it contains a malformed percent-encoding');
    }
    if (seg.includes('%')) return refuse('it is percent-encoded twice');
    // eslint-disable-next-line no-control-regex -- an encoded control character is refused too
    if (/[\u0000-\u001f\u007f]/.test(seg)) return refuse('it contains an encoded control character');
    if (seg === '' && i < parts.length - 1) return refuse('it contains an empty path segment (//)');
    if (seg === '.') continue;
    if (seg === '..') {
      if (segments.pop() === undefined) return refuse('its path climbs above the host (..)');
      continue;
    }
    segments.push(PLAIN.test(seg) ? seg : encodeURIComponent(seg));
  }
  return { ok: true, url: segments.map((s) => `/${s}`).join('') };
}
