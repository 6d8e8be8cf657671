// The SDK's types, checked by the compiler (`npm run typecheck`): what must hold whether the
// OpenAPI document types its answers per kind or not yet.
import { describe, expectTypeOf, it } from "vitest";
import type {
  Action,
  ActionOf,
  ChoiceOf,
  CreateGameBody,
  KindInfo,
  KindList,
  DecisionRequired,
  FeedEntry,
  Game,
  GameBasics,
  GameOf,
  Registration,
  Subscription,
  ViewOf,
} from "../src/types";
import { myChoices, myDecision } from "../src/decisions";

describe("types", () => {
  it("name one kind's game, view and actions, all within the general ones", () => {
    expectTypeOf<GameOf<"star-battle">["kind"]>().toEqualTypeOf<"star-battle">();
    expectTypeOf<GameOf<"iron-stars">>().toMatchTypeOf<Game>();
    expectTypeOf<ViewOf<"iron-stars">>().toEqualTypeOf<GameOf<"iron-stars">["view"]>();
    expectTypeOf<ActionOf<"double-star">>().toMatchTypeOf<Action>();
    expectTypeOf<ActionOf<"double-star">>().toEqualTypeOf<ChoiceOf<GameOf<"double-star">>>();
  });

  it("give the helpers the fields they read, and a game's choices as actions", () => {
    expectTypeOf<Game>().toMatchTypeOf<GameBasics>();
    expectTypeOf<Registration["apiKey"]>().toEqualTypeOf<string>();
    expectTypeOf<Subscription["secret"]>().toEqualTypeOf<string>();
    expectTypeOf<FeedEntry["version"]>().toEqualTypeOf<number>();
    expectTypeOf<DecisionRequired["data"]["decisionId"]>().toEqualTypeOf<string>();
    expectTypeOf(myChoices<GameOf<"star-battle">>).returns.items.toEqualTypeOf<ActionOf<"star-battle">>();
    expectTypeOf(myDecision<Game>).returns.toMatchTypeOf<{ decisionId?: string | null } | null>();
  });

  it("take a game's options as inputs (each may be left out) and answer them filled in", () => {
    expectTypeOf<{ kind: "star-battle"; options: { players: 3 } }>().toMatchTypeOf<CreateGameBody>();
    expectTypeOf<{ kind: "double-star"; options: Record<string, never> }>().toMatchTypeOf<CreateGameBody>();
    expectTypeOf<{ kind: "star-battle"; options: { players: "three" } }>().not.toMatchTypeOf<CreateGameBody>();
    expectTypeOf<GameOf<"star-battle">["options"]["players"]>().toEqualTypeOf<number>();
  });

  it("type a kind's default options as that kind's options, picked by its id", () => {
    expectTypeOf<Extract<KindInfo, { id: "star-battle" }>["defaultOptions"]>().toEqualTypeOf<GameOf<"star-battle">["options"]>();
    expectTypeOf<KindList["kinds"][number]>().toEqualTypeOf<KindInfo>();
  });
});
