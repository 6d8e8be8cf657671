// The map of BS.03.04 (BS 2.1). The book's map is lost; this one is reconstructed (README, R4):
// 34 columns × 28 rows of flat-topped hexes, odd columns half a hex lower ("odd-q"), ids row by
// row (id = row × 34 + col). Its terrain uses the five types of the Terrain Effects Chart: lava
// basins, crevasse belts, crater rims of mountains, and volcanoes standing in other terrain (a
// volcano on a mountain is both, and the chart's priority decides which one fights, BS 12.3).
// The map is fixed data: any change is a new MAP_VERSION, pinned by the rules version.
import { rectangleGrid, type HexGrid } from "../../hex";
import { TERRAIN_EFFECTS, type Terrain } from "./tables";

export const MAP_VERSION = "bs0304-v1";
export const MAP_COLS = 34;
export const MAP_ROWS = 28;
export const MAP_LAYOUT = "odd-q" as const;
/** Terran units set up at least this many hexes from the edge (BS 16.2). */
export const EDGE_MARGIN = 5;
/** Beacons set up at least this many hexes from each other (BS 16.2). */
export const BEACON_SPACING = 6;

/**
 * One character per hex. Base ground: "." clear, "L" lava basin, "C" crevassed, "M" mountain.
 * A volcano on that ground: "o" on clear, "l" on lava, "c" on crevasses, "m" on a mountain.
 */
export const MAP_ROWS_DATA: readonly string[] = [
  ".....M........CC...............C..",
  "..............CLC......M..C.......",
  "........M......LCC...............M",
  ".........M...LL.CCC...C...........",
  "..........o..LLLLLCC...LLLL...o...",
  "....LL.......L.LLLC.CLLLLLLLL.....",
  "..LLLL...M....LLL.L.CCLLLLLL......",
  "CLLLL.LLL.....LL.C..LLCLl.LL.C.CCC",
  ".LLLLLLLL.M.MM.MM.M.L.CCLCCCCCC.CC",
  ".LLLlLLL.M...M.M.CMCCLCCCCCLCCCM.M",
  ".LLLLLLL.M...MCCCCCCcCCCCCC..M....",
  ".LLLLCLCCCMMMCCCCMC.C...C.C.M.MM..",
  ".CC.LCCCCCCCC.CMMLMM.C.C..CM...M..",
  "CCCCLMMMC.....MLLLLLMCo...CM...M.M",
  "C...M.M....C..MLLlLLM.......MCM...",
  "....M...M.....mLLLLLMMMC...CCCC...",
  "....MM.M.....MMMLLLMMLLL.....M.C..",
  "......MLLL......MM..MLLLM..L..CCC.",
  ".....L.LLLLLM.......MMLMMLLL....CC",
  "......LLLLLL...M......ML.LLL.LL.CC",
  ".....LLLlLLL...........LL.LL.LL...",
  ".....LLLLLLLLo..........L.LlLLLL..",
  "......LLLL.........M...LLLLLLLLL..",
  "...o...LLL.......MM.MM..LLLLLLL...",
  "...................C.M..L.LLL.L...",
  "...C....M.....M..........oL...M...",
  ".........CM.....CMMMM.............",
  "M....M.............M....C.M.....C.",
];

export type Ground = "clear" | "lava" | "crevassed" | "mountain";
const GROUND: Record<string, [Ground, boolean]> = {
  ".": ["clear", false],
  L: ["lava", false],
  C: ["crevassed", false],
  M: ["mountain", false],
  o: ["clear", true],
  l: ["lava", true],
  c: ["crevassed", true],
  m: ["mountain", true],
};

export const GRID: HexGrid = rectangleGrid(MAP_COLS, MAP_ROWS, MAP_LAYOUT);

function parse(): { ground: Ground[]; volcano: boolean[] } {
  if (MAP_ROWS_DATA.length !== MAP_ROWS) throw new Error("map rows");
  const ground: Ground[] = [];
  const volcano: boolean[] = [];
  for (const row of MAP_ROWS_DATA) {
    if (row.length !== MAP_COLS) throw new Error(`map row of ${row.length} hexes`);
    for (const ch of row) {
      const cell = GROUND[ch];
      if (!cell) throw new Error(`unknown terrain "${ch}"`);
      ground.push(cell[0]);
      volcano.push(cell[1]);
    }
  }
  return { ground, volcano };
}

const PARSED = parse();
/** The ground of each hex, by id. */
export const GROUND_BY_HEX: readonly Ground[] = PARSED.ground;
/** Whether a volcano stands in each hex, by id. */
export const VOLCANO_BY_HEX: readonly boolean[] = PARSED.volcano;
export const VOLCANO_HEXES: readonly number[] = PARSED.volcano.flatMap((v, id) => (v ? [id] : []));

/** Every terrain type in a hex, highest priority first (the chart's order). */
export function terrainsOf(hex: number): Terrain[] {
  return VOLCANO_BY_HEX[hex] ? ["volcano", GROUND_BY_HEX[hex]!] : [GROUND_BY_HEX[hex]!];
}

/** The one terrain type that affects combat in a hex: the highest on the chart (BS 12.3). */
export function combatTerrain(hex: number): Terrain {
  return terrainsOf(hex)[0]!;
}

/** Movement points to enter a hex: the dearest of its terrain types (BS 7.0, README R5). */
export const MOVE_COST: readonly number[] = GROUND_BY_HEX.map((_, hex) =>
  Math.max(...terrainsOf(hex).map((t) => TERRAIN_EFFECTS[t].movement)),
);

/** Hexes where Terran units may set up (BS 16.2). */
export const SETUP_HEXES: readonly number[] = Array.from({ length: GRID.count }, (_, id) => id).filter(
  (id) => GRID.edgeDistance[id]! >= EDGE_MARGIN,
);

/** "CCRR" as printed maps number hexes: column and row, 1-based, two digits each. */
export function hexLabel(hex: number): string {
  const col = hex % MAP_COLS,
    row = Math.floor(hex / MAP_COLS);
  return `${String(col + 1).padStart(2, "0")}${String(row + 1).padStart(2, "0")}`;
}
