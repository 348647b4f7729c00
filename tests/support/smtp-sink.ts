import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** `550 5.7.26 text` as an error smtp-server answers with that very reply. */
function replyError(reply: string): Error {
  const [, code, text] = /^(\d{3}) (.*)$/.exec(reply) ?? [];
  return Object.assign(new Error(text ?? reply), { responseCode: Number(code ?? 550) });
}

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
  options: {
    stallMs?: (attempt: number) => number;
    refuse?: (address: string) => number | string | undefined;
    /** A reply such as `550 5.7.60 SendAsDenied` refuses the sender at MAIL FROM, as a misconfigured relay does. */
    refuseSender?: () => string | undefined;
    /** A reply refusing the message after DATA (`550 5.7.26 DMARC …`), for these recipients. */
    refuseMessage?: (recipients: string[]) => string | undefined;
  } = {},
) {
  const accepted: AcceptedMail[] = [];
  /** Every RCPT TO the sink was sent, refused or not. */
  const recipients: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      const reply = options.refuseSender?.();
      callback(reply ? replyError(reply) : undefined);
    },
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      const code = options.refuse?.(address.address);
      if (!code) return callback();
      if (typeof code === 'string') return callback(replyError(code.replace('{address}', address.address)));
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
        const refusal = options.refuseMessage?.(session.envelope.rcptTo.map((recipient) => recipient.address));
        if (refusal) return callback(replyError(refusal));
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
