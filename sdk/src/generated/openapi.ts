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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description How other players see you */
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The new player with its API key */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The player */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The kinds */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNKNOWN_KIND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description `games`, newest created first, and `nextCursor` */
                200: {
                    headers: {
                        /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description This page, in the list's order */
                            games: Record<string, unknown>[];
                            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_CURSOR */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a game and take a seat in it
         * @description The answer carries `seedCommitment`, the hash of the server's secret seed, fixed before anyone plays.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A game kind id from GET /v1/kinds */
                        kind: string;
                        /** @description The kind's options; anything left out takes its default */
                        options?: {
                            [key: string]: unknown;
                        };
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
                    };
                };
            };
            responses: {
                /** @description The new game */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_OPTIONS */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNKNOWN_KIND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description `?at=N` gives the view as it stood at version N, with the same redaction.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The view as it stood at this version (replays) */
                    at?: number;
                };
                header?: never;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND, VERSION_NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
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
                    "application/json": {
                        /** @description The seat you want; the first free one if left out */
                        seat?: string;
                        /** @description Your own randomness, mixed into the game's seed when the game starts */
                        entropy?: string;
                    };
                };
            };
            responses: {
                /** @description The game */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description SEAT_TAKEN, NO_OPEN_SEAT, ALREADY_SEATED */
                409: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description Post one of your `pending` choices as it is. With `expectedVersion` (the version you read) or `decisionId` (your pending decision's id) the action is accepted while your seat still owes that same decision, whatever other seats did since, and refused with 409 once your decision changed. A retried POST with the same `Idempotency-Key` returns the first answer and is applied once.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Any string up to 255 printable characters, unique per action you mean */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of the kind's actions, e.g. a choice from `pending` posted as it is */
                        action: {
                            type: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
                        expectedVersion?: number;
                        /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
                        decisionId?: string;
                    };
                };
            };
            responses: {
                /** @description The new version, your view of the events it produced, and the game */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_ACTION */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_A_PLAYER, NOT_YOUR_DECISION */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description STALE_VERSION, STALE_DECISION, GAME_NOT_STARTED, GAME_OVER */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
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
                    "application/json": {
                        /** @description One of the kind's actions, e.g. a choice from `pending` posted as it is */
                        action: {
                            type: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION */
                        expectedVersion?: number;
                        /** @description The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION */
                        decisionId?: string;
                    };
                };
            };
            responses: {
                /** @description Valid. The events it would produce are given only where nothing is hidden from you and no die is rolled; otherwise `withheld` says why */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_ACTION */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_A_PLAYER, NOT_YOUR_DECISION */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description STALE_VERSION, STALE_DECISION, GAME_NOT_STARTED, GAME_OVER */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** A legal action for your seat from the built-in bot (not applied) */
        post: {
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
                /** @description An action you could post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_A_PLAYER, NOT_YOUR_DECISION */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_STARTED, GAME_OVER */
                409: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
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
                /** @description The game */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_A_PLAYER */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_STARTED, GAME_OVER */
                409: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
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
                /** @description The game as it was before your action */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_A_PLAYER */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_STARTED, GAME_OVER */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNDO_NOT_ALLOWED */
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** Server-sent events of your feed; reconnect with Last-Event-ID to resume after the last entry you saw */
        get: {
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
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: {
                    /** @description Return entries after this version (0 if left out); not with `cursor` */
                    after?: number;
                    /** @description Items per page, 1 to 500 */
                    limit?: number;
                    /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with; not with `after` */
                    cursor?: string;
                };
                header?: never;
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
                        /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description This page, in the list's order */
                            entries: Record<string, unknown>[];
                            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_CURSOR */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                /** @description The record (format starpost-game/1) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description GAME_NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        format: "starpost-game/1";
                        kind: string;
                        log: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description `verified` with the counts checked, or the problems found */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description BODY_TOO_LARGE */
                413: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
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
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1 to 200 */
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
                /** @description `webhooks`, oldest first, and `nextCursor` */
                200: {
                    headers: {
                        /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description This page, in the list's order */
                            webhooks: Record<string, unknown>[];
                            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_CURSOR */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe a URL to your games' events
         * @description Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). The signing secret is shown only in this answer. The subscription covers moves made after this answer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Where deliveries are POSTed (https in production) */
                        url: string;
                        /** @description Event types to receive; all of them if left out */
                        events?: ("decision.required" | "game.started" | "game.action" | "deadline.warning" | "game.over")[];
                        /** @description Only this game's events */
                        gameId?: string;
                        /** @description A bot endpoint: a 2xx answer to decision.required may carry {action}, applied as if posted */
                        bot?: boolean;
                    };
                };
            };
            responses: {
                /** @description The subscription with its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description MALFORMED_REQUEST */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description WEBHOOK_TARGET_REFUSED */
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                /** @description The subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Unsubscribe */
        delete: {
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
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description Ordered by when each delivery was first queued (then by id), newest first; retries update a delivery in place and never move it. Deliveries queued while you page appear on a new first page. Follow `nextCursor` (or the `Link` header); null on the last page.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Items per page, 1 to 200 */
                    limit?: number;
                    /** @description Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with */
                    cursor?: string;
                };
                header?: never;
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
                        /** @description Only when another page follows: `<URL>; rel="next"`, this request's absolute URL with `cursor` set to `nextCursor` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description This page, in the list's order */
                            deliveries: Record<string, unknown>[];
                            /** @description Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description MALFORMED_REQUEST, INVALID_CURSOR */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** Send a delivery again now (same webhook-id, fresh timestamp and signature) */
        post: {
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
                        "application/json": Record<string, unknown>;
                    };
                };
                /** @description UNAUTHENTICATED */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description NOT_FOUND */
                404: {
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
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Problem: {
            type: string;
            title: string;
            status: number;
            /**
             * @description Stable; illegal moves carry the game's own code instead
             * @enum {string}
             */
            code: "MALFORMED_REQUEST" | "INVALID_OPTIONS" | "INVALID_ACTION" | "INVALID_CURSOR" | "UNAUTHENTICATED" | "NOT_A_PLAYER" | "NOT_YOUR_DECISION" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "UNKNOWN_KIND" | "GAME_NOT_FOUND" | "VERSION_NOT_FOUND" | "STALE_VERSION" | "STALE_DECISION" | "SEAT_TAKEN" | "NO_OPEN_SEAT" | "ALREADY_SEATED" | "GAME_NOT_STARTED" | "GAME_OVER" | "IDEMPOTENCY_KEY_REUSED" | "BODY_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ILLEGAL_ACTION" | "UNDO_NOT_ALLOWED" | "WEBHOOK_TARGET_REFUSED" | "RATE_LIMITED" | "INTERNAL";
            detail: string;
            /** @description For illegal moves: the rule that forbids them */
            rule?: string;
            /**
             * @description On a 429: the request limit that was hit
             * @enum {string}
             */
            limit?: "burst" | "sustained";
            /** @description On a 429: the requests that limit allows in a window */
            requests?: number;
            /** @description On a 429: the window's length */
            periodSeconds?: number;
            /** @description On a 429: seconds until that window ends (also the Retry-After header) */
            retryAfter?: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
