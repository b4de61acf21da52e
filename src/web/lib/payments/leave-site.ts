// Sending the browser to a payment page (ours or a provider's) with a full page load, as a real
// provider's hosted checkout needs. One function, so that component tests can replace it.
export function leaveSite(url: string): void {
  window.location.assign(url);
}
