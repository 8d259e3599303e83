// What the browser build gives access-policy.ts in place of casbin (vite.config.ts): the one model
// of casbin-model.ts evaluated over plain arrays, as casbin evaluates it. casbin with its expression
// engine, minimatch and the Buffer polyfill it needs was ~31 kB gzip of the shell's first paint
// (issue #32); the server keeps casbin itself. tests/unit/policies/plain-enforcer.test.ts holds this
// file's answers to casbin's for every route and permission, the default roles and blocked lists.
import { MODEL_TEXT } from './casbin-model.ts';

/** casbin's default role manager follows at most 10 links */
const MAX_HIERARCHY = 10;

export interface Model {
  text: string;
}

export function newModelFromString(text: string): Model {
  if (text !== MODEL_TEXT) throw new Error('the browser evaluates only the model of src/policies/casbin-model.ts');
  return { text };
}

type Rule = readonly string[];
const keyOf = (rule: Rule) => rule.join('\u0000');

export class Enforcer {
  private readonly p: Rule[] = [];
  private readonly pKeys = new Set<string>();
  private readonly links = new Map<string, string[]>();
  private readonly gKeys = new Set<string>();

  /** as casbin: nothing is added when one of the rules is already there */
  async addPolicies(rules: string[][]): Promise<boolean> {
    if (rules.some((r) => this.pKeys.has(keyOf(r)))) return false;
    for (const r of rules) {
      this.p.push([...r]);
      this.pKeys.add(keyOf(r));
    }
    return true;
  }

  async addGroupingPolicies(rules: string[][]): Promise<boolean> {
    if (rules.some((r) => this.gKeys.has(keyOf(r)))) return false;
    for (const [from, to] of rules) {
      this.gKeys.add(keyOf([from, to]));
      const list = this.links.get(from) ?? [];
      if (!list.includes(to)) list.push(to);
      this.links.set(from, list);
    }
    return true;
  }

  /** g(from, to): equal, or reached through at most MAX_HIERARCHY grouping links */
  private linked(from: string, to: string): boolean {
    if (from === to) return true;
    let level = new Set([from]);
    for (let i = 0; i < MAX_HIERARCHY && level.size; i++) {
      const next = new Set<string>();
      for (const name of level)
        for (const parent of this.links.get(name) ?? []) {
          if (parent === to) return true;
          next.add(parent);
        }
      level = next;
    }
    return false;
  }

  /** casbin's "some allow and no deny" effect, policy lines in order: a deny ends the search and
   * explains the refusal; otherwise the last matching allow explains the grant. */
  enforceExSync(sub: string, obj: string): [boolean, string[]] {
    let allowed = false;
    let explain = -1;
    for (let i = 0; i < this.p.length; i++) {
      const [pSub, pObj, eft] = this.p[i];
      if (pSub !== '*' && pSub !== sub) continue;
      if (pObj !== '*' && pObj !== obj && !this.linked(obj, pObj)) continue;
      if (eft === 'allow') {
        allowed = true;
        explain = i;
      } else if (eft === 'deny') {
        allowed = false;
        explain = i;
        break;
      }
    }
    return [allowed, explain === -1 ? [] : [...this.p[explain]]];
  }
}

export async function newEnforcer(model: Model): Promise<Enforcer> {
  newModelFromString(model.text);
  return new Enforcer();
}
