import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API, identity provider and file service run on the Fastify server.
const backend = process.env.BACKEND_URL || 'http://localhost:3000';

/**
 * @refinedev/antd is one module, so every page's use of it (useTable: antd's Form, sunflower-antd)
 * would sit in the chunk the signed-in shell loads for its layout. Importers outside the shell
 * (src/layout, src/providers) get their own copy of the module, which only their lazy chunks load.
 * Both copies keep no state the other needs: the pages use only its table hooks.
 */
function pagesCopyOfRefineAntd(): Plugin {
  return {
    name: 'pages-copy-of-refine-antd',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@refinedev/antd' || !importer || /\/src\/(layout|providers)\//.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?pages` } : null;
    },
  };
}

/**
 * side-channel (qs, which Refine loads for the URL's query) brings object-inspect and
 * get-intrinsic, about 9 kB gzip of the first load, for engines without WeakMap. The same API on
 * WeakMap (object keys) and Map (other keys).
 */
function sideChannelOnWeakMap(): Plugin {
  const id = '\0side-channel';
  return {
    name: 'side-channel-on-weakmap',
    enforce: 'pre',
    resolveId: (source) => (source === 'side-channel' ? id : null),
    load: (loaded) =>
      loaded === id
        ? `module.exports = function getSideChannel() {
  var objects = new WeakMap(), others = new Map();
  var of = function (k) { return k !== null && (typeof k === 'object' || typeof k === 'function') ? objects : others; };
  var channel = {
    assert: function (k) { if (!channel.has(k)) throw new TypeError('Side channel does not contain the given key'); },
    'delete': function (k) { return of(k)['delete'](k); },
    get: function (k) { return of(k).get(k); },
    has: function (k) { return of(k).has(k); },
    set: function (k, v) { of(k).set(k, v); },
  };
  return channel;
};`
        : null,
  };
}

/**
 * casbin parses CSV only to load a policy from a file or a string adapter (its csv-parse, about
 * 6 kB gzip of the first load); the browser adds its policy as arrays, so the build gives casbin
 * the small splitter of src/policies/casbin-csv-lines.ts instead.
 */
function casbinCsvLines(): Plugin {
  const file = fileURLToPath(new URL('./src/policies/casbin-csv-lines.ts', import.meta.url));
  return {
    name: 'casbin-csv-lines',
    enforce: 'pre',
    resolveId: (source) => (source === 'csv-parse/sync' ? file : null),
  };
}

/**
 * antd's styles for the app's theme as one stylesheet in the page's head, made at build time by
 * scripts/antd-static-css.ts: components whose style is in it skip cssinjs's work at run time
 * (issue #32). Development keeps making them at run time.
 */
function antdStaticCss(): Plugin {
  // the theme of a person who asked for less motion has its own hashes: its stylesheet applies
  // (and is read by cssinjs) only for them, by the link's media query
  const variants = [
    { arg: 'motion', media: '(prefers-reduced-motion: no-preference)' },
    { arg: 'reduced-motion', media: '(prefers-reduced-motion: reduce)' },
  ];
  let sheets: { fileName: string; css: string; media: string }[] = [];
  return {
    name: 'antd-static-css',
    apply: 'build',
    buildStart() {
      const script = fileURLToPath(new URL('./scripts/antd-static-css.ts', import.meta.url));
      sheets = variants.map(({ arg, media }) => {
        const r = spawnSync(process.execPath, ['--import', 'tsx', script, arg], {
          encoding: 'utf8',
          maxBuffer: 64 << 20,
        });
        if (r.status !== 0) throw new Error(`antd style extraction failed: ${r.stderr}`);
        const hash = createHash('sha256').update(r.stdout).digest('hex').slice(0, 10);
        return { fileName: `assets/antd-${arg}-${hash}.css`, css: r.stdout, media };
      });
    },
    generateBundle() {
      for (const s of sheets) this.emitFile({ type: 'asset', fileName: s.fileName, source: s.css });
    },
    transformIndexHtml: () =>
      sheets.map((s) => ({
        tag: 'link',
        attrs: { rel: 'stylesheet', href: `/${s.fileName}`, media: s.media },
        injectTo: 'head-prepend' as const,
      })),
  };
}

export default defineConfig({
  plugins: [pagesCopyOfRefineAntd(), sideChannelOnWeakMap(), casbinCsvLines(), antdStaticCss(), react()],
  server: {
    port: 5173,
    proxy: { '/api': backend, '/fs': backend, '/realms': backend, '/config.json': backend },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // Libraries that ship one module (e.g. @refinedev/antd) keep every dependency their unused
        // exports touch. Packages are treated as free of side effects, except CSS and the two
        // modules we import only for their side effects.
        moduleSideEffects: (id: string) =>
          !id.includes('/node_modules/') || /\.css$|v5-patch-for-react-19|\/buffer\//.test(id),
      },
    },
  },
});
