/** The system's Actor: thin. Its rules data and derived numbers live in its system model (data/actor). */
export class StorytellerActor extends Actor {
  /**
   * The health bar shows levels left, but the track holds bashing, lethal and aggravated levels apart: a
   * number typed on the bar cannot say which kind to mark, so the sheet is where health is changed.
   */
  override async modifyTokenAttribute(...args: Parameters<Actor["modifyTokenAttribute"]>): Promise<this | undefined> {
    if (args[0] === "health") {
      ui.notifications?.warn(game.i18n?.localize("STC.Health.EditOnSheet") ?? "STC.Health.EditOnSheet");
      return this;
    }
    return super.modifyTokenAttribute(...args);
  }
}
