import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { PRERENDERED_PAGES } from './prerendered-pages.ts';


const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A prerendered page paints without scripts: preloading them would only compete with its style
 * sheet for the first bytes. The entry script still loads (deferred) and fetches what it imports.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

type Renderer = { renderPage(path: string): Promise<string> };

/** Builds src/client/prerender.tsx for Node into a scratch folder, renders with it, then removes it. */
async function withRenderer(config: ResolvedConfig, use: (renderer: Renderer) => Promise<void>): Promise<void> {
  // Inside the project, so that the built module finds react and the rest in node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const outDir = mkdtempSync(resolve('node_modules/.cache/innovation-studio-prerender-'));
  try {
    await build({
      configFile: config.configFile,
      logLevel: 'warn',
      build: { ssr: resolve(config.root, 'prerender.tsx'), outDir, emptyOutDir: true, copyPublicDir: false },
    });
    await use((await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as Renderer);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * After the client build, renders the landing and sign-in pages to HTML inside the built index.html,
 * so they paint before their scripts arrive; the client then takes the HTML over (hydrateRoot).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'innovation-studio-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      await withRenderer(config, async ({ renderPage }) => {
        for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
          const html = withoutModulePreloads(template).replace(ROOT_ELEMENT, `<div id="root">${await renderPage(path)}</div>`);
          writeFileSync(join(outDir, file), html);
        }
      });
    },
  };
}
