// Debian's Chromium, as every browser test and benchmark here launches it: never a downloaded
// browser, and without the background networking that this machine's closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
