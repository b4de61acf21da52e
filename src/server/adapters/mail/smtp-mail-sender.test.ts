// The SMTP sender against a tiny SMTP server on a local port: it speaks just enough of RFC 5321
// (no STARTTLS advertised, so nodemailer stays in plain text on smtp://) to capture one message.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from './smtp-mail-sender';

interface Captured {
  mailFrom: string;
  recipients: string[];
  data: string;
}

async function startSmtpServer(): Promise<{ server: Server; port: number; messages: Captured[] }> {
  const messages: Captured[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: Captured = { mailFrom: '', recipients: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { mailFrom: '', recipients: [], data: '' };
          inData = false;
          reply('250 OK: queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 test.local');
        else if (command === 'MAIL') {
          current.mailFrom = line.slice(line.indexOf(':') + 1).trim();
          reply('250 OK');
        } else if (command === 'RCPT') {
          current.recipients.push(line.slice(line.indexOf(':') + 1).trim());
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The SMTP server has no port');
  return { server, port: address.port, messages };
}

/** The decoded body of the MIME part with this content type (quoted-printable or base64). */
function part(data: string, contentType: string): string {
  const start = data.indexOf(`Content-Type: ${contentType}`);
  if (start === -1) throw new Error(`No ${contentType} part`);
  const headersEnd = data.indexOf('\r\n\r\n', start);
  const headers = data.slice(start, headersEnd);
  const body = data.slice(headersEnd + 4).split(/\r\n--/)[0]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

describe('SMTP mail sender', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('hands the message to the SMTP server: recipient, sender, subject, text and HTML parts', async () => {
    const smtp = await startSmtpServer();
    server = smtp.server;
    const sender = createSmtpMailSender(`smtp://127.0.0.1:${smtp.port}`, 'Sahel Hearts <no-reply@sahelhearts.example>');

    await sender.send({
      to: 'hawa@example.org',
      subject: 'Confirm your e-mail address',
      text: 'Hello Hawa, confirm here: https://sahelhearts.example/api/auth/verify-email?token=abc',
      html: '<p>Hello Hawa, <a href="https://sahelhearts.example/api/auth/verify-email?token=abc">confirm here</a></p>',
    });

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.mailFrom).toBe('<no-reply@sahelhearts.example>');
    expect(message!.recipients).toEqual(['<hawa@example.org>']);
    expect(message!.data).toMatch(/^From: Sahel Hearts <no-reply@sahelhearts\.example>\r$/m);
    expect(message!.data).toMatch(/^To: hawa@example\.org\r$/m);
    expect(message!.data).toMatch(/^Subject: Confirm your e-mail address\r$/m);
    expect(part(message!.data, 'text/plain')).toBe('Hello Hawa, confirm here: https://sahelhearts.example/api/auth/verify-email?token=abc');
    expect(part(message!.data, 'text/html')).toBe(
      '<p>Hello Hawa, <a href="https://sahelhearts.example/api/auth/verify-email?token=abc">confirm here</a></p>',
    );
  });

  it('rejects when no SMTP server answers, so the caller knows the mail did not leave', async () => {
    // A port nobody listens on any more.
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    const sender = createSmtpMailSender(`smtp://127.0.0.1:${port}`, 'no-reply@sahelhearts.example');
    await expect(sender.send({ to: 'hawa@example.org', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow();
  });
});
