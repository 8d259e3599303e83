// A student's account statement for a period, downloaded as PDF or CSV
// (GET /api/student-transactions/statement/:partyId, server/records/statement-routes.ts).
import { useState } from 'react';
import { App, Button, DatePicker, Form, Modal, Select, Space } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { apiRequest } from '../../providers/http-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../lib/file-download.ts';

type Option = { value: string; label: string };

export function StatementButton({ students }: { students: { options: Option[]; loading: boolean } }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [partyId, setPartyId] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [busy, setBusy] = useState<string>();
  const only = students.options.length === 1 ? students.options[0].value : undefined;
  const who = partyId ?? only;
  const download = async (format: 'pdf' | 'csv') => {
    const q = new URLSearchParams({ format });
    if (range?.[0]) q.set('from', range[0].format('YYYY-MM-DD'));
    if (range?.[1]) q.set('to', range[1].format('YYYY-MM-DD'));
    setBusy(format);
    try {
      const res = await apiRequest(`/student-transactions/statement/${who}?${q}`);
      saveBlob(
        await res.blob(),
        fileNameFromDisposition(res.headers.get('content-disposition'), `statement.${format}`),
      );
    } catch (e) {
      void message.error(`The statement could not be made: ${(e as Error).message}`);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
        Statement
      </Button>
      <Modal open={open} title="Account statement" onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label="Student" htmlFor="statement-student">
            <Select
              id="statement-student"
              showSearch
              optionFilterProp="label"
              loading={students.loading}
              options={students.options}
              value={who}
              onChange={setPartyId}
              placeholder="Choose a student"
            />
          </Form.Item>
          <Form.Item label="Period (empty: every entry)" htmlFor="statement-period">
            <DatePicker.RangePicker
              id={{ start: 'statement-period', end: 'statement-period-end' }}
              allowEmpty={[true, true]}
              value={range}
              onChange={(v) => setRange(v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Space>
            <Button type="primary" disabled={!who} loading={busy === 'pdf'} onClick={() => void download('pdf')}>
              Download PDF
            </Button>
            <Button disabled={!who} loading={busy === 'csv'} onClick={() => void download('csv')}>
              Download CSV
            </Button>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
