// The catalogue names its icons (pure data); this maps the names to @ant-design/icons components.
import {
  ApartmentOutlined,
  BulbOutlined,
  CalculatorOutlined,
  ColumnHeightOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  HighlightOutlined,
  MailOutlined,
  OrderedListOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SmileOutlined,
  TableOutlined,
  TagsOutlined,
  RetweetOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  ApartmentOutlined,
  BulbOutlined,
  CalculatorOutlined,
  ColumnHeightOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  HighlightOutlined,
  MailOutlined,
  OrderedListOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SmileOutlined,
  TableOutlined,
  TagsOutlined,
  RetweetOutlined,
};

export function ToolIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? ToolOutlined;
  return <Icon />;
}
