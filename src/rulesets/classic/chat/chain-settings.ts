import { classicSettingKey } from "../setting-key";
import { SYSTEM_ID } from "../../../constants";
import type { ChainSettings } from "./participants";

/** The world settings of the attack chain (README, The attack chain). */
export function registerChainSettings(): void {
  game.settings.register(SYSTEM_ID, classicSettingKey("autoDefenderRolls"), {
    name: "STC.Chain.Setting.AutoDefenderRolls.Name",
    hint: "STC.Chain.Setting.AutoDefenderRolls.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(SYSTEM_ID, classicSettingKey("approveApplication"), {
    name: "STC.Chain.Setting.ApproveApplication.Name",
    hint: "STC.Chain.Setting.ApproveApplication.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

export function readChainSettings(): ChainSettings {
  return {
    autoDefenderRolls: game.settings.get(SYSTEM_ID, classicSettingKey("autoDefenderRolls")) === true,
    approveApplication: game.settings.get(SYSTEM_ID, classicSettingKey("approveApplication")) === true,
  };
}
