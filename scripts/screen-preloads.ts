import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const MANIFEST = '.vite/manifest.json';

/** Reads the build's manifest (and removes it: the server would otherwise publish it). */
export function takeManifest(outDir: string): Manifest {
  const file = join(outDir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${MANIFEST} is missing: build.manifest must be on`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

/** The scripts and style sheets a screen's module needs, with everything it imports. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const nested = (chunk.imports ?? []).map((imported) => filesOf(manifest, imported, seen));
  return {
    scripts: [chunk.file, ...nested.flatMap((files) => files.scripts)],
    styles: [...(chunk.css ?? []), ...nested.flatMap((files) => files.styles)],
  };
}

/**
 * index.html with the screen's own scripts and style sheets announced in its head, so the browser
 * fetches them with the entry instead of after it has run.
 */
export function withScreenPreloads(template: string, manifest: Manifest, screen: string): string {
  const { scripts, styles } = filesOf(manifest, screen);
  if (scripts.length === 0) throw new Error(`The build has no chunk for ${screen}`);
  const links = [
    ...[...new Set(scripts)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...new Set(styles)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].filter((link) => !template.includes(link.match(/href="([^"]+)"/)![1]!));
  return template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
