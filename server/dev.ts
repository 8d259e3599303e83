// npm run dev: the server as `npm start` runs it, plus the Vite dev server's origin (vite.config.ts)
// as an allowed redirect origin, which production must never allow by default.
process.env.OIDC_REDIRECT_ORIGINS ??= 'http://localhost:5173';
await import('./main.ts');

export {};
