// Which board draws which kind. A kind without a board of its own gets the generic page.
const boards = {
  "star-battle": () => import("./star-battle.js"),
  "last-starfighter": () => import("./last-starfighter.js"),
  "iron-stars": () => import("./iron-stars.js"),
  "barnards-star": () => import("./barnards-star.js"),
  "double-star": () => import("./double-star.js"),
};

export async function boardFor(kind) {
  const load = boards[kind] ?? (() => import("./generic.js"));
  return (await load()).default;
}
