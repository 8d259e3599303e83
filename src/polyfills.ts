// Imported before anything else: casbin (the access policy) expects Node's global Buffer.
import { Buffer } from 'buffer';

globalThis.Buffer ??= Buffer;
