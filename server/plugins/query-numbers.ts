// A query string carries text only, while the routes' querystring schemas say `courseId` is an
// integer and `flagged` a boolean. Bodies are validated without coercion (app.ts); a query's
// values are converted by its route's TypeBox schema first, so `?courseId=7` reads as 7 and
// `?courseId=seven` is still refused with 400 by the validation that follows.
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';

export function convertQueryStrings(app: App) {
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema?.querystring as TSchema | undefined;
    if (schema && req.query && typeof req.query === 'object') req.query = Value.Convert(schema, req.query);
  });
}
