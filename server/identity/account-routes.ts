// Keycloak's userinfo and account endpoints, answered from the access token (a JWT for our API):
// GET/POST {issuer}/protocol/openid-connect/userinfo and GET {issuer}/account.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { findIdentity, identityClaims, type Identity } from './accounts.ts';
import { revocationsFor } from '../auth/revocations.ts';
import { KEYCLOAK_ROUTES } from './urls.ts';
import { AccountReply, UserinfoReply } from './schemas.ts';

interface Opts {
  config: Config;
  db: Db;
  prefix: string;
  origins: string[];
  publicJwks: () => Promise<{ keys: object[] }>;
}

export async function accountRoutes(app: FastifyInstance, { config, db, prefix, origins, publicJwks }: Opts) {
  const allowed = new Set(origins);
  const jwks = createLocalJWKSet((await publicJwks()) as Parameters<typeof createLocalJWKSet>[0]);

  const cors = (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
  };
  const refuse = (reply: FastifyReply, description: string) =>
    reply
      .status(401)
      .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
      .send({ error: 'invalid_token', error_description: description });

  /** The identity behind a valid bearer token, or undefined after answering 401. */
  async function identityOf(req: FastifyRequest, reply: FastifyReply): Promise<Identity | undefined> {
    cors(req, reply);
    reply.header('cache-control', 'no-store'); // personal data
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      refuse(reply, 'bearer token required');
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        algorithms: ['RS256'],
      });
      if (await revocationsFor(db).isTokenRevoked(payload)) {
        refuse(reply, 'the session has ended');
        return undefined;
      }
      const identity = payload.sub ? await findIdentity(db, payload.sub) : undefined;
      if (!identity || identity.disabled) {
        refuse(reply, 'unknown or disabled account');
        return undefined;
      }
      return identity;
    } catch {
      refuse(reply, 'invalid or expired access token');
      return undefined;
    }
  }

  const userinfo = `${prefix}${KEYCLOAK_ROUTES.userinfo}`;
  const account = `${prefix}/account`;
  const publicRoute = { config: { access: 'public' } };

  const userinfoHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const identity = await identityOf(req, reply);
    return identity ? identityClaims(identity) : reply;
  };
  const userinfoRoute = { ...publicRoute, schema: { response: { 200: UserinfoReply } } };
  app.get(userinfo, userinfoRoute, userinfoHandler);
  app.post(userinfo, userinfoRoute, userinfoHandler);

  app.get(account, { ...publicRoute, schema: { response: { 200: AccountReply } } }, async (req, reply) => {
    const identity = await identityOf(req, reply);
    if (!identity) return reply;
    return {
      id: identity.sub,
      username: identity.email,
      email: identity.email,
      firstName: identity.given_name ?? '',
      lastName: identity.family_name ?? '',
      emailVerified: identity.email_verified,
    };
  });

  for (const url of [userinfo, account]) {
    app.options(url, { ...publicRoute, schema: { response: { 204: Type.Null() } } }, async (req, reply) => {
      cors(req, reply);
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '3600');
      return reply.status(204).send();
    });
  }
}
