import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

type AcceptedMail = {
  messageId: string | undefined;
  subject: string | undefined;
  bytes: number;
  /** Who the SMTP envelope was addressed to. */
  to: string[];
  raw: string;
  /** The message as a mail client reads it: headers, plain text, HTML. */
  parsed: () => Promise<Email>;
};

/**
 * A real SMTP server on loopback that keeps what it accepts. `stallMs(n)` holds back the final reply to
 * the n-th message (0-based), as a slow or stuck mail server does: a message counts as accepted only
 * once that reply is sent, as in SMTP itself. `refuse(address)` answers RCPT TO with that code (550: no
 * such mailbox, 450: try later), quoting the address as real servers do.
 */
export async function startSmtpSink(
  options: { stallMs?: (attempt: number) => number; refuse?: (address: string) => number | undefined } = {},
) {
  const accepted: AcceptedMail[] = [];
  /** Every RCPT TO the sink was sent, refused or not. */
  const recipients: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      const code = options.refuse?.(address.address);
      if (!code) return callback();
      const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const attempt = attempts++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Long headers are folded onto the next line (RFC 5322): unfold before reading one.
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
        const accept = () => {
          accepted.push({
            messageId: header('Message-ID'),
            subject: header('Subject'),
            bytes: raw.length,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
            parsed: () => PostalMime.parse(raw),
          });
          callback();
        };
        const stall = options.stallMs?.(attempt) ?? 0;
        if (stall > 0) setTimeout(accept, stall).unref();
        else accept();
      });
    },
  });
  // A client killed or stopped mid-session resets its connection: expected here, never a test failure.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    recipients,
    /** Messages whose data arrived, accepted or not. */
    attempts: () => attempts,
    connectionErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
