import { advanceStreamlined, beginStreamlinedAttack, type StreamlinedChain } from "../rules/chain";
import type { StreamlinedAnswerRecord } from "../data/chat";
import type { AttackMessage } from "./documents";

/** The chain as a card's answers leave it; throws when a stored answer does not fit (a damaged record). */
export function replayRecord(message: AttackMessage): StreamlinedChain {
  const system = message.system;
  let chain = beginStreamlinedAttack(system.attackInput, system.streamlinedOptions);
  for (const answer of system.answerRecords) chain = advanceStreamlined(chain, answerOf(answer));
  return chain;
}

export function answerOf(answer: StreamlinedAnswerRecord): Parameters<typeof advanceStreamlined>[1] {
  return answer.kind === "apply" ? { kind: "apply", current: answer.current } : { kind: "faces", faces: answer.faces };
}
