// The AI chat's pages (docs/ai-chat.md). Permissions come from src/policies/route-permissions.ts.
import {
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  FileTextOutlined,
  MessageOutlined,
  ReadOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const templates = () => import('./prompt-templates-page.tsx');

export const aiChatRoutes: AppRoute[] = [
  route({ path: '/ai/chat', load: () => import('./chat-page.tsx'), menu: menu('AI chat', <MessageOutlined />, 42) }),
  route({ path: '/ai/ei-tutor', load: () => import('./tutor-page.tsx'), menu: menu('EI tutor', <ReadOutlined />, 43) }),
  route({
    path: '/ai/lama-chat',
    load: () => import('./lama-page.tsx'),
    menu: menu('Open-model chat', <RobotOutlined />, 83, 'AI'),
  }),
  route({
    path: '/ai/chat-log',
    load: () => import('./chat-log-page.tsx'),
    menu: menu('Chat log', <AuditOutlined />, 84, 'AI'),
  }),
  route({
    path: '/insights/mood-scanner',
    load: () => import('./mood-scanner-page.tsx'),
    menu: menu('Mood scanner', <AlertOutlined />, 85, 'AI'),
  }),
  route({
    path: '/insights/chat-insights',
    load: () => import('./chat-insights-page.tsx'),
    menu: menu('Chat insights', <BarChartOutlined />, 85.5, 'AI'),
  }),
  route({
    path: '/ai/prompt-templates',
    load: () => templates().then((m) => ({ default: m.PlatformChatTemplatesPage })),
    menu: menu('Chat prompt defaults', <FileTextOutlined />, 86, 'AI'),
  }),
  route({
    path: '/ai/tenant-prompt-templates',
    load: () => templates().then((m) => ({ default: m.TenantChatTemplatesPage })),
    menu: menu('Chat prompts', <FileTextOutlined />, 87, 'AI'),
  }),
];
