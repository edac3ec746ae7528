import type { MetSide } from "../data/chat";

export type Say = (key: string, data?: Record<string, string | number>) => string;

/** One open challenge as the panel reads it: its card, who it waits for, and whether they are here. */
export interface OpenChallenge {
  messageId: string;
  headline: string;
  waiting: string;
  /** The sides it waits for, each with the players who answer for it (none: the Storyteller) and whether any is online. */
  sides: { side: MetSide; name: string; players: { name: string; online: boolean }[] }[];
}

/** The Storyteller's panel of open challenges: each with who it waits for, offline players marked. */
export function challengePanelContext(open: readonly OpenChallenge[], say: Say) {
  return {
    empty: open.length === 0 ? say("STC.Met.Panel.None") : "",
    challenges: open.map((challenge) => ({
      messageId: challenge.messageId,
      headline: challenge.headline,
      waiting: challenge.waiting,
      waitsFor: challenge.sides.map((side) => {
        const players = side.players;
        if (players.length === 0) return { text: say("STC.Met.Panel.Storyteller", { name: side.name }), offline: false };
        const online = players.some((player) => player.online);
        const names = players.map((player) => player.name).join(", ");
        return { text: say(online ? "STC.Met.Panel.Player" : "STC.Met.Panel.Offline", { name: side.name, players: names }), offline: !online };
      }),
    })),
  };
}

export type ChallengePanelContext = ReturnType<typeof challengePanelContext>;
