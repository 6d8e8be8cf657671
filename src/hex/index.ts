// The shared hex kit: coordinates, grids with integer ids and neighbour tables, ranges, rings,
// line of sight, movement paths with terrain costs and zones of control, and movement with facing.
export * from "./coords";
export * from "./facing";
export * from "./grid";
export * from "./los";
export * from "./paths";
