// The shared hex kit: coordinates, grids with integer ids and neighbour tables, ranges, rings,
// line of sight and movement paths with terrain costs and zones of control.
export * from "./coords";
export * from "./grid";
export * from "./los";
export * from "./paths";
