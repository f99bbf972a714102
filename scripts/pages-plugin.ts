import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { BUILT_PAGES } from './built-pages.ts';
import { takeManifest, withScreenPreloads } from './screen-preloads.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The prerendered pages' template: index.html with the landing page's own entry (src/client/landing-main.tsx). */
const PRERENDER_TEMPLATE = 'landing.html';

/**
 * A page that paints without scripts (prerendered, or a frame that holds its largest paint):
 * preloading them would only compete with its style sheet for the first bytes. The entry script
 * still loads (deferred) and fetches what it imports.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

type Renderer = { renderPage(path: string): Promise<string>; renderFrame(path: string): string };

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
 * After the client build, writes a page for each path of scripts/built-pages.ts: the landing page
 * drawn to HTML (the client then takes it over with hydrateRoot), the other screens with their own
 * scripts and style sheets preloaded.
 */
export function buildPages(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'innovation-studio-pages',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    config: () => ({ build: { manifest: true } }),
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      // A failed build left no pages to fill: its own error is the one to read.
      if (failed) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const prerenderTemplate = readFileSync(join(outDir, PRERENDER_TEMPLATE), 'utf8');
      // Only as the pages' template: the server would otherwise publish it at /landing.html.
      rmSync(join(outDir, PRERENDER_TEMPLATE));
      for (const [name, html] of [['index.html', template], [PRERENDER_TEMPLATE, prerenderTemplate]] as const) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`${name} has no ${ROOT_ELEMENT} to fill`);
      }
      const manifest = takeManifest(outDir);
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      await withRenderer(config, async ({ renderPage, renderFrame }) => {
        for (const [address, page] of Object.entries(BUILT_PAGES)) {
          let html: string;
          if (page.prerender) {
            html = withoutModulePreloads(prerenderTemplate).replace(ROOT_ELEMENT, `<div id="root">${await renderPage(address)}</div>`);
          } else {
            html = withScreenPreloads(template, manifest, page.screen!);
            if (page.frame === 'alone') html = withoutModulePreloads(html);
            // data-frame: the app draws over it instead of taking it over (app/start-app.tsx); its
            // value says whose frame it is, as the server may send it at another address (app/served-frame.ts).
            if (page.frame) html = html.replace(ROOT_ELEMENT, `<div id="root" data-frame="${address}">${renderFrame(address)}</div>`);
          }
          writeFileSync(join(outDir, page.file), html);
        }
      });
    },
  };
}
