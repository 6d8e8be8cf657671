// Generated from schema/openapi.json by sdk/scripts/generate.ts (`npm run schema`). Do not edit.
export interface paths {
    "/v1/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player (or a bot)
         * @description Returns the player's API key. It is shown only in this answer: keep it.
         */
        post: operations["registerPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the API key belongs to */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete your account, for good; send your player id as `confirm`
         * @description Each of your games first: an open game only you were in is cancelled; an open game others joined gets your seat back; in a running game your seat is handed to the game's timeout policy (it resigns under `forfeit` or without time control; under `bot` the built-in bot makes its decisions); finished games keep your seat as 'deleted player'. Then every key, token, passkey, webhook and push subscription stops at once (the next request with them gets 401). If a game cannot be left just now, nothing else is deleted: 503 ACCOUNT_DELETION_INCOMPLETE, send it again.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every game kind, with its seats and options as JSON Schema
         * @description `seats` are those of a game with the default options (Star Battle's seat count follows its `players` option).
         */
        get: operations["listKinds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kinds/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game kind */
        get: operations["getKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kinds/{kind}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The seats a game of a kind would have with the given options
         * @description Some options change the seats (Star Battle's `players`, Last Starfighter's drone opponent, Iron Stars' pick-up game): a client asks here rather than knowing the rules. Options are checked as createGame checks them.
         */
        get: operations["getKindSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games: the lobby, your games, or the games awaiting your decision
         * @description Newest created first (then by id, descending): a game keeps its place however often it moves, so following `nextCursor` (or the `Link: <…>; rel="next"` header) to the end lists every game that matched once and only once; games created meanwhile appear on a new first page. A game enters or leaves a filtered list (status, awaiting) as it changes. `nextCursor` is null on the last page. A cursor is bound to its filter and to you: send it with the same query (the Link URL does), or it is refused with INVALID_CURSOR. Read from the directory, which a game brings up to date before it answers a move made a second or more after its last one. A game moving faster (bots) is listed at most a second behind; joins, starts and ends at once. The game itself is always current.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game and take a seat in it
         * @description The answer carries `seedCommitment`, the hash of the server's secret seed, fixed before anyone plays. Seats named in `opponents` are the server's built-in opponent's from the start: the room plays them itself, from its own view of the game, and the game starts as soon as the other seats are filled (at once when you are the only person).
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game as you may see it: view, pending decisions with their choices, outcome
         * @description `?at=N` gives the view as it stood at version N, with the same redaction. The ETag is `"<version>.<digest of this body>"`: send it back as If-None-Match for a 304 while nothing you see changed, or as If-Match on an action to say which version you read.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an open seat; the game starts when every seat is taken */
        post: operations["joinGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a player to a game that has not started, holding a seat for them if you name one
         * @description Any player seated in the game may invite. The invitee finds it in their inbox (section `invitations`) and under GET /v1/me/invitations, and is told by an `invitation.received` webhook and push if they subscribed. Inviting the same player again renews the invitation (after a decline, it is open again). It expires after 7 days.
         */
        post: operations["invitePlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your pending invitations to games that have not started, newest first */
        get: operations["listMyInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: join its game, in the seat held for you
         * @description The same as POST /v1/games/{id}/join with the seat held for you; the game starts when every seat is taken.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation: its seat is free for others, and the game leaves your inbox */
        post: operations["declineInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A share link to your game that has not started: whoever holds it may join, even a private game
         * @description Only the game's creator makes one. The token is shown once; a new link replaces the last one (which stops working). A joiner sends it as `invite` in POST /v1/games/{id}/join; the web client does so from the link's page.
         */
        post: operations["createInviteLink"];
        /** Revoke your game's share link: joining with it is refused from now on (invitations stand) */
        delete: operations["revokeInviteLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give back your seat in a game that has not started (its creator cancels it instead) */
        post: operations["leaveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel your game that has not started: it leaves every list and inbox, and answers 410 GAME_CANCELLED from then on */
        post: operations["cancelGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer a rematch of a finished game: same kind and options, seats moved one on (two seats: swapped)
         * @description You take your new seat; every other former player is invited to theirs (accepting is joining); a seat the built-in opponent held moves on with it, at the same level. The new game's `rematchOf` names this game, and this game's list item names its `rematchId`. A game has one rematch: offering again answers REMATCH_EXISTS with its id.
         */
        post: operations["offerRematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an action for your seat
         * @description Post one of your `pending` choices as it is. With `expectedVersion` (the version you read) or `decisionId` (your pending decision's id) the action is accepted while your seat still owes that same decision, whatever other seats did since, and refused with 409 once your decision changed. `If-Match` (the ETag of your game read, or `"<version>"`) is the header spelling of `expectedVersion`. A retried POST with the same `Idempotency-Key` returns the first answer and is applied once (with the game as it is now). The answer's ETag is the one a read of the game would carry for you now: send it as If-Match on your next action without reading again.
         */
        post: operations["submitAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/actions/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dry run: would this action be accepted? Nothing is applied */
        post: operations["validateAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A legal action for your seat from the built-in bot, or the built-in opponent at `level` (not applied) */
        post: operations["suggestAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the game; what that means is the game's rule (in a duel, the other side wins) */
        post: operations["resignGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back your own last action, while no die was rolled, nothing hidden was shown and nobody has acted since */
        post: operations["undoAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your live feed: server-sent events, or a WebSocket (send `Upgrade: websocket`); resume after the last version you saw
         * @description Two transports of the same feed, redacted for you. **Server-sent events** (the default): `entry` events with `id` = version, `end` when the game is over, `message` (no id) for each table-talk message you may read as it is posted, a keep-alive comment every 20 s; reconnect with Last-Event-ID. Simple, but an open stream keeps the game's room in memory for as long as it is open (up to 30 min, then the client reconnects). **WebSocket** (send the upgrade request, HTTP 101): text frames `{"type":"entry","entry":…}`, `{"type":"message","message":…}` and `{"type":"end"}`, after which the server closes the socket; send "ping" to keep an idle connection open (answered "pong"); resume with `?after=N`. An idle WebSocket costs nothing: the room sleeps (hibernates) until the next move, which wakes it and reaches every watcher. Either is closed without `end` when what it reads for is gone: your seat (you gave it back, or deleted your account) or the game (cancelled). Connecting again reads as you now are: a spectator once your seat is given back (404 in a private game), 401 once your account is deleted (the key goes last, after every game is left: a reconnect in between reads as a spectator, or 404), 410 GAME_CANCELLED for a cancelled game. It is closed the same way when the key or token that opened it stops working: revoked or replaced (closed before that call answers; connecting again answers 401 TOKEN_REVOKED, UNAUTHENTICATED or APP_TOKEN_INVALID), or past its expiry (nothing committed after it is sent; 401 TOKEN_EXPIRED).
         */
        get: operations["streamGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's log as you may see it, oldest first
         * @description Ordered by version, which only grows (an undo is an entry of its own). Start after a version with `after`, or follow `nextCursor` (or the `Link: <…>; rel="next"` header) page by page; `nextCursor` is null once the page reaches the game's current version. To wait for what comes next, ask again with `after` set to the last version you have, or use the stream.
         */
        get: operations["listGameEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole game as one record; once it is over, with the seed, every action and every roll */
        get: operations["exportGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-run a finished game's record and check the seed, every roll and the outcome */
        post: operations["verifyRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table's messages you may read, oldest first
         * @description A player reads every message to the whole table and the private ones they wrote or were sent. Anyone else who may see the game reads the messages to the whole table once the game is over (403 NOT_A_PLAYER before); no one but its two seats ever reads a private message. Page with `after` (the last id you have) or `nextCursor`.
         */
        get: operations["listGameMessages"];
        put?: never;
        /**
         * Write to the table, or privately to one seat
         * @description Plain text up to 1000 characters, to the whole table or (in games of three seats or more) to one seat. Only the game's players write, at most 10 messages a minute each (429 RATE_LIMITED with Retry-After). The readers are told with a `message.posted` webhook and push (a private message: its one reader only).
         */
        post: operations["postGameMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the table's messages read, up to the last one you were shown
         * @description Your seat's read position moves to `lastId` (never back, and never past the newest message); the answer says how many messages for you others wrote after it. Reading messages (GET) marks nothing: a bot's or a prefetch's read must not clear what you have not seen. Your game view (`you.unreadMessages`) and inbox items (`unreadMessages`) count from this position.
         */
        post: operations["markGameMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/muted-players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The players you muted, oldest first */
        get: operations["listMutedPlayers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/muted-players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mute a player's messages
         * @description A muted player's messages are left out of what you read (REST, GraphQL), of your unread counts, and are never pushed or sent by webhook to you, in every game you share. They are not told. Muting again changes nothing.
         */
        put: operations["mutePlayer"];
        post?: never;
        /**
         * Hear a muted player again
         * @description Their messages, the earlier ones too, are read and counted again; only new ones are pushed.
         */
        delete: operations["unmutePlayer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your subscriptions, oldest first
         * @description Ordered by creation (then by id); new subscriptions come at the end. Follow `nextCursor` (or the `Link` header) for more; null on the last page.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to your games' events
         * @description Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). The signing secret is shown only in this answer. The subscription covers moves made after this answer.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your subscriptions */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Unsubscribe */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret, with an overlap
         * @description Answers the new secret (shown only here). Until `previousSecretExpiresAt` (`overlapHours` from now, default 24) every delivery carries two signatures in `webhook-signature`, space-separated: one with the new secret and one with the replaced one, so a receiver verifies with either while it switches. After that, only the new secret signs. A rotation during an overlap retires the oldest secret at once.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a subscription, newest first
         * @description Ordered by when each delivery was first queued (then by id), newest first; retries update a delivery in place and never move it. Deliveries queued while you page appear on a new first page. Follow `nextCursor` (or the `Link` header); null on the last page. A delivery is kept 30 days after its last attempt, then leaves the log.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (same webhook-id, fresh timestamp and signature)
         * @description Send a delivery again now (same webhook-id, fresh timestamp and signature). It is one more attempt of the delivery's retry schedule: if it fails, the next automatic attempt waits as after any failed attempt. While an attempt is already on its way, that attempt stands for the redeliver: the answer is `pending` and no second copy is sent.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/push/vapid-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, to subscribe a browser with */
        get: operations["getVapidPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your push subscriptions, oldest first */
        get: operations["listPushSubscriptions"];
        put?: never;
        /**
         * Send pushes to a browser: its PushSubscription as JSON
         * @description The body is what `PushSubscription.toJSON()` gives. You are pushed your turn, a deadline near and game over (see notification-preferences), encrypted for the browser (RFC 8291) and signed (RFC 8292). The same endpoint sent again replaces its keys. A push service that answers 404 or 410 deletes the subscription.
         */
        post: operations["createPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop pushing to a browser */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/push-subscriptions/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a push subscription, newest first
         * @description The same log and paging as a webhook's (`GET /v1/webhooks/{id}/deliveries`): each push's event, game, status, attempts, last HTTP status and error, and when it is tried next (`webhookId` is the push subscription's id). Never what a push carried. A subscription deleted (by you, or after its push service answered 404 or 410) has no log left to read.
         */
        get: operations["listPushDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What you are pushed, your quiet hours and your muted games */
        get: operations["getNotificationPreferences"];
        /**
         * Change what you are pushed and when
         * @description Fields left out stay as they were. A push made in quiet hours waits until they end (in your time zone); a 'your turn' that is no longer yours by then is not sent. `deadlineWarningHours` moves the deadline.warning of every seat you hold (push and webhook alike) in games on the clock.
         */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mute (or unmute) a game's pushes */
        put: operations["muteGame"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your inbox: games where a decision is yours, then games waiting on others, then invitations, then games you can join
         * @description `yourTurn` items come first, the most urgent deadline first (games without a deadline after them); then `waiting` (your games that wait on another seat or on players to join); then `invitations` (games you are invited to, newest invitation first, with the invitation); then `open` (public games with a free seat, newest first). Read from the directory, as the games list is. A game that changes section while you page may be listed twice or skipped; the first page is always current.
         */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your master key, devices, apps and bots: name, kind, scopes, created, last used, expiry
         * @description Secrets are never shown again. Revoked and expired tokens stay listed with their time.
         */
        get: operations["listTokens"];
        put?: never;
        /**
         * Mint a token with some scopes and an expiry, for a bot, an app or a device
         * @description `play:<gameId>` lets a bot play one game and nothing else. The token is shown only in this answer.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a token (its next request gets 401 TOKEN_REVOKED) or an app's grant (`oa_…`: its tokens get 401 APP_TOKEN_INVALID)
         * @description Live feeds opened with it (streams, WebSockets, GraphQL subscriptions) are closed before this answers, as a dropped connection ends (no `end`); connecting again with it is refused 401. The webhooks it made are disabled and the push subscriptions last sent with it deleted (their `madeWith`), also before this answers. With `cascade=true` every token it made (its `madeWith`: minted with it, or a device paired from it), and what those made, is revoked too, each as if revoked alone: what a leaked token minted goes with it. A passkey it, or a token it made, added is removed too (`passkeysRemoved`), and the devices that passkey signed in revoked: a passkey would outlive the token. Without, those stay (a bot's token made on a device outlives the device's sign-out).
         */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/key/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace your master API key; the old one stops at once
         * @description Your games, tokens and passkeys stay as they are. The new key is shown only in this answer. Live feeds opened with the old key (streams, WebSockets, GraphQL subscriptions) are closed before this answers, as a dropped connection ends (no `end`): open them again with the new one. The webhooks the old key made are disabled and the push subscriptions last sent with it deleted (`madeWith` `master`), also before this answers.
         */
        post: operations["rotateMasterKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything Starpost keeps about you, as JSON: your account, then your games page by page
         * @description The first page holds `account` (your player, tokens' and passkeys' metadata, webhooks without secrets, push subscriptions, notification preferences and mutes) and your newest games; follow `nextCursor` (or the Link header) for the rest. Each game comes with its record as your seat may see it (never another seat's hidden information) and the table talk you may read.
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/pairing-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short single-use code another device can sign in with, for five minutes */
        post: operations["createPairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pairing/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a new device in with a pairing code: it gets a token of its own
         * @description Each code works once, and only while the key or token that showed it works: revoked, expired or replaced (the master key) before the code is typed, it is refused 410 `PAIRING_CODE_EXPIRED`. Attempts are limited per address (429).
         */
        post: operations["redeemPairingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your passkeys */
        get: operations["listPasskeys"];
        put?: never;
        /** Finish adding a passkey: your identity, games and key stay as they are */
        post: operations["verifyPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey: WebAuthn creation options with a single-use challenge (five minutes) */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey: it no longer signs in; with `signOut=true` the devices it signed in are signed out too
         * @description Without `signOut`, the tokens it gave devices stay until revoked (their `madeWith` is `passkey:<id>`). With it, each is revoked before this answers, as `DELETE /v1/me/tokens/{id}` would: its feeds closed, its webhooks disabled, its push subscriptions deleted.
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing in with a passkey: WebAuthn request options with a single-use challenge (five minutes) */
        post: operations["passkeyAuthenticationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/passkeys/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a passkey: this device gets a token of its own
         * @description Attempts are limited per address (429).
         */
        post: operations["verifyPasskeyAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an app asks for: its name, where the answer goes, the scopes with what they allow
         * @description Takes the query the app sent to /oauth/authorize. A refusal after the client and its redirect URI were checked carries `redirectTo`, the app's redirect URI with the OAuth error, where the consent page sends the browser back.
         */
        get: operations["describeOAuthRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allow or deny an app's request, as the signed-in person: where to send the browser back to the app
         * @description Allowing grants the scopes asked and answers the app's redirect URI with a one-time code (ten minutes) and its `state`; denying answers it with `error=access_denied`.
         */
        post: operations["decideOAuthRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the service can serve: the directory (D1) and a game room (Durable Object) each answered
         * @description HTTP 200 with `status: "ok"` when every check passed; HTTP 503 with the same body and `status: "failing"` when one did not, naming which. Each check gives up after 3 s. Never cached; nothing in it is a secret.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authorization server's metadata (RFC 8414): its endpoints, scopes and PKCE method
         * @description OAuth is offered over https, or plain http on a loopback host (`npm start`); elsewhere 400 OAUTH_UNAVAILABLE.
         */
        get: operations["getOAuthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where an app sends the person's browser: on to the consent page with the app's query as it came
         * @description The consent page (`/consent`) reads the request with GET /v1/oauth/requests, shows the app and the scopes, and the signed-in person answers with POST /v1/oauth/decisions. The browser then goes back to the redirect URI with `code` and `state`, or with `error` (access_denied, invalid_scope, invalid_request). An unknown client or a redirect URI it did not register is shown on the page, never redirected to.
         */
        get: operations["authorizeOAuthApp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code for tokens (with its PKCE verifier), refresh them, or revoke one (RFC 7009)
         * @description A code works once: a second exchange is refused with OAUTH_CODE_USED and revokes what the first one gave. A revocation (a `token` and no grant_type) answers 200 with an empty body whether or not the token was known.
         */
        post: operations["requestOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an app (RFC 7591): its name, its redirect URIs and how it authenticates
         * @description Open to anyone: a registration grants nothing until a person allows the app on the consent page.
         */
        post: operations["registerOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "decision.required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A seat of yours owes a decision. A bot subscription may answer with the action to play.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onDecisionRequiredWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every seat is taken and the game has begun.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onGameStartedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game.action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Another seat acted.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onGameActionWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deadline.warning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A seat of yours nears its deadline.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onDeadlineWarningWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game.over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The game has ended.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onGameOverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "message.posted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A player wrote to the table, or to your seat alone (a private message is told to its one reader only).
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onMessagePostedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invitation.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A player invited you to a game that has not started (a rematch too): accept or decline it.
         * @description Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.
         */
        post: operations["onInvitationReceivedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description An RFC 9457 problem. `code` is stable; `detail` is for people */
        Problem: {
            /** @description A URI naming the code */
            type: string;
            title: string;
            status: number;
            /** @description Stable: each response lists the codes it may carry; an illegal move (422) carries the game's own code */
            code: string;
            detail: string;
            /** @description For illegal moves: the rule that forbids them */
            rule?: string;
            /** @description On a 400: each field that failed, and why */
            issues?: string[];
            /** @description On a 409 STALE_*: the game's version now */
            currentVersion?: number;
            /** @description On a 409 STALE_*: the decision your seat owes now, if any */
            decisionId?: string | null;
            /**
             * @description On a 429: the request limit that was hit
             * @enum {string}
             */
            limit?: "burst" | "sustained" | "sign-in";
            /** @description On a 429: the requests that limit allows in a window */
            requests?: number;
            /** @description On a 429: the window's length */
            periodSeconds?: number;
            /** @description On a 429: seconds until that window ends; on a 503: seconds to wait before sending again (also the Retry-After header) */
            retryAfter?: number;
            /** @description On a 403 INSUFFICIENT_SCOPE: the scope the operation needs */
            scope?: string;
            /** @description On a 403 INSUFFICIENT_SCOPE: any one of these would do (`play:<gameId>` for an operation on that game) */
            acceptedScopes?: string[];
        };
        /** @description An RFC 6749 error that is also a problem document: `error` for OAuth libraries, `code` stable and ours */
        OAuthError: {
            /** @description The RFC 6749 error: invalid_request, invalid_client, invalid_grant, invalid_scope, unsupported_grant_type, … */
            error: string;
            /** @description For people */
            error_description: string;
            /** @description A URI naming the code */
            type: string;
            title: string;
            status: number;
            /** @description Stable: each response lists the codes it may carry */
            code: string;
            /** @description The same as error_description */
            detail: string;
        };
        /** @description RFC 8414 authorization-server metadata */
        OAuthMetadata: {
            /** @description This server's origin */
            issuer: string;
            /** @description /oauth/authorize on this origin */
            authorization_endpoint: string;
            /** @description /oauth/token on this origin */
            token_endpoint: string;
            /** @description /oauth/register on this origin */
            registration_endpoint: string;
            /** @description The token endpoint: /oauth/token also revokes (RFC 7009) */
            revocation_endpoint: string;
            /** @description `play:<gameId>` stands for one game's scope */
            scopes_supported: string[];
            response_types_supported: "code"[];
            response_modes_supported?: string[];
            grant_types_supported: string[];
            token_endpoint_auth_methods_supported?: string[];
            code_challenge_methods_supported: "S256"[];
            authorization_response_iss_parameter_supported?: boolean;
            client_id_metadata_document_supported?: boolean;
        };
        /** @description RFC 7591 client metadata. A public client (an app on a phone or a computer) sends token_endpoint_auth_method `none` */
        OAuthClientRegistration: {
            /** @description Exact URIs the code may be sent to: https, or http on a loopback address (any port, RFC 8252) */
            redirect_uris: string[];
            /** @description Shown to the person on the consent page, marked as not verified */
            client_name?: string;
            /** @description The app's home page */
            client_uri?: string;
            logo_uri?: string;
            policy_uri?: string;
            tos_uri?: string;
            contacts?: string[];
            grant_types?: ("authorization_code" | "refresh_token")[];
            response_types?: "code"[];
            /**
             * @description none (public), client_secret_basic (the default) or client_secret_post
             * @enum {string}
             */
            token_endpoint_auth_method?: "none" | "client_secret_basic" | "client_secret_post";
        };
        /** @description The registered client. A confidential client's secret is in this answer only */
        OAuthClient: {
            client_id: string;
            /** @description Only for a confidential client */
            client_secret?: string;
            /** @description Seconds since the epoch; 0: never */
            client_secret_expires_at?: number;
            client_secret_issued_at?: number;
            client_id_issued_at?: number;
            redirect_uris: string[];
            client_name?: string;
            client_uri?: string;
            logo_uri?: string;
            policy_uri?: string;
            tos_uri?: string;
            contacts?: string[];
            grant_types?: string[];
            response_types?: string[];
            token_endpoint_auth_method: string;
        };
        /** @description Form fields. A public client sends its client_id; a confidential one authenticates with HTTP Basic (or client_secret_post) */
        OAuthTokenRequest: components["schemas"]["OAuthCodeExchange"] | components["schemas"]["OAuthRefresh"] | components["schemas"]["OAuthRevocation"];
        /** @description The one-time code (ten minutes) the person's consent sent to the redirect URI, with the PKCE verifier */
        OAuthCodeExchange: {
            /** @constant */
            grant_type: "authorization_code";
            code: string;
            /** @description The one the authorization request named */
            redirect_uri: string;
            /** @description The secret whose S256 hash was the code_challenge */
            code_verifier: string;
            client_id?: string;
        };
        /** @description A refresh: the refresh token is replaced by a new one; scope may narrow the grant, never widen it */
        OAuthRefresh: {
            /** @constant */
            grant_type: "refresh_token";
            refresh_token: string;
            /** @description Space-separated: `read`, `play`, `webhooks` or `play:<gameId>` (`read` when none is asked); never `account` */
            scope?: string;
            client_id?: string;
        };
        /** @description RFC 7009 revocation (no grant_type): an access token stops at once; a refresh token ends its grant. Answered 200 with an empty body, known token or not */
        OAuthRevocation: {
            token: string;
            /** @enum {string} */
            token_type_hint?: "access_token" | "refresh_token";
            client_id?: string;
        };
        /** @description A token pair. Send the access token as `Authorization: Bearer <token>` to /v1 and /graphql */
        OAuthTokens: {
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /** @description Seconds: 3600 */
            expires_in: number;
            /** @description Good for one refresh; the grant lasts 30 days from the code's exchange */
            refresh_token?: string;
            /** @description The scopes granted, space-separated */
            scope: string;
        };
        /** @description A game; `kind` tells which game's view, options and actions it has */
        Game: components["schemas"]["StarBattleGame"] | components["schemas"]["LastStarfighterGame"] | components["schemas"]["IronStarsGame"] | components["schemas"]["BarnardsStarGame"] | components["schemas"]["DoubleStarGame"];
        FeedEntry: {
            version: number;
            seat: string;
            /** @enum {string} */
            kind: "action" | "resign" | "undo";
            /**
             * @description Present when the server acted for the seat because its deadline passed
             * @constant
             */
            auto?: "timeout";
            /** @description Present when the built-in opponent holding the seat chose the action (its seed is in the record once the game is over) */
            opponent?: {
                /** @enum {string} */
                level: "random" | "standard" | "strong";
            };
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            at: string;
            /** @description The events, as you may see them */
            events: components["schemas"]["GameEvent"][];
            /** @description Public dice only; hidden draws are left out */
            rolls: components["schemas"]["DieRoll"][];
        };
        ActResult: {
            /** @description The version your action made */
            version: number;
            events: components["schemas"]["GameEvent"][];
            game: components["schemas"]["Game"];
        };
        ValidateResult: {
            /** @constant */
            valid: true;
            /** @description The events the action would produce, as you would see them; empty when withheld */
            events: components["schemas"]["GameEvent"][];
            /** @description Why the events are withheld: they could reveal hidden information, or depend on dice not yet rolled */
            withheld?: string;
        };
        EventsPage: {
            /** @description This page, in the list's order */
            entries: components["schemas"]["FeedEntry"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
            /** @description The game's version now */
            version: number;
        };
        GameRecord: {
            /** @constant */
            format: "starpost-game/1";
            id: string;
            kind: string;
            rulesVersion: string;
            options: unknown;
            seats: {
                seat: string;
                playerId: string | null;
                name: string | null;
            }[];
            seedCommitment: string;
            /** @description Each seat's added entropy, in seat order ("" where none was given) */
            entropy: string[];
            /** @description Present once the game is over */
            serverSeed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            version: number;
            /** @description The draws of the set-up, made when the game started (stream "setup"), in order. Once the game is over: every one. Before: the public ones. Absent from records exported before it was added */
            setupRolls?: components["schemas"]["DieRoll"][];
            /** @description Once the game is over: every entry with its action and every roll. Before: your feed */
            log: {
                version: number;
                seat: string;
                /** @enum {string} */
                kind: "action" | "resign" | "undo";
                /** @constant */
                auto?: "timeout";
                /** @description Present when the built-in opponent holding the seat chose the action */
                opponent?: {
                    /** @enum {string} */
                    level: "random" | "standard" | "strong";
                    /** @description Once the game is over: the seed its search ran on, SHA-256 of `<game seed>|opponent:<version>:<seat>`, so its choice can be reproduced */
                    seed?: string;
                };
                /**
                 * Format: date-time
                 * @description An RFC 3339 time
                 */
                at: string;
                /** @description Once the game is over: the action as posted */
                action?: components["schemas"]["Action"];
                rolls: components["schemas"]["DieRoll"][];
                events: components["schemas"]["GameEvent"][];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
        };
        Suggestion: {
            /** @description A legal action for your seat: post it as it is */
            action: components["schemas"]["Action"];
        };
        FeedStreamEvent: components["schemas"]["FeedStreamEventEntry"] | components["schemas"]["FeedStreamEventEnd"];
        NewPlayer: {
            id: string;
            name: string;
            /** @description Send it as `Authorization: Bearer <key>`; shown only in this answer */
            apiKey: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
        };
        Player: {
            id: string;
            name: string;
        };
        KindList: {
            kinds: components["schemas"]["Kind"][];
        };
        /** @description A game kind; `id` tells which kind's options `defaultOptions` are */
        Kind: components["schemas"]["StarBattleKind"] | components["schemas"]["LastStarfighterKind"] | components["schemas"]["IronStarsKind"] | components["schemas"]["BarnardsStarKind"] | components["schemas"]["DoubleStarKind"];
        /** @description A kind's seats for given options; `kind` tells which kind's options `options` are */
        KindSeats: components["schemas"]["StarBattleSeats"] | components["schemas"]["LastStarfighterSeats"] | components["schemas"]["IronStarsSeats"] | components["schemas"]["BarnardsStarSeats"] | components["schemas"]["DoubleStarSeats"];
        GameList: {
            /** @description This page, in the list's order */
            games: components["schemas"]["GameListItem"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        GameListItem: {
            id: string;
            kind: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            version: number;
            seatsOpen: number;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
            seats: {
                seat: string;
                playerId: string | null;
                /** @description The seat owes a decision now */
                awaiting: boolean;
            }[];
            /** @description The finished game this one is a rematch of */
            rematchOf: string | null;
            /** @description Once this finished game's rematch was offered: the new game */
            rematchId: string | null;
        };
        Verification: {
            verified: boolean;
            /** @description Log entries re-run */
            entries: number;
            /** @description Rolls checked against the seed */
            rolls: number;
            /** @description What did not match; empty when verified */
            problems: string[];
        };
        HealthReport: {
            /**
             * @description "ok" (HTTP 200) when every check passed, else "failing" (HTTP 503)
             * @enum {string}
             */
            status: "ok" | "failing";
            checks: {
                /** @description The D1 directory answered a query */
                directory: {
                    ok: boolean;
                    /** @description How long the check took */
                    ms: number;
                    /** @description What failed (a class of failure, never a secret) */
                    error?: string;
                };
                /** @description A game room (Durable Object) answered a call */
                rooms: {
                    ok: boolean;
                    /** @description How long the check took */
                    ms: number;
                    /** @description What failed (a class of failure, never a secret) */
                    error?: string;
                };
            };
        };
        Webhook: {
            id: string;
            url: string;
            events: ("decision.required" | "game.started" | "game.action" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received")[];
            /** @description Only this game's events; null for all your games */
            gameId: string | null;
            /** @description A 2xx answer to decision.required may carry {action}, applied as if posted */
            bot: boolean;
            disabled: boolean;
            disabledReason: string | null;
            /** @description The key or token that made it, by its id in GET /v1/me/tokens (`master`, `tk_…`, `oa_…`): revoking it, or replacing the master key, disables this webhook. Null for one made before Starpost kept this */
            madeWith: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
        };
        NewWebhook: {
            id: string;
            url: string;
            events: ("decision.required" | "game.started" | "game.action" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received")[];
            /** @description Only this game's events; null for all your games */
            gameId: string | null;
            /** @description A 2xx answer to decision.required may carry {action}, applied as if posted */
            bot: boolean;
            disabled: boolean;
            disabledReason: string | null;
            /** @description The key or token that made it, by its id in GET /v1/me/tokens (`master`, `tk_…`, `oa_…`): revoking it, or replacing the master key, disables this webhook. Null for one made before Starpost kept this */
            madeWith: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @description The whsec_… signing secret, shown only in this answer */
            secret: string;
        };
        WebhookList: {
            /** @description This page, in the list's order */
            webhooks: components["schemas"]["Webhook"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        Delivery: {
            /** @description Also the webhook-id header */
            id: string;
            webhookId: string;
            gameId: string;
            event: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description The last HTTP status the endpoint answered */
            lastStatus: number | null;
            lastError: string | null;
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        DeliveryList: {
            /** @description This page, in the list's order */
            deliveries: components["schemas"]["Delivery"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        DeletedWebhook: {
            id: string;
            /** @constant */
            deleted: true;
        };
        QueuedDelivery: {
            id: string;
            status: string;
        };
        RotatedWebhookSecret: {
            id: string;
            /** @description The new whsec_… signing secret, shown only in this answer */
            secret: string;
            /** @description When the replaced secret stops signing deliveries (ISO 8601) */
            previousSecretExpiresAt: string;
        };
        /** @description How a game ended */
        Outcome: {
            /** @description The winning seats; empty when nobody won */
            winners: string[];
            kind: components["schemas"]["VictoryKind"];
            /** @description Why the game ended, in a sentence */
            reason: string;
            /** @description Final scores by seat, where the game keeps them */
            scores?: {
                [key: string]: number;
            };
        };
        DieRoll: {
            /** @description "d6", "d12", "coin", "shuffle", "pick" … */
            die: string;
            value: number;
            /** @description For a pick: how many items it chose among (value is an index below it), so the pick can be re-drawn from the seed alone */
            of?: number;
            /** @description What the roll decided, in the game's words */
            purpose: string;
            /** @description A secret draw; only in the record of a finished game */
            hidden?: boolean;
        };
        Seat: {
            seat: string;
            name: string;
            /** @description Played by the server itself; no player may take it */
            automaton: boolean;
            /** @description The built-in opponent's level where it holds the seat (the server plays it); null for a person's seat */
            opponent: ("random" | "standard" | "strong") | null;
            /** @description Who holds the seat; null while it is open */
            player: {
                id: string;
                name: string;
            } | null;
            /** @description The seated player's id (player.id), as a list's seats name it; null while the seat is open */
            playerId: string | null;
        };
        VapidPublicKey: {
            /** @description The VAPID public key (RFC 8292), base64url of 65 bytes: pass it to pushManager.subscribe() as applicationServerKey */
            publicKey: string;
        };
        PushSubscription: {
            id: string;
            endpoint: string;
            /** @description The key or token it was last sent with, by its id in GET /v1/me/tokens (`master`, `tk_…`, `oa_…`): revoking it, or replacing the master key, deletes this subscription. Null for one sent before Starpost kept this */
            madeWith: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
        };
        PushSubscriptionList: {
            /** @description This page, in the list's order */
            subscriptions: components["schemas"]["PushSubscription"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        DeletedPushSubscription: {
            id: string;
            /** @constant */
            deleted: true;
        };
        NotificationPreferences: {
            /** @description What you are pushed: decision.required (your turn), deadline.warning (your deadline is near), game.over, message.posted (a message at your table), invitation.received */
            events: ("decision.required" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received")[];
            /** @description Pushes made in these hours wait until they end; null for none */
            quietHours: {
                /** @description When quiet hours begin, local time HH:MM */
                start: string;
                /** @description When they end, local time HH:MM (before start: they cross midnight) */
                end: string;
                /** @description An IANA time zone, e.g. Europe/Paris */
                timeZone: string;
            } | null;
            /** @description Games you are pushed nothing from */
            mutedGames: string[];
            /** @description When your seats are warned that a deadline is near, in hours before it (0: never); null for each game's own warning time */
            deadlineWarningHours: number | null;
        };
        MuteState: {
            gameId: string;
            muted: boolean;
        };
        Inbox: {
            /** @description This page, in the list's order */
            items: {
                /**
                 * @description yourTurn: a decision is yours; waiting: your game waits on others (or for players); invitations: a game you are invited to; open: a public game you can join
                 * @enum {string}
                 */
                section: "yourTurn" | "waiting" | "invitations" | "open";
                /** @description For yourTurn: when your decision is due, if the game has a time control */
                deadline: string | null;
                /** @description You muted this game's pushes */
                muted: boolean;
                /** @description Table messages for your seat you have not read (players you muted left out); 0 where you hold no seat */
                unreadMessages: number;
                game: components["schemas"]["GameListItem"];
                /** @description For invitations: the invitation */
                invitation: components["schemas"]["InvitationSummary"] | null;
            }[];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        InvitationSummary: {
            /** @description Accept it with POST /v1/invitations/{id}/accept, decline it with …/decline */
            id: string;
            /** @description The seat held for you; null: any open seat */
            seat: string | null;
            /** @description Who invited you */
            from: {
                id: string;
                name: string;
            };
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            expiresAt: string;
        };
        Invitation: {
            /** @description Accept it with POST /v1/invitations/{id}/accept, decline it with …/decline */
            id: string;
            /** @description The seat held for you; null: any open seat */
            seat: string | null;
            /** @description Who invited you */
            from: {
                id: string;
                name: string;
            };
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            expiresAt: string;
            gameId: string;
            kind: string;
            /** @description The invited player */
            playerId: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "expired";
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
        };
        InvitationList: {
            /** @description This page, in the list's order */
            invitations: {
                /** @description Accept it with POST /v1/invitations/{id}/accept, decline it with …/decline */
                id: string;
                /** @description The seat held for you; null: any open seat */
                seat: string | null;
                /** @description Who invited you */
                from: {
                    id: string;
                    name: string;
                };
                /**
                 * Format: date-time
                 * @description An RFC 3339 time
                 */
                expiresAt: string;
                gameId: string;
                kind: string;
                /** @description The invited player */
                playerId: string;
                /** @enum {string} */
                status: "pending" | "accepted" | "declined" | "expired";
                /**
                 * Format: date-time
                 * @description An RFC 3339 time
                 */
                createdAt: string;
                game: components["schemas"]["GameListItem"];
            }[];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        InviteLink: {
            gameId: string;
            /** @description Shown only here: whoever holds it may join the game (POST /v1/games/{id}/join with `invite`) */
            token: string;
            /** @description The web client's page for the game with the token in it: share this */
            url: string;
        };
        RevokedInviteLink: {
            gameId: string;
            /** @constant */
            revoked: true;
        };
        LeftGame: {
            gameId: string;
            /** @description The seat you gave back */
            seat: string;
        };
        CancelledGame: {
            gameId: string;
            /** @constant */
            cancelled: true;
        };
        Rematch: {
            /** @description The new game, with you in your new seat */
            game: components["schemas"]["Game"];
            /** @description One per other former player, each to their new seat */
            invitations: components["schemas"]["Invitation"][];
        };
        TableMessage: {
            /** @description Grows with each message of the game: page with `after` */
            id: number;
            /**
             * Format: date-time
             * @description When it was written
             */
            at: string;
            from: {
                seat: string;
                /** @description The writer's player name */
                name: string;
            };
            /** @description The one seat a private message is for; null for the whole table */
            to: string | null;
            /** @description Plain text as written: escape it wherever it is shown */
            text: string;
        };
        TableMessageList: {
            /** @description This page, in the list's order */
            messages: components["schemas"]["TableMessage"][];
            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
            nextCursor: string | null;
        };
        MessagesRead: {
            /** @description Your seat's read position now: it only moves forward, and never past the newest message */
            lastReadId: number;
            /** @description Messages for you, written by others after it (players you muted left out) */
            unreadMessages: number;
        };
        MutedPlayerList: {
            /** @description Oldest mute first */
            players: components["schemas"]["MutedPlayer"][];
        };
        MutedPlayer: {
            playerId: string;
            name: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            mutedAt: string;
        };
        PlayerMuteState: {
            playerId: string;
            muted: boolean;
        };
        Token: {
            /** @description "master" for the master API key */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "master" | "device" | "app" | "bot";
            /** @description read, play, play:<gameId>, webhooks, account */
            scopes: string[];
            /** @description The OAuth client it was granted to; null for tokens you made */
            clientId: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @description The last use, to the minute; null if never used */
            lastUsedAt: string | null;
            /** @description When it stops working; null: until revoked */
            expiresAt: string | null;
            /** @description When it was revoked; null while it works */
            revokedAt: string | null;
            /** @description This request was made with it */
            current: boolean;
            /** @description Where it came from: the id of the key or token it was minted with (`master`, `tk_…`), or that showed the pairing code a device signed in with; `passkey:<id>` for a device that signed in with that passkey. Null for the master key, apps, and tokens made before this was kept */
            madeWith: string | null;
        };
        RevokedToken: {
            /** @description "master" for the master API key */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "master" | "device" | "app" | "bot";
            /** @description read, play, play:<gameId>, webhooks, account */
            scopes: string[];
            /** @description The OAuth client it was granted to; null for tokens you made */
            clientId: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @description The last use, to the minute; null if never used */
            lastUsedAt: string | null;
            /** @description When it stops working; null: until revoked */
            expiresAt: string | null;
            /** @description When it was revoked; null while it works */
            revokedAt: string | null;
            /** @description This request was made with it */
            current: boolean;
            /** @description Where it came from: the id of the key or token it was minted with (`master`, `tk_…`), or that showed the pairing code a device signed in with; `passkey:<id>` for a device that signed in with that passkey. Null for the master key, apps, and tokens made before this was kept */
            madeWith: string | null;
            /** @description The tokens revoked with it (`cascade=true`): each one it made, and what those made; empty without cascade */
            alsoRevoked: string[];
            /** @description The passkeys removed with it (`cascade=true`): those it, or a token it made, added; the devices they signed in are in `alsoRevoked` */
            passkeysRemoved: string[];
        };
        TokenList: {
            /** @description The master key first, then tokens, newest first */
            tokens: components["schemas"]["Token"][];
        };
        NewToken: {
            /** @description "master" for the master API key */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "master" | "device" | "app" | "bot";
            /** @description read, play, play:<gameId>, webhooks, account */
            scopes: string[];
            /** @description The OAuth client it was granted to; null for tokens you made */
            clientId: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @description The last use, to the minute; null if never used */
            lastUsedAt: string | null;
            /** @description When it stops working; null: until revoked */
            expiresAt: string | null;
            /** @description When it was revoked; null while it works */
            revokedAt: string | null;
            /** @description This request was made with it */
            current: boolean;
            /** @description Where it came from: the id of the key or token it was minted with (`master`, `tk_…`), or that showed the pairing code a device signed in with; `passkey:<id>` for a device that signed in with that passkey. Null for the master key, apps, and tokens made before this was kept */
            madeWith: string | null;
            /** @description Send it as `Authorization: Bearer <token>`; shown only in this answer */
            token: string;
        };
        RotatedKey: {
            /** @description The new master key; the old one no longer works. Shown only here */
            apiKey: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
        };
        PairingCode: {
            /** @description Eight characters like ABCD-1234: type it on the new device */
            code: string;
            /** @description The sign-in page with the code filled in, for a QR code */
            url: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            expiresAt: string;
        };
        SignedIn: {
            player: {
                id: string;
                name: string;
            };
            /** @description This device's own token */
            token: components["schemas"]["NewToken"];
        };
        Passkey: {
            id: string;
            name: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /** @description The last sign-in with it */
            lastUsedAt: string | null;
            /** @description The id of the key or token that added it (`master`, `tk_…`): revoking that token with `cascade=true` removes it. Null for passkeys added before this was kept */
            madeWith: string | null;
        };
        PasskeyList: {
            passkeys: components["schemas"]["Passkey"][];
        };
        DeletedPasskey: {
            id: string;
            /** @constant */
            deleted: true;
            /** @description The device tokens revoked with it (`signOut=true`); empty without */
            signedOut: string[];
        };
        /** @description WebAuthn options as JSON: hand them to @simplewebauthn/browser (startRegistration / startAuthentication) or navigator.credentials */
        WebAuthnOptions: {
            /** @description Single use; answer within five minutes */
            challenge: string;
        } & {
            [key: string]: unknown;
        };
        OAuthRequest: {
            client: {
                id: string;
                /** @description As the app registered it: not verified */
                name: string;
                /** @description The app's home page, as it registered it */
                uri: string | null;
            };
            /** @description Where the answer goes: the host of the app's redirect URI */
            redirectHost: string;
            /** @description The answer goes to an app on this computer */
            redirectIsLoopback: boolean;
            /** @description What the app may do if allowed */
            scopes: {
                scope: string;
                description: string;
            }[];
        };
        OAuthDecision: {
            /** @description Send the browser here: the app's redirect URI with the answer */
            redirectTo: string;
        };
        AccountExport: {
            /** @constant */
            format: "starpost-account/1";
            /** Format: date-time */
            exportedAt: string;
            /** @description Everything but the games: on the first page only (null on the pages a cursor asks for) */
            account: {
                player: {
                    id: string;
                    name: string;
                    /** Format: date-time */
                    createdAt: string;
                };
                /** @description Every token's metadata; never a secret */
                tokens: components["schemas"]["Token"][];
                /** @description Name and dates; the key itself stays with your device */
                passkeys: components["schemas"]["Passkey"][];
                /** @description Every subscription, without its signing secret */
                webhooks: components["schemas"]["Webhook"][];
                pushSubscriptions: components["schemas"]["PushSubscription"][];
                /** @description What you are pushed, quiet hours, and the games you muted */
                notificationPreferences: components["schemas"]["NotificationPreferences"];
                /** @description The players whose messages you do not see */
                mutedPlayers: components["schemas"]["MutedPlayer"][];
                /** @description Your pending invitations to games not yet started */
                invitations: {
                    /** @description Accept it with POST /v1/invitations/{id}/accept, decline it with …/decline */
                    id: string;
                    /** @description The seat held for you; null: any open seat */
                    seat: string | null;
                    /** @description Who invited you */
                    from: {
                        id: string;
                        name: string;
                    };
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     */
                    expiresAt: string;
                    gameId: string;
                    kind: string;
                    /** @description The invited player */
                    playerId: string;
                    /** @enum {string} */
                    status: "pending" | "accepted" | "declined" | "expired";
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     */
                    createdAt: string;
                    game: components["schemas"]["GameListItem"];
                }[];
            } | null;
            /** @description Your games, newest created first: this page */
            games: {
                /** @description The game as the games list shows it */
                game: components["schemas"]["GameListItem"];
                /** @description Your seat in it */
                seat: string | null;
                /** @description The game's record as your seat may see it: another seat's hidden information is never in it (null: see `unavailable`) */
                record: {
                    /** @constant */
                    format: "starpost-game/1";
                    id: string;
                    kind: string;
                    rulesVersion: string;
                    options: unknown;
                    seats: {
                        seat: string;
                        playerId: string | null;
                        name: string | null;
                    }[];
                    seedCommitment: string;
                    /** @description Each seat's added entropy, in seat order ("" where none was given) */
                    entropy: string[];
                    /** @description Present once the game is over */
                    serverSeed: string | null;
                    /**
                     * Format: date-time
                     * @description An RFC 3339 time
                     */
                    createdAt: string;
                    /** @enum {string} */
                    status: "open" | "active" | "finished";
                    version: number;
                    /** @description The draws of the set-up, made when the game started (stream "setup"), in order. Once the game is over: every one. Before: the public ones. Absent from records exported before it was added */
                    setupRolls?: components["schemas"]["DieRoll"][];
                    /** @description Once the game is over: every entry with its action and every roll. Before: your feed */
                    log: {
                        version: number;
                        seat: string;
                        /** @enum {string} */
                        kind: "action" | "resign" | "undo";
                        /** @constant */
                        auto?: "timeout";
                        /** @description Present when the built-in opponent holding the seat chose the action */
                        opponent?: {
                            /** @enum {string} */
                            level: "random" | "standard" | "strong";
                            /** @description Once the game is over: the seed its search ran on, SHA-256 of `<game seed>|opponent:<version>:<seat>`, so its choice can be reproduced */
                            seed?: string;
                        };
                        /**
                         * Format: date-time
                         * @description An RFC 3339 time
                         */
                        at: string;
                        /** @description Once the game is over: the action as posted */
                        action?: components["schemas"]["Action"];
                        rolls: components["schemas"]["DieRoll"][];
                        events: components["schemas"]["GameEvent"][];
                    }[];
                    outcome: components["schemas"]["Outcome"] | null;
                } | null;
                /** @description The table talk you may read: every public message, and the private ones you wrote or were sent */
                messages: components["schemas"]["TableMessage"][];
                /** @description Why the record could not be read now (an error code), else null */
                unavailable: string | null;
            }[];
            /** @description Send it back as `cursor` for the next page of games; null on the last page */
            nextCursor: string | null;
        };
        AccountDeleted: {
            id: string;
            /** @constant */
            deleted: true;
            /** @description What became of each of your games */
            games: {
                id: string;
                /**
                 * @description cancelled: an open game only you were in, deleted; seatFreed: an open game, your seat open again; forfeited: a running game, your seat resigned as at a timeout; botPlays: a running game under the bot timeout policy, the built-in bot makes your seat's decisions; renamed: a finished game, your seat now shows 'deleted player'; kept: a game this deploy cannot load, untouched; absent: no seat of yours
                 * @enum {string}
                 */
                outcome: "cancelled" | "seatFreed" | "forfeited" | "botPlays" | "renamed" | "kept" | "absent";
            }[];
        };
        StarBattleOptions: {
            /**
             * @description Number of Star Lords (2–6).
             * @default 2
             */
            players: number;
            /**
             * @description Normal: dealt hands are placed around the Core of the Galaxy. Unknown Universe: a face-down N×N star chart.
             * @default normal
             * @enum {string}
             */
            setup: "normal" | "unknown-universe";
            /**
             * @description Side of the Unknown Universe star chart (ignored in the Normal set-up).
             * @default 5
             */
            chartSize: number;
            /**
             * @description Decks shuffled together (1–4), or "auto" for the fewest that fill the chart and the hands with at least one card to spare.
             * @default auto
             */
            decks: "auto" | number;
            /**
             * @description A: turns pass in seat order. B: the lord with the fewest ships goes next (ties: seat order after the lord who just played).
             * @default A
             * @enum {string}
             */
            phaseRule: "A" | "B";
            /**
             * @description Battle method: one round of coin flips, flips until one side is gone, or one round on the Starpost odds table.
             * @default ordinary
             * @enum {string}
             */
            battle: "ordinary" | "decisive" | "tabular";
            /**
             * @description A: when the deck runs out, highest score wins. B: last lord with ships. C: the lord who controls a majority of Home Bases.
             * @default A
             * @enum {string}
             */
            endMethod: "A" | "B" | "C";
            /**
             * @description Normal set-up: a lord who controls the Core of the Galaxy at the end of his turn gets a bonus Scout there.
             * @default true
             */
            coreBonusShip: boolean;
            /**
             * @description Unknown Universe: each Home Base a lord controls at the end of his turn gives a bonus Scout (the book leans to no).
             * @default false
             */
            homeBaseBonusShip: boolean;
            /**
             * @description Normal set-up: treat the Core as every lord's Home Base (no lord may build while another alone holds it; End C is won by holding it). Off: the book's Normal set-up has no Home Bases.
             * @default false
             */
            coreIsHomeBase: boolean;
            /**
             * @description A replacing Ace in a rebuild counts 1, as on the chart. Off: the book's rule that Aces are high during the turn (14).
             * @default false
             */
            rebuildAceLow: boolean;
            /**
             * @description Unused free moves are kept for later turns (the book advises against; by default they are lost).
             * @default false
             */
            keepFreeMoves: boolean;
            /**
             * @description Safety: after this many turns in all the game ends and is decided by the End A score.
             * @default 300
             */
            turnLimit: number;
        };
        StarBattleAction: components["schemas"]["StarBattleActionPlace"] | components["schemas"]["StarBattleActionChooseHomeBase"] | components["schemas"]["StarBattleActionBuild"] | components["schemas"]["StarBattleActionMove"] | components["schemas"]["StarBattleActionRebuild"] | components["schemas"]["StarBattleActionDiscard"] | components["schemas"]["StarBattleActionEndTurn"] | components["schemas"]["StarBattleActionBattle"] | components["schemas"]["StarBattleActionDeclineBattle"];
        /** @description Star Battle as the caller may see it: no other lord's hand, no face-down card, no deck order */
        StarBattleView: {
            phase: components["schemas"]["StarBattlePhase"];
            /** @description Your seat; null for a spectator */
            viewer: string | null;
            options: components["schemas"]["StarBattleOptions"];
            /** @description Decks shuffled together */
            decks: number;
            dealer: string;
            firstPlayer: string;
            /** @description Seats that owe a decision now */
            awaiting: string[];
            lords: components["schemas"]["StarBattleLord"][];
            /** @description Your own hand; null for a spectator */
            hand: string[] | null;
            chart: components["schemas"]["StarBattleCell"][];
            /** @description Where the Core of the Galaxy lies (Normal set-up) */
            core: components["schemas"]["StarBattlePos"] | null;
            deckSize: number;
            /** @description Face up, oldest first */
            discardPile: string[];
            turn: components["schemas"]["StarBattleTurn"] | null;
            battle: components["schemas"]["StarBattleBattleQuestion"] | null;
            lastBattle: components["schemas"]["StarBattleBattleReport"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description Something that happened in a game of Star Battle */
        StarBattleEvent: components["schemas"]["StarBattleCardPlaced"] | components["schemas"]["StarBattleHomeBaseChosen"] | components["schemas"]["StarBattleStageTwoBegan"] | components["schemas"]["StarBattleShipsCommissioned"] | components["schemas"]["StarBattleCardsDrawn"] | components["schemas"]["StarBattleDeckReshuffled"] | components["schemas"]["StarBattleTurnBegan"] | components["schemas"]["StarBattleShipBuilt"] | components["schemas"]["StarBattleCardTurnedUp"] | components["schemas"]["StarBattleShipMoved"] | components["schemas"]["StarBattleMoveFailed"] | components["schemas"]["StarBattleSystemRebuilt"] | components["schemas"]["StarBattleCardsDiscarded"] | components["schemas"]["StarBattleTurnEnded"] | components["schemas"]["StarBattleBattleDeclined"] | components["schemas"]["StarBattleBattleFought"] | components["schemas"]["StarBattleLordEliminated"] | components["schemas"]["StarBattleLordResigned"] | components["schemas"]["StarBattleGameEnded"];
        StarBattleBounds: never;
        StarBattleGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "star-battle";
            title: string;
            /** @description The rules the game is played (and replayed) by, pinned at creation */
            rulesVersion: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            /** @description Grows by one with every entry of the log */
            version: number;
            options: components["schemas"]["StarBattleOptions"];
            seats: components["schemas"]["Seat"][];
            /** @description Your seat; null for a spectator */
            you: {
                playerId: string;
                seat: string;
                /** @description Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out */
                unreadMessages: number;
            } | null;
            /** @description What you may see; null until the game starts */
            view: components["schemas"]["StarBattleView"] | null;
            /** @description The decisions owed now; empty once the game is over */
            pending: {
                seat: string;
                /** @description Machine-readable kind of prompt, e.g. "turn", "placement", "battle" */
                prompt: string;
                /** @description What the seat is asked to decide, for people */
                text: string;
                /** @description Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision */
                decisionId?: string;
                /** @description Only for your own seat: complete actions you can post as they are */
                choices?: components["schemas"]["StarBattleAction"][];
                /** @description Only for your own seat, where the choice is continuous: its bounds */
                bounds?: components["schemas"]["StarBattleBounds"];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
            /** @description The hash of the server's secret seed, fixed before anyone plays */
            seedCommitment: string;
            /** @description Deadlines, when the game has time controls; null otherwise */
            timeControl: {
                /** @description Time for each decision */
                decisionHours: number;
                /** @description deadline.warning goes out this long before a deadline */
                warningHours: number;
                /** @description The vacation bank each seat started with */
                vacationDays: number;
                /** @enum {string} */
                onTimeout: "forfeit" | "bot";
                seats: {
                    seat: string;
                    /** @description When this seat's decision is due; null while it owes none */
                    deadline: string | null;
                    /** @description What is left of the seat's vacation bank, drawn a day at a time when a deadline passes */
                    vacationLeftHours: number;
                }[];
            } | null;
            /** @description The server's seed, revealed once the game is over so anyone can verify every roll */
            seed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        StarBattleKind: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            id: "star-battle";
            title: string;
            rulesVersion: string;
            /** @description The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options) */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
            /** @description The options a game takes when createGame leaves them out */
            defaultOptions: components["schemas"]["StarBattleOptions"];
            /** @description The options as JSON Schema (what createGame's `options` takes) */
            options: {
                [key: string]: unknown;
            };
            /** @description The actions as JSON Schema */
            actions: {
                [key: string]: unknown;
            };
        };
        StarBattleSeats: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "star-battle";
            /** @description The options as the game would take them: the ones given, every other at its default */
            options: components["schemas"]["StarBattleOptions"];
            /** @description The seats in seating order, automata (a drone) included */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
        };
        LastStarfighterOptions: {
            /**
             * @description "pilot": a duel between two players (LS 3). "drone": solo target practice against a drone the server flies by the book (LS 8).
             * @default pilot
             * @enum {string}
             */
            opponent: "pilot" | "drone";
            /**
             * @description Optional rules (LS 9): a pilot may fly a ship designed with 20 design points instead of a stock ship.
             * @default false
             */
            designYourOwn: boolean;
            /**
             * @description Sealed orders (LS 10.3): each secret order is first committed as a SHA-256 hash with a nonce, then revealed, so not even the server knows it early.
             * @default false
             */
            sealedOrders: boolean;
            /**
             * @description Safety (LS 10.4): a duel still undecided at the end of this turn is a draw. The book sets no limit.
             * @default 100
             */
            turnLimit: number;
            /**
             * @description Fly-bys (LS 5.3) and disengaging (LS 5.4) count only positions reached by moving; the start, the 5/5 set after a fly-by and the 1/1 set on re-engaging start the counts afresh. Off (the book): every position the wheels show counts, so a re-engage's 1/1 followed by 1/1 is a fly-by, and a fly-by's 5/5 is the first of three disengaging positions.
             * @default false
             */
            movedPositionsOnly: boolean;
            /**
             * @description The special damage modifier (LS 7.2) counts protection lost from the ship's start (3, 5, 7 lost: +1, +2, +3) instead of protection left (7, 5, 3 left). Identical for ships that start with 10; it spares low-protection designs (LS 9.4). Off: the book's protection left.
             * @default false
             */
            specialModifierByDamageTaken: boolean;
            /**
             * @description Movement windows of the Navigation Wheel as 8 rows (view-port 1–8) of 8 cells (view 1–8), each "P/V" after both ships move. Null uses the reconstructed table computed from the wheel geometry (README, R1); a group with the original wheel may enter its printed windows.
             * @default null
             */
            wheelTable: string[][] | null;
        };
        LastStarfighterAction: components["schemas"]["LastStarfighterActionChooseShip"] | components["schemas"]["LastStarfighterActionDesignShip"] | components["schemas"]["LastStarfighterActionAimTurret"] | components["schemas"]["LastStarfighterActionSetHeading"] | components["schemas"]["LastStarfighterActionFire"] | components["schemas"]["LastStarfighterActionCommitOrders"] | components["schemas"]["LastStarfighterActionRevealOrders"] | components["schemas"]["LastStarfighterActionDecideReengage"] | components["schemas"]["LastStarfighterActionDroneTurn"];
        /** @description The duel as the caller may see it: everything but the other seat's order of the current phase */
        LastStarfighterView: {
            /** @description Your seat; null for a spectator */
            viewer: string | null;
            /** @description Whose wheel `wheel` shows: yours, or the first pilot's for a spectator */
            perspective: string;
            phase: components["schemas"]["LastStarfighterPhase"];
            /** @description 0 while ships are chosen */
            turn: number;
            options: components["schemas"]["LastStarfighterOptions"];
            /** @description Seats that owe a decision now */
            awaiting: string[];
            /** @description Null in target practice */
            initiative: components["schemas"]["LastStarfighterInitiative"] | null;
            /** @description Who must choose a ship now */
            chooser: string | null;
            /** @description The starting-position dice, once rolled */
            startRolls: components["schemas"]["LastStarfighterSeatRoll"][] | null;
            /** @description The perspective seat's wheel, once the starting positions are rolled */
            wheel: components["schemas"]["LastStarfighterWheel"] | null;
            pilots: components["schemas"]["LastStarfighterPilot"][];
            /** @description Another nose-to-nose position now is a fly-by */
            noseToNose: boolean;
            /** @description Disengaging positions in a row; three take the ships out of range */
            disengagingStreak: number;
            orders: components["schemas"]["LastStarfighterOrderStatus"][];
            myOrder: components["schemas"]["LastStarfighterMyOrder"] | null;
            /** @description The answers to the re-engage question, while it is asked */
            reengage: components["schemas"]["LastStarfighterReengageAnswer"][] | null;
            thisTurn: components["schemas"]["LastStarfighterTurnReport"];
            lastTurn: components["schemas"]["LastStarfighterTurnReport"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description Something that happened in a duel */
        LastStarfighterEvent: components["schemas"]["LastStarfighterShipChosen"] | components["schemas"]["LastStarfighterStartingPositionsRolled"] | components["schemas"]["LastStarfighterTurnBegan"] | components["schemas"]["LastStarfighterOrderGiven"] | components["schemas"]["LastStarfighterOrdersCommitted"] | components["schemas"]["LastStarfighterOrderRevealed"] | components["schemas"]["LastStarfighterOrdersOpened"] | components["schemas"]["LastStarfighterDroneMoved"] | components["schemas"]["LastStarfighterShipsMoved"] | components["schemas"]["LastStarfighterFlewBy"] | components["schemas"]["LastStarfighterDisengagingPositionReached"] | components["schemas"]["LastStarfighterFlewOutOfRange"] | components["schemas"]["LastStarfighterDroneTurretRolled"] | components["schemas"]["LastStarfighterFiringSkipped"] | components["schemas"]["LastStarfighterShotFired"] | components["schemas"]["LastStarfighterDamageDone"] | components["schemas"]["LastStarfighterSpecialDamageTaken"] | components["schemas"]["LastStarfighterShipDestroyed"] | components["schemas"]["LastStarfighterLifeSupportCountedDown"] | components["schemas"]["LastStarfighterPilotDied"] | components["schemas"]["LastStarfighterReengageAnswered"] | components["schemas"]["LastStarfighterReengaged"] | components["schemas"]["LastStarfighterTurnEnded"] | components["schemas"]["LastStarfighterDuelEnded"] | components["schemas"]["LastStarfighterPilotResigned"];
        /** @description Sealed orders: how to form the commitment, and the orders that may be sealed */
        LastStarfighterSealBounds: {
            phase: components["schemas"]["LastStarfighterPhase"];
            /** @description How the hash is made from the orders and the nonce */
            hashForm: string;
            nonceLength: components["schemas"]["LastStarfighterNonceLength"];
            /** @description Your commitment, once posted */
            committedHash: string | null;
            /** @description The orders that may be sealed */
            orders: components["schemas"]["LastStarfighterOrders"][];
        };
        LastStarfighterGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "last-starfighter";
            title: string;
            /** @description The rules the game is played (and replayed) by, pinned at creation */
            rulesVersion: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            /** @description Grows by one with every entry of the log */
            version: number;
            options: components["schemas"]["LastStarfighterOptions"];
            seats: components["schemas"]["Seat"][];
            /** @description Your seat; null for a spectator */
            you: {
                playerId: string;
                seat: string;
                /** @description Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out */
                unreadMessages: number;
            } | null;
            /** @description What you may see; null until the game starts */
            view: components["schemas"]["LastStarfighterView"] | null;
            /** @description The decisions owed now; empty once the game is over */
            pending: {
                seat: string;
                /** @description Machine-readable kind of prompt, e.g. "turn", "placement", "battle" */
                prompt: string;
                /** @description What the seat is asked to decide, for people */
                text: string;
                /** @description Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision */
                decisionId?: string;
                /** @description Only for your own seat: complete actions you can post as they are */
                choices?: components["schemas"]["LastStarfighterAction"][];
                /** @description Only for your own seat, where the choice is continuous: its bounds */
                bounds?: components["schemas"]["LastStarfighterSealBounds"];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
            /** @description The hash of the server's secret seed, fixed before anyone plays */
            seedCommitment: string;
            /** @description Deadlines, when the game has time controls; null otherwise */
            timeControl: {
                /** @description Time for each decision */
                decisionHours: number;
                /** @description deadline.warning goes out this long before a deadline */
                warningHours: number;
                /** @description The vacation bank each seat started with */
                vacationDays: number;
                /** @enum {string} */
                onTimeout: "forfeit" | "bot";
                seats: {
                    seat: string;
                    /** @description When this seat's decision is due; null while it owes none */
                    deadline: string | null;
                    /** @description What is left of the seat's vacation bank, drawn a day at a time when a deadline passes */
                    vacationLeftHours: number;
                }[];
            } | null;
            /** @description The server's seed, revealed once the game is over so anyone can verify every roll */
            seed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        LastStarfighterKind: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            id: "last-starfighter";
            title: string;
            rulesVersion: string;
            /** @description The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options) */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
            /** @description The options a game takes when createGame leaves them out */
            defaultOptions: components["schemas"]["LastStarfighterOptions"];
            /** @description The options as JSON Schema (what createGame's `options` takes) */
            options: {
                [key: string]: unknown;
            };
            /** @description The actions as JSON Schema */
            actions: {
                [key: string]: unknown;
            };
        };
        LastStarfighterSeats: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "last-starfighter";
            /** @description The options as the game would take them: the ones given, every other at its default */
            options: components["schemas"]["LastStarfighterOptions"];
            /** @description The seats in seating order, automata (a drone) included */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
        };
        IronStarsOptions: {
            /**
             * @description "meetingEngagement": Scenario One (IS 8.1), the book's British and Russian squadrons in line ahead. "pickUp": each side buys a fleet from the ship records (and its own designs) up to a points total (IS 3.1, IS 8.2).
             * @default meetingEngagement
             * @enum {string}
             */
            scenario: "meetingEngagement" | "pickUp";
            /**
             * @description Pick-up game: the points total. Each fleet must be within 10% of it, and the two fleets within 10% of the lesser of them (IS 3.1).
             * @default 200
             */
            points: number;
            /**
             * @description Pick-up game: both sides buy at once and neither sees the other's fleet until both have bought (IS 10.3). False: the first seat buys openly, then the second.
             * @default true
             */
            hiddenPurchase: boolean;
            /**
             * @description Pick-up game: each fleet costs between 10/11 of the points total and the total, so any two fleets balance and hidden purchases never need buying again. Off: the book's 10% rule between the two fleets (IS 3.1).
             * @default false
             */
            strictFleetBudget: boolean;
            /**
             * @description Pick-up game: fleets may include user-designed ship records, checked against the book's ranges (IS 9).
             * @default true
             */
            designs: boolean;
            /**
             * @description Game length in turns (IS 4.1); null: the scenario's own length (6 for both).
             * @default null
             */
            turns: number | null;
            /**
             * @description Advanced rule (IS 5.9): a ship whose thrust exceeds its momentum may back up to half the difference.
             * @default false
             */
            movingBackwards: boolean;
            /**
             * @description Advanced rule (IS 5.10): the largest turn depends on size class and on where in the move it is made.
             * @default false
             */
            advancedTurning: boolean;
            /**
             * @description Advanced rule (IS 6.16): medium and larger ships may deploy nets in the end phase: +1 against torpedoes from the beam, no turning.
             * @default false
             */
            torpedoNets: boolean;
            /**
             * @description Advanced rule (IS 6.14): several maximum rolls in one volley combine into higher results.
             * @default false
             */
            openEnded: boolean;
            /**
             * @description Advanced rule (IS 6.15): big guns find small targets harder to hit.
             * @default false
             */
            targetSize: boolean;
            /**
             * @description Optional terrain (IS 1.3): six features scattered from the game's dice before set-up, outside both deployment bands: three asteroids (block sight and movement), two meteorite swarms (block sight) and one piece of flotsam (blocks movement). No counter may finish on any of them (README R24).
             * @default false
             */
            terrain: boolean;
            /**
             * @description HMES Nike's damage location track (IS 2.8). "text": as the text describing her record reads it, hull 1–10, armour 11, thrust 12–13 (the rest reconstructed, README R4). "printed": the row printed on her sample record, 1–12 / 13 / 14–15 / 16 / 17–18 / 19–20, the same as Gauntlet's.
             * @default text
             * @enum {string}
             */
            nikeTrack: "text" | "printed";
            /**
             * @description The book refers to special-equipment rules it does not print (IS 7). "reconstructed": Starpost's labelled reconstructions (README). "inert": the equipment does nothing (it can still be lost to Q hits), for groups who play their own rules.
             * @default reconstructed
             * @enum {string}
             */
            specialEquipment: "reconstructed" | "inert";
        };
        IronStarsAction: components["schemas"]["IronStarsActionBuyFleet"] | components["schemas"]["IronStarsActionChoosePlacementOrder"] | components["schemas"]["IronStarsActionPlaceShip"] | components["schemas"]["IronStarsActionChooseRole"] | components["schemas"]["IronStarsActionMoveShip"] | components["schemas"]["IronStarsActionMoveBackward"] | components["schemas"]["IronStarsActionFire"] | components["schemas"]["IronStarsActionCeaseFire"] | components["schemas"]["IronStarsActionLoseEquipment"] | components["schemas"]["IronStarsActionSetNets"];
        /** @description The battle as the caller may see it: all of the table; another side's fleet only once both have bought */
        IronStarsView: {
            /** @description The seat viewing; null for a spectator */
            viewer: string | null;
            phase: components["schemas"]["IronStarsPhase"];
            /** @description The phase of the turn, while playing */
            step: components["schemas"]["IronStarsStep"] | null;
            /** @description 0 during set-up */
            turn: number;
            turns: number;
            options: components["schemas"]["IronStarsOptions"];
            table: components["schemas"]["IronStarsTable"];
            sides: components["schemas"]["IronStarsSide"][];
            /** @description The seats that owe a decision now */
            awaiting: string[];
            /** @description This turn's active side */
            active: string | null;
            initiative: components["schemas"]["IronStarsInitiative"] | null;
            placementRoll: components["schemas"]["IronStarsPlacementRoll"] | null;
            /** @description Who places the next ship */
            placer: string | null;
            ships: components["schemas"]["IronStarsShip"][];
            minefields: components["schemas"]["IronStarsMinefield"][];
            /** @description Optional terrain (IS 1.3); empty without the option */
            terrain: components["schemas"]["IronStarsTerrainFeature"][];
            /** @description Hits rolled this combat phase, applied at its end (IS 6.11) */
            pendingHits: components["schemas"]["IronStarsPendingHit"][];
            equipmentLosses: components["schemas"]["IronStarsEquipmentLoss"][];
            myPurchase: components["schemas"]["IronStarsMyPurchase"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description Something that happened in a game of Iron Stars */
        IronStarsEvent: components["schemas"]["IronStarsFleetBought"] | components["schemas"]["IronStarsFleetsRevealed"] | components["schemas"]["IronStarsFleetsUnbalanced"] | components["schemas"]["IronStarsPlacementOrderRolled"] | components["schemas"]["IronStarsPlacementOrderChosen"] | components["schemas"]["IronStarsShipPlaced"] | components["schemas"]["IronStarsTurnBegan"] | components["schemas"]["IronStarsInitiativeRolled"] | components["schemas"]["IronStarsRoleChosen"] | components["schemas"]["IronStarsShipMoved"] | components["schemas"]["IronStarsShipLeftTable"] | components["schemas"]["IronStarsMinefieldLaid"] | components["schemas"]["IronStarsMinefieldAttacked"] | components["schemas"]["IronStarsArcRolledOff"] | components["schemas"]["IronStarsVolleyFired"] | components["schemas"]["IronStarsShipHeldFire"] | components["schemas"]["IronStarsDamageApplied"] | components["schemas"]["IronStarsEquipmentHit"] | components["schemas"]["IronStarsEquipmentLost"] | components["schemas"]["IronStarsShipDestroyed"] | components["schemas"]["IronStarsCombatPhaseEnded"] | components["schemas"]["IronStarsNetsSet"] | components["schemas"]["IronStarsTurnEnded"] | components["schemas"]["IronStarsGameEnded"] | components["schemas"]["IronStarsSideResigned"];
        /** @description The limits of a continuous decision, by its prompt */
        IronStarsBounds: components["schemas"]["IronStarsPurchaseBounds"] | components["schemas"]["IronStarsPlacementBounds"] | components["schemas"]["IronStarsMoveBounds"] | components["schemas"]["IronStarsFireBounds"] | components["schemas"]["IronStarsNetsBounds"];
        IronStarsGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "iron-stars";
            title: string;
            /** @description The rules the game is played (and replayed) by, pinned at creation */
            rulesVersion: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            /** @description Grows by one with every entry of the log */
            version: number;
            options: components["schemas"]["IronStarsOptions"];
            seats: components["schemas"]["Seat"][];
            /** @description Your seat; null for a spectator */
            you: {
                playerId: string;
                seat: string;
                /** @description Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out */
                unreadMessages: number;
            } | null;
            /** @description What you may see; null until the game starts */
            view: components["schemas"]["IronStarsView"] | null;
            /** @description The decisions owed now; empty once the game is over */
            pending: {
                seat: string;
                /** @description Machine-readable kind of prompt, e.g. "turn", "placement", "battle" */
                prompt: string;
                /** @description What the seat is asked to decide, for people */
                text: string;
                /** @description Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision */
                decisionId?: string;
                /** @description Only for your own seat: complete actions you can post as they are */
                choices?: components["schemas"]["IronStarsAction"][];
                /** @description Only for your own seat, where the choice is continuous: its bounds */
                bounds?: components["schemas"]["IronStarsBounds"];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
            /** @description The hash of the server's secret seed, fixed before anyone plays */
            seedCommitment: string;
            /** @description Deadlines, when the game has time controls; null otherwise */
            timeControl: {
                /** @description Time for each decision */
                decisionHours: number;
                /** @description deadline.warning goes out this long before a deadline */
                warningHours: number;
                /** @description The vacation bank each seat started with */
                vacationDays: number;
                /** @enum {string} */
                onTimeout: "forfeit" | "bot";
                seats: {
                    seat: string;
                    /** @description When this seat's decision is due; null while it owes none */
                    deadline: string | null;
                    /** @description What is left of the seat's vacation bank, drawn a day at a time when a deadline passes */
                    vacationLeftHours: number;
                }[];
            } | null;
            /** @description The server's seed, revealed once the game is over so anyone can verify every roll */
            seed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        IronStarsKind: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            id: "iron-stars";
            title: string;
            rulesVersion: string;
            /** @description The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options) */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
            /** @description The options a game takes when createGame leaves them out */
            defaultOptions: components["schemas"]["IronStarsOptions"];
            /** @description The options as JSON Schema (what createGame's `options` takes) */
            options: {
                [key: string]: unknown;
            };
            /** @description The actions as JSON Schema */
            actions: {
                [key: string]: unknown;
            };
        };
        IronStarsSeats: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "iron-stars";
            /** @description The options as the game would take them: the ones given, every other at its default */
            options: components["schemas"]["IronStarsOptions"];
            /** @description The seats in seating order, automata (a drone) included */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
        };
        BarnardsStarOptions: {
            /**
             * @description Assault Combat Results Table (T4). "printed": exactly as the book prints it, rows −2, 2, 6 and 10 one column kinder to the attacker than their neighbours. "smoothed": those four rows read like the row above them (README, R8).
             * @default printed
             */
            assaultTable: components["schemas"]["BarnardsStarAssaultTable"];
            /**
             * @description Points the Naronian spends on his attack force (BS 16.1).
             * @default 40
             */
            naronianPoints: number;
            /**
             * @description The Naronian counter mix that bounds his purchase (BS 16.1). Reconstructed (README, R3): set it from the original counter sheets if you have them.
             * @default {
             *       "BB": 3,
             *       "BC": 4,
             *       "DD": 6,
             *       "jumpBattalions": 6,
             *       "regularBattalions": 6
             *     }
             */
            naronianMix: components["schemas"]["BarnardsStarNaronianMix"];
            /**
             * @description The Terran reinforcements drawn at random, one per turn (BS 16.2, 16.3). Reconstructed (README, R3).
             * @default {
             *       "DN": 2,
             *       "BB": 3,
             *       "BC": 4,
             *       "DD": 6,
             *       "TN": 3,
             *       "jumpTN": 1
             *     }
             */
            terranBowl: components["schemas"]["BarnardsStarTerranBowl"];
            /**
             * @description Optional turn limit (BS 20.3). The book has no stalemate: by default (null) play goes on until a side wins, bounded only by the safety bound of 300 game turns. A number ends a battle still undecided at the end of that game turn in a stalemate.
             * @default null
             */
            turnLimit: number | null;
            /**
             * @description Jump-troop drops (BS 10.3). "pattern": the finished drop is judged (each troop within 2 hexes of another of its battalion, within 5 of all), so separate clusters are legal. "chained": the earlier engine's stricter procedure, each next troop within 2 of one already down (README, R18).
             * @default pattern
             */
            jumpDrops: components["schemas"]["BarnardsStarJumpDrops"];
            /**
             * @description Which troops are not yet eliminated for the victory conditions (BS 16.4). "drawn": every jump troop and regular not eliminated, Terran troops at Sol or on the turn track included (they can still come). "atBarnardsStar": only troops on the planet or aboard ships at Barnard's Star, the earlier engine's reading. "withBowl": as "drawn", and the battalions of transports still in the Terran bowl count too (README, R12).
             * @default drawn
             */
            victoryTroops: components["schemas"]["BarnardsStarVictoryTroops"];
            /**
             * @description Neutralized units in an attacking position (BS 12.4). "each": every neutralized attacker suffers the immediate W on its own (it falls back one hex and takes no part in the assault). "all": only when all attackers are neutralized, the earlier engine's reading (README, R25).
             * @default each
             */
            neutralizedAttackers: components["schemas"]["BarnardsStarNeutralizedAttackers"];
            /**
             * @description A firing line shot empty (BS 6.1). "screenJoins": the side's screened ships join the firing line and fire on. "screenStays": screened ships never fire, the earlier engine's reading (README, R11).
             * @default screenJoins
             */
            emptyLine: components["schemas"]["BarnardsStarEmptyLine"];
            /**
             * @description The map (BS 2.1), fixed and versioned: only the reconstructed map of BS.03.04 exists.
             * @default bs0304-v1
             * @constant
             */
            map: "bs0304-v1";
        };
        BarnardsStarAction: components["schemas"]["BarnardsStarActionBuy"] | components["schemas"]["BarnardsStarActionSell"] | components["schemas"]["BarnardsStarActionConfirmForce"] | components["schemas"]["BarnardsStarActionPlaceUnit"] | components["schemas"]["BarnardsStarActionSendShip"] | components["schemas"]["BarnardsStarActionReturnToSol"] | components["schemas"]["BarnardsStarActionEndDispatch"] | components["schemas"]["BarnardsStarActionScreenShip"] | components["schemas"]["BarnardsStarActionCloseLine"] | components["schemas"]["BarnardsStarActionWithdrawShip"] | components["schemas"]["BarnardsStarActionAllocateFire"] | components["schemas"]["BarnardsStarActionHoldFire"] | components["schemas"]["BarnardsStarActionMoveUnit"] | components["schemas"]["BarnardsStarActionOverrun"] | components["schemas"]["BarnardsStarActionEndMovement"] | components["schemas"]["BarnardsStarActionTeleport"] | components["schemas"]["BarnardsStarActionEndTransportation"] | components["schemas"]["BarnardsStarActionLandShip"] | components["schemas"]["BarnardsStarActionDropJumpTroop"] | components["schemas"]["BarnardsStarActionCloseApproach"] | components["schemas"]["BarnardsStarActionStayInOrbit"] | components["schemas"]["BarnardsStarActionLoadUnit"] | components["schemas"]["BarnardsStarActionLiftOff"] | components["schemas"]["BarnardsStarActionEndInteraction"] | components["schemas"]["BarnardsStarActionDefenseFire"] | components["schemas"]["BarnardsStarActionEndDefenseFire"] | components["schemas"]["BarnardsStarActionAttack"] | components["schemas"]["BarnardsStarActionBombard"] | components["schemas"]["BarnardsStarActionAddSupport"] | components["schemas"]["BarnardsStarActionDeclineSupport"] | components["schemas"]["BarnardsStarActionPressAssault"] | components["schemas"]["BarnardsStarActionEliminateUnit"] | components["schemas"]["BarnardsStarActionRetreat"] | components["schemas"]["BarnardsStarActionHoldGround"] | components["schemas"]["BarnardsStarActionCounterattack"] | components["schemas"]["BarnardsStarActionSupportMove"] | components["schemas"]["BarnardsStarActionEndSupportMoves"] | components["schemas"]["BarnardsStarActionEndCombat"];
        /** @description The battle as the viewer may see it: everything on and over the planet; the purchase and the bowl only to their owner */
        BarnardsStarView: {
            /** @description The side looking; null for a spectator */
            viewer: components["schemas"]["BarnardsStarSide"] | null;
            /** @description The game turn; 0 during set-up */
            turn: number;
            /** @description The phasing side */
            player: components["schemas"]["BarnardsStarSide"];
            phase: components["schemas"]["BarnardsStarPhase"];
            eclipse: boolean;
            /** @description The seats that owe a decision now */
            awaiting: string[];
            options: components["schemas"]["BarnardsStarOptions"];
            map: components["schemas"]["BarnardsStarMap"];
            /** @description Occupied hexes of the planet, ascending */
            hexes: components["schemas"]["BarnardsStarHex"][];
            space: components["schemas"]["BarnardsStarSpace"];
            turnTrack: components["schemas"]["BarnardsStarTurnTrackEntry"][];
            bowl: components["schemas"]["BarnardsStarBowl"];
            force: components["schemas"]["BarnardsStarForce"];
            /** @description Set-up: the Terran units still to place */
            unplaced: components["schemas"]["BarnardsStarUnit"][];
            spaceCombat: components["schemas"]["BarnardsStarSpaceCombat"] | null;
            battle: components["schemas"]["BarnardsStarBattle"] | null;
            /** @description Hexes attacked this combat phase */
            attacked: number[];
            dropping: components["schemas"]["BarnardsStarDropping"] | null;
            eliminated: components["schemas"]["BarnardsStarUnit"][];
            /** @description Naronian ships withdrawn to Kruger 60 */
            withdrawn: components["schemas"]["BarnardsStarUnit"][];
            victory: components["schemas"]["BarnardsStarVictory"];
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description Something that happened in a game of Barnard's Star */
        BarnardsStarEvent: components["schemas"]["BarnardsStarForceItemBought"] | components["schemas"]["BarnardsStarForceItemReturned"] | components["schemas"]["BarnardsStarForceConfirmed"] | components["schemas"]["BarnardsStarUnitPlaced"] | components["schemas"]["BarnardsStarGameTurnBegan"] | components["schemas"]["BarnardsStarPhaseBegan"] | components["schemas"]["BarnardsStarNaronianFleetArrived"] | components["schemas"]["BarnardsStarReinforcementDrawn"] | components["schemas"]["BarnardsStarShipSent"] | components["schemas"]["BarnardsStarShipArrived"] | components["schemas"]["BarnardsStarShipReturnedToSol"] | components["schemas"]["BarnardsStarSpaceCombatBegan"] | components["schemas"]["BarnardsStarShipScreened"] | components["schemas"]["BarnardsStarLineFormed"] | components["schemas"]["BarnardsStarShipWithdrew"] | components["schemas"]["BarnardsStarFireAllocated"] | components["schemas"]["BarnardsStarShipFired"] | components["schemas"]["BarnardsStarExchangeEnded"] | components["schemas"]["BarnardsStarSpaceCombatEnded"] | components["schemas"]["BarnardsStarUnitMoved"] | components["schemas"]["BarnardsStarUnitTeleported"] | components["schemas"]["BarnardsStarNeutralizationRemoved"] | components["schemas"]["BarnardsStarShipLanded"] | components["schemas"]["BarnardsStarJumpTroopDropped"] | components["schemas"]["BarnardsStarCloseApproachFlown"] | components["schemas"]["BarnardsStarShipStayedInOrbit"] | components["schemas"]["BarnardsStarUnitLoaded"] | components["schemas"]["BarnardsStarShipLiftedOff"] | components["schemas"]["BarnardsStarDefenseFired"] | components["schemas"]["BarnardsStarCargoDisembarked"] | components["schemas"]["BarnardsStarShipsReturnedToOrbit"] | components["schemas"]["BarnardsStarBattleBegan"] | components["schemas"]["BarnardsStarSupportAdded"] | components["schemas"]["BarnardsStarSupportDeclined"] | components["schemas"]["BarnardsStarSupportFireResolved"] | components["schemas"]["BarnardsStarBombardmentResolved"] | components["schemas"]["BarnardsStarAssaultResolved"] | components["schemas"]["BarnardsStarAssaultCalledOff"] | components["schemas"]["BarnardsStarUnitNeutralized"] | components["schemas"]["BarnardsStarUnitEliminated"] | components["schemas"]["BarnardsStarUnitsRetreated"] | components["schemas"]["BarnardsStarCounterattackAdvanced"] | components["schemas"]["BarnardsStarGroundHeld"] | components["schemas"]["BarnardsStarCounterattackDecided"] | components["schemas"]["BarnardsStarSupportUnitMoved"] | components["schemas"]["BarnardsStarBattleEnded"] | components["schemas"]["BarnardsStarGameEnded"] | components["schemas"]["BarnardsStarSeatResigned"];
        BarnardsStarBounds: never;
        BarnardsStarGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "barnards-star";
            title: string;
            /** @description The rules the game is played (and replayed) by, pinned at creation */
            rulesVersion: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            /** @description Grows by one with every entry of the log */
            version: number;
            options: components["schemas"]["BarnardsStarOptions"];
            seats: components["schemas"]["Seat"][];
            /** @description Your seat; null for a spectator */
            you: {
                playerId: string;
                seat: string;
                /** @description Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out */
                unreadMessages: number;
            } | null;
            /** @description What you may see; null until the game starts */
            view: components["schemas"]["BarnardsStarView"] | null;
            /** @description The decisions owed now; empty once the game is over */
            pending: {
                seat: string;
                /** @description Machine-readable kind of prompt, e.g. "turn", "placement", "battle" */
                prompt: string;
                /** @description What the seat is asked to decide, for people */
                text: string;
                /** @description Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision */
                decisionId?: string;
                /** @description Only for your own seat: complete actions you can post as they are */
                choices?: components["schemas"]["BarnardsStarAction"][];
                /** @description Only for your own seat, where the choice is continuous: its bounds */
                bounds?: components["schemas"]["BarnardsStarBounds"];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
            /** @description The hash of the server's secret seed, fixed before anyone plays */
            seedCommitment: string;
            /** @description Deadlines, when the game has time controls; null otherwise */
            timeControl: {
                /** @description Time for each decision */
                decisionHours: number;
                /** @description deadline.warning goes out this long before a deadline */
                warningHours: number;
                /** @description The vacation bank each seat started with */
                vacationDays: number;
                /** @enum {string} */
                onTimeout: "forfeit" | "bot";
                seats: {
                    seat: string;
                    /** @description When this seat's decision is due; null while it owes none */
                    deadline: string | null;
                    /** @description What is left of the seat's vacation bank, drawn a day at a time when a deadline passes */
                    vacationLeftHours: number;
                }[];
            } | null;
            /** @description The server's seed, revealed once the game is over so anyone can verify every roll */
            seed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        BarnardsStarKind: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            id: "barnards-star";
            title: string;
            rulesVersion: string;
            /** @description The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options) */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
            /** @description The options a game takes when createGame leaves them out */
            defaultOptions: components["schemas"]["BarnardsStarOptions"];
            /** @description The options as JSON Schema (what createGame's `options` takes) */
            options: {
                [key: string]: unknown;
            };
            /** @description The actions as JSON Schema */
            actions: {
                [key: string]: unknown;
            };
        };
        BarnardsStarSeats: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "barnards-star";
            /** @description The options as the game would take them: the ones given, every other at its default */
            options: components["schemas"]["BarnardsStarOptions"];
            /** @description The seats in seating order, automata (a drone) included */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
        };
        DoubleStarOptions: {
            /**
             * @description Which scenario (DS 10): sneakAttack, armageddon or raid.
             * @default sneakAttack
             * @enum {string}
             */
            scenario: "sneakAttack" | "armageddon" | "raid";
            /**
             * @description Safety limit (DS 11.3): the game ends after this game-turn if the scenario has not ended it, and is judged as at the scenario's own end (Armageddon: stalemate). The book gives Armageddon no limit.
             * @default 100
             */
            turnLimit: number;
            /**
             * @description Safety limit (DS 11.3): ship-to-ship combat in one hex ends after this many rounds.
             * @default 30
             */
            maxCombatRounds: number;
            /**
             * @description Die modifier for robot fighters on the Surface Strike Table (DS 6.14). The counter chart says −2, the rules text 'adds two'; on this table low rolls are the strong ones, so −2 (the default) is the reading that makes robots hit out of proportion to their attack factor.
             * @default -2
             */
            robotStrikeModifier: -2 | 2;
            /**
             * @description Overrides of the reconstructed defence and movement factors (README R1–R2), by ship kind, for groups with the original counters.
             * @default {}
             */
            shipFactors: components["schemas"]["DoubleStarShipFactors"];
            /**
             * @description Formation counters of each type (cone, wedge, cylinder, globe) in each side's pool (reconstructed, README R8).
             * @default 12
             */
            formationPoolPerType: number;
            /**
             * @description Let the players agree a stalemate in every scenario; by default only in Armageddon, where the book allows it (DS 10.2).
             * @default false
             */
            agreedStalemateAnyScenario: boolean;
            /**
             * @description Fastest a free planetoid may be pushed (DS 4.8). The book sets no limit (null, the default); 6 was Starpost's earlier cap.
             * @default null
             */
            planetoidMaxSpeed: number | null;
            /**
             * @description Let a free planetoid at any speed settle round a world in its hex (Starpost's earlier reading). By default (DS 4.9) an orbit is assumed only at speed 1 facing along a printed orbital path.
             * @default false
             */
            orbitCaptureAnySpeed: boolean;
            /**
             * @description Treat the globe's three-ship margin as a limit on its targets (Starpost's earlier reading: a globe with no such target cannot fire). By default (DS 6.6) a globe that fires at a formation without the margin becomes scattered.
             * @default false
             */
            globeMarginLimitsTargets: boolean;
            /**
             * @description Let a B result break a globe in its first combat round (Starpost's earlier reading). By default (DS 6.6, D23) a globe counts as scattered ships in its first round, so a B there eliminates the ship and breaks nothing.
             * @default false
             */
            globeBreaksInFirstRound: boolean;
            /**
             * @description Only the phasing side strikes surfaces (Starpost's earlier reading). By default (DS 2.2, DS 6.1 step 4) both sides' surviving ships may strike in every combat phase.
             * @default false
             */
            surfaceStrikesPhasingOnly: boolean;
            /**
             * @description Command ships never land (Starpost's earlier reading). By default (DS 4.2) a command ship with no other ship in its task force lands at a friendly base like any ship.
             * @default false
             */
            commandShipsStayInSpace: boolean;
        };
        DoubleStarAction: components["schemas"]["DoubleStarActionPlaceWorld"] | components["schemas"]["DoubleStarActionPlacePopulation"] | components["schemas"]["DoubleStarActionPlaceIndustry"] | components["schemas"]["DoubleStarActionBuy"] | components["schemas"]["DoubleStarActionFinishSetup"] | components["schemas"]["DoubleStarActionDesignateTarget"] | components["schemas"]["DoubleStarActionOrderProduction"] | components["schemas"]["DoubleStarActionConvertToCommand"] | components["schemas"]["DoubleStarActionProductionDone"] | components["schemas"]["DoubleStarActionSelectUnit"] | components["schemas"]["DoubleStarActionMoveUnit"] | components["schemas"]["DoubleStarActionLandUnit"] | components["schemas"]["DoubleStarActionHoldUnit"] | components["schemas"]["DoubleStarActionJoinTaskForce"] | components["schemas"]["DoubleStarActionLeaveTaskForce"] | components["schemas"]["DoubleStarActionLoadCargo"] | components["schemas"]["DoubleStarActionUnloadCargo"] | components["schemas"]["DoubleStarActionRelocate"] | components["schemas"]["DoubleStarActionEndMovement"] | components["schemas"]["DoubleStarActionFormGroup"] | components["schemas"]["DoubleStarActionAddToGroup"] | components["schemas"]["DoubleStarActionAddBackup"] | components["schemas"]["DoubleStarActionCloseGroup"] | components["schemas"]["DoubleStarActionFormationsReady"] | components["schemas"]["DoubleStarActionShiftScreen"] | components["schemas"]["DoubleStarActionScreensSet"] | components["schemas"]["DoubleStarActionAttack"] | components["schemas"]["DoubleStarActionHoldFire"] | components["schemas"]["DoubleStarActionAutoTarget"] | components["schemas"]["DoubleStarActionCeaseFire"] | components["schemas"]["DoubleStarActionBreakOff"] | components["schemas"]["DoubleStarActionWithdraw"] | components["schemas"]["DoubleStarStrikeSurface"] | components["schemas"]["DoubleStarActionNoStrike"] | components["schemas"]["DoubleStarActionStrikesDone"] | components["schemas"]["DoubleStarActionPdFire"] | components["schemas"]["DoubleStarActionPdDone"] | components["schemas"]["DoubleStarActionChooseLoss"] | components["schemas"]["DoubleStarActionBreakOrbit"] | components["schemas"]["DoubleStarActionThrust"] | components["schemas"]["DoubleStarActionSetFacing"] | components["schemas"]["DoubleStarActionAssumeOrbit"] | components["schemas"]["DoubleStarActionPlanetoidsDone"] | components["schemas"]["DoubleStarActionDeclareImpact"] | components["schemas"]["DoubleStarActionImpactsDone"] | components["schemas"]["DoubleStarActionChooseTrainingLoss"] | components["schemas"]["DoubleStarActionOfferStalemate"] | components["schemas"]["DoubleStarActionAnswerStalemate"];
        /** @description The game as the caller may see it: all of the map and the charts; the other side's raid target and formation declaration stay hidden */
        DoubleStarView: {
            /** @description The side looking; null for a spectator */
            viewer: components["schemas"]["DoubleStarSide"] | null;
            scenario: components["schemas"]["DoubleStarScenario"];
            scenarioName: string;
            options: components["schemas"]["DoubleStarOptions"];
            phase: components["schemas"]["DoubleStarPhase"];
            /** @description The game-turn; 0 during set-up */
            turn: number;
            /** @description The side whose player-turn it is */
            phasing: components["schemas"]["DoubleStarSide"] | null;
            /** @description The seats that owe a decision now */
            awaiting: string[];
            setupStep: components["schemas"]["DoubleStarSetupStep"] | null;
            /** @description The side acting in this set-up step */
            setupSeat: components["schemas"]["DoubleStarSide"] | null;
            worldsToPlace: string[];
            map: components["schemas"]["DoubleStarMap"];
            bodies: components["schemas"]["DoubleStarBody"][];
            ships: components["schemas"]["DoubleStarShip"][];
            /** @description The fleet composition chart */
            taskForces: components["schemas"]["DoubleStarTaskForce"][];
            sides: components["schemas"]["DoubleStarSideStatus"][];
            turnRecord: components["schemas"]["DoubleStarTurnRecord"];
            /** @description The unit being moved */
            moving: string | null;
            combat: components["schemas"]["DoubleStarCombat"] | null;
            /** @description The viewer's own formation declaration in progress */
            myDraft: components["schemas"]["DoubleStarDraft"] | null;
            impacts: components["schemas"]["DoubleStarImpact"][];
            /** @description The viewer's own raid target; the other side's stays hidden */
            myTarget: components["schemas"]["DoubleStarRaidTarget"] | null;
            /** @description Both raid targets, once the game is over */
            revealedTargets: components["schemas"]["DoubleStarRaidTarget"][];
            /** @description The side offering a stalemate, waiting for an answer */
            stalemateOffer: components["schemas"]["DoubleStarSide"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description Something that happened in a game of Double Star */
        DoubleStarEvent: components["schemas"]["DoubleStarWorldPlaced"] | components["schemas"]["DoubleStarPopulationPlaced"] | components["schemas"]["DoubleStarIndustryPlaced"] | components["schemas"]["DoubleStarCounterBought"] | components["schemas"]["DoubleStarSetupFinished"] | components["schemas"]["DoubleStarTargetDesignated"] | components["schemas"]["DoubleStarTargetsRevealed"] | components["schemas"]["DoubleStarProductionOrdered"] | components["schemas"]["DoubleStarProductionArrived"] | components["schemas"]["DoubleStarProductionLost"] | components["schemas"]["DoubleStarShipConverted"] | components["schemas"]["DoubleStarTurnBegan"] | components["schemas"]["DoubleStarPlayerTurnBegan"] | components["schemas"]["DoubleStarUnitSelected"] | components["schemas"]["DoubleStarUnitMoved"] | components["schemas"]["DoubleStarUnitLanded"] | components["schemas"]["DoubleStarUnitHeld"] | components["schemas"]["DoubleStarTaskForceJoined"] | components["schemas"]["DoubleStarTaskForceLeft"] | components["schemas"]["DoubleStarTaskForceDissolved"] | components["schemas"]["DoubleStarCargoLoaded"] | components["schemas"]["DoubleStarCargoUnloaded"] | components["schemas"]["DoubleStarCounterRelocated"] | components["schemas"]["DoubleStarMovementEnded"] | components["schemas"]["DoubleStarOrbitCrossed"] | components["schemas"]["DoubleStarCombatBegan"] | components["schemas"]["DoubleStarFormationDraftChanged"] | components["schemas"]["DoubleStarFormationsRevealed"] | components["schemas"]["DoubleStarFormationCounterLost"] | components["schemas"]["DoubleStarFormationAssumed"] | components["schemas"]["DoubleStarGroupScattered"] | components["schemas"]["DoubleStarRoundBegan"] | components["schemas"]["DoubleStarScreenShifted"] | components["schemas"]["DoubleStarFireDesignated"] | components["schemas"]["DoubleStarShotResolved"] | components["schemas"]["DoubleStarShipDisrupted"] | components["schemas"]["DoubleStarShipEliminated"] | components["schemas"]["DoubleStarBrokeOff"] | components["schemas"]["DoubleStarWithdrew"] | components["schemas"]["DoubleStarShipCombatEnded"] | components["schemas"]["DoubleStarStrikeDeclared"] | components["schemas"]["DoubleStarPdFired"] | components["schemas"]["DoubleStarSurfaceStruck"] | components["schemas"]["DoubleStarCounterDestroyed"] | components["schemas"]["DoubleStarRobotSelfDestructed"] | components["schemas"]["DoubleStarImpactResolved"] | components["schemas"]["DoubleStarPlanetoidDestroyed"] | components["schemas"]["DoubleStarCombatEnded"] | components["schemas"]["DoubleStarInterimBegan"] | components["schemas"]["DoubleStarOrbitBroken"] | components["schemas"]["DoubleStarPlanetoidThrust"] | components["schemas"]["DoubleStarOrbitAssumed"] | components["schemas"]["DoubleStarBodiesOrbited"] | components["schemas"]["DoubleStarPlanetoidMoved"] | components["schemas"]["DoubleStarGravitationalTieBroken"] | components["schemas"]["DoubleStarImpactDeclared"] | components["schemas"]["DoubleStarPowerPlantExpended"] | components["schemas"]["DoubleStarTrainingRolled"] | components["schemas"]["DoubleStarDisruptionCleared"] | components["schemas"]["DoubleStarStalemateOffered"] | components["schemas"]["DoubleStarStalemateAnswered"] | components["schemas"]["DoubleStarSideResigned"] | components["schemas"]["DoubleStarGameEnded"];
        /** @description The limits of a decision that takes values beyond its listed choices: told apart by their one field */
        DoubleStarBounds: components["schemas"]["DoubleStarPopulationBounds"] | components["schemas"]["DoubleStarArrivalBounds"];
        DoubleStarGame: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "double-star";
            title: string;
            /** @description The rules the game is played (and replayed) by, pinned at creation */
            rulesVersion: string;
            /** @enum {string} */
            status: "open" | "active" | "finished";
            /** @enum {string} */
            visibility: "public" | "private";
            /** @description Grows by one with every entry of the log */
            version: number;
            options: components["schemas"]["DoubleStarOptions"];
            seats: components["schemas"]["Seat"][];
            /** @description Your seat; null for a spectator */
            you: {
                playerId: string;
                seat: string;
                /** @description Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out */
                unreadMessages: number;
            } | null;
            /** @description What you may see; null until the game starts */
            view: components["schemas"]["DoubleStarView"] | null;
            /** @description The decisions owed now; empty once the game is over */
            pending: {
                seat: string;
                /** @description Machine-readable kind of prompt, e.g. "turn", "placement", "battle" */
                prompt: string;
                /** @description What the seat is asked to decide, for people */
                text: string;
                /** @description Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision */
                decisionId?: string;
                /** @description Only for your own seat: complete actions you can post as they are */
                choices?: components["schemas"]["DoubleStarAction"][];
                /** @description Only for your own seat, where the choice is continuous: its bounds */
                bounds?: components["schemas"]["DoubleStarBounds"];
            }[];
            outcome: components["schemas"]["Outcome"] | null;
            /** @description The hash of the server's secret seed, fixed before anyone plays */
            seedCommitment: string;
            /** @description Deadlines, when the game has time controls; null otherwise */
            timeControl: {
                /** @description Time for each decision */
                decisionHours: number;
                /** @description deadline.warning goes out this long before a deadline */
                warningHours: number;
                /** @description The vacation bank each seat started with */
                vacationDays: number;
                /** @enum {string} */
                onTimeout: "forfeit" | "bot";
                seats: {
                    seat: string;
                    /** @description When this seat's decision is due; null while it owes none */
                    deadline: string | null;
                    /** @description What is left of the seat's vacation bank, drawn a day at a time when a deadline passes */
                    vacationLeftHours: number;
                }[];
            } | null;
            /** @description The server's seed, revealed once the game is over so anyone can verify every roll */
            seed: string | null;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description An RFC 3339 time
             */
            updatedAt: string;
        };
        DoubleStarKind: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            id: "double-star";
            title: string;
            rulesVersion: string;
            /** @description The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options) */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
            /** @description The options a game takes when createGame leaves them out */
            defaultOptions: components["schemas"]["DoubleStarOptions"];
            /** @description The options as JSON Schema (what createGame's `options` takes) */
            options: {
                [key: string]: unknown;
            };
            /** @description The actions as JSON Schema */
            actions: {
                [key: string]: unknown;
            };
        };
        DoubleStarSeats: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "double-star";
            /** @description The options as the game would take them: the ones given, every other at its default */
            options: components["schemas"]["DoubleStarOptions"];
            /** @description The seats in seating order, automata (a drone) included */
            seats: {
                id: string;
                name: string;
                /** @description Played by the server itself; no player may take it */
                automaton: boolean;
            }[];
        };
        /** @description An event of any kind (each kind's events are discriminated by `type`) */
        GameEvent: components["schemas"]["StarBattleEvent"] | components["schemas"]["LastStarfighterEvent"] | components["schemas"]["IronStarsEvent"] | components["schemas"]["BarnardsStarEvent"] | components["schemas"]["DoubleStarEvent"];
        /** @description An action of any kind (each kind's actions are discriminated by `type`) */
        Action: components["schemas"]["StarBattleAction"] | components["schemas"]["LastStarfighterAction"] | components["schemas"]["IronStarsAction"] | components["schemas"]["BarnardsStarAction"] | components["schemas"]["DoubleStarAction"];
        StarBattleDecisionRequiredData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "star-battle";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description Answer with it (or with `version` as expectedVersion) */
            decisionId: string;
            /** @description When the seat's time runs out; null without time controls */
            deadline: string | null;
            decisions: {
                prompt: string;
                text: string;
                /** @description Complete actions you can post as they are */
                choices?: components["schemas"]["StarBattleAction"][];
                bounds?: components["schemas"]["StarBattleBounds"];
            }[];
        };
        LastStarfighterDecisionRequiredData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "last-starfighter";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description Answer with it (or with `version` as expectedVersion) */
            decisionId: string;
            /** @description When the seat's time runs out; null without time controls */
            deadline: string | null;
            decisions: {
                prompt: string;
                text: string;
                /** @description Complete actions you can post as they are */
                choices?: components["schemas"]["LastStarfighterAction"][];
                bounds?: components["schemas"]["LastStarfighterSealBounds"];
            }[];
        };
        IronStarsDecisionRequiredData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "iron-stars";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description Answer with it (or with `version` as expectedVersion) */
            decisionId: string;
            /** @description When the seat's time runs out; null without time controls */
            deadline: string | null;
            decisions: {
                prompt: string;
                text: string;
                /** @description Complete actions you can post as they are */
                choices?: components["schemas"]["IronStarsAction"][];
                bounds?: components["schemas"]["IronStarsBounds"];
            }[];
        };
        BarnardsStarDecisionRequiredData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "barnards-star";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description Answer with it (or with `version` as expectedVersion) */
            decisionId: string;
            /** @description When the seat's time runs out; null without time controls */
            deadline: string | null;
            decisions: {
                prompt: string;
                text: string;
                /** @description Complete actions you can post as they are */
                choices?: components["schemas"]["BarnardsStarAction"][];
                bounds?: components["schemas"]["BarnardsStarBounds"];
            }[];
        };
        DoubleStarDecisionRequiredData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "double-star";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description Answer with it (or with `version` as expectedVersion) */
            decisionId: string;
            /** @description When the seat's time runs out; null without time controls */
            deadline: string | null;
            decisions: {
                prompt: string;
                text: string;
                /** @description Complete actions you can post as they are */
                choices?: components["schemas"]["DoubleStarAction"][];
                bounds?: components["schemas"]["DoubleStarBounds"];
            }[];
        };
        StarBattleGameActionData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "star-battle";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description The seat that acted */
            actor: string | null;
            /**
             * @description What the seat did; timeout: the server acted because its deadline passed
             * @enum {string}
             */
            entry: "action" | "resign" | "timeout" | "undo";
            /** @description What happened, as your seat may see it */
            events: components["schemas"]["StarBattleEvent"][];
        };
        LastStarfighterGameActionData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "last-starfighter";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description The seat that acted */
            actor: string | null;
            /**
             * @description What the seat did; timeout: the server acted because its deadline passed
             * @enum {string}
             */
            entry: "action" | "resign" | "timeout" | "undo";
            /** @description What happened, as your seat may see it */
            events: components["schemas"]["LastStarfighterEvent"][];
        };
        IronStarsGameActionData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "iron-stars";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description The seat that acted */
            actor: string | null;
            /**
             * @description What the seat did; timeout: the server acted because its deadline passed
             * @enum {string}
             */
            entry: "action" | "resign" | "timeout" | "undo";
            /** @description What happened, as your seat may see it */
            events: components["schemas"]["IronStarsEvent"][];
        };
        BarnardsStarGameActionData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "barnards-star";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description The seat that acted */
            actor: string | null;
            /**
             * @description What the seat did; timeout: the server acted because its deadline passed
             * @enum {string}
             */
            entry: "action" | "resign" | "timeout" | "undo";
            /** @description What happened, as your seat may see it */
            events: components["schemas"]["BarnardsStarEvent"][];
        };
        DoubleStarGameActionData: {
            gameId: string;
            /**
             * @description The game's kind (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "double-star";
            /** @description The game's version the event is about */
            version: number;
            /** @description Your seat in the game */
            seat: string;
            /** @description The seat that acted */
            actor: string | null;
            /**
             * @description What the seat did; timeout: the server acted because its deadline passed
             * @enum {string}
             */
            entry: "action" | "resign" | "timeout" | "undo";
            /** @description What happened, as your seat may see it */
            events: components["schemas"]["DoubleStarEvent"][];
        };
        DecisionRequiredWebhook: {
            /** @constant */
            type: "decision.required";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            /** @description Discriminated by `kind`: that kind's types */
            data: components["schemas"]["StarBattleDecisionRequiredData"] | components["schemas"]["LastStarfighterDecisionRequiredData"] | components["schemas"]["IronStarsDecisionRequiredData"] | components["schemas"]["BarnardsStarDecisionRequiredData"] | components["schemas"]["DoubleStarDecisionRequiredData"];
        };
        GameStartedWebhook: {
            /** @constant */
            type: "game.started";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            data: {
                gameId: string;
                /** @description The game's kind */
                kind: string;
                /** @description The game's version the event is about */
                version: number;
                /** @description Your seat in the game */
                seat: string;
            };
        };
        GameActionWebhook: {
            /** @constant */
            type: "game.action";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            /** @description Discriminated by `kind`: that kind's types */
            data: components["schemas"]["StarBattleGameActionData"] | components["schemas"]["LastStarfighterGameActionData"] | components["schemas"]["IronStarsGameActionData"] | components["schemas"]["BarnardsStarGameActionData"] | components["schemas"]["DoubleStarGameActionData"];
        };
        DeadlineWarningWebhook: {
            /** @constant */
            type: "deadline.warning";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            data: {
                gameId: string;
                /** @description The game's kind */
                kind: string;
                /** @description The game's version the event is about */
                version: number;
                /** @description Your seat in the game */
                seat: string;
                /** Format: date-time */
                deadline: string;
                /** @description The seat's vacation bank in hours, drawn on a day at a time when the deadline passes */
                vacationLeftHours: number;
                /**
                 * @deprecated
                 * @description Deprecated: the same bank in milliseconds; read vacationLeftHours, as every other time control is in hours
                 */
                vacationLeftMs: number;
            };
        };
        GameOverWebhook: {
            /** @constant */
            type: "game.over";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            data: {
                gameId: string;
                /** @description The game's kind */
                kind: string;
                /** @description The game's version the event is about */
                version: number;
                /** @description Your seat in the game */
                seat: string;
                outcome: components["schemas"]["Outcome"];
            };
        };
        MessagePostedWebhook: {
            /** @constant */
            type: "message.posted";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            data: {
                gameId: string;
                /** @description The game's kind */
                kind: string;
                /** @description The game's version the event is about */
                version: number;
                /** @description Your seat in the game */
                seat: string;
                message: components["schemas"]["TableMessage"];
            };
        };
        InvitationReceivedWebhook: {
            /** @constant */
            type: "invitation.received";
            /**
             * Format: date-time
             * @description When the delivery was queued
             */
            timestamp: string;
            data: {
                gameId: string;
                /** @description The game's kind */
                kind: string;
                /** @description The game's version the event is about */
                version: number;
                /** @description The seat held for you; empty: any open seat */
                seat: string;
                invitation: components["schemas"]["InvitationSummary"];
                /** @description When the game is a rematch: the finished game it follows */
                rematchOf: string | null;
            };
        };
        BotAnswer: {
            /** @description The action to play for the decision told of */
            action?: components["schemas"]["Action"];
        };
        /**
         * @description placement: Normal set-up, cards are placed; homeBases: Unknown Universe, Home Bases are chosen; turn: a lord acts; battle: a lord is asked whether to fight; over
         * @enum {string}
         */
        StarBattlePhase: "placement" | "homeBases" | "turn" | "battle" | "over";
        /** @description A Star Lord as everyone sees him */
        StarBattleLord: {
            seat: string;
            name: string;
            status: components["schemas"]["StarBattleLordStatus"];
            /** @description Cards in hand; only the owner sees which */
            handSize: number;
            /** @description Scouts on the whole chart */
            scouts: number;
            /** @description Dreadnoughts on the whole chart */
            dreadnoughts: number;
            /** @description Free moves earned and not yet used */
            freeMoves: number;
            /** @description Where the lord's Home Base lies, once there is one */
            homeBase: components["schemas"]["StarBattlePos"] | null;
        };
        /**
         * @description Whether a lord still plays
         * @enum {string}
         */
        StarBattleLordStatus: "active" | "eliminated" | "resigned";
        /** @description A chart position; north is y − 1, east is x + 1. */
        StarBattlePos: {
            x: number;
            y: number;
        };
        /** @description A card of the star chart and the ships on it */
        StarBattleCell: {
            x: number;
            y: number;
            /** @description The card id, or "hidden" while it lies face down */
            card: string | "hidden";
            ships: components["schemas"]["StarBattleSeatShips"][];
            /** @description The lord who alone has ships here */
            controller: string | null;
            /** @description The Core of the Galaxy (Normal set-up) */
            core: boolean;
            /** @description Lords whose Home Base this card is */
            homeBaseOf: string[];
        };
        /** @description One Star Lord's ships in one place */
        StarBattleSeatShips: {
            seat: string;
            scouts: number;
            dreadnoughts: number;
        };
        /** @description The turn in progress */
        StarBattleTurn: {
            seat: string;
            /** @description Turns played in the whole game, this one included */
            number: number;
            /** @description The turn's own action is taken: further actions spend free moves */
            acted: boolean;
            freeMoves: number;
        };
        /** @description A shared card where a battle may be initiated, and who is asked */
        StarBattleBattleQuestion: {
            at: components["schemas"]["StarBattlePos"];
            phasing: string;
            opponent: string;
            /** @description Who is asked now: the phasing lord first, then the opponent */
            asked: string;
        };
        /** @description How the last battle went */
        StarBattleBattleReport: {
            at: components["schemas"]["StarBattlePos"];
            /** @description The lord who initiated the battle */
            attacker: string;
            defender: string;
            /** @enum {string} */
            method: "ordinary" | "decisive" | "tabular";
            rounds: components["schemas"]["StarBattleBattleRound"][];
            /** @description Ships each lord lost */
            losses: {
                [key: string]: components["schemas"]["StarBattleShips"];
            };
            /** @description Ships each lord kept on the card */
            survivors: {
                [key: string]: components["schemas"]["StarBattleShips"];
            };
        };
        /** @description One round of a battle */
        StarBattleBattleRound: components["schemas"]["StarBattleCoinRound"] | components["schemas"]["StarBattleTableRound"];
        /** @description A round of coin flips */
        StarBattleCoinRound: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "coins";
            ships: components["schemas"]["StarBattleShipFlips"][];
        };
        /** @description The coins flipped for one ship */
        StarBattleShipFlips: {
            seat: string;
            ship: components["schemas"]["StarBattleShip"];
            /** @description Every coin flipped for this ship, true = heads */
            flips: boolean[];
            destroyed: boolean;
        };
        /**
         * @description A kind of ship
         * @enum {string}
         */
        StarBattleShip: "scout" | "dreadnought";
        /** @description A round on the Starpost odds table */
        StarBattleTableRound: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "table";
            attackerStrength: number;
            defenderStrength: number;
            /** @description The odds column the strengths fell in */
            column: string;
            roll: number;
            /** @description The table's code for the result */
            result: string;
            attackerLosses: number;
            defenderLosses: number;
        };
        /** @description Ships in one place */
        StarBattleShips: {
            scouts: number;
            dreadnoughts: number;
        };
        /**
         * @description How a game was won, or that nobody won it
         * @enum {string}
         */
        VictoryKind: "decisive" | "marginal" | "strategic" | "tactical" | "stalemate" | "draw" | "score" | "elimination" | "forfeit";
        /**
         * @description Where the duel stands: choosing ships, one of the three phases of a turn, the re-engage question, or over
         * @enum {string}
         */
        LastStarfighterPhase: "choosing" | "turret" | "heading" | "fire" | "reengage" | "over";
        /** @description Who chose a ship first */
        LastStarfighterInitiative: {
            /** @description Every pair of dice, ties re-rolled */
            rolls: components["schemas"]["LastStarfighterSeatRoll"][][];
            winner: string;
        };
        /** @description A seat's d6 */
        LastStarfighterSeatRoll: {
            seat: string;
            roll: number;
        };
        /** @description A Navigation Wheel setting: the view-port sector where I see the opponent, and the sector of its frame I am in */
        LastStarfighterWheel: {
            viewPort: number;
            view: number;
        };
        /** @description A seat, its ship and its own wheel */
        LastStarfighterPilot: {
            seat: string;
            name: string;
            /** @description The drone, flown by the server */
            automaton: boolean;
            /** @description Null until chosen */
            ship: components["schemas"]["LastStarfighterShip"] | null;
            /** @description This seat's own wheel; null before the starting positions */
            wheel: components["schemas"]["LastStarfighterWheel"] | null;
        };
        /** @description A starfighter as it stands now: every damage track is public */
        LastStarfighterShip: {
            card: components["schemas"]["LastStarfighterShipCard"];
            /** @description Protection left; 0 means the ship broke apart */
            protection: number;
            /** @description Clicks of heading change allowed now */
            stabilizer: number;
            /** @description Base To-Hit Number now; 13 cannot hit */
            targeting: number;
            /** @description This turn's To-Hit Number, once headings are revealed */
            toHit: number | null;
            /** @description Added to special damage rolls against this ship now */
            specialModifier: number;
            /** @description Turns of life left; null while life support works */
            lifeSupport: number | null;
            /** @description The turret's sector, once aimed */
            turret: number | null;
            /** @description This turn's heading change, once revealed */
            heading: components["schemas"]["LastStarfighterHeading"] | null;
            weapons: components["schemas"]["LastStarfighterWeaponStatus"][];
            destroyed: boolean;
            blownUp: boolean;
            pilotDead: boolean;
        };
        /** @description A starfighter's statistics before any damage */
        LastStarfighterShipCard: {
            kind: components["schemas"]["LastStarfighterShipKind"];
            name: string;
            /** @description Clicks of heading change a turn */
            stabilizer: number;
            /** @description Base To-Hit Number */
            targeting: number;
            protection: number;
            design: components["schemas"]["LastStarfighterDesign"];
        };
        /** @description A stock starfighter, or a ship designed with the optional rules */
        LastStarfighterShipKind: components["schemas"]["LastStarfighterStockShip"] | "custom";
        /**
         * @description One of the two stock starfighters
         * @enum {string}
         */
        LastStarfighterStockShip: "gunstar" | "deckFighter";
        /** @description Design points spent on each system (20 in all) */
        LastStarfighterDesign: {
            maneuverPoints: number;
            accuracyPoints: number;
            protectionPoints: number;
        };
        /** @description A heading change */
        LastStarfighterHeading: {
            direction: components["schemas"]["LastStarfighterDirection"];
            clicks: number;
        };
        /**
         * @description Which way a ship turns; straight is 0 clicks
         * @enum {string}
         */
        LastStarfighterDirection: "straight" | "clockwise" | "counterclockwise";
        /** @description A laser and whether it can fire now */
        LastStarfighterWeaponStatus: {
            id: components["schemas"]["LastStarfighterWeapon"];
            mount: components["schemas"]["LastStarfighterMount"];
            /** @description Destroyed for the rest of the game */
            damaged: boolean;
            /** @description Working and pointing at the opponent's sector now */
            bearing: boolean;
        };
        /**
         * @description One of the six lasers every starfighter carries: forward1–3 (sector 1), aft (sector 5), turret1–2 (the turret's sector).
         * @enum {string}
         */
        LastStarfighterWeapon: "forward1" | "forward2" | "forward3" | "turret1" | "turret2" | "aft";
        /**
         * @description Where a laser is fixed: forward (sector 1), aft (sector 5) or in the turret
         * @enum {string}
         */
        LastStarfighterMount: "forward" | "aft" | "turret";
        /** @description Whether a seat owes, committed or gave its order this phase; never the order itself */
        LastStarfighterOrderStatus: {
            seat: string;
            /** @description The seat gives an order in this phase */
            owes: boolean;
            /** @description Sealed orders: its hash is in */
            committed: boolean;
            /** @description Sealed orders: the commitment, public once posted */
            hash: string | null;
            /** @description Its order (or sealed reveal) is in, still hidden */
            ordered: boolean;
        };
        /** @description Your own order this phase, held by the server until every seat has ordered */
        LastStarfighterMyOrder: {
            phase: components["schemas"]["LastStarfighterOrderPhase"];
            /** @description A unique label of this order, shown to its owner only */
            label: string;
            order: components["schemas"]["LastStarfighterOrders"];
            nonce: string | null;
        };
        /**
         * @description A phase in which pilots give secret orders
         * @enum {string}
         */
        LastStarfighterOrderPhase: "turret" | "heading" | "fire";
        /** @description A secret order: a turret aim, a heading or a fire declaration */
        LastStarfighterOrders: components["schemas"]["LastStarfighterOrdersAimTurret"] | components["schemas"]["LastStarfighterOrdersSetHeading"] | components["schemas"]["LastStarfighterOrdersFire"];
        /** @description A seat's answer to the re-engage question, null until given */
        LastStarfighterReengageAnswer: {
            seat: string;
            answer: boolean | null;
        };
        /** @description What has been revealed of a turn */
        LastStarfighterTurnReport: {
            turn: number;
            turrets: components["schemas"]["LastStarfighterSeatSector"][];
            headings: components["schemas"]["LastStarfighterSeatHeading"][];
            droneMove: components["schemas"]["LastStarfighterDroneMove"] | null;
            movement: components["schemas"]["LastStarfighterMovement"] | null;
            droneTurret: components["schemas"]["LastStarfighterDroneTurret"] | null;
            /** @description Why the firing phase was skipped this turn, if it was */
            noFire: components["schemas"]["LastStarfighterNoFireReason"] | null;
            shots: components["schemas"]["LastStarfighterShot"][];
            lifeSupport: components["schemas"]["LastStarfighterLifeSupportCount"][];
        };
        /** @description A seat's turret aim (null: not at the pilot) */
        LastStarfighterSeatSector: {
            seat: string;
            sector: number | null;
        };
        /** @description A seat's revealed heading change */
        LastStarfighterSeatHeading: {
            seat: string;
            direction: components["schemas"]["LastStarfighterDirection"];
            clicks: number;
        };
        /** @description How the drone's dice set its heading */
        LastStarfighterDroneMove: {
            /** @description 1–3 clockwise, 4–6 counterclockwise */
            bigDie: number;
            /** @description The clicks asked for */
            littleDie: number;
            direction: components["schemas"]["LastStarfighterDirection"];
            clicks: number;
            /** @description The stabilizer could not make the turn, so it flew straight */
            forcedStraight: boolean;
        };
        /** @description Both wheels through the movement phase */
        LastStarfighterMovement: {
            afterHeadings: components["schemas"]["LastStarfighterSeatWheel"][];
            afterMove: components["schemas"]["LastStarfighterSeatWheel"][];
            /** @description As the turn goes on (reset after a fly-by) */
            final: components["schemas"]["LastStarfighterSeatWheel"][];
            flyBy: boolean;
            disengaging: boolean;
            disengagingStreak: number;
            outOfRange: boolean;
        };
        /** @description One seat's wheel, as that seat reads it */
        LastStarfighterSeatWheel: {
            seat: string;
            viewPort: number;
            view: number;
        };
        /** @description The drone's turret die and whether it points at the pilot */
        LastStarfighterDroneTurret: {
            roll: number;
            bears: boolean;
        };
        /**
         * @description Why a turn had no firing phase
         * @enum {string}
         */
        LastStarfighterNoFireReason: "flyBy" | "outOfRange" | "noWeaponsBear";
        /** @description One laser shot: the 2d6 against the To-Hit Number, and the damage of a hit */
        LastStarfighterShot: {
            seat: string;
            target: string;
            weapon: components["schemas"]["LastStarfighterWeapon"];
            toHit: number;
            dice: number[];
            total: number;
            hit: boolean;
            damage: components["schemas"]["LastStarfighterDamage"] | null;
        };
        /** @description The damage roll of a hit */
        LastStarfighterDamage: {
            dice: number[];
            total: number;
            protectionLost: number;
            protectionLeft: number;
            special: components["schemas"]["LastStarfighterSpecialDamage"] | null;
        };
        /** @description A special damage roll and its effect */
        LastStarfighterSpecialDamage: {
            die: number;
            modifier: number;
            total: number;
            result: components["schemas"]["LastStarfighterSpecialResult"];
            /** @description The laser hit, when the result damages one */
            weapon: components["schemas"]["LastStarfighterWeapon"] | null;
            /** @description Every d6 on the damaged weapon table, re-rolls included */
            weaponRolls: number[];
            /** @description What the result changed, or why nothing */
            effect: string;
        };
        /**
         * @description A row of the special damage table
         * @enum {string}
         */
        LastStarfighterSpecialResult: "stabilizer" | "targeting" | "laser" | "targetingAndLaser" | "lifeSupport" | "blowUp";
        /** @description Turns of life left for a seat whose life support failed */
        LastStarfighterLifeSupportCount: {
            seat: string;
            turnsLeft: number;
        };
        /** @description Allowed nonce lengths */
        LastStarfighterNonceLength: {
            min: number;
            max: number;
        };
        /**
         * @description Where the game stands: buying fleets (pick-up), the placement-order choice, set-up, the turns, or over
         * @enum {string}
         */
        IronStarsPhase: "purchase" | "placementOrder" | "placement" | "play" | "over";
        /**
         * @description The phases of a turn (IS 4.3–4.8)
         * @enum {string}
         */
        IronStarsStep: "initiative" | "activeMovement" | "reactiveMovement" | "activeCombat" | "reactiveCombat" | "end";
        /** @description The playing surface in hundredths of an inch (72" × 48") */
        IronStarsTable: {
            width: number;
            height: number;
        };
        /** @description A side: its edge, its score and its fleet */
        IronStarsSide: {
            seat: string;
            name: string;
            edge: components["schemas"]["IronStarsEdge"];
            /** @description Victory points scored so far (IS 4.2) */
            vp: number;
            /** @description The fleet's point value; null while a hidden purchase is unrevealed */
            fleetPoints: number | null;
            ships: number;
            shipsOnTable: number;
            /** @description Pick-up game: this side has bought its fleet */
            bought: boolean;
        };
        /**
         * @description A side's long table edge (IS 3.2)
         * @enum {string}
         */
        IronStarsEdge: "south" | "north";
        /** @description This turn's initiative roll (IS 4.3) */
        IronStarsInitiative: {
            turn: number;
            /** @description Every round of d6, ties re-rolled */
            rolls: components["schemas"]["IronStarsSeatRoll"][][];
            winner: string;
            tieBrokenByPreviousLoser: boolean;
        };
        /** @description A seat's d6 */
        IronStarsSeatRoll: {
            seat: string;
            /** @description The d6 */
            roll: number;
        };
        /** @description Equal fleets: the d6 roll for placing first (IS 3.3) */
        IronStarsPlacementRoll: {
            /** @description Every round of d6, ties re-rolled */
            rolls: components["schemas"]["IronStarsSeatRoll"][][];
            winner: string;
        };
        /** @description A ship as everyone sees it: the whole record and every damage track are public */
        IronStarsShip: {
            id: string;
            name: string;
            side: string;
            /** @description The book class, or "design" */
            classId: string;
            className: string;
            type: string;
            nation: string;
            sizeClass: components["schemas"]["IronStarsSizeClass"];
            points: number;
            /** @description Victory points per hull hit (IS 2.11) */
            hvp: number;
            placed: boolean;
            /** @description Centre-point; null until placed */
            position: components["schemas"]["IronStarsPoint"] | null;
            /** @description Whole degrees, 0 east, counter-clockwise */
            facing: number;
            /** @description Whole inches (IS 5.8) */
            momentum: number;
            counter: components["schemas"]["IronStarsCounter"];
            /** @description The base's corners, anticlockwise from the front-left; null off the table */
            corners: components["schemas"]["IronStarsPoint"][] | null;
            hull: components["schemas"]["IronStarsHull"];
            /** @description Armour left */
            armour: number;
            /** @description Thrust left */
            thrust: number;
            primary: components["schemas"]["IronStarsBatteryStatus"] | null;
            secondary: components["schemas"]["IronStarsBatteryStatus"] | null;
            light: components["schemas"]["IronStarsLightGuns"];
            torpedoes: components["schemas"]["IronStarsTorpedoes"] | null;
            track: components["schemas"]["IronStarsTrackSection"][];
            equipment: components["schemas"]["IronStarsEquipment"];
            /** @description Torpedo nets deployed (IS 6.16) */
            nets: boolean;
            /** @description Moved in the current movement phase */
            moved: boolean;
            /** @description Fired (or held fire) in the current combat phase */
            fired: boolean;
            destroyed: components["schemas"]["IronStarsDestruction"] | null;
            lastMove: components["schemas"]["IronStarsMovePath"] | null;
            /** @description Where each enemy ship on the table lies from this one */
            sightings: components["schemas"]["IronStarsSighting"][];
        };
        /**
         * @description Size class (IS 2.2): very small to very large
         * @enum {string}
         */
        IronStarsSizeClass: "VS" | "S" | "M" | "L" | "VL";
        /** @description A point on the table in hundredths of an inch: x east and y north of the south-west corner */
        IronStarsPoint: {
            x: number;
            y: number;
        };
        /** @description The counter's base in eighths of an inch (IS 2.2); its diagonals bound the firing arcs */
        IronStarsCounter: {
            widthEighths: number;
            lengthEighths: number;
        };
        /** @description Hull circles */
        IronStarsHull: {
            circles: number;
            filled: number;
            left: number;
            /** @description Circles (1-based) printed as Q */
            q: number[];
        };
        /** @description A gun battery now */
        IronStarsBatteryStatus: {
            /** @description Guns left now */
            guns: number;
            /** @description Guns on the record */
            of: number;
            die: number;
            damage: number;
        };
        /** @description Light guns (d4 x1): left, and on the record */
        IronStarsLightGuns: {
            guns: number;
            of: number;
        };
        /** @description Torpedoes left, on the record, their die and damage value */
        IronStarsTorpedoes: {
            left: number;
            of: number;
            die: number;
            damage: number;
        };
        /** @description A section of the damage location track and its circles */
        IronStarsTrackSection: {
            section: components["schemas"]["IronStarsSection"];
            /** @description First d20 result naming it; null where the record prints "-" */
            from: number | null;
            to: number | null;
            circles: number;
            filled: number;
            left: number;
        };
        /**
         * @description A section of the damage location track (IS 2.8)
         * @enum {string}
         */
        IronStarsSection: "hull" | "armour" | "thrust" | "primary" | "secondary" | "light";
        /** @description Special equipment aboard (IS 7): what a design leaves out it has none of; in play, expended or lost pieces are gone */
        IronStarsEquipment: {
            /**
             * @description Congreve rockets (one piece however many)
             * @default 0
             */
            rockets: number;
            /**
             * @description Fire arrows (one piece however many)
             * @default 0
             */
            fireArrows: number;
            /**
             * @description Mine factors (each a piece)
             * @default 0
             */
            mines: number;
            /**
             * @description The battery that is lightning projectors
             * @default null
             */
            lightningProjectors: components["schemas"]["IronStarsBattery"] | null;
            /** @default false */
            gyroscopicStabilizer: boolean;
            /** @default false */
            keelBombard: boolean;
        };
        /**
         * @description A gun battery that can be lightning projectors (IS 7.3)
         * @enum {string}
         */
        IronStarsBattery: "primary" | "secondary";
        /** @description How and when a ship was lost */
        IronStarsDestruction: {
            cause: components["schemas"]["IronStarsDestroyCause"];
            turn: number;
        };
        /**
         * @description How a ship was lost: its hull was filled, or it left the table (IS 5.7)
         * @enum {string}
         */
        IronStarsDestroyCause: "hull" | "leftTable";
        /** @description A ship's move: from, the pivot, to, and its facings */
        IronStarsMovePath: {
            from: components["schemas"]["IronStarsPoint"];
            /** @description Where the pivot was made; null for a straight or backward move */
            pivot: components["schemas"]["IronStarsPoint"] | null;
            to: components["schemas"]["IronStarsPoint"];
            /** @description Whole degrees, 0 east, counter-clockwise */
            facingBefore: number;
            /** @description Whole degrees, 0 east, counter-clockwise */
            facingAfter: number;
            /** @description Hundredths of an inch moved */
            distance: number;
            backward: boolean;
        };
        /** @description Where an enemy ship on the table lies from this one */
        IronStarsSighting: {
            ship: string;
            /** @description This ship's arc that holds the other's centre-point (two on a diagonal) */
            arcs: components["schemas"]["IronStarsArc"][];
            /** @description Centre to centre, hundredths, rounded down */
            range: number;
            /** @description The terrain feature on the line between them, which stops any attack (IS 6.8); null when clear */
            blockedBy: string | null;
        };
        /**
         * @description A firing arc, bounded by the counter's diagonals (IS 6.2)
         * @enum {string}
         */
        IronStarsArc: "forward" | "aft" | "port" | "starboard";
        /** @description A minefield (IS 7.6): ships whose path crosses it are attacked; it lasts the game */
        IronStarsMinefield: {
            id: string;
            /** @description The ship that laid it */
            layer: string;
            side: string;
            centre: components["schemas"]["IronStarsPoint"];
            /** @description Hundredths of an inch */
            radius: number;
            factors: number;
            turn: number;
        };
        /** @description An optional terrain feature (IS 1.3): a convex octagon fixed for the game */
        IronStarsTerrainFeature: {
            id: string;
            kind: components["schemas"]["IronStarsTerrainKind"];
            centre: components["schemas"]["IronStarsPoint"];
            /** @description The octagon's corners, anticlockwise */
            corners: components["schemas"]["IronStarsPoint"][];
            /** @description A line of fire touching it is blocked (IS 6.8) */
            blocksSight: boolean;
            /** @description A centre-point may not travel across it (IS 5.6) */
            blocksMovement: boolean;
        };
        /**
         * @description An optional terrain feature's kind (IS 1.3, README R24)
         * @enum {string}
         */
        IronStarsTerrainKind: "asteroid" | "meteorites" | "flotsam";
        /** @description A hit rolled this combat phase, applied at its end (IS 6.11) */
        IronStarsPendingHit: {
            target: string;
            firer: string;
            weapon: components["schemas"]["IronStarsWeapon"];
            /** @description The die rolled on the track: 20, or 12 for torpedoes and their kin */
            die: number;
            roll: number;
            section: components["schemas"]["IronStarsSection"];
        };
        /**
         * @description A weapon of a ship (IS 2.5–2.9, IS 7)
         * @enum {string}
         */
        IronStarsWeapon: "primary" | "secondary" | "light" | "torpedoes" | "rockets" | "fireArrows" | "keelBombard";
        /** @description A filled Q circle whose equipment loss is still to be chosen */
        IronStarsEquipmentLoss: {
            ship: string;
            /** @description Kinds already ruled out */
            excluded: components["schemas"]["IronStarsEquipmentKind"][];
        };
        /**
         * @description A kind of special equipment (IS 7)
         * @enum {string}
         */
        IronStarsEquipmentKind: "rockets" | "fireArrows" | "mine" | "lightningProjectors" | "gyroscopicStabilizer" | "keelBombard";
        /** @description Your own fleet purchase, hidden from the other side until both have bought */
        IronStarsMyPurchase: {
            label: string;
            items: components["schemas"]["IronStarsPurchaseItem"][];
            points: number;
        };
        /** @description One ship of a fleet: a book class or a design */
        IronStarsPurchaseItem: components["schemas"]["IronStarsBookShip"] | components["schemas"]["IronStarsDesignedShip"];
        /** @description A ship of a class from the book's records */
        IronStarsBookShip: {
            class: components["schemas"]["IronStarsShipClass"];
        };
        /**
         * @description A ship record printed in the book (IS 2, IS 8.1)
         * @enum {string}
         */
        IronStarsShipClass: "nike" | "gauntlet" | "golem" | "sycorax" | "alpha" | "tsargrad" | "petrograd" | "volga" | "taiZhou" | "minZhou" | "feiYu";
        /** @description A ship of the buyer's own design */
        IronStarsDesignedShip: {
            design: components["schemas"]["IronStarsDesign"];
        };
        /** @description A user-designed ship record (IS 9); its size class and hull VP are derived. */
        IronStarsDesign: {
            /** @description The record's name, e.g. "Dauntless". */
            name: string;
            /**
             * @description Its type, e.g. "Light Cruiser".
             * @default Design
             */
            type: string;
            /** @description Point value, supplied by the designer (the book's construction rules are absent). */
            points: number;
            hull: number;
            armour: number;
            thrust: number;
            /** @default null */
            primary: components["schemas"]["IronStarsGuns"] | null;
            /** @default null */
            secondary: components["schemas"]["IronStarsGuns"] | null;
            /**
             * @description Light guns, d4 x1
             * @default 0
             */
            light: number;
            /** @default null */
            torpedoes: components["schemas"]["IronStarsGuns"] | null;
            track: components["schemas"]["IronStarsTrack"];
            /**
             * @description Hull circles (1-based) printed as Q.
             * @default []
             */
            q: number[];
            /**
             * @default {
             *       "rockets": 0,
             *       "fireArrows": 0,
             *       "mines": 0,
             *       "lightningProjectors": null,
             *       "gyroscopicStabilizer": false,
             *       "keelBombard": false
             *     }
             */
            equipment: components["schemas"]["IronStarsEquipment"];
        };
        /** @description A battery: guns, die and damage value */
        IronStarsGuns: {
            guns: number;
            /** @description Die size: 4, 6, 8, 10 or 12. */
            die: 4 | 6 | 8 | 10 | 12;
            /** @description Damage value: 1–3 for a primary battery, 1–2 for a secondary, 1–5 for torpedoes (IS 2.5–2.7). */
            damage: number;
        };
        /** @description The damage location track: d20 ranges per section, left to right, together covering 1–20; null where the record has none. */
        IronStarsTrack: {
            hull: components["schemas"]["IronStarsTrackRange"] | null;
            armour: components["schemas"]["IronStarsTrackRange"] | null;
            thrust: components["schemas"]["IronStarsTrackRange"] | null;
            primary: components["schemas"]["IronStarsTrackRange"] | null;
            secondary: components["schemas"]["IronStarsTrackRange"] | null;
            light: components["schemas"]["IronStarsTrackRange"] | null;
        };
        /** @description d20 results, inclusive */
        IronStarsTrackRange: {
            from: number;
            to: number;
        };
        /**
         * @description The initiative winner's choice (IS 4.3)
         * @enum {string}
         */
        IronStarsRole: "active" | "reactive";
        /** @description Guns of one weapon fired at one target */
        IronStarsVolley: {
            weapon: components["schemas"]["IronStarsWeapon"];
            /** @description A ship's id, as in the view. */
            target: string;
            /** @description How many guns (torpedoes, rockets…) fire at this target. */
            guns: number;
            /** @description Only for a target exactly on an arc line (IS 6.3): the arc you claim if you win the roll. */
            arc?: components["schemas"]["IronStarsArc"];
        };
        /** @description Buying a fleet: the range its cost must lie in (IS 3.1, R8), the ship limit and the book's classes */
        IronStarsPurchaseBounds: {
            points: components["schemas"]["IronStarsRange"];
            maxShips: number;
            classes: components["schemas"]["IronStarsClassOffer"][];
            /** @description Designs are allowed */
            designs: boolean;
            designLimits: components["schemas"]["IronStarsDesignLimits"] | null;
        };
        /** @description An inclusive range */
        IronStarsRange: {
            min: number;
            max: number;
        };
        /** @description A book class and its point value */
        IronStarsClassOffer: {
            class: components["schemas"]["IronStarsShipClass"];
            name: string;
            type: string;
            points: number;
        };
        /** @description The ranges a design must respect (IS 9, R7) */
        IronStarsDesignLimits: {
            points: components["schemas"]["IronStarsRange"];
            hull: components["schemas"]["IronStarsRange"];
            armour: components["schemas"]["IronStarsRange"];
            thrust: components["schemas"]["IronStarsRange"];
            guns: components["schemas"]["IronStarsRange"];
            primaryDamage: components["schemas"]["IronStarsRange"];
            secondaryDamage: components["schemas"]["IronStarsRange"];
            torpedoDamage: components["schemas"]["IronStarsRange"];
            expendables: components["schemas"]["IronStarsRange"];
            mines: components["schemas"]["IronStarsRange"];
        };
        /** @description Placing a ship: which may be placed now, and the rule its position is under (IS 3.3–3.7) */
        IronStarsPlacementBounds: {
            ships: components["schemas"]["IronStarsPlaceableShip"][];
            facing: components["schemas"]["IronStarsFacingRange"];
            edge: components["schemas"]["IronStarsEdgeRule"] | null;
            ring: components["schemas"]["IronStarsRingRule"] | null;
            nearFriendly: components["schemas"]["IronStarsNearFriendlyRule"] | null;
            awayFromEnemy: components["schemas"]["IronStarsAwayFromEnemyRule"] | null;
            formation: components["schemas"]["IronStarsFormation"] | null;
        };
        /** @description A ship that may be placed now and its starting momentum */
        IronStarsPlaceableShip: {
            ship: string;
            momentum: components["schemas"]["IronStarsRange"];
        };
        /** @description Any whole-degree facing */
        IronStarsFacingRange: {
            /** @constant */
            min: 0;
            /** @constant */
            max: 359;
        };
        /** @description The first ship: at most this far from the side's own edge (IS 3.5) */
        IronStarsEdgeRule: {
            edge: components["schemas"]["IronStarsEdge"];
            /** @description Hundredths of an inch */
            within: number;
        };
        /** @description The second ship: between these distances of the first (IS 3.6) */
        IronStarsRingRule: {
            centre: components["schemas"]["IronStarsPoint"];
            ship: string;
            /** @description Hundredths of an inch */
            minDistance: number;
            /** @description Hundredths of an inch */
            maxDistance: number;
        };
        /** @description Later ships: within this of at least one of these friendly ships (IS 3.7) */
        IronStarsNearFriendlyRule: {
            /** @description Hundredths of an inch */
            within: number;
            ships: components["schemas"]["IronStarsShipAt"][];
        };
        /** @description A placed ship and its centre-point */
        IronStarsShipAt: {
            ship: string;
            position: components["schemas"]["IronStarsPoint"];
        };
        /** @description …and no closer than this to every one of these enemy ships (IS 3.7) */
        IronStarsAwayFromEnemyRule: {
            /** @description Hundredths of an inch */
            atLeast: number;
            ships: components["schemas"]["IronStarsShipAt"][];
        };
        /** @description Scenario One: where a formation ship must stand (IS 8.1) */
        IronStarsFormation: components["schemas"]["IronStarsLineHead"] | components["schemas"]["IronStarsLineAstern"] | components["schemas"]["IronStarsFlank"];
        /** @description The head of a line: under the edge rule */
        IronStarsLineHead: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "lineHead";
        };
        /** @description Astern of the ship ahead, within this distance, each in the other's fore/aft arc */
        IronStarsLineAstern: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "line";
            behind: string;
            /** @description Hundredths of an inch */
            within: number;
            note: string;
        };
        /** @description Beside one of the line ships, within this distance, in its port or starboard arc */
        IronStarsFlank: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "flank";
            lineShips: string[];
            /** @description Hundredths of an inch */
            within: number;
            note: string;
        };
        /** @description Moving: every ship still to move */
        IronStarsMoveBounds: {
            ships: components["schemas"]["IronStarsShipMoveBounds"][];
        };
        /** @description One unmoved ship's move: distances in hundredths, turns in degrees (IS 5) */
        IronStarsShipMoveBounds: {
            ship: string;
            position: components["schemas"]["IronStarsPoint"];
            /** @description Whole degrees, 0 east, counter-clockwise */
            facing: number;
            momentum: number;
            thrust: number;
            /** @description Least total distance (first + second) */
            minDistance: number;
            /** @description Most total distance (first + second) */
            maxDistance: number;
            /** @description False with torpedo nets deployed */
            mayTurn: boolean;
            turn: components["schemas"]["IronStarsTurnLimits"];
            backward: components["schemas"]["IronStarsBackwardLimit"] | null;
            /** @description Mine factors it may lay this move */
            mines: number;
        };
        /** @description The largest turn, in degrees either way */
        IronStarsTurnLimits: {
            /** @description Basic rules: one pivot of up to this, with second ≤ first */
            basic: number | null;
            /** @description Advanced turning: before any move (first = 0) */
            start: number | null;
            /** @description Advanced turning: mid-move (second ≤ first) */
            mid: number | null;
            /** @description Advanced turning: as the last thing done (second = 0) */
            end: number | null;
        };
        /** @description Moving backwards: the most the ship may back (IS 5.9) */
        IronStarsBackwardLimit: {
            /** @description Hundredths of an inch */
            maxDistance: number;
        };
        /** @description Firing: every ship still to fire (IS 6) */
        IronStarsFireBounds: {
            ships: components["schemas"]["IronStarsShipFireBounds"][];
        };
        /** @description One ship's weapons that can fire, with their targets */
        IronStarsShipFireBounds: {
            ship: string;
            weapons: components["schemas"]["IronStarsWeaponBounds"][];
        };
        /** @description A weapon that can fire and the targets it reaches */
        IronStarsWeaponBounds: {
            weapon: components["schemas"]["IronStarsWeapon"];
            guns: number;
            /** @description Die size: 4, 6, 8, 10 or 12 */
            die: 4 | 6 | 8 | 10 | 12;
            damage: number;
            /** @description Reaches targets closer than this */
            maxRange: number;
            /** @description Light guns: most into any one arc */
            perArc: number | null;
            targets: components["schemas"]["IronStarsTargetBounds"][];
        };
        /** @description A target a weapon reaches */
        IronStarsTargetBounds: {
            target: string;
            /** @description Its arc from the firer (two on a diagonal) */
            arcs: components["schemas"]["IronStarsArc"][];
            /** @description Centre to centre, hundredths */
            range: number;
            targetNumber: number;
            /** @description Most that may fire at it */
            maxGuns: number;
        };
        /** @description Setting torpedo nets: each net-carrying ship and whether its nets are deployed now (IS 6.16) */
        IronStarsNetsBounds: {
            ships: components["schemas"]["IronStarsNetsStatus"][];
        };
        /** @description A ship's nets now */
        IronStarsNetsStatus: {
            ship: string;
            deployed: boolean;
        };
        /**
         * @description The Assault Combat Results Table as printed, or with its four anomalous rows smoothed (README, R8)
         * @enum {string}
         */
        BarnardsStarAssaultTable: "printed" | "smoothed";
        /** @description The Naronian counter mix that bounds the purchase (README, R3) */
        BarnardsStarNaronianMix: {
            /**
             * @description Battleships in the Naronian counter mix.
             * @default 3
             */
            BB: number;
            /**
             * @description Battlecruisers in the Naronian counter mix.
             * @default 4
             */
            BC: number;
            /**
             * @description Destroyers in the Naronian counter mix.
             * @default 6
             */
            DD: number;
            /**
             * @description Jump troop battalions (each with its transport) in the Naronian counter mix.
             * @default 6
             */
            jumpBattalions: number;
            /**
             * @description Regular battalions (each with its transport) in the Naronian counter mix.
             * @default 6
             */
            regularBattalions: number;
        };
        /** @description The ships put in the Terran bowl (README, R3) */
        BarnardsStarTerranBowl: {
            /**
             * @description Dreadnoughts in the bowl.
             * @default 2
             */
            DN: number;
            /**
             * @description Battleships in the bowl.
             * @default 3
             */
            BB: number;
            /**
             * @description Battlecruisers in the bowl.
             * @default 4
             */
            BC: number;
            /**
             * @description Destroyers in the bowl.
             * @default 6
             */
            DD: number;
            /**
             * @description Transports in the bowl, each loaded with a regular battalion.
             * @default 3
             */
            TN: number;
            /**
             * @description Transports marked with the asterisk, each loaded with a jump troop battalion.
             * @default 1
             */
            jumpTN: number;
        };
        /**
         * @description How a jump drop is judged (BS 10.3, README R18)
         * @enum {string}
         */
        BarnardsStarJumpDrops: "pattern" | "chained";
        /**
         * @description Which troops the victory conditions count as not eliminated (BS 16.4, README R12)
         * @enum {string}
         */
        BarnardsStarVictoryTroops: "drawn" | "atBarnardsStar" | "withBowl";
        /**
         * @description Which neutralized attackers fall back at once (BS 12.4, README R25)
         * @enum {string}
         */
        BarnardsStarNeutralizedAttackers: "each" | "all";
        /**
         * @description What a side's screened ships do once its firing line is shot empty (BS 6.1, README R11)
         * @enum {string}
         */
        BarnardsStarEmptyLine: "screenJoins" | "screenStays";
        /**
         * @description The two sides, which are also the seats
         * @enum {string}
         */
        BarnardsStarSide: "naronian" | "terran";
        /**
         * @description Where a player turn stands (BS 4.0): set-up, then the phases that owe decisions, or over
         * @enum {string}
         */
        BarnardsStarPhase: "setup" | "dispatch" | "spaceCombat" | "movement" | "transportation" | "interaction" | "defense" | "combat" | "over";
        /** @description The map of BS.03.04 (BS 2.1; reconstructed, README R4) */
        BarnardsStarMap: {
            version: string;
            cols: number;
            rows: number;
            /**
             * @description Flat-topped hexes, odd columns half a hex lower; id = row × cols + col
             * @constant
             */
            layout: "odd-q";
            /** @description Set-up keeps this many hexes from the edge (BS 16.2) */
            edgeMargin: number;
            /** @description Beacons are set up at least this far apart (BS 16.2) */
            beaconSpacing: number;
            /** @description The ground of every hex, by hex id */
            terrain: components["schemas"]["BarnardsStarGround"][];
            /** @description Hexes with a volcano (standing on the ground in terrain) */
            volcanoes: number[];
        };
        /**
         * @description A hex's ground (BS T5); a volcano stands on one of these
         * @enum {string}
         */
        BarnardsStarGround: "clear" | "lava" | "crevassed" | "mountain";
        /** @description An occupied hex and the units in it */
        BarnardsStarHex: {
            /** @description A hex id: row × 34 + column */
            hex: number;
            units: components["schemas"]["BarnardsStarUnit"][];
        };
        /** @description A unit or ship as the viewer may see it; values are the current ones (neutralization applied) */
        BarnardsStarUnit: {
            id: string;
            side: components["schemas"]["BarnardsStarSide"];
            /** @description Null when the viewer may not know what it is (a Terran reinforcement not yet arrived) */
            kind: components["schemas"]["BarnardsStarUnitKind"] | null;
            /** @description Hidden from the other side (a reinforcement or the Naronian force before arrival) */
            hidden: boolean;
            /** @description A transport marked with the asterisk (it carries jump troops); null when hidden */
            jump: boolean | null;
            neutralized: boolean;
            /** @description Support strength now; null where the counter has none or it is hidden */
            support: number | null;
            /** @description Support range in hexes */
            range: number | null;
            /** @description Assault strength now */
            assault: number | null;
            /** @description Movement allowance now */
            movement: number | null;
            /** @description Movement points left this movement phase (the phasing side's units on the map) */
            movementLeft: number | null;
            /** @description In the movement phase: every hex the unit can still reach, with its cost */
            reach: components["schemas"]["BarnardsStarReach"][] | null;
            /** @description Entered an enemy zone of control this phase (BS 8.0) */
            stopped: boolean;
            /** @description Support used this combat phase, or fired in this turn's planetary defense */
            supportUsed: boolean;
            /** @description Landed or dropped in this space–planet interaction phase */
            landing: boolean;
            area: components["schemas"]["BarnardsStarArea"] | null;
            /** @description The bowl counter's label (the Terran's own view only) */
            label: string | null;
            /** @description What a transport carries, as far as the viewer may know */
            cargo: components["schemas"]["BarnardsStarUnit"][];
        };
        /**
         * @description A counter (BS 2.2): jump troops, regulars, support troops, transportation points, beacons, planetary defense batteries; dreadnoughts, battleships, battlecruisers, destroyers, transports
         * @enum {string}
         */
        BarnardsStarUnitKind: "JTr" | "Reg" | "Sup" | "TP" | "B" | "PD" | "DN" | "BB" | "BC" | "DD" | "TN";
        /** @description A hex a unit can still reach this movement phase and the movement points it costs (BS 7.0) */
        BarnardsStarReach: {
            /** @description A hex id: row × 34 + column */
            hex: number;
            /** @description Movement points it costs */
            cost: number;
        };
        /**
         * @description Space combat: the firing line or the screened area (BS 6.1)
         * @enum {string}
         */
        BarnardsStarArea: "line" | "screen";
        /** @description Ships off the planet */
        BarnardsStarSpace: {
            /** @description Naronian ships in the Barnard's Star system */
            naronian: components["schemas"]["BarnardsStarUnit"][];
            /** @description Terran ships in the Barnard's Star system */
            terran: components["schemas"]["BarnardsStarUnit"][];
            /** @description Ships on close approach missions, by the hex they fly over (BS 10.5) */
            approach: components["schemas"]["BarnardsStarHex"][];
            /** @description Terran ships at Sol; a reinforcement not yet arrived shows without its kind to the Naronian */
            sol: components["schemas"]["BarnardsStarUnit"][];
            /** @description The Naronian force at Kruger 60 before it arrives (the Naronian's view only) */
            kruger: components["schemas"]["BarnardsStarUnit"][];
        };
        /** @description A game turn on the turn track */
        BarnardsStarTurnTrackEntry: {
            turn: number;
            /** @description No beacon helps navigation this turn (BS 15.0) */
            eclipse: boolean;
            /** @description Terran ships due this turn (BS 5.2) */
            arrivals: components["schemas"]["BarnardsStarUnit"][];
        };
        /** @description The Terran reinforcement bowl (BS 16.3) */
        BarnardsStarBowl: {
            /** @description Counters left in it */
            count: number;
            /** @description Which: the Terran's own view only */
            counters: components["schemas"]["BarnardsStarBowlCounter"][] | null;
        };
        /** @description An undrawn counter of the Terran bowl */
        BarnardsStarBowlCounter: {
            label: string;
            kind: components["schemas"]["BarnardsStarShipKind"];
            /** @description A transport with the asterisk: it carries a jump battalion */
            jump: boolean;
        };
        /**
         * @description A ship counter of the Terran bowl
         * @enum {string}
         */
        BarnardsStarShipKind: "DN" | "BB" | "BC" | "DD" | "TN";
        /** @description The Naronian purchase (BS 16.1): the Naronian's own, everyone's once it has arrived */
        BarnardsStarForce: {
            confirmed: boolean;
            /** @description Points to spend; null for others until the force arrives */
            points: number | null;
            spent: number | null;
            left: number | null;
            bought: components["schemas"]["BarnardsStarBought"][] | null;
        };
        /** @description How many of one item the force holds */
        BarnardsStarBought: {
            item: components["schemas"]["BarnardsStarPurchase"];
            count: number;
        };
        /**
         * @description An item of the Naronian force (BS 16.1): a warship, or a battalion with its transport
         * @enum {string}
         */
        BarnardsStarPurchase: "BB" | "BC" | "DD" | "jumpBattalion" | "regularBattalion";
        /** @description Space combat under way (BS 6) */
        BarnardsStarSpaceCombat: {
            stage: components["schemas"]["BarnardsStarSpaceCombatStage"];
            /** @description The side forming its line */
            forming: components["schemas"]["BarnardsStarSide"] | null;
            /** @description The side whose exchange it is */
            firing: components["schemas"]["BarnardsStarSide"];
            /** @description Fire allocated so far in this exchange */
            allocations: components["schemas"]["BarnardsStarFireAllocation"][];
            /** @description Exchanges fired so far */
            exchanges: number;
        };
        /**
         * @description form: the sides form their lines, defender first; exchange: fire (BS 6.1)
         * @enum {string}
         */
        BarnardsStarSpaceCombatStage: "form" | "exchange";
        /** @description A ship and the target it fires at */
        BarnardsStarFireAllocation: {
            ship: string;
            target: string;
        };
        /** @description The battle under way (BS 12–14) */
        BarnardsStarBattle: {
            kind: components["schemas"]["BarnardsStarBattleKind"];
            /** @description A hex id: row × 34 + column */
            hex: number;
            attacker: components["schemas"]["BarnardsStarSide"];
            attackers: string[];
            defenders: string[];
            support: components["schemas"]["BarnardsStarBattleSupport"];
            step: components["schemas"]["BarnardsStarBattleStep"] | null;
            /** @description The assault die roll modifier from support fire (BS 12.2) */
            modifier: number;
            result: components["schemas"]["BarnardsStarAssaultResult"] | null;
            /** @description Where the attackers retreated after a W: the counterattack's hex */
            retreatHex: number | null;
        };
        /**
         * @description assault: an attack in the combat phase (BS 12); overrun: in the movement phase (BS 14); counterattack: after a W (BS 12.4); bombardment: support fire alone (BS 13)
         * @enum {string}
         */
        BarnardsStarBattleKind: "assault" | "overrun" | "counterattack" | "bombardment";
        /** @description Support allocated so far, alternating (BS 12.1) */
        BarnardsStarBattleSupport: {
            /** @description Whose turn it is to add a unit or decline */
            turn: components["schemas"]["BarnardsStarSide"];
            /** @description The side that declined first */
            declined: components["schemas"]["BarnardsStarSide"] | null;
            /** @description The attacker's supporting units */
            attacker: string[];
            /** @description The defender's supporting units */
            defender: string[];
        };
        /**
         * @description The battle's current step: support allocation, pressing the assault, choosing losses, a retreat, support fire without support, the counterattack decision, the counterattack's moves (BS 12)
         * @enum {string}
         */
        BarnardsStarBattleStep: "support" | "press" | "lose" | "retreat" | "fire" | "counter" | "counterMoves";
        /**
         * @description An Assault Combat Results Table result (BS T4, BS 12.4)
         * @enum {string}
         */
        BarnardsStarAssaultResult: "W" | "C" | "X" | "P" | "H" | "E";
        /** @description A jump battalion dropping, one company at a time (BS 10.3) */
        BarnardsStarDropping: {
            ship: string;
            /** @description Jump troops already down */
            dropped: string[];
        };
        /** @description The counts the victory conditions read (BS 16.4) */
        BarnardsStarVictory: {
            beacons: number;
            functioningBeacons: number;
            sides: components["schemas"]["BarnardsStarSideStatus"][];
            /** @description The optional turn limit (BS 20.3); null: none, play goes on until a side wins (or the safety bound) */
            turnLimit: number | null;
        };
        /** @description What the victory conditions count for a side (BS 16.4, README R12) */
        BarnardsStarSideStatus: {
            side: components["schemas"]["BarnardsStarSide"];
            troopsInBattle: number;
            troopsOnMap: number;
            shipsInSystem: number;
        };
        /** @description Overrides of the reconstructed factors, by ship type (README R1, R2) */
        DoubleStarShipFactors: {
            [key: string]: components["schemas"]["DoubleStarFactorOverride"];
        };
        /** @description An override of a ship type's reconstructed factors; a factor left out keeps the reconstruction */
        DoubleStarFactorOverride: {
            defense?: number;
            movement?: number;
        };
        /**
         * @description The two sides, which are also the seats
         * @enum {string}
         */
        DoubleStarSide: "islamic" | "chinese";
        /**
         * @description The three scenarios (DS 10)
         * @enum {string}
         */
        DoubleStarScenario: "sneakAttack" | "armageddon" | "raid";
        /**
         * @description Where the game-turn stands (DS 2): set-up, a player-turn's movement or combat, the interim phase, or over
         * @enum {string}
         */
        DoubleStarPhase: "setup" | "movement" | "combat" | "interim" | "over";
        /**
         * @description The step of set-up under way (DS 9, DS 8.1, DS 10.3)
         * @enum {string}
         */
        DoubleStarSetupStep: "worlds" | "population" | "industry" | "forces" | "targets";
        /** @description The map (reconstructed, README R3): one hex grid in axial coordinates */
        DoubleStarMap: {
            /** @description Hex ids run from 0 to hexCount - 1 */
            hexCount: number;
            /** @description Axial q of every hex, by hex id */
            q: number[];
            /** @description Axial r of every hex, by hex id (pointy-top hexes) */
            r: number[];
            stars: components["schemas"]["DoubleStarStar"][];
            paths: components["schemas"]["DoubleStarOrbitalPath"][];
            /** @description Facings 0-5 and the axial direction each points to */
            facings: string[];
            scale: string;
            /** @description Which way bodies move along their paths */
            spin: string;
        };
        /** @description A star and its system (DS 1) */
        DoubleStarStar: {
            /** @description an-nur or az-zarr */
            id: string;
            name: string;
            chineseName: string;
            /** @description Spectral class */
            spectral: string;
            /** @description The side whose home system it anchors */
            side: components["schemas"]["DoubleStarSide"];
            /** @description A hex id of the map grid */
            hex: number;
            q: number;
            r: number;
            /** @description Radius of the system's outermost orbit (DS 7, DS 10.1) */
            outermostOrbit: number;
        };
        /** @description An orbital path (reconstructed, README R3, R5) */
        DoubleStarOrbitalPath: {
            id: string;
            /** @description The star it circles */
            star: string;
            /** @description Ring radius in hexes; null for Lu's eccentric path */
            radius: number | null;
            /** @description Hex ids in the direction of spin */
            hexes: number[];
        };
        /** @description A world, moon or planetoid: where it is, how it moves, and its surface chart (README R4) */
        DoubleStarBody: {
            id: string;
            name: string;
            /** @description What the name means, where the book gives it */
            meaning: string | null;
            /** @description The side whose system it belongs to */
            side: components["schemas"]["DoubleStarSide"];
            disc: components["schemas"]["DoubleStarDisc"];
            /** @description The star of its system */
            star: string;
            source: components["schemas"]["DoubleStarBodySource"];
            /** @description The hex it is in; -1 while unplaced or gone */
            hex: number;
            motion: components["schemas"]["DoubleStarMotion"];
            /** @description The orbital path it follows (motion orbit) */
            path: string | null;
            /** @description Its place along that path (motion orbit) */
            pathIndex: number | null;
            /** @description The body it is tied to (motion tied) */
            tiedTo: string | null;
            /** @description A free planetoid's facing */
            facing: number | null;
            /** @description A free planetoid's speed */
            speed: number | null;
            surface: components["schemas"]["DoubleStarSurfaceHex"][];
        };
        /**
         * @description A body's size: large worlds, small discs (which can be pulled from orbit)
         * @enum {string}
         */
        DoubleStarDisc: "large" | "small";
        /**
         * @description Whether a body and its name come from the book or are reconstructed (README R4)
         * @enum {string}
         */
        DoubleStarBodySource: "book" | "reconstructed";
        /**
         * @description How a body moves: not yet placed, along an orbital path, tied to another body, free (a planetoid under way), or gone
         * @enum {string}
         */
        DoubleStarMotion: "unplaced" | "orbit" | "tied" | "free" | "gone";
        /** @description A hex of a surface chart and the counters on it (DS 3.1, 3.2) */
        DoubleStarSurfaceHex: {
            site: components["schemas"]["DoubleStarSite"];
            ocean: boolean;
            owner: components["schemas"]["DoubleStarSide"] | null;
            population: number;
            industry: number;
            planetaryDefenses: number;
            /** @description New planetary defences not yet emplaced (README D5) */
            planetaryDefensesMovable: number;
            bases: number;
            /** @description New bases not yet emplaced (README D5) */
            basesMovable: number;
            powerPlants: number;
            /** @description Ships landed here */
            ships: string[];
        };
        /**
         * @description A hex of a surface chart: N and S the two faces of the pole (a planetoid's two hemispheres), E1-E6 the equator (DS 3.1)
         * @enum {string}
         */
        DoubleStarSite: "N" | "S" | "E1" | "E2" | "E3" | "E4" | "E5" | "E6";
        /** @description A ship and its factors in play (DS 1; defence and movement reconstructed, README R1, R2) */
        DoubleStarShip: {
            id: string;
            side: components["schemas"]["DoubleStarSide"];
            kind: components["schemas"]["DoubleStarShipKind"];
            name: string;
            attack: number;
            defense: number;
            movement: number;
            location: components["schemas"]["DoubleStarLocation"];
            /** @description Its hex; a landed ship's is its body's */
            hex: number;
            /** @description The body it landed on */
            body: string | null;
            /** @description The surface hex it landed in */
            site: components["schemas"]["DoubleStarSite"] | null;
            /** @description 0-5, the hex kit's directions (map.facings) */
            facing: number;
            disrupted: boolean;
            cargo: components["schemas"]["DoubleStarInstallation"] | null;
            /** @description The command ship of its task force */
            taskForce: string | null;
            /** @description The body it orbits, in that body's hex (DS 4.4) */
            orbiting: string | null;
            /** @description Newly produced and not yet taken off */
            fresh: boolean;
            /** @description Has moved or held in this movement phase */
            moved: boolean;
        };
        /**
         * @description A ship type (DS 1, counter identification chart)
         * @enum {string}
         */
        DoubleStarShipKind: "battleship" | "battleCruiser" | "cruiser" | "commandShip" | "destroyer" | "fightingTransport" | "transport" | "robotFighter" | "orbitalFighter";
        /**
         * @description In space (hex) or landed on a surface (body and site)
         * @enum {string}
         */
        DoubleStarLocation: "space" | "surface";
        /**
         * @description A surface counter that can be bought, carried or relocated
         * @enum {string}
         */
        DoubleStarInstallation: "base" | "planetaryDefense" | "powerPlant";
        /** @description A task force on the fleet composition chart (DS 5), named by its command ship */
        DoubleStarTaskForce: {
            /** @description Its command ship */
            id: string;
            side: components["schemas"]["DoubleStarSide"];
            /** @description Its command ship's hex; -1 while that ship is landed */
            hex: number;
            /** @description 0-5, the hex kit's directions (map.facings) */
            facing: number;
            members: string[];
            /** @description Formation counters held (DS 7) */
            formations: components["schemas"]["DoubleStarFormation"][];
        };
        /**
         * @description A formation counter (DS 6.2)
         * @enum {string}
         */
        DoubleStarFormation: "cone" | "wedge" | "cylinder" | "globe";
        /** @description A side's budgets and holdings (DS 8, DS 9) */
        DoubleStarSideStatus: {
            side: components["schemas"]["DoubleStarSide"];
            /** @description Set-up budget left */
            budget: number;
            /** @description The contingency fund (DS 8.3) */
            contingency: number;
            /** @description Production points (DS 8.2) */
            production: number;
            transportsBought: number;
            commandShipsLost: number;
            /** @description Ships converted into command ships */
            conversions: number;
            populationToPlace: number;
            industryToPlace: number;
            population: number;
            industry: number;
            /** @description Formation counters not held by any task force */
            formationPool: components["schemas"]["DoubleStarFormationCount"][];
            /** @description Industry destroyed so far, by world */
            industryLost: components["schemas"]["DoubleStarIndustryLost"][];
            /** @description Raid: whether the side has designated its target (which stays secret) */
            targetDesignated: boolean;
        };
        /** @description Counters of one formation */
        DoubleStarFormationCount: {
            formation: components["schemas"]["DoubleStarFormation"];
            count: number;
        };
        /** @description Industry destroyed on one world */
        DoubleStarIndustryLost: {
            world: string;
            count: number;
        };
        /** @description The turn record chart */
        DoubleStarTurnRecord: {
            turn: number;
            /** @description The turn the game ends after, as known now */
            lastTurn: number;
            /** @description Orbital movement and training at the end of this turn (README R9) */
            shaded: boolean;
            /** @description Sneak Attack: the turn a Chinese ship first crossed the outermost Islamic orbit */
            crossedOnTurn: number | null;
            orders: components["schemas"]["DoubleStarProductionOrder"][];
        };
        /** @description Production on the turn record chart (DS 8.5) */
        DoubleStarProductionOrder: {
            id: string;
            side: components["schemas"]["DoubleStarSide"];
            item: components["schemas"]["DoubleStarProduct"];
            /** @description The turn whose interim phase delivers it */
            arrives: number;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            emergency: boolean;
        };
        /**
         * @description What can be produced during the game (DS 8.2)
         * @enum {string}
         */
        DoubleStarProduct: "robotFighter" | "orbitalFighter" | "powerPlant";
        /** @description The battle in one hex (DS 6) */
        DoubleStarCombat: {
            id: number;
            /** @description A hex id of the map grid */
            hex: number;
            /** @description The phasing side */
            attacker: components["schemas"]["DoubleStarSide"];
            step: components["schemas"]["DoubleStarCombatStep"];
            round: number;
            /** @description Formations in force, once both sides are ready */
            groups: components["schemas"]["DoubleStarGroup"][];
            declaring: components["schemas"]["DoubleStarDeclaring"][];
            designations: components["schemas"]["DoubleStarDesignation"][];
            /** @description This round's results, not yet implemented */
            results: components["schemas"]["DoubleStarShot"][];
            breakingOff: components["schemas"]["DoubleStarSide"] | null;
            /** @description The side whose survivors must withdraw now */
            withdrawing: components["schemas"]["DoubleStarSide"] | null;
            strikes: components["schemas"]["DoubleStarStrike"][];
            planetaryDefenses: components["schemas"]["DoubleStarPdBattery"][];
            /** @description Planetoids impacting in this hex */
            impacts: string[];
            /** @description A 'des' strike waiting for the attacker's choice */
            lossChoice: components["schemas"]["DoubleStarStrike"] | null;
            /** @description Hexes still to be fought this phase */
            queue: number[];
        };
        /**
         * @description Where the battle in a hex stands (DS 6.1)
         * @enum {string}
         */
        DoubleStarCombatStep: "formations" | "screens" | "attackerFire" | "defenderFire" | "withdraw" | "strikes" | "pdFire" | "resolving" | "strikeLoss";
        /** @description A formation: a task force's ships under a counter, back-ups beneath (DS 6.8) */
        DoubleStarGroup: {
            id: string;
            side: components["schemas"]["DoubleStarSide"];
            /** @description The command ship of its task force */
            taskForce: string;
            /** @description The counter in force first, back-ups beneath */
            counters: components["schemas"]["DoubleStarFormation"][];
            ships: string[];
            /** @description Screened ships (wedge, cylinder) */
            screened: string[];
            /** @description The round the counter in force was assumed */
            formedRound: number;
        };
        /** @description A side declaring formations, and whether it is ready */
        DoubleStarDeclaring: {
            side: components["schemas"]["DoubleStarSide"];
            ready: boolean;
        };
        /** @description A firing unit and its target this round (DS 6.9) */
        DoubleStarDesignation: {
            side: components["schemas"]["DoubleStarSide"];
            /** @description A group id or a scattered ship */
            unit: string;
            /** @description The ship fired at; null when the unit holds its fire */
            target: string | null;
            /** @description The formation the target was in when fired on */
            targetGroup: string | null;
        };
        /** @description One attack on the Combat Results Table (DS 6.11) */
        DoubleStarShot: {
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
            target: string;
            attack: number;
            defense: number;
            die: number;
            result: components["schemas"]["DoubleStarShipResult"];
            /** @description A formed globe's first fire, implemented at once (DS 6.10) */
            firstFire: boolean;
        };
        /**
         * @description A ship-to-ship Combat Results Table result (DS 6.11): disrupted, eliminated, formation broken, or no effect (-)
         * @enum {string}
         */
        DoubleStarShipResult: "-" | "D" | "E" | "B";
        /** @description A surface strike declared (DS 6.14) */
        DoubleStarStrike: {
            ship: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description The planetary defences of a hex and the shots they have left (DS 6.13) */
        DoubleStarPdBattery: {
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            /** @description Shots left */
            shots: number;
        };
        /** @description Your own formation declaration in progress (secret until both sides are ready, README D8) */
        DoubleStarDraft: {
            groups: components["schemas"]["DoubleStarDraftGroup"][];
            /** @description The group being filled */
            open: string | null;
            ready: boolean;
        };
        /** @description A group of your own secret declaration, with its label */
        DoubleStarDraftGroup: {
            id: string;
            side: components["schemas"]["DoubleStarSide"];
            /** @description The command ship of its task force */
            taskForce: string;
            /** @description The counter in force first, back-ups beneath */
            counters: components["schemas"]["DoubleStarFormation"][];
            ships: string[];
            /** @description Screened ships (wedge, cylinder) */
            screened: string[];
            /** @description The round the counter in force was assumed */
            formedRound: number;
            /** @description The label of this secret declaration */
            label: string;
        };
        /** @description A planetoid impact declared, resolved in its owner's combat phase (DS 4.10) */
        DoubleStarImpact: {
            planetoid: string;
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description A raid's target world (DS 10.3) */
        DoubleStarRaidTarget: {
            side: components["schemas"]["DoubleStarSide"];
            world: string;
            label: string;
        };
        /**
         * @description What set-up can buy (DS 8.1): a ship or an installation
         * @enum {string}
         */
        DoubleStarBuyItem: "battleship" | "battleCruiser" | "cruiser" | "commandShip" | "destroyer" | "fightingTransport" | "transport" | "robotFighter" | "orbitalFighter" | "base" | "planetaryDefense" | "powerPlant";
        /** @description DS 6.13: a ship of yours will strike this enemy surface hex (and comes into range of planetary defences). */
        DoubleStarStrikeSurface: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "strike";
            ship: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /**
         * @description What a 'des' strike result may destroy (DS 6.14)
         * @enum {string}
         */
        DoubleStarLossItem: "planetaryDefense" | "powerPlant" | "base" | "ship";
        /**
         * @description A power plant's effect on a free planetoid (DS 4.8): speed ±1, or a turn of one hex side
         * @enum {string}
         */
        DoubleStarThrustChange: "accelerate" | "decelerate" | "turnLeft" | "turnRight";
        /** @description placePopulation: any amount in the range, not only those listed (DS 9.2) */
        DoubleStarPopulationBounds: {
            amount: components["schemas"]["DoubleStarAmountRange"];
        };
        /** @description The amounts a decision takes, inclusive */
        DoubleStarAmountRange: {
            min: number;
            max: number;
        };
        /** @description buyForces and production: orderProduction may name any arrival turn from the earliest on (DS 8.5) */
        DoubleStarArrivalBounds: {
            arrivalTurn: components["schemas"]["DoubleStarArrivalRange"];
        };
        /** @description The earliest arrival turns an order may name (any later turn will do) */
        DoubleStarArrivalRange: {
            /** @description Paid from the production budget: six turns on (DS 8.5) */
            earliest: number;
            /** @description Emergency production: four turns on (DS 8.3) */
            earliestEmergency: number;
        };
        /** @description A card was placed on the chart */
        StarBattleCardPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CardPlaced";
            seat: string;
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            at: components["schemas"]["StarBattlePos"];
            core: boolean;
        };
        /** @description A lord chose his Home Base */
        StarBattleHomeBaseChosen: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "HomeBaseChosen";
            seat: string;
            at: components["schemas"]["StarBattlePos"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
        };
        /** @description Set-up ended; play begins */
        StarBattleStageTwoBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "StageTwoBegan";
            first: string;
        };
        /** @description Ships were given to a lord */
        StarBattleShipsCommissioned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipsCommissioned";
            seat: string;
            at: components["schemas"]["StarBattlePos"];
            scouts: number;
            dreadnoughts: number;
            /**
             * @description stage-two: the ships every lord starts play with; bonus: for holding the Core or Home Bases
             * @enum {string}
             */
            reason: "stage-two" | "bonus";
        };
        /** @description A lord drew cards; only he sees which */
        StarBattleCardsDrawn: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CardsDrawn";
            seat: string;
            count: number;
            /** @description The cards drawn: in the drawing lord's copy only */
            cards?: string[];
        };
        /** @description The discard pile became the deck */
        StarBattleDeckReshuffled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DeckReshuffled";
            size: number;
            /** @description Cards discarded by the current action, kept face up as the new discard pile */
            kept: number;
        };
        /** @description A lord's turn began */
        StarBattleTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnBegan";
            seat: string;
            number: number;
            freeMoves: number;
        };
        /** @description A ship was built */
        StarBattleShipBuilt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipBuilt";
            seat: string;
            at: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            /** @description A Scout built or moved on a suit match earned a free move */
            freeMoveEarned: boolean;
            /** @description The action was a free move */
            freeMoveSpent: boolean;
        };
        /** @description A face-down card was turned up */
        StarBattleCardTurnedUp: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CardTurnedUp";
            at: components["schemas"]["StarBattlePos"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
        };
        /** @description A ship moved */
        StarBattleShipMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipMoved";
            seat: string;
            from: components["schemas"]["StarBattlePos"];
            to: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            /** @description A Scout built or moved on a suit match earned a free move */
            freeMoveEarned: boolean;
            /** @description The action was a free move */
            freeMoveSpent: boolean;
        };
        /** @description A move onto a face-down card failed once it was turned up */
        StarBattleMoveFailed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MoveFailed";
            seat: string;
            from: components["schemas"]["StarBattlePos"];
            to: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            /**
             * @description Why the card turned up refused the ship
             * @enum {string}
             */
            reason: "DISCARD_TOO_LOW" | "SUIT_MISMATCH";
            /** @description The action was a free move */
            freeMoveSpent: boolean;
        };
        /** @description A Star System was replaced */
        StarBattleSystemRebuilt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SystemRebuilt";
            seat: string;
            at: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            removed: string;
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            /** @description The action was a free move */
            freeMoveSpent: boolean;
        };
        /** @description A lord discarded cards */
        StarBattleCardsDiscarded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CardsDiscarded";
            seat: string;
            cards: string[];
            /** @description The action was a free move */
            freeMoveSpent: boolean;
        };
        /** @description A lord's turn ended */
        StarBattleTurnEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnEnded";
            seat: string;
            number: number;
            freeMovesLost: number;
        };
        /** @description A lord chose not to fight */
        StarBattleBattleDeclined: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BattleDeclined";
            seat: string;
            at: components["schemas"]["StarBattlePos"];
            against: string;
        };
        /** @description A battle was fought */
        StarBattleBattleFought: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BattleFought";
            at: components["schemas"]["StarBattlePos"];
            /** @description The lord who initiated the battle */
            attacker: string;
            defender: string;
            /** @enum {string} */
            method: "ordinary" | "decisive" | "tabular";
            rounds: components["schemas"]["StarBattleBattleRound"][];
            /** @description Ships each lord lost */
            losses: {
                [key: string]: components["schemas"]["StarBattleShips"];
            };
            /** @description Ships each lord kept on the card */
            survivors: {
                [key: string]: components["schemas"]["StarBattleShips"];
            };
        };
        /** @description A lord lost his last ship */
        StarBattleLordEliminated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LordEliminated";
            seat: string;
            discarded: string[];
        };
        /** @description A lord left the game */
        StarBattleLordResigned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LordResigned";
            seat: string;
            discarded: string[];
        };
        /** @description The game ended */
        StarBattleGameEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameEnded";
            winners: string[];
            kind: components["schemas"]["VictoryKind"];
            reason: string;
            /** @description Final scores by seat, where the game keeps them */
            scores?: {
                [key: string]: number;
            };
        };
        /** @description A seat took its starfighter */
        LastStarfighterShipChosen: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipChosen";
            seat: string;
            card: components["schemas"]["LastStarfighterShipCard"];
            /** @description Handed the ship left over rather than choosing */
            assigned: boolean;
        };
        /** @description The starting dice set both wheels */
        LastStarfighterStartingPositionsRolled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "StartingPositionsRolled";
            rolls: components["schemas"]["LastStarfighterSeatRoll"][];
            wheels: components["schemas"]["LastStarfighterSeatWheel"][];
        };
        /** @description A turn began */
        LastStarfighterTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnBegan";
            turn: number;
        };
        /** @description A secret order was given; only its seat sees which */
        LastStarfighterOrderGiven: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrderGiven";
            seat: string;
            phase: components["schemas"]["LastStarfighterOrderPhase"];
            /** @description The order: in its own seat's copy only */
            order?: components["schemas"]["LastStarfighterOrders"];
        };
        /** @description A seat committed to a sealed order */
        LastStarfighterOrdersCommitted: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrdersCommitted";
            seat: string;
            phase: components["schemas"]["LastStarfighterOrderPhase"];
            hash: string;
        };
        /** @description A sealed order was revealed to the server; only its seat sees it yet */
        LastStarfighterOrderRevealed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrderRevealed";
            seat: string;
            phase: components["schemas"]["LastStarfighterOrderPhase"];
            /** @description The order: in its own seat's copy only */
            order?: components["schemas"]["LastStarfighterOrders"];
            /** @description The nonce: in its own seat's copy only */
            nonce?: string;
        };
        /** @description Every seat had ordered: all orders shown, with hashes and nonces of sealed ones */
        LastStarfighterOrdersOpened: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrdersOpened";
            phase: components["schemas"]["LastStarfighterOrderPhase"];
            orders: components["schemas"]["LastStarfighterOpenedOrder"][];
        };
        /** @description A seat's order once the phase opened */
        LastStarfighterOpenedOrder: {
            seat: string;
            order: components["schemas"]["LastStarfighterOrders"];
            hash: string | null;
            nonce: string | null;
        };
        /** @description The drone rolled its heading */
        LastStarfighterDroneMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DroneMoved";
            /** @description 1–3 clockwise, 4–6 counterclockwise */
            bigDie: number;
            /** @description The clicks asked for */
            littleDie: number;
            direction: components["schemas"]["LastStarfighterDirection"];
            clicks: number;
            /** @description The stabilizer could not make the turn, so it flew straight */
            forcedStraight: boolean;
        };
        /** @description Both ships turned and moved */
        LastStarfighterShipsMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipsMoved";
            afterHeadings: components["schemas"]["LastStarfighterSeatWheel"][];
            afterMove: components["schemas"]["LastStarfighterSeatWheel"][];
        };
        /** @description A fly-by: the wheels were reset */
        LastStarfighterFlewBy: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FlewBy";
            wheels: components["schemas"]["LastStarfighterSeatWheel"][];
        };
        /** @description Another disengaging position in a row */
        LastStarfighterDisengagingPositionReached: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DisengagingPositionReached";
            streak: number;
        };
        /** @description The ships flew out of range */
        LastStarfighterFlewOutOfRange: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FlewOutOfRange";
        };
        /** @description The drone's turret die */
        LastStarfighterDroneTurretRolled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DroneTurretRolled";
            roll: number;
            bears: boolean;
            /** @description Where the turret now points; null when not at the pilot */
            sector: number | null;
        };
        /** @description This turn has no firing */
        LastStarfighterFiringSkipped: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FiringSkipped";
            reason: components["schemas"]["LastStarfighterNoFireReason"];
        };
        /** @description A laser fired */
        LastStarfighterShotFired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShotFired";
            seat: string;
            target: string;
            weapon: components["schemas"]["LastStarfighterWeapon"];
            toHit: number;
            dice: number[];
            total: number;
            hit: boolean;
        };
        /** @description A hit's damage roll */
        LastStarfighterDamageDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DamageDone";
            target: string;
            dice: number[];
            total: number;
            protectionLost: number;
            protectionLeft: number;
            /** @description Special damage follows */
            special: boolean;
        };
        /** @description A special damage roll */
        LastStarfighterSpecialDamageTaken: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SpecialDamageTaken";
            target: string;
            die: number;
            modifier: number;
            total: number;
            result: components["schemas"]["LastStarfighterSpecialResult"];
            /** @description The laser hit, when the result damages one */
            weapon: components["schemas"]["LastStarfighterWeapon"] | null;
            /** @description Every d6 on the damaged weapon table, re-rolls included */
            weaponRolls: number[];
            /** @description What the result changed, or why nothing */
            effect: string;
        };
        /** @description A starfighter was lost */
        LastStarfighterShipDestroyed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipDestroyed";
            seat: string;
            cause: components["schemas"]["LastStarfighterDestroyCause"];
        };
        /**
         * @description How a ship was lost: its protection ran out, or it blew up
         * @enum {string}
         */
        LastStarfighterDestroyCause: "brokeApart" | "blewUp";
        /** @description A failing life support counted down */
        LastStarfighterLifeSupportCountedDown: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LifeSupportCountedDown";
            seat: string;
            turnsLeft: number;
        };
        /** @description Life support ran out */
        LastStarfighterPilotDied: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PilotDied";
            seat: string;
        };
        /** @description A seat answered the re-engage question */
        LastStarfighterReengageAnswered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ReengageAnswered";
            seat: string;
            reengage: boolean;
        };
        /** @description Both fought on: the wheels were reset */
        LastStarfighterReengaged: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Reengaged";
            wheels: components["schemas"]["LastStarfighterSeatWheel"][];
        };
        /** @description A turn ended */
        LastStarfighterTurnEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnEnded";
            turn: number;
        };
        /** @description The duel ended */
        LastStarfighterDuelEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DuelEnded";
            outcome: components["schemas"]["Outcome"];
        };
        /** @description A pilot left the duel */
        LastStarfighterPilotResigned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PilotResigned";
            seat: string;
        };
        /** @description A side bought its fleet; under hidden purchase only the buyer sees what until both have bought */
        IronStarsFleetBought: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FleetBought";
            seat: string;
            /** @description Bought under hidden purchase */
            hidden?: boolean;
            /** @description The ships; left out for the other side until the fleets are revealed */
            items?: components["schemas"]["IronStarsPurchaseItem"][];
            points?: number;
            /** @description A unique label of this purchase, readable by its buyer alone until both have bought */
            label?: string;
        };
        /** @description Both sides had bought: every fleet is shown */
        IronStarsFleetsRevealed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FleetsRevealed";
            fleets: components["schemas"]["IronStarsRevealedFleet"][];
        };
        /** @description A side's fleet */
        IronStarsRevealedFleet: {
            seat: string;
            points: number;
            ships: components["schemas"]["IronStarsFleetShip"][];
        };
        /** @description A ship of a revealed fleet */
        IronStarsFleetShip: {
            id: string;
            name: string;
            classId: string;
            points: number;
        };
        /** @description The hidden purchases differed by more than 10% of the lesser (IS 3.1): both are void and both sides buy again */
        IronStarsFleetsUnbalanced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FleetsUnbalanced";
            fleets: components["schemas"]["IronStarsUnbalancedFleet"][];
        };
        /** @description A side's void purchase: its total only */
        IronStarsUnbalancedFleet: {
            seat: string;
            points: number;
        };
        /** @description Equal fleets rolled a d6 for placing first */
        IronStarsPlacementOrderRolled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlacementOrderRolled";
            /** @description Every round of d6, ties re-rolled */
            rolls: components["schemas"]["IronStarsSeatRoll"][][];
            winner: string;
        };
        /** @description The roll's winner chose who places first */
        IronStarsPlacementOrderChosen: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlacementOrderChosen";
            seat: string;
            placeFirst: boolean;
            first: string;
        };
        /** @description A ship was placed */
        IronStarsShipPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipPlaced";
            seat: string;
            ship: string;
            position: components["schemas"]["IronStarsPoint"];
            /** @description Whole degrees, 0 east, counter-clockwise */
            facing: number;
            momentum: number;
        };
        /** @description A turn began */
        IronStarsTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnBegan";
            turn: number;
        };
        /** @description The initiative was rolled */
        IronStarsInitiativeRolled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "InitiativeRolled";
            turn: number;
            /** @description Every round of d6, ties re-rolled */
            rolls: components["schemas"]["IronStarsSeatRoll"][][];
            winner: string;
            tieBrokenByPreviousLoser: boolean;
        };
        /** @description The initiative winner chose its role */
        IronStarsRoleChosen: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RoleChosen";
            seat: string;
            role: components["schemas"]["IronStarsRole"];
            active: string;
        };
        /** @description A ship moved */
        IronStarsShipMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipMoved";
            ship: string;
            /** @description Its momentum now */
            momentum: number;
            from: components["schemas"]["IronStarsPoint"];
            /** @description Where the pivot was made; null for a straight or backward move */
            pivot: components["schemas"]["IronStarsPoint"] | null;
            to: components["schemas"]["IronStarsPoint"];
            /** @description Whole degrees, 0 east, counter-clockwise */
            facingBefore: number;
            /** @description Whole degrees, 0 east, counter-clockwise */
            facingAfter: number;
            /** @description Hundredths of an inch moved */
            distance: number;
            backward: boolean;
        };
        /** @description A ship's centre-point left the table: it is destroyed (IS 5.7) */
        IronStarsShipLeftTable: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipLeftTable";
            ship: string;
            at: components["schemas"]["IronStarsPoint"];
        };
        /** @description A ship laid a minefield where its move started */
        IronStarsMinefieldLaid: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MinefieldLaid";
            id: string;
            /** @description The ship that laid it */
            layer: string;
            side: string;
            centre: components["schemas"]["IronStarsPoint"];
            /** @description Hundredths of an inch */
            radius: number;
            factors: number;
            turn: number;
        };
        /** @description A ship crossed a minefield: a d6 per factor, a hull hit per 6 */
        IronStarsMinefieldAttacked: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MinefieldAttacked";
            ship: string;
            minefield: string;
            dice: number[];
            hullHits: number;
        };
        /** @description A target on an arc line: the roll-off that settled the arc (IS 6.3) */
        IronStarsArcRolledOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ArcRolledOff";
            firer: string;
            target: string;
            arcs: components["schemas"]["IronStarsArc"][];
            /** @description Every round of d6, ties re-rolled */
            rolls: components["schemas"]["IronStarsSeatRoll"][][];
            winner: string;
            arc: components["schemas"]["IronStarsArc"];
        };
        /** @description A volley: the dice against the target number, the hits and their location rolls */
        IronStarsVolleyFired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "VolleyFired";
            ship: string;
            weapon: components["schemas"]["IronStarsWeapon"];
            target: string;
            arc: components["schemas"]["IronStarsArc"];
            /** @description Hundredths of an inch */
            range: number;
            targetNumber: number;
            die: number;
            dice: number[];
            /** @description Open-ended results: maximum rolls combined into one (IS 6.14) */
            combined: number[];
            hits: number;
            locations: components["schemas"]["IronStarsLocation"][];
        };
        /** @description A hit's location roll and the section it names */
        IronStarsLocation: {
            roll: number;
            section: components["schemas"]["IronStarsSection"];
        };
        /** @description A ship held its fire */
        IronStarsShipHeldFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipHeldFire";
            ship: string;
        };
        /** @description The phase's hits on a ship were applied (IS 6.11) */
        IronStarsDamageApplied: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DamageApplied";
            ship: string;
            points: components["schemas"]["IronStarsDamagePoint"][];
            hullLeft: number;
        };
        /** @description A damage point: the section rolled and where it landed (IS 6.10) */
        IronStarsDamagePoint: {
            rolled: components["schemas"]["IronStarsSection"];
            applied: components["schemas"]["IronStarsSection"];
        };
        /** @description A Q circle was filled */
        IronStarsEquipmentHit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EquipmentHit";
            ship: string;
            /** @description The hull circle (1-based) that was a Q */
            circle: number;
        };
        /** @description A ship lost a piece of equipment */
        IronStarsEquipmentLost: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "EquipmentLost";
            ship: string;
            equipment: components["schemas"]["IronStarsEquipmentKind"];
            /** @description Rockets and fire arrows: the 2d4 rolled */
            dice: number[];
            lost: number;
            /** @description The roll exceeded what was left: another piece must be chosen */
            insteadAnother: boolean;
        };
        /** @description A ship was lost */
        IronStarsShipDestroyed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipDestroyed";
            ship: string;
            cause: components["schemas"]["IronStarsDestroyCause"];
            /** @description Victory points the other side scores */
            vp: number;
        };
        /** @description A combat phase ended */
        IronStarsCombatPhaseEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CombatPhaseEnded";
            step: components["schemas"]["IronStarsStep"];
        };
        /** @description A side set its torpedo nets */
        IronStarsNetsSet: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NetsSet";
            seat: string;
            deployed: string[];
        };
        /** @description A turn ended */
        IronStarsTurnEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnEnded";
            turn: number;
            vp: components["schemas"]["IronStarsSeatVp"];
        };
        /** @description Victory points by seat */
        IronStarsSeatVp: {
            [key: string]: number;
        };
        /** @description The game ended */
        IronStarsGameEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameEnded";
            outcome: components["schemas"]["Outcome"];
        };
        /** @description A side left the game */
        IronStarsSideResigned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SideResigned";
            seat: string;
        };
        /** @description The Naronian bought an item (his own feed only) */
        BarnardsStarForceItemBought: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ForceItemBought";
            item: components["schemas"]["BarnardsStarPurchase"];
            /** @description The units it brought or took away */
            units: string[];
            pointsLeft: number;
        };
        /** @description The Naronian gave an item back (his own feed only) */
        BarnardsStarForceItemReturned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ForceItemReturned";
            item: components["schemas"]["BarnardsStarPurchase"];
            /** @description The units it brought or took away */
            units: string[];
            pointsLeft: number;
        };
        /** @description The Naronian force is chosen */
        BarnardsStarForceConfirmed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ForceConfirmed";
        };
        /** @description A Terran unit was set up */
        BarnardsStarUnitPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitPlaced";
            unit: string;
            kind: components["schemas"]["BarnardsStarUnitKind"];
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description A game turn began */
        BarnardsStarGameTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameTurnBegan";
            turn: number;
            eclipse: boolean;
        };
        /** @description A phase of a player turn began */
        BarnardsStarPhaseBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PhaseBegan";
            side: components["schemas"]["BarnardsStarSide"];
            /** @description spaceEvents, movement, transportation, interaction, defense or combat (space combat begins with SpaceCombatBegan) */
            phase: string;
        };
        /** @description The Naronian force arrived: the purchase is public from now on (BS 5.1) */
        BarnardsStarNaronianFleetArrived: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NaronianFleetArrived";
            ships: components["schemas"]["BarnardsStarUnitSummary"][];
        };
        /** @description A ship as it arrives, with its cargo */
        BarnardsStarUnitSummary: {
            id: string;
            kind: components["schemas"]["BarnardsStarUnitKind"];
            jump: boolean;
            cargo: components["schemas"]["BarnardsStarCargo"][];
        };
        /** @description A unit aboard */
        BarnardsStarCargo: {
            id: string;
            kind: components["schemas"]["BarnardsStarUnitKind"];
        };
        /** @description A reinforcement was drawn from the bowl; what it is is the Terran's alone until it arrives (BS 16.3) */
        BarnardsStarReinforcementDrawn: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ReinforcementDrawn";
            ship: string;
            /** @description The bowl label; the Terran's feed only */
            label?: string;
            /** @description What it is; the Terran's feed only */
            kind?: components["schemas"]["BarnardsStarUnitKind"];
            /** @description A transport with the asterisk; the Terran's feed only */
            jump?: boolean;
            /** @description The battalion aboard; the Terran's feed only */
            cargo?: string[];
        };
        /** @description A ship left Sol: its navigation roll and delay (BS 5.2) */
        BarnardsStarShipSent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipSent";
            ship: string;
            hidden: boolean;
            /** @description Left out for the Naronian while the ship is hidden */
            kind?: components["schemas"]["BarnardsStarUnitKind"];
            /** @description Functioning beacons counted */
            beacons: number;
            eclipse: boolean;
            roll: number | null;
            delay: number;
            /** @description The game turn it reaches Barnard's Star */
            arrives: number;
        };
        /** @description A Terran ship reached Barnard's Star */
        BarnardsStarShipArrived: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipArrived";
            ship: components["schemas"]["BarnardsStarUnitSummary"];
            label: string | null;
        };
        /** @description A Terran ship went back to Sol */
        BarnardsStarShipReturnedToSol: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipReturnedToSol";
            ship: string;
        };
        /** @description Space combat began (BS 6.0) */
        BarnardsStarSpaceCombatBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SpaceCombatBegan";
            naronian: string[];
            terran: string[];
        };
        /** @description A ship moved to the screened area */
        BarnardsStarShipScreened: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipScreened";
            ship: string;
        };
        /** @description A side formed its firing line and screen */
        BarnardsStarLineFormed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LineFormed";
            side: components["schemas"]["BarnardsStarSide"];
            line: string[];
            screen: string[];
        };
        /** @description A ship withdrew from space combat (BS 6.3) */
        BarnardsStarShipWithdrew: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipWithdrew";
            ship: string;
            to: components["schemas"]["BarnardsStarWithdrawal"];
            cargo: string[];
        };
        /**
         * @description Where a withdrawn ship went: Sol (Terran) or Kruger 60, for good (Naronian) (BS 6.3)
         * @enum {string}
         */
        BarnardsStarWithdrawal: "sol" | "kruger";
        /** @description A ship was given a target */
        BarnardsStarFireAllocated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FireAllocated";
            ship: string;
            target: string;
        };
        /** @description A ship fired in space combat (BS 6.2) */
        BarnardsStarShipFired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipFired";
            ship: string;
            target: string;
            differential: number;
            /** @description The table column; null below the table (no effect) */
            column: number | null;
            roll: number;
            result: components["schemas"]["BarnardsStarSpaceResult"];
            effect: components["schemas"]["BarnardsStarFireEffect"];
        };
        /**
         * @description A Space Combat Results Table result (BS T1): eliminated, neutralized, or no effect (-)
         * @enum {string}
         */
        BarnardsStarSpaceResult: "E" | "N" | "-";
        /**
         * @description What a space combat shot did: two N in one exchange destroy (BS 6.2)
         * @enum {string}
         */
        BarnardsStarFireEffect: "none" | "neutralized" | "destroyed";
        /** @description An exchange of fire ended */
        BarnardsStarExchangeEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ExchangeEnded";
            side: components["schemas"]["BarnardsStarSide"];
            exchange: number;
        };
        /** @description Space combat ended */
        BarnardsStarSpaceCombatEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SpaceCombatEnded";
            reason: components["schemas"]["BarnardsStarSpaceCombatEnd"];
        };
        /**
         * @description Why space combat ended (README, R11)
         * @enum {string}
         */
        BarnardsStarSpaceCombatEnd: "oneSideGone" | "nobodyCanFire" | "exchangeLimit";
        /** @description A unit moved (BS 7.0) */
        BarnardsStarUnitMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitMoved";
            unit: string;
            /** @description A hex id: row × 34 + column */
            from: number;
            /** @description A hex id: row × 34 + column */
            to: number;
            /** @description The hexes entered, in order */
            path: number[];
            cost: number;
            /** @description It entered an enemy zone of control (BS 8.0) */
            stopped: boolean;
        };
        /** @description A unit teleported between stations (BS 9.0) */
        BarnardsStarUnitTeleported: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitTeleported";
            unit: string;
            /** @description The station left */
            from: string;
            /** @description The station reached */
            to: string;
            /** @description A hex id: row × 34 + column */
            fromHex: number;
            /** @description A hex id: row × 34 + column */
            toHex: number;
        };
        /** @description A side's units recovered from neutralization (BS 12.4) */
        BarnardsStarNeutralizationRemoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NeutralizationRemoved";
            side: components["schemas"]["BarnardsStarSide"];
            units: string[];
        };
        /** @description A transport landed (BS 10.2) */
        BarnardsStarShipLanded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipLanded";
            ship: string;
            /** @description A hex id: row × 34 + column */
            hex: number;
            cargo: string[];
        };
        /** @description A jump troop company dropped (BS 10.3) */
        BarnardsStarJumpTroopDropped: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "JumpTroopDropped";
            unit: string;
            ship: string;
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description A warship flew a close approach mission (BS 10.5) */
        BarnardsStarCloseApproachFlown: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CloseApproachFlown";
            ship: string;
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description A ship stayed in space */
        BarnardsStarShipStayedInOrbit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipStayedInOrbit";
            ship: string;
        };
        /** @description A unit was loaded into a landed transport (BS 10.4) */
        BarnardsStarUnitLoaded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitLoaded";
            ship: string;
            unit: string;
        };
        /** @description A transport lifted off (BS 10.4) */
        BarnardsStarShipLiftedOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipLiftedOff";
            ship: string;
            cargo: string[];
        };
        /** @description Planetary defense fire at one target (BS 11.0) */
        BarnardsStarDefenseFired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DefenseFired";
            unit: string;
            /** @description A hex id: row × 34 + column */
            hex: number;
            target: string;
            strength: number;
            defense: number;
            differential: number;
            column: number | null;
            roll: number;
            result: components["schemas"]["BarnardsStarSpaceResult"];
            effect: components["schemas"]["BarnardsStarDefenseEffect"];
        };
        /**
         * @description What planetary defense fire did; aborted: a close approach ship sent back to orbit (BS 11.0)
         * @enum {string}
         */
        BarnardsStarDefenseEffect: "none" | "neutralized" | "destroyed" | "aborted";
        /** @description A landed transport's cargo disembarked (BS 10.2) */
        BarnardsStarCargoDisembarked: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CargoDisembarked";
            ship: string;
            /** @description A hex id: row × 34 + column */
            hex: number;
            units: string[];
            neutralized: boolean;
        };
        /** @description Close approach ships went back to orbit (BS 10.5) */
        BarnardsStarShipsReturnedToOrbit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipsReturnedToOrbit";
            ships: string[];
        };
        /** @description A battle began */
        BarnardsStarBattleBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BattleBegan";
            kind: components["schemas"]["BarnardsStarBattleKind"];
            /** @description A hex id: row × 34 + column */
            hex: number;
            attacker: components["schemas"]["BarnardsStarSide"];
            attackers: string[];
            defenders: string[];
        };
        /** @description A unit's support was committed (BS 12.1) */
        BarnardsStarSupportAdded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SupportAdded";
            side: components["schemas"]["BarnardsStarSide"];
            unit: string;
            strength: number;
        };
        /** @description A side added no more support */
        BarnardsStarSupportDeclined: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SupportDeclined";
            side: components["schemas"]["BarnardsStarSide"];
        };
        /** @description Support fire was resolved (BS 12.2) */
        BarnardsStarSupportFireResolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SupportFireResolved";
            /** @description A hex id: row × 34 + column */
            hex: number;
            terrain: components["schemas"]["BarnardsStarTerrain"];
            attackerSupport: number;
            defenderSupport: number;
            /** @description The terrain's factor: 0.5, 1 or 2 (README, R6) */
            multiplier: number;
            differential: number;
            column: number;
            roll: number;
            result: components["schemas"]["BarnardsStarSupportResult"];
            /** @description Whose units an N or E struck */
            target: components["schemas"]["BarnardsStarSide"] | null;
            modifier: number;
        };
        /**
         * @description The terrain a battle is fought in: the highest of the hex's types on the chart (BS 12.3, T5)
         * @enum {string}
         */
        BarnardsStarTerrain: "volcano" | "mountain" | "crevassed" | "lava" | "clear";
        /** @description A support fire result (BS T3): the assault die roll modifier, or N / E on the weaker side */
        BarnardsStarSupportResult: components["schemas"]["BarnardsStarSupportModifier"] | components["schemas"]["BarnardsStarSupportNeutralized"] | components["schemas"]["BarnardsStarSupportEliminated"] | components["schemas"]["BarnardsStarSupportNone"];
        /** @description A die roll modifier for the assault */
        BarnardsStarSupportModifier: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "modifier";
            /** @description The assault die roll modifier */
            value: number;
        };
        /** @description The weaker side's units are neutralized */
        BarnardsStarSupportNeutralized: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "N";
        };
        /** @description The weaker side loses units */
        BarnardsStarSupportEliminated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "E";
        };
        /** @description No effect */
        BarnardsStarSupportNone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "none";
        };
        /** @description A bombardment was resolved, a roll per unit (BS 13.0) */
        BarnardsStarBombardmentResolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BombardmentResolved";
            /** @description A hex id: row × 34 + column */
            hex: number;
            terrain: components["schemas"]["BarnardsStarTerrain"];
            support: number;
            /** @description The terrain's factor: 0.5, 1 or 2 (README, R6) */
            multiplier: number;
            column: number;
            rolls: components["schemas"]["BarnardsStarBombardmentRoll"][];
        };
        /** @description One unit's bombardment roll and its result */
        BarnardsStarBombardmentRoll: {
            unit: string;
            roll: number;
            result: components["schemas"]["BarnardsStarSupportResult"];
        };
        /** @description An assault was resolved (BS 12.3, T4) */
        BarnardsStarAssaultResolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "AssaultResolved";
            /** @description A hex id: row × 34 + column */
            hex: number;
            terrain: components["schemas"]["BarnardsStarTerrain"];
            attack: number;
            defense: number;
            /** @description Columns shifted by terrain */
            shift: number;
            /** @description The odds column, e.g. 3:1; null when no die was rolled */
            column: string | null;
            roll: number | null;
            modifier: number;
            /** @description The modified roll read */
            row: number | null;
            result: components["schemas"]["BarnardsStarAssaultResult"];
            /** @description Why no die was rolled */
            automatic: components["schemas"]["BarnardsStarAutomaticAssault"] | null;
        };
        /**
         * @description Why no assault die was rolled (README, R9)
         * @enum {string}
         */
        BarnardsStarAutomaticAssault: "oddsBelow1to2" | "attackersNeutralized";
        /** @description The attacker called the assault off (BS 8.0) */
        BarnardsStarAssaultCalledOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "AssaultCalledOff";
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description A unit was neutralized */
        BarnardsStarUnitNeutralized: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitNeutralized";
            unit: string;
            /** @description What neutralized it, in words */
            cause: string;
        };
        /** @description A unit was eliminated */
        BarnardsStarUnitEliminated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitEliminated";
            unit: string;
            kind: components["schemas"]["BarnardsStarUnitKind"];
            side: components["schemas"]["BarnardsStarSide"];
            /** @description What eliminated it, in words */
            cause: string;
        };
        /** @description A side's units retreated one hex (BS 12.4) */
        BarnardsStarUnitsRetreated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitsRetreated";
            side: components["schemas"]["BarnardsStarSide"];
            units: string[];
            /** @description A hex id: row × 34 + column */
            from: number;
            /** @description A hex id: row × 34 + column */
            to: number;
        };
        /** @description After a W the defenders advanced into the hex the attackers fell back to (BS 12.4) */
        BarnardsStarCounterattackAdvanced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CounterattackAdvanced";
            side: components["schemas"]["BarnardsStarSide"];
            units: string[];
            /** @description A hex id: row × 34 + column */
            from: number;
            /** @description A hex id: row × 34 + column */
            to: number;
        };
        /** @description A side held its ground */
        BarnardsStarGroundHeld: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GroundHeld";
            side: components["schemas"]["BarnardsStarSide"];
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description The defender chose to counterattack or not */
        BarnardsStarCounterattackDecided: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CounterattackDecided";
            side: components["schemas"]["BarnardsStarSide"];
            accept: boolean;
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description A unit moved one hex to support a counterattack */
        BarnardsStarSupportUnitMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SupportUnitMoved";
            unit: string;
            /** @description A hex id: row × 34 + column */
            from: number;
            /** @description A hex id: row × 34 + column */
            to: number;
        };
        /** @description A battle ended */
        BarnardsStarBattleEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BattleEnded";
            /** @description A hex id: row × 34 + column */
            hex: number;
        };
        /** @description The game ended (BS 16.4) */
        BarnardsStarGameEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameEnded";
            outcome: components["schemas"]["Outcome"];
        };
        /** @description A side left the game (BS 20.4) */
        BarnardsStarSeatResigned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SeatResigned";
            side: components["schemas"]["BarnardsStarSide"];
        };
        /** @description An enemy world was placed on its path (DS 9.1) */
        DoubleStarWorldPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WorldPlaced";
            side: components["schemas"]["DoubleStarSide"];
            world: string;
            /** @description A hex id of the map grid */
            hex: number;
        };
        /** @description Population was placed (DS 9.2) */
        DoubleStarPopulationPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PopulationPlaced";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            amount: number;
            /** @description Population still to place */
            left: number;
        };
        /** @description An industry counter was placed (DS 9.3) */
        DoubleStarIndustryPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "IndustryPlaced";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description A counter was bought at set-up (DS 8.1) */
        DoubleStarCounterBought: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CounterBought";
            side: components["schemas"]["DoubleStarSide"];
            item: components["schemas"]["DoubleStarBuyItem"];
            /** @description The new ship's id, for a ship */
            ship: string | null;
            body: string;
            /** @description Null: a ship put in orbit */
            site: components["schemas"]["DoubleStarSite"] | null;
            cost: number;
            budgetLeft: number;
        };
        /** @description A side finished set-up; the rest of its budget became the contingency fund */
        DoubleStarSetupFinished: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SetupFinished";
            side: components["schemas"]["DoubleStarSide"];
            contingency: number;
        };
        /** @description A side designated its raid target; world and label are shown to that side only (DS 10.3) */
        DoubleStarTargetDesignated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TargetDesignated";
            side: components["schemas"]["DoubleStarSide"];
            /** @description The target world; only for the side that chose it */
            world?: string;
            /** @description The target's label; only for the side that chose it */
            label?: string;
        };
        /** @description The raid targets, shown when the game ends */
        DoubleStarTargetsRevealed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TargetsRevealed";
            targets: components["schemas"]["DoubleStarRaidTarget"][];
        };
        /** @description Production was ordered (DS 8.2, 8.3) */
        DoubleStarProductionOrdered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ProductionOrdered";
            side: components["schemas"]["DoubleStarSide"];
            order: string;
            item: components["schemas"]["DoubleStarProduct"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            arrives: number;
            emergency: boolean;
            cost: number;
        };
        /** @description Production arrived (DS 8.5) */
        DoubleStarProductionArrived: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ProductionArrived";
            side: components["schemas"]["DoubleStarSide"];
            order: string;
            item: components["schemas"]["DoubleStarProduct"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            /** @description The new ship, for a fighter */
            ship: string | null;
        };
        /** @description Production with nowhere to arrive was lost (README D17) */
        DoubleStarProductionLost: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ProductionLost";
            side: components["schemas"]["DoubleStarSide"];
            order: string;
            item: components["schemas"]["DoubleStarProduct"];
            reason: string;
        };
        /** @description A ship became a command ship (DS 8.3) */
        DoubleStarShipConverted: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipConverted";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            from: components["schemas"]["DoubleStarShipKind"];
            cost: number;
        };
        /** @description A game-turn began */
        DoubleStarTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TurnBegan";
            turn: number;
            shaded: boolean;
        };
        /** @description A player-turn began (DS 2) */
        DoubleStarPlayerTurnBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlayerTurnBegan";
            side: components["schemas"]["DoubleStarSide"];
            turn: number;
        };
        /** @description A unit was selected to move */
        DoubleStarUnitSelected: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitSelected";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
        };
        /** @description A ship or task force moved (DS 4.1) */
        DoubleStarUnitMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitMoved";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
            ships: string[];
            /** @description A hex id of the map grid */
            from: number;
            /** @description A hex id of the map grid */
            to: number;
            /** @description 0-5, the hex kit's directions (map.facings) */
            facing: number;
            /** @description The hexes passed through */
            path: number[];
            /** @description Movement points spent */
            cost: number;
            tookOff: boolean;
        };
        /** @description A ship landed (DS 4.2) */
        DoubleStarUnitLanded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitLanded";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            path: number[];
            cost: number;
            basePlaced: boolean;
        };
        /** @description A unit stayed where it was */
        DoubleStarUnitHeld: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "UnitHeld";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
        };
        /** @description A ship joined a task force (DS 5.2) */
        DoubleStarTaskForceJoined: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TaskForceJoined";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            taskForce: string;
        };
        /** @description A ship left a task force (DS 5.2) */
        DoubleStarTaskForceLeft: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TaskForceLeft";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            taskForce: string;
        };
        /** @description A task force lost its command ship (README D13) */
        DoubleStarTaskForceDissolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TaskForceDissolved";
            side: components["schemas"]["DoubleStarSide"];
            taskForce: string;
            formationsReturned: components["schemas"]["DoubleStarFormation"][];
        };
        /** @description A transport loaded cargo (DS 4.5) */
        DoubleStarCargoLoaded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CargoLoaded";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            cargo: components["schemas"]["DoubleStarInstallation"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description A transport discharged its cargo (DS 4.5) */
        DoubleStarCargoUnloaded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CargoUnloaded";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            cargo: components["schemas"]["DoubleStarInstallation"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description An installation moved on its surface (DS 4.12) */
        DoubleStarCounterRelocated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CounterRelocated";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            from: components["schemas"]["DoubleStarSite"];
            to: components["schemas"]["DoubleStarSite"];
            item: components["schemas"]["DoubleStarInstallation"];
        };
        /** @description A movement phase ended */
        DoubleStarMovementEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "MovementEnded";
            side: components["schemas"]["DoubleStarSide"];
        };
        /** @description Sneak Attack: a Chinese ship crossed the outermost Islamic orbit (DS 10.1) */
        DoubleStarOrbitCrossed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrbitCrossed";
            turn: number;
            ship: string;
            endsAfterTurn: number;
        };
        /** @description Combat began in a hex (DS 6.1) */
        DoubleStarCombatBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CombatBegan";
            combat: number;
            /** @description A hex id of the map grid */
            hex: number;
        };
        /** @description A side changed its secret formation declaration; what changed is shown to that side only */
        DoubleStarFormationDraftChanged: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FormationDraftChanged";
            side: components["schemas"]["DoubleStarSide"];
            combat: number;
            /** @description What changed; only for the declaring side */
            detail?: string;
            /** @description The group's label; only for the declaring side */
            label?: string;
        };
        /** @description Both sides were ready: the formations in force (DS 6.8) */
        DoubleStarFormationsRevealed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FormationsRevealed";
            combat: number;
            groups: components["schemas"]["DoubleStarGroup"][];
            scattered: string[];
        };
        /** @description A task force lost a formation counter (DS 6.9, DS 7) */
        DoubleStarFormationCounterLost: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FormationCounterLost";
            side: components["schemas"]["DoubleStarSide"];
            taskForce: string;
            formation: components["schemas"]["DoubleStarFormation"];
            reason: components["schemas"]["DoubleStarCounterLostReason"];
            group: string | null;
        };
        /**
         * @description Why a formation counter was lost (DS 6.9, DS 7)
         * @enum {string}
         */
        DoubleStarCounterLostReason: "broken" | "belowMinimum" | "training";
        /** @description A group assumed its back-up formation (DS 6.8) */
        DoubleStarFormationAssumed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FormationAssumed";
            side: components["schemas"]["DoubleStarSide"];
            group: string;
            formation: components["schemas"]["DoubleStarFormation"];
        };
        /** @description A group's ships scattered (DS 6.7) */
        DoubleStarGroupScattered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GroupScattered";
            side: components["schemas"]["DoubleStarSide"];
            group: string;
            ships: string[];
        };
        /** @description A round of ship-to-ship combat began */
        DoubleStarRoundBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RoundBegan";
            combat: number;
            round: number;
        };
        /** @description A cylinder ship moved into or out of the screen (DS 6.5) */
        DoubleStarScreenShifted: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ScreenShifted";
            side: components["schemas"]["DoubleStarSide"];
            ship: string;
            screened: boolean;
        };
        /** @description A unit chose its target, or held its fire */
        DoubleStarFireDesignated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FireDesignated";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
            /** @description Null: it holds its fire */
            target: string | null;
        };
        /** @description An attack was resolved on the Combat Results Table (DS 6.11) */
        DoubleStarShotResolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShotResolved";
            side: components["schemas"]["DoubleStarSide"];
            unit: string;
            target: string;
            attack: number;
            defense: number;
            die: number;
            result: components["schemas"]["DoubleStarShipResult"];
            /** @description A formed globe's first fire, implemented at once (DS 6.10) */
            firstFire: boolean;
        };
        /** @description A ship was disrupted */
        DoubleStarShipDisrupted: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipDisrupted";
            ship: string;
            by: string;
        };
        /** @description A ship was eliminated */
        DoubleStarShipEliminated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipEliminated";
            ship: string;
            side: components["schemas"]["DoubleStarSide"];
            kind: components["schemas"]["DoubleStarShipKind"];
            by: string;
        };
        /** @description A side broke off (DS 6.12) */
        DoubleStarBrokeOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BrokeOff";
            side: components["schemas"]["DoubleStarSide"];
            combat: number;
        };
        /** @description Ships withdrew after breaking off */
        DoubleStarWithdrew: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "Withdrew";
            side: components["schemas"]["DoubleStarSide"];
            ships: string[];
            /** @description A hex id of the map grid */
            from: number;
            /** @description Null when they could not withdraw */
            to: number | null;
        };
        /** @description Ship-to-ship combat in a hex ended */
        DoubleStarShipCombatEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ShipCombatEnded";
            combat: number;
            reason: components["schemas"]["DoubleStarShipCombatEnd"];
        };
        /**
         * @description Why ship-to-ship combat in a hex ended (DS 6.12, README D10)
         * @enum {string}
         */
        DoubleStarShipCombatEnd: "destroyed" | "noEffectiveAttacks" | "bothHeld" | "brokeOff" | "roundLimit" | "noCombat";
        /** @description A ship declared a surface strike (DS 6.14) */
        DoubleStarStrikeDeclared: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "StrikeDeclared";
            ship: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description A planetary defence fired (DS 6.13) */
        DoubleStarPdFired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PdFired";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            target: string;
            column: components["schemas"]["DoubleStarPdColumn"];
            die: number;
            result: components["schemas"]["DoubleStarPdResult"];
        };
        /**
         * @description The Planetary Defense Table column read (DS 6.13)
         * @enum {string}
         */
        DoubleStarPdColumn: "shipDef4OrLess" | "shipDef5OrMore" | "robot" | "planetoid";
        /**
         * @description A Planetary Defense Table result (DS 6.13): disrupt, eliminate, or no effect (-)
         * @enum {string}
         */
        DoubleStarPdResult: "-" | "disrupt" | "elim";
        /** @description A surface strike was resolved (DS 6.14) */
        DoubleStarSurfaceStruck: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SurfaceStruck";
            ship: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            die: number;
            /** @description The die with the robot modifier (README R10), read as 1-6 */
            modified: number;
            result: components["schemas"]["DoubleStarStrikeResult"];
            /** @description What happened, in words */
            effect: string;
        };
        /** @description A Surface Strike Table result (DS 6.14) */
        DoubleStarStrikeResult: components["schemas"]["DoubleStarStrikeNone"] | components["schemas"]["DoubleStarStrikePopulation"] | components["schemas"]["DoubleStarStrikeDestroy"] | components["schemas"]["DoubleStarStrikeIndustry"];
        /** @description No effect */
        DoubleStarStrikeNone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "none";
        };
        /** @description Population killed */
        DoubleStarStrikePopulation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "population";
            /** @description Population points killed */
            points: number;
        };
        /** @description One item in the hex destroyed, chosen by the attacker */
        DoubleStarStrikeDestroy: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "destroy";
        };
        /** @description One industry counter destroyed */
        DoubleStarStrikeIndustry: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "industry";
        };
        /** @description Counters were destroyed on a surface */
        DoubleStarCounterDestroyed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CounterDestroyed";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            item: components["schemas"]["DoubleStarDestroyedItem"];
            count: number;
            /** @description The ship destroyed, for item ship */
            ship: string | null;
            /** @description The ship, planetoid or cause that destroyed it */
            by: string;
        };
        /**
         * @description What a strike or an impact destroyed
         * @enum {string}
         */
        DoubleStarDestroyedItem: "base" | "planetaryDefense" | "powerPlant" | "industry" | "population" | "ship";
        /** @description A robot fighter destroyed itself after its strike (DS 6.14) */
        DoubleStarRobotSelfDestructed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RobotSelfDestructed";
            ship: string;
        };
        /** @description A planetoid impact was resolved with the scatter diagram (DS 6.15, README R7) */
        DoubleStarImpactResolved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ImpactResolved";
            planetoid: string;
            body: string;
            /** @description The hex aimed at */
            site: components["schemas"]["DoubleStarSite"];
            aimDie: number;
            scatterDie: number | null;
            /** @description The hex hit; null when the planetoid missed the surface */
            hit: components["schemas"]["DoubleStarSite"] | null;
            survivalRolls: components["schemas"]["DoubleStarSurvivalRoll"][];
        };
        /** @description A counter next to an impact rolling to survive (README D14) */
        DoubleStarSurvivalRoll: {
            site: components["schemas"]["DoubleStarSite"];
            item: string;
            die: number;
            survived: boolean;
        };
        /** @description A planetoid was lost */
        DoubleStarPlanetoidDestroyed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlanetoidDestroyed";
            planetoid: string;
            reason: string;
        };
        /** @description Combat in a hex ended */
        DoubleStarCombatEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CombatEnded";
            combat: number;
            /** @description A hex id of the map grid */
            hex: number;
        };
        /** @description The interim phase began (DS 2.3) */
        DoubleStarInterimBegan: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "InterimBegan";
            turn: number;
            shaded: boolean;
        };
        /** @description A planetoid broke orbit (DS 4.7) */
        DoubleStarOrbitBroken: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrbitBroken";
            side: components["schemas"]["DoubleStarSide"];
            planetoid: string;
            /** @description 0-5, the hex kit's directions (map.facings) */
            facing: number;
        };
        /** @description A power plant changed a planetoid's speed or facing (DS 4.8) */
        DoubleStarPlanetoidThrust: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlanetoidThrust";
            side: components["schemas"]["DoubleStarSide"];
            planetoid: string;
            /** @description accelerate, decelerate, turnLeft, turnRight, or 'face N' for a stopped planetoid turned to facing N */
            change: string;
            speed: number;
            /** @description 0-5, the hex kit's directions (map.facings) */
            facing: number;
        };
        /** @description A planetoid assumed orbit (DS 4.9) */
        DoubleStarOrbitAssumed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "OrbitAssumed";
            side: components["schemas"]["DoubleStarSide"];
            planetoid: string;
            path: string | null;
            tiedTo: string | null;
        };
        /** @description Worlds and moons moved along their paths (DS 4.6) */
        DoubleStarBodiesOrbited: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BodiesOrbited";
            moves: components["schemas"]["DoubleStarOrbitMove"][];
        };
        /** @description A body moved one hex along its path */
        DoubleStarOrbitMove: {
            body: string;
            /** @description A hex id of the map grid */
            from: number;
            /** @description A hex id of the map grid */
            to: number;
        };
        /** @description A free planetoid moved (DS 4.8) */
        DoubleStarPlanetoidMoved: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PlanetoidMoved";
            planetoid: string;
            /** @description A hex id of the map grid */
            from: number;
            /** @description Null when it left the map */
            to: number | null;
            path: number[];
        };
        /** @description A moon's tie to its world was broken (DS 4.11) */
        DoubleStarGravitationalTieBroken: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GravitationalTieBroken";
            moon: string;
            from: string;
            path: string;
        };
        /** @description An impact was declared (DS 4.10) */
        DoubleStarImpactDeclared: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ImpactDeclared";
            side: components["schemas"]["DoubleStarSide"];
            planetoid: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description A power plant was used up */
        DoubleStarPowerPlantExpended: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PowerPlantExpended";
            side: components["schemas"]["DoubleStarSide"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            left: number;
        };
        /** @description A task force rolled for training (DS 7) */
        DoubleStarTrainingRolled: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "TrainingRolled";
            side: components["schemas"]["DoubleStarSide"];
            taskForce: string;
            withinHome: boolean;
            gainDie: number | null;
            gained: components["schemas"]["DoubleStarFormation"] | null;
            lossDie: number | null;
            lost: boolean;
        };
        /** @description Disrupted ships recovered */
        DoubleStarDisruptionCleared: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DisruptionCleared";
            ships: string[];
        };
        /** @description A side offered a stalemate (DS 11.5) */
        DoubleStarStalemateOffered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "StalemateOffered";
            side: components["schemas"]["DoubleStarSide"];
        };
        /** @description A stalemate offer was answered */
        DoubleStarStalemateAnswered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "StalemateAnswered";
            side: components["schemas"]["DoubleStarSide"];
            accepted: boolean;
        };
        /** @description A side left the game (DS 11.4) */
        DoubleStarSideResigned: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SideResigned";
            side: components["schemas"]["DoubleStarSide"];
        };
        /** @description The game ended (DS 10) */
        DoubleStarGameEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "GameEnded";
            outcome: components["schemas"]["Outcome"];
        };
        FeedStreamEventEntry: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "entry";
            /** @description The entry's version: send it back as Last-Event-ID to resume after it */
            id: string;
            /** @description The entry as JSON */
            data: string;
        };
        FeedStreamEventEnd: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "end";
            /**
             * @description Nothing: the game is over and the stream closes
             * @constant
             */
            data: "{}";
        };
        /** @description Normal set-up: place a card from your hand (the first is the Core, at {x:0,y:0}). */
        StarBattleActionPlace: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "place";
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            at: components["schemas"]["StarBattlePos"];
        };
        /** @description Unknown Universe: turn up a perimeter card as your Home Base. */
        StarBattleActionChooseHomeBase: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseHomeBase";
            at: components["schemas"]["StarBattlePos"];
        };
        /** @description Discard `card` to build `ship` on the Star System at `at`; a Scout on a suit match earns a free move. */
        StarBattleActionBuild: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "build";
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            at: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
        };
        /** @description Discard `card` to move one `ship` to the adjacent card `to`; a Scout on a suit match earns a free move. */
        StarBattleActionMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "move";
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
            from: components["schemas"]["StarBattlePos"];
            to: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
        };
        /** @description Give up one of your ships at `at` and replace that Star System with `card` from your hand. */
        StarBattleActionRebuild: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rebuild";
            at: components["schemas"]["StarBattlePos"];
            ship: components["schemas"]["StarBattleShip"];
            /** @description A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used. */
            card: string;
        };
        /** @description Discard any number of cards (none is a pass). Ends your turn. */
        StarBattleActionDiscard: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "discard";
            cards: string[];
        };
        /** @description End your turn after acting, leaving your remaining free moves unused. */
        StarBattleActionEndTurn: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endTurn";
        };
        /** @description Initiate a battle against `against` on the shared card at `at`. */
        StarBattleActionBattle: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "battle";
            at: components["schemas"]["StarBattlePos"];
            against: string;
        };
        /** @description Do not initiate a battle against `against` at `at`. */
        StarBattleActionDeclineBattle: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declineBattle";
            at: components["schemas"]["StarBattlePos"];
            against: string;
        };
        /** @description Take one of the two stock starfighters (LS 3.1, LS 2.7). */
        LastStarfighterActionChooseShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseShip";
            ship: components["schemas"]["LastStarfighterStockShip"];
        };
        /** @description Optional rules (LS 9): fly your own design; the three systems share exactly 20 design points. */
        LastStarfighterActionDesignShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "designShip";
            maneuverPoints: number;
            accuracyPoints: number;
            protectionPoints: number;
            /** @description A name for the ship's card; defaults to "Custom starfighter". */
            name?: string;
        };
        /** @description Turret Aiming Phase (LS 4.1): point both turret lasers at one sector, kept secret until both pilots have aimed. */
        LastStarfighterActionAimTurret: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "aimTurret";
            sector: number;
        };
        /** @description Movement Phase (LS 4.2, 5.1): your secret heading change, revealed when both pilots have ordered. */
        LastStarfighterActionSetHeading: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "setHeading";
            direction: components["schemas"]["LastStarfighterDirection"];
            /** @description 45° clicks turned; 0 exactly when flying straight. */
            clicks: number;
        };
        /** @description Firing Phase (LS 4.3): the lasers you fire; only those bearing on the opponent's view-port (LS 6.2). An empty list holds fire. */
        LastStarfighterActionFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fire";
            weapons: components["schemas"]["LastStarfighterWeapon"][];
        };
        /** @description Sealed orders (LS 10.3): sha256Hex(canonicalJson(orders) + ":" + nonce), posted before anyone reveals. */
        LastStarfighterActionCommitOrders: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "commitOrders";
            hash: string;
        };
        /** @description Sealed orders (LS 10.3): reveal the orders and nonce you committed to. */
        LastStarfighterActionRevealOrders: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "revealOrders";
            orders: components["schemas"]["LastStarfighterOrders"];
            /** @description The secret you hashed with the orders: at least 16 characters, ideally 128 random bits. */
            nonce: string;
        };
        /** @description Disengaging (LS 5.4): after three disengaging positions, fight on (only if both pilots agree) or accept the draw. */
        LastStarfighterActionDecideReengage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "decideReengage";
            reengage: boolean;
        };
        /** @description The drone's part of the phase (LS 8.3–8.4): the server rolls its dice while applying this. */
        LastStarfighterActionDroneTurn: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "droneTurn";
        };
        /** @description Pick-up game (IS 3.1): the ships of your fleet; hidden from the other side until both have bought (IS 10.3). */
        IronStarsActionBuyFleet: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "buyFleet";
            ships: components["schemas"]["IronStarsPurchaseItem"][];
        };
        /** @description Equal fleets (IS 3.3): the winner of the d6 roll decides whether to place first. */
        IronStarsActionChoosePlacementOrder: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "choosePlacementOrder";
            placeFirst: boolean;
        };
        /** @description Set-up (IS 3.3–3.7): place one ship. */
        IronStarsActionPlaceShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placeShip";
            /** @description A ship's id, as in the view. */
            ship: string;
            /** @description East of the south-west corner, hundredths of an inch. */
            x: number;
            /** @description North of the south-west corner, hundredths of an inch. */
            y: number;
            /** @description Whole degrees, 0 east, counter-clockwise. */
            facing: number;
            /** @description Starting momentum in inches, 0 to the ship's thrust (IS 5.2); fixed by Scenario One. */
            momentum: number;
        };
        /** @description Initiative Phase (IS 4.3): the winner declares itself the active or the reactive side for this turn. */
        IronStarsActionChooseRole: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseRole";
            role: components["schemas"]["IronStarsRole"];
        };
        /** @description Movement (IS 5): move one ship straight ahead, with at most one pivot about its centre. */
        IronStarsActionMoveShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveShip";
            /** @description A ship's id, as in the view. */
            ship: string;
            /** @description Hundredths of an inch straight ahead before the turn (the whole move when there is no turn). */
            first: number;
            /**
             * @description The one pivot, in whole degrees: positive to port (counter-clockwise), negative to starboard.
             * @default 0
             */
            turn: number;
            /**
             * @description Hundredths of an inch straight ahead after the turn.
             * @default 0
             */
            second: number;
            /**
             * @description Mine factors to lay as a minefield where the move starts (IS 7.6): 1, 2 or 3; 0 lays none.
             * @default 0
             */
            mines: number;
        };
        /** @description Moving Backwards (IS 5.9, advanced): straight back, no turn; momentum becomes zero. */
        IronStarsActionMoveBackward: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveBackward";
            /** @description A ship's id, as in the view. */
            ship: string;
            /** @description Hundredths of an inch. */
            distance: number;
            /**
             * @description Mine factors to lay as a minefield where the move starts (IS 7.6): 1, 2 or 3; 0 lays none.
             * @default 0
             */
            mines: number;
        };
        /** @description Combat (IS 6): everything one ship fires this phase; an empty list holds its fire. Damage is applied at the end of the phase. */
        IronStarsActionFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fire";
            /** @description A ship's id, as in the view. */
            ship: string;
            volleys: components["schemas"]["IronStarsVolley"][];
        };
        /** @description Combat (IS 6): every ship of yours that has not fired holds its fire, ending your combat phase. */
        IronStarsActionCeaseFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ceaseFire";
        };
        /** @description Special Equipment Hits (IS 6.12): a Q circle was filled; choose the piece of equipment your ship loses. */
        IronStarsActionLoseEquipment: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "loseEquipment";
            /** @description A ship's id, as in the view. */
            ship: string;
            equipment: components["schemas"]["IronStarsEquipmentKind"];
        };
        /** @description Torpedo Nets (IS 6.16, advanced): in the end phase, deploy or raise each medium or larger ship's nets. */
        IronStarsActionSetNets: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "setNets";
            /** @description Your ships that have their nets deployed for the next turn; every other is raised. */
            deployed: string[];
        };
        /** @description Naronian set-up (BS 16.1): buy a ship or a battalion with its transport, in secret. */
        BarnardsStarActionBuy: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "buy";
            item: components["schemas"]["BarnardsStarPurchase"];
        };
        /** @description Naronian set-up (BS 16.1): give back one item bought. */
        BarnardsStarActionSell: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sell";
            item: components["schemas"]["BarnardsStarPurchase"];
        };
        /** @description Naronian set-up (BS 16.1): the force is chosen; it arrives on turn 1. */
        BarnardsStarActionConfirmForce: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "confirmForce";
        };
        /** @description Terran set-up (BS 16.2): place a unit at least 5 hexes from the edge; beacons at least 6 hexes apart. */
        BarnardsStarActionPlaceUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placeUnit";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Terran space events (BS 5.2): send a ship from Sol; its delay is rolled on the Interstellar Navigation Table. */
        BarnardsStarActionSendShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sendShip";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description Terran space events (BS 5.2): move a ship in the system back to Sol (no Naronian ships present). */
        BarnardsStarActionReturnToSol: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "returnToSol";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description Terran space events: done sending ships. */
        BarnardsStarActionEndDispatch: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endDispatch";
        };
        /** @description Space combat (BS 6.1): put a ship in the screened area (at least one stays in the firing line). */
        BarnardsStarActionScreenShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "screenShip";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description Space combat (BS 6.1): the firing line and screen are formed. */
        BarnardsStarActionCloseLine: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "closeLine";
        };
        /** @description Space combat (BS 6.3): in your exchange, before firing, withdraw a ship (Terran: to Sol; Naronian: to Kruger 60, for good). */
        BarnardsStarActionWithdrawShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "withdrawShip";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description Space combat (BS 6.1): one of your firing ships fires at a target; fire resolves when all have a target. */
        BarnardsStarActionAllocateFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "allocateFire";
            /** @description A unit id as the view shows it. */
            ship: string;
            /** @description A unit id as the view shows it. */
            target: string;
        };
        /** @description Space combat: end an exchange in which none of your ships can fire. */
        BarnardsStarActionHoldFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "holdFire";
        };
        /** @description Movement (BS 7.0): move a unit to a hex it can reach with its remaining movement points. */
        BarnardsStarActionMoveUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveUnit";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            to: number;
        };
        /** @description Overrun (BS 14.0): units that began the phase in the same hex, now together, enter an adjacent enemy hex for 1 extra point and attack at once. */
        BarnardsStarActionOverrun: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "overrun";
            units: string[];
            /** @description A hex id: row × 34 + column, both 0-based. */
            to: number;
        };
        /** @description End the movement phase. */
        BarnardsStarActionEndMovement: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endMovement";
        };
        /** @description Transportation (BS 9.0): teleport a unit stacked with a station to another station. */
        BarnardsStarActionTeleport: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "teleport";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description The transportation point or beacon to teleport to. */
            to: string;
        };
        /** @description End the transportation phase. */
        BarnardsStarActionEndTransportation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endTransportation";
        };
        /** @description Space–planet interaction (BS 10.2): land a transport (and its cargo) on a hex without enemy units. */
        BarnardsStarActionLandShip: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "landShip";
            /** @description A unit id as the view shows it. */
            ship: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Space–planet interaction (BS 10.3): drop a jump troop company from its transport; the battalion lands together. */
        BarnardsStarActionDropJumpTroop: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dropJumpTroop";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Space–planet interaction (BS 10.5): place a warship over any hex for close support. */
        BarnardsStarActionCloseApproach: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "closeApproach";
            /** @description A unit id as the view shows it. */
            ship: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Space–planet interaction: the ship stays in space this phase. */
        BarnardsStarActionStayInOrbit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stayInOrbit";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description Space–planet interaction (BS 10.4): load a unit into a landed transport in its hex before it lifts off. */
        BarnardsStarActionLoadUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "loadUnit";
            /** @description A unit id as the view shows it. */
            ship: string;
            /** @description A unit id as the view shows it. */
            unit: string;
        };
        /** @description Space–planet interaction (BS 10.4): lift a landed transport off to space with what it has loaded. */
        BarnardsStarActionLiftOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "liftOff";
            /** @description A unit id as the view shows it. */
            ship: string;
        };
        /** @description End the space–planet interaction phase; ships not yet used stay where they are. */
        BarnardsStarActionEndInteraction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endInteraction";
        };
        /** @description Planetary defense (BS 11.0): a battery or beacon fires at every landing target in a hex within range. */
        BarnardsStarActionDefenseFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "defenseFire";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description End the planetary defense phase. */
        BarnardsStarActionEndDefenseFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endDefenseFire";
        };
        /** @description Combat (BS 12.0): attack the enemy units in a hex your units share. */
        BarnardsStarActionAttack: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attack";
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Bombardment (BS 13.0): fire support at enemy units in a hex without friendly units. */
        BarnardsStarActionBombard: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bombard";
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Support (BS 12.1): commit a unit's support strength to the battle. */
        BarnardsStarActionAddSupport: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "addSupport";
            /** @description A unit id as the view shows it. */
            unit: string;
        };
        /** @description Support (BS 12.1): add no more units. */
        BarnardsStarActionDeclineSupport: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declineSupport";
        };
        /** @description The defenders were all neutralized by support fire: assault anyway, or not (BS 8.0). */
        BarnardsStarActionPressAssault: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pressAssault";
            press: boolean;
        };
        /** @description Losses (BS 12.4): choose a unit of yours to remove. */
        BarnardsStarActionEliminateUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "eliminateUnit";
            /** @description A unit id as the view shows it. */
            unit: string;
        };
        /** @description Retreat (BS 12.4): your units in the battle retreat one hex, to a hex without enemy zone of control. */
        BarnardsStarActionRetreat: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "retreat";
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Retreat (BS 12.4): stay in the hex. */
        BarnardsStarActionHoldGround: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "holdGround";
        };
        /** @description After a W (BS 12.4): counterattack into the hex the attackers retreated to, or not. */
        BarnardsStarActionCounterattack: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "counterattack";
            accept: boolean;
        };
        /** @description Counterattack (BS 12.4): a unit within two hexes moves one hex to support. */
        BarnardsStarActionSupportMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "supportMove";
            /** @description A unit id as the view shows it. */
            unit: string;
            /** @description A hex id: row × 34 + column, both 0-based. */
            hex: number;
        };
        /** @description Counterattack: done moving supporting units. */
        BarnardsStarActionEndSupportMoves: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endSupportMoves";
        };
        /** @description End the combat phase (every mandatory attack made). */
        BarnardsStarActionEndCombat: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endCombat";
        };
        /** @description DS 9.1: place one of the enemy's worlds on its own orbital path. */
        DoubleStarActionPlaceWorld: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placeWorld";
            world: string;
            hex: number;
        };
        /** @description DS 9.2: place population points (millions) on a land hex of one of your worlds, or on a planetoid hemisphere with a base (five per base). */
        DoubleStarActionPlacePopulation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placePopulation";
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            amount: number;
        };
        /** @description DS 9.3: place an industry counter on a world of yours with at least 10 population. */
        DoubleStarActionPlaceIndustry: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "placeIndustry";
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description DS 8.1: buy one initial counter with the scenario budget and place it at one of your worlds. */
        DoubleStarActionBuy: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "buy";
            item: components["schemas"]["DoubleStarBuyItem"];
            body: string;
            /** @description Installations and landed ships: the surface hex. Ships only: null puts the ship in orbit round the body. */
            site: components["schemas"]["DoubleStarSite"] | null;
        };
        /** @description DS 8.1: finish buying; the unspent budget becomes the contingency fund. */
        DoubleStarActionFinishSetup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "finishSetup";
        };
        /** @description DS 10.3: secretly designate an enemy world with industry as your raid's target. */
        DoubleStarActionDesignateTarget: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "designateTarget";
            world: string;
        };
        /** @description DS 8.2–8.3: order a robot fighter, orbital fighter or power plant, delivered to the industry site named. */
        DoubleStarActionOrderProduction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "orderProduction";
            item: components["schemas"]["DoubleStarProduct"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            /** @description Paid from the contingency fund at double cost, arriving in four turns instead of six. */
            emergency: boolean;
            /**
             * @description A later turn of arrival; null for the earliest.
             * @default null
             */
            arrivalTurn: number | null;
        };
        /** @description DS 8.3: convert a battle cruiser or cruiser at a base into a command ship, replacing one lost (4 points). */
        DoubleStarActionConvertToCommand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "convertToCommand";
            ship: string;
        };
        /** @description DS 8: no more orders this interim phase. */
        DoubleStarActionProductionDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "productionDone";
        };
        /** @description DS 4.1: choose the ship or task force (by its command ship) to move next. */
        DoubleStarActionSelectUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "selectUnit";
            unit: string;
        };
        /** @description DS 4.1, 4.3: move the selected unit to a reachable hex and facing (its own hex: change facing without moving). */
        DoubleStarActionMoveUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveUnit";
            unit: string;
            hex: number;
            facing: number;
        };
        /** @description DS 4.2: move the selected ship and land it at a friendly base (or, carrying a base, on any empty land hex). */
        DoubleStarActionLandUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "landUnit";
            unit: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description DS 4.1: the selected unit stays where it is this phase. */
        DoubleStarActionHoldUnit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "holdUnit";
            unit: string;
        };
        /** @description DS 5.2: a ship in space in the task force's hex joins it. */
        DoubleStarActionJoinTaskForce: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "joinTaskForce";
            ship: string;
            taskForce: string;
        };
        /** @description DS 5.2: a ship leaves its task force and returns to the map. */
        DoubleStarActionLeaveTaskForce: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leaveTaskForce";
            ship: string;
        };
        /** @description DS 4.5: a landed transport picks up a power plant, or a new base or planetary defence, from its surface hex. */
        DoubleStarActionLoadCargo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "loadCargo";
            ship: string;
            cargo: components["schemas"]["DoubleStarInstallation"];
        };
        /** @description DS 4.5: a transport landed at a base discharges its cargo there. */
        DoubleStarActionUnloadCargo: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unloadCargo";
            ship: string;
        };
        /** @description DS 4.12: move a power plant, or a newly produced base or planetary defence, to another hex of the same surface. */
        DoubleStarActionRelocate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "relocate";
            body: string;
            from: components["schemas"]["DoubleStarSite"];
            to: components["schemas"]["DoubleStarSite"];
            item: components["schemas"]["DoubleStarInstallation"];
        };
        /** @description DS 2.1: end your movement phase. */
        DoubleStarActionEndMovement: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "endMovement";
        };
        /** @description DS 6.8: open a new group of a task force under one of its formation counters. */
        DoubleStarActionFormGroup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "formGroup";
            taskForce: string;
            formation: components["schemas"]["DoubleStarFormation"];
        };
        /** @description DS 6.8: put a ship of the task force into the open group (screened: wedge or cylinder only). */
        DoubleStarActionAddToGroup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "addToGroup";
            ship: string;
            screened: boolean;
        };
        /** @description DS 6.8: put another of the task force's counters beneath the open group as a back-up. */
        DoubleStarActionAddBackup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "addBackup";
            formation: components["schemas"]["DoubleStarFormation"];
        };
        /** @description DS 6.8: close the open group. */
        DoubleStarActionCloseGroup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "closeGroup";
        };
        /** @description DS 6.8: your formations are set; ships in no group are scattered. Hidden until both sides are ready. */
        DoubleStarActionFormationsReady: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "formationsReady";
        };
        /** @description DS 6.5: at the start of a round, move a cylinder ship between the formation and its screen. */
        DoubleStarActionShiftScreen: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "shiftScreen";
            ship: string;
        };
        /** @description DS 6.5: no more screen changes this round. */
        DoubleStarActionScreensSet: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "screensSet";
        };
        /** @description DS 6.9: a formation (group id) or scattered ship fires at an enemy ship. */
        DoubleStarActionAttack: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attack";
            unit: string;
            target: string;
        };
        /** @description DS 6.9: this formation or ship does not fire this round. */
        DoubleStarActionHoldFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "holdFire";
            unit: string;
        };
        /** @description DS 6.9: every unit still to fire picks the target it outclasses most (ties: lowest id). */
        DoubleStarActionAutoTarget: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "autoTarget";
        };
        /** @description DS 6.9: every unit still to fire holds its fire this round. */
        DoubleStarActionCeaseFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ceaseFire";
        };
        /** @description DS 6.12: break off: the enemy fires one round unanswered, then your survivors withdraw. */
        DoubleStarActionBreakOff: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "breakOff";
        };
        /** @description DS 6.12: the adjacent hex your surviving ships withdraw to. */
        DoubleStarActionWithdraw: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "withdraw";
            hex: number;
        };
        /** @description DS 6.13: this ship makes no surface strike. */
        DoubleStarActionNoStrike: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "noStrike";
            ship: string;
        };
        /** @description DS 6.13: no more surface strikes in this hex. */
        DoubleStarActionStrikesDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "strikesDone";
        };
        /** @description DS 6.13: one shot of a planetary defence at this surface hex (each fires twice). */
        DoubleStarActionPdFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pdFire";
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            /** @description A ship id, or the body id of an impacting planetoid. */
            target: string;
        };
        /** @description DS 6.13: the remaining planetary defence shots are not fired. */
        DoubleStarActionPdDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pdDone";
        };
        /** @description DS 6.14: what a 'des' result destroys in the struck hex (the attacker chooses). */
        DoubleStarActionChooseLoss: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseLoss";
            item: components["schemas"]["DoubleStarLossItem"];
            ship: string | null;
        };
        /** @description DS 4.7: expend a power plant on the planetoid to break orbit at speed 1 with this facing. */
        DoubleStarActionBreakOrbit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "breakOrbit";
            planetoid: string;
            facing: number;
        };
        /** @description DS 4.8: expend a power plant: speed ±1, or turn one hex side. */
        DoubleStarActionThrust: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "thrust";
            planetoid: string;
            change: components["schemas"]["DoubleStarThrustChange"];
        };
        /** @description DS 4.8: expend a power plant to face a planetoid at speed 0 in any direction. */
        DoubleStarActionSetFacing: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "setFacing";
            planetoid: string;
            facing: number;
        };
        /** @description DS 4.9: expend a power plant to enter the orbit the planetoid is flying along, or orbit a body in its hex. */
        DoubleStarActionAssumeOrbit: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assumeOrbit";
            planetoid: string;
        };
        /** @description DS 4.8: no more power plant expenditures this interim phase. */
        DoubleStarActionPlanetoidsDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "planetoidsDone";
        };
        /** @description DS 4.10: expend a power plant to aim a free planetoid at a surface hex of a body in its hex. */
        DoubleStarActionDeclareImpact: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declareImpact";
            planetoid: string;
            body: string;
            site: components["schemas"]["DoubleStarSite"];
        };
        /** @description DS 4.10: no more impacts this interim phase. */
        DoubleStarActionImpactsDone: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "impactsDone";
        };
        /** @description DS 7.4: the formation counter your task force loses. */
        DoubleStarActionChooseTrainingLoss: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chooseTrainingLoss";
            formation: components["schemas"]["DoubleStarFormation"];
        };
        /** @description DS 11.5: offer to end the game in stalemate. */
        DoubleStarActionOfferStalemate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "offerStalemate";
        };
        /** @description DS 11.5: accept or refuse the stalemate offered. */
        DoubleStarActionAnswerStalemate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "answerStalemate";
            accept: boolean;
        };
        /** @description Turret Aiming Phase (LS 4.1): point both turret lasers at one sector, kept secret until both pilots have aimed. */
        LastStarfighterOrdersAimTurret: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "aimTurret";
            sector: number;
        };
        /** @description Movement Phase (LS 4.2, 5.1): your secret heading change, revealed when both pilots have ordered. */
        LastStarfighterOrdersSetHeading: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "setHeading";
            direction: components["schemas"]["LastStarfighterDirection"];
            /** @description 45° clicks turned; 0 exactly when flying straight. */
            clicks: number;
        };
        /** @description Firing Phase (LS 4.3): the lasers you fire; only those bearing on the opponent's view-port (LS 6.2). An empty list holds fire. */
        LastStarfighterOrdersFire: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fire";
            weapons: components["schemas"]["LastStarfighterWeapon"][];
        };
        ActionRequest: components["schemas"]["StarBattleActionRequest"] | components["schemas"]["LastStarfighterActionRequest"] | components["schemas"]["IronStarsActionRequest"] | components["schemas"]["BarnardsStarActionRequest"] | components["schemas"]["DoubleStarActionRequest"];
        CreateGameRequest: components["schemas"]["StarBattleCreateGameRequest"] | components["schemas"]["LastStarfighterCreateGameRequest"] | components["schemas"]["IronStarsCreateGameRequest"] | components["schemas"]["BarnardsStarCreateGameRequest"] | components["schemas"]["DoubleStarCreateGameRequest"];
        RegisterPlayerRequest: {
            /** @description How other players see you */
            name: string;
        };
        JoinGameRequest: {
            /** @description The seat you want; the seat held for you, or the first free one, if left out */
            seat?: string;
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description A private game's share-link token (the link's `invite` parameter) */
            invite?: string;
        };
        InvitePlayerRequest: {
            /** @description The player to invite */
            playerId: string;
            /** @description The seat to hold for them; any open seat if left out */
            seat?: string;
        };
        AcceptInvitationRequest: {
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
        };
        VerifyRecordRequest: {
            /** @constant */
            format: "starpost-game/1";
            kind: string;
            log: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        PostGameMessageRequest: {
            /** @description Plain text, 1 to 1000 characters once trimmed (longer: 413 MESSAGE_TOO_LONG) */
            text: string;
            /** @description A seat, for a private message (games of three seats or more); left out for the whole table */
            to?: string;
        };
        MarkGameMessagesReadRequest: {
            /** @description The id of the last message you have read: the newest one shown to you */
            lastId: number;
        };
        CreateWebhookRequest: {
            /** @description Where deliveries are POSTed (https in production) */
            url: string;
            /** @description Event types to receive; all of them if left out */
            events?: ("decision.required" | "game.started" | "game.action" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received")[];
            /** @description Only this game's events */
            gameId?: string;
            /** @description A bot endpoint: a 2xx answer to decision.required may carry {action}, applied as if posted */
            bot?: boolean;
        };
        RotateWebhookSecretRequest: {
            /** @description How long the replaced secret keeps signing beside the new one, in hours (0 to 168, default 24; 0 retires it at once) */
            overlapHours?: number;
        };
        CreatePushSubscriptionRequest: {
            /** @description The push service URL the browser gave (https) */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                /** @description The browser's P-256 public key, base64url */
                p256dh: string;
                /** @description The browser's authentication secret, base64url */
                auth: string;
            };
        };
        UpdateNotificationPreferencesRequest: {
            events?: ("decision.required" | "deadline.warning" | "game.over" | "message.posted" | "invitation.received")[];
            quietHours?: {
                /** @description When quiet hours begin, local time HH:MM */
                start: string;
                /** @description When they end, local time HH:MM (before start: they cross midnight) */
                end: string;
                /** @description An IANA time zone, e.g. Europe/Paris */
                timeZone: string;
            } | null;
            /** @description Replaces the whole list when sent */
            mutedGames?: string[];
            /** @description Hours before a deadline your seats are warned (deadline.warning, by push and webhook): 1 to 72, 0 for never, null for each game's own warning time. Never earlier than the decision's whole time */
            deadlineWarningHours?: number | null;
        };
        MuteGameRequest: {
            /** @description true: no pushes from this game; false: pushes again */
            muted: boolean;
        };
        CreateTokenRequest: {
            /** @description What it is for, as you will see it in the list */
            name: string;
            /**
             * @default bot
             * @enum {string}
             */
            kind?: "device" | "app" | "bot";
            /** @description read, play (all your games), play:<gameId> (one game), webhooks, account */
            scopes: string[];
            /** @description Seconds until it stops working (60 s to 366 days); without it, until revoked */
            expiresIn?: number;
        };
        DeleteAccountRequest: {
            /** @description Your own player id (`pl_…`): the deletion is refused without it (400 CONFIRMATION_REQUIRED) */
            confirm?: string;
        };
        RedeemPairingCodeRequest: {
            /** @description The code the signed-in device shows, e.g. ABCD-1234 (case and dash do not matter) */
            code: string;
            /** @description How this device is listed among your tokens */
            name?: string;
        };
        VerifyPasskeyRegistrationRequest: {
            response: {
                id: string;
                rawId: string;
                /** @constant */
                type: "public-key";
                response: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            /** @description How the passkey is listed */
            name?: string;
        };
        VerifyPasskeyAuthenticationRequest: {
            response: {
                id: string;
                rawId: string;
                /** @constant */
                type: "public-key";
                response: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            /** @description How this device is listed among your tokens */
            name?: string;
        };
        DecideOAuthRequestRequest: {
            /** @description The query string the app sent to /oauth/authorize, without the '?' */
            request: string;
            /** @description true: grant the scopes asked; false: send the app access_denied */
            allow: boolean;
        };
        StarBattleOptionsInput: {
            /**
             * @description Number of Star Lords (2–6).
             * @default 2
             */
            players?: number;
            /**
             * @description Normal: dealt hands are placed around the Core of the Galaxy. Unknown Universe: a face-down N×N star chart.
             * @default normal
             * @enum {string}
             */
            setup?: "normal" | "unknown-universe";
            /**
             * @description Side of the Unknown Universe star chart (ignored in the Normal set-up).
             * @default 5
             */
            chartSize?: number;
            /**
             * @description Decks shuffled together (1–4), or "auto" for the fewest that fill the chart and the hands with at least one card to spare.
             * @default auto
             */
            decks?: "auto" | number;
            /**
             * @description A: turns pass in seat order. B: the lord with the fewest ships goes next (ties: seat order after the lord who just played).
             * @default A
             * @enum {string}
             */
            phaseRule?: "A" | "B";
            /**
             * @description Battle method: one round of coin flips, flips until one side is gone, or one round on the Starpost odds table.
             * @default ordinary
             * @enum {string}
             */
            battle?: "ordinary" | "decisive" | "tabular";
            /**
             * @description A: when the deck runs out, highest score wins. B: last lord with ships. C: the lord who controls a majority of Home Bases.
             * @default A
             * @enum {string}
             */
            endMethod?: "A" | "B" | "C";
            /**
             * @description Normal set-up: a lord who controls the Core of the Galaxy at the end of his turn gets a bonus Scout there.
             * @default true
             */
            coreBonusShip?: boolean;
            /**
             * @description Unknown Universe: each Home Base a lord controls at the end of his turn gives a bonus Scout (the book leans to no).
             * @default false
             */
            homeBaseBonusShip?: boolean;
            /**
             * @description Normal set-up: treat the Core as every lord's Home Base (no lord may build while another alone holds it; End C is won by holding it). Off: the book's Normal set-up has no Home Bases.
             * @default false
             */
            coreIsHomeBase?: boolean;
            /**
             * @description A replacing Ace in a rebuild counts 1, as on the chart. Off: the book's rule that Aces are high during the turn (14).
             * @default false
             */
            rebuildAceLow?: boolean;
            /**
             * @description Unused free moves are kept for later turns (the book advises against; by default they are lost).
             * @default false
             */
            keepFreeMoves?: boolean;
            /**
             * @description Safety: after this many turns in all the game ends and is decided by the End A score.
             * @default 300
             */
            turnLimit?: number;
        };
        StarBattleActionRequest: {
            /**
             * @description The game's kind: a request naming another kind is refused with 400 INVALID_ACTION (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "star-battle";
            action: components["schemas"]["StarBattleAction"];
            /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
            expectedVersion?: number;
            /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
            decisionId?: string;
        };
        StarBattleCreateGameRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "star-battle";
            /** @description The kind's options; anything left out takes its default */
            options?: components["schemas"]["StarBattleOptionsInput"];
            /** @description The seat you take; the first free one if left out */
            seat?: string;
            /**
             * @description Public games can be watched by anyone; default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description Deadlines for play at a distance; none if left out */
            timeControl?: {
                /** @description Time for each decision, in hours (e.g. 72 for three days) */
                decisionHours: number;
                /**
                 * @description A bank of days each seat may draw on, a day at a time, when a deadline passes
                 * @default 0
                 */
                vacationDays?: number;
                /** @description How long before a deadline deadline.warning is sent; a quarter of the decision time if left out */
                warningHours?: number;
                /**
                 * @description When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move
                 * @default forfeit
                 * @enum {string}
                 */
                onTimeout?: "forfeit" | "bot";
            };
            /** @description Seats the server's built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT) */
            opponents?: {
                [key: string]: "random" | "standard" | "strong";
            };
        };
        LastStarfighterOptionsInput: {
            /**
             * @description "pilot": a duel between two players (LS 3). "drone": solo target practice against a drone the server flies by the book (LS 8).
             * @default pilot
             * @enum {string}
             */
            opponent?: "pilot" | "drone";
            /**
             * @description Optional rules (LS 9): a pilot may fly a ship designed with 20 design points instead of a stock ship.
             * @default false
             */
            designYourOwn?: boolean;
            /**
             * @description Sealed orders (LS 10.3): each secret order is first committed as a SHA-256 hash with a nonce, then revealed, so not even the server knows it early.
             * @default false
             */
            sealedOrders?: boolean;
            /**
             * @description Safety (LS 10.4): a duel still undecided at the end of this turn is a draw. The book sets no limit.
             * @default 100
             */
            turnLimit?: number;
            /**
             * @description Fly-bys (LS 5.3) and disengaging (LS 5.4) count only positions reached by moving; the start, the 5/5 set after a fly-by and the 1/1 set on re-engaging start the counts afresh. Off (the book): every position the wheels show counts, so a re-engage's 1/1 followed by 1/1 is a fly-by, and a fly-by's 5/5 is the first of three disengaging positions.
             * @default false
             */
            movedPositionsOnly?: boolean;
            /**
             * @description The special damage modifier (LS 7.2) counts protection lost from the ship's start (3, 5, 7 lost: +1, +2, +3) instead of protection left (7, 5, 3 left). Identical for ships that start with 10; it spares low-protection designs (LS 9.4). Off: the book's protection left.
             * @default false
             */
            specialModifierByDamageTaken?: boolean;
            /**
             * @description Movement windows of the Navigation Wheel as 8 rows (view-port 1–8) of 8 cells (view 1–8), each "P/V" after both ships move. Null uses the reconstructed table computed from the wheel geometry (README, R1); a group with the original wheel may enter its printed windows.
             * @default null
             */
            wheelTable?: string[][] | null;
        };
        LastStarfighterActionRequest: {
            /**
             * @description The game's kind: a request naming another kind is refused with 400 INVALID_ACTION (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "last-starfighter";
            action: components["schemas"]["LastStarfighterAction"];
            /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
            expectedVersion?: number;
            /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
            decisionId?: string;
        };
        LastStarfighterCreateGameRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "last-starfighter";
            /** @description The kind's options; anything left out takes its default */
            options?: components["schemas"]["LastStarfighterOptionsInput"];
            /** @description The seat you take; the first free one if left out */
            seat?: string;
            /**
             * @description Public games can be watched by anyone; default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description Deadlines for play at a distance; none if left out */
            timeControl?: {
                /** @description Time for each decision, in hours (e.g. 72 for three days) */
                decisionHours: number;
                /**
                 * @description A bank of days each seat may draw on, a day at a time, when a deadline passes
                 * @default 0
                 */
                vacationDays?: number;
                /** @description How long before a deadline deadline.warning is sent; a quarter of the decision time if left out */
                warningHours?: number;
                /**
                 * @description When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move
                 * @default forfeit
                 * @enum {string}
                 */
                onTimeout?: "forfeit" | "bot";
            };
            /** @description Seats the server's built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT) */
            opponents?: {
                [key: string]: "random" | "standard" | "strong";
            };
        };
        IronStarsOptionsInput: {
            /**
             * @description "meetingEngagement": Scenario One (IS 8.1), the book's British and Russian squadrons in line ahead. "pickUp": each side buys a fleet from the ship records (and its own designs) up to a points total (IS 3.1, IS 8.2).
             * @default meetingEngagement
             * @enum {string}
             */
            scenario?: "meetingEngagement" | "pickUp";
            /**
             * @description Pick-up game: the points total. Each fleet must be within 10% of it, and the two fleets within 10% of the lesser of them (IS 3.1).
             * @default 200
             */
            points?: number;
            /**
             * @description Pick-up game: both sides buy at once and neither sees the other's fleet until both have bought (IS 10.3). False: the first seat buys openly, then the second.
             * @default true
             */
            hiddenPurchase?: boolean;
            /**
             * @description Pick-up game: each fleet costs between 10/11 of the points total and the total, so any two fleets balance and hidden purchases never need buying again. Off: the book's 10% rule between the two fleets (IS 3.1).
             * @default false
             */
            strictFleetBudget?: boolean;
            /**
             * @description Pick-up game: fleets may include user-designed ship records, checked against the book's ranges (IS 9).
             * @default true
             */
            designs?: boolean;
            /**
             * @description Game length in turns (IS 4.1); null: the scenario's own length (6 for both).
             * @default null
             */
            turns?: number | null;
            /**
             * @description Advanced rule (IS 5.9): a ship whose thrust exceeds its momentum may back up to half the difference.
             * @default false
             */
            movingBackwards?: boolean;
            /**
             * @description Advanced rule (IS 5.10): the largest turn depends on size class and on where in the move it is made.
             * @default false
             */
            advancedTurning?: boolean;
            /**
             * @description Advanced rule (IS 6.16): medium and larger ships may deploy nets in the end phase: +1 against torpedoes from the beam, no turning.
             * @default false
             */
            torpedoNets?: boolean;
            /**
             * @description Advanced rule (IS 6.14): several maximum rolls in one volley combine into higher results.
             * @default false
             */
            openEnded?: boolean;
            /**
             * @description Advanced rule (IS 6.15): big guns find small targets harder to hit.
             * @default false
             */
            targetSize?: boolean;
            /**
             * @description Optional terrain (IS 1.3): six features scattered from the game's dice before set-up, outside both deployment bands: three asteroids (block sight and movement), two meteorite swarms (block sight) and one piece of flotsam (blocks movement). No counter may finish on any of them (README R24).
             * @default false
             */
            terrain?: boolean;
            /**
             * @description HMES Nike's damage location track (IS 2.8). "text": as the text describing her record reads it, hull 1–10, armour 11, thrust 12–13 (the rest reconstructed, README R4). "printed": the row printed on her sample record, 1–12 / 13 / 14–15 / 16 / 17–18 / 19–20, the same as Gauntlet's.
             * @default text
             * @enum {string}
             */
            nikeTrack?: "text" | "printed";
            /**
             * @description The book refers to special-equipment rules it does not print (IS 7). "reconstructed": Starpost's labelled reconstructions (README). "inert": the equipment does nothing (it can still be lost to Q hits), for groups who play their own rules.
             * @default reconstructed
             * @enum {string}
             */
            specialEquipment?: "reconstructed" | "inert";
        };
        IronStarsActionInput: components["schemas"]["IronStarsActionBuyFleetInput"] | components["schemas"]["IronStarsActionChoosePlacementOrder"] | components["schemas"]["IronStarsActionPlaceShip"] | components["schemas"]["IronStarsActionChooseRole"] | components["schemas"]["IronStarsActionMoveShipInput"] | components["schemas"]["IronStarsActionMoveBackwardInput"] | components["schemas"]["IronStarsActionFire"] | components["schemas"]["IronStarsActionCeaseFire"] | components["schemas"]["IronStarsActionLoseEquipment"] | components["schemas"]["IronStarsActionSetNets"];
        IronStarsActionRequest: {
            /**
             * @description The game's kind: a request naming another kind is refused with 400 INVALID_ACTION (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "iron-stars";
            action: components["schemas"]["IronStarsActionInput"];
            /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
            expectedVersion?: number;
            /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
            decisionId?: string;
        };
        IronStarsCreateGameRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "iron-stars";
            /** @description The kind's options; anything left out takes its default */
            options?: components["schemas"]["IronStarsOptionsInput"];
            /** @description The seat you take; the first free one if left out */
            seat?: string;
            /**
             * @description Public games can be watched by anyone; default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description Deadlines for play at a distance; none if left out */
            timeControl?: {
                /** @description Time for each decision, in hours (e.g. 72 for three days) */
                decisionHours: number;
                /**
                 * @description A bank of days each seat may draw on, a day at a time, when a deadline passes
                 * @default 0
                 */
                vacationDays?: number;
                /** @description How long before a deadline deadline.warning is sent; a quarter of the decision time if left out */
                warningHours?: number;
                /**
                 * @description When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move
                 * @default forfeit
                 * @enum {string}
                 */
                onTimeout?: "forfeit" | "bot";
            };
            /** @description Seats the server's built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT) */
            opponents?: {
                [key: string]: "random" | "standard" | "strong";
            };
        };
        BarnardsStarOptionsInput: {
            /**
             * @description Assault Combat Results Table (T4). "printed": exactly as the book prints it, rows −2, 2, 6 and 10 one column kinder to the attacker than their neighbours. "smoothed": those four rows read like the row above them (README, R8).
             * @default printed
             */
            assaultTable?: components["schemas"]["BarnardsStarAssaultTable"];
            /**
             * @description Points the Naronian spends on his attack force (BS 16.1).
             * @default 40
             */
            naronianPoints?: number;
            /**
             * @description The Naronian counter mix that bounds his purchase (BS 16.1). Reconstructed (README, R3): set it from the original counter sheets if you have them.
             * @default {
             *       "BB": 3,
             *       "BC": 4,
             *       "DD": 6,
             *       "jumpBattalions": 6,
             *       "regularBattalions": 6
             *     }
             */
            naronianMix?: components["schemas"]["BarnardsStarNaronianMixInput"];
            /**
             * @description The Terran reinforcements drawn at random, one per turn (BS 16.2, 16.3). Reconstructed (README, R3).
             * @default {
             *       "DN": 2,
             *       "BB": 3,
             *       "BC": 4,
             *       "DD": 6,
             *       "TN": 3,
             *       "jumpTN": 1
             *     }
             */
            terranBowl?: components["schemas"]["BarnardsStarTerranBowlInput"];
            /**
             * @description Optional turn limit (BS 20.3). The book has no stalemate: by default (null) play goes on until a side wins, bounded only by the safety bound of 300 game turns. A number ends a battle still undecided at the end of that game turn in a stalemate.
             * @default null
             */
            turnLimit?: number | null;
            /**
             * @description Jump-troop drops (BS 10.3). "pattern": the finished drop is judged (each troop within 2 hexes of another of its battalion, within 5 of all), so separate clusters are legal. "chained": the earlier engine's stricter procedure, each next troop within 2 of one already down (README, R18).
             * @default pattern
             */
            jumpDrops?: components["schemas"]["BarnardsStarJumpDrops"];
            /**
             * @description Which troops are not yet eliminated for the victory conditions (BS 16.4). "drawn": every jump troop and regular not eliminated, Terran troops at Sol or on the turn track included (they can still come). "atBarnardsStar": only troops on the planet or aboard ships at Barnard's Star, the earlier engine's reading. "withBowl": as "drawn", and the battalions of transports still in the Terran bowl count too (README, R12).
             * @default drawn
             */
            victoryTroops?: components["schemas"]["BarnardsStarVictoryTroops"];
            /**
             * @description Neutralized units in an attacking position (BS 12.4). "each": every neutralized attacker suffers the immediate W on its own (it falls back one hex and takes no part in the assault). "all": only when all attackers are neutralized, the earlier engine's reading (README, R25).
             * @default each
             */
            neutralizedAttackers?: components["schemas"]["BarnardsStarNeutralizedAttackers"];
            /**
             * @description A firing line shot empty (BS 6.1). "screenJoins": the side's screened ships join the firing line and fire on. "screenStays": screened ships never fire, the earlier engine's reading (README, R11).
             * @default screenJoins
             */
            emptyLine?: components["schemas"]["BarnardsStarEmptyLine"];
            /**
             * @description The map (BS 2.1), fixed and versioned: only the reconstructed map of BS.03.04 exists.
             * @default bs0304-v1
             * @constant
             */
            map?: "bs0304-v1";
        };
        BarnardsStarActionRequest: {
            /**
             * @description The game's kind: a request naming another kind is refused with 400 INVALID_ACTION (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "barnards-star";
            action: components["schemas"]["BarnardsStarAction"];
            /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
            expectedVersion?: number;
            /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
            decisionId?: string;
        };
        BarnardsStarCreateGameRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "barnards-star";
            /** @description The kind's options; anything left out takes its default */
            options?: components["schemas"]["BarnardsStarOptionsInput"];
            /** @description The seat you take; the first free one if left out */
            seat?: string;
            /**
             * @description Public games can be watched by anyone; default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description Deadlines for play at a distance; none if left out */
            timeControl?: {
                /** @description Time for each decision, in hours (e.g. 72 for three days) */
                decisionHours: number;
                /**
                 * @description A bank of days each seat may draw on, a day at a time, when a deadline passes
                 * @default 0
                 */
                vacationDays?: number;
                /** @description How long before a deadline deadline.warning is sent; a quarter of the decision time if left out */
                warningHours?: number;
                /**
                 * @description When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move
                 * @default forfeit
                 * @enum {string}
                 */
                onTimeout?: "forfeit" | "bot";
            };
            /** @description Seats the server's built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT) */
            opponents?: {
                [key: string]: "random" | "standard" | "strong";
            };
        };
        DoubleStarOptionsInput: {
            /**
             * @description Which scenario (DS 10): sneakAttack, armageddon or raid.
             * @default sneakAttack
             * @enum {string}
             */
            scenario?: "sneakAttack" | "armageddon" | "raid";
            /**
             * @description Safety limit (DS 11.3): the game ends after this game-turn if the scenario has not ended it, and is judged as at the scenario's own end (Armageddon: stalemate). The book gives Armageddon no limit.
             * @default 100
             */
            turnLimit?: number;
            /**
             * @description Safety limit (DS 11.3): ship-to-ship combat in one hex ends after this many rounds.
             * @default 30
             */
            maxCombatRounds?: number;
            /**
             * @description Die modifier for robot fighters on the Surface Strike Table (DS 6.14). The counter chart says −2, the rules text 'adds two'; on this table low rolls are the strong ones, so −2 (the default) is the reading that makes robots hit out of proportion to their attack factor.
             * @default -2
             */
            robotStrikeModifier?: -2 | 2;
            /**
             * @description Overrides of the reconstructed defence and movement factors (README R1–R2), by ship kind, for groups with the original counters.
             * @default {}
             */
            shipFactors?: components["schemas"]["DoubleStarShipFactors"];
            /**
             * @description Formation counters of each type (cone, wedge, cylinder, globe) in each side's pool (reconstructed, README R8).
             * @default 12
             */
            formationPoolPerType?: number;
            /**
             * @description Let the players agree a stalemate in every scenario; by default only in Armageddon, where the book allows it (DS 10.2).
             * @default false
             */
            agreedStalemateAnyScenario?: boolean;
            /**
             * @description Fastest a free planetoid may be pushed (DS 4.8). The book sets no limit (null, the default); 6 was Starpost's earlier cap.
             * @default null
             */
            planetoidMaxSpeed?: number | null;
            /**
             * @description Let a free planetoid at any speed settle round a world in its hex (Starpost's earlier reading). By default (DS 4.9) an orbit is assumed only at speed 1 facing along a printed orbital path.
             * @default false
             */
            orbitCaptureAnySpeed?: boolean;
            /**
             * @description Treat the globe's three-ship margin as a limit on its targets (Starpost's earlier reading: a globe with no such target cannot fire). By default (DS 6.6) a globe that fires at a formation without the margin becomes scattered.
             * @default false
             */
            globeMarginLimitsTargets?: boolean;
            /**
             * @description Let a B result break a globe in its first combat round (Starpost's earlier reading). By default (DS 6.6, D23) a globe counts as scattered ships in its first round, so a B there eliminates the ship and breaks nothing.
             * @default false
             */
            globeBreaksInFirstRound?: boolean;
            /**
             * @description Only the phasing side strikes surfaces (Starpost's earlier reading). By default (DS 2.2, DS 6.1 step 4) both sides' surviving ships may strike in every combat phase.
             * @default false
             */
            surfaceStrikesPhasingOnly?: boolean;
            /**
             * @description Command ships never land (Starpost's earlier reading). By default (DS 4.2) a command ship with no other ship in its task force lands at a friendly base like any ship.
             * @default false
             */
            commandShipsStayInSpace?: boolean;
        };
        DoubleStarActionInput: components["schemas"]["DoubleStarActionPlaceWorld"] | components["schemas"]["DoubleStarActionPlacePopulation"] | components["schemas"]["DoubleStarActionPlaceIndustry"] | components["schemas"]["DoubleStarActionBuy"] | components["schemas"]["DoubleStarActionFinishSetup"] | components["schemas"]["DoubleStarActionDesignateTarget"] | components["schemas"]["DoubleStarActionOrderProductionInput"] | components["schemas"]["DoubleStarActionConvertToCommand"] | components["schemas"]["DoubleStarActionProductionDone"] | components["schemas"]["DoubleStarActionSelectUnit"] | components["schemas"]["DoubleStarActionMoveUnit"] | components["schemas"]["DoubleStarActionLandUnit"] | components["schemas"]["DoubleStarActionHoldUnit"] | components["schemas"]["DoubleStarActionJoinTaskForce"] | components["schemas"]["DoubleStarActionLeaveTaskForce"] | components["schemas"]["DoubleStarActionLoadCargo"] | components["schemas"]["DoubleStarActionUnloadCargo"] | components["schemas"]["DoubleStarActionRelocate"] | components["schemas"]["DoubleStarActionEndMovement"] | components["schemas"]["DoubleStarActionFormGroup"] | components["schemas"]["DoubleStarActionAddToGroup"] | components["schemas"]["DoubleStarActionAddBackup"] | components["schemas"]["DoubleStarActionCloseGroup"] | components["schemas"]["DoubleStarActionFormationsReady"] | components["schemas"]["DoubleStarActionShiftScreen"] | components["schemas"]["DoubleStarActionScreensSet"] | components["schemas"]["DoubleStarActionAttack"] | components["schemas"]["DoubleStarActionHoldFire"] | components["schemas"]["DoubleStarActionAutoTarget"] | components["schemas"]["DoubleStarActionCeaseFire"] | components["schemas"]["DoubleStarActionBreakOff"] | components["schemas"]["DoubleStarActionWithdraw"] | components["schemas"]["DoubleStarStrikeSurface"] | components["schemas"]["DoubleStarActionNoStrike"] | components["schemas"]["DoubleStarActionStrikesDone"] | components["schemas"]["DoubleStarActionPdFire"] | components["schemas"]["DoubleStarActionPdDone"] | components["schemas"]["DoubleStarActionChooseLoss"] | components["schemas"]["DoubleStarActionBreakOrbit"] | components["schemas"]["DoubleStarActionThrust"] | components["schemas"]["DoubleStarActionSetFacing"] | components["schemas"]["DoubleStarActionAssumeOrbit"] | components["schemas"]["DoubleStarActionPlanetoidsDone"] | components["schemas"]["DoubleStarActionDeclareImpact"] | components["schemas"]["DoubleStarActionImpactsDone"] | components["schemas"]["DoubleStarActionChooseTrainingLoss"] | components["schemas"]["DoubleStarActionOfferStalemate"] | components["schemas"]["DoubleStarActionAnswerStalemate"];
        DoubleStarActionRequest: {
            /**
             * @description The game's kind: a request naming another kind is refused with 400 INVALID_ACTION (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            kind: "double-star";
            action: components["schemas"]["DoubleStarActionInput"];
            /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
            expectedVersion?: number;
            /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
            decisionId?: string;
        };
        DoubleStarCreateGameRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "double-star";
            /** @description The kind's options; anything left out takes its default */
            options?: components["schemas"]["DoubleStarOptionsInput"];
            /** @description The seat you take; the first free one if left out */
            seat?: string;
            /**
             * @description Public games can be watched by anyone; default public
             * @enum {string}
             */
            visibility?: "public" | "private";
            /** @description Your own randomness, mixed into the game's seed when the game starts */
            entropy?: string;
            /** @description Deadlines for play at a distance; none if left out */
            timeControl?: {
                /** @description Time for each decision, in hours (e.g. 72 for three days) */
                decisionHours: number;
                /**
                 * @description A bank of days each seat may draw on, a day at a time, when a deadline passes
                 * @default 0
                 */
                vacationDays?: number;
                /** @description How long before a deadline deadline.warning is sent; a quarter of the decision time if left out */
                warningHours?: number;
                /**
                 * @description When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move
                 * @default forfeit
                 * @enum {string}
                 */
                onTimeout?: "forfeit" | "bot";
            };
            /** @description Seats the server's built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT) */
            opponents?: {
                [key: string]: "random" | "standard" | "strong";
            };
        };
        /** @description One ship of a fleet: a book class or a design */
        IronStarsPurchaseItemInput: components["schemas"]["IronStarsBookShip"] | components["schemas"]["IronStarsDesignedShipInput"];
        /** @description A ship of the buyer's own design */
        IronStarsDesignedShipInput: {
            design: components["schemas"]["IronStarsDesignInput"];
        };
        /** @description A user-designed ship record (IS 9); its size class and hull VP are derived. */
        IronStarsDesignInput: {
            /** @description The record's name, e.g. "Dauntless". */
            name: string;
            /**
             * @description Its type, e.g. "Light Cruiser".
             * @default Design
             */
            type?: string;
            /** @description Point value, supplied by the designer (the book's construction rules are absent). */
            points: number;
            hull: number;
            armour: number;
            thrust: number;
            /** @default null */
            primary?: components["schemas"]["IronStarsGuns"] | null;
            /** @default null */
            secondary?: components["schemas"]["IronStarsGuns"] | null;
            /**
             * @description Light guns, d4 x1
             * @default 0
             */
            light?: number;
            /** @default null */
            torpedoes?: components["schemas"]["IronStarsGuns"] | null;
            track: components["schemas"]["IronStarsTrack"];
            /**
             * @description Hull circles (1-based) printed as Q.
             * @default []
             */
            q?: number[];
            /**
             * @default {
             *       "rockets": 0,
             *       "fireArrows": 0,
             *       "mines": 0,
             *       "lightningProjectors": null,
             *       "gyroscopicStabilizer": false,
             *       "keelBombard": false
             *     }
             */
            equipment?: components["schemas"]["IronStarsEquipmentInput"];
        };
        /** @description Special equipment aboard (IS 7): what a design leaves out it has none of; in play, expended or lost pieces are gone */
        IronStarsEquipmentInput: {
            /**
             * @description Congreve rockets (one piece however many)
             * @default 0
             */
            rockets?: number;
            /**
             * @description Fire arrows (one piece however many)
             * @default 0
             */
            fireArrows?: number;
            /**
             * @description Mine factors (each a piece)
             * @default 0
             */
            mines?: number;
            /**
             * @description The battery that is lightning projectors
             * @default null
             */
            lightningProjectors?: components["schemas"]["IronStarsBattery"] | null;
            /** @default false */
            gyroscopicStabilizer?: boolean;
            /** @default false */
            keelBombard?: boolean;
        };
        /** @description The Naronian counter mix that bounds the purchase (README, R3) */
        BarnardsStarNaronianMixInput: {
            /**
             * @description Battleships in the Naronian counter mix.
             * @default 3
             */
            BB?: number;
            /**
             * @description Battlecruisers in the Naronian counter mix.
             * @default 4
             */
            BC?: number;
            /**
             * @description Destroyers in the Naronian counter mix.
             * @default 6
             */
            DD?: number;
            /**
             * @description Jump troop battalions (each with its transport) in the Naronian counter mix.
             * @default 6
             */
            jumpBattalions?: number;
            /**
             * @description Regular battalions (each with its transport) in the Naronian counter mix.
             * @default 6
             */
            regularBattalions?: number;
        };
        /** @description The ships put in the Terran bowl (README, R3) */
        BarnardsStarTerranBowlInput: {
            /**
             * @description Dreadnoughts in the bowl.
             * @default 2
             */
            DN?: number;
            /**
             * @description Battleships in the bowl.
             * @default 3
             */
            BB?: number;
            /**
             * @description Battlecruisers in the bowl.
             * @default 4
             */
            BC?: number;
            /**
             * @description Destroyers in the bowl.
             * @default 6
             */
            DD?: number;
            /**
             * @description Transports in the bowl, each loaded with a regular battalion.
             * @default 3
             */
            TN?: number;
            /**
             * @description Transports marked with the asterisk, each loaded with a jump troop battalion.
             * @default 1
             */
            jumpTN?: number;
        };
        /** @description Pick-up game (IS 3.1): the ships of your fleet; hidden from the other side until both have bought (IS 10.3). */
        IronStarsActionBuyFleetInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "buyFleet";
            ships: components["schemas"]["IronStarsPurchaseItemInput"][];
        };
        /** @description Movement (IS 5): move one ship straight ahead, with at most one pivot about its centre. */
        IronStarsActionMoveShipInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveShip";
            /** @description A ship's id, as in the view. */
            ship: string;
            /** @description Hundredths of an inch straight ahead before the turn (the whole move when there is no turn). */
            first: number;
            /**
             * @description The one pivot, in whole degrees: positive to port (counter-clockwise), negative to starboard.
             * @default 0
             */
            turn?: number;
            /**
             * @description Hundredths of an inch straight ahead after the turn.
             * @default 0
             */
            second?: number;
            /**
             * @description Mine factors to lay as a minefield where the move starts (IS 7.6): 1, 2 or 3; 0 lays none.
             * @default 0
             */
            mines?: number;
        };
        /** @description Moving Backwards (IS 5.9, advanced): straight back, no turn; momentum becomes zero. */
        IronStarsActionMoveBackwardInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "moveBackward";
            /** @description A ship's id, as in the view. */
            ship: string;
            /** @description Hundredths of an inch. */
            distance: number;
            /**
             * @description Mine factors to lay as a minefield where the move starts (IS 7.6): 1, 2 or 3; 0 lays none.
             * @default 0
             */
            mines?: number;
        };
        /** @description DS 8.2–8.3: order a robot fighter, orbital fighter or power plant, delivered to the industry site named. */
        DoubleStarActionOrderProductionInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "orderProduction";
            item: components["schemas"]["DoubleStarProduct"];
            body: string;
            site: components["schemas"]["DoubleStarSite"];
            /** @description Paid from the contingency fund at double cost, arriving in four turns instead of six. */
            emergency: boolean;
            /**
             * @description A later turn of arrival; null for the earliest.
             * @default null
             */
            arrivalTurn?: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    registerPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterPlayerRequest"];
            };
        };
        responses: {
            /** @description The new player with its API key */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPlayer"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description CREATION_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "CREATION_LIMITED" | "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description What became of each of your games */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeleted"];
                };
            };
            /** @description MALFORMED_REQUEST, CONFIRMATION_REQUIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "CONFIRMATION_REQUIRED";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description ACCOUNT_DELETION_INCOMPLETE, TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_DELETION_INCOMPLETE" | "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listKinds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kinds */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindList"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getKind: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kind */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kind"];
                };
            };
            /** @description UNKNOWN_KIND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNKNOWN_KIND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getKindSeats: {
        parameters: {
            query?: {
                /** @description The options as JSON, e.g. `{"players":4}`; anything left out takes its default */
                options?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seats, and the options they follow from */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindSeats"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_OPTIONS */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_OPTIONS";
                    };
                };
            };
            /** @description UNKNOWN_KIND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNKNOWN_KIND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                status?: "open" | "active" | "finished";
                kind?: string;
                /** @description Only games you sit in */
                mine?: "true" | "false";
                /** @description Only games where one of your seats owes a decision */
                awaiting?: "me";
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `games`, newest created first, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGameRequest"];
            };
        };
        responses: {
            /** @description The new game */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_OPTIONS */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_OPTIONS";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description OPEN_GAMES_LIMIT, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "OPEN_GAMES_LIMIT" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description UNKNOWN_KIND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNKNOWN_KIND";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description NO_HUMAN_SEAT, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NO_HUMAN_SEAT" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description CREATION_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "CREATION_LIMITED" | "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: {
                /** @description The view as it stood at this version (replays) */
                at?: number;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND, VERSION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND" | "VERSION_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    joinGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinGameRequest"];
            };
        };
        responses: {
            /** @description `{version, events, game}` like an action's answer: the game with you seated (events: none) */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActResult"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description SEAT_TAKEN, NO_OPEN_SEAT, ALREADY_SEATED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "SEAT_TAKEN" | "NO_OPEN_SEAT" | "ALREADY_SEATED" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    invitePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitePlayerRequest"];
            };
        };
        responses: {
            /** @description The invitation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND, PLAYER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND" | "PLAYER_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_ALREADY_STARTED, ALREADY_SEATED, SEAT_TAKEN, SEAT_RESERVED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_ALREADY_STARTED" | "ALREADY_SEATED" | "SEAT_TAKEN" | "SEAT_RESERVED";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listMyInvitations: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `invitations` and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationRequest"];
            };
        };
        responses: {
            /** @description `{version, events, game}`, as joining answers */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActResult"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /** @description INVITATION_DECLINED, SEAT_TAKEN, NO_OPEN_SEAT, ALREADY_SEATED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INVITATION_DECLINED" | "SEAT_TAKEN" | "NO_OPEN_SEAT" | "ALREADY_SEATED" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description INVITATION_EXPIRED, GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INVITATION_EXPIRED" | "GAME_CANCELLED";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    declineInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /** @description INVITATION_ACCEPTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INVITATION_ACCEPTED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createInviteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token and the link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteLink"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, NOT_GAME_CREATOR, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "NOT_GAME_CREATOR" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_ALREADY_STARTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_ALREADY_STARTED";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    revokeInviteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedInviteLink"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, NOT_GAME_CREATOR, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "NOT_GAME_CREATOR" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description GAME_ALREADY_STARTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_ALREADY_STARTED";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    leaveGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat you gave back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeftGame"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_ALREADY_STARTED, CREATOR_CANNOT_LEAVE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_ALREADY_STARTED" | "CREATOR_CANNOT_LEAVE";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    cancelGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledGame"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_GAME_CREATOR, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_GAME_CREATOR" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_ALREADY_STARTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_ALREADY_STARTED";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    offerRematch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new game and the invitations */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rematch"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, OPEN_GAMES_LIMIT, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "OPEN_GAMES_LIMIT" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_NOT_FINISHED, REMATCH_EXISTS, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FINISHED" | "REMATCH_EXISTS" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description CREATION_LIMITED, RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "CREATION_LIMITED" | "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    submitAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version you read, as the standard alternative to `expectedVersion`: the ETag of `GET /v1/games/{id}` as it was served (`"12.Zx…"`, or `W/"12.Zx…"`), or the version in quotes (`"12"`); `*` sets no version. Same meaning as `expectedVersion`: accepted while your seat owes the decision it owed at that version, else 409 STALE_VERSION. A value of another form, or several tags, is 400 MALFORMED_REQUEST; disagreeing with `expectedVersion` is 400 IF_MATCH_CONFLICT */
                "If-Match"?: string;
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRequest"];
            };
        };
        responses: {
            /** @description The new version, your view of the events it produced, and the game */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read; the same a read of the game right after would carry */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActResult"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_ACTION, IF_MATCH_CONFLICT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_ACTION" | "IF_MATCH_CONFLICT";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, NOT_YOUR_DECISION, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "NOT_YOUR_DECISION" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description STALE_VERSION, STALE_DECISION, GAME_NOT_STARTED, GAME_OVER, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "STALE_VERSION" | "STALE_DECISION" | "GAME_NOT_STARTED" | "GAME_OVER" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description ILLEGAL_ACTION, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    validateAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version you read, as the standard alternative to `expectedVersion`: the ETag of `GET /v1/games/{id}` as it was served (`"12.Zx…"`, or `W/"12.Zx…"`), or the version in quotes (`"12"`); `*` sets no version. Same meaning as `expectedVersion`: accepted while your seat owes the decision it owed at that version, else 409 STALE_VERSION. A value of another form, or several tags, is 400 MALFORMED_REQUEST; disagreeing with `expectedVersion` is 400 IF_MATCH_CONFLICT */
                "If-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRequest"];
            };
        };
        responses: {
            /** @description Valid. The events it would produce are given only where nothing is hidden from you and no die is rolled; otherwise `withheld` says why */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateResult"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_ACTION, IF_MATCH_CONFLICT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_ACTION" | "IF_MATCH_CONFLICT";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, NOT_YOUR_DECISION, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "NOT_YOUR_DECISION" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description STALE_VERSION, STALE_DECISION, GAME_NOT_STARTED, GAME_OVER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "STALE_VERSION" | "STALE_DECISION" | "GAME_NOT_STARTED" | "GAME_OVER";
                    };
                };
            };
            /** @description ILLEGAL_ACTION */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    suggestAction: {
        parameters: {
            query?: {
                /** @description Ask the built-in opponent at this level instead of the uniform bot */
                level?: "random" | "standard" | "strong";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An action you could post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suggestion"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, NOT_YOUR_DECISION, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "NOT_YOUR_DECISION" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_NOT_STARTED, GAME_OVER */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_STARTED" | "GAME_OVER";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    resignGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{version, events, game}`, as an action answers: the events of your resignation and the game */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActResult"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_NOT_STARTED, GAME_OVER, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_STARTED" | "GAME_OVER" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    undoAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{version, events, game}`, as an action answers: the undo's new version (events: none) and the game as it was before your action */
            200: {
                headers: {
                    /** @description The game's tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActResult"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_NOT_STARTED, GAME_OVER, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_STARTED" | "GAME_OVER" | "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description UNDO_NOT_ALLOWED, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNDO_NOT_ALLOWED" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    streamGame: {
        parameters: {
            query?: {
                /** @description Start after this version (Last-Event-ID wins when both are sent) */
                after?: number;
            };
            header?: {
                /** @description The last version you received; the stream resumes after it */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream: `entry` events (id = version), then `end` when the game is over */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["FeedStreamEvent"][];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_REVOKED, TOKEN_EXPIRED, APP_TOKEN_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_REVOKED" | "TOKEN_EXPIRED" | "APP_TOKEN_INVALID";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description GAME_CANCELLED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_CANCELLED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description LIVE_FEED_FULL, TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "LIVE_FEED_FULL" | "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listGameEvents: {
        parameters: {
            query?: {
                /** @description Return entries after this version (0 if left out); not with `cursor` */
                after?: number;
                /** @description Items per page, 1 to 500 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with; not with `after` */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `entries` after `after` (or the cursor), up to `limit`, public dice included; the game's `version`; `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    exportGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record (format starpost-game/1) */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameRecord"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    verifyRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRecordRequest"];
            };
        };
        responses: {
            /** @description `verified` with the counts checked, or the problems found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listGameMessages: {
        parameters: {
            query?: {
                /** @description Messages after this id (0 if left out); not with `cursor` */
                after?: number;
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `messages` after `after` (or the cursor), up to `limit`, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableMessageList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    postGameMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostGameMessageRequest"];
            };
        };
        responses: {
            /** @description The message as its readers see it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableMessage"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_RECIPIENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_RECIPIENT";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description MESSAGE_TOO_LONG, BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MESSAGE_TOO_LONG" | "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    markGameMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkGameMessagesReadRequest"];
            };
        };
        responses: {
            /** @description Your read position and what is still unread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesRead"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description NOT_A_PLAYER, INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_A_PLAYER" | "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listMutedPlayers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `players` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MutedPlayerList"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    mutePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Muted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerMuteState"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    unmutePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Not muted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerMuteState"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `webhooks`, oldest first, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The subscription with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description WEBHOOK_TARGET_REFUSED, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "WEBHOOK_TARGET_REFUSED" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhook"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateWebhookSecretRequest"];
            };
        };
        responses: {
            /** @description The new secret and when the replaced one stops signing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_USE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `deliveries` with their attempts, last HTTP status and error, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedDelivery"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getVapidPublicKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applicationServerKey */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VapidPublicKey"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listPushSubscriptions: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `subscriptions`, oldest first, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePushSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_PUSH_SUBSCRIPTION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_PUSH_SUBSCRIPTION";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description PUSH_ENDPOINT_REFUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "PUSH_ENDPOINT_REFUSED";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedPushSubscription"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listPushDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `deliveries`, newest first, and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your preferences */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationPreferencesRequest"];
            };
        };
        responses: {
            /** @description Your preferences as they now are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    muteGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MuteGameRequest"];
            };
        };
        responses: {
            /** @description Whether the game is muted now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteState"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description GAME_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "GAME_NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getInbox: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 200 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `items` and `nextCursor` */
            200: {
                headers: {
                    /** @description A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same */
                    ETag?: string;
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The master key first, then tokens, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenList"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTokenRequest"];
            };
        };
        responses: {
            /** @description The token with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewToken"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: {
                /** @description `true`: also revoke every token it made (minted with it, or a device paired from it), and what those made, however deep, and remove the passkeys it or they added (with the devices those signed in) */
                cascade?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token, with `revokedAt`, and what was revoked with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedToken"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    rotateMasterKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new master key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedKey"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    exportAccount: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 50 */
                limit?: number;
                /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your data */
            200: {
                headers: {
                    /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description MALFORMED_REQUEST, INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "INVALID_CURSOR";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    createPairingCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code, a URL for a QR code, and its expiry */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PairingCode"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    redeemPairingCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemPairingCodeRequest"];
            };
        };
        responses: {
            /** @description Who you are, and this device's token (shown only here) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description MALFORMED_REQUEST, PAIRING_CODE_INVALID, PAIRING_CODE_USED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "PAIRING_CODE_INVALID" | "PAIRING_CODE_USED";
                    };
                };
            };
            /** @description PAIRING_CODE_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "PAIRING_CODE_EXPIRED";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    verifyPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPasskeyRegistrationRequest"];
            };
        };
        responses: {
            /** @description The passkey */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description MALFORMED_REQUEST, PASSKEY_CHALLENGE_INVALID, PASSKEY_VERIFICATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "PASSKEY_CHALLENGE_INVALID" | "PASSKEY_VERIFICATION_FAILED";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialCreationOptions as JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebAuthnOptions"];
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    deletePasskey: {
        parameters: {
            query?: {
                /** @description `true`: also sign out (revoke the tokens of) the devices that signed in with this passkey */
                signOut?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, and the devices signed out with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedPasskey"];
                };
            };
            /** @description MALFORMED_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST";
                    };
                };
            };
            /** @description UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    passkeyAuthenticationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptions as JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebAuthnOptions"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    verifyPasskeyAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPasskeyAuthenticationRequest"];
            };
        };
        responses: {
            /** @description Who you are, and this device's token (shown only here) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description MALFORMED_REQUEST, PASSKEY_CHALLENGE_INVALID, PASSKEY_VERIFICATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "PASSKEY_CHALLENGE_INVALID" | "PASSKEY_VERIFICATION_FAILED";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    describeOAuthRequest: {
        parameters: {
            query: {
                /** @description code */
                response_type: string;
                client_id: string;
                /** @description Exactly one of the client's registered redirect URIs */
                redirect_uri: string;
                /** @description Space-separated: read, play, play:<gameId>, webhooks (apps are never granted account) */
                scope?: string;
                state?: string;
                /** @description BASE64URL(SHA-256(code_verifier)): every client uses PKCE */
                code_challenge: string;
                code_challenge_method: "S256";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, checked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthRequest"];
                };
            };
            /** @description MALFORMED_REQUEST, OAUTH_UNAVAILABLE, OAUTH_REDIRECT_MISMATCH, OAUTH_REQUEST_INVALID, OAUTH_PKCE_FAILED, OAUTH_SCOPE_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "OAUTH_UNAVAILABLE" | "OAUTH_REDIRECT_MISMATCH" | "OAUTH_REQUEST_INVALID" | "OAUTH_PKCE_FAILED" | "OAUTH_SCOPE_INVALID";
                    };
                };
            };
            /** @description OAUTH_CLIENT_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "OAUTH_CLIENT_INVALID";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    decideOAuthRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideOAuthRequestRequest"];
            };
        };
        responses: {
            /** @description The app's redirect URI with the code, or with the refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthDecision"];
                };
            };
            /** @description MALFORMED_REQUEST, OAUTH_UNAVAILABLE, OAUTH_REDIRECT_MISMATCH, OAUTH_REQUEST_INVALID, OAUTH_PKCE_FAILED, OAUTH_SCOPE_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "MALFORMED_REQUEST" | "OAUTH_UNAVAILABLE" | "OAUTH_REDIRECT_MISMATCH" | "OAUTH_REQUEST_INVALID" | "OAUTH_PKCE_FAILED" | "OAUTH_SCOPE_INVALID";
                    };
                };
            };
            /** @description UNAUTHENTICATED, OAUTH_CLIENT_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED" | "OAUTH_CLIENT_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description INSUFFICIENT_SCOPE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "INSUFFICIENT_SCOPE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description TEMPORARILY_UNAVAILABLE, OVERLOADED */
            503: {
                headers: {
                    /** @description Seconds to wait before sending again (sent with TEMPORARILY_UNAVAILABLE, OVERLOADED and LIVE_FEED_FULL) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "TEMPORARILY_UNAVAILABLE" | "OVERLOADED";
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every check passed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description A check failed: the same report, naming it */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    getOAuthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthMetadata"];
                };
            };
            /** @description OAUTH_UNAVAILABLE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "OAUTH_UNAVAILABLE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    authorizeOAuthApp: {
        parameters: {
            query: {
                /** @description `code` */
                response_type: string;
                /** @description From registration */
                client_id: string;
                /** @description One of the client's registered redirect URIs, exactly */
                redirect_uri: string;
                /** @description Space-separated: `read`, `play`, `webhooks` or `play:<gameId>` (`read` when none is asked); never `account` */
                scope?: string;
                /** @description Sent back to the redirect URI as it was given */
                state?: string;
                /** @description base64url of the SHA-256 of the code_verifier: required of every client */
                code_challenge: string;
                /** @description `S256` (the only method) */
                code_challenge_method: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the consent page */
            302: {
                headers: {
                    /** @description `/consent?` and the query as it came */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description OAUTH_UNAVAILABLE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "OAUTH_UNAVAILABLE";
                    };
                };
            };
        };
    };
    requestOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description The tokens; for a revocation, an empty body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokens"];
                };
            };
            /** @description OAUTH_REQUEST_INVALID, OAUTH_CLIENT_MISMATCH, OAUTH_REDIRECT_MISMATCH, OAUTH_PKCE_FAILED, OAUTH_CODE_INVALID, OAUTH_CODE_USED, OAUTH_REFRESH_INVALID, OAUTH_SCOPE_INVALID, OAUTH_UNAVAILABLE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "OAUTH_REQUEST_INVALID" | "OAUTH_CLIENT_MISMATCH" | "OAUTH_REDIRECT_MISMATCH" | "OAUTH_PKCE_FAILED" | "OAUTH_CODE_INVALID" | "OAUTH_CODE_USED" | "OAUTH_REFRESH_INVALID" | "OAUTH_SCOPE_INVALID" | "OAUTH_UNAVAILABLE";
                    };
                };
            };
            /** @description OAUTH_CLIENT_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "OAUTH_CLIENT_INVALID";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    registerOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthClientRegistration"];
            };
        };
        responses: {
            /** @description The client */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"];
                };
            };
            /** @description OAUTH_CLIENT_METADATA_INVALID, OAUTH_UNAVAILABLE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {string} */
                        code: "OAUTH_CLIENT_METADATA_INVALID" | "OAUTH_UNAVAILABLE";
                    };
                };
            };
            /** @description BODY_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "BODY_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMITED */
            429: {
                headers: {
                    /** @description Seconds until the window that was exceeded ends */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
        };
    };
    onDecisionRequiredWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionRequiredWebhook"];
            };
        };
        responses: {
            /** @description Received. A bot subscription may answer `{ action }`, applied as if posted against the decision it was told of; any other body is an acknowledgement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotAnswer"];
                };
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onGameStartedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameStartedWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onGameActionWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameActionWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDeadlineWarningWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeadlineWarningWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onGameOverWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameOverWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onMessagePostedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessagePostedWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvitationReceivedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so a receiver can drop duplicates */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was signed; refuse old ones to stop replays */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationReceivedWebhook"];
            };
        };
        responses: {
            /** @description Received; the body is ignored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
