// /admin/settings: the current term (written year/term, chosen from the terms listed) and the
// list itself. Saved through the generic writes; checked with settings-rules.ts on both sides.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Row, Select, Skeleton, Typography } from 'antd';
import { useInvalidate, useUpdate } from '@refinedev/core';
import { RuleField } from '../../components/form/rule-field.tsx';
import { saveFailure } from '../../components/form/server-errors.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { SETTINGS_RULES, checkSettings } from './settings-rules.ts';
import { SETTINGS_RESOURCE, useSettings } from './use-settings.ts';
import { TermsEffect } from './terms-effect.tsx';

interface Values {
  current_year_term: string;
  year_term_arr: string[];
}

export default function SettingsPage() {
  const { message } = App.useApp();
  const { settings, query } = useSettings();
  const canEdit = useHeldPermissions(['settings.update']).has('settings.update');
  const { mutateAsync: update } = useUpdate();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const listed = Form.useWatch('year_term_arr', form) ?? settings?.year_term_arr ?? [];
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (settings)
      form.setFieldsValue({ current_year_term: settings.current_year_term, year_term_arr: settings.year_term_arr });
  }, [settings, form]);

  const save = async (v: Values) => {
    setSaving(true);
    setError(undefined);
    try {
      await update({
        resource: SETTINGS_RESOURCE,
        id: settings!.id,
        values: { ...v, version: settings!.version },
        successNotification: false,
        errorNotification: false,
      });
      await invalidate({ resource: 'terms', invalidates: ['list'] });
      message.success('Settings saved. Term-based lookups use the new current term from the next request on.');
    } catch (err) {
      const f = saveFailure(err);
      form.setFields(Object.entries(f.fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      if (!Object.keys(f.fields).length) setError(f.message);
    } finally {
      setSaving(false);
    }
  };

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="The settings could not be loaded"
        description={(query.error as { message?: string } | null)?.message}
      />
    );
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Typography.Title level={1}>Settings</Typography.Title>
        <Card title="School year and term">
          {!settings ? (
            <Skeleton active />
          ) : (
            <Form<Values> form={form} layout="vertical" onFinish={save}>
              {error ? (
                <Alert type="error" showIcon message="Not saved" description={error} style={{ marginBottom: 16 }} />
              ) : null}
              <RuleField
                name="year_term_arr"
                rule={SETTINGS_RULES.year_term_arr}
                check={(v) => checkSettings({ year_term_arr: v }).year_term_arr}
                help="Type a term as year/term (e.g. 2026-2027/Fall) and press Enter."
              >
                <Select mode="tags" tokenSeparators={[',']} />
              </RuleField>
              <RuleField
                name="current_year_term"
                rule={SETTINGS_RULES.current_year_term}
                check={(v) =>
                  checkSettings({ current_year_term: v, year_term_arr: form.getFieldValue('year_term_arr') })
                    .current_year_term
                }
              >
                <Select options={listed.map((t: string) => ({ value: t, label: t }))} />
              </RuleField>
              {canEdit ? (
                <Button type="primary" htmlType="submit" loading={saving}>
                  Save settings
                </Button>
              ) : (
                <Typography.Text type="secondary">Your role may read these settings, not change them.</Typography.Text>
              )}
            </Form>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Effect on term-based lookups" style={{ marginTop: 56 }}>
          <TermsEffect listed={listed} />
        </Card>
      </Col>
    </Row>
  );
}
