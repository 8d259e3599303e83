// /ei/doc-types (doc_type.read): the document types students and teachers hand in; create and
// edit open the form drawer over the list.
import { FileDoneOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const docTypesRoutes: AppRoute[] = [
  route({
    path: '/ei/doc-types',
    load: () => import('./doc-types-list.tsx'),
    menu: menu('Document types', <FileDoneOutlined />, 86),
    drawers: entityDrawerRoutes(() => import('./doc-type-drawers.tsx')),
  }),
];
