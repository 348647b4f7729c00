import http from 'node:http';
import { CLIENT_ADDRESS_HEADER } from './http';

/**
 * Route handlers cannot see the TCP connection, and Next keeps a client's own X-Forwarded-For.
 * Stamping every request with its socket address (overwriting any such header the client sent)
 * gives the rate limiter a key a client cannot choose.
 */
export function recordClientAddresses(): void {
  const marker = Symbol.for('site.clientAddresses');
  const proto = http.Server.prototype as http.Server & { [key: symbol]: boolean };
  if (proto[marker]) return;
  proto[marker] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}
