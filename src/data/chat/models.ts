import { AttackChainData } from "./attack-chain";
import { GrappleEscapeData } from "./grapple-escape";
import { RequestData } from "./request";

/** The chat message subtypes this system defines: system.json and template.json list the same. */
export const CHAT_MODELS = { attack: AttackChainData, escape: GrappleEscapeData, request: RequestData } as const;
