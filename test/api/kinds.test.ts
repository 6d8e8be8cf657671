// Every game kind through the API conformance suite (kind-suite.ts), over REST and GraphQL.
import { KIND_CASES, kindSuite } from "./kind-suite";

for (const c of KIND_CASES) kindSuite(c);
