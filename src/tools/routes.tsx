// The AI teacher tools' pages. Permissions come from src/policies (teacher_tools.read for
// /teacher-tools and /tt/*); this file only says which component draws each path.
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
  route({
    path: '/teacher-tools',
    load: () => import('./pages/catalogue-page.tsx'),
    menu: menu('Teacher tools', <ExperimentOutlined />, 40),
  }),
  route({ path: '/tt/question-rotator', load: () => import('./pages/question-rotator-page.tsx') }),
  route({
    path: '/tt/:slug',
    load: () => import('./pages/tool-page.tsx'),
    title: ({ slug }) => (slug && findTool(slug)?.title) || 'Teacher tool',
    validate: ({ slug }) => (slug && findTool(slug) ? true : `There is no teacher tool called "${slug}".`),
  }),
  route({
    path: '/teacher/my-collection',
    load: () => import('./pages/my-collection-page.tsx'),
    menu: menu('My collection', <FolderOutlined />, 41),
  }),
  route({
    path: '/tt-prompt-templates',
    load: () => templates().then((m) => ({ default: m.TenantPromptTemplatesPage })),
    menu: menu('Tool prompts', <FileTextOutlined />, 80, 'AI'),
  }),
  route({
    path: '/ei/tt-prompt-templates',
    load: () => templates().then((m) => ({ default: m.PlatformPromptTemplatesPage })),
    menu: menu('Tool prompt defaults', <SnippetsOutlined />, 81, 'AI'),
  }),
  route({
    path: '/ei/app-provider-details',
    load: () => import('./admin/provider-details-page.tsx'),
    menu: menu('AI providers', <CloudServerOutlined />, 82, 'AI'),
  }),
  route({
    path: '/ai/rate-limits',
    load: () => import('./admin/rate-limits-page.tsx'),
    menu: menu('AI rate limits', <FieldTimeOutlined />, 83, 'AI'),
  }),
];
