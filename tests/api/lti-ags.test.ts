// Assignment and Grade Services, the score half (server/lti/ags.ts), against the loopback platform:
// the client-credentials token request carries a JWT assertion that verifies with the key set
// /lti/jwks publishes (iss = sub = our client id, aud = the token URL), and the score arrives at the
// line item's /scores with the platform's bearer token and the score media type. A platform that
// refuses the token gets no score, and the caller a 502 lti_upstream.
import { describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { publishScore, scoresUrl, SCORE_SCOPE } from '../../server/lti/ags.ts';
import { platformById } from '../../server/lti/registrations.ts';
import { useLtiTest, type LtiTest } from './lti-setup.ts';

const c: LtiTest = useLtiTest();
const score = {
  userId: 'student-sub-9',
  scoreGiven: 7,
  scoreMaximum: 10,
  comment: 'Photosynthesis quiz',
  activityProgress: 'Completed',
  gradingProgress: 'FullyGraded',
} as const;

describe('LTI grade passback', () => {
  it('gets a token with a signed assertion and posts the score to the line item', async () => {
    const platform = (await platformById(c.t.app.database.db, c.registration.id))!;
    const lineItem = `${c.platform.issuer}/lineitems/li-3?course=7`;
    await publishScore(c.t.app.database.db, c.t.config, platform, lineItem, score);

    const [form] = c.platform.received.tokens;
    expect(form).toMatchObject({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      scope: SCORE_SCOPE,
    });
    const { payload } = await jwtVerify(form.client_assertion, createRemoteJWKSet(new URL(`${c.base}/lti/jwks`)), {
      issuer: c.platform.clientId,
      subject: c.platform.clientId,
      audience: c.platform.tokenUrl,
    });
    expect(payload.jti).toEqual(expect.any(String));

    expect(c.platform.received.scores).toHaveLength(1);
    const [got] = c.platform.received.scores;
    expect(got.path).toBe('/lineitems/li-3/scores?course=7');
    expect(got.authorization).toBe('Bearer platform-token-1');
    expect(got.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(got.body).toMatchObject({ ...score, timestamp: expect.any(String) });
  });

  it('sends no score when the platform refuses the token, and says so (502 lti_upstream)', async () => {
    const platform = (await platformById(c.t.app.database.db, c.registration.id))!;
    c.platform.refuseTokens = true;
    const before = c.platform.received.scores.length;
    const err = await publishScore(
      c.t.app.database.db,
      c.t.config,
      platform,
      `${c.platform.issuer}/lineitems/li-3`,
      score,
    ).catch((e: unknown) => e);
    c.platform.refuseTokens = false;
    expect(err).toMatchObject({ statusCode: 502, code: 'lti_upstream' });
    expect(c.platform.received.scores).toHaveLength(before);
  });

  it('puts /scores after the line item path, keeping its query', () => {
    expect(scoresUrl('https://lms.example/api/lti/courses/1/line_items/5')).toBe(
      'https://lms.example/api/lti/courses/1/line_items/5/scores',
    );
    expect(scoresUrl('https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem?type_id=1')).toBe(
      'https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem/scores?type_id=1',
    );
  });
});
