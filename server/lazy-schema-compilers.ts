// Route schemas compiled on a route's first request, not at every start (issue #32: Fastify
// compiled the Ajv validators and fast-json-stringify serializers of all ~400 routes before
// /api/health could answer, about a sixth of a start). The compilers are Fastify's own defaults
// with the server's Ajv options; only the moment changes. A broken schema now fails its route's
// first request instead of the start: tests/api/route-responses.test.ts calls compileAllSchemas.
import ajvCompiler from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Build<F> = (externalSchemas: unknown, options: unknown) => (route: unknown) => F;

const pending = new Set<() => void>();
let compiled = 0;
/** how many route schemas have been compiled in this process (the start-up test reads it) */
export const compiledSchemas = () => compiled;
/** how many route schemas wait for their route's first request (of every app in this process) */
export const pendingSchemas = () => pending.size;

function once<F>(compile: () => F): () => F {
  let fn: F | undefined;
  const get = () => {
    if (fn === undefined) {
      fn = compile();
      compiled++;
      pending.delete(get);
    }
    return fn;
  };
  pending.add(get);
  return get;
}

/** Compiles every schema not compiled yet (a test's check that all of them build). */
export function compileAllSchemas() {
  for (const get of [...pending]) get();
}

export function lazySchemaCompilers(): Factories {
  const validators = (ajvCompiler as unknown as () => Build<Validate>)();
  const serializers = (serializerCompiler as unknown as () => Build<(data: unknown) => string>)();
  const factories = {
    buildValidator: (external: unknown, options: unknown) => {
      const compile = validators(external, options);
      return (route: unknown): Validate => {
        const get = once(() => compile(route));
        // Fastify reads .errors of the function it called after a refusal
        const validate: Validate = (data) => {
          const fn = get();
          const ok = fn(data);
          validate.errors = fn.errors;
          return ok;
        };
        return validate;
      };
    },
    buildSerializer: (external: unknown, options: unknown) => {
      const compile = serializers(external, options);
      return (route: unknown) => {
        const get = once(() => compile(route));
        return (data: unknown) => get()(data);
      };
    },
  };
  return factories as unknown as Factories;
}
