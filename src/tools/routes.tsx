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
import type { AppRoute } from '../config/app-route.ts';
import { findTool } from '../shared/tools/catalogue.ts';

const templates = () => import('./admin/prompt-templates-page.tsx');

export const toolRoutes: AppRoute[] = [
  {
    path: '/teacher-tools',
    component: lazy(() => import('./pages/catalogue-page.tsx')),
    menu: { label: 'Teacher tools', icon: <ExperimentOutlined />, order: 40 },
  },
  { path: '/tt/question-rotator', component: lazy(() => import('./pages/question-rotator-page.tsx')) },
  {
    path: '/tt/:slug',
    component: lazy(() => import('./pages/tool-page.tsx')),
    title: ({ slug }) => (slug && findTool(slug)?.title) || 'Teacher tool',
    validate: ({ slug }) => (slug && findTool(slug) ? true : `There is no teacher tool called "${slug}".`),
  },
  {
    path: '/teacher/my-collection',
    component: lazy(() => import('./pages/my-collection-page.tsx')),
    menu: { label: 'My collection', icon: <FolderOutlined />, order: 41 },
  },
  {
    path: '/tt-prompt-templates',
    component: lazy(() => templates().then((m) => ({ default: m.TenantPromptTemplatesPage }))),
    menu: { label: 'Tool prompts', icon: <FileTextOutlined />, group: 'AI', order: 80 },
  },
  {
    path: '/ei/tt-prompt-templates',
    component: lazy(() => templates().then((m) => ({ default: m.PlatformPromptTemplatesPage }))),
    menu: { label: 'Tool prompt defaults', icon: <SnippetsOutlined />, group: 'AI', order: 81 },
  },
  {
    path: '/ei/app-provider-details',
    component: lazy(() => import('./admin/provider-details-page.tsx')),
    menu: { label: 'AI providers', icon: <CloudServerOutlined />, group: 'AI', order: 82 },
  },
  {
    path: '/ai/rate-limits',
    component: lazy(() => import('./admin/rate-limits-page.tsx')),
    menu: { label: 'AI rate limits', icon: <FieldTimeOutlined />, group: 'AI', order: 83 },
  },
];
