// The /students grid's actions on many students at once, each student answered on its own
// (server/resources/actions.ts): set the grade level (the students action set_grade_level, from a
// drawer), give sign-in accounts, disable sign-in and reset passwords (the users actions on the
// students' accounts, src/components/people/account-actions.tsx), and delete sign-in accounts (the
// students action delete_account: the account goes, the student's academic records stay).
import { useState, type ReactNode } from 'react';
import { App, Form, Select } from 'antd';
import type { BulkAction, RowAction } from '../../components/table/types.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useAccountActions } from '../../components/people/account-actions.tsx';
import { personAction, useCreateAccounts } from '../../components/people/person-accounts.tsx';
import { runAction, failureText } from '../../providers/data/run-action.ts';
import type { StudentRow } from '../../shared/rows/student-row.ts';

type Pending = { rows: StudentRow[]; done: () => void; cancel: () => void };

export function useStudentBulk(
  label: (r: StudentRow) => string,
  refresh: () => Promise<unknown>,
): { rowActions: RowAction<StudentRow>[]; bulkActions: BulkAction<StudentRow>[]; dialogs: ReactNode } {
  const { message } = App.useApp();
  const grades = useLookup('grades');
  // the bulk bar waits for the drawer: done when saved, an error when closed without saving
  const [grading, setGrading] = useState<Pending>();
  const accounts = useAccountActions<StudentRow>(
    (r) => (r.user_id ? { userId: r.user_id, label: label(r), status: r.account_status } : undefined),
    refresh,
    label,
  );
  const creating = useCreateAccounts<StudentRow>('students', label, refresh, accounts.showMailed);
  const removeAccounts = async (rows: StudentRow[]) => {
    const done = await personAction('students', 'delete_account', rows, label, refresh);
    if (done.error) throw done.error;
  };
  const setGrade = async (rows: StudentRow[], grade_level_id: number) => {
    const answer = await runAction(
      'students',
      'set_grade_level',
      rows.map((r) => r.id),
      { grade_level_id },
    );
    await refresh();
    const failed = failureText(answer, (id) => label(rows.find((r) => r.id === id)!));
    if (failed) throw new Error(`Done for ${answer.succeeded} of ${answer.results.length}. Not done: ${failed}`);
  };
  const byKey = (key: string) => accounts.bulkActions.find((a) => a.key === key)!;

  const deleteQuestion = (rows: StudentRow[]) =>
    `Delete the sign-in accounts of ${rows.map(label).join(', ')}? They can no longer sign in; ` +
    'their enrolments, grades and documents stay.';
  const rowActions: RowAction<StudentRow>[] = [
    creating.rowAction,
    ...accounts.rowActions,
    {
      key: 'delete_account',
      label: 'Delete sign-in account',
      danger: true,
      permission: 'user.delete',
      hidden: (r) => !r.user_id,
      confirm: (r) => deleteQuestion([r]),
      run: (r) =>
        removeAccounts([r]).then(
          () => void message.success(`Deleted the sign-in account of ${label(r)}`),
          (e: Error) => void message.error(e.message),
        ),
    },
  ];
  const bulkActions: BulkAction<StudentRow>[] = [
    {
      key: 'grade',
      label: 'Set grade level',
      permission: 'student.update',
      run: (rows) =>
        new Promise<void>((done, fail) =>
          setGrading({ rows, done, cancel: () => fail(new Error('Set grade level: closed')) }),
        ),
    },
    creating.bulkAction,
    byKey('disable'),
    byKey('reset'),
    {
      key: 'delete_account',
      label: 'Delete sign-in account',
      danger: true,
      permission: 'user.delete',
      confirm: deleteQuestion,
      run: removeAccounts,
    },
  ];
  const dialogs = (
    <>
      <DrawerForm<{ grade_level_id: number }>
        open={Boolean(grading)}
        title={`Set the grade level of ${grading?.rows.length ?? 0} student(s)`}
        submitLabel="Set grade level"
        onSubmit={async (v) => {
          await setGrade(grading!.rows, v.grade_level_id);
          grading!.done();
        }}
        onClose={() => {
          grading?.cancel();
          setGrading(undefined);
        }}
      >
        <Form.Item
          name="grade_level_id"
          label="Grade level"
          rules={[{ required: true, message: 'Choose a grade level' }]}
        >
          <Select options={grades.options} loading={grades.loading} showSearch optionFilterProp="label" />
        </Form.Item>
      </DrawerForm>
      {accounts.dialog}
    </>
  );
  return { rowActions, bulkActions, dialogs };
}
