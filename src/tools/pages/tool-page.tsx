// /tt/{slug}: the one tool page engine. The form comes from the tool's declaration; the answer
// streams in; follow-ups keep the conversation; ?saved=ID reopens an output from the collection.
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { App, Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { findTool } from '../../shared/tools/catalogue.ts';
import { findToolForm } from '../../shared/tools/tool-forms.ts';
import { defaultInputs, type ToolInputs } from '../../shared/tools/field-types.ts';
import { ToolIcon } from '../tool-icons.tsx';
import { NotConfiguredAlert, useAiStatus } from '../ai-status.tsx';
import { ToolFormFields, collectInputs } from '../form/tool-form.tsx';
import { OutputPanel } from '../output/output-panel.tsx';
import { useToolStream, type Turn } from '../stream/use-tool-stream.ts';
import { getSaved } from '../tools-api.ts';

export default function ToolPage() {
  const { slug = '' } = useParams();
  const entry = findTool(slug)!;
  const toolForm = findToolForm(slug)!;
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const status = useAiStatus();
  const { state, start, stop, show } = useToolStream(slug);
  const [inputs, setInputs] = useState<ToolInputs>({});
  const [conversation, setConversation] = useState<Turn[]>([]);
  const [search] = useSearchParams();
  const savedId = search.get('saved');
  const loadedSaved = useRef<string | null>(null);

  // a link may fill fields in (a report's "modify for students below 60%" passes the assessment)
  useEffect(() => {
    const preset = toolForm.fields.filter((f) => search.has(f.name)).map((f) => [f.name, search.get(f.name)]);
    if (preset.length) form.setFieldsValue(Object.fromEntries(preset));
  }, [toolForm, search, form]);

  useEffect(() => {
    if (!savedId || loadedSaved.current === savedId) return;
    loadedSaved.current = savedId;
    getSaved(Number(savedId)).then(
      (s) => {
        form.setFieldsValue(s.inputs);
        setInputs(s.inputs);
        setConversation([]);
        show(s.output ?? '');
      },
      (err) => message.error((err as Error).message),
    );
  }, [savedId, form, show, message]);

  // Called by the form once its rules pass.
  const generate = () => {
    const values = collectInputs(toolForm, form);
    setInputs(values);
    setConversation([]);
    void start(values, []);
  };
  const refine = (instruction: string) => {
    const next: Turn[] = [
      ...conversation,
      { role: 'assistant', content: state.text },
      { role: 'user', content: instruction },
    ];
    setConversation(next);
    void start(inputs, next);
  };
  const disabled = status?.configured === false;

  return (
    <div style={{ maxWidth: 1400 }}>
      <Space align="center" style={{ marginBottom: 4 }}>
        <span style={{ fontSize: 26, color: '#1867C0' }}>
          <ToolIcon name={entry.icon} />
        </span>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {entry.title}
        </Typography.Title>
      </Space>
      <Typography.Paragraph type="secondary">{entry.description}</Typography.Paragraph>
      <NotConfiguredAlert status={status} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small">
            <Form
              form={form}
              layout="vertical"
              initialValues={defaultInputs(toolForm)}
              onFinish={generate}
              disabled={state.status === 'streaming'}
            >
              <ToolFormFields form={toolForm} />
              <Button
                type="primary"
                htmlType="submit"
                data-testid="generate"
                icon={<ThunderboltOutlined />}
                disabled={disabled}
                loading={state.status === 'streaming'}
              >
                Generate
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <OutputPanel
            state={state}
            title={entry.title}
            toolSlug={slug}
            inputs={inputs}
            refinements={conversation}
            onStop={stop}
            onRegenerate={() => void start(inputs, conversation)}
            onRefine={refine}
          />
        </Col>
      </Row>
    </div>
  );
}
