import { StorytellerActor } from "../../../documents/actor";
import { healthOf } from "../data/read";
import { currentHealth } from "../rules/health";

/** What a token bar shows of a Streamlined character: Health left of its maximum (Stamina + 3). */
export function healthBar(actor: { system: unknown }): { value: number; max: number } {
  const health = healthOf(actor);
  return { value: currentHealth(health), max: health.max };
}

/**
 * The system's Actor as Streamlined plays it: the token bar reads `system.streamlined.health.value` and `.max`,
 * derived here beside the stored damage and never saved. A number typed on the bar cannot say which kind of
 * damage to mark, so Health is changed on the sheet.
 */
export class StreamlinedActor extends StorytellerActor {
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const stored = (this.system as { streamlined?: { health?: object } }).streamlined?.health;
    if (stored) Object.assign(stored, healthBar(this));
  }

  override async modifyTokenAttribute(...args: Parameters<Actor["modifyTokenAttribute"]>): Promise<this | undefined> {
    if (args[0] === "streamlined.health") {
      ui.notifications?.warn(game.i18n?.localize("STC.Streamlined.Sheet.EditHealthOnSheet") ?? "STC.Streamlined.Sheet.EditHealthOnSheet");
      return this;
    }
    return super.modifyTokenAttribute(...args);
  }
}
