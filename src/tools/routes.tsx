// The AI teacher tools' pages. Permissions come from src/policies (teacher_tools.read for
// /teacher-tools and /tt/*); this file only says which component draws each path.
import { lazy } from 'react';
import {
  CloudServerOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { menu, route, type AppRoute } from '../config/app-route.ts';
import { findTool } from '../shared/tools/catalogue.ts';

const templates = () => import('./admin/prompt-templates-page.tsx');

export const toolRoutes: AppRoute[] = [
  route(
    '/teacher-tools',
    () => import('./pages/catalogue-page.tsx'),
    menu('Teacher tools', <ExperimentOutlined />, 40),
  ),
  { path: '/tt/question-rotator', component: lazy(() => import('./pages/question-rotator-page.tsx')) },
  {
    path: '/tt/:slug',
    component: lazy(() => import('./pages/tool-page.tsx')),
    title: ({ slug }) => (slug && findTool(slug)?.title) || 'Teacher tool',
    validate: ({ slug }) => (slug && findTool(slug) ? true : `There is no teacher tool called "${slug}".`),
  },
  route(
    '/teacher/my-collection',
    () => import('./pages/my-collection-page.tsx'),
    menu('My collection', <FolderOutlined />, 41),
  ),
  route(
    '/tt-prompt-templates',
    () => templates().then((m) => ({ default: m.TenantPromptTemplatesPage })),
    menu('Tool prompts', <FileTextOutlined />, 80, 'AI'),
  ),
  route(
    '/ei/tt-prompt-templates',
    () => templates().then((m) => ({ default: m.PlatformPromptTemplatesPage })),
    menu('Tool prompt defaults', <SnippetsOutlined />, 81, 'AI'),
  ),
  route(
    '/ei/app-provider-details',
    () => import('./admin/provider-details-page.tsx'),
    menu('AI providers', <CloudServerOutlined />, 82, 'AI'),
  ),
  route(
    '/ai/rate-limits',
    () => import('./admin/rate-limits-page.tsx'),
    menu('AI rate limits', <FieldTimeOutlined />, 83, 'AI'),
  ),
];
