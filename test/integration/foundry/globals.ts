/** The globals Foundry's `common/` reads while it works: its constants and its logger. */
import { common } from "./common";

Object.assign(globalThis, { CONST: common.CONST, logger: console });
