// A write resource that none of the victim's marker rows fills (a new entity added by
// docs/adding-a-screen.md has no row in tenant B) gets one row of B's through its own create route,
// as B's administrator, its text fields holding markers. So every resource's update, delete and
// actions are probed against a real row of B, and a new entity needs no edit of the victim's list.
import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../../server/resources/types.ts';
import { fillObject, type JsonSchema } from './fill.ts';

/** Creates the row when B's administrator may; answers the markers it holds (the leak detector looks for them). */
export async function createMissingRow(
  app: FastifyInstance,
  adminToken: string,
  def: ResourceDef,
  marker: (what: string) => string,
): Promise<string[]> {
  const schema = (def.createSchema ?? { properties: {} }) as JsonSchema;
  const markers: string[] = [];
  const body = fillObject(schema, (name, sub) => {
    if (![sub.type ?? []].flat().includes('string')) return [];
    markers.push(marker(`${def.name}-${name}`));
    return [markers.at(-1)];
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/resources/${def.name}`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: body,
  });
  // refused (a platform table only operators write, like course_subscriptions): the other victim
  // has rows of it, and the coverage test says when neither has
  if (res.statusCode !== 201) return [];
  return markers.filter((x) => res.body.includes(x));
}
