import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 for the mail tests: it keeps what it receives, and refuses
 * (550) any recipient listed in `refuse`. `stop()` closes it and ends open connections, so a
 * test can take the mail server away and bring it back on the same port.
 */
export async function startSmtpServer(port: number, opts: { refuse?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.includes(address.address)) {
        const refused = new Error('No such mailbox') as Error & { responseCode: number };
        refused.responseCode = 550;
        return callback(refused);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subject.replace(/\r\n[ \t]/g, ' '),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
