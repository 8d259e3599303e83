// The tenants screen (operators) reads llm_trans/tenants and writes through the tenants resource.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['tenants', '/ei/tenants'], bizobjfile: 'llm_trans', api: 'tenants', writeResource: 'tenants' },
] satisfies ScreenBinding[];
