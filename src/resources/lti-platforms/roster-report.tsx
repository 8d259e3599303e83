// A roster pull as it runs and what it did (POST /api/lti/contexts/:id/roster-sync): a drawer that
// says the pull is under way, then the counts and, by name, who was linked or enrolled and why the
// others were not; a refused pull says the platform's reason with a way to try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, List, Space, Spin, Typography } from 'antd';
import { pullRoster, type LtiCourse, type RosterReport } from './lti-api.ts';

type State = { pulling: true } | { report: RosterReport } | { error: string };

function People(props: { title: string; rows: { sub: string; name: string; note?: string }[] }) {
  if (!props.rows.length) return null;
  return (
    <section>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {props.title} ({props.rows.length})
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={props.rows}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta title={r.name || r.sub} description={r.note} />
          </List.Item>
        )}
      />
    </section>
  );
}

function Report({ r }: { r: RosterReport }) {
  const e = r.enrolment;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Members in the course">{r.members}</Descriptions.Item>
        <Descriptions.Item label="Linked to their accounts now">{r.linked.length}</Descriptions.Item>
        <Descriptions.Item label="Linked before">{r.already_linked.length}</Descriptions.Item>
        <Descriptions.Item label="Not linked">{r.unmatched.length + r.ambiguous.length}</Descriptions.Item>
        <Descriptions.Item label="Section">
          {e ? (e.section?.code ?? 'no longer exists') : 'none: the course enrols nobody'}
        </Descriptions.Item>
        {e ? <Descriptions.Item label="Enrolled now">{e.enrolled.length}</Descriptions.Item> : null}
        {e ? <Descriptions.Item label="Enrolled before">{e.already_enrolled}</Descriptions.Item> : null}
      </Descriptions>
      <People title="Enrolled now" rows={e?.enrolled ?? []} />
      <People title="Not enrolled" rows={(e?.not_enrolled ?? []).map((p) => ({ ...p, note: p.reason }))} />
      <People title="Linked now" rows={r.linked} />
      <People title="Not linked" rows={r.unmatched.map((p) => ({ ...p, note: p.reason }))} />
      <People
        title="More than one account has their e-mail"
        rows={r.ambiguous.map((p) => ({ ...p, note: `${p.accounts} accounts: link by hand` }))}
      />
    </Space>
  );
}

export function RosterPull(props: { course: LtiCourse | undefined; onClose: () => void; onDone: () => void }) {
  const { course } = props;
  const [state, setState] = useState<State>({ pulling: true });
  // the page's list refreshes after a pull; that must not start another
  const onDone = useRef(props.onDone);
  onDone.current = props.onDone;
  const run = useCallback(() => {
    if (!course) return;
    setState({ pulling: true });
    pullRoster(course).then(
      (report) => {
        setState({ report });
        onDone.current();
      },
      (e: Error) => setState({ error: e.message }),
    );
  }, [course]);
  useEffect(run, [run]);
  return (
    <Drawer
      open={!!course}
      onClose={props.onClose}
      title={course ? `Roster of ${course.title || course.context_id}` : ''}
      width={520}
      destroyOnHidden
    >
      {'pulling' in state ? (
        <Spin tip={`Reading the roster from ${course?.platform_name ?? 'the platform'}…`}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : 'error' in state ? (
        <Alert
          type="error"
          showIcon
          message="The roster was not pulled"
          description={state.error}
          action={<Button onClick={run}>Try again</Button>}
        />
      ) : (
        <Report r={state.report} />
      )}
    </Drawer>
  );
}
