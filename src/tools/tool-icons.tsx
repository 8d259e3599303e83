// The catalogue names its icons (pure data); this maps the names to @ant-design/icons components.
import { ToolOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import * as TOOL_ICONS from './tool-icon-set.ts';

const ICONS: Record<string, ComponentType> = TOOL_ICONS;

export function ToolIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? ToolOutlined;
  return <Icon />;
}
