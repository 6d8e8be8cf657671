// A room's event stream as the worker receives it over RPC. Handed over as it is (a stream a
// JavaScript controller feeds), the runtime pumps it to the worker itself, and when the reader
// goes away that pump fails where no code of ours can catch it: workerd prints
// `Uncaught (in promise) Error: Network connection lost.` and the stream's cancel() is never
// called, so the room keeps writing to a reader that is gone until the stall probe or the stream's
// lifetime ends it (cloudflare/workers-sdk#11071, workerd#7298; measured under wrangler 4.86).
// Piped by us into a native IdentityTransformStream instead, the failure is our pipe's: it is
// settled here, and pipeTo cancels the source, so the room forgets the reader at its next write
// (an entry or a heartbeat). Backpressure passes through the pipe, so a reader that stops reading
// still shows as frames waiting in the source (streams.ts's stall probe).

/** `source`, as a stream the worker may read over RPC and cancel cleanly. */
export function overRpc(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const { readable, writable } = new IdentityTransformStream();
  // Rejects when the reader goes away, after cancelling `source`: nothing is left to do.
  source.pipeTo(writable).catch(() => undefined);
  return readable;
}
