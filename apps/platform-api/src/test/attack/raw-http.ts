import { connect } from 'node:net';

/** How long a raw exchange waits for more of an answer before it gives up on the connection. */
const IDLE_MS = 5_000;

/**
 * Writes a request to the platform's socket exactly as given (no client tidies the address or
 * refuses the headers first) and reads the whole answer, until the platform closes the connection
 * (send `Connection: close`). The socket is not half-closed first: Node would abort the request.
 */
export function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** A raw HTTP/1.1 answer's status, content type and body (parsed when it is JSON). */
export function readAnswer(answer: string): { status: number; contentType: string; body: unknown } {
  const [head = '', text = ''] = answer.split('\r\n\r\n', 2);
  const [statusLine = '', ...headers] = head.split('\r\n');
  const contentType = headers.find((line) => /^content-type:/i.test(line)) ?? '';
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a chunked or an HTML answer): the text as it is.
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    contentType: contentType.slice(contentType.indexOf(':') + 1).trim(),
    body,
  };
}
