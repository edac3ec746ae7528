import { itemDisplayName } from "../../../data/item/display-name";
import { activeRoundBridge, type DefenceOffer } from "../round/bridge";
import { DEFENCE_KINDS, type DefenceKind } from "../rules/combat/defence";
import { replayedForCard } from "../../../chat/replayed";
import { chainCardContext } from "./card-context";
import type { ChainCardContext, ChainCardInput } from "./chain-card-views";
import { replayChain } from "./chain-record";
import { chainRecord, defenderPlayed, participantOf, say, statsOf, type ChainMessage } from "./documents";
import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { willpowerThisTurn } from "./willpower-turn";
import { readChainSettings } from "../settings";

const translate = (key: string, data?: Record<string, string | number>): string => say(key, data ?? {});

/** The weapon or maneuver the chain is made with, in this reader's language when it is a compendium item. */
function usedName(message: ChainMessage): string {
  const used = message.system.used;
  if (!used.name) return say(message.system.chainKind === "clinch" ? "STC.Classic.Chain.ClinchTurn" : "STC.Classic.Attack.Unarmed");
  const named = { name: used.name, identifier: used.identifier, sourceName: used.sourceName || null };
  return game.i18n ? itemDisplayName(named, game.i18n) : used.name;
}

/** What the card of `message` shows to this client's user, read from the message alone (and the round's offers). */
export function chainCardInput(message: ChainMessage): ChainCardInput {
  const system = message.system;
  const user = game.user;
  const { value: chain, error } = replayedForCard(() => replayChain(chainRecord(message)), "STC.Classic.Chain.Error.Damaged");
  const attacker = system.chainKind === "clinch" ? system.clinchInput.holder : system.attackInput.attacker;
  const target = system.chainKind === "clinch" ? system.clinchInput.held : system.attackInput.target;
  const bridge = activeRoundBridge();
  const offers = Object.fromEntries(DEFENCE_KINDS.map((kind) => [kind, bridge.defenceOffer(system.target.actorId, system.attacker.actorId, kind)])) as Record<DefenceKind, DefenceOffer>;
  // The opponents are read only while the card asks for the defence; the defender's Willpower then, and while it
  // asks for the roll against a maneuver's effect, which may take a point too.
  const defending = chain?.next === "defenceChoice";
  const spending = defending || chain?.next === "effectRoll";
  const defender = spending ? resolveActor(system.target) : null;
  const turn = spending ? willpowerThisTurn(message) : null;
  return {
    chain,
    error,
    answers: system.chainAnswers,
    names: { attacker: attacker?.name ?? "", target: target?.name ?? "", used: usedName(message) },
    viewer: user ? participantOf(user, message) : { userId: "", isGM: false, startedIt: false, ownsAttacker: false, ownsTarget: false },
    settings: readChainSettings(defenderPlayed(message)),
    noStoryteller: !game.users?.activeGM,
    undone: Boolean(system.undoneBy),
    offers,
    opponents: defending ? bridge.opponents(system.target.actorId, system.attacker.actorId) : 1,
    willpower: { current: defender ? statsOf(defender).willpower.current : 0, spentThisTurn: turn ? turn.spent : null },
    defenderSpecialties: target?.specialties ?? {},
    lang: game.i18n?.lang ?? "en",
    // A card no Storyteller's client wrote is no record: a player may have written anything in it.
    untrusted: !writtenByStoryteller(message),
  };
}

/** The chain card's context for this client's reader (the card's model draws it, chat/cards/attack.ts). */
export function chainCardContextOf(message: ChainMessage): ChainCardContext {
  return chainCardContext(chainCardInput(message), translate);
}
