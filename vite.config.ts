import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API, identity provider and file service run on the Fastify server.
const backend = process.env.BACKEND_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
