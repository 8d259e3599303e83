// The operators' AI evaluation reports (docs/ai-tools.md). The route's rule (operators only) is in
// src/policies/route-permissions.ts.
import { ExperimentOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const aiEvalReportsRoutes: AppRoute[] = [
  route({
    path: '/ai/eval-reports',
    load: () => import('./eval-reports-page.tsx'),
    menu: menu('AI evaluations', <ExperimentOutlined />, 88, 'AI'),
  }),
];
