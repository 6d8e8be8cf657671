// A lean keep-alive HTTP client (node:http), the same for the floor and for Starpost, so the
// client's own cost is the same on both sides of every ratio.
import http from "node:http";

export interface HttpReply {
  status: number;
  body: string;
}

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(base: string, sockets = 1) {
    const u = new URL(base);
    this.host = u.hostname;
    this.port = Number(u.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
    // A reset on an idle kept-alive socket (the server closing it) belongs to no request: a
    // request in flight still gets its own error through its 'error' event.
    const create = this.agent.createConnection.bind(this.agent);
    this.agent.createConnection = ((opts: any, cb: any) => {
      const socket = create(opts, cb);
      socket?.on("error", () => undefined);
      return socket;
    }) as typeof this.agent.createConnection;
  }

  /** Counts requests sent again after the server had closed the kept-alive socket they went out on. */
  retried = 0;

  request(method: string, path: string, body?: string, headers: Record<string, string> = {}, retry = true): Promise<HttpReply> {
    return new Promise((resolve, reject) => {
      const h: Record<string, string | number> = { ...headers };
      if (body !== undefined) {
        h["content-type"] = "application/json";
        h["content-length"] = Buffer.byteLength(body);
      }
      const req = http.request({ host: this.host, port: this.port, method, path, headers: h, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      });
      req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
      req.on("error", (error: NodeJS.ErrnoException) => {
        // The race every keep-alive client has: the server closed an idle socket just as this
        // request went out on it, so the server never saw the request; send it once more.
        if (retry && req.reusedSocket && error.code === "ECONNRESET") {
          this.retried++;
          this.request(method, path, body, headers, false).then(resolve, reject);
        } else reject(error);
      });
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  async json<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, expect?: number): Promise<T> {
    const r = await this.request(method, path, body === undefined ? undefined : JSON.stringify(body), headers);
    if (expect !== undefined && r.status !== expect) throw new Error(`${method} ${path}: ${r.status} ${r.body.slice(0, 300)}`);
    return JSON.parse(r.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}
