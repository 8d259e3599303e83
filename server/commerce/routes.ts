// The commerce API's mount point (server/routes.gen.ts mounts every feature's routes.ts): the
// partner universities' pages and the operators' school-course links to the catalogue.
import type { App } from '../schemas/app.ts';
import universityRoutes from './university-routes.ts';
import tenantCourseLinkRoutes from './tenant-course-links.ts';

export default async function commerceRoutes(app: App) {
  await app.register(universityRoutes);
  await app.register(tenantCourseLinkRoutes);
}
