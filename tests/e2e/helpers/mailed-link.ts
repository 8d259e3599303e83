// Invites and resets mail a set-password link instead of showing a password (docs/messaging.md).
// The browser tests' loopback SMTP server (scripts/smtp-sink.mjs) notes each message's link in
// E2E_SMTP_FILE; this follows the newest one to `email` and sets a password on the public page.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** the links mailed to `email` so far, oldest first */
export function linksMailedTo(email: string): string[] {
  const file = process.env.E2E_SMTP_FILE;
  if (!file || !fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  return lines
    .map((l) => JSON.parse(l) as { to: string[]; link?: string })
    .filter((m) => m.link && m.to.includes(email.toLowerCase()))
    .map((m) => m.link!);
}

const newestLink = (email: string) => linksMailedTo(email).at(-1);

/** opens the link mailed to `email` last (waiting for it to arrive) and sets `password` with it */
export async function setPasswordFromMail(page: Page, email: string, password = 'e2e-Chosen-Password-1') {
  let link: string | undefined;
  await expect(() => expect((link = newestLink(email))).toBeTruthy()).toPass({ timeout: 60_000 });
  // the link names the server's PUBLIC_URL, which is the one the tests use
  await page.goto(link!);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  return password;
}
