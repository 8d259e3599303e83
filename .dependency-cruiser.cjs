// Import rules for server/ (run by `npm run lint` through scripts/check-server-layout.mjs, which also
// fails on any circle between server's top-level folders).
// No violation is tolerated (the list of old ones, .dependency-cruiser-known-violations.json, is gone).
module.exports = {
  forbidden: [
    {
      name: 'no-foreign-routes-import',
      comment: "A feature takes shared logic from a non-route module, never from another feature's routes file.",
      severity: 'error',
      // server/job-runner wires the job engine and mounts the mail and password-link routes with it
      from: { path: '^server/([^/]+)/', pathNot: '^server/job-runner/' },
      to: { path: '^server/[^/]+/[^/]*routes\\.ts$', pathNot: '^server/$1/' },
    },
    {
      name: 'db-holds-only-the-database',
      comment: 'server/db is the connection, migrations and locks; seed and demo data live in server/demo.',
      severity: 'error',
      from: { path: '^server/db/', pathNot: '^server/db/migrations/' },
      to: { path: '^server/', pathNot: ['^server/db/', '^server/[^/]+\\.ts$'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
