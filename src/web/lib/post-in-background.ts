// A report the page sends and forgets (a client error, a page view): a JSON POST that outlives
// the page (keepalive), whose failure is dropped, since telemetry must never become an error.
export function postInBackground(path: string, body: string): void {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {});
}
