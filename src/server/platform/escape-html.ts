// Every member-given value in an e-mail's HTML goes through this: the account, warning and away
// e-mails of three modules (auth, moderation, notifications) share it, so it sits below them.
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
