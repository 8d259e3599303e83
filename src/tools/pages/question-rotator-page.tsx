// /tt/question-rotator (not in the catalogue): paste or upload a question set, get N versions with
// questions and choices reordered, each with its answer key; reworded too when a model is set.
import { useState } from 'react';
import { App, Button, Card, Col, Form, InputNumber, Row, Space, Switch, Tabs, Typography, Alert } from 'antd';
import { RetweetOutlined } from '@ant-design/icons';
import { SourceTextField } from '../form/source-text-field.tsx';
import { SOURCE_TEXT_MAX } from '../../shared/tools/field-types.ts';
import { MarkdownView } from '../output/markdown-view.tsx';
import { OutputActions } from '../output/output-actions.tsx';
import { useAiStatus } from '../ai-status.tsx';
import { rotateQuestionSet, type RotateResult } from '../tools-api.ts';
import { versionsToMarkdown } from '../../shared/tools/rotate.ts';

interface Values {
  questions: string;
  versions: number;
  reword: boolean;
}

export default function QuestionRotatorPage() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const status = useAiStatus();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RotateResult>();

  const rotate = async (v: Values) => {
    setBusy(true);
    try {
      setResult(await rotateQuestionSet({ questions: v.questions, versions: v.versions, reword: v.reword }));
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 1400 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        <RetweetOutlined /> Question rotator
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Make several versions of a test: questions and answer choices are shuffled the same way every time for the same
        set, and every version comes with its answer key. Mark correct choices with * or an &quot;Answer: B&quot; line.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small">
            <Form form={form} layout="vertical" initialValues={{ versions: 4, reword: false }} onFinish={rotate}>
              <Form.Item
                name="questions"
                label="Questions"
                rules={[{ required: true, whitespace: true, message: 'Questions are required' }]}
              >
                <SourceTextField maxLength={SOURCE_TEXT_MAX} placeholder={'1. What is 2 + 2?\nA) 3\nB) 4 *\nC) 5'} />
              </Form.Item>
              <Form.Item name="versions" label="Number of versions">
                <InputNumber min={2} max={10} precision={0} />
              </Form.Item>
              <Form.Item
                name="reword"
                label="Also reword each version"
                valuePropName="checked"
                extra={
                  status?.configured === false
                    ? 'Needs an AI model, which your school does not have configured.'
                    : 'Uses your school\u2019s AI model.'
                }
              >
                <Switch disabled={status?.configured === false} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} icon={<RetweetOutlined />}>
                Make versions
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title={result ? `${result.versions.length} versions of ${result.questionCount} questions` : 'Versions'}
          >
            {!result ? (
              <Typography.Text type="secondary">Your versions appear here.</Typography.Text>
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                {result.notice && <Alert type="warning" showIcon message={result.notice} />}
                <OutputActions
                  markdown={result.markdown}
                  title="Question set"
                  toolSlug="question-rotator"
                  inputs={{ versions: result.versions.length, reworded: result.reworded > 0 }}
                />
                <Tabs
                  items={result.versions.map((v) => ({
                    key: v.label,
                    label: `Version ${v.label}`,
                    children: <MarkdownView markdown={versionsToMarkdown([v], 'Question set')} />,
                  }))}
                />
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
