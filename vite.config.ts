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
  },
});
