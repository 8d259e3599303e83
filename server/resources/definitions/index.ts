// Every writable resource, by the name used in /api/resources/:resource (assembled in registry.ts).
import type { ResourceDef } from '../types.ts';
import { REGISTRY } from '../../registry.ts';

export const RESOURCES: ReadonlyMap<string, ResourceDef> = REGISTRY.resources;
