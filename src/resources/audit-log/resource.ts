// The audit log, and the resource names that occur in it (the resource filter's options).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['audit_log'], bizobjfile: 'audit', api: 'audit_log' },
  { names: ['audit_resources'], bizobjfile: 'audit', api: 'audit_resources' },
] satisfies ScreenBinding[];
