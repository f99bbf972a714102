// Gzip size of the JavaScript a first visit to / loads: `npm run bench:bundle` (after a build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/client';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
const files = [...new Set([...entry, ...preloads])].filter((file) => file.startsWith('/assets/'));

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`First visit to /: ${(total / 1024).toFixed(1)} KB of JavaScript, gzip -9 (target <= 90 KB)`);
