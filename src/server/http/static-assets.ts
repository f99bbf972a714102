import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { getMimeType } from 'hono/utils/mime';

/** A response body in the encodings a browser may take, the smallest it accepts first. */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface EncodedFile {
  contentType: string;
  etag: string;
  lastModified: string;
  /** The encodings it can be sent in. */
  encodings: ReadonlySet<Encoding>;
  body(encoding: Encoding): Buffer<ArrayBuffer>;
}

const entityTag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function fileWithBodies(contentType: string, lastModified: string, bodies: Map<Encoding, () => Buffer<ArrayBuffer>>): EncodedFile {
  const made = new Map<Encoding, Buffer<ArrayBuffer>>();
  const identity = bodies.get('identity')!();
  made.set('identity', identity);
  return {
    contentType,
    etag: entityTag(identity),
    lastModified,
    encodings: new Set(bodies.keys()),
    body(encoding) {
      let body = made.get(encoding);
      if (!body) made.set(encoding, (body = bodies.get(encoding)!()));
      return body;
    },
  };
}

const COMPRESSED_COPIES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/** The encoding to send: the smallest the request accepts of those the file has (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined, file: EncodedFile): Encoding {
  const accepted = new Map(parseAccept(acceptEncoding ?? '').map(({ type, q }) => [type.toLowerCase(), q]));
  for (const encoding of ['br', 'gzip'] as const) {
    if (file.encodings.has(encoding) && (accepted.get(encoding) ?? 0) > 0) return encoding;
  }
  return 'identity';
}

/**
 * The built client's files (scripts, style sheets, icons) in memory, each with the compressed
 * copies the build wrote beside it (.br, .gz): a request is answered from a buffer instead of a
 * file opened and streamed each time. Only files the build holds can be asked for, so no address
 * reaches outside it; `pages/` stays out (its pages are served at their own addresses).
 */
export function readStaticAssets(staticDir: string): Map<string, EncodedFile> {
  const files = new Map<string, EncodedFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const location = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(staticDir, location) !== 'pages') walk(location);
        continue;
      }
      const extension = extname(entry.name);
      if (COMPRESSED_COPIES[extension] || !entry.isFile()) continue;
      const identity = readFileSync(location);
      const bodies = new Map<Encoding, () => Buffer<ArrayBuffer>>([['identity', () => identity]]);
      for (const [suffix, encoding] of Object.entries(COMPRESSED_COPIES)) {
        try {
          const copy = readFileSync(location + suffix);
          bodies.set(encoding, () => copy);
        } catch {
          // The build compresses only what gains from it.
        }
      }
      const address = `/${relative(staticDir, location).split(sep).join('/')}`;
      files.set(address, fileWithBodies(getMimeType(entry.name) ?? 'application/octet-stream', statSync(location).mtime.toUTCString(), bodies));
    }
  };
  walk(staticDir);
  return files;
}

/** A built page's HTML, compressed the first time an encoding is asked for (not at start: 20 pages take a quarter of a second). */
export function encodedPage(html: string): EncodedFile {
  const identity = Buffer.from(html);
  return fileWithBodies(
    'text/html; charset=utf-8',
    new Date().toUTCString(),
    new Map<Encoding, () => Buffer<ArrayBuffer>>([
      ['identity', () => identity],
      ['br', () => brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['gzip', () => gzipSync(identity, { level: 9 })],
    ]),
  );
}
