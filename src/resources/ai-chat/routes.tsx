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
  route('/ai/chat', () => import('./chat-page.tsx'), menu('AI chat', <MessageOutlined />, 42)),
  route('/ai/ei-tutor', () => import('./tutor-page.tsx'), menu('EI tutor', <ReadOutlined />, 43)),
  route('/ai/lama-chat', () => import('./lama-page.tsx'), menu('Open-model chat', <RobotOutlined />, 83, 'AI')),
  route('/ai/chat-log', () => import('./chat-log-page.tsx'), menu('Chat log', <AuditOutlined />, 84, 'AI')),
  route(
    '/insights/mood-scanner',
    () => import('./mood-scanner-page.tsx'),
    menu('Mood scanner', <AlertOutlined />, 85, 'AI'),
  ),
  route(
    '/insights/chat-insights',
    () => import('./chat-insights-page.tsx'),
    menu('Chat insights', <BarChartOutlined />, 85.5, 'AI'),
  ),
  route(
    '/ai/prompt-templates',
    () => templates().then((m) => ({ default: m.PlatformChatTemplatesPage })),
    menu('Chat prompt defaults', <FileTextOutlined />, 86, 'AI'),
  ),
  route(
    '/ai/tenant-prompt-templates',
    () => templates().then((m) => ({ default: m.TenantChatTemplatesPage })),
    menu('Chat prompts', <FileTextOutlined />, 87, 'AI'),
  ),
];
