// Moved to src/shared/csv.ts so the server's exports (account statements) share it.
export * from '../shared/csv.ts';
