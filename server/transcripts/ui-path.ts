// The screen the lesson-transcript routes are reached from (their config.uiPath), in its own module
// so routes.ts (which mounts edit-routes.ts) and edit-routes.ts both take it without a circle.
export const TRANSCRIPTS_PATH = '/ei/lesson-transcripts';
