// The AI services of one app (one database): shared by the tool routes and the admin routes so a
// write in one is seen by the other's caches at once.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { loadSecretBox, type SecretBox } from './secret-box.ts';
import { ProviderRegistry } from './providers.ts';
import { TemplateStore } from './templates.ts';
import { QuotaService } from './quotas.ts';

export interface AiServices {
  providers: ProviderRegistry;
  templates: TemplateStore;
  quotas: QuotaService;
  secretBox(): Promise<SecretBox>;
}

const byDb = new WeakMap<Db, AiServices>();

export function aiServices(db: Db, config: Config): AiServices {
  let s = byDb.get(db);
  if (!s) {
    let box: Promise<SecretBox> | undefined;
    const secretBox = () => {
      box ??= loadSecretBox(db, config.secretKey);
      box.catch(() => {
        box = undefined;
      });
      return box;
    };
    s = {
      providers: new ProviderRegistry(db, config, secretBox),
      templates: new TemplateStore(db),
      quotas: new QuotaService(db),
      secretBox,
    };
    byDb.set(db, s);
  }
  return s;
}
