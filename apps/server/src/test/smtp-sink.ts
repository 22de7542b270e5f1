import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server saw them. */
  rcptTo: string[];
  mailFrom: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what arrived, parsed by mailparser. It checks the
 * log-in, and `down()` makes it refuse every message with a 421 until `up()`, as a mail server in trouble does.
 * `hold()` keeps the sender waiting for the answer to its message; `release()` then accepts what is still
 * connected and drops what its sender gave up on (a message never answered 250 was never delivered).
 */
export async function startSmtpSink(opts: { user?: string; pass?: string } = {}) {
  const user = opts.user ?? 'mailer';
  const pass = opts.pass ?? 'mail-secret';
  const received: ReceivedMail[] = [];
  let refusing = false;
  let holding = false;
  /** Messages whose 250 is held back: the sender is mid-send until `release()`. */
  const held: { mail: ReceivedMail; sessionId: string; reply: () => void }[] = [];
  const closed = new Set<string>();
  let dropped = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
          };
          if (holding) {
            held.push({ mail, sessionId: session.id, reply: () => callback() });
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    port,
    received,
    down() {
      refusing = true;
    },
    up() {
      refusing = false;
    },
    hold() {
      holding = true;
    },
    heldCount: () => held.length,
    /** Whether every sender of a held message has hung up. */
    heldSendersGone: () => held.every((item) => closed.has(item.sessionId)),
    release() {
      holding = false;
      for (const item of held.splice(0)) {
        if (closed.has(item.sessionId)) {
          dropped += 1;
          continue;
        }
        received.push(item.mail);
        item.reply();
      }
    },
    droppedCount: () => dropped,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
