import type { ClassicCombat } from "../../documents/combat";
import { owns } from "../../../../chat/records";
import { roundContext } from "../../round/context";
import { turnList, turnSteps } from "../../round/turn-list";
import { roundMachine } from "../../rules/turns/round-machine";
import { readDeclarationVisibility } from "../../settings";
import { statsOf } from "../../round/combatant-stats";
import { woundLevel } from "../../rules/health/wounds";
import { isStatusActive } from "../../rules/status/active";
import { statusRoundNow } from "../../rules/status/now";
import type { TrackerInput } from "./tracker-context";
import { npcStepPlanOf } from "../../chat/npc-step-run";

/** What the tracker shows, read from the viewed combat for the viewing user: the only place it reads documents. */
export function trackerInput(combat: ClassicCombat | null, user: User.Implementation): TrackerInput {
  const isGM = user.isGM;
  const declarationsVisibleToAll = readDeclarationVisibility() === "everyone";
  if (!combat) return { round: 0, state: null, combatants: [], turnIds: [], steps: [], isGM, declarationsVisibleToAll, arrivalsToDeclare: [] };
  const state = combat.roundState;
  const all = combat.combatants.contents;
  const sceneId = (globalThis as { canvas?: { scene?: { id?: string | null } | null } }).canvas?.scene?.id ?? null;
  const mayPing = user.hasPermission("PING_CANVAS");
  const now = statusRoundNow(combat);
  const lang = game.i18n?.lang ?? "en";
  return {
    round: combat.round,
    state,
    combatants: all.map((combatant) => ({
      id: combatant.id ?? "",
      name: combatant.name ?? "",
      img: combatant.img ?? combatant.actor?.img ?? "",
      hidden: combatant.hidden,
      defeated: combatant.isDefeated,
      owned: isGM || owns(combatant.actor, user),
      preRolled: state ? null : combatant.initiative,
      canPing: mayPing && sceneId !== null && combatant.sceneId === sceneId,
      onScene: sceneId !== null && combatant.sceneId === sceneId && combatant.token?.object != null,
      targeted: combatant.token?.object?.isTargeted === true,
      ...healthAndStatuses(combatant, now),
    })),
    turnIds: turnList(all, state).ids,
    steps: turnSteps(all, state),
    isGM,
    declarationsVisibleToAll,
    arrivalsToDeclare: state ? roundMachine(roundContext(state)).arrivalsToDeclare(state) : [],
    lang,
    npcAttacks: isGM && state ? (npcStepPlanOf(combat)?.attacks.length ?? 0) : 0,
  };
}

/** A combatant's wound level and the statuses on it in round `now`, as language keys. */
function healthAndStatuses(combatant: Combatant.Implementation, now: number): { woundKey: string | null; statusKeys: string[] } {
  const stats = statsOf(combatant);
  if (!stats) return { woundKey: null, statusKeys: [] };
  const level = woundLevel(stats.health);
  const ids = [...new Set(stats.statuses.filter((status) => isStatusActive(status, now)).map((status) => status.id))];
  return { woundKey: level ? `STC.Classic.Health.Level.${level}` : null, statusKeys: ids.map((id) => `STC.Classic.Status.${id}.Name`) };
}
