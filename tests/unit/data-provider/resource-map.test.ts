import { describe, expect, it } from 'vitest';
import { bindingFor, UnknownResourceError } from '../../../src/providers/data/resource-map.ts';
import { toRefineError } from '../../../src/providers/data-provider.ts';
import { HttpError } from '../../../src/providers/http-client.ts';

describe('bindingFor', () => {
  it.each([
    ['users', undefined, { bizobjfile: 'security_users', api: 'users', writeResource: 'users', idField: 'id' }],
    ['/admin/users', undefined, { bizobjfile: 'security_users', api: 'users', writeResource: 'users', idField: 'id' }],
    ['/courses', undefined, { bizobjfile: 'courses', api: 'courses', writeResource: 'courses', idField: 'id' }],
    [
      'anything',
      { bizobjfile: 'lookups', api: 'subjects', idField: 'key' },
      { bizobjfile: 'lookups', api: 'subjects', writeResource: undefined, idField: 'key' },
    ],
    [
      'users',
      { api: 'loggedin_user', idField: 'user_id' },
      { bizobjfile: 'security_users', api: 'loggedin_user', writeResource: 'users', idField: 'user_id' },
    ],
  ])('%s %j', (resource, meta, expected) => expect(bindingFor(resource, meta)).toEqual(expected));

  it('names the resource it cannot bind', () => {
    expect(() => bindingFor('/nowhere')).toThrow(UnknownResourceError);
    expect(() => bindingFor('/nowhere')).toThrow(/"\/nowhere".*meta\.bizobjfile/);
  });
});

describe('toRefineError', () => {
  it.each([
    [
      new HttpError(403, 'missing_permission', 'Missing permission user.read'),
      { statusCode: 403, message: 'Missing permission user.read', code: 'missing_permission' },
    ],
    [
      new HttpError(409, 'version_conflict', 'Someone else changed this record.', {
        error: { current: { id: 1, version: 3 } },
      }),
      {
        statusCode: 409,
        message: expect.stringMatching(/changed this record\. Your changes are still in the form/),
        current: { id: 1, version: 3 },
      },
    ],
    [new TypeError('Failed to fetch'), { statusCode: 0, message: expect.stringMatching(/cannot be reached/) }],
    [new UnknownResourceError('No list query'), { statusCode: 400, message: 'No list query' }],
  ])('%s', (err, expected) => expect(toRefineError(err)).toMatchObject(expected));
});
