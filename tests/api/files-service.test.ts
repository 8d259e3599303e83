// The file service end to end through the real app: each endpoint, then each refusal.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { docx, jpeg, multipart, pdf, png, text, windowsExe, zip, type Part } from './files-samples.ts';

const MAX_FILE = 64 * 1024;
const MAX_REQUEST = 160 * 1024;

const t = useTestApp({ FILES_MAX_FILE_BYTES: String(MAX_FILE), FILES_MAX_REQUEST_BYTES: String(MAX_REQUEST) });
const tokens: Record<string, string> = {};
const home: Record<string, string> = {};
const ACCOUNTS = {
  admin: 'admin@demo-academy.test',
  teacher: 'teacher@demo-academy.test',
  student: 'student@demo-academy.test',
  operator: 'operator@ei.test',
};
type Who = keyof typeof ACCOUNTS;

const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const upload = (who: Who, dir: string, parts: Part[], extra: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/fs/files?${q({ dir, ...extra })}`,
    headers: { ...auth(who), ...body.headers },
    payload: body.payload,
  });
};
const download = (
  who: Who,
  filePath: string,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
) =>
  t.app.inject({ method: 'GET', url: `/fs/files?${q({ filePath, ...extra })}`, headers: { ...auth(who), ...headers } });
const move = (who: Who, source: string, destination: string) =>
  t.app.inject({ method: 'PUT', url: `/fs/file-manager?${q({ source, destination })}`, headers: auth(who) });
const list = (who: Who, dir?: string) =>
  t.app.inject({ method: 'GET', url: `/fs/list${dir === undefined ? '' : `?${q({ dir })}`}`, headers: auth(who) });
const filesRoot = () => path.join(t.config.dataDir, 'files');
const staged = () => fs.readdirSync(path.join(filesRoot(), '.staging'));

beforeAll(async () => {
  for (const [who, email] of Object.entries(ACCOUNTS)) {
    tokens[who] = (await loginAs(t.app, email)).access_token;
    const res = await list(who as Who);
    expect(res.statusCode).toBe(200);
    home[who] = res.json().dir;
  }
});

describe('home directories', () => {
  it('puts each role in its own area', () => {
    expect(home.student).toMatch(/^students\/\d+\/documents$/);
    expect(home.teacher).toMatch(/^teachers\/\d+\/documents$/);
    expect(home.admin).toMatch(/^users\/[0-9a-f-]{36}$/);
  });
});

describe('POST /fs/files', () => {
  it('stores a PDF under a generated name keeping the extension, then serves the same bytes', async () => {
    const bytes = pdf('% report card\n');
    const res = await upload('student', home.student, [{ name: 'Report card.pdf', data: bytes }]);
    expect(res.statusCode).toBe(201);
    const [f] = res.json();
    expect(f).toMatchObject({ name: 'Report card.pdf', size: bytes.length, contentType: 'application/pdf' });
    expect(f.filePath).toMatch(new RegExp(`^${home.student}/[0-9a-f-]{36}\\.pdf$`));
    const got = await download('student', f.filePath);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(bytes.length));
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; filename="[0-9a-f-]{36}\.pdf"; filename\*=UTF-8''/,
    );
    expect(got.headers.etag).toBeTruthy();
    expect(got.headers['last-modified']).toBeTruthy();
  });

  it('keeps the original name, made safe, with persistFilename=true', async () => {
    const res = await upload('student', home.student, [{ name: 'Zeugnis für Jürgen (2026).pdf', data: pdf() }], {
      persistFilename: 'true',
    });
    expect(res.statusCode).toBe(201);
    const f = res.json()[0];
    expect(f.filePath).toBe(`${home.student}/Zeugnis für Jürgen (2026).pdf`);
    const got = await download('student', f.filePath, {}, { disposition: 'inline' });
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="Zeugnis fur Jurgen (2026).pdf"; filename*=UTF-8''Zeugnis%20f%C3%BCr%20J%C3%BCrgen%20%282026%29.pdf`,
    );
  });

  it('never takes a path from the file name', async () => {
    const res = await upload('student', home.student, [{ name: '../../../ei_lms/evil.txt', data: text() }], {
      persistFilename: 'true',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].filePath).toBe(`${home.student}/evil.txt`);
    const win = await upload('student', home.student, [{ name: '..\\..\\boot.ini.txt', data: text() }], {
      persistFilename: 'true',
    });
    expect(win.json()[0].filePath).toBe(`${home.student}/boot.ini.txt`);
  });

  it('accepts several files in one request, each checked by content', async () => {
    const res = await upload('teacher', home.teacher, [
      { name: 'photo.jpg', data: jpeg() },
      { name: 'diagram.png', data: png() },
      { name: 'essay.docx', data: await docx() },
      { name: 'grades.csv', data: text('name,grade\nAda,A\n') },
      { name: 'notes.md', data: text('# Notes\n') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/csv',
      'text/markdown',
    ]);
  });

  it('adds the detected extension to a name without one', async () => {
    const res = await upload('student', home.student, [{ name: 'scan', data: png() }], { persistFilename: 'true' });
    expect(res.json()[0].filePath).toBe(`${home.student}/scan.png`);
  });
});

describe('GET /fs/files', () => {
  let filePath: string;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n'));
  beforeAll(async () => {
    filePath = (await upload('admin', home.admin, [{ name: 'long.txt', data: bytes }])).json()[0].filePath;
  });

  it('answers ranges with 206 and exact bytes', async () => {
    const res = await download('admin', filePath, { range: 'bytes=10-19' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await download('admin', filePath, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);
    const open = await download('admin', filePath, { range: `bytes=${bytes.length - 3}-` });
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 3))).toBe(true);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 416 for a range beyond the end', async () => {
    const res = await download('admin', filePath, { range: `bytes=${bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('serves the whole file when If-Range names another version', async () => {
    const res = await download('admin', filePath, { range: 'bytes=0-1', 'if-range': '"other"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(bytes.length);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await download('admin', filePath);
    const again = await download('admin', filePath, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/fs/files?${q({ filePath })}`, headers: auth('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await download('admin', `${home.admin}/missing.pdf`)).statusCode).toBe(404);
  });
});

describe('PUT /fs/file-manager and DELETE /fs/files', () => {
  it('moves (renames) a file; the old path is gone', async () => {
    const f = (await upload('student', home.student, [{ name: 'draft.pdf', data: pdf('% draft\n') }])).json()[0];
    const res = await move('student', f.filePath, `${home.student}/2026/final.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      filePath: `${home.student}/2026/final.pdf`,
      name: 'final.pdf',
      contentType: 'application/pdf',
    });
    expect((await download('student', f.filePath)).statusCode).toBe(404);
    expect((await download('student', `${home.student}/2026/final.pdf`)).rawPayload.toString()).toContain('% draft');
    const listed = (await list('student', `${home.student}/2026`)).json();
    expect(listed.entries).toEqual([
      expect.objectContaining({ name: 'final.pdf', kind: 'file', contentType: 'application/pdf' }),
    ]);
  });

  it('moves into a directory given with a trailing slash', async () => {
    const f = (
      await upload('student', home.student, [{ name: 'a.txt', data: text() }], { persistFilename: 'true' })
    ).json()[0];
    const res = await move('student', f.filePath, `${home.student}/archive/`);
    expect(res.json().filePath).toBe(`${home.student}/archive/a.txt`);
  });

  it('refuses to overwrite, to change the type, and to move what is not there', async () => {
    const [a, b] = (
      await upload('student', home.student, [
        { name: 'a.pdf', data: pdf() },
        { name: 'b.pdf', data: pdf() },
      ])
    ).json();
    expect((await move('student', a.filePath, b.filePath)).statusCode).toBe(409);
    const ext = await move('student', a.filePath, `${home.student}/a.exe`);
    expect(ext.statusCode).toBe(400);
    expect(ext.json().error.code).toBe('extension_change');
    expect((await move('student', `${home.student}/nothing.pdf`, `${home.student}/x.pdf`)).statusCode).toBe(404);
  });

  it('deletes a file', async () => {
    const f = (await upload('student', home.student, [{ name: 'old.pdf', data: pdf() }])).json()[0];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/fs/files?${q({ filePath: f.filePath })}`,
      headers: auth('student'),
    });
    expect(res.statusCode).toBe(204);
    expect((await download('student', f.filePath)).statusCode).toBe(404);
  });
});

describe('refusals: authentication', () => {
  it('requires a bearer token on every endpoint', async () => {
    for (const [method, url] of [
      ['POST', '/fs/files?dir=x'],
      ['GET', '/fs/files?filePath=x'],
      ['PUT', '/fs/file-manager?source=a&destination=b'],
      ['DELETE', '/fs/files?filePath=x'],
      ['GET', '/fs/list'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/fs/files?filePath=x',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('refusals: paths', () => {
  // Query strings as sent on the wire; the server decodes them once.
  const HOSTILE = [
    '../ei_lms/users/x.pdf',
    'users/../../ei_lms/x.pdf',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'users\\..\\..\\x.pdf',
    'users/./x.pdf',
    'users/.hidden.pdf',
    'users/x\u0000.pdf',
    'users/\uff0e\uff0e/x.pdf',
    'users/%2e%2e/x.pdf',
    'users/x%00.pdf',
  ];
  const RAW_ENCODED = [
    '%2e%2e%2fei_lms%2fx.pdf',
    '..%2F..%2Fei_lms%2Fx.pdf',
    '%252e%252e%252fx.pdf',
    'users%2f..%2f..%2fx.pdf',
    'users%00.pdf',
    '%c0%ae%c0%ae/x.pdf',
  ];

  it('refuses hostile paths in every field with 400', async () => {
    const p = home.admin;
    for (const bad of HOSTILE) {
      const cases = [
        await upload('admin', bad, [{ name: 'a.pdf', data: pdf() }]),
        await download('admin', bad),
        await t.app.inject({ method: 'DELETE', url: `/fs/files?${q({ filePath: bad })}`, headers: auth('admin') }),
        await move('admin', bad, `${p}/a.pdf`),
        await move('admin', `${p}/a.pdf`, bad),
        await list('admin', bad),
      ];
      for (const [i, res] of cases.entries()) {
        expect(res.statusCode, `${JSON.stringify(bad)} in case ${i}`).toBe(400);
      }
    }
  });

  it('refuses percent-encoded traversal exactly as sent on the wire', async () => {
    for (const raw of RAW_ENCODED) {
      for (const url of [
        `/fs/files?filePath=${raw}`,
        `/fs/list?dir=${raw}`,
        `/fs/file-manager?source=${raw}&destination=users/a.pdf`,
        `/fs/file-manager?source=${encodeURIComponent(`${home.admin}/a.pdf`)}&destination=${raw}`,
      ]) {
        const method = url.includes('file-manager') ? 'PUT' : 'GET';
        const res = await t.app.inject({ method, url, headers: auth('admin') });
        expect(res.statusCode, url).toBe(400);
      }
      const body = multipart([{ name: 'a.pdf', data: pdf() }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/fs/files?dir=${raw}`,
        headers: { ...auth('admin'), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, `upload dir=${raw}`).toBe(400);
    }
  });

  it('keeps each tenant to its own files: the same relative path is another file in another school', async () => {
    const opHome = home.operator;
    const mine = (
      await upload('operator', opHome, [{ name: 'ei.pdf', data: pdf('% ei\n') }], { persistFilename: 'true' })
    ).json()[0];
    expect((await download('operator', mine.filePath)).statusCode).toBe(200);
    // the lms admin holds every permission, yet the path resolves inside lms, where nothing is
    expect((await download('admin', mine.filePath)).statusCode).toBe(404);
    expect((await list('admin', opHome)).json().entries).toEqual([]);
    expect((await download('admin', `../ei_lms/${mine.filePath}`)).statusCode).toBe(400);
    expect((await move('operator', mine.filePath, `../lms/${home.admin}/stolen.pdf`)).statusCode).toBe(400);
    expect((await move('admin', `../ei_lms/${mine.filePath}`, `${home.admin}/stolen.pdf`)).statusCode).toBe(400);
    expect(fs.existsSync(path.join(filesRoot(), 'lms', home.admin, 'stolen.pdf'))).toBe(false);
  });
});

describe('refusals: permissions', () => {
  const otherStudent = 'students/999999/documents';

  it('lets a student reach only their own folder', async () => {
    for (const res of [
      await upload('student', otherStudent, [{ name: 'a.pdf', data: pdf() }]),
      await download('student', `${otherStudent}/a.pdf`),
      await list('student', otherStudent),
      await list('student', home.teacher),
      await download('student', `${home.admin}/x.pdf`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('own_files_only');
    }
  });

  it('checks both ends of a move', async () => {
    const f = (await upload('student', home.student, [{ name: 'mine.pdf', data: pdf() }])).json()[0];
    expect((await move('student', f.filePath, `${otherStudent}/mine.pdf`)).statusCode).toBe(403);
    const t1 = (await upload('teacher', home.teacher, [{ name: 't.pdf', data: pdf() }])).json()[0];
    expect((await move('student', t1.filePath, `${home.student}/t.pdf`)).statusCode).toBe(403);
    expect((await download('teacher', t1.filePath)).statusCode).toBe(200);
  });

  it("needs the area permission for other people's files", async () => {
    // the default teacher role lacks all_student_doc.read but holds all_teacher_doc.read
    const studentFile = (await upload('student', home.student, [{ name: 's.pdf', data: pdf() }])).json()[0];
    const denied = await download('teacher', studentFile.filePath);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toContain('all_student_doc.read');
    expect((await download('admin', studentFile.filePath)).statusCode).toBe(200);
    expect((await list('teacher', 'teachers/999999/documents')).statusCode).toBe(200);
    expect((await download('teacher', `${home.admin}/x.pdf`)).statusCode).toBe(403);
  });

  it('refuses paths outside every file area', async () => {
    const res = await upload('admin', 'random/place', [{ name: 'a.pdf', data: pdf() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('no_file_area');
  });
});

describe('refusals: size', () => {
  it('answers 413 for a file over the per-file limit and keeps nothing', async () => {
    const before = (await list('admin')).json().entries.length;
    const res = await upload('admin', home.admin, [{ name: 'big.pdf', data: pdf('x'.repeat(MAX_FILE)) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'file_too_large' });
    expect(res.json().error.message).toContain('big.pdf');
    expect((await list('admin')).json().entries.length).toBe(before);
    expect(staged()).toEqual([]);
  });

  it('answers 413 when the files together pass the per-request limit', async () => {
    const part = (n: number) => ({ name: `p${n}.pdf`, data: pdf('x'.repeat(MAX_FILE - 1000)) });
    const res = await upload('admin', home.admin, [part(1), part(2), part(3)]);
    expect(res.statusCode).toBe(413);
    expect(['request_too_large']).toContain(res.json().error.code);
    expect((await list('admin')).json().entries.filter((e: { name: string }) => e.name.startsWith('p'))).toEqual([]);
    expect(staged()).toEqual([]);
  });
});

describe('refusals: content', () => {
  it('refuses a program disguised as a PDF with a clear message', async () => {
    const res = await upload('admin', home.admin, [
      { name: 'invoice.pdf', data: windowsExe(), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'file_type_not_allowed' });
    expect(res.json().error.message).toBe(
      '"invoice.pdf" looks like a Windows program, which is not an accepted file type (accepted: pdf, png, jpg, jpeg, gif, webp, docx, xlsx, pptx, doc, txt, text, csv, md, markdown)',
    );
  });

  it('refuses an allowed type named as another', async () => {
    const res = await upload('admin', home.admin, [{ name: 'photo.pdf', data: png() }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('"photo.pdf" is named like a PDF document but its content is a PNG image');
  });

  it('tells a Word document from any other ZIP', async () => {
    const fake = zip({ 'payload.js': 'alert(1)', 'readme.txt': 'hi' });
    const res = await upload('admin', home.admin, [{ name: 'essay.docx', data: fake }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain('a ZIP archive');
    const real = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    expect((await upload('admin', home.admin, [{ name: 'marks.xlsx', data: real }])).statusCode).toBe(201);
  });

  it('refuses extensions outside the allowlist even for text, and empty files', async () => {
    const res = await upload('admin', home.admin, [{ name: 'run.sh', data: text('echo hi\n') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain('.sh files are not accepted');
    const empty = await upload('admin', home.admin, [{ name: 'empty.txt', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('empty_file');
  });

  it('stores nothing from a request when one of its files is refused', async () => {
    const res = await upload('admin', `${home.admin}/batch`, [
      { name: 'good.pdf', data: pdf() },
      { name: 'bad.pdf', data: windowsExe() },
    ]);
    expect(res.statusCode).toBe(415);
    expect((await list('admin', `${home.admin}/batch`)).json().entries).toEqual([]);
    expect(staged()).toEqual([]);
  });

  it('refuses a wrong field name and a request without files', async () => {
    expect((await upload('admin', home.admin, [{ name: 'a.pdf', data: pdf(), field: 'file' }])).statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: `/fs/files?${q({ dir: home.admin })}`,
      headers: auth('admin'),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('refusals: symlinks', () => {
  it('refuses a link that leads out of the tenant, for every operation', async () => {
    const adminDir = path.join(filesRoot(), 'lms', home.admin);
    fs.mkdirSync(adminDir, { recursive: true });
    fs.mkdirSync(path.join(filesRoot(), 'ei_lms', 'secret'), { recursive: true });
    fs.writeFileSync(path.join(filesRoot(), 'ei_lms', 'secret', 'grades.txt'), 'secret');
    fs.symlinkSync(path.join(filesRoot(), 'ei_lms', 'secret'), path.join(adminDir, 'escape'));
    fs.symlinkSync('/etc/hostname', path.join(adminDir, 'host.txt'));
    for (const res of [
      await download('admin', `${home.admin}/escape/grades.txt`),
      await download('admin', `${home.admin}/host.txt`),
      await upload('admin', `${home.admin}/escape`, [{ name: 'a.pdf', data: pdf() }]),
      await list('admin', `${home.admin}/escape`),
      await move('admin', `${home.admin}/escape/grades.txt`, `${home.admin}/grades.txt`),
      await t.app.inject({
        method: 'DELETE',
        url: `/fs/files?${q({ filePath: `${home.admin}/escape/grades.txt` })}`,
        headers: auth('admin'),
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('path_escapes_tenant');
    }
    const f = (await upload('admin', home.admin, [{ name: 'ok.pdf', data: pdf() }])).json()[0];
    expect((await move('admin', f.filePath, `${home.admin}/escape/ok.pdf`)).statusCode).toBe(400);
    expect(fs.readdirSync(path.join(filesRoot(), 'ei_lms', 'secret'))).toEqual(['grades.txt']);
    expect((await list('admin')).json().entries.map((e: { name: string }) => e.name)).not.toContain('escape');
  });
});
