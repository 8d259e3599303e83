// An amount in US dollars as the screens show it (catalogue prices, subscriptions, transactions):
// one formatter, so a price reads the same on every page.
export const money = (v: unknown) =>
  typeof v === 'number' ? v.toLocaleString(undefined, { style: 'currency', currency: 'USD' }) : '—';
