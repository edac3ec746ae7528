import { configuredStatusEffects, setConfiguredStatusEffects } from "../../../compat";
import { STATUS_IDS, type StatusId } from "../rules/status/types";

/** Foundry's own icons, one for each of the system's statuses. */
export const STATUS_ICONS: Readonly<Record<StatusId, string>> = Object.freeze({
  stunned: "icons/svg/daze.svg",
  dazed: "icons/svg/stoned.svg",
  knockedDown: "icons/svg/falling.svg",
  blinded: "icons/svg/blind.svg",
  held: "icons/svg/net.svg",
  immobilised: "icons/svg/paralysis.svg",
  incapacitated: "icons/svg/unconscious.svg",
  torpor: "icons/svg/sleep.svg",
  frenzy: "icons/svg/terror.svg",
  woundsIgnored: "icons/svg/regen.svg",
});

export const statusNameKey = (id: StatusId): string => `STC.Classic.Status.${id}.Name`;

export interface StatusEffectEntry {
  id: StatusId;
  name: string;
  img: string;
}

/** The token HUD's statuses: the system's own (rules map, Status effects), named in the table's language. */
export function systemStatusEffects(): StatusEffectEntry[] {
  return STATUS_IDS.map((id) => ({ id, name: statusNameKey(id), img: STATUS_ICONS[id] }));
}

/**
 * Replaces Foundry's status list with the system's, keeping Foundry's "dead" marker (the combat tracker's
 * defeated status) so marking a combatant defeated still works. The list keeps the generation's shape (compat.ts).
 */
export function registerStatusEffects(): void {
  const dead = configuredStatusEffects().filter((effect) => effect.id === "dead");
  setConfiguredStatusEffects([...dead, ...systemStatusEffects()]);
}
