// The AI chat's pages (docs/ai-chat.md). Permissions come from src/policies/route-permissions.ts.
import { lazy } from 'react';
import {
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  FileTextOutlined,
  MessageOutlined,
  ReadOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const templates = () => import('./prompt-templates-page.tsx');

export const aiChatRoutes: AppRoute[] = [
  {
    path: '/ai/chat',
    component: lazy(() => import('./chat-page.tsx')),
    menu: { label: 'AI chat', icon: <MessageOutlined />, order: 42 },
  },
  {
    path: '/ai/ei-tutor',
    component: lazy(() => import('./tutor-page.tsx')),
    menu: { label: 'EI tutor', icon: <ReadOutlined />, order: 43 },
  },
  {
    path: '/ai/lama-chat',
    component: lazy(() => import('./lama-page.tsx')),
    menu: { label: 'Open-model chat', icon: <RobotOutlined />, group: 'AI', order: 83 },
  },
  {
    path: '/ai/chat-log',
    component: lazy(() => import('./chat-log-page.tsx')),
    menu: { label: 'Chat log', icon: <AuditOutlined />, group: 'AI', order: 84 },
  },
  {
    path: '/insights/mood-scanner',
    component: lazy(() => import('./mood-scanner-page.tsx')),
    menu: { label: 'Mood scanner', icon: <AlertOutlined />, group: 'AI', order: 85 },
  },
  {
    path: '/insights/chat-insights',
    component: lazy(() => import('./chat-insights-page.tsx')),
    menu: { label: 'Chat insights', icon: <BarChartOutlined />, group: 'AI', order: 85.5 },
  },
  {
    path: '/ai/prompt-templates',
    component: lazy(() => templates().then((m) => ({ default: m.PlatformChatTemplatesPage }))),
    menu: { label: 'Chat prompt defaults', icon: <FileTextOutlined />, group: 'AI', order: 86 },
  },
  {
    path: '/ai/tenant-prompt-templates',
    component: lazy(() => templates().then((m) => ({ default: m.TenantChatTemplatesPage }))),
    menu: { label: 'Chat prompts', icon: <FileTextOutlined />, group: 'AI', order: 87 },
  },
];
