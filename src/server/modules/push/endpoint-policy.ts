// Which push endpoints the server will POST to (docs/decisions/0035-push-notifications.md). The
// address comes from the member's browser, so it is the member's to choose: without a rule anyone
// could make the server send requests to an address inside our network (SSRF). Only https to a
// known push service's host; outside production, also http(s) to this machine (the local fake
// push service of the tests, a developer's own).

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `host` is one of `allowed` (a leading dot: any subdomain of it). */
function hostAllowed(host: string, allowed: string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry));
}

export function isAllowedPushEndpoint(endpoint: string, options: { hosts: string[]; allowLoopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (options.allowLoopback && LOOPBACK_HOSTS.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return false;
  return hostAllowed(host, options.hosts);
}
