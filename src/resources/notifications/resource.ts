// The notification log's list query (server/outbound/notifications-queries.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['notification_log'], bizobjfile: 'notifications', api: 'notification_log' },
] satisfies ScreenBinding[];
