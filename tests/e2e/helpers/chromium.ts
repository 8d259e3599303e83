// How the browser tests and the browser benches launch Debian's Chromium (CHROMIUM_PATH to use
// another): no sandbox (CI runs as root), no GPU, and none of the background traffic a profile makes.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
