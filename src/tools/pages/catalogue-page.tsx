// /teacher-tools: the 22 teacher tools as cards, searchable and filtered by category.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Col, Empty, Input, Row, Segmented, Space, Typography } from 'antd';
import { RetweetOutlined } from '@ant-design/icons';
import { CATEGORY_LABELS, searchCatalogue, toolHref, type ToolCategory } from '../../shared/tools/catalogue.ts';
import { ToolIcon } from '../tool-icons.tsx';
import { NotConfiguredAlert, useAiStatus } from '../ai-status.tsx';

type Filter = ToolCategory | 'all';

export default function CataloguePage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Filter>('all');
  const tools = useMemo(() => searchCatalogue(query, category === 'all' ? undefined : category), [query, category]);
  const status = useAiStatus();

  return (
    <div style={{ maxWidth: 1280 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Teacher tools
        </Typography.Title>
        <Link to="/tt/question-rotator">
          <Button icon={<RetweetOutlined />}>Question rotator</Button>
        </Link>
      </Space>
      <Typography.Paragraph type="secondary">
        AI assistants for planning, assessment and communication. Every output can be refined, downloaded and saved to
        your collection.
      </Typography.Paragraph>
      <NotConfiguredAlert status={status} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Search tools"
          aria-label="Search tools"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Segmented<Filter>
          aria-label="Category"
          className="lms-wrap-segmented"
          value={category}
          onChange={setCategory}
          options={[
            { label: 'All', value: 'all' },
            ...Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ label, value: value as ToolCategory })),
          ]}
        />
      </div>
      {tools.length === 0 ? (
        <Empty description="No tool matches your search" />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Teacher tools">
          {tools.map((t) => (
            <Col key={t.slug} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <Link to={toolHref(t)} data-testid="tool-card" style={{ display: 'block', height: '100%' }}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Card.Meta
                    avatar={
                      <span style={{ fontSize: 24, color: '#1867C0' }}>
                        <ToolIcon name={t.icon} />
                      </span>
                    }
                    title={t.title}
                    description={
                      <>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t.shortName} · {CATEGORY_LABELS[t.category]}
                        </Typography.Text>
                        <Typography.Paragraph style={{ margin: '4px 0 0' }}>{t.description}</Typography.Paragraph>
                      </>
                    }
                  />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
