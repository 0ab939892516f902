import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createSmsGatewaySender } from './sms';
import { createSmtpSender } from './smtp';

const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers) close();
});

/** Just enough SMTP to take one message: what nodemailer sends is collected as text. */
const fakeSmtpServer = async () => {
  const received: string[] = [];
  const server = createTcpServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  const port = (server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received };
};

describe('message adapters', () => {
  it('sends an e-mail through the SMTP server of SMTP_URL', async () => {
    const smtp = await fakeSmtpServer();
    const sender = createSmtpSender({ url: smtp.url, from: 'Coffee Portal <no-reply@example.com>' });

    await sender.send({
      channel: 'email',
      to: 'dara@example.com',
      subject: 'Verify your Coffee Portal account',
      text: '123456 is your Coffee Portal code.',
      code: '123456',
      purpose: 'VERIFY_ACCOUNT',
    });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: dara@example.com');
    expect(smtp.received[0]).toContain('Subject: Verify your Coffee Portal account');
    expect(smtp.received[0]).toContain('123456 is your Coffee Portal code.');
  });

  it('posts a text message to the SMS gateway in international form, with its token', async () => {
    const requests: { headers: Record<string, unknown>; body: unknown }[] = [];
    const server = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({ headers: request.headers, body: JSON.parse(body) });
        response.end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    const { port } = server.address() as { port: number };
    const sender = createSmsGatewaySender({
      url: `http://127.0.0.1:${port}/send`,
      token: 'gateway-token',
      senderId: 'Coffee',
    });

    await sender.send({
      channel: 'sms',
      to: '012345678',
      subject: 'x',
      text: '654321 is your code',
      purpose: 'VERIFY_ACCOUNT',
    });

    expect(requests).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer gateway-token' }),
        body: { from: 'Coffee', to: '+85512345678', text: '654321 is your code' },
      },
    ]);
  });
});
