// The seats a game of a kind will have with given options. GET /v1/kinds lists the seats of the
// default options only, so the lobby works the rest out here: a `players` count stretches a
// numbered seat list (Star Battle's lord1…lord6), and a few kinds change seats with an option.
const BY_OPTION = {
  "last-starfighter": (o, seats) => (o.opponent === "drone" ? [seats[0], { id: "drone", name: "Target drone", automaton: true }] : seats),
  "iron-stars": (o, seats) => (o.scenario === "pickUp" ? [{ id: "fleet1", name: "First fleet", automaton: false }, { id: "fleet2", name: "Second fleet", automaton: false }] : seats),
};

/** Numbered seats ("lord1", "Star Lord 1") stretched or cut to `n`. */
function numbered(seats, n) {
  const id = /^(.*?)(\d+)$/.exec(seats[0]?.id ?? "");
  const name = /^(.*?)(\d+)$/.exec(seats[0]?.name ?? "");
  if (!id || !seats.every((s, i) => s.id === `${id[1]}${i + 1}`)) return seats;
  return Array.from({ length: n }, (_, i) => ({ id: `${id[1]}${i + 1}`, name: name ? `${name[1]}${i + 1}` : `${id[1]} ${i + 1}`, automaton: false }));
}

export function seatsFor(kind, options = {}) {
  const o = { ...kind.defaultOptions, ...options };
  let seats = kind.seats;
  if (Number.isInteger(o.players) && kind.options?.properties?.players) seats = numbered(seats, o.players);
  return BY_OPTION[kind.id]?.(o, seats) ?? seats;
}
