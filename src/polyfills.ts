// Loaded just before casbin (src/policies/access-policy.ts): casbin expects Node's global Buffer.
import { Buffer } from 'buffer';

globalThis.Buffer ??= Buffer;
