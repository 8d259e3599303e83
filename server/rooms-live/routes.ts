// The rooms' live side (docs/rooms.md, issue #33): the process's room event hub (one LISTEN
// connection, hub.ts) started with the app and closed with it, the teacher's live view, notes and
// alert acknowledgements, the student's events stream, alerts to the room's teachers and the
// after-room summaries.
// server/rooms (the rooms themselves) never imports this folder; events are the only link back.
import pg from 'pg';
import type { App } from '../schemas/app.ts';
import { startRoomHub } from './hub.ts';
import { RoomStreams } from './live-stream.ts';
import { liveRoutes } from './live-routes.ts';
import { noteRoutes } from './notes.ts';
import { alertAckRoutes } from './alert-ack.ts';
import { studentEventRoutes } from './student-events.ts';
import { queueRoomAlerts } from './alerts.ts';
import { summaryRoutes } from './summary-routes.ts';

export default async function roomsLiveRoutes(app: App) {
  const listener = await startRoomHub(pg, app.database.url);
  const streams = new RoomStreams(listener.hub);
  // open streams end first (a student's last presence is published), then the connection closes:
  // in preClose, before any onClose hook can stop the database under it (no reconnect loop)
  app.addHook('preClose', async () => {
    await streams.closeAll();
    await listener.close();
  });
  liveRoutes(app, listener.hub, streams);
  noteRoutes(app);
  alertAckRoutes(app);
  studentEventRoutes(app, streams);
  summaryRoutes(app);
  // every server hears every alert; the job ids keep the work to once (alerts.ts)
  listener.hub.onEvery((e) => {
    if (e.type !== 'alert') return;
    queueRoomAlerts(app, e).catch((err: Error) => app.log.error({ err }, `rooms: handling an alert failed`));
  });
}
