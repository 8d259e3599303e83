// Table templates (docs/tables.md): the school's templates, the platform's master templates, one
// template opened as a grid (with its edit form), and the create-from-master and clone variants,
// which show the list with the new-template drawer over it. Permissions: src/policies.
import { lazy } from 'react';
import { TableOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const start = () => import('./start-page.tsx');

export const tblTemplateRoutes: AppRoute[] = [
  route({
    path: '/admin/tbl/templates',
    load: () => import('./templates-list.tsx'),
    menu: menu('Table templates', <TableOutlined />, 96, 'Administration'),
  }),
  {
    path: '/admin/tbl/template-master',
    component: lazy(() => import('./masters-list.tsx')),
    title: 'Master templates',
  },
  {
    path: '/admin/tbl/template/:templateId',
    component: lazy(() => import('./template-page.tsx')),
    title: 'Table template',
  },
  {
    path: '/admin/tbl/template/clone/:templateId',
    component: lazy(() => start().then((m) => ({ default: m.CloneTemplate }))),
    title: 'Clone template',
  },
  {
    path: '/admin/tbl/template/create/:masterTemplateId',
    component: lazy(() => start().then((m) => ({ default: m.CreateFromMaster }))),
    title: 'New template',
  },
];
