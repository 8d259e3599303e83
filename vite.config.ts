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

export default defineConfig({
  plugins: [pagesCopyOfRefineAntd(), sideChannelOnWeakMap(), casbinCsvLines(), react()],
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
