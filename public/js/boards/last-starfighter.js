import generic from "./generic.js";
export default generic;
