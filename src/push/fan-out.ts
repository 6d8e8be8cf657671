// Which push subscriptions a batch of a game's notifications goes to, and when: the events each
// person wants, the games they muted, and their quiet hours. One directory query per batch.
import type { FanOutTarget, NotificationRow } from "../../durable-objects/room/outbox";
import { pushTargets } from "../directory/push";
import { randomId } from "../service/ids";
import { isPushEvent, pushPayload } from "./events";
import { releaseTime } from "./quiet-hours";

/** Push deliveries by notification id. A notification told again to one webhook is not pushed. */
export async function pushFanOut(
  db: D1Database,
  pending: NotificationRow[],
  gameId: string,
  now: number,
): Promise<Map<number, FanOutTarget[]>> {
  const out = new Map<number, FanOutTarget[]>();
  const wanted = pending.filter((n) => isPushEvent(n.event) && n.webhookId === null);
  if (wanted.length === 0) return out;
  const targets = await pushTargets(db, [...new Set(wanted.map((n) => n.playerId))], gameId);
  for (const n of wanted) {
    if (!isPushEvent(n.event)) continue;
    const event = n.event;
    const mine = targets.filter((t) => t.playerId === n.playerId && !t.muted && t.preferences.events.includes(event));
    if (mine.length === 0) continue;
    const body = JSON.stringify(pushPayload(event, n.body));
    out.set(
      n.id,
      mine.map((t) => ({
        id: t.id,
        url: t.endpoint,
        secret: JSON.stringify({ p256dh: t.p256dh, auth: t.auth }),
        bot: false,
        deliveryId: `msg_${randomId()}`,
        channel: "push" as const,
        body,
        deliverAt: releaseTime(Math.max(now, n.deliverAt ?? 0), t.preferences.quietHours),
      })),
    );
  }
  return out;
}
