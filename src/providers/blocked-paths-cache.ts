// The tenant's blocked-path list the browser decides access with, by tenant schema: filled by the
// start-up's GET /api/boot (src/providers/auth/app-session.ts) and by the access provider's own
// loads. A small module of its own so the start-up can seed it without loading the access policy.
const lists = new Map<string, Promise<readonly string[]>>();

export const blockedPathsCache = {
  get: (schema: string) => lists.get(schema),
  set: (schema: string, list: Promise<readonly string[]>) => void lists.set(schema, list),
  delete: (schema: string) => void lists.delete(schema),
};

/** The list the server enforces for `schema`, as the start-up received it. */
export function seedBlockedPaths(schema: string | undefined, list: readonly string[]) {
  if (schema) lists.set(schema, Promise.resolve(list));
}
