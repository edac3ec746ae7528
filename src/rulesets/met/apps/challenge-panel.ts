import { templatePath } from "../../../constants";
import { SystemWindow, type WindowRenderArgs } from "../../../apps/dialogs/system-window";
import { writtenByStoryteller } from "../../../chat/records";
import { isChallengeMessage, say, type ChallengeMessage } from "../chat/documents";
import { challengeCardContextOf } from "../chat/render";
import { messageCardOf } from "../../../chat/cards";
import { replayChallenge } from "../chat/record";
import { sideActor, sidePlayers } from "../chat/sides";
import type { MetSide } from "../data/chat";
import { challengePanelContext, type ChallengePanelContext, type OpenChallenge } from "./challenge-panel-context";

/** The challenges still open: cards the Storyteller's client wrote, not over, in the order they began. */
export function openChallenges(): { message: ChallengeMessage; open: OpenChallenge }[] {
  const found: { message: ChallengeMessage; open: OpenChallenge }[] = [];
  for (const message of game.messages?.contents ?? []) {
    if (!isChallengeMessage(message) || !writtenByStoryteller(message) || message.system.applied) continue;
    let state;
    try {
      state = replayChallenge(message);
    } catch {
      continue;
    }
    if (state.phase === "done" || !message.id) continue;
    const context = challengeCardContextOf(message);
    const awaiting: MetSide[] = state.awaiting === "both" ? ["challenger", "defender"] : state.awaiting ? [state.awaiting] : [];
    found.push({
      message,
      open: {
        messageId: message.id,
        headline: ("headline" in context ? context.headline : undefined) ?? "",
        waiting: ("waiting" in context ? context.waiting : undefined) ?? "",
        sides: awaiting
          .filter((side) => !message.system.thrown[side] || state.phase !== "throws")
          .map((side) => ({ side, name: sideActor(message, side)?.name ?? say("STC.Met.Card.Storyteller"), players: sidePlayers(message, side).map((user) => ({ name: user.name, online: user.active })) })),
      },
    });
  }
  return found;
}

/**
 * The Storyteller's panel: every open challenge, who it waits for (a player who went offline marked),
 * and its card, whose buttons the Storyteller may press for a player who went offline.
 */
export class MetChallengePanel extends SystemWindow<ChallengePanelContext> {
  static override DEFAULT_OPTIONS = {
    id: "stc-met-challenge-panel",
    classes: ["stc-met-panel"],
    window: { title: "STC.Met.Panel.Title", icon: "fa-solid fa-hand-scissors", resizable: true },
    position: { width: 480, height: 600 },
  };

  static override PARTS = { list: { template: templatePath("met/challenge-panel.hbs"), scrollable: [""] } };

  protected windowContext(): ChallengePanelContext {
    return challengePanelContext(
      openChallenges().map((entry) => entry.open),
      (key, data) => say(key, data ?? {}),
    );
  }

  protected override async _onRender(...args: WindowRenderArgs): Promise<void> {
    await super._onRender(...args);
    for (const slot of this.element.querySelectorAll<HTMLElement>("[data-card-for]")) {
      const message = game.messages?.get(slot.dataset.cardFor ?? "");
      const card = isChallengeMessage(message) ? await messageCardOf(message) : null;
      if (!card) continue;
      slot.innerHTML = card.html;
      card.wire(slot);
    }
  }
}

let panel: MetChallengePanel | null = null;

/** Opens the Storyteller's panel (one for the window). */
export async function openChallengePanel(): Promise<MetChallengePanel> {
  panel ??= new MetChallengePanel();
  await panel.render({ force: true });
  return panel;
}

/** The panel follows the cards: drawn again when a challenge card is written. */
export function followChallengeCards(): void {
  const redraw = (message: ChatMessage.Implementation) => {
    if (panel?.rendered && isChallengeMessage(message)) void panel.render();
  };
  Hooks.on("createChatMessage", redraw);
  Hooks.on("updateChatMessage", redraw);
}
